#pragma once
// One memory curve as a QCustomPlot plottable that reduces itself at draw time: every frame asks
// core's curvePolyline for the vertices of the visible time range at the axis rect's pixel width
// (min and max of each pixel column kept), so a curve of millions of samples draws a few thousand
// vertices, at any zoom and at any export size, and no copy of the samples is held.
#include "analysis/memory_analysis.h"
#include "timeline/counter_lod.h"

#include <qcustomplot.h>

#include <memory>

namespace steplens {

class MemoryCurvePlottable : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    // Keys are ms after `origin` (epoch ns); values MB. `keep` owns `curve`. The last value holds
    // until `holdUntil` (the end of the capture).
    MemoryCurvePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis, std::shared_ptr<const std::vector<MemoryCurve>> keep,
                         const MemoryCurve& curve, Nanos origin, Nanos holdUntil);

    const MemoryCurve& curve() const { return *m_curve; }
    Nanos origin() const { return m_origin; }
    // The value in force at a key (ms after the origin); nullopt before the first sample or after holdUntil.
    std::optional<double> valueAtKey(double keyMs) const;
    // Vertices drawn by the last frame (for the benchmark and tests).
    std::size_t lastVertexCount() const { return m_lastVertices; }

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    std::shared_ptr<const std::vector<MemoryCurve>> m_keep;
    const MemoryCurve* m_curve;
    Nanos m_origin;
    Nanos m_holdUntil;
    CounterLod m_lod;
    double m_min = 0, m_max = 0;
    mutable std::size_t m_lastVertices = 0;
};

} // namespace steplens
