#include "compare/comparisonloader.h"

#include "common/messagetext.h"

#include <QElapsedTimer>

#include <atomic>

namespace steplens {

ComparisonLoader::ComparisonLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    qRegisterMetaType<steplens::ComparisonSnapshot>();
}

ComparisonLoader::~ComparisonLoader() = default;

void ComparisonLoader::start(const ComparisonSnapshot& request, const LoadOptions& loadOptions)
{
    if (m_busy)
        cancel();
    m_busy = true;
    emit started(request.a.folder, request.b.folder);
    m_jobs.start([this, request, loadOptions](const JobContext& job) {
        ComparisonSnapshot s = request;
        // Reading takes most of the time: each side to read gets an equal share of the bar, the
        // analysis and comparison the last tenth.
        const int toRead = (s.a.loaded() ? 0 : 1) + (s.b.loaded() ? 0 : 1);
        int readIndex = 0;
        for (auto [side, label] : {std::pair{&s.a, QStringLiteral("A")}, std::pair{&s.b, QStringLiteral("B")}}) {
            if (side->loaded())
                continue;
            QElapsedTimer timer;
            timer.start();
            auto lastPercent = std::make_shared<std::atomic<int>>(-1);
            const double base = 0.9 * readIndex / toRead, span = 0.9 / toRead;
            LoadCallbacks callbacks;
            callbacks.cancelled = [&job] { return job.cancelled(); };
            callbacks.progress = [this, &job, lastPercent, base, span, label](double fraction,
                                                                              const Message& stage) {
                const double overall = base + span * fraction;
                const int pct = int(overall * 100);
                if (pct == lastPercent->exchange(pct))
                    return;
                const QString text = tr("Run %1: %2").arg(label, messageText(stage));
                job.post([this, overall, text] { emit progress(overall, text); });
            };
            side->run = std::make_shared<const Run>(loadRun(side->folder.toStdString(), loadOptions, callbacks));
            side->analysis.reset();
            side->loadSeconds = double(timer.nsecsElapsed()) / 1e9;
            if (job.cancelled())
                return;
            ++readIndex;
        }
        job.post([this] { emit progress(0.92, tr("Analysing both runs")); });
        completeComparison(s);
        if (job.cancelled())
            return;
        job.post([this, s] {
            m_busy = false;
            emit finished(s);
        });
    });
}

void ComparisonLoader::cancel()
{
    if (!m_busy)
        return;
    m_jobs.cancel();
    m_busy = false;
    emit cancelled();
}

} // namespace steplens
