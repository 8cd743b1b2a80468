#pragma once
// The comparison's step trace: A's and B's step charts one above the other on one time scale (and
// zoomed together): the 1.x step trace chart, or, when both runs are MindSpore >= 2.3 / torch_npu
// ranks (the comparison's phases come from their step tables), the 2.x chart the single-run view
// draws, naming the file or database the steps came from; the mean change of each phase as bars, and the change of
// every aligned step (the i-th step of B against the i-th of A) as lines. A caption says how many steps each run has
// and what was aligned.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;
class QStackedWidget;

namespace steplens {

class AscendStepChart;
class CellTableModel;
class DeltaBarChart;
class SelectionState;
class StepDeltaChart;
class StepTraceChart;

class CompareStepPage : public QWidget
{
    Q_OBJECT
public:
    explicit CompareStepPage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;

    StepTraceChart* chartA() const { return m_chartA; }
    StepTraceChart* chartB() const { return m_chartB; }
    // The 2.x charts, shown instead of chartA/chartB when both runs have 2.x steps.
    AscendStepChart* ascendChartA() const { return m_ascendA; }
    AscendStepChart* ascendChartB() const { return m_ascendB; }
    bool showsAscendCharts() const { return m_ascend; }
    DeltaBarChart* phaseChart() const { return m_phaseChart; }
    StepDeltaChart* stepChart() const { return m_stepChart; }
    CellTableModel* phaseTable() const { return m_phaseTable; }
    CellTableModel* stepTable() const { return m_stepTable; }
    QString captionText() const;
    SelectionState* selection() const { return m_selection; }

private:
    void fillTables(const ComparisonSnapshot& s);

    SelectionState* m_selection; // shared by the two step charts: a step picked in one shows in both
    QLabel* m_caption;
    StepTraceChart* m_chartA;
    StepTraceChart* m_chartB;
    AscendStepChart* m_ascendA;
    AscendStepChart* m_ascendB;
    QStackedWidget* m_runs; // the 1.x pair or the 2.x pair
    QWidget* m_runs1x;
    QWidget* m_runs2x;
    DeltaBarChart* m_phaseChart;
    StepDeltaChart* m_stepChart;
    CellTableModel* m_phaseTable;
    CellTableModel* m_stepTable;
    bool m_syncing = false;
    bool m_hasSteps = false;
    bool m_ascend = false; // the 2.x charts are shown
};

} // namespace steplens
