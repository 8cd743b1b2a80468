#include "cli/commands.h"

#include <iostream>

namespace steplens::cli {

namespace {

struct SubCommand {
    const char* name;
    const char* usage; // one line for the help text
    int (*run)(const std::vector<std::string>& args);
};

int versionCommand(const std::vector<std::string>&)
{
    std::cout << "steplens " << STEPLENS_VERSION << "\n";
    return 0;
}

int helpCommand(const std::vector<std::string>&)
{
    return printUsage(false);
}

// main() hands `export` to the Qt part when the build has one; this row answers when it does not.
int exportWithoutQt(const std::vector<std::string>&)
{
    std::cerr << "steplens export: this build has no Qt part (configured with STEPLENS_BUILD_GUI=OFF)\n";
    return 2;
}

// One row per sub-command; adding a command is adding a row.
const SubCommand kCommands[] = {
    {"report", "report DIR           print a report of a profiler folder (--format text|json|markdown)", reportCommand},
    {"compare", "compare A B          compare run B against baseline A (--format text|json|markdown)", compareCommand},
    {"example", "example OUTDIR       write five synthetic example runs (a CIFAR-10 tuning story)", exampleCommand},
    {"export",
     "export DIR [--compare B] --out OUTDIR\n"
     "                                write a PNG of every chart, a CSV of every table and report.md\n"
     "                                (--rank N, --size WxH; with --compare, the comparison of B against DIR)\n"
     "                                report, compare and export take --lang zh_CN|en|system (default en)",
     exportWithoutQt},
    {"help", "help                 show this help", helpCommand},
    {"version", "version              print the version", versionCommand},
};

const SubCommand* findCommand(const std::string& word)
{
    std::string w = word;
    if (w == "--help" || w == "-h")
        w = "help";
    else if (w == "--version")
        w = "version";
    for (const auto& c : kCommands)
        if (w == c.name)
            return &c;
    return nullptr;
}

} // namespace

int printUsage(bool toStderr)
{
    std::ostream& os = toStderr ? std::cerr : std::cout;
    os << "StepLens " << STEPLENS_VERSION
       << ": where every millisecond of a MindSpore training step goes\n\n"
          "usage:\n"
          "  steplens [DIR [DIR_B]]        open the desktop viewer (its start page, DIR, or DIR_B compared with DIR)\n"
          "  steplens --example            open the desktop viewer on the bundled example runs\n"
          "  steplens --lang zh_CN|en ...  the desktop viewer in that language for this start\n";
    for (const auto& c : kCommands)
        os << "  steplens " << c.usage << "\n";
    return toStderr ? 2 : 0;
}

bool isSubCommand(const std::string& word)
{
    return findCommand(word) != nullptr;
}

int runSubCommand(const std::string& word, const std::vector<std::string>& args)
{
    const SubCommand* c = findCommand(word);
    return c ? c->run(args) : printUsage(true);
}

} // namespace steplens::cli
