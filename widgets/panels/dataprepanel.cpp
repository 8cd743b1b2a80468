#include "panels/dataprepanel.h"

#include "charts/serieschart.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "models/batchtable.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

namespace steplens {

namespace {
const std::vector<std::string> kDataFiles = {
    "device_queue_profiling",   "dataset_iterator_profiling", "minddata_aicpu",       "minddata_getnext",
    "minddata_cpu_utilization", "pipeline_profiling",         "minddata_pipeline_raw"};

QLabel* makeSummary(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setContentsMargins(4, 2, 4, 4);
    return label;
}
} // namespace

DataPrepPanel::DataPrepPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_tabs(new QTabWidget(this))
    , m_queueSummary(makeSummary(this))
    , m_cpuSummary(makeSummary(this))
    , m_queueChart(new SeriesChart(QStringLiteral("queue-sizes"), tr("Data queue size per step"), this))
    , m_costChart(new SeriesChart(QStringLiteral("batch-costs"), tr("Cost per batch"), this))
    , m_cpuChart(new SeriesChart(QStringLiteral("cpu-machine"), tr("Machine CPU use"), this))
    , m_opCpuChart(new SeriesChart(QStringLiteral("cpu-pipeline-ops"), tr("CPU use per pipeline op"), this))
    , m_batchModel(new VectorTableModel<BatchRow>(this))
{
    setObjectName(QStringLiteral("dataPrepPanel"));
    m_queueChart->setAxisLabels(tr("Step"), tr("Batches in the queue"));
    m_costChart->setAxisLabels(tr("Batch"), tr("Time per batch (ms)"));
    m_costChart->setClipOutliers(true); // the first batch (pipeline warm-up) can be many times the rest
    m_cpuChart->setAxisLabels(tr("Time since the first sample (s)"), tr("CPU use of the machine (%)"));
    m_cpuChart->setValueRangeFixed(0, 100);
    m_opCpuChart->setAxisLabels(tr("Time since the first sample (s)"), tr("CPU use (% of one core)"));
    m_batchModel->setObjectName(QStringLiteral("data-batches"));
    m_batchView = makeTableView(m_batchModel, this);
    m_batchView->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    m_batchView->setSortingEnabled(true);

    auto* queues = new QWidget(this);
    auto* queueLayout = new QVBoxLayout(queues);
    queueLayout->setContentsMargins(0, 0, 0, 0);
    queueLayout->addWidget(m_queueSummary);
    auto* queueSplit = new QSplitter(Qt::Vertical, queues);
    queueSplit->addWidget(m_queueChart);
    queueSplit->addWidget(m_costChart);
    queueSplit->setChildrenCollapsible(false);
    queueLayout->addWidget(queueSplit, 1);

    auto* cpu = new QWidget(this);
    auto* cpuLayout = new QVBoxLayout(cpu);
    cpuLayout->setContentsMargins(0, 0, 0, 0);
    cpuLayout->addWidget(m_cpuSummary);
    auto* cpuSplit = new QSplitter(Qt::Vertical, cpu);
    cpuSplit->addWidget(m_cpuChart);
    cpuSplit->addWidget(m_opCpuChart);
    cpuSplit->setChildrenCollapsible(false);
    cpuLayout->addWidget(cpuSplit, 1);

    m_tabs->setDocumentMode(true);
    m_tabs->addTab(queues, tr("Queues"));
    m_tabs->addTab(cpu, tr("CPU use"));
    m_tabs->addTab(m_batchView, tr("Per step"));
    m_tabs->setCornerWidget(exportButton(), Qt::TopRightCorner);

    setPages(m_tabs);

    connect(m_selection, &SelectionState::selectedPipelineOpChanged, this, &DataPrepPanel::emphasiseOp);
    connect(m_selection, &SelectionState::panelRequested, this, [this](const QString& panel) {
        // An evidence link about the CPU lands on the CPU tab, one about the queues on the queues.
        if (panel == QLatin1String("dataPrepPanel/cpu"))
            m_tabs->setCurrentIndex(1);
        else if (panel == QLatin1String("dataPrepPanel/queues"))
            m_tabs->setCurrentIndex(0);
    });
}

void DataPrepPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    setExportRun(snapshot.run);
    const Profile* p = snapshot.profile.get();
    const bool any = p && (p->hostQueue || p->chipQueue || p->cpu);
    if (!any) {
        m_batchModel->setRows(nullptr, {});
        message()->explainMissing(
            p, tr("data-preparation files"), kDataFiles,
            tr("device_queue_profiling_<rank>.txt or dataset_iterator_profiling_<rank>.txt (host "
               "queue), minddata_aicpu_<rank>.txt (chip queue) and minddata_cpu_utilization_<rank>.json"));
        showMessage();
        return;
    }
    if (!snapshot.analysis) {
        message()->setMessage(tr("Analysing the data queues…"),
                              tr("The numbers appear as soon as the analysis is done."));
        showMessage();
        return;
    }
    const ProfileAnalysis& a = *snapshot.analysis;
    m_batchModel->setRows(batchRows(snapshot.analysis),
                          batchColumns(a.hostQueueDetail.has_value(), a.chipQueueDetail.has_value()));
    fitColumns(m_batchView, 200);
    fillQueueChart();
    fillCostChart();
    fillCpuCharts();
    m_queueSummary->setText(queueSummary());
    m_cpuSummary->setText(cpuSummary());
    emphasiseOp(m_selection->selectedPipelineOp());
    showContent();
}

bool DataPrepPanel::showsData() const
{
    return contentShown();
}

QAbstractItemModel* DataPrepPanel::batchModel() const
{
    return m_batchModel;
}

QString DataPrepPanel::summaryText() const
{
    QTextDocument doc;
    doc.setHtml(m_queueSummary->text() + QStringLiteral("<br>") + m_cpuSummary->text());
    return doc.toPlainText();
}

QList<ExportItem> DataPrepPanel::exportItems() const
{
    if (!showsData())
        return {};
    QList<ExportItem> items;
    for (SeriesChart* chart : {m_queueChart, m_costChart, m_cpuChart, m_opCpuChart})
        if (chart->emptyText().isEmpty())
            items.append({chart->objectName(), chart->windowTitle(), chart, nullptr});
    if (m_batchModel->rowCount() > 0)
        items.append({QStringLiteral("data-batches"), tr("Data queues per step"), nullptr, m_batchModel});
    return items;
}

} // namespace steplens
