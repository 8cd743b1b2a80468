// Summary-first loading of a many-rank job (load/load_summary.h): generated 2.x jobs, the real
// two-rank torch_npu fixtures, the 1.x cluster_propose sample, msprof-analyze's cluster_analysis_output
// and folders of per-rank report documents.
#include "cluster_generator.h"
#include "fixtures.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "report/report.h"
#include "report/report_cluster.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

// The mean of every column of a step_trace_time.csv, computed here from the text (µs -> ms).
std::map<std::string, double> csvColumnMeans(const fs::path& csv)
{
    std::ifstream in(csv);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> header;
    std::stringstream hs(line);
    for (std::string cell; std::getline(hs, cell, ',');)
        header.push_back(cell);
    std::vector<double> sums(header.size(), 0.0);
    int rows = 0;
    while (std::getline(in, line)) {
        std::stringstream ls(line);
        std::size_t i = 0;
        for (std::string cell; std::getline(ls, cell, ','); ++i)
            sums[i] += std::strtod(cell.c_str(), nullptr) / 1000.0;
        ++rows;
    }
    std::map<std::string, double> out;
    const std::map<std::string, std::string> keys = {{"Computing", "computing"},
                                                     {"Communication(Not Overlapped)", "communication_not_overlapped"},
                                                     {"Overlapped", "overlapped"},
                                                     {"Communication", "communication"},
                                                     {"Free", "free"},
                                                     {"Preparing", "preparing"}};
    for (std::size_t i = 0; i < header.size(); ++i)
        if (auto k = keys.find(header[i]); k != keys.end())
            out[k->second] = sums[i] / rows;
    return out;
}

double meanOf(const ClusterSummary& s, const RankSummary& r, const char* key)
{
    const int c = s.phaseIndex(key);
    double sum = 0;
    for (std::size_t row = 0; row < r.stepCount(); ++row)
        sum += r.value(row, std::size_t(c), s.phaseKeys().size());
    return sum / double(r.stepCount());
}

const ClusterLink* findLink(const RankSummary& r, int src, int dst, const std::string& transport)
{
    for (const auto& l : r.links)
        if (l.src == src && l.dst == dst && l.transport == transport)
            return &l;
    return nullptr;
}

bench::ClusterSpec plantedSpec(int ranks)
{
    bench::ClusterSpec spec;
    spec.ranks = ranks;
    spec.slowRank = 37 % ranks;
    spec.slowLinkSrc = 12 % ranks;
    spec.slowLinkDst = 13 % ranks;
    return spec;
}

} // namespace

TEST_CASE("cluster summary: a generated 256-rank job reads summary first, every rank's means from its own file")
{
    test::TempDir dir;
    const std::string root = (dir.path() / "job").string();
    std::string error;
    REQUIRE(bench::writeCluster(root, plantedSpec(256), error));
    const ClusterSummary s = loadClusterSummary(root);
    CHECK(s.source == ClusterSource::RankFolders);
    CHECK(s.layout == Layout::AscendProfilerOutput);
    CHECK_FALSE(s.cancelled);
    REQUIRE(s.ranks.size() == 256);
    for (std::size_t i = 0; i < s.ranks.size(); ++i) {
        const RankSummary& r = s.ranks[i];
        REQUIRE(r.rank == int(i));
        REQUIRE(r.stepCount() == 10);
        CHECK(r.steps.front() == 1);
        CHECK(r.framework == "torch_npu");
        const auto means = csvColumnMeans(fs::path(r.folder) / "ASCEND_PROFILER_OUTPUT" / "step_trace_time.csv");
        REQUIRE(means.size() == 6);
        for (const auto& [key, mean] : means)
            REQUIRE(meanOf(s, r, key.c_str()) == Approx(mean).epsilon(1e-12));
        // Only the small files were read: no timeline or kernel file exists, and none is listed.
        for (const auto& f : r.filesRead)
            CHECK(f.find("trace_view") == std::string::npos);
    }
    // The slow rank waits least in the all-reduce: its exposed communication is the smallest.
    const RankSummary* slow = s.rank(37);
    REQUIRE(slow);
    CHECK(meanOf(s, *slow, "computing") > meanOf(s, *s.rank(36), "computing") + 14);
    CHECK(meanOf(s, *slow, "communication_not_overlapped") <
          meanOf(s, *s.rank(36), "communication_not_overlapped") - 14);
    // Communication totals: 3 operations a step, 10 steps; two domains (the world and the server).
    REQUIRE(s.rank(5)->communication);
    CHECK(s.rank(5)->communication->ops == 30);
    CHECK(s.rank(5)->communication->steps == 10);
    CHECK(s.rank(5)->communication->domains.size() == 2);
    // Links: group-local keys of the server group mapped to global ranks ("4-5" in rank 12's file is
    // 12 -> 13), the world group's RDMA ring neighbours unchanged; LOCAL entries are not links.
    const RankSummary& r12 = *s.rank(12);
    CHECK(r12.linksResolved);
    const ClusterLink* planted = findLink(r12, 12, 13, "HCCS");
    REQUIRE(planted);
    CHECK(planted->sizeMB == Approx(640.0));
    CHECK(planted->bandwidthGBs < 6.1);
    CHECK(planted->bandwidthGBs > 5.6);
    CHECK(planted->ops == std::vector<std::string>{"allgather"});
    CHECK(findLink(r12, 12, 20, "RDMA"));
    CHECK(findLink(r12, 12, 4, "RDMA"));
    CHECK(r12.links.size() == 7 + 2);
    for (const auto& l : r12.links)
        CHECK(l.src == 12);
    CHECK(s.diagnostics.empty());
}

TEST_CASE("cluster summary: threads do not change the result; cancelling keeps what was read")
{
    test::TempDir dir;
    const std::string root = (dir.path() / "job").string();
    std::string error;
    REQUIRE(bench::writeCluster(root, plantedSpec(24), error));
    SummaryOptions one, two;
    one.threads = 1;
    two.threads = 2;
    const ClusterSummary a = loadClusterSummary(root, one);
    std::vector<double> fractions;
    SummaryCallbacks progress;
    progress.progress = [&](double f, const std::string&) { fractions.push_back(f); };
    const ClusterSummary b = loadClusterSummary(root, two, progress);
    REQUIRE(a.ranks.size() == 24);
    REQUIRE(b.ranks.size() == 24);
    for (std::size_t i = 0; i < a.ranks.size(); ++i) {
        CHECK(a.ranks[i].rank == b.ranks[i].rank);
        CHECK(a.ranks[i].values == b.ranks[i].values);
        CHECK(a.ranks[i].links.size() == b.ranks[i].links.size());
    }
    REQUIRE(fractions.size() == 24);
    CHECK(fractions.back() == 1.0);
    CHECK(std::is_sorted(fractions.begin(), fractions.end()));

    int polls = 0;
    SummaryCallbacks stop;
    stop.cancelled = [&] { return ++polls > 5; };
    const ClusterSummary c = loadClusterSummary(root, one, stop);
    CHECK(c.cancelled);
    CHECK(c.ranks.size() == 5);
}

TEST_CASE("cluster summary: the two-rank torch_npu fixtures (level1 and st/level2)")
{
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    const ClusterSummary s = loadClusterSummary(level1);
    REQUIRE(s.ranks.size() == 2);
    CHECK(s.layout == Layout::AscendProfilerOutput);
    const RankSummary& r0 = s.ranks[0];
    const RankSummary& r1 = s.ranks[1];
    CHECK(r0.rank == 0);
    CHECK(r1.rank == 1);
    REQUIRE(r0.stepCount() == 1);
    CHECK(r0.steps[0] == 50);
    // step_trace_time.csv of rank 0: 8873.756 µs computing, 101963.203 exposed, 17902.5 preparing.
    CHECK(meanOf(s, r0, "computing") == Approx(8.873756));
    CHECK(meanOf(s, r0, "communication_not_overlapped") == Approx(101.963203));
    CHECK(meanOf(s, r0, "free") == Approx(25.74405));
    CHECK(meanOf(s, r0, "preparing") == Approx(17.9025));
    CHECK(meanOf(s, r1, "preparing") == Approx(20.43325));
    CHECK(stepWallMs(r0, 0) == Approx(8.873756 + 101.963203 + 25.74405 + 17.9025));
    // communication.json: 4 operations of one group; totals summed without "Total Op Info".
    REQUIRE(r0.communication);
    CHECK(r0.communication->ops == 4);
    CHECK(r0.communication->elapseMs == Approx(105.99187771875));
    CHECK(r0.communication->transitMs == Approx(3.6833535));
    CHECK(r0.communication->waitMs == Approx(5.94061871875));
    REQUIRE(r0.communication->domains.size() == 1);
    CHECK(r0.communication->domains[0].group == "17522688603477080586");
    CHECK(r1.communication->waitMs == Approx(0.1913838125));
    // communication_matrix.json "-total" entries: 7 HCCS links per rank; 0 -> 1 moved 61.21 MB in 3.884 ms.
    CHECK(r0.links.size() == 7);
    const ClusterLink* l01 = findLink(r0, 0, 1, "HCCS");
    REQUIRE(l01);
    CHECK(l01->bandwidthGBs == Approx(61.210624 / 3.88393759375));
    CHECK(l01->ops == std::vector<std::string>{"allreduce"});
    CHECK(findLink(r1, 1, 2, "HCCS"));
    // The 8-rank group has 2 ranks in the folder: its keys, which name the writing rank, are kept.
    REQUIRE(s.diagnostics.size() == 1);
    CHECK(s.diagnostics[0].message.english().find("12 links") == 0);

    const std::string level2 = test::fixture("Ascend/msinsight/test/st/level2");
    REQUIRE_FIXTURE(level2);
    const ClusterSummary t = loadClusterSummary(level2);
    REQUIRE(t.ranks.size() == 2);
    CHECK(t.ranks[0].steps == std::vector<long long>{13});
    CHECK(meanOf(t, t.ranks[0], "computing") == Approx(231.2901));
    CHECK(meanOf(t, t.ranks[1], "communication_not_overlapped") == Approx(441.70838));
    CHECK(meanOf(t, t.ranks[1], "preparing") == Approx(0.205));
    // profiler_metadata.json: 4 ranks, 2 pipeline stages, the named groups of both ranks, each once
    // (6 per rank; default_group and dp_cp are the same for both).
    CHECK(t.ranks[0].rankSize == 4);
    CHECK(t.ranks[0].stageNum == 2);
    CHECK(t.ranks[0].groups.empty());
    CHECK(t.groups.size() == 10);
    REQUIRE(t.ranks[0].communication);
    CHECK(t.ranks[0].communication->ops == 15);
    CHECK(t.ranks[0].communication->domains.size() == 5);
    CHECK(t.ranks[1].communication->waitMs == Approx(170.78674));
}

TEST_CASE("cluster summary: ranks exported as databases (db/level1) read their step table from analysis.db")
{
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1");
    REQUIRE_FIXTURE(level1);
    const ClusterSummary s = loadClusterSummary(level1);
    REQUIRE(s.ranks.size() == 2);
    const RankSummary& r0 = s.ranks[0];
    const RankSummary& r1 = s.ranks[1];
    CHECK(r0.rank == 0);
    CHECK(r1.rank == 1);
    REQUIRE(r0.stepCount() == 1);
    REQUIRE(r1.stepCount() == 1);
    CHECK(r0.steps[0] == 50);
    // analysis.db StepTraceTime (µs) of rank 0: 8903.431 computing, 98071.947 exposed, 25258.144 free,
    // 18055.693 preparing; rank 1: 17512.827 preparing.
    CHECK(meanOf(s, r0, "computing") == Approx(8.903431));
    CHECK(meanOf(s, r0, "communication_not_overlapped") == Approx(98.071947));
    CHECK(meanOf(s, r0, "free") == Approx(25.258144));
    CHECK(meanOf(s, r0, "preparing") == Approx(18.055693));
    CHECK(meanOf(s, r1, "preparing") == Approx(17.512827));
    CHECK(stepWallMs(r0, 0) == Approx(8.903431 + 98.071947 + 25.258144 + 18.055693));
    // CommAnalyzerTime: 4 operations per rank; their wait times sum to 3.690 ms on rank 0.
    REQUIRE(r0.communication);
    CHECK(r0.communication->ops == 4);
    CHECK(r0.communication->waitMs == Approx(3.68957371875));
    REQUIRE(r1.communication);
    CHECK(r1.communication->waitMs == Approx(3.84153675));
    CHECK_FALSE(r0.links.empty());
    // Read without an error on either rank.
    for (const RankSummary& r : s.ranks)
        for (const Diagnostic& d : r.diagnostics)
            CHECK(d.severity != Severity::Error);
}

TEST_CASE("cluster summary: the 1.x cluster_propose sample (4 ranks)")
{
    const std::string dir = test::mindinsight("cluster_propose");
    REQUIRE_FIXTURE(dir);
    const ClusterSummary s = loadClusterSummary(dir);
    CHECK(s.layout == Layout::MindSpore1x);
    CHECK(s.source == ClusterSource::RankFolders);
    REQUIRE(s.ranks.size() == 4);
    CHECK(s.phaseKeys() == std::vector<std::string>{"iteration_interval", "fp_and_bp", "tail", "total"});
    CHECK(s.ranks[2].stepCount() == 5);
    CHECK(meanOf(s, s.ranks[2], "iteration_interval") == Approx(1.65582));
    CHECK(meanOf(s, s.ranks[3], "total") == Approx(618.730866));
    // flops_summary and ascend_cluster_analyse, the 1.x rules' inputs.
    REQUIRE(s.ranks[2].flops);
    CHECK(*s.ranks[2].flops == Approx(4859.39));
    CHECK(s.ranks[0].parallelMode == "pipeline-parallel");
    REQUIRE(s.ranks[0].clusterAnalyseAverage);
    // hccl_raw keys are local to the stage: rank 2's "1-0" is 3 -> 2.
    REQUIRE(s.ranks[2].links.size() == 1);
    CHECK(s.ranks[2].links[0].src == 3);
    CHECK(s.ranks[2].links[0].dst == 2);
    CHECK(s.ranks[2].links[0].bandwidthGBs == Approx(656.7400068032151));
    REQUIRE(s.ranks[1].communication);
    CHECK(s.ranks[1].communication->waitMs == Approx(242.08088));
}

TEST_CASE("cluster summary: msprof-analyze's cluster_analysis_output alone")
{
    const std::string dir = test::fixture("Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output");
    REQUIRE_FIXTURE(dir);
    const ClusterSummary s = loadClusterSummary(dir);
    CHECK(s.source == ClusterSource::ClusterAnalysisOutput);
    REQUIRE(s.ranks.size() == 8);
    for (const auto& r : s.ranks)
        CHECK(r.stepCount() == 1);
    // cluster_step_trace_time.csv rank rows (the stage row is not a rank): rank 1 80435.7465 µs computing.
    CHECK(meanOf(s, s.ranks[1], "computing") == Approx(80.4357465).margin(1e-6));
    CHECK(meanOf(s, s.ranks[5], "communication_not_overlapped") == Approx(756.37486).margin(1e-6));
    CHECK(std::isnan(s.ranks[0].values[std::size_t(StepColumn::Preparing)]));
    // cluster_communication.json: per rank of the "(0, 1)" rank set.
    REQUIRE(s.ranks[0].communication);
    CHECK(s.ranks[0].communication->ops == 2);
    CHECK(s.ranks[1].communication->waitMs == Approx(0.00035));
    CHECK_FALSE(s.ranks[4].communication);
}

TEST_CASE("cluster summary: a folder of per-rank reports reads as the same cluster as the rank folders")
{
    test::TempDir dir;
    const fs::path job = dir.path() / "job";
    std::string error;
    REQUIRE(bench::writeCluster(job.string(), plantedSpec(16), error));
    // `steplens report RANKDIR --format json` for each rank, into one folder.
    const fs::path reports = dir.path() / "reports";
    fs::create_directories(reports);
    for (const auto& entry : fs::directory_iterator(job)) {
        Run run = loadRun(entry.path().string(), LoadOptions{false});
        REQUIRE(run.ranks.size() == 1);
        std::ofstream((reports / ("rank" + std::to_string(run.ranks[0].rank) + ".json")).string())
            << reportJson(run).dump(2);
    }
    CHECK(reportDocumentsIn(reports.string()).size() == 16);
    const ClusterSummary fromFolders = loadClusterSummary(job.string());
    const ClusterSummary fromReports = loadClusterSummary(reports.string());
    CHECK(fromReports.source == ClusterSource::Reports);
    REQUIRE(fromReports.ranks.size() == 16);
    for (std::size_t i = 0; i < 16; ++i) {
        const RankSummary& a = fromFolders.ranks[i];
        const RankSummary& b = fromReports.ranks[i];
        CHECK(b.rank == a.rank);
        CHECK(b.steps == a.steps);
        CHECK_FALSE(b.meanOnly);
        for (std::size_t k = 0; k < a.values.size(); ++k)
            CHECK(b.values[k] == a.values[k]); // full precision survives the JSON round trip
        REQUIRE(b.communication);
        CHECK(b.communication->waitMs == a.communication->waitMs);
        CHECK(b.communication->domains.size() == a.communication->domains.size());
        REQUIRE(b.links.size() == a.links.size());
        for (std::size_t k = 0; k < a.links.size(); ++k) {
            CHECK(b.links[k].src == a.links[k].src); // group-local keys in each report, mapped again here
            CHECK(b.links[k].dst == a.links[k].dst);
            CHECK(b.links[k].bandwidthGBs == a.links[k].bandwidthGBs);
        }
        CHECK(b.rankSize == 16);
        CHECK(b.folder.empty()); // a report's rank cannot be opened in full here
        CHECK_FALSE(fromReports.rankOpenable(b.rank));
    }
    CHECK(fromFolders.rankOpenable(3));
}

TEST_CASE("cluster summary: 1,024 per-rank report documents, and reports that are broken or old")
{
    test::TempDir dir;
    const fs::path reports = dir.path() / "reports";
    fs::create_directories(reports);
    // Each document as `steplens report` writes a rank's cluster keys: 10 steps, rank 700 computing 20 ms
    // longer (so the others wait 20 ms longer), written by the same function the report uses.
    for (int rank = 0; rank < 1024; ++rank) {
        RankSummary r;
        r.rank = rank;
        r.layout = Layout::AscendProfilerOutput;
        for (int step = 0; step < 10; ++step) {
            r.steps.push_back(step + 1);
            std::vector<double> row(kStepColumnCount, std::numeric_limits<double>::quiet_NaN());
            row[std::size_t(StepColumn::Computing)] = 100.0 + (rank == 700 ? 20.0 : 0.0) + 0.001 * (rank % 7);
            row[std::size_t(StepColumn::CommunicationNotOverlapped)] = 30.0 + (rank == 700 ? 0.0 : 20.0);
            row[std::size_t(StepColumn::Free)] = 2.0;
            row[std::size_t(StepColumn::Preparing)] = 0.5;
            r.values.insert(r.values.end(), row.begin(), row.end());
        }
        nlohmann::ordered_json rankJson{{"rank", rank},
                                        {"layout", "ascend_profiler_output"},
                                        {"step_trace", {{"layout", "ascend_profiler_output"}}}};
        addRankSummaryJson(rankJson, r);
        nlohmann::ordered_json doc{{"schema_version", kReportSchemaVersion}, {"ranks", {rankJson}}};
        std::ofstream((reports / ("rank" + std::to_string(rank) + ".json")).string()) << doc.dump();
    }
    // An older report without per_step_ms, a broken file and a JSON file that is not a report.
    std::ofstream((reports / "zz-old.json").string())
        << R"({"schema_version": 1, "ranks": [{"rank": 2000, "layout": "ascend_profiler_output",
              "step_trace": {"layout": "ascend_profiler_output", "steps": 3, "breakdown_ms": {"computing": 100.0}}}]})";
    std::ofstream((reports / "zz-broken.json").string()) << R"({"schema_version": 1, "ranks": [)";
    std::ofstream((reports / "other.json").string()) << R"({"rank_id": 3})";

    const ClusterSummary s = loadClusterSummary(reports.string());
    CHECK(s.source == ClusterSource::Reports);
    REQUIRE(s.ranks.size() == 1025);
    CHECK(s.ranks[700].stepCount() == 10);
    CHECK(meanOf(s, s.ranks[700], "computing") == Approx(120.0 + 0.001 * (700 % 7)));
    const RankSummary* old = s.rank(2000);
    REQUIRE(old);
    CHECK(old->meanOnly);
    CHECK(old->stepCount() == 1);
    CHECK(meanOf(s, *old, "computing") == 100.0);
    bool brokenNamed = false;
    for (const auto& d : s.diagnostics)
        brokenNamed |= d.file.find("zz-broken.json") != std::string::npos && d.severity == Severity::Error;
    CHECK(brokenNamed);
}
