// The main window's menus and toolbar: what each action calls on the window, its shortcut and tooltip.
#include "mainmenus.h"

#include "exportactions.h"
#include "folderchooser.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "panelregistry.h"
#include "rankselector.h"
#include "shortcuts.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QToolBar>

namespace steplens {

MainMenus::MainMenus(MainWindow* window, PanelDocks* docks)
    : QObject(window)
{
    QMenu* file = window->menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open folder…"), window,
                                    &MainWindow::chooseFolder);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a MindSpore profiler folder"));
    auto* recentMenu = new RecentFoldersMenu(tr("Open &recent"), window);
    file->addMenu(recentMenu);
    connect(recentMenu, &RecentFoldersMenu::folderChosen, window, &MainWindow::openFolder);
    file->addAction(tr("Open the e&xample"), window, &MainWindow::openExample);
    QAction* compare = file->addAction(tr("Co&mpare with…"), window, &MainWindow::chooseComparison);
    compare->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    compare->setToolTip(tr("Compare the run on show (A) with another run (B)"));
    file->addAction(tr("Compare the example runs"), window, &MainWindow::openExampleComparison);
    m_reloadAction =
        file->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&load"), window, &MainWindow::reload);
    m_reloadAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_reloadAction->setToolTip(tr("Read the folder again (F5)"));
    m_cancelAction = file->addAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Cancel loading"), window,
                                     &MainWindow::cancelLoading);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setEnabled(false);
    file->addSeparator();
    m_exports = new ExportActions(window, window->session(), window->comparisonSession(), window->comparisonView(),
                                  docks, [window] { return window->comparisonShown(); });
    m_exports->addTo(file);
    m_closeAction = file->addAction(tr("C&lose folder"), window, &MainWindow::closeFolder);
    m_closeAction->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit =
        file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), window, &QWidget::close);
    // QKeySequence::Quit is empty on some platforms (Windows, offscreen): say Ctrl+Q everywhere.
    quit->setShortcut(QKeySequence(QStringLiteral("Ctrl+Q")));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = window->menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : docks->docks())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    // Between the panels tabbed together (Step trace, Operators, Timeline…). Off while the comparison is up,
    // so its own tabs keep Ctrl+Tab.
    m_nextTabAction = view->addAction(tr("Next tabbed panel"), window, [docks] { docks->cycleTabs(1); });
    m_nextTabAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Tab)});
    m_previousTabAction = view->addAction(tr("Previous tabbed panel"), window, [docks] { docks->cycleTabs(-1); });
    m_previousTabAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)});
    view->addSeparator();
    view->addAction(tr("&Reset layout"), window, &MainWindow::resetLayout);
    view->addMenu(new LanguageMenu(window));

    QMenu* help = window->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), window, [window] { showShortcutsDialog(window); })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About StepLens"), window, [window] { showAboutDialog(window); })
        ->setMenuRole(QAction::AboutRole);

    QToolBar* bar = window->addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(open);
    bar->addAction(m_reloadAction);
    m_ranks = new RankSelector(bar);
    m_rankToolbarAction = bar->addWidget(m_ranks);
    m_rankToolbarAction->setVisible(false);
}

void MainMenus::updateEnabled(bool hasFolder, bool hasSomethingShown)
{
    m_reloadAction->setEnabled(hasFolder);
    m_closeAction->setEnabled(hasSomethingShown);
}

void MainMenus::setRankSelectorShown(bool shown)
{
    m_rankToolbarAction->setVisible(shown);
}

bool MainMenus::rankSelectorShown() const
{
    return m_rankToolbarAction->isVisible();
}

void MainMenus::setTabActionsEnabled(bool enabled)
{
    m_nextTabAction->setEnabled(enabled);
    m_previousTabAction->setEnabled(enabled);
}

} // namespace steplens
