// What the report says about a run: op type tables in order, the warm-up cut, shares of a zero total.
#include "example_runs.h"
#include "fixtures.h"
#include "load/load.h"
#include "report/report.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace steplens;

namespace {

// The text line whose first cell is `first` (cells are padded, so only the start is matched).
std::string lineStarting(const std::string& text, const std::string& first)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(" " + first + " ", 0) == 0)
            return line;
    return {};
}

} // namespace

TEST_CASE("report: op type tables are sorted by total time, heaviest first")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("1-baseline").string());
    ReportOptions options;
    auto j = reportJson(run, options);
    const auto& types = j["ranks"][0]["aicore_types"];
    // aicore_intermediate_0_type.csv lists TransData (0.077073 ms) first; the heaviest is
    // Conv2DBackpropFilter 8.876737 ms (24.98 %), then Conv2D 8.844077, Conv2DBackpropInput 8.793907.
    REQUIRE(types.size() == 23);
    CHECK(types[0]["type"] == "Conv2DBackpropFilter");
    CHECK(types[0]["total_us"].get<double>() == Approx(8876.737));
    CHECK(types[0]["percent"].get<double>() == Approx(24.98));
    CHECK(types[1]["type"] == "Conv2D");
    CHECK(types[2]["type"] == "Conv2DBackpropInput");
    CHECK(types[3]["type"] == "BNTrainingReduceGrad");
    CHECK(types[22]["type"] == "OneHot"); // 0.005306 ms, the lightest
    for (std::size_t i = 1; i < types.size(); ++i)
        CHECK(types[i - 1]["total_us"].get<double>() >= types[i]["total_us"].get<double>());

    // The text shows the top 10: Conv2DBackpropFilter is in, TransData (13th) is not.
    std::string text = renderReportText(j, options);
    std::string top = lineStarting(text, "Conv2DBackpropFilter");
    CHECK(top.find("8876.737") != std::string::npos);
    CHECK(top.find("24.98 %") != std::string::npos);
    CHECK(lineStarting(text, "TransData").empty());
    CHECK(text.find("13 more types not shown.") != std::string::npos);
}

TEST_CASE("report: the warm-up steps left out are reported")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("1-baseline").string());
    ReportOptions options;
    options.analysis.steps.skipFirstSteps = 2;
    auto j = reportJson(run, options);
    const auto& st = j["ranks"][0]["step_trace"];
    CHECK(st["steps"] == 30);
    CHECK(st["steps_analysed"] == 28);
    CHECK(st["steps_skipped"] == 2);
    std::string text = renderReportText(j, options);
    CHECK(text.find("30 steps (first 2 left out as warm-up), training mode") != std::string::npos);

    auto plain = reportJson(run);
    CHECK(plain["ranks"][0]["step_trace"]["steps_skipped"] == 0);
    CHECK(plain["ranks"][0]["step_trace"]["steps_analysed"] == 30);
    CHECK(renderReportText(plain).find("30 steps, training mode") != std::string::npos);
}

TEST_CASE("report: no shares of a zero written total")
{
    // run_2's average row: iteration_interval 1243211 ticks (12.43211 ms), every other column 0.
    std::string path = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(path);
    Run run = loadRun(path);
    auto j = reportJson(run);
    const auto& st = j["ranks"][0]["step_trace"];
    CHECK(st["average_ms"]["iteration_interval"].get<double>() == Approx(12.4321));
    CHECK(st["average_ms"]["total"].get<double>() == 0.0);
    CHECK(st["average_share_pct"]["iteration_interval"].is_null());
    CHECK(st["average_share_pct"]["total"].is_null());
    std::string text = renderReportText(j);
    std::string interval = lineStarting(text, "iteration_interval");
    CHECK(interval.find("12.4321") != std::string::npos);
    CHECK(interval.find("—") != std::string::npos);
    CHECK(interval.find('%') == std::string::npos);
    std::string total = lineStarting(text, "total");
    CHECK_FALSE(total.empty());
    CHECK(total.find("100.00 %") == std::string::npos);
    // The row matches neither average: a warning names the file and the average row's line (3).
    bool warned = false;
    for (const auto& d : j["diagnostics"])
        if (d["action"] == "recomputed values used") {
            warned = true;
            CHECK(d["line"] == 3);
            CHECK(d["severity"] == "warning");
            CHECK(d["file"].get<std::string>().find("step_trace_raw_1_detail_time.csv") != std::string::npos);
        }
    CHECK(warned);
}

TEST_CASE("report: the pipeline table has no empty column")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("1-baseline").string());
    std::string md = renderReportMarkdown(reportJson(run));
    CHECK(md.find("| op | type | workers | queue usage | parent | children |\n") != std::string::npos);
}

TEST_CASE("report: with a batch size, every finding's gain is also given in samples/s")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("1-baseline").string());
    ReportOptions options;
    options.analysis.steps.batchSize = 128;
    auto j = reportJson(run, options);
    // 1-baseline: a 116.36 ms step with a 77.5 ms data wait; 1000 / (116.36 - 77.5) = 25.733 steps/s,
    // × 128 = 3293.9 samples/s for both findings that estimate it.
    int withRate = 0;
    for (const auto& f : j["ranks"][0]["findings"]) {
        if (!f.contains("steps_per_second_if_fixed"))
            continue;
        ++withRate;
        CHECK(f["steps_per_second_if_fixed"].get<double>() == Approx(25.733).margin(0.001));
        REQUIRE(f.contains("samples_per_second_if_fixed"));
        CHECK(f["samples_per_second_if_fixed"].get<double>() == Approx(3293.9).margin(0.1));
    }
    CHECK(withRate == 2);
    std::string text = renderReportText(j, options);
    CHECK(text.find("(25.73 steps/s, 3293.9 samples/s if fixed)") != std::string::npos);

    // Without a batch size there is no samples/s to give.
    auto plain = reportJson(run);
    for (const auto& f : plain["ranks"][0]["findings"])
        CHECK_FALSE(f.contains("samples_per_second_if_fixed"));
}

TEST_CASE("report: CPU utilisation, framework op info and FLOPs sections")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("1-baseline").string());
    auto j = reportJson(run);
    const auto& r = j["ranks"][0];
    // minddata_cpu_utilization_0.json: 43 samples on 96 processors; machine user samples sum to 168 %
    // (max 4), user + sys to 210 % (max 5), idle to 3990 % (max 95); the process's user + sys to
    // 100.74 % (max 2.48). The JSON has the means at full precision (3.906976..., not 3.91).
    REQUIRE(r.contains("cpu_utilization"));
    const auto& cpu = r["cpu_utilization"];
    CHECK(cpu["samples"] == 43);
    CHECK(cpu["processors"] == 96);
    CHECK(cpu["device_user_pct"]["mean"].get<double>() == Approx(168.0 / 43));
    CHECK(cpu["device_busy_pct"]["mean"].get<double>() == Approx(210.0 / 43));
    CHECK(cpu["device_busy_pct"]["max"].get<double>() == Approx(5.0));
    CHECK(cpu["device_idle_pct"]["mean"].get<double>() == Approx(3990.0 / 43));
    CHECK(cpu["device_idle_pct"]["max"].get<double>() == Approx(95.0));
    CHECK(cpu["process_busy_pct"]["mean"].get<double>() == Approx(100.74 / 43));
    CHECK(cpu["process_busy_pct"]["max"].get<double>() == Approx(2.48));
    // framework_raw_0.csv: 130 distinct full op names.
    REQUIRE(r.contains("framework"));
    CHECK(r["framework"]["ops_with_info"] == 130);
    // flops_0.txt: 123 ops, 149944.931 MFLOPs in all, the largest layer1/0/conv1 Conv2D-op7 9663.676;
    // flops_summary_0.json: FLOPs 149944.934.
    REQUIRE(r.contains("flops"));
    const auto& fl = r["flops"];
    CHECK(fl["ops"] == 123);
    CHECK(fl["total"].get<double>() == Approx(149944.931));
    REQUIRE(fl["top"].size() == 5);
    CHECK(fl["top"][0]["value"].get<double>() == Approx(9663.676));
    CHECK(fl["top"][0]["op"].get<std::string>().find("0-ResidualBlock/conv1-Conv2d/Conv2D-op7") != std::string::npos);
    CHECK(fl["summary"]["FLOPs"].get<double>() == Approx(149944.934));
    std::string text = renderReportText(j);
    CHECK(text.find("machine busy mean 4.9 %, max 5.0 %; idle mean 92.8 %, max 95.0 %") != std::string::npos);
    CHECK(text.find("framework op info: 130 ops") != std::string::npos);
    CHECK(text.find("FLOPs: 123 ops, total 149944.931 FLOPs") != std::string::npos);
}

TEST_CASE("report: the cluster_analyse CSV of a rank")
{
    // run_2: ascend_cluster_analyse_data-parallel_1_1_1.csv, one row in ticks: 0, 2366808, 4097.
    std::string path = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(path);
    auto j = reportJson(loadRun(path));
    const auto& r = j["ranks"][0];
    REQUIRE(r.contains("cluster_analyse"));
    const auto& c = r["cluster_analyse"];
    CHECK(c["mode"] == "data-parallel");
    CHECK(c["average_ms"]["fp_and_bp"].get<double>() == Approx(23.66808));
    CHECK(c["average_ms"]["tail"].get<double>() == Approx(0.04097));
    CHECK(c["average_ms"]["iteration_interval"].get<double>() == 0.0);
    CHECK(renderReportText(j).find("cluster_analyse (data-parallel") != std::string::npos);
}

TEST_CASE("report: JSON numbers keep full precision; the text rounds them for display")
{
    // level1 rank0 op_statistic.csv line 3: "TransData,AI_VECTOR_CORE,57,1423.208,6.54,24.969,70.801,16.038".
    std::string dir = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(dir);
    LoadOptions options;
    options.timeline = false;
    options.onlyRank = 0;
    auto j = reportJson(loadRun(dir, options));
    CHECK(j["schema_version"] == 3);
    const auto& types = j["ranks"][0]["aicore_types"];
    REQUIRE(types.size() > 1);
    REQUIRE(types[1]["type"] == "TransData");
    CHECK(types[1]["percent"].get<double>() == 16.038); // schema 1 wrote 16.04
    CHECK(types[1]["count"] == 57);
    CHECK(types[1]["total_us"].get<double>() == Approx(1423.208).epsilon(1e-12));
    // The step breakdown keeps the µs of step_trace_time.csv: Computing 8873.756 µs = 8.873756 ms.
    CHECK(j["ranks"][0]["step_trace"]["breakdown_ms"]["computing"].get<double>() == Approx(8.873756).epsilon(1e-12));

    const std::string text = renderReportText(j);
    const std::string row = lineStarting(text, "TransData");
    CHECK(row.find("1423.208") != std::string::npos);
    CHECK(row.find("16.04 %") != std::string::npos);
    CHECK(row.find("16.038") == std::string::npos);
    const std::string computing = lineStarting(text, "Computing");
    CHECK(computing.find("8.8738") != std::string::npos);
}
