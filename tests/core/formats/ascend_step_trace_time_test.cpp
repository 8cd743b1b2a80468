// step_trace_time.csv and cluster_step_trace_time.csv against the fixtures (values checked with
// python3's csv module and Decimal), plus malformed inputs.
#include "analysis/ascend_steps.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/ascend/step_trace_time_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

std::string stepTraceTime(const std::string& rankDir)
{
    return test::fixture(test::kMsinsight + rankDir + "/ASCEND_PROFILER_OUTPUT/step_trace_time.csv");
}

Nanos value(const StepBreakdown& r, StepColumn c)
{
    REQUIRE(r.has(c));
    return r.get(c);
}

} // namespace

TEST_CASE("step_trace_time: torch_npu 2025 Level0/1/2 files with Preparing")
{
    struct Case {
        const char* dir;
        Nanos computing, exposed, overlapped, free, preparing, stage;
    };
    const Case cases[] = {
        {"test/data/pytorch/text/level0/rank0_ascend_pt", 8827473, 81515607, 4001282, 25908102, 19358000, 116251250},
        {"test/data/pytorch/text/level1/rank0_ascend_pt", 8873756, 101963203, 4028675, 25744050, 17902500, 136581000},
        {"test/data/pytorch/text/level1/rank1_ascend_pt", 8878295, 96359047, 4016239, 26675274, 20433250, 131912500},
        {"test/data/pytorch/text/level2/rank0_ascend_pt", 8868240, 95962016, 4011262, 25032619, 17483750, 129862750},
    };
    for (const auto& c : cases) {
        std::string path = stepTraceTime(c.dir);
        REQUIRE_FIXTURE(path);
        INFO(c.dir);
        auto r = readStepTraceTime(path);
        REQUIRE(r.value);
        CHECK(r.diagnostics.empty());
        const StepTraceTime& t = *r.value;
        CHECK_FALSE(t.hasDeviceId);
        CHECK_FALSE(t.clusterForm);
        for (int i = 0; i < kStepColumnCount; ++i)
            CHECK(t.hasColumn[std::size_t(i)]);
        REQUIRE(t.rows.size() == 1);
        const StepBreakdown& s = t.rows[0];
        CHECK(s.step == "50");
        CHECK(s.stepNum == 50);
        CHECK(value(s, StepColumn::Computing) == c.computing);
        CHECK(value(s, StepColumn::CommunicationNotOverlapped) == c.exposed);
        CHECK(value(s, StepColumn::Overlapped) == c.overlapped);
        CHECK(value(s, StepColumn::Free) == c.free);
        CHECK(value(s, StepColumn::Preparing) == c.preparing);
        CHECK(value(s, StepColumn::Stage) == c.stage);
        CHECK(value(s, StepColumn::Bubble) == 0);
        CHECK(s.wall() == c.preparing + c.computing + c.exposed + c.free);
    }
}

TEST_CASE("step_trace_time: level1 rank0 matches docs/formats.md 3.1 and its statistics")
{
    std::string path = stepTraceTime("test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(path);
    auto r = readStepTraceTime(path);
    REQUIRE(r.value);
    AscendStepStats a = analyzeStepTraceTime(*r.value);
    CHECK(a.stepCount == 1);
    CHECK(*a.mean(StepColumn::Computing) == Approx(8.873756));
    CHECK(*a.mean(StepColumn::CommunicationNotOverlapped) == Approx(101.963203));
    CHECK(*a.mean(StepColumn::Free) == Approx(25.74405));
    CHECK(*a.mean(StepColumn::Preparing) == Approx(17.9025));
    CHECK(a.wall.meanMs == Approx(154.483509));
    CHECK(a.preparingPct == Approx(11.5886156).epsilon(1e-6));
    CHECK(a.exposedCommunicationPct == Approx(66.0026456).epsilon(1e-6));
    CHECK(a.freePct == Approx(16.6645943).epsilon(1e-6));
    CHECK(stepsWithLargest(a, StepColumn::Free, 3) == std::vector<long long>{50});
    // Skipping warm-up steps never removes the only step.
    CHECK(analyzeStepTraceTime(*r.value, 5).stepCount == 1);
}

TEST_CASE("step_trace_time: torch_npu 2.7.1 with Device_id (two ranks)")
{
    for (auto [dir, device, computing, exposed, free, preparing] :
         {std::tuple<const char*, int, Nanos, Nanos, Nanos, Nanos>{"test/st/level2/rank_0_ascend_pt", 0, 231290100,
                                                                   420174260, 158558000, 206250},
          std::tuple<const char*, int, Nanos, Nanos, Nanos, Nanos>{"test/st/level2/rank_1_ascend_pt", 1, 230903720,
                                                                   441708380, 136819560, 205000}}) {
        std::string path = stepTraceTime(dir);
        REQUIRE_FIXTURE(path);
        auto r = readStepTraceTime(path);
        REQUIRE(r.value);
        CHECK(r.diagnostics.empty());
        CHECK(r.value->hasDeviceId);
        REQUIRE(r.value->rows.size() == 1);
        const StepBreakdown& s = r.value->rows[0];
        CHECK(s.deviceId == device);
        CHECK(s.stepNum == 13);
        CHECK(value(s, StepColumn::Computing) == computing);
        CHECK(value(s, StepColumn::CommunicationNotOverlapped) == exposed);
        CHECK(value(s, StepColumn::Overlapped) == 0);
        CHECK(value(s, StepColumn::Free) == free);
        CHECK(value(s, StepColumn::Preparing) == preparing);
    }
}

TEST_CASE("step_trace_time: 2023 files without Preparing (MindStudio Insight server test data)")
{
    std::string path = test::fixture(
        test::kMsinsight + "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/step_trace_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTraceTime(path);
    REQUIRE(r.value);
    CHECK_FALSE(r.value->has(StepColumn::Preparing));
    CHECK(r.value->has(StepColumn::Bubble));
    CHECK(test::mentions(r.diagnostics, "no Preparing column"));
    const StepBreakdown& s = r.value->rows.at(0);
    CHECK(s.stepNum == 2);
    CHECK(value(s, StepColumn::Computing) == 75174575); // 75174.57464453117 µs, rounded to the ns
    CHECK(value(s, StepColumn::CommunicationNotOverlapped) == 146614020);
    CHECK(value(s, StepColumn::Free) == 69909504);
    CHECK_FALSE(s.has(StepColumn::Preparing));
    AscendStepStats a = analyzeStepTraceTime(*r.value);
    CHECK_FALSE(a.mean(StepColumn::Preparing));
    CHECK(a.preparing.samples == 0);
    CHECK(a.wall.meanMs == Approx(291.698099));
}

TEST_CASE("step_trace_time: msprof-analyze cluster form Step,Type,Index")
{
    std::string path = test::fixture(test::kMsinsight +
                                     "server/src/test/test_data/cluster_analysis_output/cluster_step_trace_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTraceTime(path);
    REQUIRE(r.value);
    const StepTraceTime& t = *r.value;
    CHECK(t.clusterForm);
    REQUIRE(t.rows.size() == 18);
    CHECK(t.rows[0].type == "rank");
    CHECK(t.rows[0].index == "0");
    CHECK(value(t.rows[0], StepColumn::Computing) == 75174575);
    CHECK(t.rows[8].index == "8");
    CHECK(value(t.rows[8], StepColumn::Bubble) == 178320265); // 178320.2648359375 µs
    CHECK(t.rows[16].type == "stage");
    CHECK(t.rows[16].index == "(0, 1, 2, 3, 4, 5, 6, 7)");
    CHECK(value(t.rows[17], StepColumn::Computing) == 80072450);
    CHECK(t.stepRows().size() == 16); // the stage rows summarise ranks, they are not steps

    // The advisor sample has an empty Step column: every rank row is "the" step.
    std::string advisor = test::fixture(
        "Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output/cluster_step_trace_time.csv");
    REQUIRE_FIXTURE(advisor);
    auto a = readStepTraceTime(advisor);
    REQUIRE(a.value);
    REQUIRE(a.value->rows.size() == 9);
    CHECK(a.value->rows[0].step.empty());
    CHECK(a.value->rows[0].stepNum == -1);
    CHECK(value(a.value->rows[1], StepColumn::Free) == 1488610059); // 1488610.0587500026 µs
    CHECK(a.value->rows[8].type == "stage");
}

TEST_CASE("step_trace_time: empty Step, CRLF, trailing tabs and columns in another order")
{
    test::TempDir dir;
    auto r = readStepTraceTime(dir.write("step_trace_time.csv",
                                         "Free,Step,Computing\t,Preparing,Communication(Not Overlapped),Overlapped\r\n"
                                         "10.5\t,,1000.0004\t,3,20,\r\n"));
    REQUIRE(r.value);
    REQUIRE(r.value->rows.size() == 1);
    const StepBreakdown& s = r.value->rows[0];
    CHECK(s.step.empty());
    CHECK(s.stepNum == -1);
    CHECK(value(s, StepColumn::Free) == 10500);
    CHECK(value(s, StepColumn::Computing) == 1000000);
    CHECK(value(s, StepColumn::Preparing) == 3000);
    CHECK_FALSE(s.has(StepColumn::Overlapped)); // empty cell: absent, with a warning
    CHECK_FALSE(r.value->has(StepColumn::Stage));
    CHECK(test::mentions(r.diagnostics, "Overlapped is empty"));
    CHECK(s.wall() == 10500 + 1000000 + 3000 + 20000);
}

TEST_CASE("step_trace_time: malformed files")
{
    test::TempDir dir;
    SECTION("not a step_trace_time header")
    {
        auto r = readStepTraceTime(dir.write("a.csv", "Step,Foo,Bar\n1,2,3\n"));
        CHECK_FALSE(r.value);
        CHECK(test::mentions(r.diagnostics, "not a step_trace_time layout"));
    }
    SECTION("text in numbers, N/A, short rows, repeated steps, unknown columns")
    {
        auto r = readStepTraceTime(dir.write("b.csv", "Step,Computing,Communication(Not Overlapped),Free,Extra\n"
                                                      "1,abc,2,3,x\n"
                                                      "2,N/A,2,3,x\n"
                                                      "3\n"
                                                      "4,1,2,3,x\n"
                                                      "4,1,2,3,x\n"));
        REQUIRE(r.value);
        REQUIRE(r.value->rows.size() == 3); // steps 2, 4, 4
        CHECK(test::mentions(r.diagnostics, "Computing 'abc' is not a number"));
        CHECK(test::mentions(r.diagnostics, "Computing is empty"));
        CHECK(test::mentions(r.diagnostics, "row has 1 fields, header has 5"));
        CHECK(test::mentions(r.diagnostics, "step '4' appears twice"));
        CHECK(test::mentions(r.diagnostics, "unknown column 'Extra'"));
        CHECK_FALSE(r.value->rows[0].has(StepColumn::Computing));
        for (const auto& d : r.diagnostics)
            CHECK(d.file.find("b.csv") != std::string::npos);
    }
    SECTION("spreadsheet-rounded values are reported once per column")
    {
        auto r = readStepTraceTime(dir.write("c.csv", "Step,Computing,Communication(Not Overlapped),Free\n"
                                                      "1,1.23457E+06,2,3\n2,1.23457E+06,2,3\n"));
        REQUIRE(r.value);
        CHECK(r.value->rows.size() == 2);
        int rounded = 0;
        for (const auto& d : r.diagnostics)
            if (d.message.english().find("looks rounded by a spreadsheet (2 cells)") != std::string::npos) {
                ++rounded;
                CHECK(d.line == 2);
            }
        CHECK(rounded == 1);
    }
    SECTION("header only, empty file, missing file")
    {
        CHECK_FALSE(readStepTraceTime(dir.write("d.csv", "Step,Computing,Free,Preparing\r\n")).value);
        auto empty = readStepTraceTime(dir.write("e.csv", ""));
        CHECK_FALSE(empty.value);
        CHECK(test::mentions(empty.diagnostics, "file is empty"));
        CHECK_FALSE(readStepTraceTime(dir.file("missing.csv")).value);
    }
}
