#pragma once
// The `steplens report` and `steplens compare` output. The JSON form is a versioned contract:
// docs/report-schema.md says what every key means and its unit, docs/report-schema.json is the
// machine-readable schema that tests/core/report/report_schema_test.cpp checks every document
// against. Numbers in the JSON carry full precision; the text and Markdown forms, rendered from the
// same JSON document so they never disagree, round for display.
#include "analysis/compare.h"
#include "analysis/profile_analysis.h"
#include "model/profile.h"

#include <nlohmann/json.hpp>

#include <string>

namespace steplens {

// 2: numbers are no longer rounded (1 rounded them to 2-6 decimals). See docs/report-schema.md
// for when to bump it.
constexpr int kReportSchemaVersion = 3;

struct ReportOptions {
    AnalysisOptions analysis;
    std::size_t topTypes = 10; // rows of each op type table in text/Markdown (JSON has them all)
    // The language of every text (titles, explanations, diagnostics, headings); English when null.
    // Not owned: it must outlive the calls that use these options.
    const Translator* translator = nullptr;
};

nlohmann::ordered_json reportJson(const Run& run, const ReportOptions& options = {});
std::string renderReportText(const nlohmann::ordered_json& report, const ReportOptions& options = {});
std::string renderReportMarkdown(const nlohmann::ordered_json& report, const ReportOptions& options = {});

nlohmann::ordered_json findingJson(const Finding& f, const Translator* translator = nullptr);

// `steplens compare A B`: the comparison of rank `rank` of each run (or their first ranks).
nlohmann::ordered_json compareJson(const Run& a, const Run& b, const ReportOptions& options = {}, int rank = INT32_MIN);
std::string renderCompareText(const nlohmann::ordered_json& comparison);
std::string renderCompareMarkdown(const nlohmann::ordered_json& comparison);

// Rounds to `digits` decimals. Not for the JSON documents, which keep full precision; the cluster
// block of reportJson still uses it until that block is rewritten.
double roundTo(double value, int digits);

} // namespace steplens
