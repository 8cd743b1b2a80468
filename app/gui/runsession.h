#pragma once
// The run on show in the main window, without any widget: opening a folder (the cluster summary
// first when it has several ranks, then every rank in full, both off the UI thread), the rank on
// show, and the analysis run again in the background when the batch size or a threshold changes.
// The window listens to its signals and hands the snapshots to the panels; tests drive it directly.
#include "common/viewsnapshot.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

class QTimer;

namespace steplens {

class AnalysisRunner;
class AnalysisSettings;
class ClusterLoader;
class RunLoader;

class RunSession : public QObject
{
    Q_OBJECT
public:
    explicit RunSession(AnalysisSettings* settings, QObject* parent = nullptr);
    ~RunSession() override;

    // Reads `path` (a file stands for its folder). A folder with two ranks or more shows its cluster
    // summary (clusterReady) before any rank is read in full; then every rank is read.
    void open(const QString& path);
    // Reads the folder on show again, keeping the rank on show.
    void reload();
    void cancel();
    // Nothing on show any more.
    void close();
    // The rank at `index` of the run (run()->ranks); nothing while the run is not read yet.
    void selectIndex(int index);
    // The rank numbered `rank`; when the run is still being read, it is shown once it is; in a job read
    // rank by rank, that rank is read now.
    void showRank(int rank);
    // The samples per step the user typed for the folder on show: remembered per folder, and the run
    // is analysed again once the typing settles.
    void setBatchSize(int samplesPerStep);
    // The batch size saved for `folder` (0 when none).
    static int batchSizeFor(const QString& folder);

    // What the analysis of the folder on show uses: the thresholds and the folder's batch size.
    AnalysisOptions analysisOptions() const;
    bool isLoading() const;
    // True while the files are read or the run is analysed again.
    bool isBusy() const;
    const ViewSnapshot& snapshot() const { return m_snapshot; }
    std::shared_ptr<const Run> run() const { return m_run; }
    std::shared_ptr<const RunAnalysis> runAnalysis() const { return m_runAnalysis; }
    // The analysis options m_runAnalysis was made with.
    const AnalysisOptions& shownOptions() const { return m_shownOptions; }
    double loadSeconds() const { return m_loadSeconds; }
    // The cluster read summary first for the folder on show (null for a single rank).
    std::shared_ptr<const ClusterOverview> cluster() const { return m_cluster; }
    // The folder whose data is on show, else the one being read.
    QString folder() const { return m_shownFolder.isEmpty() ? m_folder : m_shownFolder; }
    QString shownFolder() const { return m_shownFolder; }
    // Index in run()->ranks of the rank on show; -1 when none.
    int rankIndex() const { return m_rankIndex; }
    // The ranks the user can pick: every rank of the run, or of the cluster when its ranks are read
    // one at a time.
    std::vector<int> rankNumbers() const;
    // True when the folder has more ranks than are read together (kRanksReadTogether): only the rank
    // on show is read in full, the others when they are picked.
    bool readsRanksOnDemand() const { return m_onDemand; }
    // Up to this many ranks every rank is read (switching is instant); above it only the rank on show,
    // so that memory follows one rank and not the job (docs/cluster.md).
    static constexpr std::size_t kRanksReadTogether = 8;
    // "folder · rank 0 · 3 sections: … · read in 1.2 s": what the status bar says about the run.
    QString statusText() const;

    RunLoader* loader() const { return m_loader; }
    ClusterLoader* clusterLoader() const { return m_clusterLoader; }
    AnalysisRunner* analysisRunner() const { return m_analysisRunner; }

signals:
    void loadStarted(const QString& folder);
    void progress(double fraction, const QString& stage);
    // Another folder's data comes on show: what was selected in the old one no longer applies.
    void folderChanged(const QString& folder, int batchSize);
    // The cluster summary of a folder with several ranks (read first), or its re-analysis.
    void clusterReady(std::shared_ptr<const steplens::ClusterOverview> overview);
    // Every rank is read: the rank selector lists them.
    void runLoaded(std::shared_ptr<const steplens::Run> run);
    // A new snapshot for the panels. `fromLoad`: it comes from a folder the user opened (so it
    // replaces a comparison on show), not from a re-analysis or a rank switch.
    void snapshotChanged(const steplens::ViewSnapshot& snapshot, bool fromLoad);
    // Nothing could be read: the Problems panel says why.
    void problems(const QString& folder);
    void cancelled(const QString& folder);
    // A transient note for the status bar ("Analysing again…").
    void message(const QString& text, int milliseconds);

private:
    void startRunLoad();
    void adoptFolder();
    void onClusterReady(std::shared_ptr<const ClusterOverview> overview, double seconds);
    void onPartial(std::shared_ptr<const Profile> partial, std::shared_ptr<const ProfileAnalysis> analysis);
    void onFinished(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis, double seconds);
    void onAnalysed(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis);
    void onCancelled(const QString& folder);
    void reanalyse();
    void setSnapshot(ViewSnapshot snapshot, bool fromLoad);

    AnalysisSettings* m_settings;
    RunLoader* m_loader;
    ClusterLoader* m_clusterLoader;
    AnalysisRunner* m_analysisRunner;
    QTimer* m_reanalyseTimer;      // batch-size typing settles before the analysis runs
    AnalysisOptions m_loadOptions; // what the load in flight analyses with
    AnalysisOptions m_shownOptions;
    ViewSnapshot m_snapshot;
    std::shared_ptr<const Run> m_run;
    std::shared_ptr<const RunAnalysis> m_runAnalysis;
    std::shared_ptr<const ClusterOverview> m_cluster;
    QString m_folder;      // the folder being read (or on show)
    QString m_shownFolder; // the folder whose data is on show
    int m_batchSize = 0;
    int m_preferredRank = INT32_MIN;
    int m_rankIndex = -1;
    bool m_summaryPending = false; // the cluster summary is read before the ranks
    bool m_partialShown = false;
    std::string m_partialFolder;  // the rank folder of the partial on show
    bool m_onDemand = false;      // ranks are read one at a time (a job of many ranks)
    bool m_replacingLoad = false; // a rank load replaced by the next rank's is not a cancellation
    double m_loadSeconds = 0;
};

} // namespace steplens
