#pragma once
// Stacked bars, one per rank, in the order given (the Cluster view sorts them by a phase, so the
// ranks that hold the job back come first). Up to kVisibleRanks bars are in view at once; drag or
// wheel along the rank axis to see the rest (1,024 ranks stay readable). Ranks a finding names carry
// a marker above their bar. Hover shows a rank's numbers; clicking a bar emits rankClicked.
#include "models/clusterseries.h"

#include "charts/chartbase.h"

namespace steplens {

class RankBarChart : public ChartBase
{
    Q_OBJECT
public:
    static constexpr int kVisibleRanks = 64;

    RankBarChart(const QString& objectName, QWidget* parent = nullptr);

    // `colors` gives a colour per series (bottom to top).
    void setBars(const RankBars& bars, const QString& title, const QVector<QColor>& colors);
    const RankBars& bars() const { return m_bars; }
    // Index of the rank bar under `pos`, -1 when none.
    int barIndexAt(const QPoint& pos) const;
    QString barToolTip(int index) const;
    // The rank range in view (first and last index).
    QCPRange visibleRange() const { return xAxis->range(); }
    int markerCount() const { return int(m_markers.size()); }
    void layoutForWidth(int width) override;
    QString toolTipAtPoint(const QPoint& pos) const override { return barToolTip(barIndexAt(pos)); }

signals:
    void rankClicked(int rank);

protected:
    void applyColors() override;
    void clickAt(const QPoint& pos) override;

private:
    void build();
    void updateTicks();

    RankBars m_bars;
    QVector<QColor> m_colors;
    QVector<QCPBars*> m_stack;
    QVector<QCPItemText*> m_markers;
};

} // namespace steplens
