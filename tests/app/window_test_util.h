#pragma once
// What the app tests ask of the main window's sessions.
#include "gui/comparisonsession.h"
#include "gui/mainwindow.h"
#include "gui/runsession.h"

namespace steplens::test {

// Files are read, a run or a comparison is analysed again, or a batch size is still settling.
inline bool windowBusy(const MainWindow& w)
{
    return w.session()->isBusy() || w.comparisonSession()->isBusy();
}

} // namespace steplens::test
