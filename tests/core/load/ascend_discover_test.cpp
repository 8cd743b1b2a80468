// Discovery of *_ascend_ms / *_ascend_pt rank folders: opened alone, side by side, below a job
// folder, the MindSpore 2.3/2.4 hybrid next to 1.x files, several folders of one rank.
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "load/discover.h"
#include "run_lookup.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

namespace {

using test::rankOf;

const std::string kText = "Ascend/msinsight/test/data/pytorch/text/";

std::string nameOf(const std::string& path)
{
    return std::filesystem::path(path).filename().string();
}

} // namespace

TEST_CASE("discover 2.x: two rank folders side by side (level1)")
{
    std::string dir = test::fixture(kText + "level1");
    REQUIRE_FIXTURE(dir);
    RunLayout l = discoverRun(dir);
    REQUIRE(l.ranks.size() == 2);
    CHECK(l.profilerFolder == std::filesystem::path(dir).string());
    const RankFiles* r0 = rankOf(l, 0);
    const RankFiles* r1 = rankOf(l, 1);
    REQUIRE(r0);
    REQUIRE(r1);
    CHECK(r0->layout == Layout::AscendProfilerOutput);
    CHECK(nameOf(r0->folder) == "rank0_ascend_pt");
    for (FileKind k :
         {FileKind::StepTraceTime, FileKind::KernelDetails, FileKind::OpStatistic, FileKind::TraceView,
          FileKind::Communication, FileKind::CommunicationMatrix, FileKind::MemoryRecord, FileKind::OperatorMemory,
          FileKind::NpuModuleMem, FileKind::ApiStatistic, FileKind::ProfilerMetadata, FileKind::ProfilerInfo})
        CHECK(r0->get(k));
    CHECK(nameOf(r0->get(FileKind::ProfilerInfo)->front()) == "profiler_info_0.json");
    CHECK(nameOf(r1->get(FileKind::ProfilerInfo)->front()) == "profiler_info_1.json");
    CHECK_FALSE(r0->get(FileKind::Dataset));
    CHECK_FALSE(r0->get(FileKind::MsprofTimeline)); // PROF_* data is not read for this layout
}

TEST_CASE("discover 2.x: a rank folder opened alone, or its ASCEND_PROFILER_OUTPUT, or a file in it")
{
    std::string rank = test::fixture(kText + "level1/rank1_ascend_pt");
    REQUIRE_FIXTURE(rank);
    for (const std::string& path :
         {rank, rank + "/ASCEND_PROFILER_OUTPUT", rank + "/ASCEND_PROFILER_OUTPUT/kernel_details.csv"}) {
        INFO(path);
        RunLayout l = discoverRun(path);
        REQUIRE(l.ranks.size() == 1);
        CHECK(l.ranks[0].rank == 1);
        CHECK(l.profilerFolder == std::filesystem::path(rank).string());
        CHECK(l.ranks[0].get(FileKind::KernelDetails));
    }
    CHECK(
        test::mentions(discoverRun(rank + "/ASCEND_PROFILER_OUTPUT").diagnostics, "ASCEND_PROFILER_OUTPUT was opened"));
}

TEST_CASE("discover 2.x: a job folder holding several runs picks the first and names the others")
{
    std::string dir = test::fixture(kText.substr(0, kText.size() - 1));
    REQUIRE_FIXTURE(dir);
    RunLayout l = discoverRun(dir); // text/level0, level1, level2: rank folders at depth 2
    REQUIRE(l.ranks.size() == 1);
    CHECK(l.ranks[0].folder.find("/level0/") != std::string::npos);
    CHECK(test::mentions(l.diagnostics, "rank folders of other runs were found too"));
    CHECK(test::mentions(l.diagnostics, "level1"));
}

TEST_CASE("discover 2.x: torch 2.7.1 st/level2 and the MindStudio Insight server folders (no _ascend_pt suffix)")
{
    std::string st = test::fixture("Ascend/msinsight/test/st/level2");
    REQUIRE_FIXTURE(st);
    RunLayout l = discoverRun(st);
    REQUIRE(l.ranks.size() == 2);
    CHECK(rankOf(l, 0)->get(FileKind::KernelDetails));
    CHECK_FALSE(rankOf(l, 1)->get(FileKind::KernelDetails));
    CHECK(rankOf(l, 1)->get(FileKind::StepTraceTime));

    std::string server = test::fixture("Ascend/msinsight/server/src/test/test_data");
    REQUIRE_FIXTURE(server);
    RunLayout s = discoverRun(server);
    REQUIRE(s.ranks.size() == 2);
    CHECK(nameOf(rankOf(s, 0)->folder) == "test_rank_0");
    CHECK(rankOf(s, 1)->get(FileKind::StaticOpMem));
    CHECK(s.clusterFiles.count(FileKind::ClusterStepTraceTime));
    CHECK(s.clusterFiles.count(FileKind::ClusterCommunication));
    CHECK(s.clusterFiles.count(FileKind::ClusterCommunicationMatrix));
}

TEST_CASE("discover 2.x: MindSpore 2.3/2.4 hybrid: profiler/rank-*_ascend_ms next to 1.x files")
{
    test::TempDir dir;
    dir.write("job/profiler/step_trace_raw_0_detail_time.csv", "x");
    dir.write("job/profiler/step_trace_raw_1_detail_time.csv", "x");
    dir.write("job/profiler/dataset_1.csv", "x");
    dir.write("job/profiler/minddata_pipeline_summary_0.csv", "x"); // not a known name: ignored
    dir.write("job/profiler/profiler_info_0.json", "{}");
    dir.write("job/profiler/profiler_info_1.json", "{}");
    dir.write("job/profiler/rank-0_20240611120000_ascend_ms/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "x");
    dir.write("job/profiler/rank-0_20240611120000_ascend_ms/ASCEND_PROFILER_OUTPUT/op_statistic.csv", "x");
    dir.write("job/profiler/rank-1_20240611120001_ascend_ms/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "x");
    dir.write("job/profiler/rank-1_20240611120001_ascend_ms/FRAMEWORK/pipeline_profiling_5.json", "x");
    dir.write("job/profiler/rank-1_20240611120001_ascend_ms/FRAMEWORK/operator_memory_1.csv", "x");
    dir.write("job/profiler/rank-1_20240611120001_ascend_ms/ASCEND_PROFILER_OUTPUT/minddata_pipeline_raw_1.csv", "x");
    RunLayout l = discoverRun(dir.file("job"));
    REQUIRE(l.ranks.size() == 2);
    const RankFiles* r0 = rankOf(l, 0);
    const RankFiles* r1 = rankOf(l, 1);
    REQUIRE(r0);
    REQUIRE(r1);
    CHECK(r0->layout == Layout::AscendProfilerOutput);
    REQUIRE(r0->get(FileKind::StepTrace));
    CHECK(nameOf(r0->get(FileKind::StepTrace)->front()) == "step_trace_raw_0_detail_time.csv");
    CHECK(r0->get(FileKind::StepTrace)->size() == 1);
    CHECK(nameOf(r1->get(FileKind::StepTrace)->front()) == "step_trace_raw_1_detail_time.csv");
    CHECK(nameOf(r0->get(FileKind::ProfilerInfo)->front()) == "profiler_info_0.json");
    CHECK_FALSE(r0->get(FileKind::Dataset));
    CHECK(nameOf(r1->get(FileKind::Dataset)->front()) == "dataset_1.csv");
    CHECK(r0->get(FileKind::OpStatistic));
    // The minddata files of the new layout map to the 1.x kinds (device id 5 in FRAMEWORK/ is accepted).
    CHECK(nameOf(r1->get(FileKind::PipelineProfiling)->front()) == "pipeline_profiling_5.json");
    CHECK(nameOf(r1->get(FileKind::PipelineRaw)->front()) == "minddata_pipeline_raw_1.csv");
    CHECK(nameOf(r1->get(FileKind::OperatorMemory)->front()) == "operator_memory_1.csv");
    CHECK(l.profilerFolder == dir.file("job/profiler"));
}

TEST_CASE("discover 2.x: several folders of one rank: the newest timestamp wins")
{
    test::TempDir dir;
    dir.write("out/host_11_20250617091627998_ascend_ms/profiler_info_0.json", "{}");
    dir.write("out/host_11_20250617091627998_ascend_ms/ASCEND_PROFILER_OUTPUT/step_trace_time.csv", "x");
    dir.write("out/host_12_20250618080000000_ascend_ms/profiler_info_0.json", "{}");
    dir.write("out/host_12_20250618080000000_ascend_ms/ASCEND_PROFILER_OUTPUT/step_trace_time.csv", "x");
    dir.write("out/host_13_20250618080000001_ascend_ms/profiler_info_1.json", "{}");
    dir.write("out/host_13_20250618080000001_ascend_ms/ASCEND_PROFILER_OUTPUT/step_trace_time.csv", "x");
    RunLayout l = discoverRun(dir.file("out"));
    REQUIRE(l.ranks.size() == 2);
    CHECK(nameOf(rankOf(l, 0)->folder) == "host_12_20250618080000000_ascend_ms");
    CHECK(test::mentions(l.diagnostics, "another folder of rank 0 is newer: host_12_20250618080000000_ascend_ms"));
    for (const auto& d : l.diagnostics)
        if (d.message.english().find("is newer") != std::string::npos)
            CHECK(nameOf(d.file) == "host_11_20250617091627998_ascend_ms");
}

TEST_CASE("discover 2.x: single device, rank from the folder name, a failed analysis, 1.x untouched")
{
    test::TempDir dir;
    SECTION("profiler_info.json: one device without a rank")
    {
        dir.write("a/w_1_20250101000000000_ascend_pt/profiler_info.json", "{}");
        dir.write("a/w_1_20250101000000000_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "x");
        RunLayout l = discoverRun(dir.file("a"));
        REQUIRE(l.ranks.size() == 1);
        CHECK(l.ranks[0].rank == -1);
    }
    SECTION("no profiler_info: the rank from rank<N> in the folder name")
    {
        dir.write("b/rank_3_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "x");
        RunLayout l = discoverRun(dir.file("b"));
        REQUIRE(l.ranks.size() == 1);
        CHECK(l.ranks[0].rank == 3);
    }
    SECTION("an _ascend_ms folder without ASCEND_PROFILER_OUTPUT")
    {
        dir.write("c/w_2_20250101000000000_ascend_ms/profiler_info_0.json", "{}");
        dir.write("c/w_2_20250101000000000_ascend_ms/FRAMEWORK/op_range_0", "x");
        RunLayout l = discoverRun(dir.file("c"));
        REQUIRE(l.ranks.size() == 1);
        CHECK(test::mentions(l.diagnostics, "no ASCEND_PROFILER_OUTPUT folder"));
    }
    SECTION("a 1.x folder stays 1.x")
    {
        dir.write("d/profiler/step_trace_raw_0_detail_time.csv", "x");
        RunLayout l = discoverRun(dir.file("d"));
        REQUIRE(l.ranks.size() == 1);
        CHECK(l.ranks[0].layout == Layout::MindSpore1x);
    }
    SECTION("rank folders deeper than three levels are not searched")
    {
        dir.write("e/1/2/3/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "x");
        RunLayout l = discoverRun(dir.file("e"));
        CHECK(l.ranks.empty());
    }
}

TEST_CASE("discover 2.x: file names of the new layout")
{
    FileMatch m{};
    CHECK(matchAscendOutputFile("kernel_details.csv", m));
    CHECK(m.kind == FileKind::KernelDetails);
    CHECK(m.id == -1);
    CHECK(matchAscendOutputFile("operator_memory_3.csv", m));
    CHECK(m.kind == FileKind::OperatorMemory);
    CHECK(m.id == 3);
    CHECK(matchAscendOutputFile("dataset_0.csv", m));
    CHECK(m.kind == FileKind::Dataset);
    CHECK_FALSE(matchAscendOutputFile("dataset_x.csv", m));
    CHECK_FALSE(matchAscendOutputFile("step_trace_raw_0_detail_time.csv", m));
    // The 1.x matcher does not claim the new names (1.x discovery is unchanged).
    CHECK_FALSE(matchProfilerFile("kernel_details.csv", m));
    CHECK(std::string(fileKindName(FileKind::StepTraceTime)) == "step trace time");
}
