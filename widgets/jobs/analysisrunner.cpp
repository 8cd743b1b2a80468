#include "jobs/analysisrunner.h"

namespace steplens {

AnalysisRunner::AnalysisRunner(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    qRegisterMetaType<std::shared_ptr<const Run>>();
    qRegisterMetaType<std::shared_ptr<const RunAnalysis>>();
}

AnalysisRunner::~AnalysisRunner() = default;

void AnalysisRunner::analyse(std::shared_ptr<const Run> run, const AnalysisOptions& options)
{
    if (!run)
        return;
    m_running = true;
    m_jobs.start([this, run, options](const JobContext& job) {
        auto analysis = std::make_shared<const RunAnalysis>(analyzeRun(*run, options));
        job.post([this, run, analysis] {
            m_running = false;
            emit finished(run, analysis);
        });
    });
}

void AnalysisRunner::cancel()
{
    m_jobs.cancel();
    m_running = false;
}

} // namespace steplens
