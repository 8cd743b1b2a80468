#pragma once
// The comparison's step trace: A's and B's step charts one above the other on one time scale (and
// zoomed together), the mean change of each phase as bars, and the change of every aligned step
// (the i-th step of B against the i-th of A) as lines. A caption says how many steps each run has
// and what was aligned.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;

namespace steplens {

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
    DeltaBarChart* m_phaseChart;
    StepDeltaChart* m_stepChart;
    CellTableModel* m_phaseTable;
    CellTableModel* m_stepTable;
    bool m_syncing = false;
    bool m_hasSteps = false;
};

} // namespace steplens
