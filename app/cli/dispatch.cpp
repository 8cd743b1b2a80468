#include "cli/commands.h"

#include <iostream>

namespace steplens::cli {

int printUsage(bool toStderr)
{
    std::ostream& os = toStderr ? std::cerr : std::cout;
    os << "StepLens " << STEPLENS_VERSION << ": where every millisecond of a MindSpore training step goes\n\n"
          "usage:\n"
          "  steplens [DIR [DIR_B]]        open the desktop viewer (on DIR, or DIR_B compared with DIR)\n"
          "  steplens report DIR           print a report of a profiler folder (--format text|json|markdown)\n"
          "  steplens export DIR --out OUTDIR\n"
          "                                write a PNG of every chart and a CSV of every table (--rank N, --size WxH)\n"
          "  steplens help                 show this help\n"
          "  steplens version              print the version\n";
    return toStderr ? 2 : 0;
}

bool isSubCommand(const std::string& word)
{
    return word == "report" || word == "export" || word == "help" || word == "--help" || word == "-h" || word == "version" ||
           word == "--version";
}

int runSubCommand(const std::string& word, const std::vector<std::string>& args)
{
    if (word == "report")
        return reportCommand(args);
    if (word == "export") {
        // main() hands `export` to the Qt part; this build has none.
        std::cerr << "steplens export: this build has no Qt part (configured with STEPLENS_BUILD_GUI=OFF)\n";
        return 2;
    }
    if (word == "version" || word == "--version") {
        std::cout << "steplens " << STEPLENS_VERSION << "\n";
        return 0;
    }
    return printUsage(false);
}

} // namespace steplens::cli
