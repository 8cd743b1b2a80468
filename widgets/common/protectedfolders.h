#pragma once
// StepLens never writes into a user's profiler folder: the folders of a run that every export (a
// panel's Export button, File › Export, `steplens export`) keeps out of, and the test it applies.
#include "model/profile.h"

#include <QString>
#include <QStringList>

namespace steplens {

// True when `path` is `folder` or lies inside it (after resolving symlinks where they exist; `path`
// may not exist yet).
bool isInsideFolder(const QString& path, const QString& folder);

// Folders StepLens must not write into for this run: the folder the user opened, the profiler
// folder found in it and every rank's folder.
QStringList protectedFolders(const Run& run);

// True when `path` lies inside one of `run`'s protected folders.
bool insideProtectedFolder(const QString& path, const Run& run);

} // namespace steplens
