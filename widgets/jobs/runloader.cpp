#include "jobs/runloader.h"

#include <QElapsedTimer>

#include <atomic>

namespace steplens {

RunLoader::RunLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    qRegisterMetaType<std::shared_ptr<const Profile>>();
    qRegisterMetaType<std::shared_ptr<const Run>>();
}

RunLoader::~RunLoader() = default;

void RunLoader::load(const QString& folder, const LoadOptions& options)
{
    if (m_loading)
        cancel();
    m_loading = true;
    m_folder = folder;
    emit started(folder);
    const std::string path = folder.toStdString();
    m_jobs.start([this, path, options](const JobContext& job) {
        QElapsedTimer timer;
        timer.start();
        // Progress is throttled: a queued call per percent is plenty and keeps the event queue short.
        auto lastPercent = std::make_shared<std::atomic<int>>(-1);
        LoadCallbacks callbacks;
        callbacks.cancelled = [&job] { return job.cancelled(); };
        callbacks.progress = [this, &job, lastPercent](double fraction, const std::string& stage) {
            int pct = static_cast<int>(fraction * 100);
            if (pct == lastPercent->exchange(pct))
                return;
            QString text = QString::fromStdString(stage);
            job.post([this, fraction, text] { emit progress(fraction, text); });
        };
        callbacks.sectionsReady = [this, &job](const Profile& partial) {
            auto copy = std::make_shared<const Profile>(partial);
            job.post([this, copy] { emit sectionsReady(copy); });
        };
        auto run = std::make_shared<const Run>(loadRun(path, options, callbacks));
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        job.post([this, run, seconds] {
            m_loading = false;
            emit finished(run, seconds);
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
