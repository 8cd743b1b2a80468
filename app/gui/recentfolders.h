#pragma once
// Recently opened folders, newest first, kept in QSettings.
#include <QStringList>

namespace steplens::recent {

constexpr int kMaxRecentFolders = 10;

QStringList folders();
void add(const QString& folder);
void remove(const QString& folder);
void clear();

} // namespace steplens::recent
