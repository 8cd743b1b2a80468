#pragma once
// Prepares a comparison on a worker thread, like RunLoader does for one run: reads the side(s) not
// in memory yet (with progress, cancellable), analyses any side whose analysis is missing or was
// made with other options (both with the same thresholds and batch size), and computes the
// comparison. Swapping A and B, or replacing one run, reuses what is already loaded. A new request
// cancels the one in flight; its late results are dropped.
#include "compare/comparisonsnapshot.h"
#include "common/jobtracker.h"
#include "load/load.h"

#include <QObject>

namespace steplens {

class ComparisonLoader : public QObject
{
    Q_OBJECT
public:
    explicit ComparisonLoader(QObject* parent = nullptr);
    ~ComparisonLoader() override;

    // `request.a` / `request.b`: a side with a null run is read from its folder; a side whose
    // analysis is null is analysed with `request.options`. The comparison is always recomputed.
    void start(const ComparisonSnapshot& request, const LoadOptions& loadOptions = {});
    void cancel();
    bool isBusy() const { return m_busy; }
    bool waitForIdle(int msecs = -1) { return m_jobs.waitForDone(msecs); }

signals:
    void started(const QString& folderA, const QString& folderB);
    void progress(double fraction, const QString& stage);
    void finished(const steplens::ComparisonSnapshot& snapshot);
    void cancelled();

private:
    JobTracker m_jobs;
    bool m_busy = false;
};

} // namespace steplens
