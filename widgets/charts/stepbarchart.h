#pragma once
// The base of the two step charts (StepTraceChart for the 1.x step trace, AscendStepChart for
// step_trace_time.csv): stacked bars, one per step, along a step axis that wheel and drag zoom and
// pan; the average step as a dashed line with a label and a legend entry; the selected step
// highlighted; hover shows a step's numbers; a click selects the step in the shared SelectionState.
// The charts say where a step sits on the axis, which step a key is, what its tooltip lists and what
// selecting it means.
#include "charts/chartbase.h"

#include <QPointer>

#include <vector>

namespace steplens {

class SelectionState;

class StepBarChart : public ChartBase
{
    Q_OBJECT
public:
    // The note over the bars when each stands for a group of steps (more steps than pixels); empty otherwise.
    QString groupNoteText() const;
    // Index of the step under a widget position, or -1.
    int stepIndexAt(const QPoint& pos) const;
    // The tooltip of the step at `index` (HTML); empty for no step.
    QString stepToolTip(int index) const;
    QString toolTipAtPoint(const QPoint& pos) const override;

protected:
    StepBarChart(SelectionState* selection, QWidget* parent);

    // One line of a step's tooltip: a colour swatch, the part's name, its time and share of the step.
    struct ToolTipRow {
        QColor swatch;
        QString name;
        double ms = 0;
    };
    virtual int stepCount() const = 0;
    // Where the step at `index` sits on the key axis.
    virtual double stepKey(int index) const = 0;
    // The step at a key on the axis (-1 when none is within half a step).
    virtual int indexAtKey(double key) const = 0;
    // The index of a step number (the selection's), -1 when this chart does not have it.
    virtual int indexOfStep(long long step) const = 0;
    // A click on the step at `index` (-1: beside every bar). Called only with a selection.
    virtual void selectStep(int index) = 0;
    // The step's name in its tooltip's heading, its wall time and the parts it lists.
    virtual QString stepName(int index) const = 0;
    virtual double stepTotalMs(int index) const = 0;
    virtual QVector<ToolTipRow> toolTipRows(int index) const = 0;

    // More steps than pixels: each bar stands for a group of steps and shows the slowest of them, so a slow
    // step stays in sight however far out the view is (a bar narrower than a pixel covers none, and a frame of
    // 50,000 bars takes a quarter of a second). The group size for a view of `pixelsPerStep`: 1 when a step
    // gets a pixel or more; a chart not laid out yet (no width) puts every step in one group until it is.
    int stepsPerBarFor(double pixelsPerStep) const;
    // The index of the slowest step (stepTotalMs) of each group of `stepsPerBar` steps, from the first.
    std::vector<int> slowestOfGroups(int stepsPerBar) const;
    // The note over the bars saying what a bar is, shown for groups of more than one step.
    void showGroupNote(int stepsPerBar);

    // The average step line, its label and legend entry (call after the plottables are rebuilt:
    // the legend entry is an empty graph).
    void setAverage(double averageMs);
    double averageMs() const { return m_averageMs; }
    void updateHighlight();
    void applyColors() override;
    void clickAt(const QPoint& pos) override;

    SelectionState* m_selection;
    QCPItemRect* m_highlight;
    QCPItemText* m_groupNote = nullptr;

private:
    double m_averageMs = 0;
    QPointer<QCPGraph> m_averageLegend; // an empty graph: gives the average line a legend entry
    QCPItemStraightLine* m_averageLine;
    QCPItemText* m_averageLabel;
};

} // namespace steplens
