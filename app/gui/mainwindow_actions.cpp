// MainWindow: menus, toolbar, export and help.
#include "charts/chartexportdialog.h"
#include "compare/comparisonview.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "models/csvexport.h"
#include "recentfolders.h"
#include "reportexport.h"
#include "runexporter.h"
#include "shortcuts.h"
#include "style/formatting.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

namespace steplens {

namespace {
const auto kLastOpenKey = QStringLiteral("open/lastDirectory");
const auto kLastExportKey = QStringLiteral("export/lastDirectory");

QString exportDirectory()
{
    QString dir = QSettings().value(kLastExportKey).toString();
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return dir.isEmpty() ? QDir::homePath() : dir;
}
} // namespace

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open folder…"), this,
                                    &MainWindow::chooseFolder);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a MindSpore profiler folder"));
    m_recentMenu = file->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
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
    m_exportMenu = file->addMenu(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export"));
    connect(m_exportMenu, &QMenu::aboutToShow, this, &MainWindow::updateExportMenu);
    // Lives outside the rebuilt menu so its shortcut works before the menu was ever opened.
    m_exportAllAction = new QAction(tr("Everything to a folder…"), this);
    m_exportAllAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    connect(m_exportAllAction, &QAction::triggered, this, &MainWindow::exportEverything);
    addAction(m_exportAllAction);
    m_exportMenu->addAction(m_exportAllAction);
    QAction* report = file->addAction(tr("Export &report…"), this, &MainWindow::exportReport);
    report->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+E")));
    report->setToolTip(tr("A Markdown report of the run or comparison on show, with its charts as PNG beside it"));
    m_closeAction = file->addAction(tr("C&lose folder"), this, &MainWindow::closeFolder);
    m_closeAction->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit =
        file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    // QKeySequence::Quit is empty on some platforms (Windows, offscreen): say Ctrl+Q everywhere.
    quit->setShortcut(QKeySequence(QStringLiteral("Ctrl+Q")));
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : m_docks)
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);
    view->addMenu(new LanguageMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About StepLens"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(open);
    bar->addAction(m_reloadAction);
    // The rank selector only appears for folders with several ranks.
    auto* rankBox = new QWidget(bar);
    auto* rankLayout = new QHBoxLayout(rankBox);
    rankLayout->setContentsMargins(12, 0, 0, 0);
    rankLayout->addWidget(new QLabel(tr("Rank:"), rankBox));
    m_rankCombo = new QComboBox(rankBox);
    m_rankCombo->setObjectName(QStringLiteral("rankSelector"));
    m_rankCombo->setToolTip(tr("Which rank (device) of the run to show"));
    m_rankCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    rankLayout->addWidget(m_rankCombo);
    m_rankToolbarAction = bar->addWidget(rankBox);
    m_rankToolbarAction->setVisible(false);
    connect(m_rankCombo, qOverload<int>(&QComboBox::activated), this, &MainWindow::selectRank);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList folders = recent::folders();
    for (const QString& folder : folders)
        m_recentMenu->addAction(QDir::toNativeSeparators(folder), this, [this, folder] { openFolder(folder); });
    if (folders.isEmpty())
        m_recentMenu->addAction(tr("No recent folders"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear the list"), this, [] { recent::clear(); });
    }
}

QList<ExportItem> MainWindow::exportItems() const
{
    if (comparisonShown())
        return m_comparisonView->exportItems();
    QList<ExportItem> items;
    for (Panel* panel : m_panels)
        items << panel->exportItems();
    return items;
}

void MainWindow::updateExportMenu()
{
    m_exportMenu->clear();
    const QList<ExportItem> items = exportItems();
    for (const ExportItem& item : items) {
        const QString kind = item.chart ? tr("PNG, SVG or PDF") : tr("CSV");
        m_exportMenu->addAction(tr("%1 (%2)…").arg(item.title, kind), this, [this, item] { exportOne(item); });
    }
    if (!items.isEmpty())
        m_exportMenu->addSeparator();
    m_exportMenu->addAction(m_exportAllAction);
    m_exportAllAction->setEnabled(!items.isEmpty());
}

QStringList MainWindow::foldersNotToWrite() const
{
    QStringList folders;
    if (m_snapshot.run)
        folders << protectedFolders(*m_snapshot.run);
    for (const auto& run : {m_comparison.a.run, m_comparison.b.run})
        if (run)
            folders << protectedFolders(*run);
    return folders;
}

void MainWindow::exportOne(const ExportItem& item)
{
    // Comparison items are named compare-*; a single run's carry its rank.
    const QString stem = (comparisonShown() ? QString() : rankPrefix(m_snapshot.profile.get())) + item.id;
    if (item.chart) {
        ChartExportDialog::exportChart(item.chart, stem, this);
        return;
    }
    if (!item.table)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(item.title),
                                                      QDir(exportDirectory()).filePath(stem + QStringLiteral(".csv")),
                                                      tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    for (const QString& folder : foldersNotToWrite())
        if (isInsideFolder(path, folder)) {
            QMessageBox::warning(this, tr("Export"),
                                 tr("StepLens does not write into the profiler folder. Choose another place."));
            return;
        }
    QString error;
    if (!writeModelCsv(*item.table, path, &error))
        QMessageBox::warning(this, tr("Export"), tr("The table was not saved: %1").arg(error));
    else
        QSettings().setValue(kLastExportKey, QFileInfo(path).absolutePath());
}

void MainWindow::exportEverything()
{
    const QList<ExportItem> items = exportItems();
    if (items.isEmpty())
        return;
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Export every chart and table to"), exportDirectory());
    if (dir.isEmpty())
        return;
    for (const QString& folder : foldersNotToWrite())
        if (isInsideFolder(dir, folder)) {
            QMessageBox::warning(this, tr("Export"),
                                 tr("StepLens does not write into the profiler folder. Choose another place."));
            return;
        }
    QSettings().setValue(kLastExportKey, dir);
    const QString prefix = comparisonShown() ? QString() : rankPrefix(m_snapshot.profile.get());
    const ExportReport report = steplens::exportItems(items, dir, prefix, kDefaultExportSize);
    if (report.errors.isEmpty())
        QMessageBox::information(
            this, tr("Export"),
            tr("%1 written to %2.").arg(fmt::counted(report.written.size(), tr("file"), tr("files")), dir));
    else
        QMessageBox::warning(
            this, tr("Export"),
            tr("%1 written; these failed:\n").arg(fmt::counted(report.written.size(), tr("file"), tr("files"))) +
                report.errors.join(QLatin1Char('\n')));
}

void MainWindow::exportReport()
{
    if (!comparisonShown() && !m_run)
        return;
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Write the report and its charts to"), exportDirectory());
    if (dir.isEmpty())
        return;
    for (const QString& folder : foldersNotToWrite())
        if (isInsideFolder(dir, folder)) {
            QMessageBox::warning(this, tr("Export"),
                                 tr("StepLens does not write into the profiler folder. Choose another place."));
            return;
        }
    QSettings().setValue(kLastExportKey, dir);
    QStringList errors;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QStringList written = exportReportTo(dir, &errors);
    QApplication::restoreOverrideCursor();
    if (errors.isEmpty())
        QMessageBox::information(
            this, tr("Export report"),
            tr("report.md and %1 written to %2.").arg(fmt::counted(written.size() - 1, tr("file"), tr("files")), dir));
    else
        QMessageBox::warning(
            this, tr("Export report"),
            tr("%1 written; these failed:\n").arg(fmt::counted(written.size(), tr("file"), tr("files"))) +
                errors.join(QLatin1Char('\n')));
}

QStringList MainWindow::exportReportTo(const QString& dir, QStringList* errors)
{
    ExportReport report;
    if (!QDir().mkpath(dir)) {
        report.errors << tr("cannot create %1").arg(dir);
    } else if (comparisonShown()) {
        if (!m_comparison.empty())
            report = exportComparisonReport(m_comparison, dir, kDefaultExportSize);
    } else if (m_run) {
        report = exportRunReport(m_run, m_runAnalysis, m_shownOptions, dir, kDefaultExportSize);
    }
    if (errors)
        *errors = report.errors;
    return report.written;
}

void MainWindow::chooseFolder()
{
    const QString start = QSettings().value(kLastOpenKey, QDir::homePath()).toString();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a profiler folder"), start);
    if (folder.isEmpty())
        return;
    QSettings().setValue(kLastOpenKey, QFileInfo(folder).absolutePath());
    openFolder(folder);
}

void MainWindow::showShortcuts()
{
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard shortcuts"), keyboardShortcutsHtml(), QMessageBox::Close, this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About StepLens"),
        tr("<h3>StepLens %1</h3><p>Where every millisecond of a MindSpore training step goes.</p>"
           "<p>Reads the profiler folders MindSpore writes (1.x profiler/ and 2.x ASCEND_PROFILER_OUTPUT) "
           "and never writes into them.</p><p>Built with Qt %2 and QCustomPlot.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace steplens
