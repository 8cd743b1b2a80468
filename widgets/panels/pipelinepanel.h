#pragma once
// Data pipeline: the MindData operator tree as MindSpore built it, each queue coloured by how full
// it ran, the ops the pipeline rule flags outlined with the reason. Clicking a queue charts its size
// over time (average, empty %, full %); clicking an op charts its CPU use, and a flagged op opens its
// finding in the tuning assistant. A pipeline op picked elsewhere (an evidence link) is selected
// and brought into view.
#include "analysis/pipeline_queues.h"
#include "panels/panel.h"

class QLabel;
class QPushButton;

namespace steplens {

class PanelExportButton;

class PipelineGraphView;
class SelectionState;
class SeriesChart;

class PipelinePanel : public Panel
{
    Q_OBJECT
public:
    explicit PipelinePanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    bool showsData() const;
    PipelineGraphView* graph() const { return m_graph; }
    SeriesChart* detailChart() const { return m_chart; }
    QString summaryText() const; // plain text, for tests
    QString detailText() const;
    // Op ids drawn as bottlenecks (outlined), in graph order.
    QList<int> flaggedOps() const;
    // The op that carries "sending to the device is the limit" (every queue high); -1 when none.
    int limitOp() const { return m_limitOp; }
    // Does what a click on node `node` of the graph does (-1: the background).
    void activateNode(int node);
    // Without the chart and text under the graph (two graphs side by side in a comparison).
    void setDetailsShown(bool shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    // pipelinepanel_nodes.cpp: what each box says, the summary line.
    void buildGraph();
    QString opName(int opId) const;
    const PipelineOp* opData(int opId) const;
    QString findingFor(int opId) const;
    // pipelinepanel_details.cpp: the chart and text under the graph.
    void showNoDetails();
    void showQueueDetails(int opId);
    void showOpDetails(int opId);
    void openFinding(const QString& findingId);

    void onSelectedPipelineOp(int opId);

    SelectionState* m_selection;
    ViewSnapshot m_snapshot;
    QWidget* m_content;
    QLabel* m_summary;
    PipelineGraphView* m_graph;
    QPushButton* m_fitButton;
    PanelExportButton* m_exportButton;
    QLabel* m_detail;
    SeriesChart* m_chart;
    QWidget* m_details = nullptr;
    std::vector<OpQueueSeries> m_series; // the size series of the queues on show, by op id
    bool m_fromRawOps = false;
    int m_limitOp = -1;
    bool m_clicking = false; // our own click is setting the shared selection: do not move the view
};

} // namespace steplens
