#pragma once
// One place where every file the user asked to export is announced, whichever button, menu or chart
// context menu wrote it, so the window can say where it went and offer to open the folder (issue 19,
// item 7). Writers call announce(); the main window listens to written().
#include <QObject>
#include <QStringList>

namespace steplens {

class ExportFeedback : public QObject
{
    Q_OBJECT
public:
    static ExportFeedback* instance();
    // `paths`: the files just written (absolute or relative to the working directory).
    static void announce(const QStringList& paths);

signals:
    void written(const QStringList& paths);

private:
    using QObject::QObject;
};

// "Saved step-trace.png in /home/…/exports" or "12 files saved in …": the status line after an export.
QString exportedText(const QStringList& paths);
// The folder that holds the files (the first file's folder when they differ).
QString exportedFolder(const QStringList& paths);

} // namespace steplens
