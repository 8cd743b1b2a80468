// MainWindow: the analysis of the run on show, re-run in the background when the batch size or a
// threshold changes, and the rank an evidence link asks for.
#include "common/analysissettings.h"
#include "jobs/analysisrunner.h"
#include "compare/comparisonloader.h"
#include "jobs/runloader.h"
#include "mainwindow.h"
#include "panels/overviewpanel.h"

#include <QComboBox>
#include <QTimer>

namespace steplens {

namespace {
bool sameOptions(const AnalysisOptions& a, const AnalysisOptions& b)
{
    return a.steps.batchSize == b.steps.batchSize && a.steps.skipFirstSteps == b.steps.skipFirstSteps &&
           sameThresholds(a.thresholds, b.thresholds);
}
} // namespace

AnalysisOptions MainWindow::analysisOptions() const
{
    AnalysisOptions options;
    options.thresholds = m_analysisSettings->thresholds();
    if (m_overview->batchSize() > 0)
        options.steps.batchSize = m_overview->batchSize();
    return options;
}

bool MainWindow::isBusy() const
{
    return m_loader->isLoading() || m_analysisRunner->isRunning() || m_reanalyseTimer->isActive() ||
           m_compareLoader->isBusy() || m_compareBatchTimer->isActive();
}

void MainWindow::reanalyse()
{
    m_reanalyseTimer->stop();
    // While the files are still read, the load's own analysis is checked against the options when it ends.
    if (!m_run || m_loader->isLoading())
        return;
    const AnalysisOptions options = analysisOptions();
    if (sameOptions(options, m_shownOptions) && m_runAnalysis)
        return;
    m_loadOptions = options;
    m_analysisRunner->analyse(m_run, options);
    showStatusMessage(tr("Analysing again with the new settings…"), 3000);
}

void MainWindow::onAnalysed(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis)
{
    if (run != m_run)
        return; // another folder is on show by now
    m_runAnalysis = analysis;
    m_shownOptions = m_loadOptions;
    selectRank(m_rankCombo->currentIndex());
    if (!sameOptions(m_shownOptions, analysisOptions()))
        reanalyse();
}

void MainWindow::showRank(int rank)
{
    for (int i = 0; i < m_rankCombo->count(); ++i) {
        const int index = m_rankCombo->itemData(i).toInt();
        if (m_run && index >= 0 && std::size_t(index) < m_run->ranks.size() &&
            m_run->ranks[std::size_t(index)].rank == rank) {
            m_rankCombo->setCurrentIndex(i);
            selectRank(i);
            return;
        }
    }
}

} // namespace steplens
