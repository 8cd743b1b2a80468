// MainWindow: comparing two runs. The comparison view takes the place of the docks; the runs are
// read and analysed off the UI thread by the ComparisonLoader, reusing every run already in memory
// (the single run on show, the two runs of the comparison on show), so swapping A and B or
// replacing one never reads the other again.
#include "common/analysissettings.h"
#include "compare/comparisonview.h"
#include "examplerun.h"
#include "compare/comparisonloader.h"
#include "common/jobtracker.h"
#include "jobs/runloader.h"
#include "mainwindow.h"
#include "recentfolders.h"
#include "startpage.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QProgressBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTimer>

namespace steplens {

namespace {
const auto kBatchSizesKey = QStringLiteral("runs/batchSizes");

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

bool MainWindow::comparisonShown() const
{
    return !m_central->isHidden() && m_central->currentWidget() == m_comparisonView;
}

AnalysisOptions MainWindow::comparisonOptions() const
{
    AnalysisOptions options;
    options.thresholds = m_analysisSettings->thresholds();
    if (m_comparisonView->batchSize() > 0)
        options.steps.batchSize = m_comparisonView->batchSize();
    return options;
}

ComparedRun MainWindow::reusableRun(const QString& folder, const AnalysisOptions& options) const
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
    if (m_run && !m_loader->isLoading() && cleanFolder(m_shownFolder) == folder)
        take(m_run, m_runAnalysis, m_shownOptions, m_loadSeconds);
    else if (m_comparison.a.run && cleanFolder(m_comparison.a.folder) == folder)
        take(m_comparison.a.run, m_comparison.a.analysis, m_comparison.options, m_comparison.a.loadSeconds);
    else if (m_comparison.b.run && cleanFolder(m_comparison.b.folder) == folder)
        take(m_comparison.b.run, m_comparison.b.analysis, m_comparison.options, m_comparison.b.loadSeconds);
    return r;
}

void MainWindow::openComparison(const QString& folderA, const QString& folderB)
{
    const QString a = cleanFolder(folderA), b = cleanFolder(folderB);
    // The batch size both runs are analysed with: the one on show, else what was set for A (or B).
    if (!comparisonShown() || m_comparisonView->batchSize() <= 0) {
        const QVariantMap sizes = QSettings().value(kBatchSizesKey).toMap();
        m_comparisonView->setBatchSize(sizes.value(a, sizes.value(b, 0)).toInt());
    }
    ComparisonSnapshot request;
    request.options = comparisonOptions();
    request.a = reusableRun(a, request.options);
    request.b = reusableRun(b, request.options);
    startComparison(request);
}

void MainWindow::compareWith(const QString& folderB)
{
    if (comparisonShown() && !m_comparison.a.folder.isEmpty()) {
        replaceComparisonSide(true, folderB);
        return;
    }
    const QString a = m_shownFolder.isEmpty() ? m_folder : m_shownFolder;
    if (a.isEmpty()) {
        openFolder(folderB); // nothing to compare with yet: open it on its own
        return;
    }
    openComparison(a, folderB);
}

void MainWindow::openExampleComparison()
{
    if (startPageShown())
        m_startPage->setStatus(tr("Preparing the example runs…"));
    m_exampleJob->start([this](const JobContext& job) {
        QString baseline, final, error;
        const bool ok = ensureExampleComparison(&baseline, &final, &error);
        job.post([this, ok, baseline, final, error] {
            if (ok) {
                openComparison(baseline, final);
                return;
            }
            const QString text = tr("The example runs could not be opened: %1.").arg(error);
            if (startPageShown())
                m_startPage->setStatus(text);
            showStatusMessage(text, 10000);
        });
    });
}

void MainWindow::swapComparison()
{
    if (!m_comparison.a.run || !m_comparison.b.run)
        return;
    startComparison(m_comparison.swapped());
}

void MainWindow::replaceComparisonSide(bool sideB, const QString& folder)
{
    ComparisonSnapshot request = m_comparison;
    request.comparison.reset();
    request.options = comparisonOptions();
    ComparedRun replacement = reusableRun(cleanFolder(folder), request.options);
    (sideB ? request.b : request.a) = replacement;
    startComparison(request);
}

void MainWindow::reanalyseComparison()
{
    m_compareBatchTimer->stop();
    if (!comparisonShown() || !m_comparison.a.run || !m_comparison.b.run)
        return;
    const AnalysisOptions options = comparisonOptions();
    if (sameAnalysisOptions(options, m_comparison.options))
        return;
    ComparisonSnapshot request = m_comparison;
    request.options = options;
    request.a.analysis.reset();
    request.b.analysis.reset();
    startComparison(request);
    showStatusMessage(tr("Analysing both runs again with the new settings…"), 3000);
}

void MainWindow::startComparison(ComparisonSnapshot request)
{
    m_exampleJob->cancel();
    m_loader->cancel();
    m_leaveComparison = false;
    LoadOptions load;
    load.timeline = true; // the stacked timelines of the comparison will need them
    m_compareLoader->start(request, load);
}

void MainWindow::onComparisonStarted()
{
    setLoadingUi(true);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Preparing the comparison…"));
    if (startPageShown())
        m_startPage->setStatus(tr("Reading the two runs…"));
    m_comparisonView->showLoading(tr("Reading and analysing the two runs…"));
}

void MainWindow::onComparisonFinished(const ComparisonSnapshot& snapshot)
{
    setLoadingUi(false);
    m_comparison = snapshot;
    m_comparisonView->setBatchSize(snapshot.options.steps.batchSize.value_or(0));
    m_comparisonView->showComparison(snapshot);
    setComparisonShown();
    if (!snapshot.empty()) {
        recent::add(snapshot.a.folder);
        recent::add(snapshot.b.folder);
    } else {
        showStatusMessage(snapshot.problem, 10000);
    }
    setWindowTitle(tr("%1 ⇄ %2").arg(snapshot.nameA(), snapshot.nameB()));
    updateStatus();
    emit comparisonReady();
}

void MainWindow::onComparisonCancelled()
{
    setLoadingUi(false);
    showStatusMessage(tr("Preparing the comparison was cancelled"), 6000);
    if (startPageShown())
        m_startPage->setStatus(tr("Loading was cancelled."));
    // A comparison view still waiting for its first comparison has nothing to show.
    if (comparisonShown() && !m_comparisonView->showsComparison())
        closeComparison();
}

void MainWindow::setComparisonShown()
{
    if (comparisonShown())
        return;
    if (docksShown())
        QSettings().setValue(QStringLiteral("layout/state"), saveState(kLayoutVersion));
    for (QDockWidget* dock : m_docks)
        dock->hide();
    m_rankToolbarAction->setVisible(false);
    m_central->setCurrentWidget(m_comparisonView);
    m_central->show();
}

void MainWindow::closeComparison()
{
    m_compareLoader->cancel();
    m_comparison = ComparisonSnapshot();
    m_comparisonView->showComparison(m_comparison);
    if (m_snapshot.empty()) {
        setStartPageShown(true);
        setWindowTitle(QString());
    } else {
        setStartPageShown(false);
        updateDataDocks(m_snapshot); // the docks came back: the communication dock only with its data
        m_rankToolbarAction->setVisible(m_run && m_run->ranks.size() > 1);
        setWindowTitle(QDir::toNativeSeparators(QDir::cleanPath(m_shownFolder)));
    }
    updateStatus();
}

QString MainWindow::comparisonStatus() const
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

void MainWindow::chooseComparison()
{
    const QString start = QSettings().value(QStringLiteral("open/lastDirectory"), QDir::homePath()).toString();
    QString a = comparisonShown() ? m_comparison.a.folder : (m_shownFolder.isEmpty() ? m_folder : m_shownFolder);
    if (a.isEmpty()) {
        a = QFileDialog::getExistingDirectory(this, tr("Choose run A, the baseline"), start);
        if (a.isEmpty())
            return;
    }
    const QString b = QFileDialog::getExistingDirectory(this, tr("Compare %1 with… (run B)").arg(runDisplayName(a)),
                                                        QFileInfo(a).absolutePath());
    if (b.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("open/lastDirectory"), QFileInfo(b).absolutePath());
    if (comparisonShown())
        replaceComparisonSide(true, b);
    else
        openComparison(a, b);
}

void MainWindow::chooseReplacement(bool sideB)
{
    const QString current = sideB ? m_comparison.b.folder : m_comparison.a.folder;
    const QString folder = QFileDialog::getExistingDirectory(
        this, sideB ? tr("Replace B with…") : tr("Replace A with…"), QFileInfo(current).absolutePath());
    if (!folder.isEmpty())
        replaceComparisonSide(sideB, folder);
}

} // namespace steplens
