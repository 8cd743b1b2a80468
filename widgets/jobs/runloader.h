#pragma once
// Loads a profiler folder on a worker thread with core's loadRun and reports back on the GUI thread:
// progress, each rank's steps and then its sections as soon as they are read (so panels fill in early), then the
// whole run with its analysis (analyzeRun, on the same worker). Loading a new folder cancels the one
// in flight; its late results are dropped.
#include "analysis/run_analysis.h"
#include "common/jobtracker.h"
#include "jobs/metatypes.h"
#include "load/load.h"

#include <QObject>
#include <QString>

#include <memory>

namespace steplens {

class RunLoader : public QObject
{
    Q_OBJECT
public:
    explicit RunLoader(QObject* parent = nullptr);
    ~RunLoader() override;

    static constexpr int kFirstRank = INT32_MIN;
    // How progress() shares the bar: the load (LoadCallbacks::progress), then copying and analysing the
    // early rank's sections (done inside the load, when they arrive), then analyzeRun after the load.
    // On a 5M-row kernel_details.csv rank: 3.9 s reading, 1.5-2.7 s the early analysis, 0.7-1.0 s the
    // run's; without these shares the bar sat at 100 % for those seconds.
    static constexpr double kLoadShare = 0.8;
    static constexpr double kEarlyAnalysisShare = 0.1;

    // Starts loading `folder`; a load already running is cancelled first. The partial sections of
    // `earlyRank` (else of the first rank read) are analysed as soon as they arrive, so the panels
    // show findings before the timeline is read.
    void load(const QString& folder, const LoadOptions& options = {}, const AnalysisOptions& analysis = {},
              int earlyRank = kFirstRank);
    // Stops the running load; emits cancelled() for it.
    void cancel();
    bool isLoading() const { return m_loading; }
    QString folder() const { return m_folder; }

    // For tests and shutdown.
    bool waitForIdle(int msecs = -1) { return m_jobs.waitForDone(msecs); }

signals:
    void started(const QString& folder);
    void progress(double fraction, const QString& stage);
    // The early rank's step trace and small files (LoadCallbacks::stepsReady: no operator table, kernel or
    // timeline yet), then its sections (timeline not read yet), each with its analysis. Copies, owned by
    // the receiver. Other ranks send none: they arrive with the whole run.
    void stepsReady(std::shared_ptr<const steplens::Profile> partial,
                    std::shared_ptr<const steplens::ProfileAnalysis> analysis);
    void sectionsReady(std::shared_ptr<const steplens::Profile> partial,
                       std::shared_ptr<const steplens::ProfileAnalysis> analysis);
    void finished(std::shared_ptr<const steplens::Run> run, std::shared_ptr<const steplens::RunAnalysis> analysis,
                  double seconds);
    void cancelled(const QString& folder);

private:
    JobTracker m_jobs;
    bool m_loading = false;
    QString m_folder;
};

} // namespace steplens
