#pragma once
// The step trace chart: one stacked bar per step (iteration gap, forward+backward, tail), a line per
// reduce stream, the average step as a dashed line. Wheel and drag zoom and pan the step axis only;
// hovering shows a step's numbers; clicking selects the step in the shared SelectionState.
#include "models/stepseries.h"

#include <qcustomplot.h>

namespace steplens {

class SelectionState;

class StepTraceChart : public QCustomPlot
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
    QString title() const;
    // Shows every step again.
    void resetZoom();
    // A fixed top for the time axis (two charts side by side share one scale); 0 = follow the steps in view.
    void setValueAxisTop(double topMs);
    double valueAxisTop() const { return m_fixedTop; }
    // The top the time axis takes on its own for every step (the largest stacked step, times 1.12).
    double naturalValueTop() const;
    // Index into series() of the step under a widget position, or -1.
    int stepIndexAt(const QPoint& pos) const;
    // The tooltip text for the step at `index` (HTML).
    QString stepToolTip(int index) const;
    // Wraps the legend into as many columns as fit `width` pixels. Chart export calls it (through
    // the meta-object) before drawing at another size, so the legend never gets clipped.
    Q_INVOKABLE void layoutForWidth(int width);
    // Stream ids that have a line (the busiest streams first).
    const std::vector<std::size_t>& plottedStreams() const { return m_plottedStreams; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void buildPlottables();
    void applyColors();
    void updateHighlight();
    // Outlines for the steps a finding points at (SelectionState::markedSteps).
    void updateMarks();
    // Markers and bar outlines only while steps are wide enough for them to help, not clutter.
    void updateDensityStyle(int plotWidth);
    void clampAndRescale(const QCPRange& range);
    QCPRange fullKeyRange() const;
    double valueTopWithin(const QCPRange& range) const;

    SelectionState* m_selection;
    StepSeries m_series;
    double m_averageMs = 0;
    double m_fixedTop = 0;
    QCPBars* m_gap = nullptr;
    QCPBars* m_compute = nullptr;
    QCPBars* m_tail = nullptr;
    std::vector<QCPGraph*> m_streamGraphs;
    std::vector<std::size_t> m_plottedStreams;
    QCPGraph* m_averageLegend = nullptr; // empty graph: gives the average line a legend entry
    QCPItemStraightLine* m_averageLine = nullptr;
    QCPItemText* m_averageLabel = nullptr;
    QCPItemRect* m_highlight = nullptr;
    QList<QCPItemRect*> m_marks;
    QCPLegend* m_legendRow = nullptr;
    QCPTextElement* m_title = nullptr;
    QPoint m_pressPos;
    bool m_inRangeUpdate = false;
    bool m_dense = false; // many steps per pixel: no markers, no bar outlines
};

} // namespace steplens
