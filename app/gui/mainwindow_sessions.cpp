// MainWindow and its sessions: the single run on show (RunSession reads and analyses it; the window
// gives its snapshots to the panels, keeps the rank selector and the status line in step with it)
// and the comparison of two runs (ComparisonSession), whose view takes the place of the docks.
#include "mainwindow.h"

#include "common/selectionstate.h"
#include "compare/comparisonview.h"
#include "comparisonsession.h"
#include "examplerun.h"
#include "mainmenus.h"
#include "panelregistry.h"
#include "panels/overviewpanel.h"
#include "rankselector.h"
#include "runsession.h"
#include "startpage.h"
#include "statusbarwidget.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QStackedWidget>

namespace steplens {

void MainWindow::connectSession()
{
    connect(m_session, &RunSession::loadStarted, this, [this](const QString& folder) {
        m_status->startProgress(tr("Reading…"));
        setStartStatus(tr("Loading %1…").arg(QDir::toNativeSeparators(folder)));
    });
    connect(m_session, &RunSession::progress, this, [this](double fraction, const QString& stage) {
        m_status->setProgress(fraction, stage, tr("Reading %1").arg(m_session->folder()));
    });
    connect(m_session, &RunSession::folderChanged, this, [this](const QString&, int batchSize) {
        m_selection->clear();
        m_menus->setRankSelectorShown(false);
        m_overview->setBatchSize(batchSize);
    });
    connect(m_session, &RunSession::clusterReady, this, [this] {
        // A job of several ranks: the Cluster view first, as soon as its summary is read.
        if (docksShown())
            m_docks->raiseOnData();
    });
    connect(m_session, &RunSession::runLoaded, this, [this](std::shared_ptr<const Run>) {
        m_status->setLoading(false);
        const std::vector<int> ranks = m_session->rankNumbers();
        m_menus->ranks()->setRanks(ranks);
        m_menus->setRankSelectorShown(ranks.size() > 1 && !comparisonShown());
    });
    connect(m_session, &RunSession::snapshotChanged, this, &MainWindow::showSnapshot);
    connect(m_session, &RunSession::problems, this, [this](const QString& folder) {
        // Nothing could be read: the Problems panel says why, so bring it forward.
        dock(QStringLiteral("problemsPanel"))->raise();
        showStatusMessage(tr("Nothing could be read from %1").arg(QDir::toNativeSeparators(folder)), 10000);
    });
    connect(m_session, &RunSession::cancelled, this, [this](const QString& folder) {
        m_status->setLoading(m_session->isLoading() || m_comparisons->isBusy());
        showStatusMessage(tr("Loading %1 was cancelled").arg(QDir::toNativeSeparators(folder)), 6000);
        setStartStatus(tr("Loading was cancelled."));
    });
    connect(m_session, &RunSession::message, this, &MainWindow::showStatusMessage);
    connect(m_examples, &ExamplePreparer::ready, this, [this](const QStringList& folders) {
        showStatusMessage(tr("The example runs are synthetic: generated data shaped like a MindSpore profile, to show "
                             "what StepLens finds."),
                          20000);
        if (folders.size() == 2)
            openComparison(folders[0], folders[1]);
        else
            openFolder(folders.value(0));
    });
    connect(m_examples, &ExamplePreparer::failed, this, [this](const QString& text) {
        setStartStatus(text);
        showStatusMessage(text, 10000);
    });
    connect(m_overview, &OverviewPanel::batchSizeChanged, m_session, &RunSession::setBatchSize);
    connect(m_menus->ranks(), &RankSelector::rankChosen, m_session, &RunSession::showRank);
    connect(m_selection, &SelectionState::rankRequested, m_session, &RunSession::showRank);
    // A heat map cell: that rank, at that step.
    connect(m_selection, &SelectionState::rankStepRequested, this, [this](int rank, long long step) {
        m_stepOfRequestedRank = {rank, step};
        m_session->showRank(rank);
        selectRequestedStep();
    });
}

void MainWindow::openFolder(const QString& folder)
{
    m_examples->cancel(); // the user's choice wins over an example still being prepared
    m_comparisons->cancel();
    m_session->open(folder);
}

void MainWindow::openExample()
{
    setStartStatus(tr("Preparing the example…"));
    m_examples->prepare(false);
}

void MainWindow::openExampleComparison()
{
    setStartStatus(tr("Preparing the example runs…"));
    m_examples->prepare(true);
}

void MainWindow::setStartStatus(const QString& text)
{
    if (startPageShown())
        m_startPage->setStatus(text);
}

void MainWindow::reload()
{
    if (!m_session->folder().isEmpty())
        openFolder(m_session->folder());
}

void MainWindow::cancelLoading()
{
    m_session->cancel();
    m_comparisons->cancel();
}

void MainWindow::closeFolder()
{
    m_comparisons->clear();
    m_session->close();
    m_selection->clear();
    m_menus->setRankSelectorShown(false);
    setStartPageShown(true);
    m_startPage->setStatus(QString());
    setWindowTitle(QString()); // Qt shows the application name alone
    updateStatus();
}

void MainWindow::showSnapshot(const ViewSnapshot& snapshot, bool fromLoad)
{
    m_docks->showSnapshot(snapshot);
    if (snapshot.profile)
        m_menus->ranks()->setCurrentRank(snapshot.profile->rank);
    // A single run analysed again in the background leaves a comparison on show alone; a folder
    // the user opened replaces it.
    const bool keepComparison = comparisonShown() && !fromLoad;
    if (!snapshot.empty() && !keepComparison) {
        m_comparisons->setActive(false);
        const bool wasHidden = !docksShown();
        setStartPageShown(false);
        if (wasHidden) {
            m_menus->setRankSelectorShown(m_session->rankNumbers().size() > 1);
            if (snapshot.cluster && !snapshot.profile)
                m_docks->raiseOnData();
        }
    }
    updateDataDocks(snapshot);
    selectRequestedStep();
    if (!m_session->shownFolder().isEmpty() && !keepComparison)
        setWindowTitle(QDir::toNativeSeparators(QDir::cleanPath(m_session->shownFolder()))); // Qt appends " — StepLens"
    updateStatus();
    emit snapshotShown();
}

void MainWindow::selectRequestedStep()
{
    // A heat-map cell of a rank that is read on demand: its step is selected once that rank is on show.
    const auto [rank, step] = m_stepOfRequestedRank;
    const ViewSnapshot& s = m_session->snapshot();
    if (rank == INT32_MIN || !s.profile || s.profile->rank != rank)
        return;
    m_stepOfRequestedRank = {INT32_MIN, 0};
    m_selection->setSelectedStep(step);
}

void MainWindow::showStatusMessage(const QString& text, int milliseconds)
{
    m_status->showMessage(text, milliseconds);
}

void MainWindow::updateStatus()
{
    m_menus->updateEnabled(!m_session->folder().isEmpty(), !m_session->snapshot().empty() || comparisonShown());
    m_status->showSessions(*m_session, comparisonShown() ? m_comparisons : nullptr);
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QComboBox* MainWindow::rankSelector() const
{
    return m_menus->ranks()->combo();
}

bool MainWindow::rankSelectorShown() const
{
    return m_menus->rankSelectorShown();
}

void MainWindow::connectComparison()
{
    connect(m_comparisons, &ComparisonSession::started, this, [this] {
        m_examples->cancel();
        m_status->startProgress(tr("Preparing the comparison…"));
        setStartStatus(tr("Reading the two runs…"));
        m_comparisonView->showLoading(tr("Reading and analysing the two runs…"));
    });
    connect(m_comparisons, &ComparisonSession::progress, this,
            [this](double fraction, const QString& stage) { m_status->setProgress(fraction, stage); });
    connect(m_comparisons, &ComparisonSession::batchSizeChosen, m_comparisonView, &ComparisonView::setBatchSize);
    connect(m_comparisons, &ComparisonSession::finished, this, &MainWindow::onComparisonFinished);
    connect(m_comparisons, &ComparisonSession::cancelled, this, &MainWindow::onComparisonCancelled);
    connect(m_comparisons, &ComparisonSession::message, this, &MainWindow::showStatusMessage);
    connect(m_comparisonView, &ComparisonView::swapRequested, m_comparisons, &ComparisonSession::swap);
    connect(m_comparisonView, &ComparisonView::replaceRequested, this, &MainWindow::chooseReplacement);
    connect(m_comparisonView, &ComparisonView::closeRequested, this, &MainWindow::closeComparison);
    connect(m_comparisonView, &ComparisonView::openAloneRequested, this, [this](bool sideB) {
        const ComparisonSnapshot& c = m_comparisons->comparison();
        openFolder(sideB ? c.b.folder : c.a.folder);
    });
    connect(m_comparisonView, &ComparisonView::batchSizeChanged, m_comparisons, &ComparisonSession::setBatchSize);
}

void MainWindow::openComparison(const QString& folderA, const QString& folderB)
{
    m_comparisons->open(folderA, folderB, comparisonShown());
}

void MainWindow::compareWith(const QString& folderB)
{
    if (comparisonShown() && !m_comparisons->comparison().a.folder.isEmpty()) {
        m_comparisons->replaceSide(true, folderB);
        return;
    }
    if (m_session->folder().isEmpty()) {
        openFolder(folderB); // nothing to compare with yet: open it on its own
        return;
    }
    openComparison(m_session->folder(), folderB);
}

void MainWindow::onComparisonFinished(const ComparisonSnapshot& snapshot)
{
    m_status->setLoading(false);
    m_comparisonView->setBatchSize(snapshot.options.steps.batchSize.value_or(0));
    m_comparisonView->showComparison(snapshot);
    setComparisonShown();
    if (snapshot.empty())
        showStatusMessage(snapshot.problem, 10000);
    setWindowTitle(tr("%1 ⇄ %2").arg(snapshot.nameA(), snapshot.nameB()));
    updateStatus();
    emit comparisonReady();
}

void MainWindow::onComparisonCancelled()
{
    m_status->setLoading(false);
    showStatusMessage(tr("Preparing the comparison was cancelled"), 6000);
    setStartStatus(tr("Loading was cancelled."));
    // A comparison view still waiting for its first comparison has nothing to show.
    if (comparisonShown() && !m_comparisonView->showsComparison())
        closeComparison();
}

void MainWindow::setComparisonShown()
{
    m_comparisons->setActive(true);
    if (comparisonShown())
        return;
    m_layout.switchWindowSize(true);
    if (docksShown())
        m_layout.saveDockLayout();
    m_docks->setShown(false);
    m_menus->setTabActionsEnabled(false);
    m_menus->setRankSelectorShown(false);
    m_central->setCurrentWidget(m_comparisonView);
    m_central->show();
}

void MainWindow::closeComparison()
{
    m_comparisons->clear();
    m_comparisonView->showComparison(m_comparisons->comparison());
    if (m_session->snapshot().empty()) {
        setStartPageShown(true);
        setWindowTitle(QString());
    } else {
        setStartPageShown(false);
        updateDataDocks(m_session->snapshot()); // the docks came back: those of some data only with it
        m_menus->setRankSelectorShown(m_session->run() && m_session->run()->ranks.size() > 1);
        setWindowTitle(QDir::toNativeSeparators(QDir::cleanPath(m_session->shownFolder())));
    }
    updateStatus();
}

} // namespace steplens
