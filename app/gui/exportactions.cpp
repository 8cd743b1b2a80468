#include "exportactions.h"

#include "charts/chartexportdialog.h"
#include "common/exportfeedback.h"
#include "common/protectedfolders.h"
#include "compare/comparisonview.h"
#include "comparisonsession.h"
#include "models/csvexport.h"
#include "reportexport.h"
#include "runexporter.h"
#include "runsession.h"
#include "style/formatting.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

namespace steplens {

namespace {
const auto kLastExportKey = QStringLiteral("export/lastDirectory");

QString exportDirectory()
{
    QString dir = QSettings().value(kLastExportKey).toString();
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return dir.isEmpty() ? QDir::homePath() : dir;
}
} // namespace

ExportActions::ExportActions(QWidget* window, RunSession* session, ComparisonSession* comparisons, ComparisonView* view,
                             PanelDocks* docks, std::function<bool()> comparisonShown)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_comparisons(comparisons)
    , m_comparisonView(view)
    , m_docks(docks)
    , m_comparisonShown(std::move(comparisonShown))
{}

void ExportActions::addTo(QMenu* file)
{
    m_exportMenu = file->addMenu(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export"));
    connect(m_exportMenu, &QMenu::aboutToShow, this, &ExportActions::updateExportMenu);
    // Lives outside the rebuilt menu so its shortcut works before the menu was ever opened.
    m_exportAllAction = new QAction(tr("Everything to a folder…"), this);
    m_exportAllAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    connect(m_exportAllAction, &QAction::triggered, this, &ExportActions::exportEverything);
    m_window->addAction(m_exportAllAction);
    m_exportMenu->addAction(m_exportAllAction);
    QAction* report = file->addAction(tr("Export &report…"), this, &ExportActions::exportReport);
    report->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+E")));
    report->setToolTip(tr("A Markdown report of the run or comparison on show, with its charts as PNG beside it"));
}

QList<ExportItem> ExportActions::exportItems() const
{
    if (m_comparisonShown())
        return m_comparisonView->exportItems();
    m_docks->bringUpToDate(); // a panel out of sight may still wait for the snapshot on show
    QList<ExportItem> items;
    for (Panel* panel : m_docks->panels())
        items << panel->exportItems();
    return items;
}

void ExportActions::updateExportMenu()
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

QStringList ExportActions::foldersNotToWrite() const
{
    QStringList folders;
    if (m_session->snapshot().run)
        folders << protectedFolders(*m_session->snapshot().run);
    for (const auto& run : {m_comparisons->comparison().a.run, m_comparisons->comparison().b.run})
        if (run)
            folders << protectedFolders(*run);
    return folders;
}

bool ExportActions::refuseProfilerFolder(const QString& path)
{
    for (const QString& folder : foldersNotToWrite())
        if (isInsideFolder(path, folder)) {
            QMessageBox::warning(m_window, tr("Export"),
                                 tr("StepLens does not write into the profiler folder. Choose another place."));
            return true;
        }
    return false;
}

void ExportActions::exportOne(const ExportItem& item)
{
    // Comparison items are named compare-*; a single run's carry its rank.
    const QString stem = (m_comparisonShown() ? QString() : rankPrefix(m_session->snapshot().profile.get())) + item.id;
    if (item.chart) {
        ChartExportDialog::exportChart(item.chart, stem, m_window);
        return;
    }
    if (!item.table)
        return;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export %1").arg(item.title),
                                                      QDir(exportDirectory()).filePath(stem + QStringLiteral(".csv")),
                                                      tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    if (refuseProfilerFolder(path))
        return;
    QString error;
    if (!writeModelCsv(*item.table, path, &error))
        QMessageBox::warning(m_window, tr("Export"), tr("The table was not saved: %1").arg(error));
    else {
        QSettings().setValue(kLastExportKey, QFileInfo(path).absolutePath());
        ExportFeedback::announce({path});
    }
}

void ExportActions::exportEverything()
{
    const QList<ExportItem> items = exportItems();
    if (items.isEmpty())
        return;
    const QString dir =
        QFileDialog::getExistingDirectory(m_window, tr("Export every chart and table to"), exportDirectory());
    if (dir.isEmpty())
        return;
    if (refuseProfilerFolder(dir))
        return;
    QSettings().setValue(kLastExportKey, dir);
    const QString prefix = m_comparisonShown() ? QString() : rankPrefix(m_session->snapshot().profile.get());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const ExportReport report = steplens::exportItems(items, dir, prefix, kDefaultExportSize);
    QApplication::restoreOverrideCursor();
    // Where the files went shows in the status bar; only failures interrupt with a message box.
    ExportFeedback::announce(report.written);
    if (!report.errors.isEmpty())
        QMessageBox::warning(
            m_window, tr("Export"),
            tr("%1 written; these failed:\n").arg(fmt::counted(report.written.size(), tr("file"), tr("files"))) +
                report.errors.join(QLatin1Char('\n')));
}

void ExportActions::exportReport()
{
    if (!m_comparisonShown() && !m_session->run())
        return;
    const QString dir =
        QFileDialog::getExistingDirectory(m_window, tr("Write the report and its charts to"), exportDirectory());
    if (dir.isEmpty())
        return;
    if (refuseProfilerFolder(dir))
        return;
    QSettings().setValue(kLastExportKey, dir);
    QStringList errors;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QStringList written = exportReportTo(dir, &errors);
    QApplication::restoreOverrideCursor();
    ExportFeedback::announce(written);
    if (!errors.isEmpty())
        QMessageBox::warning(
            m_window, tr("Export report"),
            tr("%1 written; these failed:\n").arg(fmt::counted(written.size(), tr("file"), tr("files"))) +
                errors.join(QLatin1Char('\n')));
}

QStringList ExportActions::exportReportTo(const QString& dir, QStringList* errors)
{
    ExportReport report;
    if (!QDir().mkpath(dir)) {
        report.errors << tr("cannot create %1").arg(dir);
    } else if (m_comparisonShown()) {
        if (!m_comparisons->comparison().empty())
            report = exportComparisonReport(m_comparisons->comparison(), dir, kDefaultExportSize);
    } else if (m_session->run()) {
        report = exportRunReport(m_session->run(), m_session->runAnalysis(), m_session->shownOptions(), dir,
                                 kDefaultExportSize);
    }
    if (errors)
        *errors = report.errors;
    return report.written;
}

} // namespace steplens
