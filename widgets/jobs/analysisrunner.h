#pragma once
// Re-runs the analysis of a loaded run on a worker thread (the batch size or a threshold changed):
// the files are not read again. A newer request cancels the one in flight; its result is dropped.
#include "analysis/run_analysis.h"
#include "common/jobtracker.h"
#include "jobs/metatypes.h"

#include <QObject>

#include <memory>

namespace steplens {

class AnalysisRunner : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisRunner(QObject* parent = nullptr);
    ~AnalysisRunner() override;

    void analyse(std::shared_ptr<const Run> run, const AnalysisOptions& options);
    void cancel();
    bool isRunning() const { return m_running; }
    bool waitForIdle(int msecs = -1) { return m_jobs.waitForDone(msecs); }

signals:
    void finished(std::shared_ptr<const steplens::Run> run, std::shared_ptr<const steplens::RunAnalysis> analysis);

private:
    JobTracker m_jobs;
    bool m_running = false;
};

} // namespace steplens
