#include "panels/panelexportbutton.h"

#include "charts/chartexport.h"
#include "charts/chartexportdialog.h"
#include "common/exportfeedback.h"
#include "common/protectedfolders.h"
#include "model/profile.h"
#include "models/csvexport.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

namespace steplens {

namespace {
// The chart export dialog keeps the last folder under this key too: one place for every export.

QString exportDirectory()
{
    QString dir = QSettings().value(lastExportFolderKey()).toString();
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return dir.isEmpty() ? QDir::homePath() : dir;
}

} // namespace

PanelExportButton::PanelExportButton(Panel* panel)
    : QToolButton(panel)
    , m_panel(panel)
{
    setObjectName(QStringLiteral("panelExportButton"));
    setText(tr("Export…"));
    setToolTip(tr("Save a chart of this panel as PNG, SVG or PDF, or a table as CSV (as shown, or every row)"));
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* menu = new QMenu(this);
    setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, &PanelExportButton::fillMenu);
}

void PanelExportButton::setRun(std::shared_ptr<const Run> run)
{
    m_run = std::move(run);
}

QList<PanelExportButton::Entry> PanelExportButton::entries() const
{
    QList<Entry> out;
    for (const ExportItem& item : m_panel->exportItems()) {
        if (item.chart) {
            out.append({item, false, tr("%1 (image)…").arg(item.title)});
        } else if (item.shown && item.table) {
            out.append({item, false, tr("%1 as shown (CSV)…").arg(item.title)});
            out.append({item, true, tr("%1, every row (CSV)…").arg(item.title)});
        } else if (item.table) {
            out.append({item, false, tr("%1 (CSV)…").arg(item.title)});
        }
    }
    return out;
}

void PanelExportButton::fillMenu()
{
    QMenu* m = menu();
    m->clear();
    const QList<Entry> list = entries();
    if (list.isEmpty()) {
        m->addAction(tr("Nothing to export yet"))->setEnabled(false);
        return;
    }
    for (const Entry& entry : list) {
        QAction* action = m->addAction(entry.text);
        connect(action, &QAction::triggered, this, [this, entry] { run(entry); });
    }
}

bool PanelExportButton::insideRunFolder(const QString& path) const
{
    return m_run && insideProtectedFolder(path, *m_run);
}

bool PanelExportButton::write(const Entry& entry, const QString& path, QString* error, QSize chartSize)
{
    if (insideRunFolder(path)) {
        if (error)
            *error = tr("StepLens does not write into the profiler folder. Choose another place.");
        return false;
    }
    const ExportItem& item = entry.item;
    bool ok = false;
    if (item.chart)
        ok = saveWidgetImage(item.chart, path, chartSize, error);
    else if (QAbstractItemModel* model = entry.everyRow || !item.shown ? item.table.data() : item.shown.data())
        ok = writeModelCsv(*model, path, error);
    else if (error)
        *error = tr("The table is no longer there.");
    if (ok) {
        QSettings().setValue(lastExportFolderKey(), QFileInfo(path).absolutePath());
        ExportFeedback::announce({path});
    }
    return ok;
}

void PanelExportButton::run(const Entry& entry)
{
    const ExportItem& item = entry.item;
    QString path;
    QSize size;
    if (item.chart) {
        ChartExportDialog dialog(item.chart, item.id, window());
        if (dialog.exec() != QDialog::Accepted)
            return;
        path = dialog.path();
        size = dialog.size();
    } else {
        const QString stem = entry.everyRow ? item.id + QStringLiteral("-all") : item.id;
        path = QFileDialog::getSaveFileName(window(), tr("Export %1").arg(item.title),
                                            QDir(exportDirectory()).filePath(stem + QStringLiteral(".csv")),
                                            tr("CSV table (*.csv)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    const bool ok = write(entry, path, &error, size);
    if (!ok)
        QMessageBox::warning(window(), tr("Export"), tr("Nothing was saved: %1").arg(error));
}

} // namespace steplens
