#include "cli/common.h"

#include <iostream>

namespace steplens::cli {

bool applyAnalysisOptions(Args& args, ReportOptions& options, const char* command)
{
    auto batch = args.intValue("batch-size");
    auto skip = args.intValue("skip-steps");
    if (!args.ok()) {
        std::cerr << "steplens " << command << ": " << args.error() << "\n";
        return false;
    }
    if ((batch && *batch <= 0) || (skip && *skip < 0)) {
        std::cerr << "steplens " << command << ": --batch-size must be positive and --skip-steps not negative\n";
        return false;
    }
    if (batch)
        options.analysis.steps.batchSize = static_cast<int>(*batch);
    if (skip)
        options.analysis.steps.skipFirstSteps = static_cast<std::size_t>(*skip);
    if (auto file = args.value("thresholds")) {
        Diagnostics d;
        bool ok = options.analysis.thresholds.loadFile(*file, d);
        for (const auto& x : d)
            std::cerr << "steplens " << command << ": " << x.file << ": " << x.message.text(options.translator)
                      << (x.action.empty() ? "" : " (" + x.action.text(options.translator) + ")") << "\n";
        if (!ok)
            return false;
    }
    return true;
}

std::optional<Run> loadForCommand(const std::string& dir, const LoadOptions& options, const char* command)
{
    Run run = loadRun(dir, options);
    bool any = false;
    for (const auto& p : run.ranks)
        any = any || !p.filesRead.empty();
    if (any)
        return run;
    std::cerr << "steplens " << command << ": " << dir << ": ";
    bool said = false;
    for (const auto& d : run.diagnostics)
        if (d.severity == Severity::Error) {
            std::cerr << (said ? "; " : "") << d.message.english();
            said = true;
        }
    if (!said)
        std::cerr << "no profiler data could be read";
    std::cerr << "\n";
    return std::nullopt;
}

} // namespace steplens::cli
