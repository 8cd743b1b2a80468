#pragma once
// Step trace: the per-step chart on top, and below it the selected step's parts and the table of
// all steps. Clicking a step (in the chart or the table) selects it everywhere.
#include "panels/panel.h"

class QLabel;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace steplens {

class AscendStepChart;
class AscendStepTableModel;
class SelectionState;
class StepDetailModel;
class StepTableModel;
class StepTraceChart;

class StepTracePanel : public Panel
{
    Q_OBJECT
public:
    explicit StepTracePanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    StepTraceChart* chart() const { return m_chart; }
    StepTableModel* stepTable() const { return m_tableModel; }
    StepDetailModel* stepDetail() const { return m_detailModel; }
    bool showsChart() const;
    // The MindSpore >= 2.3 / torch_npu layout (step_trace_time.csv): its own chart and table.
    AscendStepChart* ascendChart() const { return m_ascendChart; }
    AscendStepTableModel* ascendTable() const { return m_ascendTable; }
    bool showsAscendChart() const;
    QString captionText() const;

private:
    void onStepSelected(long long stepNum);
    QWidget* makeAscendPage();
    bool showAscend(const ViewSnapshot& snapshot);

    SelectionState* m_selection;
    StepTraceChart* m_chart;
    StepTableModel* m_tableModel;
    StepDetailModel* m_detailModel;
    QSortFilterProxyModel* m_tableProxy;
    QTableView* m_tableView;
    QTableView* m_detailView;
    QTabWidget* m_tabs;
    QLabel* m_caption;
    std::shared_ptr<const Profile> m_profile;
    AscendStepChart* m_ascendChart;
    AscendStepTableModel* m_ascendTable;
    QTableView* m_ascendView = nullptr;
    QLabel* m_ascendCaption = nullptr;
    QWidget* m_ascendPage = nullptr;
};

} // namespace steplens
