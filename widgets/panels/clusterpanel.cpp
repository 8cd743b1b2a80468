#include "panels/clusterpanel.h"

#include "analysis/findings/rules.h"
#include "charts/linkmatrixchart.h"
#include "charts/rankbarchart.h"
#include "charts/rankstepheatmap.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "models/rankstepgridmodel.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"
#include "style/phasecolors.h"
#include "style/severitycolors.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace steplens {

namespace {

QColor phaseKeyColor(const std::string& key, const QPalette& pal)
{
    if (key == "preparing" || key == "iteration_interval")
        return colors::phaseColor(colors::Phase::WaitingForData, pal);
    if (key == "computing" || key == "fp_and_bp")
        return colors::phaseColor(colors::Phase::Compute, pal);
    if (key == "communication_not_overlapped")
        return colors::phaseColor(colors::Phase::Communication, pal);
    if (key == "tail")
        return colors::phaseColor(colors::Phase::Tail, pal);
    if (key == "transit")
        return colors::streamColor(2, pal);
    if (key == "wait")
        return colors::phaseColor(colors::Phase::Communication, pal);
    return colors::isDark(pal) ? QColor(0x9A, 0x9A, 0x9A) : QColor(0xA8, 0xA8, 0xA8); // free, idle
}

QVector<QColor> seriesColors(const RankBars& bars, const QPalette& pal)
{
    QVector<QColor> out;
    for (const auto& s : bars.series)
        out << phaseKeyColor(s.key, pal);
    return out;
}

std::vector<TableColumn<ClusterRankRow>> rankColumns(Layout layout)
{
    using Col = TableColumn<ClusterRankRow>;
    auto number = [](QString h, QString tip, ColumnFormat f, std::function<double(const ClusterRankRow&)> fn) {
        return Col{std::move(h),
                   std::move(tip),
                   f,
                   f == ColumnFormat::Ms ? QStringLiteral("ms") : QString(),
                   std::move(fn),
                   {}};
    };
    std::vector<Col> cols = {number(QObject::tr("Rank"), QObject::tr("Global rank"), ColumnFormat::Count,
                                    [](const ClusterRankRow& r) { return double(r.rank); }),
                             number(QObject::tr("Steps"), QObject::tr("Steps averaged (after the warm-up cut)"),
                                    ColumnFormat::Count, [](const ClusterRankRow& r) { return r.steps; }),
                             number(QObject::tr("Stage"), QObject::tr("Pipeline stage (pipeline parallel jobs)"),
                                    ColumnFormat::Count, [](const ClusterRankRow& r) { return r.stage; })};
    const auto keys = stackedPhaseKeys(layout);
    for (std::size_t k = 0; k < keys.size(); ++k)
        cols.push_back(number(metricDisplayName(keys[k]) + QObject::tr(" (ms)"), QObject::tr("Mean per step"),
                              ColumnFormat::Ms, [k](const ClusterRankRow& r) { return r.phase[k]; }));
    cols.push_back(number(QObject::tr("Step (ms)"), QObject::tr("Mean step wall time"), ColumnFormat::Ms,
                          [](const ClusterRankRow& r) { return r.stepMs; }));
    cols.push_back(number(QObject::tr("Collectives"), QObject::tr("Communication operations over the profiled steps"),
                          ColumnFormat::Count, [](const ClusterRankRow& r) { return r.ops; }));
    cols.push_back(number(QObject::tr("Transit (ms)"), QObject::tr("Time the collectives spent moving data"),
                          ColumnFormat::Ms, [](const ClusterRankRow& r) { return r.transitMs; }));
    cols.push_back(number(QObject::tr("Wait (ms)"), QObject::tr("Time the collectives spent waiting for other ranks"),
                          ColumnFormat::Ms, [](const ClusterRankRow& r) { return r.waitMs; }));
    cols.push_back(number(QObject::tr("Wait (%)"), QObject::tr("Wait / (Wait + Transit)"), ColumnFormat::Percent,
                          [](const ClusterRankRow& r) { return r.waitPct; }));
    Col note{QObject::tr("Note"),
             QObject::tr("What the cluster findings say about this rank"),
             ColumnFormat::Text,
             QString(),
             {},
             {},
             true};
    note.text = [](const ClusterRankRow& r) { return std::string_view(r.note); };
    cols.push_back(std::move(note));
    return cols;
}

QLabel* smallLabel(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    return l;
}

} // namespace

ClusterPanel::ClusterPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_content(new QWidget(this))
    , m_caption(new QLabel(m_content))
    , m_findings(new QLabel(m_content))
    , m_tabs(new QTabWidget(m_content))
    , m_phaseSort(new QComboBox(this))
    , m_phaseChart(new RankBarChart(QStringLiteral("clusterPhaseChart"), this))
    , m_heatMetric(new QComboBox(this))
    , m_heatMap(new RankStepHeatMap(this))
    , m_commSort(new QComboBox(this))
    , m_commChart(new RankBarChart(QStringLiteral("clusterCommunicationChart"), this))
    , m_commNote(smallLabel(QString(), this))
    , m_transport(new QComboBox(this))
    , m_domain(new QComboBox(this))
    , m_matrixChart(new LinkMatrixChart(this))
    , m_linkNote(smallLabel(QString(), this))
    , m_filter(new QLineEdit(this))
    , m_rankModel(new VectorTableModel<ClusterRankRow>(this))
    , m_linkModel(new VectorTableModel<LinkMatrixCell>(this))
    , m_stepModel(new RankStepGridModel(this))
{
    setObjectName(QStringLiteral("clusterPanel"));
    m_matrixChart->setObjectName(QStringLiteral("clusterLinkMatrix"));
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::RichText);
    m_findings->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_findings, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("finding:")))
            focusFinding(link.mid(8).toInt());
    });

    // Step phases: the bars (sortable), the heat map under them.
    auto* phasesPage = new QWidget(m_tabs);
    auto* phaseBar = new QHBoxLayout;
    phaseBar->addWidget(new QLabel(tr("Sort ranks by"), phasesPage));
    phaseBar->addWidget(m_phaseSort);
    phaseBar->addSpacing(16);
    phaseBar->addWidget(new QLabel(tr("Heat map of"), phasesPage));
    phaseBar->addWidget(m_heatMetric);
    phaseBar->addStretch(1);
    m_phaseStack = new QStackedWidget(phasesPage);
    m_noSteps = new SectionMessage(m_phaseStack);
    auto* phaseSplit = new QSplitter(Qt::Vertical, m_phaseStack);
    m_phaseCharts = phaseSplit;
    phaseSplit->addWidget(m_phaseChart);
    phaseSplit->addWidget(m_heatMap);
    phaseSplit->setChildrenCollapsible(false);
    phaseSplit->setStretchFactor(0, 1);
    phaseSplit->setStretchFactor(1, 1);
    phaseSplit->setSizes({500, 500});
    auto* phasesLayout = new QVBoxLayout(phasesPage);
    phasesLayout->setContentsMargins(0, 4, 0, 0);
    phasesLayout->addLayout(phaseBar);
    // Without step data in any rank the charts would be bare axes: a sentence says why instead.
    m_phaseStack->addWidget(phaseSplit);
    m_phaseStack->addWidget(m_noSteps);
    phasesLayout->addWidget(m_phaseStack, 1);
    phasesLayout->addWidget(smallLabel(tr("Bars: mean per step of each phase, one per rank; the heat map's rows follow "
                                          "the bars' order. Drag or scroll along the ranks to see them all; click a "
                                          "rank to open it, a cell to open that rank at that step."),
                                       phasesPage));
    m_tabs->addTab(phasesPage, tr("Step phases"));

    auto* commPage = new QWidget(m_tabs);
    auto* commBar = new QHBoxLayout;
    commBar->addWidget(new QLabel(tr("Sort ranks by"), commPage));
    commBar->addWidget(m_commSort);
    commBar->addStretch(1);
    auto* commLayout = new QVBoxLayout(commPage);
    commLayout->setContentsMargins(0, 4, 0, 0);
    commLayout->addLayout(commBar);
    commLayout->addWidget(m_commChart, 1);
    commLayout->addWidget(m_commNote);
    m_tabs->addTab(commPage, tr("Communication"));

    auto* linksPage = new QWidget(m_tabs);
    auto* linkBar = new QHBoxLayout;
    linkBar->addWidget(new QLabel(tr("Transport"), linksPage));
    linkBar->addWidget(m_transport);
    linkBar->addSpacing(16);
    linkBar->addWidget(new QLabel(tr("Domain"), linksPage));
    linkBar->addWidget(m_domain, 1);
    auto* linkView = makeTableView(m_linkModel, linksPage);
    linkView->setSortingEnabled(true);
    auto* linkSplit = new QSplitter(Qt::Horizontal, linksPage);
    linkSplit->addWidget(m_matrixChart);
    linkSplit->addWidget(linkView);
    linkSplit->setStretchFactor(0, 3);
    linkSplit->setStretchFactor(1, 2);
    linkSplit->setSizes({700, 460});
    linkSplit->setChildrenCollapsible(false);
    auto* linksLayout = new QVBoxLayout(linksPage);
    linksLayout->setContentsMargins(0, 4, 0, 0);
    linksLayout->addLayout(linkBar);
    linksLayout->addWidget(linkSplit, 1);
    linksLayout->addWidget(m_linkNote);
    m_tabs->addTab(linksPage, tr("Links"));

    auto* ranksPage = new QWidget(m_tabs);
    filterRowsWith(m_filter, m_rankModel, tr("Filter ranks by their note (slow, no step data)…"));
    m_rankView = makeTableView(m_rankModel, ranksPage);
    m_rankView->setSortingEnabled(true);
    connect(m_rankView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid() && m_selection)
            m_selection->requestRank(m_rankModel->rowAt(index.row()).rank);
    });
    auto* ranksLayout = new QVBoxLayout(ranksPage);
    ranksLayout->setContentsMargins(0, 4, 0, 0);
    ranksLayout->addWidget(m_filter);
    ranksLayout->addWidget(m_rankView, 1);
    m_tabs->addTab(ranksPage, tr("Ranks"));
    m_tabs->setCornerWidget(exportButton(), Qt::TopRightCorner);

    connect(m_phaseSort, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        showPhases();
        showHeatMap();
    });
    connect(m_heatMetric, qOverload<int>(&QComboBox::currentIndexChanged), this, &ClusterPanel::showHeatMap);
    connect(m_commSort, qOverload<int>(&QComboBox::currentIndexChanged), this, &ClusterPanel::showCommunication);
    connect(m_transport, qOverload<int>(&QComboBox::currentIndexChanged), this, &ClusterPanel::showLinks);
    connect(m_domain, qOverload<int>(&QComboBox::currentIndexChanged), this, &ClusterPanel::showLinks);
    auto openRank = [this](int rank) {
        if (m_selection)
            m_selection->requestRank(rank);
    };
    connect(m_phaseChart, &RankBarChart::rankClicked, this, openRank);
    connect(m_commChart, &RankBarChart::rankClicked, this, openRank);
    connect(m_heatMap, &RankStepHeatMap::cellClicked, this, [this](int rank, long long step) {
        if (m_selection)
            m_selection->requestRankStep(rank, step);
    });

    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_caption);
    contentLayout->addWidget(m_findings);
    contentLayout->addWidget(m_tabs, 1);
    setPages(m_content);
    showCluster(nullptr);
}

bool ClusterPanel::hasClusterData(const ViewSnapshot& snapshot)
{
    auto o = snapshot.clusterOverview();
    return o && o->summary && o->summary->ranks.size() >= 2;
}

void ClusterPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    setExportRun(snapshot.run);
    showCluster(hasClusterData(snapshot) ? snapshot.clusterOverview() : nullptr);
}

void ClusterPanel::showCluster(std::shared_ptr<const ClusterOverview> overview)
{
    if (overview && (!overview->summary || overview->summary->ranks.empty()))
        overview = nullptr;
    if (overview == m_overview && overview)
        return;
    m_overview = std::move(overview);
    rebuild();
}

void ClusterPanel::rebuild()
{
    if (!m_overview) {
        message()->setMessage(tr("No cluster to show"),
                              tr("The Cluster view compares the ranks of a job: open a job folder with several rank "
                                 "folders (*_ascend_ms, *_ascend_pt, a 1.x profiler folder of several ranks), "
                                 "msprof-analyze's cluster_analysis_output, or a folder of per-rank reports written "
                                 "by steplens report RANKDIR --format json."));
        showMessage();
        m_rankModel->setRows(nullptr, rankColumns(Layout::AscendProfilerOutput));
        m_linkModel->setRows(nullptr, linkMatrixColumns());
        m_stepModel->setGrid({});
        return;
    }
    const ClusterSummary& s = *m_overview->summary;
    const ClusterAnalysis& a = m_overview->analysis;

    // Caption: what was read, the step time across ranks, and who holds the job back.
    const RankPhaseMeans* slowest = nullptr;
    const RankPhaseMeans* fastest = nullptr;
    std::size_t& withSteps = m_ranksWithSteps; // the Step phases tab reads it too (showPhases)
    withSteps = 0;
    for (const auto& p : a.phases)
        if (p.steps > 0) {
            ++withSteps;
            if (!slowest || p.stepMs > slowest->stepMs)
                slowest = &p;
            if (!fastest || p.stepMs < fastest->stepMs)
                fastest = &p;
        }
    QString source;
    switch (s.source) {
    case ClusterSource::RankFolders: source = tr("read from the rank folders, summary first"); break;
    case ClusterSource::LoadedRun: source = tr("from the ranks read in full"); break;
    case ClusterSource::Reports: source = tr("from per-rank report files"); break;
    case ClusterSource::ClusterAnalysisOutput: source = tr("from msprof-analyze's cluster_analysis_output"); break;
    }
    QString caption =
        tr("%1 · %2 layout · %3")
            .arg(fmt::counted(qint64(s.ranks.size()), tr("rank"), tr("ranks")),
                 s.layout == Layout::MindSpore1x ? tr("MindSpore 1.x") : tr("MindSpore ≥2.3 / torch_npu"), source);
    // In a synchronous job every rank's step lasts as long (they wait for each other): the spread of the
    // step says little, the slow-rank finding says who the others wait for.
    if (slowest && fastest)
        caption +=
            QStringLiteral(" · ") + tr("mean step %1 (%2 to %3 across ranks)")
                                        .arg(fmt::ms(a.meanStepMs), fmt::ms(fastest->stepMs), fmt::ms(slowest->stepMs));
    if (!a.slowPhases.empty()) {
        const SlowPhase& p = a.slowPhases.front();
        std::vector<int> ranks;
        for (const SlowRank& r : p.ranks)
            ranks.push_back(r.rank);
        caption += QStringLiteral(" · ") + tr("holding it back: rank %1 (%2 +%3)")
                                               .arg(QString::fromStdString(rankRanges(ranks)),
                                                    metricDisplayName(p.phase), fmt::ms(p.ranks.front().excessMs));
    }
    if (withSteps < a.phases.size())
        caption +=
            QStringLiteral(" · ") +
            tr("%1 without step data").arg(fmt::counted(qint64(a.phases.size() - withSteps), tr("rank"), tr("ranks")));
    m_caption->setText(caption);

    // Findings across ranks, each a link to the part that shows it.
    QString html;
    const QPalette pal = palette();
    for (std::size_t i = 0; i < m_overview->findings.size(); ++i) {
        const Finding& f = m_overview->findings[i];
        html += QStringLiteral("<div><span style=\"color:%1\"><b>%2</b></span> %3 <a href=\"finding:%4\">%5</a></div>")
                    .arg(colors::severityColor(f.severity, pal).name(),
                         colors::severityName(f.severity).toHtmlEscaped(), fmt::toQ(f.title).toHtmlEscaped())
                    .arg(i)
                    .arg(tr("show"));
    }
    if (html.isEmpty())
        html = tr("No cluster rule fired: no rank is slower than the others by more than %1 % of the step in a phase, "
                  "and no link is more than %2 % below its transport's mean.")
                   .arg(m_overview->options.thresholds.get(ThresholdKey::SlowRankStepPct))
                   .arg(m_overview->options.thresholds.get(ThresholdKey::SlowLinkPct));
    m_findings->setText(html);

    {
        QSignalBlocker b1(m_phaseSort), b2(m_heatMetric), b3(m_commSort), b4(m_transport), b5(m_domain);
        m_phaseSort->clear();
        m_phaseSort->addItem(tr("Step time"), QStringLiteral("step"));
        for (const auto& k : stackedPhaseKeys(s.layout))
            if (s.phaseIndex(k) >= 0)
                m_phaseSort->addItem(metricDisplayName(k), QString::fromStdString(k));
        m_phaseSort->addItem(tr("Rank number"), QStringLiteral("rank"));
        // The phase a slow-rank finding names, if any: the ranks that hold the job back come first.
        if (!a.slowPhases.empty())
            m_phaseSort->setCurrentIndex(
                std::max(0, m_phaseSort->findData(QString::fromStdString(a.slowPhases.front().phase))));
        m_heatMetric->clear();
        for (const auto& m : heatMapMetrics(*m_overview))
            m_heatMetric->addItem(metricDisplayName(m), QString::fromStdString(m));
        m_commSort->clear();
        m_commSort->addItem(tr("Wait, least first"), QStringLiteral("wait"));
        m_commSort->addItem(tr("Transit, most first"), QStringLiteral("transit"));
        m_commSort->addItem(tr("Rank number"), QStringLiteral("rank"));
        m_transport->clear();
        m_transport->addItem(tr("All transports"), QString());
        for (const auto& t : clusterTransports(*m_overview))
            m_transport->addItem(QString::fromStdString(t), QString::fromStdString(t));
        m_domain->clear();
        m_domain->addItem(tr("All domains"), QString());
        for (const CommDomain& d : a.domains) {
            const QString name =
                d.name.empty() ? tr("group %1").arg(QString::fromStdString(d.group)) : QString::fromStdString(d.name);
            m_domain->addItem(tr("%1: %2").arg(name, QString::fromStdString(rankRanges(d.ranks))),
                              QString::fromStdString(d.group));
        }
        m_domain->setEnabled(a.domains.size() > 1);
    }
    showPhases();
    showHeatMap();
    showCommunication();
    showLinks();
    fillTables();
    showContent();
}

const SectionMessage* ClusterPanel::noStepsMessage() const
{
    return m_phaseStack->currentWidget() == m_noSteps ? m_noSteps : nullptr;
}

void ClusterPanel::showPhases()
{
    if (!m_overview)
        return;
    const auto& phases = m_overview->analysis.phases;
    if (m_ranksWithSteps == 0) {
        m_noSteps->setMessage(
            tr("No step data in these ranks"),
            tr("None of the %1 has a step trace (1.x step_trace_raw_*.csv, 2.x step_trace_time.csv or analysis.db), "
               "so there are no step phases to compare. The Communication, Links and Ranks tabs, and each rank's "
               "own panels, show what was read.")
                .arg(fmt::counted(qint64(phases.size()), tr("rank"), tr("ranks"))));
        m_phaseStack->setCurrentWidget(m_noSteps);
    } else {
        m_phaseStack->setCurrentWidget(m_phaseCharts);
    }
    // Sorting and the heat map's metric have nothing to act on without steps.
    m_phaseSort->setEnabled(m_phaseStack->currentWidget() != m_noSteps);
    m_heatMetric->setEnabled(m_phaseStack->currentWidget() != m_noSteps);
    const std::string key = m_phaseSort->currentData().toString().toStdString();
    const RankBars bars = phaseBars(*m_overview, key);
    const QString by = m_phaseSort->currentText();
    m_phaseChart->setBars(bars, tr("Mean step phases per rank, sorted by %1").arg(by.toLower()),
                          seriesColors(bars, palette()));
}

void ClusterPanel::showHeatMap()
{
    if (!m_overview)
        return;
    const std::string metric = m_heatMetric->currentData().toString().toStdString();
    m_heatMap->setGrid(rankStepGrid(*m_overview, metric.empty() ? "step" : metric, m_phaseChart->bars().ranks));
}

void ClusterPanel::showCommunication()
{
    if (!m_overview)
        return;
    const RankBars bars = communicationBars(*m_overview, m_commSort->currentData().toString().toStdString());
    m_commChart->setBars(bars, tr("Collective communication per rank: moving data against waiting"),
                         seriesColors(bars, palette()));
    if (bars.ranks.empty())
        m_commNote->setText(tr("No rank has communication.json (or hccl_raw) data: the profiler level was too low, "
                               "or the job did not communicate."));
    else
        m_commNote->setText(tr("In a synchronous job the ranks that wait long are waiting for a slower one; the rank "
                               "that holds them back waits least (first when sorted by wait, marked when a finding "
                               "names it)."));
}

void ClusterPanel::showLinks()
{
    if (!m_overview)
        return;
    const std::string transport = m_transport->currentData().toString().toStdString();
    const std::string group = m_domain->currentData().toString().toStdString();
    const LinkMatrix m = clusterLinkMatrix(*m_overview, transport, group);
    m_matrixChart->setMatrix(m, tr("Link bandwidth (GB/s) of every rank pair — %1, %2")
                                    .arg(m_transport->currentText(), m_domain->currentText()));
    m_linkModel->setRows(std::make_shared<const std::vector<LinkMatrixCell>>(m.cells), linkMatrixColumns());
    int slow = 0, small = 0;
    std::map<std::string, double> largest; // per transport: the most data one link moved
    for (const auto& c : m.cells) {
        slow += c.slow ? 1 : 0;
        largest[c.transport] = std::max(largest[c.transport], c.sizeMB);
    }
    for (const auto& c : m.cells)
        small += c.sizeMB < 0.01 * largest[c.transport] ? 1 : 0;
    QString note = tr("Rows: source rank, columns: destination rank; bandwidth summed over the profiled steps (size / "
                      "time) on a scale from 0 (warm) to the fastest link (blue).");
    if (small > 0)
        note += QLatin1Char(' ') + tr("%1 moved less than 1 % of the data of their transport's busiest link: small "
                                      "messages, whose bandwidth is bound by latency, so the slow-link rule leaves "
                                      "them out however warm they look.")
                                       .arg(fmt::counted(small, tr("link"), tr("links")));
    note += QLatin1Char(' ') +
            (m.cells.empty()
                 ? tr("No link in this selection (communication_matrix.json or hccl_raw missing, or another filter).")
             : slow > 0 ? tr("%1 outlined: more than %2 % below the mean of its transport across the cluster.")
                              .arg(fmt::counted(slow, tr("slow link is"), tr("slow links are")))
                              .arg(m_overview->options.thresholds.get(ThresholdKey::SlowLinkPct))
                        : tr("No link is more than %1 % below the mean of its transport.")
                              .arg(m_overview->options.thresholds.get(ThresholdKey::SlowLinkPct)));
    m_linkNote->setText(note);
}

void ClusterPanel::fillTables()
{
    const ClusterSummary& s = *m_overview->summary;
    m_rankModel->setRows(std::make_shared<const std::vector<ClusterRankRow>>(clusterRankRows(*m_overview)),
                         rankColumns(s.layout));
    fitColumns(m_rankView);
    // Rank x step table of the step time (CSV).
    m_stepModel->setGrid(rankStepGrid(*m_overview, "step", [&] {
        std::vector<int> ranks;
        for (const auto& r : s.ranks)
            ranks.push_back(r.rank);
        return ranks;
    }()));
}

void ClusterPanel::focusFinding(int index)
{
    if (!m_overview || index < 0 || std::size_t(index) >= m_overview->findings.size())
        return;
    const Finding& f = m_overview->findings[std::size_t(index)];
    if (m_selection)
        m_selection->setSelectedFinding(QString::fromStdString(f.id));
    if (!f.links.empty()) {
        const int t = m_transport->findData(QString::fromStdString(f.links.front().transport));
        if (t >= 0)
            m_transport->setCurrentIndex(t);
        m_tabs->setCurrentIndex(2);
    } else if (!f.phase.empty()) {
        const int p = m_phaseSort->findData(QString::fromStdString(f.phase));
        if (p >= 0)
            m_phaseSort->setCurrentIndex(p);
        m_tabs->setCurrentIndex(0);
    }
}

QString ClusterPanel::captionText() const
{
    return m_caption->text();
}

QString ClusterPanel::findingsText() const
{
    return m_findings->text();
}

QList<ExportItem> ClusterPanel::exportItems() const
{
    QList<ExportItem> items;
    if (!m_overview)
        return items;
    items.append({QStringLiteral("cluster-phases"), tr("Cluster: step phases per rank"), m_phaseChart, nullptr});
    items.append({QStringLiteral("cluster-heatmap"), tr("Cluster: rank × step heat map"), m_heatMap, nullptr});
    if (!m_commChart->bars().ranks.empty())
        items.append(
            {QStringLiteral("cluster-communication"), tr("Cluster: communication per rank"), m_commChart, nullptr});
    if (!m_matrixChart->matrix().empty()) {
        items.append({QStringLiteral("cluster-link-matrix"), tr("Cluster: link matrix"), m_matrixChart, nullptr});
        items.append({QStringLiteral("cluster-links"), tr("Cluster: links (table)"), nullptr, m_linkModel});
    }
    items.append({QStringLiteral("cluster-ranks"), tr("Cluster: ranks (table)"), nullptr, m_rankModel});
    items.append(
        {QStringLiteral("cluster-steps"), tr("Cluster: step time per rank and step (table)"), nullptr, m_stepModel});
    return items;
}

} // namespace steplens
