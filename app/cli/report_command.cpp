#include "cli/commands.h"
#include "cli/common.h"

#include <iostream>

namespace steplens::cli {

int reportCommand(const std::vector<std::string>& argv)
{
    std::set<std::string> valueOptions = kAnalysisOptions;
    valueOptions.insert({"rank", "format"});
    Args args(argv, valueOptions, {"no-timeline"});
    auto rank = args.intValue("rank");
    if (!args.ok() || args.positional().size() != 1) {
        std::cerr << "steplens report: " << (args.ok() ? "expects exactly one folder" : args.error()) << "\n"
                  << "usage: steplens report DIR [--rank N] [--format text|json|markdown] [--batch-size N]"
                     " [--skip-steps N] [--thresholds FILE] [--no-timeline] [--lang zh_CN|en|system]\n";
        return 2;
    }
    std::string format = args.value("format").value_or("text");
    if (format != "text" && format != "json" && format != "markdown") {
        std::cerr << "steplens report: unknown format '" << format << "' (use text, json or markdown)\n";
        return 2;
    }
    ReportOptions ro;
    if (!applyAnalysisOptions(args, ro, "report"))
        return 2;
    LoadOptions options;
    options.timeline = !args.flag("no-timeline");
    if (rank)
        options.onlyRank = static_cast<int>(*rank);
    auto run = loadForCommand(args.positional().front(), options, "report", ro.translator);
    if (!run)
        return 1;
    auto json = reportJson(*run, ro);
    if (format == "json")
        std::cout << json.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
    else if (format == "markdown")
        std::cout << renderReportMarkdown(json, ro);
    else
        std::cout << renderReportText(json, ro);
    return 0;
}

} // namespace steplens::cli
