#pragma once
// How the user names folders to open: the folder dialogs (remembering where they were last), the
// Open recent menu, and folders dropped on the window.
#include <QMenu>
#include <QStringList>

class QMimeData;

namespace steplens {

// File › Open folder: a folder, or empty when the user cancelled.
QString askForProfilerFolder(QWidget* parent);
// Run B to compare with `runA` (asked for first when empty): {A, B}, or empty when cancelled.
QStringList askForComparison(QWidget* parent, QString runA);
// The folder to put in place of A or B (`current`): empty when cancelled.
QString askForReplacement(QWidget* parent, bool sideB, const QString& current);
// The local folders (or files) of a drop; empty when it holds none.
QStringList droppedFolders(const QMimeData* mime);

// File › Open recent, rebuilt from the list each time it opens.
class RecentFoldersMenu : public QMenu
{
    Q_OBJECT
public:
    RecentFoldersMenu(const QString& title, QWidget* parent = nullptr);

signals:
    void folderChosen(const QString& folder);

private:
    void rebuild();
};

} // namespace steplens
