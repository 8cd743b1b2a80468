#pragma once
// Pieces shared by the sub-commands: loading a folder with a clear message on failure, and the
// analysis options (--batch-size, --skip-steps, --thresholds).
#include "cli/args.h"
#include "load/load.h"
#include "report/report.h"

#include <optional>
#include <string>

namespace steplens::cli {

// The options every analysing command accepts.
inline const std::set<std::string> kAnalysisOptions = {"batch-size", "skip-steps", "thresholds"};

// Fills `options` from the parsed arguments; prints the problem and returns false on bad input.
bool applyAnalysisOptions(Args& args, ReportOptions& options, const char* command);

// Loads `dir`; prints why and returns nullopt when nothing could be read.
std::optional<Run> loadForCommand(const std::string& dir, const LoadOptions& options, const char* command);

} // namespace steplens::cli
