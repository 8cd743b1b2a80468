// MainWindow: opening folders, background loading, rank selection and the status bar.
#include "common/analysissettings.h"
#include "compare/comparisonview.h"
#include "examplerun.h"
#include "jobs/analysisrunner.h"
#include "compare/comparisonloader.h"
#include "common/jobtracker.h"
#include "jobs/runloader.h"
#include "mainwindow.h"
#include "panels/overviewpanel.h"
#include "recentfolders.h"
#include "common/selectionstate.h"
#include "startpage.h"
#include "style/formatting.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

namespace steplens {

namespace {
const auto kBatchSizesKey = QStringLiteral("runs/batchSizes");

QStringList sectionNames(const Profile& p)
{
    QStringList names;
    if (p.stepTrace || (p.ascend && p.ascend->stepTraceTime))
        names << MainWindow::tr("step trace");
    if (p.operators)
        names << MainWindow::tr("operators");
    if (p.pipeline || p.pipelineSummary)
        names << MainWindow::tr("data pipeline");
    if (p.hostQueue || p.chipQueue)
        names << MainWindow::tr("queues");
    if (p.cpu)
        names << MainWindow::tr("CPU use");
    if (p.timeline || p.timelineSummary)
        names << MainWindow::tr("timeline");
    if (p.info)
        names << MainWindow::tr("profiler info");
    if (p.hccl || p.clusterAnalyse || (p.ascend && (p.ascend->communication || p.ascend->communicationMatrix)))
        names << MainWindow::tr("communication");
    return names;
}

QString rankLabel(int rank)
{
    return rank < 0 ? MainWindow::tr("unnumbered") : QString::number(rank);
}

} // namespace

void MainWindow::createStatusBar()
{
    m_statusLabel = new QLabel(this);
    m_statusMessageTimer = new QTimer(this);
    m_statusMessageTimer->setSingleShot(true);
    connect(m_statusMessageTimer, &QTimer::timeout, this, &MainWindow::updateStatus);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(320);
    m_progress->setTextVisible(true);
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setDefaultAction(m_cancelAction);
    m_cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    setLoadingUi(false);
}

void MainWindow::openFolder(const QString& path)
{
    QFileInfo info(path);
    // A dropped or chosen file stands for the folder that holds it.
    const QString folder = QDir::cleanPath(info.isFile() ? info.absolutePath() : info.absoluteFilePath());
    if (folder != m_shownFolder)
        m_preferredRank = INT32_MIN;
    m_exampleJob->cancel(); // the user's choice wins over an example still being prepared
    m_compareLoader->cancel();
    m_analysisRunner->cancel();
    m_leaveComparison = true; // opening one folder leaves a comparison on show
    m_partialShown = false;
    m_loadOptions = AnalysisOptions();
    m_loadOptions.thresholds = m_analysisSettings->thresholds();
    if (const int batch = batchSizeFor(folder); batch > 0)
        m_loadOptions.steps.batchSize = batch;
    // Loading cancels a load in flight first, which resets m_folder.
    m_loader->load(folder, LoadOptions{}, m_loadOptions,
                   m_preferredRank == INT32_MIN ? RunLoader::kFirstRank : m_preferredRank);
    m_folder = folder;
}

void MainWindow::openExample()
{
    if (startPageShown())
        m_startPage->setStatus(tr("Preparing the example…"));
    m_exampleJob->start([this](const JobContext& job) {
        QString folder, error;
        const bool ok = ensureExampleBaseline(&folder, &error);
        job.post([this, ok, folder, error] {
            if (ok) {
                openFolder(folder);
                return;
            }
            const QString text = tr("The example could not be opened: %1.").arg(error);
            if (startPageShown())
                m_startPage->setStatus(text);
            showStatusMessage(text, 10000);
        });
    });
}

void MainWindow::reload()
{
    const QString folder = m_shownFolder.isEmpty() ? m_folder : m_shownFolder;
    if (!folder.isEmpty())
        openFolder(folder);
}

void MainWindow::cancelLoading()
{
    m_loader->cancel();
    m_compareLoader->cancel();
}

void MainWindow::closeFolder()
{
    m_loader->cancel();
    m_compareLoader->cancel();
    m_comparison = ComparisonSnapshot();
    m_analysisRunner->cancel();
    m_run.reset();
    m_runAnalysis.reset();
    m_folder.clear();
    m_shownFolder.clear();
    m_selection->clear();
    showSnapshot({});
    m_rankToolbarAction->setVisible(false);
    setStartPageShown(true);
    m_startPage->setStatus(QString());
    setWindowTitle(QString()); // Qt shows the application name alone
    updateStatus();
}

void MainWindow::onLoadStarted(const QString& folder)
{
    setLoadingUi(true);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Reading…"));
    if (startPageShown())
        m_startPage->setStatus(tr("Loading %1…").arg(QDir::toNativeSeparators(folder)));
}

void MainWindow::onProgress(double fraction, const QString& stage)
{
    m_progress->setValue(int(fraction * 1000));
    m_progress->setFormat(stage.isEmpty() ? QStringLiteral("%p%") : stage + QStringLiteral(" — %p%"));
    m_progress->setToolTip(tr("Reading %1").arg(m_folder));
}

void MainWindow::onSectionsReady(std::shared_ptr<const Profile> partial,
                                 std::shared_ptr<const ProfileAnalysis> analysis)
{
    // The first rank (or the one the user was looking at) fills the panels before its timeline is read.
    if (m_partialShown || !partial || (m_preferredRank != INT32_MIN && partial->rank != m_preferredRank))
        return;
    m_partialShown = true;
    if (m_folder != m_shownFolder) {
        m_selection->clear();
        m_run.reset();
        m_rankToolbarAction->setVisible(false);
        m_overview->setBatchSize(batchSizeFor(m_folder));
    }
    m_shownFolder = m_folder;
    ViewSnapshot s;
    s.profile = std::move(partial);
    s.analysis = std::move(analysis);
    s.options = m_loadOptions;
    s.partial = true;
    showSnapshot(s);
}

void MainWindow::onFinished(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis, double seconds)
{
    setLoadingUi(false);
    if (m_folder != m_shownFolder) {
        m_selection->clear();
        m_overview->setBatchSize(batchSizeFor(m_folder));
    }
    m_shownFolder = m_folder;
    m_run = run;
    m_runAnalysis = analysis;
    m_shownOptions = m_loadOptions;
    m_loadSeconds = seconds;
    {
        QSignalBlocker block(m_rankCombo);
        m_rankCombo->clear();
        for (std::size_t i = 0; i < run->ranks.size(); ++i)
            m_rankCombo->addItem(tr("Rank %1").arg(rankLabel(run->ranks[i].rank)), int(i));
    }
    m_rankToolbarAction->setVisible(run->ranks.size() > 1);
    int index = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == m_preferredRank)
            index = int(i);
    if (run->ranks.empty()) {
        ViewSnapshot s;
        s.run = run;
        s.loadSeconds = seconds;
        showSnapshot(s);
        // Nothing could be read: the Problems panel says why, so bring it forward.
        for (QDockWidget* dock : m_docks)
            if (dock->objectName() == QLatin1String("problemsPanelDock"))
                dock->raise();
        showStatusMessage(tr("Nothing could be read from %1").arg(QDir::toNativeSeparators(m_folder)), 10000);
        if (!QFileInfo::exists(m_folder))
            recent::remove(m_folder); // a folder that is gone should not stay in Open recent
    } else {
        recent::add(m_folder);
        m_rankCombo->setCurrentIndex(index);
        selectRank(index);
        // The batch size was changed while the files were read: analyse again with it.
        reanalyse();
    }
}

void MainWindow::onCancelled(const QString& folder)
{
    setLoadingUi(false);
    showStatusMessage(tr("Loading %1 was cancelled").arg(QDir::toNativeSeparators(folder)), 6000);
    if (startPageShown())
        m_startPage->setStatus(tr("Loading was cancelled."));
    m_folder = m_shownFolder;
}

void MainWindow::selectRank(int comboIndex)
{
    if (!m_run || comboIndex < 0)
        return;
    const int index = m_rankCombo->itemData(comboIndex).toInt();
    if (index < 0 || std::size_t(index) >= m_run->ranks.size())
        return;
    m_preferredRank = m_run->ranks[std::size_t(index)].rank;
    ViewSnapshot s = ViewSnapshot::ofRank(m_run, std::size_t(index), m_loadSeconds, m_runAnalysis);
    s.options = m_shownOptions;
    showSnapshot(s);
}

void MainWindow::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    for (Panel* panel : m_panels)
        panel->showSnapshot(snapshot);
    // A single run analysed again in the background leaves a comparison on show alone; a folder
    // the user opened replaces it.
    const bool keepComparison = comparisonShown() && !m_leaveComparison;
    if (!snapshot.empty() && !keepComparison) {
        m_leaveComparison = false;
        setStartPageShown(false);
    }
    updateDataDocks(snapshot);
    if (!m_shownFolder.isEmpty() && !keepComparison)
        setWindowTitle(QDir::toNativeSeparators(QDir::cleanPath(m_shownFolder))); // Qt appends " — StepLens"
    updateStatus();
    emit snapshotShown();
}

void MainWindow::showStatusMessage(const QString& text, int milliseconds)
{
    // Our own transient message in the status label: QStatusBar::showMessage would draw over it.
    m_statusMessage = text;
    m_statusMessageTimer->start(milliseconds);
    updateStatus();
}

void MainWindow::updateStatus()
{
    m_reloadAction->setEnabled(!m_shownFolder.isEmpty() || !m_folder.isEmpty());
    m_closeAction->setEnabled(!m_snapshot.empty() || comparisonShown());
    const Profile* p = m_snapshot.profile.get();
    if (m_statusMessageTimer->isActive()) {
        m_statusLabel->setText(m_statusMessage);
        return;
    }
    if (comparisonShown()) {
        m_statusLabel->setText(comparisonStatus());
        m_statusLabel->setToolTip(QDir::toNativeSeparators(m_comparison.a.folder) + QLatin1Char('\n') +
                                  QDir::toNativeSeparators(m_comparison.b.folder));
        return;
    }
    if (m_snapshot.empty()) {
        m_statusLabel->setText(tr("No folder open"));
        return;
    }
    QStringList parts;
    parts << QDir::toNativeSeparators(QDir::cleanPath(m_shownFolder));
    if (p) {
        parts << tr("rank %1").arg(rankLabel(p->rank));
        const QStringList sections = sectionNames(*p);
        parts << (sections.isEmpty() ? tr("no sections found")
                                     : tr("%1: %2").arg(fmt::counted(sections.size(), tr("section"), tr("sections")),
                                                        sections.join(QStringLiteral(", "))));
    } else {
        parts << tr("nothing could be read");
    }
    if (m_snapshot.partial)
        parts << tr("still loading");
    else if (m_snapshot.loadSeconds > 0)
        parts << tr("read in %1").arg(fmt::duration(m_snapshot.loadSeconds));
    m_statusLabel->setText(parts.join(QStringLiteral(" · ")));
    m_statusLabel->setToolTip(m_snapshot.run ? QString::fromStdString(m_snapshot.run->profilerFolder) : m_shownFolder);
}

void MainWindow::setLoadingUi(bool loading)
{
    m_progress->setVisible(loading);
    m_cancelButton->setVisible(loading);
    m_cancelAction->setEnabled(loading);
}

QString MainWindow::statusText() const
{
    return m_statusLabel->text();
}

bool MainWindow::rankSelectorShown() const
{
    return m_rankToolbarAction->isVisible();
}

int MainWindow::batchSizeFor(const QString& folder) const
{
    return QSettings().value(kBatchSizesKey).toMap().value(folder, 0).toInt();
}

void MainWindow::rememberBatchSize(int samplesPerStep)
{
    if (m_shownFolder.isEmpty())
        return;
    QSettings settings;
    QVariantMap sizes = settings.value(kBatchSizesKey).toMap();
    if (samplesPerStep > 0)
        sizes.insert(m_shownFolder, samplesPerStep);
    else
        sizes.remove(m_shownFolder);
    settings.setValue(kBatchSizesKey, sizes);
}

} // namespace steplens
