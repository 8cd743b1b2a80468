#include "cli/commands.h"
#include "cli/common.h"

#include <iostream>

namespace steplens::cli {

int compareCommand(const std::vector<std::string>& argv)
{
    std::set<std::string> valueOptions = kAnalysisOptions;
    valueOptions.insert({"rank", "format"});
    Args args(argv, valueOptions, {});
    auto rank = args.intValue("rank");
    if (!args.ok() || args.positional().size() != 2) {
        std::cerr << "steplens compare: " << (args.ok() ? "expects two folders, A (baseline) and B" : args.error())
                  << "\nusage: steplens compare A B [--rank N] [--format text|json|markdown] [--batch-size N]"
                     " [--skip-steps N] [--thresholds FILE] [--lang zh_CN|en|system]\n";
        return 2;
    }
    std::string format = args.value("format").value_or("text");
    if (format != "text" && format != "json" && format != "markdown") {
        std::cerr << "steplens compare: unknown format '" << format << "' (use text, json or markdown)\n";
        return 2;
    }
    ReportOptions ro;
    if (!applyAnalysisOptions(args, ro, "compare"))
        return 2;
    LoadOptions options;
    options.timeline = false; // the comparison uses no timeline data
    if (rank)
        options.onlyRank = static_cast<int>(*rank);
    auto a = loadForCommand(args.positional()[0], options, "compare", ro.translator);
    if (!a)
        return 1;
    auto b = loadForCommand(args.positional()[1], options, "compare", ro.translator);
    if (!b)
        return 1;
    auto json = compareJson(*a, *b, ro, rank ? static_cast<int>(*rank) : INT32_MIN);
    if (json.contains("error")) {
        std::cerr << "steplens compare: " << json["error"].get<std::string>() << "\n";
        return 1;
    }
    if (format == "json")
        writeJson(std::cout, json);
    else if (format == "markdown")
        std::cout << renderCompareMarkdown(json, ro.translator);
    else
        std::cout << renderCompareText(json, ro.translator);
    keepUntilExit(std::move(*a));
    keepUntilExit(std::move(*b));
    keepUntilExit(std::move(json));
    return 0;
}

} // namespace steplens::cli
