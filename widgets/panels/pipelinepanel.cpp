#include "panels/pipelinepanel.h"

#include "charts/pipelinegraphview.h"
#include "charts/serieschart.h"
#include "common/messagetext.h"
#include "common/selectionstate.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextDocument>
#include <QVBoxLayout>

namespace steplens {

namespace {
const std::vector<std::string> kPipelineFiles = {"minddata_pipeline_raw", "pipeline_profiling"};

QLabel* makeText(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    label->setContentsMargins(4, 2, 4, 2);
    return label;
}

} // namespace

PipelinePanel::PipelinePanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_content(new QWidget(this))
    , m_summary(makeText(this))
    , m_graph(new PipelineGraphView(this))
    , m_fitButton(new QPushButton(tr("Fit"), this))
    , m_exportButton(new PanelExportButton(this))
    , m_detail(makeText(this))
    , m_chart(new SeriesChart(QStringLiteral("pipeline-detail"), tr("Pipeline queue or op over time"), this))
{
    setObjectName(QStringLiteral("pipelinePanel"));
    m_fitButton->setToolTip(tr("Show the whole graph (0, or double-click the background). Wheel: zoom; drag: pan."));
    m_chart->setAxisLabels(tr("Time since the first sample (s)"), QString());

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_summary, 1);
    top->addWidget(m_fitButton, 0, Qt::AlignTop);
    top->addWidget(m_exportButton, 0, Qt::AlignTop);

    auto* details = new QWidget(this);
    m_details = details;
    auto* detailLayout = new QVBoxLayout(details);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_detail);
    detailLayout->addWidget(m_chart, 1);

    auto* split = new QSplitter(Qt::Vertical, m_content);
    split->addWidget(m_graph);
    split->addWidget(details);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(top);
    contentLayout->addWidget(split, 1);

    setPages(m_content);

    connect(m_fitButton, &QPushButton::clicked, m_graph, &PipelineGraphView::fitToView);
    connect(m_graph, &PipelineGraphView::nodeClicked, this, &PipelinePanel::activateNode);
    connect(m_detail, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("finding:")))
            openFinding(link.mid(8));
    });
    connect(m_selection, &SelectionState::selectedPipelineOpChanged, this, &PipelinePanel::onSelectedPipelineOp);
}

void PipelinePanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    m_exportButton->setRun(snapshot.run);
    const Profile* p = snapshot.profile.get();
    if (!p || !p->pipeline) {
        m_graph->clear();
        m_series.clear();
        message()->explainMissing(
            p, tr("data-pipeline files"), kPipelineFiles,
            tr("minddata_pipeline_raw_<rank>.csv or pipeline_profiling_<rank>.json, which MindSpore "
               "writes when the profiler records the dataset pipeline"));
        showMessage();
        return;
    }
    if (p->pipeline->ops.empty() && p->pipeline->rawOps.empty()) {
        m_graph->clear();
        message()->setMessage(tr("The pipeline files list no operator"),
                              tr("There is no data-pipeline graph to draw."));
        showMessage();
        return;
    }
    if (!snapshot.analysis) {
        message()->setMessage(tr("Analysing the data pipeline…"),
                              tr("The graph appears as soon as the analysis is done."));
        showMessage();
        return;
    }
    buildGraph();
    showContent();
    const int picked = m_selection->selectedPipelineOp();
    if (picked >= 0 && m_graph->graphLayout().opNode(picked) >= 0) {
        m_graph->setSelectedNode(m_graph->graphLayout().opNode(picked), true);
        showOpDetails(picked);
    } else {
        showNoDetails();
    }
}

void PipelinePanel::setDetailsShown(bool shown)
{
    m_details->setVisible(shown);
}

bool PipelinePanel::showsData() const
{
    return contentShown();
}

QString PipelinePanel::summaryText() const
{
    return htmlToPlainText(m_summary->text());
}

QString PipelinePanel::detailText() const
{
    return htmlToPlainText(m_detail->text());
}

QList<int> PipelinePanel::flaggedOps() const
{
    QList<int> ops;
    const PipelineGraphLayout& g = m_graph->graphLayout();
    for (int i = 0; i < m_graph->nodeCount(); ++i)
        if (g.nodes[std::size_t(i)].kind == GraphNodeKind::Op && m_graph->nodeText(i).flagged)
            ops << g.nodes[std::size_t(i)].opId;
    return ops;
}

void PipelinePanel::activateNode(int node)
{
    const PipelineGraphLayout& g = m_graph->graphLayout();
    if (node < 0 || node >= m_graph->nodeCount()) {
        m_graph->setSelectedNode(-1, false);
        showNoDetails();
        return;
    }
    m_graph->setSelectedNode(node, false);
    const GraphNode& n = g.nodes[std::size_t(node)];
    // Shared with the other panels (the data-preparation CPU chart emphasises the op), without
    // moving our own view: the user just clicked where they are looking.
    m_clicking = true;
    m_selection->setSelectedPipelineOp(n.opId);
    m_clicking = false;
    if (n.kind == GraphNodeKind::Queue) {
        showQueueDetails(n.opId);
        return;
    }
    showOpDetails(n.opId);
    if (m_graph->nodeText(node).flagged) {
        const QString finding = findingFor(n.opId);
        if (!finding.isEmpty())
            openFinding(finding);
    }
}

void PipelinePanel::openFinding(const QString& findingId)
{
    m_selection->setSelectedFinding(findingId);
    m_selection->requestPanel(QStringLiteral("tuningAssistantPanel"));
}

void PipelinePanel::onSelectedPipelineOp(int opId)
{
    if (m_clicking || !showsData())
        return;
    const int node = opId >= 0 ? m_graph->graphLayout().opNode(opId) : -1;
    m_graph->setSelectedNode(node, true);
    if (node >= 0)
        showOpDetails(opId);
    else
        showNoDetails();
}

void PipelinePanel::changeEvent(QEvent* event)
{
    Panel::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    // Rich-text labels take their link colour when the text is set: set it again for the new palette
    // (the same text would be ignored, hence the round trip).
    for (QLabel* label : {m_summary, m_detail}) {
        const QString text = label->text();
        label->clear();
        label->setText(text);
    }
}

QList<ExportItem> PipelinePanel::exportItems() const
{
    if (!showsData())
        return {};
    return {ExportItem{QStringLiteral("pipeline"), tr("Data pipeline graph"), m_graph, nullptr}};
}

} // namespace steplens
