#pragma once
// The `steplens report` output. The JSON form is a versioned contract (see docs/report-schema.md);
// the text and Markdown forms are rendered from the same JSON document so they never disagree.
#include "analysis/step_stats.h"
#include "model/profile.h"

#include <nlohmann/json.hpp>

#include <string>

namespace steplens {

constexpr int kReportSchemaVersion = 1;

struct ReportOptions {
    StepAnalysisOptions steps;
    std::size_t topTypes = 10; // rows of each op type table in text/Markdown (JSON has them all)
};

nlohmann::ordered_json reportJson(const Run& run, const ReportOptions& options = {});
std::string renderReportText(const nlohmann::ordered_json& report, const ReportOptions& options = {});
std::string renderReportMarkdown(const nlohmann::ordered_json& report, const ReportOptions& options = {});

// Rounds to `digits` decimals, so reports are stable and readable.
double roundTo(double value, int digits);

} // namespace steplens
