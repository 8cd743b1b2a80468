// The 2.x layout end to end: loadRun fills Profile::ascend and Operators, the report JSON has the
// ascend step_trace form and a communication section, and the text report shows both.
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "load/load.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

namespace {

std::vector<std::string> keysOf(const nlohmann::ordered_json& o)
{
    std::vector<std::string> k;
    for (auto it = o.begin(); it != o.end(); ++it)
        k.push_back(it.key());
    return k;
}

} // namespace

TEST_CASE("load 2.x: level1 has ranks 0 and 1 with every section")
{
    std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(dir);
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir, options);
    REQUIRE(run.ranks.size() == 2);
    const Profile& p = run.ranks[0];
    CHECK(p.rank == 0);
    CHECK(run.ranks[1].rank == 1);
    CHECK(p.layout == Layout::AscendProfilerOutput);
    CHECK(p.backend == Backend::Ascend);
    REQUIRE(p.ascend);
    const AscendOutput& a = *p.ascend;
    CHECK(a.framework == "torch_npu");
    REQUIRE(a.settings);
    CHECK(a.settings->profilerLevel == "Level1");
    CHECK(a.settings->aicMetrics == "ACL_AICORE_PIPE_UTILIZATION");
    CHECK(a.settings->profileMemory);
    CHECK(a.settings->activities == std::vector<std::string>{"CPU", "NPU"});
    CHECK(a.stepTraceTime);
    CHECK(a.kernels);
    CHECK(a.opStatistic);
    CHECK(a.communication);
    CHECK(a.communicationMatrix);
    CHECK(a.memoryRecords);
    CHECK(a.operatorMemory);
    CHECK(a.npuModuleMemory);
    CHECK(a.apiStatistic);
    CHECK(a.metadata);
    CHECK_FALSE(a.dataset);
    CHECK_FALSE(a.aicpuOps);
    REQUIRE(p.info);
    CHECK(p.info->rankId == 0);
    // op_statistic.csv fills the 1.x AI Core type table: its 33 rows, the DSA_SQE one included.
    REQUIRE(p.operators);
    CHECK(p.operators->aicoreTypes.size() == 33);
    CHECK(p.operators->aicpuTypes.empty());
    CHECK(p.diagnostics.empty());
}

TEST_CASE("report 2.x: step_trace is {steps, steps_analysed, steps_skipped, layout, breakdown_ms, per_step_ms} with "
          "the means in ms")
{
    std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(dir);
    LoadOptions options;
    options.timeline = false;
    auto j = reportJson(loadRun(dir, options));
    REQUIRE(j["ranks"].size() == 2);
    const auto& r0 = j["ranks"][0];
    CHECK(r0["layout"] == "ascend_profiler_output");
    const auto& st = r0["step_trace"];
    CHECK(keysOf(st) == std::vector<std::string>{"steps", "steps_analysed", "steps_skipped", "layout", "breakdown_ms",
                                                 "sources", "per_step_ms"});
    // Every step's columns as the file has them (the cluster view reads a folder of reports back from it).
    const auto& perStep = st["per_step_ms"];
    CHECK(perStep["steps"] == nlohmann::ordered_json::array({50}));
    REQUIRE(perStep["columns"].size() == 9);
    CHECK(perStep["columns"][0] == "computing");
    CHECK(perStep["columns"][8] == "preparing");
    CHECK(perStep["rows"][0][0].get<double>() == 8.873756);
    CHECK(perStep["rows"][0][8].get<double>() == 17.9025);
    CHECK(st["steps_skipped"] == 0);
    CHECK(st["steps"] == 1);
    CHECK(st["layout"] == "ascend_profiler_output");
    const auto& b = st["breakdown_ms"];
    CHECK(keysOf(b) == std::vector<std::string>{"computing", "communication_not_overlapped", "overlapped",
                                                "communication", "free", "preparing"});
    CHECK(b["computing"].get<double>() == Approx(8.873756));
    CHECK(b["communication_not_overlapped"].get<double>() == Approx(101.963203));
    CHECK(b["overlapped"].get<double>() == Approx(4.028675));
    CHECK(b["communication"].get<double>() == Approx(105.991878));
    CHECK(b["free"].get<double>() == Approx(25.74405));
    CHECK(b["preparing"].get<double>() == Approx(17.9025));
    CHECK(j["ranks"][1]["step_trace"]["breakdown_ms"]["preparing"].get<double>() == Approx(20.43325));

    // Op types from op_statistic: total_us = Σ Total Time(us), count = Σ Count, percent = Σ Ratio(%),
    // as written (22.077, not rounded), and the DSA_SQE row too (DSAGenBitMask, 2 calls, 5.52 µs, 0.062 %).
    const auto& types = r0["aicore_types"];
    REQUIRE(types.size() == 33);
    CHECK(types[0]["type"] == "ForeachAddList");
    CHECK(types[0]["total_us"].get<double>() == Approx(1959.079));
    CHECK(types[0]["count"] == 3);
    CHECK(types[0]["percent"].get<double>() == 22.077);
    const nlohmann::ordered_json* dsa = nullptr;
    for (const auto& t : types)
        if (t["type"] == "DSAGenBitMask")
            dsa = &t;
    REQUIRE(dsa);
    CHECK((*dsa)["total_us"].get<double>() == Approx(5.52));
    CHECK((*dsa)["count"] == 2);
    CHECK((*dsa)["percent"].get<double>() == 0.062);
    CHECK(r0["aicpu_types"].is_null());

    const auto& comm = r0["communication"];
    CHECK(comm["steps"] == 1);
    CHECK(comm["totals_ms"]["elapse"].get<double>() == Approx(105.991878));
    CHECK(comm["totals_ms"]["wait"].get<double>() == Approx(5.940619));
    CHECK(comm["wait_pct"].get<double>() == Approx(5.940619 / 105.991878 * 100)); // 5.6048 %, not rounded
    REQUIRE(comm["ops"].size() == 4);
    CHECK(comm["ops"][0]["name"] == "hcom_allReduce__586_0_1");
    CHECK(comm["ops"][0]["elapse_ms"].get<double>() == Approx(79.08952));
    CHECK(comm["ops"][0]["wait_ms"].get<double>() == Approx(5.646633));
    CHECK(comm["ops"][0]["transport"] == "HCCS");
    CHECK(comm["ops"][0]["bandwidth_gb_s"].get<double>() == Approx(15.7676));

    CHECK(r0["ascend"]["framework"] == "torch_npu");
    CHECK(r0["ascend"]["profiler_level"] == "Level1");
    CHECK(r0["ascend"]["kernels"] == 191);

    std::string text = renderReportText(j);
    CHECK(text.find("Rank 0") != std::string::npos);
    CHECK(text.find("Rank 1") != std::string::npos);
    CHECK(text.find("Step breakdown (step_trace_time.csv)") != std::string::npos);
    CHECK(text.find("Communication(Not Overlapped)  101.9632") != std::string::npos);
    CHECK(text.find("hcom_allReduce__586_0_1") != std::string::npos);
    std::string md = renderReportMarkdown(j);
    CHECK(md.find("| Free |") != std::string::npos);
}

TEST_CASE("report 2.x: 2023 files without Preparing, the spreadsheet-saved rank and the cluster outputs")
{
    std::string dir = test::fixture(test::kMsinsight + "server/src/test/test_data");
    REQUIRE_FIXTURE(dir);
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir, options);
    REQUIRE(run.ranks.size() == 2);
    REQUIRE(run.ascendCluster);
    CHECK(run.ascendCluster->stepTraceTime->rows.size() == 18);
    CHECK(run.ascendCluster->communication->ops.size() == 8);
    CHECK(run.ascendCluster->communicationMatrix->links.size() == 10);
    CHECK(test::mentions(run.ranks[1].diagnostics, "looks rounded by a spreadsheet"));
    // No op_statistic.csv: the op types come from kernel_details.csv (Cast ran on the AI CPU in rank 0;
    // the device-core side has 7 types, DSAStatelessGenBitMask on DSA_SQE among them).
    REQUIRE(run.ranks[0].operators);
    CHECK(run.ranks[0].operators->aicpuTypes.size() == 1);
    CHECK(run.ranks[0].operators->aicoreTypes.size() == 7);

    auto j = reportJson(run);
    const auto& b = j["ranks"][0]["step_trace"]["breakdown_ms"];
    CHECK_FALSE(b.contains("preparing"));
    CHECK(b["computing"].get<double>() == Approx(75.174575));
    CHECK(b["free"].get<double>() == Approx(69.909504));
    const auto& cpu = j["ranks"][0]["aicpu_types"];
    REQUIRE(cpu.size() == 1);
    CHECK(cpu[0]["type"] == "Cast");
    CHECK(cpu[0]["total_us"].get<double>() == Approx(145.022));
    CHECK(cpu[0]["count"] == 2);
}

TEST_CASE("load 2.x: hybrid MindSpore 2.3 folder gives the 1.x step trace and the new files to one rank")
{
    std::string trace = test::mindinsight("profiler/step_trace_raw_0_detail_time.csv");
    std::string l1 =
        test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/");
    REQUIRE_FIXTURE(trace);
    REQUIRE_FIXTURE(l1);
    test::TempDir dir;
    auto copy = [&](const std::string& from, const std::string& to) {
        std::filesystem::create_directories(std::filesystem::path(dir.file(to)).parent_path());
        std::filesystem::copy_file(from, dir.file(to));
    };
    copy(trace, "profiler/step_trace_raw_0_detail_time.csv");
    copy(l1 + "op_statistic.csv", "profiler/rank-0_20240101000000_ascend_ms/ASCEND_PROFILER_OUTPUT/op_statistic.csv");
    copy(l1 + "kernel_details.csv",
         "profiler/rank-0_20240101000000_ascend_ms/ASCEND_PROFILER_OUTPUT/kernel_details.csv");
    dir.write("profiler/dataset_0.csv",
              "Operation,Stage,Occurrences,Avg. time (us),Custom Info\nPipeline,get_next,3,7.5,\n");
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir.file("profiler"), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.rank == 0);
    CHECK(p.layout == Layout::AscendProfilerOutput);
    REQUIRE(p.stepTrace);
    CHECK(p.stepTrace->steps.size() == 20);
    REQUIRE(p.ascend);
    CHECK(p.ascend->framework == "mindspore");
    CHECK(p.ascend->kernels->rows.size() == 191);
    REQUIRE(p.ascend->dataset);
    CHECK(p.ascend->dataset->at(0).avgNs == Approx(7500));
    // The 1.x step trace measures the iteration gap itself: the report shows it under step_trace_raw.
    auto j = reportJson(run);
    CHECK(j["ranks"][0]["step_trace"]["steps"] == 20);
    CHECK(j["ranks"][0]["step_trace"].contains("mode"));
    CHECK(j["ranks"][0]["aicore_types"].size() == 33);
}

TEST_CASE("load 2.x: a rank folder with unreadable files still loads the rest")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/step_trace_time.csv",
              "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Preparing\n"
              "1,1000,500,0,500,250,250\n2,3000,500,0,500,250,250\n");
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv", "garbage\n");
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/communication.json", "{\"step1\": ");
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir.file("r"), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.rank == 0);
    REQUIRE(p.ascend);
    REQUIRE(p.ascend->stepTraceTime);
    CHECK_FALSE(p.ascend->kernels);
    CHECK_FALSE(p.ascend->communication);
    CHECK(test::mentions(p.diagnostics, "lacks Name, Start Time(us) or Duration(us)"));
    CHECK(test::mentions(p.diagnostics, "invalid JSON"));
    auto j = reportJson(run);
    const auto& b = j["ranks"][0]["step_trace"]["breakdown_ms"];
    CHECK(j["ranks"][0]["step_trace"]["steps"] == 2);
    CHECK(b["computing"].get<double>() == Approx(2.0));
    CHECK(b["preparing"].get<double>() == Approx(0.25));
    CHECK(j["ranks"][0]["communication"].is_null());
}

TEST_CASE("load 2.x: Level0 (no op_statistic, N/A core types) and Level2")
{
    std::string level0 = test::fixture(test::kMsinsight + "test/data/pytorch/text/level0");
    std::string level2 = test::fixture(test::kMsinsight + "test/data/pytorch/text/level2");
    REQUIRE_FIXTURE(level0);
    REQUIRE_FIXTURE(level2);
    LoadOptions options;
    options.timeline = false;
    Run r0 = loadRun(level0, options);
    REQUIRE(r0.ranks.size() == 1);
    const Profile& p0 = r0.ranks[0];
    REQUIRE(p0.ascend);
    CHECK(p0.ascend->settings->profilerLevel == "Level0");
    CHECK(p0.ascend->kernels->typeFromName);
    CHECK_FALSE(p0.ascend->opStatistic);
    // Level0 names no core type: every kernel but the HCCL ones goes to the device-core table, typed by name.
    REQUIRE(p0.operators);
    CHECK(p0.operators->aicpuTypes.empty());
    auto j0 = reportJson(r0);
    long long kernels = 0;
    for (const auto& t : j0["ranks"][0]["aicore_types"])
        kernels += t["count"].get<long long>();
    CHECK(kernels == 187);
    CHECK(j0["ranks"][0]["step_trace"]["breakdown_ms"]["computing"].get<double>() == Approx(8.827473));
    CHECK(j0["ranks"][0]["communication"].is_null()); // Level0 writes no communication.json

    Run r2 = loadRun(level2, options);
    REQUIRE(r2.ranks.size() == 1);
    const Profile& p2 = r2.ranks[0];
    REQUIRE(p2.ascend);
    CHECK(p2.ascend->settings->profilerLevel == "Level2");
    CHECK(p2.ascend->kernels->rows.size() == 191);
    Nanos total = 0;
    for (const auto& row : p2.ascend->opStatistic->rows)
        total += row.total;
    CHECK(total == 8868233);
    CHECK(p2.ascend->communication->ops.size() == 5);
}

TEST_CASE("load 2.x: MindSpore-shaped profiler_info (2.5 profiler_parameters, 2.3 profiling_options)")
{
    test::TempDir dir;
    dir.write("o/host_7_20250617091627998_ascend_ms/profiler_info_3.json",
              R"({"profiler_parameters": {"profiler_level": "Level1", "activities": ["CPU", "NPU"],
                  "profile_memory": true, "aic_metrics": "PipeUtilization", "with_stack": false},
                  "ms_profiler_info": {"start_collect_syscnt": 1}, "ms_version": "2.5.0", "context_mode": 0,
                  "jit_level": "O0"})");
    dir.write("o/host_7_20250617091627998_ascend_ms/ASCEND_PROFILER_OUTPUT/step_trace_time.csv",
              "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
              "Communication(Not Overlapped and Exclude Receive),Preparing\n0,100,0,0,0,10,110,0,0,5\n");
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir.file("o"), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.rank == 3);
    REQUIRE(p.ascend);
    CHECK(p.ascend->framework == "mindspore");
    REQUIRE(p.ascend->settings);
    CHECK(p.ascend->settings->profilerLevel == "Level1");
    CHECK(p.ascend->settings->aicMetrics == "PipeUtilization");
    CHECK(p.ascend->settings->profileMemory);
    CHECK(p.ascend->settings->activities == std::vector<std::string>{"CPU", "NPU"});
    REQUIRE(p.info);
    CHECK(p.info->msVersion == "2.5.0");
    CHECK(p.info->contextMode == "graph");
    // One step "0" (MindSpore without a schedule): step_trace_time's only row.
    auto j = reportJson(run);
    CHECK(j["ranks"][0]["step_trace"]["steps"] == 1);
    CHECK(j["ranks"][0]["step_trace"]["breakdown_ms"]["free"].get<double>() == Approx(0.01));
    CHECK(j["ranks"][0]["ascend"]["framework"] == "mindspore");

    test::TempDir old;
    old.write("job/profiler/profiler_info_0.json",
              R"({"profiling_options": {"aicpu": "on", "op_time": "on", "profile_memory": "on"}, "rank_id": 0})");
    old.write("job/profiler/rank-0_20240611120000_ascend_ms/ASCEND_PROFILER_OUTPUT/op_statistic.csv",
              "Device_id,OP Type,Core Type,Count,Total Time(us),Min Time(us),Avg Time(us),Max Time(us),Ratio(%)\n"
              "0,MatMul,AI_CORE,1,10,10,10,10,100\n");
    Run hybrid = loadRun(old.file("job"), options);
    REQUIRE(hybrid.ranks.size() == 1);
    REQUIRE(hybrid.ranks[0].ascend);
    CHECK(hybrid.ranks[0].ascend->framework == "mindspore");
    CHECK(hybrid.ranks[0].ascend->settings->profilerLevel.empty());
    CHECK(hybrid.ranks[0].ascend->settings->profileMemory);
    REQUIRE(hybrid.ranks[0].operators);
    CHECK(hybrid.ranks[0].operators->aicoreTypes.at(0).type == "MatMul");
}

TEST_CASE("load 2.x: minddata files of ASCEND_PROFILER_OUTPUT/ and FRAMEWORK/ are read by the 1.x readers")
{
    std::string raw = test::mindinsight("profiler/minddata_pipeline_raw_0.csv");
    std::string json = test::mindinsight("profiler/pipeline_profiling_0.json");
    std::string cpu = test::mindinsight("profiler/minddata_cpu_utilization_0.json");
    std::string queue = test::mindinsight("profiler/device_queue_profiling_0.txt");
    REQUIRE_FIXTURE(raw);
    test::TempDir dir;
    const std::string rank = "o/host_1_20250101000000000_ascend_ms/";
    auto copy = [&](const std::string& from, const std::string& to) {
        std::filesystem::create_directories(std::filesystem::path(dir.file(rank + to)).parent_path());
        std::filesystem::copy_file(from, dir.file(rank + to));
    };
    copy(raw, "ASCEND_PROFILER_OUTPUT/minddata_pipeline_raw_0.csv");
    copy(json, "FRAMEWORK/pipeline_profiling_0.json");
    copy(cpu, "FRAMEWORK/minddata_cpu_utilization_0.json");
    copy(queue, "FRAMEWORK/device_queue_profiling_0.txt");
    dir.write(rank + "profiler_info_0.json", R"({"ms_version": "2.5.0"})");
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir.file("o"), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.layout == Layout::AscendProfilerOutput);
    REQUIRE(p.pipeline);
    CHECK_FALSE(p.pipeline->ops.empty());
    CHECK(p.cpu);
    REQUIRE(p.hostQueue);
    CHECK(p.hostQueue->sinkMode);
    REQUIRE(p.ascend);
    CHECK(test::mentions(p.diagnostics, "none of the ASCEND_PROFILER_OUTPUT tables"));
}
