#pragma once
// Entry points of the Qt part of `steplens`, called from main() after the sub-command dispatch.
#include <string>
#include <vector>

class QApplication;

namespace steplens {

// Names, version and icon theme fallbacks shared by the window and `steplens export`.
void configureApplication(QApplication& app);

// Starts the desktop viewer. `folders`: none (opens the example), one, or two (comparison: not
// available yet, the first is opened and the status bar says so).
int runGui(int& argc, char** argv, const std::vector<std::string>& folders);

} // namespace steplens
