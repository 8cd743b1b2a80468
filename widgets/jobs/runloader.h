#pragma once
// Loads a profiler folder on a worker thread with core's loadRun and reports back on the GUI thread:
// progress, each rank's small sections as soon as they are read (so panels fill in early), then the
// whole run. Loading a new folder cancels the one in flight; its late results are dropped.
#include "jobs/jobtracker.h"
#include "load.h"

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

    // Starts loading `folder`; a load already running is cancelled first.
    void load(const QString& folder, const LoadOptions& options = {});
    // Stops the running load; emits cancelled() for it.
    void cancel();
    bool isLoading() const { return m_loading; }
    QString folder() const { return m_folder; }

    // For tests and shutdown.
    bool waitForIdle(int msecs = -1) { return m_jobs.waitForDone(msecs); }

signals:
    void started(const QString& folder);
    void progress(double fraction, const QString& stage);
    // One rank's small sections (timeline not read yet). A copy, owned by the receiver.
    void sectionsReady(std::shared_ptr<const steplens::Profile> partial);
    void finished(std::shared_ptr<const steplens::Run> run, double seconds);
    void cancelled(const QString& folder);

private:
    JobTracker m_jobs;
    bool m_loading = false;
    QString m_folder;
};

} // namespace steplens

Q_DECLARE_METATYPE(std::shared_ptr<const steplens::Profile>)
Q_DECLARE_METATYPE(std::shared_ptr<const steplens::Run>)
