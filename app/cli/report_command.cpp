#include "cli/args.h"
#include "cli/commands.h"
#include "load.h"
#include "report/report.h"

#include <iostream>

namespace steplens::cli {

namespace {
// A run "has data" when at least one rank has at least one section.
bool hasAnyData(const Run& run)
{
    for (const auto& p : run.ranks)
        if (!p.filesRead.empty())
            return true;
    return false;
}
} // namespace

int reportCommand(const std::vector<std::string>& argv)
{
    Args args(argv, {"rank", "format", "batch-size", "skip-steps"}, {"no-timeline"});
    auto rank = args.intValue("rank");
    auto batch = args.intValue("batch-size");
    auto skip = args.intValue("skip-steps");
    if (!args.ok() || args.positional().size() != 1) {
        std::cerr << "steplens report: " << (args.ok() ? "expects exactly one folder" : args.error()) << "\n"
                  << "usage: steplens report DIR [--rank N] [--format text|json|markdown] [--batch-size N]"
                     " [--skip-steps N] [--no-timeline]\n";
        return 2;
    }
    std::string format = args.value("format").value_or("text");
    if (format != "text" && format != "json" && format != "markdown") {
        std::cerr << "steplens report: unknown format '" << format << "' (use text, json or markdown)\n";
        return 2;
    }
    if ((batch && *batch <= 0) || (skip && *skip < 0)) {
        std::cerr << "steplens report: --batch-size must be positive and --skip-steps not negative\n";
        return 2;
    }
    LoadOptions options;
    options.timeline = !args.flag("no-timeline");
    if (rank)
        options.onlyRank = static_cast<int>(*rank);
    const std::string& dir = args.positional().front();
    Run run = loadRun(dir, options);
    if (run.ranks.empty() || !hasAnyData(run)) {
        std::cerr << "steplens report: " << dir << ": ";
        bool said = false;
        for (const auto& d : run.diagnostics)
            if (d.severity == Severity::Error) {
                std::cerr << (said ? "; " : "") << d.message;
                said = true;
            }
        if (!said)
            std::cerr << "no profiler data could be read";
        std::cerr << "\n";
        return 1;
    }
    ReportOptions ro;
    if (batch)
        ro.steps.batchSize = static_cast<int>(*batch);
    if (skip)
        ro.steps.skipFirstSteps = static_cast<std::size_t>(*skip);
    auto json = reportJson(run, ro);
    if (format == "json")
        std::cout << json.dump(2) << "\n";
    else if (format == "markdown")
        std::cout << renderReportMarkdown(json, ro);
    else
        std::cout << renderReportText(json, ro);
    return 0;
}

} // namespace steplens::cli
