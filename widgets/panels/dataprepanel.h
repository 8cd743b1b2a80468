#pragma once
// Data preparation: is the device fed in time? The host and chip-side queue sizes per step with how
// often they ran empty or full, what getting and pushing each batch cost, and the CPU use of the
// machine and of each pipeline op over time. Every number comes from the snapshot's analysis; each
// chart says plainly what is missing ("No chip-side queue: this run is not in dataset sink mode").
#include "models/vectortablemodel_fwd.h"
#include "panels/panel.h"

class QLabel;
class QTabWidget;
class QTableView;

namespace steplens {

struct BatchRow;
class SelectionState;
class SeriesChart;

class DataPrepPanel : public Panel
{
    Q_OBJECT
public:
    explicit DataPrepPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    bool showsData() const;
    SeriesChart* queueChart() const { return m_queueChart; }
    SeriesChart* costChart() const { return m_costChart; }
    SeriesChart* cpuChart() const { return m_cpuChart; }
    SeriesChart* opCpuChart() const { return m_opCpuChart; }
    QAbstractItemModel* batchModel() const;
    // The summary above the charts (plain text), for tests.
    QString summaryText() const;

private:
    // dataprepanel_charts.cpp
    void fillQueueChart();
    void fillCostChart();
    void fillCpuCharts();
    QString queueSummary() const;
    QString cpuSummary() const;
    QString pipelineOpName(int opId) const;
    void emphasiseOp(int opId);

    SelectionState* m_selection;
    ViewSnapshot m_snapshot;
    QTabWidget* m_tabs;
    QLabel* m_queueSummary;
    QLabel* m_cpuSummary;
    SeriesChart* m_queueChart;
    SeriesChart* m_costChart;
    SeriesChart* m_cpuChart;
    SeriesChart* m_opCpuChart;
    VectorTableModel<BatchRow>* m_batchModel;
    QTableView* m_batchView;
};

} // namespace steplens
