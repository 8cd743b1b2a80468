#include "recentfolders.h"

#include <QSettings>

namespace steplens::recent {

namespace {
const auto kKey = QStringLiteral("recentFolders");
}

QStringList folders()
{
    return QSettings().value(kKey).toStringList();
}

void add(const QString& folder)
{
    QStringList list = folders();
    list.removeAll(folder);
    list.prepend(folder);
    while (list.size() > kMaxRecentFolders)
        list.removeLast();
    QSettings().setValue(kKey, list);
}

void remove(const QString& folder)
{
    QStringList list = folders();
    list.removeAll(folder);
    QSettings().setValue(kKey, list);
}

void clear()
{
    QSettings().remove(kKey);
}

} // namespace steplens::recent
