#include "common/protectedfolders.h"

#include <QDir>
#include <QFileInfo>

namespace steplens {

namespace {
// The path with symbolic links resolved as far as it exists (an output file does not exist yet).
QString resolved(const QString& path)
{
    QFileInfo info(path);
    QString rest;
    while (!info.exists() && !info.absolutePath().isEmpty() && info.absoluteFilePath() != info.absolutePath()) {
        rest = QLatin1Char('/') + info.fileName() + rest;
        info = QFileInfo(info.absolutePath());
    }
    return QDir::cleanPath((info.exists() ? info.canonicalFilePath() : info.absoluteFilePath()) + rest);
}
} // namespace

bool isInsideFolder(const QString& path, const QString& folder)
{
    if (folder.isEmpty())
        return false;
    const QString p = resolved(path), f = resolved(folder);
    return p == f || p.startsWith(f + QLatin1Char('/'));
}

QStringList protectedFolders(const Run& run)
{
    QStringList folders;
    if (!run.path.empty())
        folders << QString::fromStdString(run.path);
    if (!run.profilerFolder.empty())
        folders << QString::fromStdString(run.profilerFolder);
    for (const auto& p : run.ranks)
        if (!p.folder.empty())
            folders << QString::fromStdString(p.folder);
    return folders;
}

bool insideProtectedFolder(const QString& path, const Run& run)
{
    for (const QString& folder : protectedFolders(run))
        if (isInsideFolder(path, folder))
            return true;
    return false;
}

} // namespace steplens
