#include "mainwindow.h"

#include "common/analysissettings.h"
#include "compare/comparisonview.h"
#include "jobs/analysisrunner.h"
#include "compare/comparisonloader.h"
#include "common/jobtracker.h"
#include "jobs/runloader.h"
#include "panels/communicationpanel.h"
#include "panels/dataprepanel.h"
#include "panels/operatorspanel.h"
#include "panels/overviewpanel.h"
#include "panels/pipelinepanel.h"
#include "panels/problemspanel.h"
#include "panels/steptracepanel.h"
#include "panels/timelinepanel.h"
#include "panels/tuningassistantpanel.h"
#include "recentfolders.h"
#include "common/selectionstate.h"
#include "startpage.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QStackedWidget>
#include <QTimer>

namespace steplens {

namespace {
const auto kGeometryKey = QStringLiteral("layout/geometry");
const auto kStateKey = QStringLiteral("layout/state");
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_loader(new RunLoader(this))
    , m_analysisRunner(new AnalysisRunner(this))
    , m_analysisSettings(new AnalysisSettings(this))
    , m_exampleJob(std::make_unique<JobTracker>(this))
    , m_selection(new SelectionState(this))
    , m_startPage(new StartPage(this))
    , m_compareLoader(new ComparisonLoader(this))
    , m_comparisonView(new ComparisonView(this))
    , m_central(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    m_central->addWidget(m_startPage);
    m_central->addWidget(m_comparisonView);
    setCentralWidget(m_central);
    resize(1360, 860);

    createDocks();
    createActions();
    createStatusBar();
    m_defaultLayout = saveState(kLayoutVersion);
    restoreSettings();

    connect(m_loader, &RunLoader::started, this, &MainWindow::onLoadStarted);
    connect(m_loader, &RunLoader::progress, this, &MainWindow::onProgress);
    connect(m_loader, &RunLoader::sectionsReady, this, &MainWindow::onSectionsReady);
    connect(m_loader, &RunLoader::finished, this, &MainWindow::onFinished);
    connect(m_loader, &RunLoader::cancelled, this, &MainWindow::onCancelled);
    connect(m_startPage, &StartPage::openExampleRequested, this, &MainWindow::openExample);
    connect(m_startPage, &StartPage::openFolderRequested, this, &MainWindow::chooseFolder);
    connect(m_startPage, &StartPage::openRecentRequested, this, &MainWindow::openFolder);
    connect(m_startPage, &StartPage::compareExamplesRequested, this, &MainWindow::openExampleComparison);
    connect(m_compareLoader, &ComparisonLoader::started, this, &MainWindow::onComparisonStarted);
    connect(m_compareLoader, &ComparisonLoader::progress, this, &MainWindow::onProgress);
    connect(m_compareLoader, &ComparisonLoader::finished, this, &MainWindow::onComparisonFinished);
    connect(m_compareLoader, &ComparisonLoader::cancelled, this, &MainWindow::onComparisonCancelled);
    connect(m_comparisonView, &ComparisonView::swapRequested, this, &MainWindow::swapComparison);
    connect(m_comparisonView, &ComparisonView::replaceRequested, this, &MainWindow::chooseReplacement);
    connect(m_comparisonView, &ComparisonView::closeRequested, this, &MainWindow::closeComparison);
    connect(m_comparisonView, &ComparisonView::openAloneRequested, this,
            [this](bool sideB) { openFolder(sideB ? m_comparison.b.folder : m_comparison.a.folder); });
    m_compareBatchTimer = new QTimer(this);
    m_compareBatchTimer->setSingleShot(true);
    m_compareBatchTimer->setInterval(300);
    connect(m_compareBatchTimer, &QTimer::timeout, this, &MainWindow::reanalyseComparison);
    connect(m_comparisonView, &ComparisonView::batchSizeChanged, m_compareBatchTimer, qOverload<>(&QTimer::start));
    connect(m_overview, &OverviewPanel::batchSizeChanged, this, &MainWindow::rememberBatchSize);
    connect(m_analysisRunner, &AnalysisRunner::finished, this, &MainWindow::onAnalysed);
    m_reanalyseTimer = new QTimer(this);
    m_reanalyseTimer->setSingleShot(true);
    m_reanalyseTimer->setInterval(300);
    connect(m_reanalyseTimer, &QTimer::timeout, this, &MainWindow::reanalyse);
    connect(m_overview, &OverviewPanel::batchSizeChanged, m_reanalyseTimer, qOverload<>(&QTimer::start));
    connect(m_analysisSettings, &AnalysisSettings::thresholdsChanged, this, &MainWindow::reanalyse);
    connect(m_analysisSettings, &AnalysisSettings::thresholdsChanged, this, &MainWindow::reanalyseComparison);
    connect(m_selection, &SelectionState::panelRequested, this, &MainWindow::raisePanel);
    connect(m_selection, &SelectionState::rankRequested, this, &MainWindow::showRank);

    m_startPage->setRecentFolders(recent::folders());
    setStartPageShown(true);
    updateStatus();
}

MainWindow::~MainWindow() = default;

QDockWidget* MainWindow::addPanelDock(Panel* panel, const QString& title, Qt::DockWidgetArea area, int number)
{
    // The object name is what saveState/restoreState match on: never change it without bumping kLayoutVersion.
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(panel->objectName() + QStringLiteral("Dock"));
    dock->setWidget(panel);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    dock->toggleViewAction()->setShortcut(QKeySequence(QStringLiteral("Alt+%1").arg(number)));
    addDockWidget(area, dock);
    m_panels << panel;
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    m_overview = new OverviewPanel(m_selection, this);
    auto* steps = new StepTracePanel(m_selection, this);
    auto* problems = new ProblemsPanel(m_selection, this);
    auto* operators = new OperatorsPanel(m_selection, this);
    auto* data = new DataPrepPanel(m_selection, this);
    auto* assistant = new TuningAssistantPanel(m_selection, m_analysisSettings, this);
    auto* pipeline = new PipelinePanel(m_selection, this);
    auto* timeline = new TimelinePanel(m_selection, this);
    addPanelDock(m_overview, tr("Overview"), Qt::LeftDockWidgetArea, 1);
    QDockWidget* stepsDock = addPanelDock(steps, tr("Step trace"), Qt::RightDockWidgetArea, 2);
    QDockWidget* problemsDock = addPanelDock(problems, tr("Problems"), Qt::RightDockWidgetArea, 3);
    QDockWidget* operatorsDock = addPanelDock(operators, tr("Operators"), Qt::RightDockWidgetArea, 4);
    QDockWidget* dataDock = addPanelDock(data, tr("Data preparation"), Qt::RightDockWidgetArea, 5);
    QDockWidget* assistantDock = addPanelDock(assistant, tr("Tuning assistant"), Qt::RightDockWidgetArea, 6);
    QDockWidget* pipelineDock = addPanelDock(pipeline, tr("Data pipeline"), Qt::RightDockWidgetArea, 7);
    QDockWidget* timelineDock = addPanelDock(timeline, tr("Timeline"), Qt::RightDockWidgetArea, 8);
    // MindSpore >= 2.3 / torch_npu communication; hidden for ranks without it (updateDataDocks).
    QDockWidget* communicationDock =
        addPanelDock(new CommunicationPanel(m_selection, this), tr("Communication"), Qt::RightDockWidgetArea, 9);
    // Overview | step trace, operators, data preparation and the pipeline graph as tabs, problems
    // below | tuning assistant (so a click on a bottleneck op shows its finding beside the graph).
    splitDockWidget(stepsDock, assistantDock, Qt::Horizontal);
    splitDockWidget(stepsDock, problemsDock, Qt::Vertical);
    tabifyDockWidget(stepsDock, operatorsDock);
    tabifyDockWidget(operatorsDock, dataDock);
    tabifyDockWidget(dataDock, pipelineDock);
    tabifyDockWidget(pipelineDock, timelineDock);
    tabifyDockWidget(pipelineDock, communicationDock);
    stepsDock->raise();
}

QDockWidget* MainWindow::dock(const QString& panelObjectName) const
{
    for (QDockWidget* d : m_docks)
        if (d->objectName() == panelObjectName + QStringLiteral("Dock"))
            return d;
    return nullptr;
}

void MainWindow::raisePanel(const QString& request)
{
    // "dataPrepPanel/cpu": the panel itself picks the part; the window only brings the dock forward.
    QDockWidget* d = dock(request.section(QLatin1Char('/'), 0, 0));
    if (!d || !docksShown())
        return;
    d->show();
    d->raise();
}

void MainWindow::applyDefaultDockSizes()
{
    // Overview on the left, the step chart (and the tabs with it) taking most of the width, the
    // tuning assistant as a side pane on the right, problems in a strip below the chart. Sizes follow
    // the window, so this runs when the docks are first shown, not in the constructor.
    const int w = width(), h = height();
    resizeDocks({dock(QStringLiteral("overviewPanel")), dock(QStringLiteral("stepTracePanel")),
                 dock(QStringLiteral("tuningAssistantPanel"))},
                {w * 22 / 100, w * 53 / 100, w * 25 / 100}, Qt::Horizontal);
    resizeDocks({dock(QStringLiteral("stepTracePanel")), dock(QStringLiteral("problemsPanel"))},
                {h * 7 / 10, h * 2 / 10}, Qt::Vertical);
}

void MainWindow::resetLayout()
{
    for (QDockWidget* dock : m_docks) {
        dock->setFloating(false);
        dock->show();
    }
    restoreState(m_defaultLayout, kLayoutVersion);
    applyDefaultDockSizes();
    updateDataDocks(m_snapshot);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    // A layout saved by an older version (other docks) is ignored by restoreState: the default stays.
    restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    // While the start page or a comparison is up the docks are hidden on purpose: keep the layout of the last folder.
    if (docksShown())
        settings.setValue(kStateKey, saveState(kLayoutVersion));
}

bool MainWindow::startPageShown() const
{
    return !m_central->isHidden() && m_central->currentWidget() == m_startPage;
}

bool MainWindow::docksShown() const
{
    return m_central->isHidden();
}

void MainWindow::setStartPageShown(bool shown)
{
    if (shown == startPageShown() && shown == m_docks.first()->isHidden())
        return;
    if (shown) {
        if (docksShown())
            QSettings().setValue(kStateKey, saveState(kLayoutVersion));
        for (QDockWidget* dock : m_docks)
            dock->hide();
        m_startPage->setRecentFolders(recent::folders());
        m_central->setCurrentWidget(m_startPage);
        m_central->show();
    } else {
        // The hidden central widget gives its room to the docks.
        m_central->hide();
        const QByteArray state = QSettings().value(kStateKey).toByteArray();
        for (QDockWidget* dock : m_docks)
            dock->show();
        if (!restoreState(state, kLayoutVersion)) {
            restoreState(m_defaultLayout, kLayoutVersion);
            applyDefaultDockSizes();
        }
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_loader->cancel();
    m_compareLoader->cancel();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    QStringList folders;
    for (const QUrl& url : urls)
        if (url.isLocalFile())
            folders << url.toLocalFile();
    // Two folders at once are compared; Shift with one compares it with the run on show.
    if (folders.size() >= 2)
        openComparison(folders[0], folders[1]);
    else if (event->modifiers() & Qt::ShiftModifier)
        compareWith(folders.first());
    else
        openFolder(folders.first());
}

} // namespace steplens

namespace steplens {

void MainWindow::updateDataDocks(const ViewSnapshot& snapshot)
{
    // Docks of data only some folders have are shown only when the rank on show has it.
    if (QDockWidget* d = dock(QStringLiteral("communicationPanel")); d && !snapshot.empty() && docksShown())
        d->setVisible(CommunicationPanel::hasCommunicationData(snapshot));
}

} // namespace steplens
