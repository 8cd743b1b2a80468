#pragma once
// The step trace chart: one stacked bar per step (iteration gap, forward+backward, tail), a line per
// reduce stream, the average step as a dashed line (StepBarChart). Wheel and drag zoom and pan the
// step axis only; hovering shows a step's numbers; clicking selects the step in the shared
// SelectionState; the steps a finding points at are outlined.
#include "charts/stepbarchart.h"
#include "models/stepseries.h"

namespace steplens {

class StepTraceChart : public StepBarChart
{
    Q_OBJECT
public:
    // Lines for more streams than this would hide each other; the rest stay in the step table.
    static constexpr int kMaxStreamLines = 6;

    explicit StepTraceChart(SelectionState* selection, QWidget* parent = nullptr);

    // Shows `series`; `averageTotalMs` is core's mean step time (StepAnalysis::total.meanMs).
    // `keepZoom`: the same steps again (partial load completed, reload): leave the step axis alone.
    void setSeries(const StepSeries& series, double averageTotalMs, bool keepZoom = false);
    const StepSeries& series() const { return m_series; }

    // A bold line above the legend (which run the chart shows, in a comparison); empty for none.
    void setTitle(const QString& title);
    QString title() const { return titleText(); }
    // Shows every step again.
    void resetZoom();
    // A fixed top for the time axis (two charts side by side share one scale); 0 = follow the steps in view.
    void setValueAxisTop(double topMs);
    double valueAxisTop() const { return m_fixedTop; }
    // The top the time axis takes on its own for every step (the largest stacked step, times 1.12).
    double naturalValueTop() const;
    // Wraps the legend into as many columns as fit `width` pixels and drops markers and bar outlines
    // when the steps get too narrow for them.
    void layoutForWidth(int width) override;
    // Stream ids that have a line (the busiest streams first).
    const std::vector<std::size_t>& plottedStreams() const { return m_plottedStreams; }

protected:
    int stepCount() const override { return int(m_series.size()); }
    double stepKey(int index) const override { return double(m_series.steps[std::size_t(index)]); }
    int indexAtKey(double key) const override;
    int indexOfStep(long long step) const override { return m_series.indexOf(step); }
    void selectStep(int index) override;
    QString stepName(int index) const override;
    double stepTotalMs(int index) const override { return m_series.totalMs[std::size_t(index)]; }
    QVector<ToolTipRow> toolTipRows(int index) const override;
    void applyColors() override;
    void resetView() override { resetZoom(); }
    QString resetViewText() const override;

private:
    void buildPlottables(double averageMs);
    // Outlines for the steps a finding points at (SelectionState::markedSteps).
    void updateMarks();
    // Markers and bar outlines only while steps are wide enough for them to help, not clutter.
    void updateDensityStyle(int plotWidth);
    // The bars' data: every step (1), or one bar per `stepsPerBar` steps (its slowest) when steps are
    // narrower than a pixel.
    void groupBars(int stepsPerBar);
    double barWidth() const;
    void clampAndRescale(const QCPRange& range);
    QCPRange fullKeyRange() const;
    double valueTopWithin(const QCPRange& range) const;

    StepSeries m_series;
    double m_fixedTop = 0;
    QCPBars* m_gap = nullptr;
    QCPBars* m_compute = nullptr;
    QCPBars* m_tail = nullptr;
    std::vector<QCPGraph*> m_streamGraphs;
    std::vector<std::size_t> m_plottedStreams;
    QList<QCPItemRect*> m_marks;
    bool m_inRangeUpdate = false;
    bool m_dense = false; // under 12 pixels per step: no markers, no bar outlines
    int m_stepsPerBar = 0; // steps per bar: more than 1 when there are more steps than pixels; 0 before groupBars
};

} // namespace steplens
