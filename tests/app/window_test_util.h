#pragma once
// What the app tests ask of the main window: is it busy, wait until a folder or a comparison is on
// show, open a folder and wait, find a panel, pick a rank.
#include "gui/comparisonsession.h"
#include "gui/mainwindow.h"
#include "gui/runsession.h"
#include "panels/panel.h"
#include "widget_test_util.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QSignalSpy>

#include <string>

namespace steplens::test {

// Files are read, a run or a comparison is analysed again, or a batch size is still settling.
inline bool windowBusy(const MainWindow& w)
{
    return w.session()->isBusy() || w.comparisonSession()->isBusy();
}

// Waits until the window is idle with a run on show and its analysis done.
inline bool waitForRun(MainWindow& w, int ms = 30000)
{
    return waitUntil([&] { return !windowBusy(w) && w.session()->snapshot().run && w.session()->snapshot().analysis; },
                     ms);
}

// Waits until the window shows a complete (not partial) snapshot; the analysis may still be running.
inline bool waitForLoad(MainWindow& w, int ms = 10000)
{
    return waitUntil([&] { return !w.session()->isLoading() && w.session()->snapshot().run; }, ms);
}

// Opens `folder` in the window and waits until its run is on show and analysed.
inline bool openAndWait(MainWindow& w, const std::string& folder, int ms = 30000)
{
    w.openFolder(QString::fromStdString(folder));
    return waitForRun(w, ms);
}

// Waits for the next comparison the window shows; `ready` spies on MainWindow::comparisonReady.
inline bool waitForComparison(MainWindow& w, QSignalSpy& ready, int ms = 30000)
{
    const int before = ready.count();
    return waitUntil([&] { return ready.count() > before && !windowBusy(w); }, ms);
}

// The window's panel of type T, or null.
template <typename T>
T* panelOf(MainWindow& w)
{
    for (Panel* p : w.panels())
        if (auto* t = qobject_cast<T*>(p))
            return t;
    return nullptr;
}

// The dock is open and in front of its tab group (a dock behind another tab has no visible region).
inline bool inFront(const QDockWidget* dock)
{
    return dock->toggleViewAction()->isChecked() && !dock->visibleRegion().isEmpty();
}

// Picks "Rank <rank>" in the rank selector as the user would; false when the selector does not offer it.
inline bool chooseRank(MainWindow& w, int rank)
{
    const int row = w.rankSelector()->findText(QStringLiteral("Rank %1").arg(rank));
    if (row < 0)
        return false;
    w.rankSelector()->setCurrentIndex(row);
    emit w.rankSelector()->activated(row);
    return true;
}

} // namespace steplens::test
