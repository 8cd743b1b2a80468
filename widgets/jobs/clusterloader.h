#pragma once
// Opens a many-rank job for the Cluster view, on worker threads, in two parts:
//  - load(folder): the cluster summary first (core's loadClusterSummary on its thread pool: every
//    rank's step table, communication totals and links, from the small files only) and its analysis
//    (analyzeClusterSummary), delivered as one ClusterOverview through summaryReady, before any rank's
//    timeline or kernel table is read;
//  - loadRank(rank): one rank in full, on demand (core's loadRun with LoadOptions::onlyRank, through
//    a RunLoader), delivered through rankSectionsReady (steps, then sections, early) and rankLoaded.
// reanalyse(options) re-runs only the cluster analysis on the summary in hand (a threshold changed).
// A new load cancels the one in flight; late results are dropped.
#include "analysis/run_analysis.h"
#include "common/jobtracker.h"
#include "jobs/metatypes.h"
#include "load/load.h"

#include <QObject>
#include <QString>

#include <memory>

Q_DECLARE_METATYPE(std::shared_ptr<const steplens::ClusterOverview>)

namespace steplens {

class RunLoader;

class ClusterLoader : public QObject
{
    Q_OBJECT
public:
    explicit ClusterLoader(QObject* parent = nullptr);
    ~ClusterLoader() override;

    // Reads the summary of `folder` (a job folder, cluster_analysis_output, or a folder of per-rank
    // reports). `threads` 0 = one per core.
    void load(const QString& folder, const AnalysisOptions& options = {}, int threads = 0);
    // Re-analyses the summary in hand with new options; emits summaryReady again. Nothing when no
    // summary has arrived yet.
    void reanalyse(const AnalysisOptions& options);
    // Reads rank `rank` of the folder in full (not possible for a folder of reports or
    // cluster_analysis_output: rankFailed says so).
    void loadRank(int rank, const LoadOptions& options = {});
    void cancel();

    bool isLoading() const { return m_loading; }
    QString folder() const { return m_folder; }
    std::shared_ptr<const ClusterOverview> overview() const { return m_overview; }
    RunLoader* rankLoader() const { return m_rankLoader; }

    // For tests and shutdown.
    bool waitForIdle(int msecs = -1);

signals:
    void started(const QString& folder);
    void progress(double fraction, const QString& stage);
    // The cluster overview; `seconds` is the wall time from load() (0 for a re-analysis).
    void summaryReady(std::shared_ptr<const steplens::ClusterOverview> overview, double seconds);
    // No rank could be read; `why` says what was found instead.
    void failed(const QString& folder, const QString& why);
    void cancelled(const QString& folder);
    // The rank requested with loadRank: its steps, then its sections (each partial replaces the one
    // before), then the whole rank.
    void rankSectionsReady(int rank, std::shared_ptr<const steplens::Profile> partial,
                           std::shared_ptr<const steplens::ProfileAnalysis> analysis);
    void rankLoaded(int rank, std::shared_ptr<const steplens::Run> run,
                    std::shared_ptr<const steplens::RunAnalysis> analysis, double seconds);
    void rankFailed(int rank, const QString& why);

private:
    JobTracker m_jobs;
    RunLoader* m_rankLoader;
    bool m_loading = false;
    QString m_folder;
    int m_requestedRank = -1;
    std::shared_ptr<const ClusterOverview> m_overview;
};

} // namespace steplens
