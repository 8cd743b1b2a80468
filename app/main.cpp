// One main, compiled twice (app/CMakeLists.txt):
// - steplens-gui (STEPLENS_WITH_GUI): the desktop viewer without a sub-command, the command line otherwise;
// - steplens (no Qt linked, so it starts in a few ms): the command line. When the build has the Qt part
//   (STEPLENS_GUI_SIBLING names it), whatever needs Qt is handed over to that sibling with execv.
#include "cli/commands.h"

#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#ifdef STEPLENS_WITH_GUI
#include "cli/common.h"
#include "common/translation.h"
#include "gui/exportcommand.h"
#include "gui/guimain.h"
#endif
#ifdef STEPLENS_GUI_SIBLING
#include "cli/handover.h"
#endif
#ifndef STEPLENS_WITH_GUI
#include "cli/huge_page_heap.h"
#endif

namespace {
// A first word that is no sub-command, no option and no existing path is most likely a mistyped
// sub-command ("steplens reprot DIR"): say so instead of opening a window on a missing folder.
bool looksLikeMistypedCommand(const std::string& word)
{
    std::error_code ec;
    return !word.empty() && word[0] != '-' && word.find('/') == std::string::npos &&
           word.find('\\') == std::string::npos && !std::filesystem::exists(word, ec);
}
} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
#ifndef STEPLENS_WITH_GUI
    // What loads a folder (report, compare, export, the window) starts again with malloc asking for huge
    // pages, which glibc reads at start only (cli/huge_page_heap.h). help, version and example do not:
    // the restart costs ~5 ms.
    const bool commandLine =
        !args.empty() && (args.front() == "report" || args.front() == "compare" || args.front() == "export");
    const bool window = args.empty() || !steplens::cli::isSubCommand(args.front());
    if (commandLine || window)
        steplens::cli::restartWithHugePageHeap(argv, commandLine);
#endif
#ifdef STEPLENS_WITH_GUI
    // --lang of report and compare: the translations compiled into the Qt part.
    steplens::cli::setTranslatorFactory(&steplens::translatorFor);
#endif
    if (!args.empty() && steplens::cli::isSubCommand(args.front())) {
        std::string word = args.front();
        args.erase(args.begin());
#ifdef STEPLENS_WITH_GUI
        if (word == "export")
            return steplens::exportCommand(args);
#endif
#ifdef STEPLENS_GUI_SIBLING
        // export, and report/compare in another language: Qt's painting and translations.
        if (steplens::cli::subCommandNeedsQt(word, args))
            return steplens::cli::handOverToSibling(STEPLENS_GUI_SIBLING, argv);
#endif
        return steplens::cli::runSubCommand(word, args);
    }
    if (!args.empty() && looksLikeMistypedCommand(args.front())) {
        std::cerr << "steplens: '" << args.front() << "' is neither a command nor a folder\n";
        return steplens::cli::printUsage(true);
    }
#ifdef STEPLENS_WITH_GUI
    // Folders are the arguments that are not options; options (-style, -platform...) go to Qt,
    // together with the value of those that take one.
    static const char* const qtOptionsWithValue[] = {
        "-platform",           "-style",         "-stylesheet",  "-display", "-geometry",
        "-qwindowgeometry",    "-qwindowtitle",  "-qwindowicon", "-title",   "-name",
        "-platformpluginpath", "-platformtheme", "-plugin"};
    std::vector<std::string> folders;
    std::string language;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        // --lang zh_CN|en|system, as report, compare and export take it.
        if (a == "--lang" && i + 1 < args.size()) {
            language = args[++i];
            continue;
        }
        if (a.rfind("--lang=", 0) == 0) {
            language = a.substr(7);
            continue;
        }
        if (a == "--example") {
            folders.assign(1, steplens::kExampleFolder);
            continue;
        }
        if (a.empty() || a[0] != '-') {
            folders.push_back(a);
            continue;
        }
        for (const char* option : qtOptionsWithValue)
            if (a == option || a == std::string("-") + option)
                ++i;
    }
    return steplens::runGui(argc, argv, folders, language);
#elif defined(STEPLENS_GUI_SIBLING)
    // No sub-command: the window (start page, --example, folders, Qt options), all in the sibling.
    // The mistyped-command check above stays here, so a typo never waits for Qt to load.
    return steplens::cli::handOverToSibling(STEPLENS_GUI_SIBLING, argv);
#else
    return steplens::cli::printUsage(true);
#endif
}
