#include "folderchooser.h"

#include "common/namespacetr.h"
#include "compare/comparisonsnapshot.h"
#include "recentfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QUrl>

namespace steplens {

namespace {
const auto kLastOpenKey = QStringLiteral("open/lastDirectory");

} // namespace

QString askForProfilerFolder(QWidget* parent)
{
    const QString start = QSettings().value(kLastOpenKey, QDir::homePath()).toString();
    const QString folder = QFileDialog::getExistingDirectory(parent, tr("Open a profiler folder"), start);
    if (!folder.isEmpty())
        QSettings().setValue(kLastOpenKey, QFileInfo(folder).absolutePath());
    return folder;
}

QStringList askForComparison(QWidget* parent, QString a)
{
    if (a.isEmpty()) {
        const QString start = QSettings().value(kLastOpenKey, QDir::homePath()).toString();
        a = QFileDialog::getExistingDirectory(parent, tr("Choose run A, the baseline"), start);
        if (a.isEmpty())
            return {};
    }
    const QString b = QFileDialog::getExistingDirectory(parent, tr("Compare %1 with… (run B)").arg(runDisplayName(a)),
                                                        QFileInfo(a).absolutePath());
    if (b.isEmpty())
        return {};
    QSettings().setValue(kLastOpenKey, QFileInfo(b).absolutePath());
    return {a, b};
}

QString askForReplacement(QWidget* parent, bool sideB, const QString& current)
{
    return QFileDialog::getExistingDirectory(parent, sideB ? tr("Replace B with…") : tr("Replace A with…"),
                                             QFileInfo(current).absolutePath());
}

QStringList droppedFolders(const QMimeData* mime)
{
    QStringList folders;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile())
            folders << url.toLocalFile();
    return folders;
}

RecentFoldersMenu::RecentFoldersMenu(const QString& title, QWidget* parent)
    : QMenu(title, parent)
{
    connect(this, &QMenu::aboutToShow, this, &RecentFoldersMenu::rebuild);
}

void RecentFoldersMenu::rebuild()
{
    clear();
    const QStringList folders = recent::folders();
    for (const QString& folder : folders)
        addAction(QDir::toNativeSeparators(folder), this, [this, folder] { emit folderChosen(folder); });
    if (folders.isEmpty()) {
        addAction(tr("No recent folders"))->setEnabled(false);
    } else {
        addSeparator();
        addAction(tr("Clear the list"), this, [] { recent::clear(); });
    }
}

} // namespace steplens
