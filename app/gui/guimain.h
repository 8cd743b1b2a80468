#pragma once
// Entry points of the Qt part of `steplens`, called from main() after the sub-command dispatch.
#include <string>
#include <vector>

class QApplication;

namespace steplens {

class MainWindow;

// Names, version and icon theme fallbacks shared by the window and `steplens export`.
void configureApplication(QApplication& app);

// Starts the desktop viewer. `folders`: none (the start page), kExampleFolder, one, or two (B compared
// against A).
// `language`: "zh_CN", "en" or "system" from --lang, for this start only; empty = View › Language.
int runGui(int& argc, char** argv, const std::vector<std::string>& folders, const std::string& language = {});

// Stands for the bundled example runs in `folders` (`steplens --example`).
inline constexpr const char* kExampleFolder = ":example";

// What the window opens at start: nothing (the start page), the example, the folder, or B compared
// against A.
void openStartupFolders(MainWindow& window, const std::vector<std::string>& folders);

} // namespace steplens
