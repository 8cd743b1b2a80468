#include "mainwindow.h"

#include "common/analysissettings.h"
#include "common/exportfeedback.h"
#include "common/selectionstate.h"
#include "compare/comparisonview.h"
#include "comparisonsession.h"
#include "examplerun.h"
#include "exportactions.h"
#include "folderchooser.h"
#include "mainmenus.h"
#include "panelregistry.h"
#include "panels/overviewpanel.h"
#include "recentfolders.h"
#include "runsession.h"
#include "startpage.h"
#include "statusbarwidget.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QStackedWidget>
#include <QStatusBar>

namespace steplens {

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
    , m_layout(this, kLayoutVersion)
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
    m_menus = new MainMenus(this, m_docks);
    m_status = new StatusBarWidget(m_menus->cancelAction(), this);
    statusBar()->addWidget(m_status, 1);
    connect(m_status, &StatusBarWidget::messageExpired, this, &MainWindow::updateStatus);
    connect(ExportFeedback::instance(), &ExportFeedback::written, m_status, &StatusBarWidget::showWritten);
    m_layout.rememberDefaultLayout();
    m_layout.restore();

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
    m_layout.restoreDefaultLayout();
    m_docks->applyDefaultSizes();
    updateDataDocks(m_session->snapshot());
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
        m_layout.switchWindowSize(false);
    if (shown) {
        if (docksShown())
            m_layout.saveDockLayout();
        m_docks->setShown(false);
        m_startPage->setRecentFolders(recent::folders());
        m_central->setCurrentWidget(m_startPage);
        m_central->show();
        m_menus->setTabActionsEnabled(false);
    } else {
        // The hidden central widget gives its room to the docks.
        m_central->hide();
        m_docks->setShown(true);
        if (!m_layout.restoreDockLayout()) // the default layout instead
            m_docks->applyDefaultSizes();
        m_menus->setTabActionsEnabled(true);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_session->cancel();
    m_comparisons->cancel();
    m_layout.save(comparisonShown(), docksShown());
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
    return m_menus->exports()->exportItems();
}

QStringList MainWindow::exportReportTo(const QString& dir, QStringList* errors)
{
    return m_menus->exports()->exportReportTo(dir, errors);
}

} // namespace steplens
