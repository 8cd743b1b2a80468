#include "jobs/clusterloader.h"

#include "jobs/runloader.h"
#include "load/load_summary.h"

#include <QElapsedTimer>

#include <atomic>

namespace steplens {

ClusterLoader::ClusterLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
    , m_rankLoader(new RunLoader(this))
{
    qRegisterMetaType<std::shared_ptr<const ClusterOverview>>();
    auto forward = [this](std::shared_ptr<const Profile> partial, std::shared_ptr<const ProfileAnalysis> analysis) {
        emit rankSectionsReady(m_requestedRank, std::move(partial), std::move(analysis));
    };
    connect(m_rankLoader, &RunLoader::stepsReady, this, forward);
    connect(m_rankLoader, &RunLoader::sectionsReady, this, forward);
    connect(m_rankLoader, &RunLoader::finished, this,
            [this](std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis, double seconds) {
                if (!run || run->ranks.empty()) {
                    emit rankFailed(m_requestedRank,
                                    tr("rank %1 could not be read from %2").arg(m_requestedRank).arg(m_folder));
                    return;
                }
                emit rankLoaded(m_requestedRank, std::move(run), std::move(analysis), seconds);
            });
}

ClusterLoader::~ClusterLoader() = default;

void ClusterLoader::load(const QString& folder, const AnalysisOptions& options, int threads)
{
    if (m_loading)
        cancel();
    m_rankLoader->cancel();
    m_loading = true;
    m_folder = folder;
    m_overview.reset();
    emit started(folder);
    const std::string path = folder.toStdString();
    m_jobs.start([this, path, options, threads, folder](const JobContext& job) {
        QElapsedTimer timer;
        timer.start();
        auto lastPercent = std::make_shared<std::atomic<int>>(-1);
        SummaryCallbacks callbacks;
        callbacks.cancelled = [&job] { return job.cancelled(); };
        callbacks.progress = [this, &job, lastPercent](double fraction, const std::string& stage) {
            const int pct = int(fraction * 100);
            if (pct == lastPercent->exchange(pct))
                return;
            const QString text = QString::fromStdString(stage);
            job.post([this, fraction, text] { emit progress(fraction, text); });
        };
        SummaryOptions summaryOptions;
        summaryOptions.threads = threads;
        auto summary = std::make_shared<const ClusterSummary>(loadClusterSummary(path, summaryOptions, callbacks));
        if (job.cancelled())
            return;
        if (summary->ranks.empty()) {
            QString why;
            for (const auto& d : summary->diagnostics)
                if (d.severity == Severity::Error) {
                    why = QString::fromStdString(d.message.english());
                    break;
                }
            if (why.isEmpty())
                why = tr("no rank could be read");
            job.post([this, folder, why] {
                m_loading = false;
                emit failed(folder, why);
            });
            return;
        }
        auto overview = analyzeClusterSummary(summary, options);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        job.post([this, overview, seconds] {
            m_loading = false;
            m_overview = overview;
            emit summaryReady(overview, seconds);
        });
    });
}

void ClusterLoader::reanalyse(const AnalysisOptions& options)
{
    if (!m_overview || m_loading)
        return;
    auto summary = m_overview->summary;
    m_jobs.start([this, summary, options](const JobContext& job) {
        auto overview = analyzeClusterSummary(summary, options);
        job.post([this, overview] {
            m_overview = overview;
            emit summaryReady(overview, 0.0);
        });
    });
}

void ClusterLoader::loadRank(int rank, const LoadOptions& options)
{
    m_requestedRank = rank;
    if (m_overview && !m_overview->summary->rankOpenable(rank)) {
        const ClusterSource source = m_overview->summary->source;
        emit rankFailed(
            rank, source == ClusterSource::Reports
                      ? tr("rank %1 comes from a report file: its profiler folder is not on this machine").arg(rank)
                  : source == ClusterSource::ClusterAnalysisOutput
                      ? tr("rank %1 comes from cluster_analysis_output: open its rank folder to see it").arg(rank)
                      : tr("rank %1 is not in this folder").arg(rank));
        return;
    }
    LoadOptions o = options;
    o.onlyRank = rank;
    m_rankLoader->load(m_folder, o, m_overview ? m_overview->options : AnalysisOptions{}, rank);
}

void ClusterLoader::cancel()
{
    if (!m_loading)
        return;
    m_jobs.cancel();
    m_loading = false;
    emit cancelled(m_folder);
}

bool ClusterLoader::waitForIdle(int msecs)
{
    return m_jobs.waitForDone(msecs) && m_rankLoader->waitForIdle(msecs);
}

} // namespace steplens
