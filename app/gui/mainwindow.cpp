#include "mainwindow.h"

#include "common/analysissettings.h"
#include "common/exportfeedback.h"
#include "common/selectionstate.h"
#include "compare/comparisonview.h"
#include "comparisonsession.h"
#include "examplerun.h"
#include "exportactions.h"
#include "folderchooser.h"
#include "languagemenu.h"
#include "panelregistry.h"
#include "panels/overviewpanel.h"
#include "rankselector.h"
#include "recentfolders.h"
#include "runsession.h"
#include "shortcuts.h"
#include "startpage.h"
#include "statusbarwidget.h"
#include "windowgeometry.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace steplens {

namespace {
const auto kGeometryKey = QStringLiteral("layout/geometry");
const auto kStateKey = QStringLiteral("layout/state");
const auto kComparisonSizeKey = QStringLiteral("layout/comparisonSize");
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_analysisSettings(new AnalysisSettings(this))
    , m_selection(new SelectionState(this))
    , m_session(new RunSession(m_analysisSettings, this))
    , m_comparisons(new ComparisonSession(m_session, m_analysisSettings, this))
    , m_examples(new ExamplePreparer(this))
    , m_startPage(new StartPage(this))
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

    m_docks = new PanelDocks(this, m_selection, m_analysisSettings);
    m_overview = m_docks->panel<OverviewPanel>();
    createActions();
    m_status = new StatusBarWidget(m_cancelAction, this);
    statusBar()->addWidget(m_status, 1);
    connect(m_status, &StatusBarWidget::messageExpired, this, &MainWindow::updateStatus);
    connect(ExportFeedback::instance(), &ExportFeedback::written, m_status, &StatusBarWidget::showWritten);
    m_defaultLayout = saveState(kLayoutVersion);
    restoreSettings();

    connect(m_startPage, &StartPage::openExampleRequested, this, &MainWindow::openExample);
    connect(m_startPage, &StartPage::openFolderRequested, this, &MainWindow::chooseFolder);
    connect(m_startPage, &StartPage::openRecentRequested, this, &MainWindow::openFolder);
    connect(m_startPage, &StartPage::compareExamplesRequested, this, &MainWindow::openExampleComparison);
    connect(m_selection, &SelectionState::panelRequested, this, &MainWindow::raisePanel);
    connectSession();
    connectComparison();

    m_startPage->setRecentFolders(recent::folders());
    setStartPageShown(true);
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::raisePanel(const QString& request)
{
    if (docksShown())
        m_docks->raise(request);
}

void MainWindow::updateDataDocks(const ViewSnapshot& snapshot)
{
    // Docks of data only some folders have are shown only when the folder or the rank on show has it.
    if (docksShown())
        m_docks->updateDataDocks(snapshot);
}

void MainWindow::resetLayout()
{
    for (QDockWidget* dock : m_docks->docks())
        dock->setFloating(false);
    m_docks->setShown(true);
    restoreState(m_defaultLayout, kLayoutVersion);
    m_docks->applyDefaultSizes();
    updateDataDocks(m_session->snapshot());
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        // First start: use the whole screen. The size is set too, for window managers (or none) that
        // ignore the maximised state.
        if (const QScreen* screen = this->screen())
            resize(screen->availableGeometry().size());
        setWindowState(windowState() | Qt::WindowMaximized);
    }
    fitIntoScreen(this); // saved on a bigger screen, or by an older version during a comparison
    // A layout saved by an older version (other docks) is ignored by restoreState: the default stays.
    restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    // The next launch opens a single run (or the start page): it gets the single run's window, not the
    // comparison's, which keeps its own size.
    if (comparisonShown()) {
        settings.setValue(kComparisonSizeKey, size());
        settings.setValue(kGeometryKey, m_singleRunGeometry.isEmpty() ? saveGeometry() : m_singleRunGeometry);
    } else {
        settings.setValue(kGeometryKey, saveGeometry());
    }
    // While the start page or a comparison is up the docks are hidden on purpose: keep the layout of the last folder.
    if (docksShown())
        settings.setValue(kStateKey, saveState(kLayoutVersion));
}

bool MainWindow::startPageShown() const
{
    return !m_central->isHidden() && m_central->currentWidget() == m_startPage;
}

bool MainWindow::comparisonShown() const
{
    return !m_central->isHidden() && m_central->currentWidget() == m_comparisonView;
}

bool MainWindow::docksShown() const
{
    return m_central->isHidden();
}

void MainWindow::setStartPageShown(bool shown)
{
    if (shown == startPageShown() && shown == m_docks->docks().first()->isHidden())
        return;
    if (comparisonShown())
        switchWindowSize(false);
    if (shown) {
        if (docksShown())
            QSettings().setValue(kStateKey, saveState(kLayoutVersion));
        m_docks->setShown(false);
        m_startPage->setRecentFolders(recent::folders());
        m_central->setCurrentWidget(m_startPage);
        m_central->show();
        setTabActionsEnabled(false);
    } else {
        // The hidden central widget gives its room to the docks.
        m_central->hide();
        const QByteArray state = QSettings().value(kStateKey).toByteArray();
        m_docks->setShown(true);
        if (!restoreState(state, kLayoutVersion)) {
            restoreState(m_defaultLayout, kLayoutVersion);
            m_docks->applyDefaultSizes();
        }
        setTabActionsEnabled(true);
    }
}

void MainWindow::setTabActionsEnabled(bool enabled)
{
    m_nextTabAction->setEnabled(enabled);
    m_previousTabAction->setEnabled(enabled);
}

void MainWindow::switchWindowSize(bool toComparison)
{
    QSettings settings;
    if (toComparison) {
        m_singleRunGeometry = saveGeometry();
        m_singleRunSize = size();
        resizeWithinScreen(this, settings.value(kComparisonSizeKey).toSize());
    } else if (m_singleRunSize.isValid()) {
        // Only the size comes back: the window stays where the user moved it.
        settings.setValue(kComparisonSizeKey, size());
        resizeWithinScreen(this, m_singleRunSize);
        m_singleRunGeometry.clear();
        m_singleRunSize = QSize();
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_session->cancel();
    m_comparisons->cancel();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFolders(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList folders = droppedFolders(event->mimeData());
    if (folders.isEmpty())
        return;
    event->acceptProposedAction();
    // Two folders at once are compared; Shift with one compares it with the run on show.
    if (folders.size() >= 2)
        openComparison(folders[0], folders[1]);
    else if (event->modifiers() & Qt::ShiftModifier)
        compareWith(folders.first());
    else
        openFolder(folders.first());
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open folder…"), this,
                                    &MainWindow::chooseFolder);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a MindSpore profiler folder"));
    auto* recentMenu = new RecentFoldersMenu(tr("Open &recent"), this);
    file->addMenu(recentMenu);
    connect(recentMenu, &RecentFoldersMenu::folderChosen, this, &MainWindow::openFolder);
    file->addAction(tr("Open the e&xample"), this, &MainWindow::openExample);
    QAction* compare = file->addAction(tr("Co&mpare with…"), this, &MainWindow::chooseComparison);
    compare->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    compare->setToolTip(tr("Compare the run on show (A) with another run (B)"));
    file->addAction(tr("Compare the example runs"), this, &MainWindow::openExampleComparison);
    m_reloadAction =
        file->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&load"), this, &MainWindow::reload);
    m_reloadAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_reloadAction->setToolTip(tr("Read the folder again (F5)"));
    m_cancelAction = file->addAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Cancel loading"), this,
                                     &MainWindow::cancelLoading);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setEnabled(false);
    file->addSeparator();
    m_exports = new ExportActions(this, m_session, m_comparisons, m_comparisonView, m_docks->panels(),
                                  [this] { return comparisonShown(); });
    m_exports->addTo(file);
    m_closeAction = file->addAction(tr("C&lose folder"), this, &MainWindow::closeFolder);
    m_closeAction->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit =
        file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    // QKeySequence::Quit is empty on some platforms (Windows, offscreen): say Ctrl+Q everywhere.
    quit->setShortcut(QKeySequence(QStringLiteral("Ctrl+Q")));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : m_docks->docks())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    // Between the panels tabbed together (Step trace, Operators, Timeline…). Off while the comparison is up,
    // so its own tabs keep Ctrl+Tab.
    m_nextTabAction = view->addAction(tr("Next tabbed panel"), this, [this] { m_docks->cycleTabs(1); });
    m_nextTabAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Tab)});
    m_previousTabAction = view->addAction(tr("Previous tabbed panel"), this, [this] { m_docks->cycleTabs(-1); });
    m_previousTabAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)});
    view->addSeparator();
    view->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);
    view->addMenu(new LanguageMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] { showShortcutsDialog(this); })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About StepLens"), this, [this] { showAboutDialog(this); })->setMenuRole(QAction::AboutRole);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(open);
    bar->addAction(m_reloadAction);
    // The rank selector only appears for folders with several ranks.
    m_ranks = new RankSelector(bar);
    m_rankToolbarAction = bar->addWidget(m_ranks);
    m_rankToolbarAction->setVisible(false);
}

void MainWindow::chooseFolder()
{
    if (const QString folder = askForProfilerFolder(this); !folder.isEmpty())
        openFolder(folder);
}

void MainWindow::chooseComparison()
{
    const QStringList ab =
        askForComparison(this, comparisonShown() ? m_comparisons->comparison().a.folder : m_session->folder());
    if (ab.size() == 2 && comparisonShown())
        m_comparisons->replaceSide(true, ab[1]);
    else if (ab.size() == 2)
        openComparison(ab[0], ab[1]);
}

void MainWindow::chooseReplacement(bool sideB)
{
    const ComparisonSnapshot& c = m_comparisons->comparison();
    if (const QString folder = askForReplacement(this, sideB, sideB ? c.b.folder : c.a.folder); !folder.isEmpty())
        m_comparisons->replaceSide(sideB, folder);
}

QList<ExportItem> MainWindow::exportItems() const
{
    return m_exports->exportItems();
}

QStringList MainWindow::exportReportTo(const QString& dir, QStringList* errors)
{
    return m_exports->exportReportTo(dir, errors);
}

} // namespace steplens
