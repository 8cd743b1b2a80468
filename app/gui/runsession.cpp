#include "runsession.h"

#include "common/analysissettings.h"
#include "jobs/analysisrunner.h"
#include "jobs/clusterloader.h"
#include "jobs/runloader.h"
#include "recentfolders.h"
#include "style/formatting.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>

namespace steplens {

namespace {
const auto kBatchSizesKey = QStringLiteral("runs/batchSizes");

bool sameOptions(const AnalysisOptions& a, const AnalysisOptions& b)
{
    return a.steps.batchSize == b.steps.batchSize && a.steps.skipFirstSteps == b.steps.skipFirstSteps &&
           sameThresholds(a.thresholds, b.thresholds);
}

QStringList sectionNames(const Profile& p)
{
    QStringList names;
    if (p.stepTrace || (p.ascend && p.ascend->stepTraceTime))
        names << RunSession::tr("step trace");
    if (p.operators)
        names << RunSession::tr("operators");
    if (p.pipeline || p.pipelineSummary)
        names << RunSession::tr("data pipeline");
    if (p.hostQueue || p.chipQueue)
        names << RunSession::tr("queues");
    if (p.cpu)
        names << RunSession::tr("CPU use");
    if (p.timeline || p.timelineSummary)
        names << RunSession::tr("timeline");
    if (p.info)
        names << RunSession::tr("profiler info");
    if (p.hccl || p.clusterAnalyse || (p.ascend && (p.ascend->communication || p.ascend->communicationMatrix)))
        names << RunSession::tr("communication");
    if (p.ascend && (p.ascend->memoryRecords || p.ascend->operatorMemory || p.ascend->npuModuleMemory ||
                     p.ascend->staticOpMemory))
        names << RunSession::tr("memory");
    return names;
}

QString rankLabel(int rank)
{
    return rank < 0 ? RunSession::tr("unnumbered") : QString::number(rank);
}
} // namespace

RunSession::RunSession(AnalysisSettings* settings, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_loader(new RunLoader(this))
    , m_clusterLoader(new ClusterLoader(this))
    , m_analysisRunner(new AnalysisRunner(this))
    , m_reanalyseTimer(new QTimer(this))
{
    connect(m_loader, &RunLoader::started, this, [this](const QString& folder) {
        if (!m_summaryPending) // the summary's start already said so
            emit loadStarted(folder);
    });
    connect(m_loader, &RunLoader::progress, this, &RunSession::progress);
    connect(m_loader, &RunLoader::stepsReady, this, &RunSession::onPartial);
    connect(m_loader, &RunLoader::sectionsReady, this, &RunSession::onPartial);
    connect(m_loader, &RunLoader::finished, this, &RunSession::onFinished);
    connect(m_loader, &RunLoader::cancelled, this, &RunSession::onCancelled);
    connect(m_clusterLoader, &ClusterLoader::started, this, &RunSession::loadStarted);
    connect(m_clusterLoader, &ClusterLoader::progress, this, &RunSession::progress);
    connect(m_clusterLoader, &ClusterLoader::summaryReady, this, &RunSession::onClusterReady);
    // No summary (one rank of an old layout, or nothing readable): the ranks are read all the same,
    // and the Problems panel says what was found.
    connect(m_clusterLoader, &ClusterLoader::failed, this, [this] {
        if (m_summaryPending)
            startRunLoad();
    });
    connect(m_clusterLoader, &ClusterLoader::cancelled, this, &RunSession::onCancelled);
    connect(m_analysisRunner, &AnalysisRunner::finished, this, &RunSession::onAnalysed);
    connect(m_settings, &AnalysisSettings::thresholdsChanged, this, &RunSession::reanalyse);
    m_reanalyseTimer->setSingleShot(true);
    m_reanalyseTimer->setInterval(300);
    connect(m_reanalyseTimer, &QTimer::timeout, this, &RunSession::reanalyse);
}

RunSession::~RunSession()
{
    m_loader->cancel();
    m_clusterLoader->cancel();
}

void RunSession::open(const QString& path)
{
    const QFileInfo info(path);
    const QString folder = QDir::cleanPath(info.isFile() ? info.absolutePath() : info.absoluteFilePath());
    if (folder != m_shownFolder)
        m_preferredRank = INT32_MIN;
    m_analysisRunner->cancel();
    // A load in flight is cancelled first (its cancelled signal resets m_folder).
    m_summaryPending = false;
    m_clusterLoader->cancel();
    m_loader->cancel();
    m_partialShown = false;
    m_loadOptions = AnalysisOptions();
    m_loadOptions.thresholds = m_settings->thresholds();
    if (const int batch = batchSizeFor(folder); batch > 0)
        m_loadOptions.steps.batchSize = batch;
    m_folder = folder;
    m_onDemand = false;
    // The summary of every rank comes from the small files: for a many-rank job it is on show in a
    // fraction of the time the ranks take (docs/cluster.md).
    m_summaryPending = true;
    m_clusterLoader->load(folder, m_loadOptions);
}

void RunSession::startRunLoad()
{
    m_summaryPending = false;
    LoadOptions options;
    if (m_onDemand) {
        const auto& ranks = m_cluster->summary->ranks;
        const bool known = m_preferredRank != INT32_MIN && m_cluster->summary->rank(m_preferredRank);
        options.onlyRank = known ? m_preferredRank : ranks.front().rank;
    }
    m_partialShown = false;
    m_replacingLoad = true;
    m_loader->load(m_folder, options, m_loadOptions,
                   m_preferredRank == INT32_MIN ? RunLoader::kFirstRank : m_preferredRank);
    m_replacingLoad = false;
}

void RunSession::reload()
{
    const QString f = folder();
    if (!f.isEmpty())
        open(f);
}

void RunSession::cancel()
{
    m_clusterLoader->cancel();
    m_loader->cancel();
}

void RunSession::close()
{
    m_summaryPending = false;
    cancel();
    m_analysisRunner->cancel();
    m_run.reset();
    m_runAnalysis.reset();
    m_cluster.reset();
    m_rankIndex = -1;
    m_folder.clear();
    m_shownFolder.clear();
    setSnapshot({}, false);
}

void RunSession::adoptFolder()
{
    // The folder being read comes on show: the old folder's run and rank go.
    if (m_folder == m_shownFolder)
        return;
    m_shownFolder = m_folder;
    m_run.reset();
    m_runAnalysis.reset();
    m_cluster.reset();
    m_rankIndex = -1;
    m_batchSize = batchSizeFor(m_folder);
    emit folderChanged(m_folder, m_batchSize);
}

void RunSession::onClusterReady(std::shared_ptr<const ClusterOverview> overview, double)
{
    const bool several = overview && overview->summary && overview->summary->ranks.size() >= 2;
    if (!m_summaryPending) {
        // A re-analysis with new thresholds of the cluster on show.
        if (!several || m_clusterLoader->folder() != m_shownFolder || !m_cluster)
            return;
        m_cluster = overview;
        ViewSnapshot s = m_snapshot;
        s.cluster = m_cluster;
        setSnapshot(s, false);
        emit clusterReady(overview);
        return;
    }
    if (several) {
        adoptFolder();
        m_cluster = overview;
        m_onDemand = overview->summary->ranks.size() > kRanksReadTogether;
        // Until a rank is read the panels have the cluster alone (the Cluster view, its findings); a
        // folder read again keeps its rank on show meanwhile.
        ViewSnapshot s;
        if (m_snapshot.profile) {
            s = m_snapshot;
        } else {
            s.options = m_loadOptions;
            s.partial = true;
        }
        s.cluster = m_cluster;
        setSnapshot(s, true);
        emit clusterReady(overview);
    }
    startRunLoad();
}

void RunSession::onPartial(std::shared_ptr<const Profile> partial, std::shared_ptr<const ProfileAnalysis> analysis)
{
    // The first rank (or the one the user was looking at) fills the panels before its big files are
    // read: its steps, then its sections, each replacing the one before (the panels keep their tab,
    // selection and scroll: it is the same rank, with more in it). Another rank's partials wait for
    // the run. A rank is known by its folder: a 2.x rank learns its number from its last small files.
    if (!partial || (m_preferredRank != INT32_MIN && partial->rank != m_preferredRank))
        return;
    if (m_partialShown && partial->folder != m_partialFolder)
        return;
    m_partialShown = true;
    m_partialFolder = partial->folder;
    adoptFolder();
    ViewSnapshot s;
    s.profile = std::move(partial);
    s.analysis = std::move(analysis);
    s.options = m_loadOptions;
    s.cluster = m_cluster;
    s.partial = true;
    setSnapshot(s, true);
}

void RunSession::onFinished(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis, double seconds)
{
    adoptFolder();
    m_run = run;
    m_runAnalysis = analysis;
    m_shownOptions = m_loadOptions;
    m_loadSeconds = seconds;
    emit runLoaded(run);
    if (run->ranks.empty()) {
        m_rankIndex = -1;
        ViewSnapshot s;
        s.run = run;
        s.loadSeconds = seconds;
        s.cluster = m_cluster;
        setSnapshot(s, true);
        if (!QFileInfo::exists(m_folder))
            recent::remove(m_folder); // a folder that is gone should not stay in Open recent
        emit problems(m_folder);
        return;
    }
    recent::add(m_folder);
    int index = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == m_preferredRank)
            index = int(i);
    // The snapshot of a finished load counts as the user's: it may replace a comparison.
    m_rankIndex = index;
    m_preferredRank = run->ranks[std::size_t(index)].rank;
    ViewSnapshot s = ViewSnapshot::ofRank(m_run, std::size_t(index), m_loadSeconds, m_runAnalysis);
    s.options = m_shownOptions;
    s.cluster = m_cluster;
    setSnapshot(s, true);
    // The batch size was changed while the files were read: analyse again with it.
    reanalyse();
}

void RunSession::onCancelled(const QString&)
{
    if (m_replacingLoad)
        return; // the next rank of the same folder is read instead
    if (m_summaryPending && m_clusterLoader->isLoading())
        return; // a rank load cancelled by the summary of a new folder
    const QString folder = m_folder;
    m_summaryPending = false;
    m_folder = m_shownFolder;
    emit cancelled(folder);
}

void RunSession::selectIndex(int index)
{
    if (!m_run || index < 0 || std::size_t(index) >= m_run->ranks.size())
        return;
    m_rankIndex = index;
    m_preferredRank = m_run->ranks[std::size_t(index)].rank;
    ViewSnapshot s = ViewSnapshot::ofRank(m_run, std::size_t(index), m_loadSeconds, m_runAnalysis);
    s.options = m_shownOptions;
    s.cluster = m_cluster;
    setSnapshot(s, false);
}

void RunSession::showRank(int rank)
{
    const bool runInHand = m_run && !m_loader->isLoading();
    if (runInHand)
        for (std::size_t i = 0; i < m_run->ranks.size(); ++i)
            if (m_run->ranks[i].rank == rank) {
                selectIndex(int(i));
                return;
            }
    if (m_onDemand && m_cluster && m_cluster->summary->rank(rank) && !m_summaryPending) {
        // A job read rank by rank: read the one picked (replacing a rank still being read).
        if (m_loader->isLoading() && m_preferredRank == rank)
            return;
        m_preferredRank = rank;
        startRunLoad();
        return;
    }
    // Still reading: that rank comes on show when the run is read.
    if (!runInHand)
        m_preferredRank = rank;
}

void RunSession::setSnapshot(ViewSnapshot snapshot, bool fromLoad)
{
    m_snapshot = std::move(snapshot);
    emit snapshotChanged(m_snapshot, fromLoad);
}

std::vector<int> RunSession::rankNumbers() const
{
    std::vector<int> ranks;
    if (m_onDemand && m_cluster) {
        for (const auto& r : m_cluster->summary->ranks)
            ranks.push_back(r.rank);
    } else if (m_run) {
        for (const auto& r : m_run->ranks)
            ranks.push_back(r.rank);
    }
    return ranks;
}

int RunSession::batchSizeFor(const QString& folder)
{
    return QSettings().value(kBatchSizesKey).toMap().value(folder, 0).toInt();
}

void RunSession::setBatchSize(int samplesPerStep)
{
    m_batchSize = samplesPerStep;
    if (!m_shownFolder.isEmpty()) {
        QSettings settings;
        QVariantMap sizes = settings.value(kBatchSizesKey).toMap();
        if (samplesPerStep > 0)
            sizes.insert(m_shownFolder, samplesPerStep);
        else
            sizes.remove(m_shownFolder);
        settings.setValue(kBatchSizesKey, sizes);
    }
    m_reanalyseTimer->start();
}

AnalysisOptions RunSession::analysisOptions() const
{
    AnalysisOptions options;
    options.thresholds = m_settings->thresholds();
    if (m_batchSize > 0)
        options.steps.batchSize = m_batchSize;
    return options;
}

bool RunSession::isLoading() const
{
    return m_summaryPending || m_clusterLoader->isLoading() || m_loader->isLoading();
}

bool RunSession::isBusy() const
{
    return isLoading() || m_analysisRunner->isRunning() || m_reanalyseTimer->isActive();
}

void RunSession::reanalyse()
{
    m_reanalyseTimer->stop();
    // While the files are still read, the load's own analysis is checked against the options when it ends.
    if (!m_run || isLoading())
        return;
    const AnalysisOptions options = analysisOptions();
    if (sameOptions(options, m_shownOptions) && m_runAnalysis)
        return;
    m_loadOptions = options;
    m_analysisRunner->analyse(m_run, options);
    if (m_cluster)
        m_clusterLoader->reanalyse(options);
    emit message(tr("Analysing again with the new settings…"), 3000);
}

void RunSession::onAnalysed(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis)
{
    if (run != m_run)
        return; // another folder is on show by now
    m_runAnalysis = analysis;
    m_shownOptions = m_loadOptions;
    selectIndex(m_rankIndex);
    if (!sameOptions(m_shownOptions, analysisOptions()))
        reanalyse();
}

QString RunSession::statusText() const
{
    const Profile* p = m_snapshot.profile.get();
    QStringList parts;
    parts << QDir::toNativeSeparators(QDir::cleanPath(m_shownFolder));
    if (p) {
        parts << tr("rank %1").arg(rankLabel(p->rank));
        const QStringList sections = sectionNames(*p);
        parts << (sections.isEmpty() ? tr("no sections found")
                                     : tr("%1: %2").arg(fmt::counted(sections.size(), tr("section"), tr("sections")),
                                                        sections.join(QStringLiteral(", "))));
    } else if (m_snapshot.cluster && !m_snapshot.run) {
        parts << tr("cluster summary of %1")
                     .arg(fmt::counted(m_snapshot.cluster->summary->ranks.size(), tr("rank"), tr("ranks")));
    } else {
        parts << tr("nothing could be read");
    }
    if (m_snapshot.partial)
        parts << tr("still loading");
    else if (m_snapshot.loadSeconds > 0)
        parts << tr("read in %1").arg(fmt::duration(m_snapshot.loadSeconds));
    return parts.join(QStringLiteral(" · "));
}

} // namespace steplens
