#include "jobs/runloader.h"

#include "common/messagetext.h"

#include <QElapsedTimer>

#include <atomic>

namespace steplens {

RunLoader::RunLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    qRegisterMetaType<std::shared_ptr<const Profile>>();
    qRegisterMetaType<std::shared_ptr<const Run>>();
    qRegisterMetaType<std::shared_ptr<const ProfileAnalysis>>();
    qRegisterMetaType<std::shared_ptr<const RunAnalysis>>();
}

RunLoader::~RunLoader() = default;

void RunLoader::load(const QString& folder, const LoadOptions& options, const AnalysisOptions& analysisOptions,
                     int earlyRank)
{
    if (m_loading)
        cancel();
    m_loading = true;
    m_folder = folder;
    emit started(folder);
    const std::string path = folder.toStdString();
    m_jobs.start([this, path, options, analysisOptions, earlyRank](const JobContext& job) {
        QElapsedTimer timer;
        timer.start();
        // Progress is throttled: a queued call per percent is plenty and keeps the event queue short.
        auto lastPercent = std::make_shared<std::atomic<int>>(-1);
        LoadCallbacks callbacks;
        callbacks.cancelled = [&job] { return job.cancelled(); };
        callbacks.progress = [this, &job, lastPercent](double fraction, const Message& stage) {
            int pct = static_cast<int>(fraction * 100);
            if (pct == lastPercent->exchange(pct))
                return;
            QString text = messageText(stage); // translate() is thread-safe
            job.post([this, fraction, text] { emit progress(fraction, text); });
        };
        // Only one rank is analysed early (the one the window will show), at each of its two partials;
        // the rest wait for analyzeRun. The partials come in the ranks' order, so the first of each kind
        // is the first rank's.
        bool analysedSteps = false, analysedSections = false;
        auto partialOf = [this, &job, &analysisOptions, earlyRank](
                             bool& analysed, void (RunLoader::*signal)(std::shared_ptr<const Profile>,
                                                                       std::shared_ptr<const ProfileAnalysis>)) {
            return [this, &job, &analysisOptions, earlyRank, &analysed, signal](const Profile& partial) {
                auto copy = std::make_shared<const Profile>(partial);
                std::shared_ptr<const ProfileAnalysis> analysis;
                if (!analysed && (earlyRank == kFirstRank || partial.rank == earlyRank) && !job.cancelled()) {
                    analysed = true;
                    analysis = std::make_shared<const ProfileAnalysis>(analyzeProfile(*copy, analysisOptions));
                }
                job.post([this, copy, analysis, signal] { emit(this->*signal)(copy, analysis); });
            };
        };
        callbacks.stepsReady = partialOf(analysedSteps, &RunLoader::stepsReady);
        callbacks.sectionsReady = partialOf(analysedSections, &RunLoader::sectionsReady);
        auto run = std::make_shared<const Run>(loadRun(path, options, callbacks));
        if (job.cancelled())
            return;
        auto analysis = std::make_shared<const RunAnalysis>(analyzeRun(*run, analysisOptions));
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        job.post([this, run, analysis, seconds] {
            m_loading = false;
            emit finished(run, analysis, seconds);
        });
    });
}

void RunLoader::cancel()
{
    if (!m_loading)
        return;
    m_jobs.cancel();
    m_loading = false;
    emit cancelled(m_folder);
}

} // namespace steplens
