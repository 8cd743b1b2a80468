#include "examplerun.h"

#include "common/jobtracker.h"
#include "example/example_runs.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

#include <string>

namespace steplens {

namespace {

// The generator writes one folder per run ("1-baseline", "2-..."); take the baseline one.
QString baselineIn(const QDir& root)
{
    const QStringList runs = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& run : runs)
        if (run.endsWith(QLatin1String("baseline")))
            return root.filePath(run);
    return runs.isEmpty() ? QString() : root.filePath(runs.first());
}

} // namespace

QString exampleRunsFolder()
{
    QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (cache.isEmpty())
        cache = QDir::temp().filePath(QStringLiteral("steplens-cache"));
    return QDir(cache).filePath(QStringLiteral("example-runs/") + QCoreApplication::applicationVersion());
}

namespace {
// The last run of the story: the generator numbers its folders in order.
QString finalIn(const QDir& root)
{
    const QStringList runs = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    return runs.isEmpty() ? QString() : root.filePath(runs.last());
}
} // namespace

bool ensureExampleComparison(QString* baseline, QString* final, QString* error)
{
    if (!ensureExampleBaseline(baseline, error))
        return false;
    *final = finalIn(QDir(exampleRunsFolder()));
    if (final->isEmpty() || *final == *baseline) {
        *error = QCoreApplication::translate("ExampleRun", "the example has only one run");
        return false;
    }
    return true;
}

bool ensureExampleBaseline(QString* folder, QString* error)
{
    const QDir root(exampleRunsFolder());
    if (root.exists()) {
        const QString baseline = baselineIn(root);
        if (!baseline.isEmpty()) {
            *folder = baseline;
            return true;
        }
    }
    // Generate into a fresh sibling and rename it into place, so an interrupted run never leaves
    // a half-written example behind that would be taken for a complete one.
    QDir parent(QFileInfo(root.path()).path());
    if (!parent.mkpath(QStringLiteral("."))) {
        *error = QCoreApplication::translate("ExampleRun", "cannot create %1").arg(parent.path());
        return false;
    }
    const QString staging = root.path() + QStringLiteral(".partial");
    QDir(staging).removeRecursively();
    std::string message;
    if (!writeExampleRuns(staging.toStdString(), message)) {
        QDir(staging).removeRecursively();
        *error = QString::fromStdString(message);
        return false;
    }
    QDir(root.path()).removeRecursively();
    if (!QDir().rename(staging, root.path())) {
        *error = QCoreApplication::translate("ExampleRun", "cannot move the example runs into %1").arg(root.path());
        return false;
    }
    *folder = baselineIn(root);
    if (folder->isEmpty()) {
        *error = QCoreApplication::translate("ExampleRun", "the example generator wrote no run folder");
        return false;
    }
    return true;
}

ExamplePreparer::ExamplePreparer(QObject* parent)
    : QObject(parent)
    , m_job(std::make_unique<JobTracker>(this))
{
}

ExamplePreparer::~ExamplePreparer() = default;

void ExamplePreparer::prepare(bool comparison)
{
    m_job->start([this, comparison](const JobContext& job) {
        QString baseline, final, error;
        const bool ok = comparison ? ensureExampleComparison(&baseline, &final, &error)
                                   : ensureExampleBaseline(&baseline, &error);
        job.post([this, comparison, ok, baseline, final, error] {
            if (ok)
                emit ready(comparison ? QStringList{baseline, final} : QStringList{baseline});
            else
                emit failed(comparison ? tr("The example runs could not be opened: %1.").arg(error)
                                       : tr("The example could not be opened: %1.").arg(error));
        });
    });
}

void ExamplePreparer::cancel()
{
    m_job->cancel();
}

} // namespace steplens
