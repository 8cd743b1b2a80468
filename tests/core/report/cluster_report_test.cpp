// The cluster in the report: the JSON block for both layouts, the text and Markdown section, and
// per-rank findings that fire on many ranks written once ("ranks 0–36 and 38–63").
#include "analysis/run_analysis.h"
#include "cluster_generator.h"
#include "fixtures.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "report/report.h"
#include "report/report_cluster.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

std::size_t count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
        ++n;
    return n;
}

} // namespace

TEST_CASE("report of a generated 64-rank job: the cluster first, the slow rank and link named, shared findings once")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 64;
    spec.slowRank = 37;
    spec.slowLinkSrc = 12;
    spec.slowLinkDst = 13;
    std::string error;
    REQUIRE(bench::writeCluster((dir.path() / "job").string(), spec, error));
    const Run run = loadRun((dir.path() / "job").string(), LoadOptions{false});
    REQUIRE(run.ranks.size() == 64);
    ReportOptions options;
    // Exposed communication is ~32 % of the step on the ranks that wait, ~20 % on rank 37 (which
    // waits least): at 25 % the per-rank rule fires on every rank but 37.
    Diagnostics d;
    REQUIRE(options.analysis.thresholds.loadJson(R"({"communication_share_pct": 25})", "t.json", d));
    const auto j = reportJson(run, options);
    const auto& c = j["cluster"];
    CHECK(c["source"] == "loaded_run");
    CHECK(c["layout"] == "ascend_profiler_output");
    CHECK(c["ranks"] == 64);
    REQUIRE(c["rank_phases"].size() == 64);
    for (std::size_t i = 0; i < 64; ++i) {
        const auto& phase = c["rank_phases"][i];
        const auto& own = j["ranks"][i]["step_trace"];
        CHECK(phase["rank"] == j["ranks"][i]["rank"]);
        CHECK(phase["steps"] == 10);
        // The same keys as the rank's own step_trace breakdown, the same values.
        REQUIRE(phase["breakdown_ms"].size() == own["breakdown_ms"].size());
        for (auto it = own["breakdown_ms"].begin(); it != own["breakdown_ms"].end(); ++it)
            CHECK(phase["breakdown_ms"][it.key()].get<double>() == Approx(it.value().get<double>()).margin(1e-6));
        // The per-step table a folder of reports is read back from.
        CHECK(own["per_step_ms"]["steps"].size() == 10);
        CHECK(own["per_step_ms"]["rows"][0].size() == own["per_step_ms"]["columns"].size());
    }
    CHECK(j["ranks"][12]["communication_links"]["keys"] == "global");
    CHECK(j["ranks"][12]["parallel"]["rank_size"] == 64);
    REQUIRE(c["rank_communication"].size() == 64);

    const nlohmann::ordered_json* slowRank = nullptr;
    const nlohmann::ordered_json* slowLink = nullptr;
    for (const auto& f : c["findings"]) {
        if (f["id"] == "slow-rank")
            slowRank = &f;
        if (f["id"] == "slow-link")
            slowLink = &f;
    }
    REQUIRE(slowRank);
    CHECK((*slowRank)["ranks"] == nlohmann::ordered_json::array({37}));
    CHECK((*slowRank)["phase"] == "computing");
    REQUIRE(slowLink);
    REQUIRE((*slowLink)["links"].size() == 1);
    CHECK((*slowLink)["links"][0]["src"] == 12);
    CHECK((*slowLink)["links"][0]["dst"] == 13);
    CHECK((*slowLink)["links"][0]["transport"] == "HCCS");

    const std::string text = renderReportText(j, options);
    const auto cluster = text.find("Cluster: 64 ranks");
    const auto rank0 = text.find("\nRank 0 (ascend)");
    REQUIRE(cluster != std::string::npos);
    REQUIRE(rank0 != std::string::npos);
    CHECK(cluster < rank0);
    CHECK(text.find("Rank 37 holds the whole job back") != std::string::npos);
    // The rank table follows the slow-rank finding's phase: rank 37 first.
    const auto table = text.find("Step phases per rank (mean per step, by Computing)");
    REQUIRE(table != std::string::npos);
    const auto firstRow = text.find("\n", text.find(" ----", table)) + 1;
    CHECK(text.compare(firstRow, 6, "   37 ") == 0);
    CHECK(text.find("HCCS link 12 \u2192 13 runs at") != std::string::npos);
    CHECK(text.find("Findings on several ranks") != std::string::npos);
    CHECK(text.find("on 63 ranks: 0\u201336 and 38\u201363") != std::string::npos);
    // Written once, not 63 times; each rank points at it.
    CHECK(count(text, "(exposed-communication)") == 1);
    CHECK(count(text, "listed once for several ranks above: exposed-communication") == 63);

    const std::string md = renderReportMarkdown(j, options);
    CHECK(md.find("## Cluster: 64 ranks") != std::string::npos);
    CHECK(md.find("## Findings on several ranks") != std::string::npos);
}

TEST_CASE("report: a rank without step data is listed with steps 0 and why")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 3;
    std::string error;
    REQUIRE(bench::writeCluster((dir.path() / "job").string(), spec, error));
    fs::remove(dir.path() / "job" / bench::clusterRankFolderName(spec, 2) / "ASCEND_PROFILER_OUTPUT" /
               "step_trace_time.csv");
    auto overview = analyzeClusterSummary(
        std::make_shared<const ClusterSummary>(loadClusterSummary((dir.path() / "job").string())));
    const auto c = clusterJson(*overview);
    REQUIRE(c["rank_phases"].size() == 3);
    CHECK(c["rank_phases"][2]["steps"] == 0);
    CHECK(c["rank_phases"][2]["step_ms"].is_null());
    CHECK(c["rank_phases"][2]["diagnostic"].get<std::string>().find(
              "no step rows in this rank's ASCEND_PROFILER_OUTPUT") == 0);
    const auto doc = clusterReportJson(*overview, nlohmann::ordered_json::array());
    const std::string text = renderReportText(doc);
    CHECK(
        text.find("Rank 2 has no step data: no step rows in this rank's ASCEND_PROFILER_OUTPUT (step_trace_time.csv") !=
        std::string::npos);
}

TEST_CASE("report of cluster_analysis_output alone: the cluster block from msprof-analyze's files")
{
    const std::string dir = test::fixture("Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output");
    REQUIRE_FIXTURE(dir);
    auto overview = analyzeClusterSummary(std::make_shared<const ClusterSummary>(loadClusterSummary(dir)));
    const auto j = clusterReportJson(*overview, nlohmann::ordered_json::array());
    CHECK(j["schema_version"] == kReportSchemaVersion);
    CHECK(j["ranks"].empty());
    const auto& c = j["cluster"];
    CHECK(c["source"] == "cluster_analysis_output");
    REQUIRE(c["rank_phases"].size() == 8);
    // No Preparing column in this file: the breakdown lists the five it has.
    CHECK(c["rank_phases"][0]["breakdown_ms"].size() == 5);
    CHECK(c["rank_phases"][1]["breakdown_ms"]["free"].get<double>() == Approx(1488.61005875).margin(1e-6));
    // Free differs by up to 354 ms between ranks: ranks 1, 3 and 6 idle far more than the others.
    bool slowFree = false;
    for (const auto& f : c["findings"])
        if (f["id"] == "slow-rank" && f["phase"] == "free")
            slowFree = f["ranks"] == nlohmann::ordered_json::array({1, 3, 6});
    CHECK(slowFree);
    const std::string text = renderReportText(j);
    CHECK(text.find("Cluster: 8 ranks") != std::string::npos);
}
