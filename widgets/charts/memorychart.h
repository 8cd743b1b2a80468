#pragma once
// Device memory over time: allocated (solid), reserved (dashed) and active (dotted) per component
// (and per stream where the streams keep their own totals), one colour per component, APP (all the
// process holds on the device) in grey. Steps are shaded and numbered, the allocated peak is marked
// and labelled, the device's memory is a line when known, and an operator's lifetime can be
// highlighted. The wheel zooms and dragging pans the time axis only; double-click shows everything.
// Each curve reduces itself per pixel column when drawn (MemoryCurvePlottable), so millions of
// samples pan at full frame rate. In a comparison, two runs' curves share one time axis, aligned on
// a step both have.
// Its code, one job a file: memorychart.cpp (filling it: one run, two runs, nothing),
// memorychart_view.cpp (zoom, visible range, curve visibility, highlight),
// memorychart_annotations.cpp (step bands, peaks, the capacity line, colours) and
// memorychart_hover.cpp (hover text, clicks, the texts tests read).
#include "analysis/memory_analysis.h"
#include "analysis/memory_compare.h"

#include "charts/chartbase.h"

#include <QSet>

#include <array>
#include <memory>

namespace steplens {

class MemoryCurvePlottable;

class MemoryChart : public ChartBase
{
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);

    // Every curve of one rank. Time 0 is the analysis' first record.
    void setAnalysis(const MemoryAnalysis& analysis, const QString& title);
    // Two runs on one time axis, aligned as `alignment` says: for each run, the component holding its
    // allocated peak (allocated and reserved), both peaks marked.
    void setComparison(const MemoryAnalysis& a, const MemoryAnalysis& b, const MemoryAlignment& alignment,
                       const QString& nameA, const QString& nameB);
    // Nothing to draw: `text` in place of the curves.
    void clearChart(const QString& text);

    void setMetricVisible(MemoryMetric metric, bool visible);
    bool metricVisible(MemoryMetric metric) const { return m_metricVisible[std::size_t(metric)]; }
    void setComponentVisible(const QString& component, bool visible);
    bool componentVisible(const QString& component) const { return !m_hiddenComponents.contains(component); }
    // Components in the order of their colours (the single-run chart).
    QStringList components() const { return m_components; }

    // Zoom to [begin, end] of the (first) run's clock, epoch ns; the whole span for an empty range.
    void showRange(Nanos begin, Nanos end);
    void resetZoom();
    // The time range on show, in the (first) run's clock (epoch ns).
    std::pair<Nanos, Nanos> visibleRange() const;
    // Highlights [begin, end] (an operator's lifetime; epoch ns); begin > end clears it.
    void setHighlight(Nanos begin, Nanos end);
    bool hasHighlight() const;

    QList<MemoryCurvePlottable*> curvePlottables() const { return m_curves; }
    int visibleCurveCount() const;
    QString peakLabelText() const;
    QString capacityLabelText() const;
    int stepBandCount() const { return int(m_stepBands.size()); }
    QString emptyText() const;
    // Hover text at a key (ms on the time axis), every visible curve's value there.
    QString toolTipAt(double keyMs) const;
    QString toolTipAtPoint(const QPoint& pos) const override;
    // The step whose band holds a key, or -1.
    long long stepAtKey(double keyMs) const;

    // Wraps the legend for `width` pixels and places the peak labels.
    void layoutForWidth(int width) override;

signals:
    // The time range on show changed (zoom, pan, reset), in the first run's clock (epoch ns).
    void visibleRangeChanged(qint64 begin, qint64 end);
    // A click (not a drag) on a step band.
    void stepClicked(long long step);

protected:
    void applyColors() override;
    void clickAt(const QPoint& pos) override;
    void resetView() override { resetZoom(); }

private:
    struct Peak {
        double keyMs = 0;
        double mb = 0;
        QString label;
        int colorIndex = 0;
    };
    struct Band {
        long long step = 0;
        double lowerMs = 0, upperMs = 0;
    };
    void reset(const QString& title);
    MemoryCurvePlottable* addCurve(std::shared_ptr<const std::vector<MemoryCurve>> keep, const MemoryCurve& curve,
                                   Nanos origin, Nanos holdUntil, int colorIndex, const QString& name);
    void addSteps(const std::vector<StepWindow>& steps, Nanos origin);
    void addPeak(double keyMs, double mb, const QString& label, int colorIndex);
    void applyVisibility();
    void rescaleValues();
    void placeLabels();
    void onRangeChanged(const QCPRange& range);

    QList<MemoryCurvePlottable*> m_curves;
    QList<int> m_curveColors; // colour index per curve
    QStringList m_components;
    std::array<bool, kMemoryMetricCount> m_metricVisible{{true, true, true}};
    QSet<QString> m_hiddenComponents;
    Nanos m_origin = 0; // time 0 of the axis, in the first run's clock
    double m_spanLowerMs = 0, m_spanUpperMs = 1;
    std::optional<double> m_capacityMB;
    std::vector<Band> m_stepBands;
    std::vector<QCPItemRect*> m_bandItems;
    std::vector<QCPItemText*> m_bandLabels;
    std::vector<Peak> m_peaks;
    std::vector<QCPItemTracer*> m_peakMarkers;
    std::vector<QCPItemText*> m_peakLabels;
    QCPItemStraightLine* m_capacityLine;
    QCPItemText* m_capacityLabel;
    QCPItemRect* m_highlight;
    QCPItemText* m_emptyLabel;
    bool m_empty = true;
    bool m_clamping = false;
};

} // namespace steplens
