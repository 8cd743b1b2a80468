#include "analysis/step_stats.h"
#include "fixtures.h"
#include "formats/steps/step_trace_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

using namespace steplens;

TEST_CASE("step trace: MindInsight profiler/ sample with 20 steps and old reduce columns")
{
    std::string path = test::mindinsight("profiler/step_trace_raw_0_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    const StepTrace& t = *r.value;
    CHECK(t.mode == StepTraceMode::Training);
    CHECK(t.steps.size() == 20);
    REQUIRE(t.writtenAverage);
    CHECK(t.writtenAverage->iterationInterval == 90353600); // 9035360 ticks of 10 ns
    CHECK(nanosToMs(double(t.writtenAverage->total)) == Approx(130.45611));
    CHECK(nanosToMs(double(t.writtenAverage->fpAndBp)) == Approx(17.09449));
    CHECK(nanosToMs(double(t.writtenAverage->tail)) == Approx(23.00802));
    REQUIRE(t.reduceColumns.size() == 4);
    CHECK(t.reduceColumns[0].stream == "10");
    CHECK(t.reduceColumns[0].name == "parallel_0");
    CHECK(t.reduceOf(t.steps[0]).size() == 4);
    CHECK(t.reduceOf(t.steps[0])[0].duration == 175960);
    CHECK(t.reduceOf(t.steps[0])[0].start == 450000426790);
    CHECK(r.diagnostics.empty());

    // The written average leaves step 1 out (2020 MindSpore): it differs from the mean of all 20 steps
    // (iteration_interval 85.8359 ms) but equals that of steps 2..20 (90.3536 ms), which is accepted.
    StepAnalysis a = analyzeSteps(t);
    CHECK(a.interval.meanMs == Approx(85.835923));
    CHECK(a.averageMismatches.empty());
    CHECK(a.averageMatchedBy == "steps_2_to_n");
    AverageCheck check = checkWrittenAverage(t);
    CHECK(check.allStepsMs[0] == Approx(85.835923));
    CHECK(check.allStepsMs[3] == Approx(125.9348285));
    CHECK(check.writtenMs[3] == Approx(130.45611));
    StepAnalysisOptions skipFirst;
    skipFirst.skipFirstSteps = 1;
    StepAnalysis b = analyzeSteps(t, skipFirst);
    CHECK(b.stepCount == 19);
    CHECK(b.interval.meanMs == Approx(90.3536).epsilon(1e-4));
    CHECK(b.averageMismatches.empty());
    CHECK(b.averageMatchedBy == "steps_2_to_n");
}

TEST_CASE("step trace: run_1 with 322 steps on 11 parallel streams")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/step_trace_raw_1_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 322);
    CHECK(r.value->reduceColumns.size() == 11);
    CHECK(nanosToMs(double(r.value->writtenAverage->iterationInterval)) == Approx(0.20384));
    StepAnalysis a = analyzeSteps(*r.value);
    CHECK(a.reduceStreams.size() == 11);
    CHECK(a.interval.meanMs == Approx(0.2032085093));
    CHECK(a.averageMatchedBy == "all_steps"); // MindSpore 1.x: the mean of all 322 steps
    CHECK(r.diagnostics.empty());
}

TEST_CASE("step trace: cluster_propose layout stream_<sid>_<k>_<Op>")
{
    std::string path = test::mindinsight("cluster_propose/step_trace_raw_0_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 5);
    CHECK(r.value->reduceColumns.size() == 97);
    CHECK(r.value->reduceColumns[0].stream == "48");
    CHECK(r.value->reduceColumns[0].name == "0_Receive-op663");
    CHECK(nanosToMs(double(r.value->writtenAverage->iterationInterval)) == Approx(1.57225));
    // Truncated to 5 steps with the original average row kept: it matches neither the mean of the 5
    // steps (iteration_interval 0.6713 ms, tail 0.9653 ms) nor that of steps 2..5 (0.8391, 0.9511 ms).
    AverageCheck check = checkWrittenAverage(*r.value);
    CHECK(check.matchedBy.empty());
    CHECK(check.mismatches == std::vector<std::string>{"iteration_interval", "tail"});
    CHECK(check.allStepsMs[0] == Approx(0.671254));
    REQUIRE(r.diagnostics.size() == 1);
    const Diagnostic& d = r.diagnostics[0];
    CHECK(d.severity == Severity::Warning);
    CHECK(d.file == path);
    CHECK(d.line == 7); // header, 5 steps, then the average row
    CHECK(d.action == "recomputed values used");
    CHECK(d.message.english().find("steps 2..5") != std::string::npos);
    CHECK(d.message.english().find("iteration_interval written 1.572") != std::string::npos);
    CHECK(d.message.english().find("mean of the steps 0.6713 ms") != std::string::npos);
    CHECK(d.message.english().find("tail written 0.9438 ms, mean of the steps 0.9653 ms") != std::string::npos);
    CHECK(analyzeSteps(*r.value).averageMismatches == check.mismatches);
}

TEST_CASE("step trace: MindSpore sample with an AllReduce column named after its op")
{
    std::string path =
        test::fixture("mindspore-ai/mindspore/tests/ut/data/profiler_data/profiler/step_trace_raw_6_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 2);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->reduceColumns.size() == 1);
    CHECK(r.value->reduceColumns[0].name == "0_AllReduce-op3143");
    REQUIRE(r.value->reduceOf(r.value->steps[1]).size() == 1);
    CHECK(r.value->reduceOf(r.value->steps[1])[0].duration == 4540800);
}

TEST_CASE("step trace: run_2 ends with a 0,... average row")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/step_trace_raw_1_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 1);
    REQUIRE(r.value->writtenAverage);
    CHECK(nanosToMs(double(r.value->writtenAverage->iterationInterval)) == Approx(12.43211));
    CHECK(nanosToMs(double(r.value->steps[0].fpAndBp)) == Approx(23.66808));
}

TEST_CASE("step trace: a repeated step row is dropped with a diagnostic")
{
    test::TempDir dir;
    const std::string header =
        "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n";
    auto r = readStepTrace(
        dir.write("s.csv", header + "1,0,10,10,2,8,2,6,2\n2,10,20,10,12,18,2,6,2\n"
                                    "2,10,20,10,12,18,2,6,2\n2,10,21,11,12,18,2,6,3\n-,5,15,10,7,13,2,6,2\n"));
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 3);
    REQUIRE(r.diagnostics.size() == 3);
    CHECK(r.diagnostics[0].line == 4);
    CHECK(r.diagnostics[0].action == "duplicate row skipped");
    CHECK(r.diagnostics[1].line == 5);
    CHECK(r.diagnostics[1].action == "both rows kept");
    // The written row (total 10, tail 2) is neither the mean of the 3 kept steps (10.33, 2.33) nor of
    // steps 2..3 (10.5, 2.5).
    CHECK(r.diagnostics[2].line == 6);
    CHECK(r.diagnostics[2].action == "recomputed values used");
    CHECK(r.diagnostics[2].message.english().find("tail written 0.0000 ms") != std::string::npos);
}

TEST_CASE("step trace: a repeated step out of order is found too")
{
    test::TempDir dir;
    const std::string header =
        "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n";
    // Steps 1, 3, then 2 out of order, 2 again (same values), 3 again (other values), 4.
    auto r = readStepTrace(dir.write("s.csv", header + "1,0,10,10,2,8,2,6,2\n3,20,30,10,22,28,2,6,2\n"
                                                       "2,10,20,10,12,18,2,6,2\n2,10,20,10,12,18,2,6,2\n"
                                                       "3,20,31,11,22,28,2,6,3\n4,30,40,10,32,38,2,6,2\n"));
    REQUIRE(r.value);
    REQUIRE(r.value->steps.size() == 5);
    CHECK(r.value->steps[2].stepNum == 2);
    CHECK(r.value->steps[3].stepNum == 3);
    int duplicates = 0, kept = 0;
    for (const auto& diag : r.diagnostics) {
        if (diag.action == "duplicate row skipped") {
            CHECK(diag.line == 5);
            ++duplicates;
        }
        if (diag.action == "both rows kept") {
            CHECK(diag.line == 6);
            ++kept;
        }
    }
    CHECK(duplicates == 1);
    CHECK(kept == 1);
}

TEST_CASE("step trace: inference variant has fp instead of fp_and_bp and tail")
{
    test::TempDir dir;
    auto path = dir.write("step_trace_raw_0_detail_time.csv",
                          "step_num,start_point,end_point,total,fp_point,iteration_interval,fp\n"
                          "1,100,300,200,150,50,150\n2,300,520,220,380,80,140\n-,200,410,210,265,65,145\n");
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->mode == StepTraceMode::Inference);
    CHECK(r.value->steps.size() == 2);
    CHECK(r.value->steps[1].fpAndBp == 1400);
    CHECK(r.value->steps[1].tail == 0);
}

TEST_CASE("step trace: GPU stream_ops columns and a point-info list")
{
    test::TempDir dir;
    auto path =
        dir.write("step_trace_raw_0_detail_time.csv",
                  "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail,"
                  "stream_ops_0_AllReduce,stream_ops_0_AllReduce_start_point,stream_ops_0_AllReduce_end_point\n"
                  "1,0,1000,1000,100,800,100,700,200,50,810,860\n-,0,1000,1000,100,800,100,700,200,50,810,860\n");
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    REQUIRE(r.value->reduceColumns.size() == 1);
    CHECK(r.value->reduceColumns[0].stream == "ops");
    CHECK(r.value->reduceColumns[0].name == "0_AllReduce");
    CHECK(r.value->reduceOf(r.value->steps[0])[0].start == 8100);

    auto info = readStepPointInfo(
        dir.write("step_trace_point_info_0.json",
                  "[{\"fp_start\": \"a\", \"bp_end\": \"b\"}, {\"fp_start\": \"c\", \"bp_end\": \"d\"}]"));
    REQUIRE(info.value);
    CHECK(info.value->fpStart == std::vector<std::string>{"a", "c"});
    CHECK(info.value->bpEnd == std::vector<std::string>{"b", "d"});
}

TEST_CASE("step trace point info: dict form from run_1")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/step_trace_point_info.json");
    REQUIRE_FIXTURE(path);
    auto info = readStepPointInfo(path);
    REQUIRE(info.value);
    CHECK(info.value->fpStart == std::vector<std::string>{"Default/Cast-op6"});
    CHECK(info.value->bpEnd == std::vector<std::string>{"Default/TransData-op7"});
}

TEST_CASE("step trace: malformed rows are skipped with diagnostics, the rest loads")
{
    test::TempDir dir;
    auto path = dir.write("step_trace_raw_0_detail_time.csv",
                          "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\r\n"
                          "1,0,1000,1000,100,800,100,700,200\r\n"
                          "2,abc,1000,1000,100,800,100,700,200\r\n"
                          "3,2000,1000,1000,100,800,100,700,200\r\n"
                          "4,0,1000,-5,100,800,100,700,200\r\n"
                          "x,0,1000,1000,100,800,100,700,200\r\n"
                          "5,0,1000,1000,100,800\r\n"
                          "-,0,1000,1000,100,800,100,700,200\r\n");
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    CHECK(r.value->steps.size() == 1); // step 1; step 5 lacks its phase columns, which would read as zeros
    REQUIRE(r.diagnostics.size() == 5);
    CHECK(r.diagnostics[0].line == 3);
    CHECK(r.diagnostics[0].message.english().find("start_point") != std::string::npos);
    CHECK(r.diagnostics[1].line == 4);
    CHECK(r.diagnostics[1].message == "step ends before it starts");
    CHECK(r.diagnostics[2].line == 5);
    CHECK(r.diagnostics[3].line == 6);
    CHECK(r.diagnostics[4].line == 7);
    CHECK(r.diagnostics[4].action == "row skipped");
}

TEST_CASE("step trace: files that are not step traces are refused")
{
    test::TempDir dir;
    auto empty = readStepTrace(dir.write("e.csv", ""));
    CHECK_FALSE(empty.value);
    REQUIRE(empty.diagnostics.size() == 1);
    CHECK(empty.diagnostics[0].message == "file is empty");
    auto junk = readStepTrace(dir.write("j.csv", std::string("\x00\x01\x02\xff garbage\n", 13)));
    CHECK_FALSE(junk.value);
    CHECK(junk.diagnostics.size() == 1);
}

TEST_CASE("step stats: percentiles interpolate between the closest ranks, as over the sorted values")
{
    // Reference: numpy's default (linear) over a fully sorted copy.
    auto sorted = [](std::vector<double> v, double p) {
        std::sort(v.begin(), v.end());
        const double rank = p / 100.0 * double(v.size() - 1);
        const std::size_t lo = std::size_t(std::floor(rank));
        const std::size_t hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (v[hi] - v[lo]) * (rank - double(lo));
    };
    CHECK(percentile({}, 50) == 0);
    CHECK(percentile({7}, 90) == 7);
    CHECK(percentile({4, 1, 3, 2}, 50) == 2.5);
    CHECK(percentile({4, 1, 3, 2}, 90) == Approx(3.7));
    CHECK(percentile({5, 1, 5, 1, 5}, 50) == 5);
    std::mt19937 rng(7);
    for (int n : {2, 3, 10, 101, 1000}) {
        std::vector<double> v;
        for (int i = 0; i < n; ++i)
            v.push_back(double(rng() % 50) / 4.0); // many repeats
        for (double p : {0.0, 10.0, 50.0, 90.0, 99.0, 100.0}) {
            INFO("n " << n << " p " << p);
            CHECK(percentile(v, p) == sorted(v, p));
        }
    }
}
