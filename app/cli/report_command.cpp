#include "cli/commands.h"
#include "cli/common.h"

#include "load/load_summary.h"
#include "report/report_cluster.h"

#include <fstream>
#include <iostream>

namespace steplens::cli {

namespace {

// The report of a cluster read from its summaries: the cluster block, and the ranks of the report
// documents passed through (read one document at a time, so only the output is held).
std::optional<nlohmann::ordered_json> summaryReport(const std::string& dir, const ReportOptions& ro,
                                                    std::optional<long long> rank)
{
    auto summary = std::make_shared<const ClusterSummary>(loadClusterSummary(dir));
    if (summary->ranks.empty()) {
        std::cerr << "steplens report: " << dir << ": no rank could be read from these summaries\n";
        for (const auto& d : summary->diagnostics)
            std::cerr << "  " << d.file << ": " << d.message.text(ro.translator) << "\n";
        return std::nullopt;
    }
    auto overview = analyzeClusterSummary(summary, ro.analysis);
    nlohmann::ordered_json ranks = nlohmann::ordered_json::array();
    if (summary->source == ClusterSource::Reports) {
        for (const std::string& path : reportDocumentsIn(summary->folder)) {
            std::ifstream in(path, std::ios::binary);
            auto doc = nlohmann::ordered_json::parse(in, nullptr, false);
            if (doc.is_discarded() || !doc.contains("ranks") || !doc["ranks"].is_array())
                continue; // named in the diagnostics by the summary reader
            for (auto& r : doc["ranks"])
                if (!rank || (r.contains("rank") && r["rank"] == *rank))
                    ranks.push_back(std::move(r));
        }
    }
    return clusterReportJson(*overview, std::move(ranks), ro);
}

} // namespace

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
    const std::string& dir = args.positional().front();
    nlohmann::ordered_json json;
    if (isSummaryOnlyFolder(dir)) {
        // A folder of per-rank reports (made next to the data) or cluster_analysis_output alone.
        auto json2 = summaryReport(dir, ro, rank);
        if (!json2)
            return 1;
        json = std::move(*json2);
    } else {
        LoadOptions options;
        options.timeline = !args.flag("no-timeline");
        if (rank)
            options.onlyRank = static_cast<int>(*rank);
        auto run = loadForCommand(dir, options, "report", ro.translator);
        if (!run)
            return 1;
        json = reportJson(*run, ro);
        keepUntilExit(std::move(*run));
    }
    if (format == "json")
        writeJson(std::cout, json);
    else if (format == "markdown")
        std::cout << renderReportMarkdown(json, ro);
    else
        std::cout << renderReportText(json, ro);
    keepUntilExit(std::move(json));
    return 0;
}

} // namespace steplens::cli
