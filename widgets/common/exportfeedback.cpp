#include "exportfeedback.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace steplens {

ExportFeedback* ExportFeedback::instance()
{
    // Owned by the application object so it goes away with it, before Qt's own globals.
    static ExportFeedback* feedback = new ExportFeedback(QCoreApplication::instance());
    return feedback;
}

void ExportFeedback::announce(const QStringList& paths)
{
    if (!paths.isEmpty())
        emit instance()->written(paths);
}

QString exportedFolder(const QStringList& paths)
{
    return paths.isEmpty() ? QString() : QFileInfo(paths.first()).absolutePath();
}

QString exportedText(const QStringList& paths)
{
    if (paths.isEmpty())
        return QString();
    const QString folder = QDir::toNativeSeparators(exportedFolder(paths));
    if (paths.size() == 1)
        return QCoreApplication::translate("ExportFeedback", "Saved %1 in %2").arg(QFileInfo(paths.first()).fileName(), folder);
    return QCoreApplication::translate("ExportFeedback", "%n files saved in %1", nullptr, int(paths.size())).arg(folder);
}

} // namespace steplens
