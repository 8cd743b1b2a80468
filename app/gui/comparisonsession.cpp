#include "comparisonsession.h"

#include "common/analysissettings.h"
#include "compare/comparisonloader.h"
#include "jobs/runloader.h"
#include "recentfolders.h"
#include "runsession.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>

namespace steplens {

namespace {
QString cleanFolder(const QString& path)
{
    const QFileInfo info(path);
    return QDir::cleanPath(info.isFile() ? info.absolutePath() : info.absoluteFilePath());
}

bool sameAnalysisOptions(const AnalysisOptions& a, const AnalysisOptions& b)
{
    return a.steps.batchSize == b.steps.batchSize && a.steps.skipFirstSteps == b.steps.skipFirstSteps &&
           sameThresholds(a.thresholds, b.thresholds);
}
} // namespace

ComparisonSession::ComparisonSession(RunSession* runs, AnalysisSettings* settings, QObject* parent)
    : QObject(parent)
    , m_runs(runs)
    , m_settings(settings)
    , m_loader(new ComparisonLoader(this))
    , m_batchTimer(new QTimer(this))
{
    connect(m_loader, &ComparisonLoader::started, this, &ComparisonSession::started);
    connect(m_loader, &ComparisonLoader::progress, this, &ComparisonSession::progress);
    connect(m_loader, &ComparisonLoader::finished, this, [this](const ComparisonSnapshot& snapshot) {
        m_comparison = snapshot;
        m_batchSize = snapshot.options.steps.batchSize.value_or(0);
        if (!snapshot.empty()) {
            recent::add(snapshot.a.folder);
            recent::add(snapshot.b.folder);
        }
        emit finished(snapshot);
    });
    connect(m_loader, &ComparisonLoader::cancelled, this, &ComparisonSession::cancelled);
    m_batchTimer->setSingleShot(true);
    m_batchTimer->setInterval(300);
    connect(m_batchTimer, &QTimer::timeout, this, &ComparisonSession::reanalyse);
    connect(m_settings, &AnalysisSettings::thresholdsChanged, this, &ComparisonSession::reanalyse);
}

AnalysisOptions ComparisonSession::options() const
{
    AnalysisOptions options;
    options.thresholds = m_settings->thresholds();
    if (m_batchSize > 0)
        options.steps.batchSize = m_batchSize;
    return options;
}

ComparedRun ComparisonSession::reusableRun(const QString& folder, const AnalysisOptions& options) const
{
    // A run in memory is reused as read; its analysis only when it was made with the same options.
    ComparedRun r;
    r.folder = folder;
    auto take = [&](std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis,
                    const AnalysisOptions& made, double seconds) {
        r.run = std::move(run);
        r.loadSeconds = seconds;
        if (sameAnalysisOptions(made, options))
            r.analysis = std::move(analysis);
    };
    if (m_runs->run() && !m_runs->loader()->isLoading() && cleanFolder(m_runs->shownFolder()) == folder)
        take(m_runs->run(), m_runs->runAnalysis(), m_runs->shownOptions(), m_runs->loadSeconds());
    else if (m_comparison.a.run && cleanFolder(m_comparison.a.folder) == folder)
        take(m_comparison.a.run, m_comparison.a.analysis, m_comparison.options, m_comparison.a.loadSeconds);
    else if (m_comparison.b.run && cleanFolder(m_comparison.b.folder) == folder)
        take(m_comparison.b.run, m_comparison.b.analysis, m_comparison.options, m_comparison.b.loadSeconds);
    return r;
}

void ComparisonSession::open(const QString& folderA, const QString& folderB, bool keepBatchSize)
{
    const QString a = cleanFolder(folderA), b = cleanFolder(folderB);
    // The batch size both runs are analysed with: the one on show, else what was set for A (or B).
    if (!keepBatchSize || m_batchSize <= 0) {
        const int forA = RunSession::batchSizeFor(a);
        m_batchSize = forA > 0 ? forA : RunSession::batchSizeFor(b);
        emit batchSizeChosen(m_batchSize);
    }
    ComparisonSnapshot request;
    request.options = options();
    request.a = reusableRun(a, request.options);
    request.b = reusableRun(b, request.options);
    start(request);
}

void ComparisonSession::swap()
{
    if (!m_comparison.a.run || !m_comparison.b.run)
        return;
    start(m_comparison.swapped());
}

void ComparisonSession::replaceSide(bool sideB, const QString& folder)
{
    ComparisonSnapshot request = m_comparison;
    request.comparison.reset();
    request.options = options();
    ComparedRun replacement = reusableRun(cleanFolder(folder), request.options);
    (sideB ? request.b : request.a) = replacement;
    start(request);
}

void ComparisonSession::setBatchSize(int samplesPerStep)
{
    m_batchSize = samplesPerStep;
    m_batchTimer->start();
}

void ComparisonSession::reanalyse()
{
    m_batchTimer->stop();
    if (!m_active || !m_comparison.a.run || !m_comparison.b.run)
        return;
    const AnalysisOptions o = options();
    if (sameAnalysisOptions(o, m_comparison.options))
        return;
    ComparisonSnapshot request = m_comparison;
    request.options = o;
    request.a.analysis.reset();
    request.b.analysis.reset();
    start(request);
    emit message(tr("Analysing both runs again with the new settings…"), 3000);
}

void ComparisonSession::start(ComparisonSnapshot request)
{
    m_runs->cancel();
    LoadOptions load;
    load.timeline = true; // the stacked timelines of the comparison will need them
    m_loader->start(request, load);
}

void ComparisonSession::cancel()
{
    m_loader->cancel();
}

void ComparisonSession::clear()
{
    m_loader->cancel();
    m_comparison = ComparisonSnapshot();
    m_active = false;
}

bool ComparisonSession::isBusy() const
{
    return m_loader->isBusy() || m_batchTimer->isActive();
}

QString ComparisonSession::statusText() const
{
    if (m_comparison.empty())
        return m_comparison.problem.isEmpty() ? tr("Comparison") : m_comparison.problem;
    QStringList parts;
    parts << tr("Comparing A: %1 with B: %2").arg(m_comparison.nameA(), m_comparison.nameB());
    if (!m_comparison.rankText().isEmpty())
        parts << m_comparison.rankText();
    const RunComparison& c = *m_comparison.comparison;
    if (c.throughputRatio)
        parts << tr("B runs at %1× A's steps/s").arg(QString::number(*c.throughputRatio, 'f', 2));
    return parts.join(QStringLiteral(" · "));
}

} // namespace steplens
