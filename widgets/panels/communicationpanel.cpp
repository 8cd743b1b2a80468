#include "panels/communicationpanel.h"

#include "charts/commopchart.h"
#include "charts/linkmatrixchart.h"
#include "common/tableview.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace steplens {

namespace {
const std::vector<std::string> kCommFiles = {"communication.json", "communication_matrix.json",
                                             "cluster_communication"};

// The communication.json to show: the rank's own, else the run's cluster analysis.
const Communication* communicationOf(const ViewSnapshot& s)
{
    if (s.profile && s.profile->ascend && s.profile->ascend->communication)
        return &*s.profile->ascend->communication;
    if (s.run && s.run->ascendCluster && s.run->ascendCluster->communication)
        return &*s.run->ascendCluster->communication;
    return nullptr;
}

std::vector<TableColumn<CommOpSummary>> opColumns()
{
    using Col = TableColumn<CommOpSummary>;
    auto text = [](QString h, QString tip, std::string CommOpSummary::*f, bool search) {
        Col c{std::move(h), std::move(tip), ColumnFormat::Text, QString(), {}, {}, search};
        c.text = [f](const CommOpSummary& s) { return std::string_view(s.*f); };
        return c;
    };
    auto ms = [](QString h, QString tip, double CommOpSummary::*f) {
        return Col{std::move(h),
                   std::move(tip),
                   ColumnFormat::Ms,
                   QStringLiteral("ms"),
                   [f](const CommOpSummary& s) { return s.*f; },
                   {}};
    };
    return {
        text(QObject::tr("Step"), QObject::tr("Step key of communication.json"), &CommOpSummary::step, true),
        text(QObject::tr("Kind"), QObject::tr("collective or p2p"), &CommOpSummary::kind, true),
        text(QObject::tr("Operation"), QObject::tr("HCCL operation, without its group"), &CommOpSummary::name, true),
        ms(QObject::tr("Elapse (ms)"), QObject::tr("Wall time of the operation"), &CommOpSummary::elapseMs),
        ms(QObject::tr("Transit (ms)"), QObject::tr("Time spent moving data"), &CommOpSummary::transitMs),
        ms(QObject::tr("Wait (ms)"), QObject::tr("Time spent waiting for the other ranks"), &CommOpSummary::waitMs),
        ms(QObject::tr("Sync (ms)"), QObject::tr("Synchronization time"), &CommOpSummary::syncMs),
        ms(QObject::tr("Idle (ms)"), QObject::tr("Neither transit nor wait"), &CommOpSummary::idleMs),
        Col{QObject::tr("Wait ratio (%)"),
            QObject::tr("Wait / (Wait + Transit)"),
            ColumnFormat::Percent,
            QStringLiteral("%"),
            [](const CommOpSummary& s) {
                const double d = s.waitMs + s.transitMs;
                return d > 0 ? s.waitMs / d * 100.0 : std::numeric_limits<double>::quiet_NaN();
            },
            {}},
        text(QObject::tr("Transport"), QObject::tr("The transport that moved the most data"), &CommOpSummary::transport,
             true),
        Col{QObject::tr("Size (MB)"),
            QObject::tr("Moved over that transport"),
            ColumnFormat::Number,
            QStringLiteral("MB"),
            [](const CommOpSummary& s) { return s.sizeMB; },
            {}},
        Col{QObject::tr("Bandwidth (GB/s)"),
            QObject::tr("Of that transport, as written (else size / time)"),
            ColumnFormat::Number,
            QStringLiteral("GB/s"),
            [](const CommOpSummary& s) { return s.bandwidthGBs; },
            {}},
        text(QObject::tr("Group"), QObject::tr("Communication group hash"), &CommOpSummary::group, true)};
}
} // namespace

CommunicationPanel::CommunicationPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_content(new QWidget(this))
    , m_caption(new QLabel(m_content))
    , m_tabs(new QTabWidget(m_content))
    , m_matrixPage(new QWidget(m_tabs))
    , m_matrixSource(new QComboBox(m_matrixPage))
    , m_matrixChoice(new QComboBox(m_matrixPage))
    , m_matrixNote(new QLabel(m_matrixPage))
    , m_matrixChart(new LinkMatrixChart(m_matrixPage))
    , m_opsPage(new QWidget(m_tabs))
    , m_opChart(new CommOpChart(m_opsPage))
    , m_filter(new QLineEdit(m_opsPage))
    , m_opModel(new VectorTableModel<CommOpSummary>(this))
    , m_linkModel(new VectorTableModel<LinkMatrixCell>(this))
{
    setObjectName(QStringLiteral("communicationPanel"));
    // The pages become tabs only when the rank has their data; until then they stay hidden.
    m_matrixPage->hide();
    m_opsPage->hide();
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs->setDocumentMode(true);
    m_tabs->setCornerWidget(exportButton(), Qt::TopRightCorner);

    m_matrixSource->setObjectName(QStringLiteral("linkMatrixSource"));
    m_matrixChoice->setObjectName(QStringLiteral("linkMatrixChoice"));
    m_matrixSource->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_matrixChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_matrixNote->setWordWrap(true);
    m_matrixNote->setForegroundRole(QPalette::PlaceholderText);
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Links of:"), m_matrixPage));
    controls->addWidget(m_matrixSource);
    controls->addWidget(new QLabel(tr("Operation:"), m_matrixPage));
    controls->addWidget(m_matrixChoice);
    controls->addStretch(1);
    auto* matrixLayout = new QVBoxLayout(m_matrixPage);
    matrixLayout->setContentsMargins(0, 4, 0, 0);
    matrixLayout->addLayout(controls);
    m_linkView = makeTableView(m_linkModel, m_matrixPage);
    m_linkView->setSortingEnabled(true);
    auto* matrixSplitter = new QSplitter(Qt::Vertical, m_matrixPage);
    matrixSplitter->addWidget(m_matrixChart);
    matrixSplitter->addWidget(m_linkView);
    matrixSplitter->setStretchFactor(0, 3);
    matrixSplitter->setStretchFactor(1, 1);
    matrixSplitter->setChildrenCollapsible(false);
    matrixLayout->addWidget(matrixSplitter, 1);
    matrixLayout->addWidget(m_matrixNote);
    connect(m_matrixSource, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CommunicationPanel::showMatrixSource);
    connect(m_matrixChoice, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CommunicationPanel::showMatrixChoice);

    filterRowsWith(m_filter, m_opModel, tr("Filter operations by name, step, kind, transport or group…"));
    m_opView = makeTableView(m_opModel, m_opsPage);
    m_opView->setSortingEnabled(true);
    auto* splitter = new QSplitter(Qt::Vertical, m_opsPage);
    splitter->addWidget(m_opChart);
    auto* tablePart = new QWidget(splitter);
    auto* tableLayout = new QVBoxLayout(tablePart);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_filter);
    tableLayout->addWidget(m_opView, 1);
    splitter->addWidget(tablePart);
    splitter->setChildrenCollapsible(false);
    auto* opsLayout = new QVBoxLayout(m_opsPage);
    opsLayout->setContentsMargins(0, 4, 0, 0);
    opsLayout->addWidget(splitter);

    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_caption);
    contentLayout->addWidget(m_tabs, 1);
    setPages(m_content);
}

bool CommunicationPanel::hasCommunicationData(const ViewSnapshot& s)
{
    const Profile* p = s.profile.get();
    const bool own = p && p->ascend && (p->ascend->communication || p->ascend->communicationMatrix);
    const bool cluster = s.run && s.run->ascendCluster &&
                         (s.run->ascendCluster->communication || s.run->ascendCluster->communicationMatrix);
    return own || cluster;
}

bool CommunicationPanel::mayHaveCommunicationData(const ViewSnapshot& s)
{
    return hasCommunicationData(s) || (s.profile && SectionMessage::filesFound(*s.profile, kCommFiles));
}

void CommunicationPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    setExportRun(snapshot.run);
    m_hasData = hasCommunicationData(snapshot);
    const Profile* p = snapshot.profile.get();
    if (!m_hasData) {
        m_opModel->setRows(nullptr, opColumns());
        message()->explainMissing(p, tr("communication"), kCommFiles,
                                  tr("ASCEND_PROFILER_OUTPUT/communication.json and communication_matrix.json "
                                     "(MindSpore ≥2.3 / torch_npu, distributed runs, profiler Level1 or Level2)"));
        showMessage();
        return;
    }
    const QString rank = p && p->rank >= 0 ? QString::number(p->rank) : tr("not stated");

    // Operations.
    const Communication* comm = communicationOf(snapshot);
    auto ops =
        std::make_shared<std::vector<CommOpSummary>>(comm ? summarizeCommOps(*comm) : std::vector<CommOpSummary>{});
    m_opModel->setRows(ops, opColumns());
    m_opModel->sort(3, Qt::DescendingOrder);
    m_opView->horizontalHeader()->setSortIndicator(3, Qt::DescendingOrder);
    fitColumns(m_opView);
    const bool clusterOps = comm && comm->clusterForm;
    m_opChart->setOps(*ops, clusterOps ? tr("Slowest communication operations (cluster analysis)")
                                       : tr("Slowest communication operations of rank %1").arg(rank));
    QString caption = tr("Rank %1").arg(rank);
    if (comm) {
        const CommTotals t = communicationTotals(*comm);
        caption += QStringLiteral(" · ") +
                   tr("%1 in %2: %3 elapsed, %4 transit, %5 wait (%6 of the elapse)")
                       .arg(fmt::counted(qint64(t.ops), tr("operation"), tr("operations")),
                            fmt::counted(qint64(communicationSteps(*comm)), tr("step"), tr("steps")),
                            fmt::ms(t.elapseMs), fmt::ms(t.transitMs), fmt::ms(t.waitMs), fmt::percent(t.waitPct()));
        if (!comm->sources.empty())
            caption += QStringLiteral(" · ") + fmt::fileName(comm->sources.front());
    }
    m_caption->setText(caption);

    // Link matrix sources: the rank's file, every rank's files, the cluster analysis.
    m_sources.clear();
    if (p && p->ascend && p->ascend->communicationMatrix && !p->ascend->communicationMatrix->links.empty())
        m_sources.push_back({tr("rank %1").arg(rank), {&*p->ascend->communicationMatrix}});
    if (snapshot.run) {
        MatrixSource all{tr("all ranks"), {}};
        for (const Profile& r : snapshot.run->ranks)
            if (r.ascend && r.ascend->communicationMatrix && !r.ascend->communicationMatrix->links.empty())
                all.matrices.push_back(&*r.ascend->communicationMatrix);
        if (all.matrices.size() > 1)
            m_sources.push_back(std::move(all));
        if (snapshot.run->ascendCluster && snapshot.run->ascendCluster->communicationMatrix &&
            !snapshot.run->ascendCluster->communicationMatrix->links.empty())
            m_sources.push_back({tr("cluster analysis"), {&*snapshot.run->ascendCluster->communicationMatrix}});
    }
    const int matrixTab = m_tabs->indexOf(m_matrixPage), opsTab = m_tabs->indexOf(m_opsPage);
    if (!m_sources.empty() && matrixTab < 0)
        m_tabs->insertTab(0, m_matrixPage, tr("Link matrix"));
    else if (m_sources.empty() && matrixTab >= 0)
        m_tabs->removeTab(matrixTab);
    if (!ops->empty() && opsTab < 0)
        m_tabs->addTab(m_opsPage, tr("Operations"));
    else if (ops->empty() && opsTab >= 0)
        m_tabs->removeTab(opsTab);
    {
        QSignalBlocker block(m_matrixSource);
        m_matrixSource->clear();
        for (const MatrixSource& s : m_sources)
            m_matrixSource->addItem(s.label);
    }
    if (!m_sources.empty())
        showMatrixSource(0);
    else
        showMatrixChoice(-1);
    showContent();
}

void CommunicationPanel::showMatrixSource(int index)
{
    if (index < 0 || std::size_t(index) >= m_sources.size())
        return;
    m_choices = linkChoices(m_sources[std::size_t(index)].matrices);
    {
        QSignalBlocker block(m_matrixChoice);
        m_matrixChoice->clear();
        for (const LinkChoice& c : m_choices)
            m_matrixChoice->addItem(c.label);
    }
    showMatrixChoice(0);
}

void CommunicationPanel::showMatrixChoice(int index)
{
    const int source = m_matrixSource->currentIndex();
    if (index < 0 || std::size_t(index) >= m_choices.size() || source < 0 || std::size_t(source) >= m_sources.size()) {
        m_matrixChart->setMatrix({}, QString());
        m_linkModel->setRows(nullptr, linkMatrixColumns());
        return;
    }
    double fraction = m_snapshot.options.thresholds.get(ThresholdKey::SlowLinkPct) / 100.0;
    if (fraction <= 0)
        fraction = 0.2;
    const LinkMatrix matrix =
        buildLinkMatrix(m_sources[std::size_t(source)].matrices, m_choices[std::size_t(index)], fraction);
    m_linkModel->setRows(std::make_shared<const std::vector<LinkMatrixCell>>(matrix.cells), linkMatrixColumns());
    fitColumns(m_linkView);
    m_matrixChart->setMatrix(matrix,
                             tr("Link bandwidth (GB/s), %1\n%2")
                                 .arg(m_sources[std::size_t(source)].label, m_choices[std::size_t(index)].label));
    int slow = 0;
    for (const LinkMatrixCell& c : matrix.cells)
        slow += c.slow ? 1 : 0;
    QString note = tr("Rows: source rank, columns: destination rank. Cells: bandwidth in GB/s on a scale from 0 (warm) "
                      "to the fastest link (blue); "
                      "grey cells are LOCAL copies inside a device, left off the scale.");
    note +=
        QLatin1Char(' ') +
        (slow > 0
             ? tr("%1 outlined: more than %2 % below the mean bandwidth of the same transport type.")
                   .arg(fmt::counted(slow, tr("slow link is"), tr("slow links are")))
                   .arg(fraction * 100, 0, 'f', 0)
             : tr("No link is more than %1 % below the mean of its transport type.").arg(fraction * 100, 0, 'f', 0));
    m_matrixNote->setText(note);
}

QString CommunicationPanel::captionText() const
{
    return m_caption->text();
}

QList<ExportItem> CommunicationPanel::exportItems() const
{
    QList<ExportItem> items;
    if (!m_hasData)
        return items;
    if (m_tabs->indexOf(m_matrixPage) >= 0)
        items.append({QStringLiteral("communication-matrix"), tr("Link matrix (heat map)"), m_matrixChart, nullptr});
    if (m_tabs->indexOf(m_matrixPage) >= 0)
        items.append({QStringLiteral("communication-links"), tr("Links of the matrix (table)"), nullptr, m_linkModel});
    if (m_tabs->indexOf(m_opsPage) >= 0) {
        items.append({QStringLiteral("communication-ops-chart"), tr("Slowest communication operations (chart)"),
                      m_opChart, nullptr});
        items.append({QStringLiteral("communication-ops"), tr("Communication operations"), nullptr, m_opModel});
    }
    return items;
}

} // namespace steplens
