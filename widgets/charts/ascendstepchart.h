#pragma once
// The step chart of the MindSpore >= 2.3 / torch_npu layout (step_trace_time.csv): one stacked bar
// per step of Preparing | Computing | Communication (Not Overlapped) | Free, the communication that
// overlaps computing as a separate bar beside it (it is inside Computing, so stacking it would count
// it twice), and the average step as a dashed line (StepBarChart). The title names the layout. Hover
// shows a step's numbers; clicking selects the step in the shared SelectionState.
#include "charts/stepbarchart.h"
#include "models/ascendstepseries.h"

namespace steplens {

class AscendStepChart : public StepBarChart
{
    Q_OBJECT
public:
    explicit AscendStepChart(SelectionState* selection, QWidget* parent = nullptr);

    void setSeries(const AscendStepSeries& series);
    const AscendStepSeries& series() const { return m_series; }

    // Which run the chart shows, in a comparison ("A: 1-baseline"): it heads the title; empty for none.
    void setRunTitle(const QString& run);
    // A fixed top for the time axis (two charts one above the other share one scale); 0 = the chart's own.
    void setValueAxisTop(double topMs);
    double valueAxisTop() const { return m_fixedTop; }
    // The top the time axis takes on its own (the largest stacked or overlapped bar, times 1.12).
    double naturalValueTop() const;

    // The stacked bars, bottom to top (null for a part the file lacks), and the overlapped bars beside them.
    QCPBars* preparingBars() const { return m_preparing; }
    QCPBars* computingBars() const { return m_computing; }
    QCPBars* exposedBars() const { return m_exposed; }
    QCPBars* freeBars() const { return m_free; }
    QCPBars* overlappedBars() const { return m_overlapped; }
    static constexpr double kOverlapOffset = 0.4; // the overlapped bar's key is the step's + this

    // The explanation of a legend entry (the legend keeps short names); empty for the average line.
    QString legendToolTip(const QCPAbstractPlottable* entry) const;
    // Over a legend entry: its explanation; elsewhere the step under the pointer (StepBarChart).
    QString toolTipAtPoint(const QPoint& pos) const override;

protected:
    // Steps sit at 0..n-1 on the axis and carry their own labels: step numbers need not be contiguous.
    int stepCount() const override { return int(m_series.points.size()); }
    double stepKey(int index) const override { return double(index); }
    int indexAtKey(double key) const override;
    int indexOfStep(long long step) const override { return m_series.indexOfStep(step); }
    void selectStep(int index) override;
    QString stepName(int index) const override { return m_series.points[std::size_t(index)].label; }
    double stepTotalMs(int index) const override { return m_series.points[std::size_t(index)].wallMs; }
    QVector<ToolTipRow> toolTipRows(int index) const override;
    void applyColors() override;
    void resetView() override;
    void layoutForWidth(int width) override;

private:
    void build();
    // One bar per step, or per group of steps (the slowest) when steps are narrower than a pixel; outlines
    // only while a step has 12 pixels or more. Redone when a zoom or resize changes either.
    void updateDensity(int chartWidth);
    void groupBars(int stepsPerBar);
    void updateTicks(); // the step labels that fit in the view
    void applyValueTop(); // the fixed top, else the natural one

    AscendStepSeries m_series;
    QString m_runTitle;
    double m_fixedTop = 0;
    int m_labelPixels = 0; // the widest step label
    QCPBars* m_preparing = nullptr;
    QCPBars* m_computing = nullptr;
    QCPBars* m_exposed = nullptr;
    QCPBars* m_free = nullptr;
    QCPBars* m_overlapped = nullptr;
    int m_stepsPerBar = 0; // 0 before groupBars
    bool m_dense = false;  // under 12 pixels per step: no bar outlines
};

// The colour of "Free" (device idle inside the step): a neutral grey that reads on both palettes.
QColor freeTimeColor(const QPalette& palette);

} // namespace steplens
