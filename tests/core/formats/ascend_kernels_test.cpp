// kernel_details.csv (Level0/1/2, 2023 and 2025 headers, CANN op_summary names) and op_statistic.csv,
// and the op-type tables built from them. Expected values computed with python3 (csv + Decimal).
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/ascend/kernel_details_reader.h"
#include "formats/ascend/op_statistic_reader.h"
#include "load/ascend_type_tables.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace steplens;

namespace {

Nanos totalDuration(const KernelDetails& k)
{
    Nanos t = 0;
    for (const auto& r : k.rows)
        t += r.duration;
    return t;
}

std::size_t countCore(const KernelDetails& k, const std::string& core)
{
    std::size_t n = 0;
    for (const auto& r : k.rows)
        n += k.str(r.core) == core;
    return n;
}

double sumNs(const std::vector<OpTypeStat>& rows)
{
    double t = 0;
    for (const auto& r : rows)
        t += r.totalNs;
    return t;
}

} // namespace

TEST_CASE("kernel_details: Level1 rank0 (2025, PipeUtilization metrics, CRLF)")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "kernel_details.csv");
    REQUIRE_FIXTURE(path);
    auto r = readKernelDetails(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const KernelDetails& k = *r.value;
    REQUIRE(k.rows.size() == 191);
    CHECK(k.hasStep);
    CHECK(k.hasShapes);
    CHECK_FALSE(k.typeFromName);
    CHECK(totalDuration(k) == 114865613); // 114865.613 µs
    CHECK(k.steps() == std::vector<std::int32_t>{50});
    CHECK(countCore(k, "AI_VECTOR_CORE") == 149);
    CHECK(countCore(k, "AI_CORE") == 23);
    CHECK(countCore(k, "MIX_AIV") == 13);
    CHECK(countCore(k, "HCCL") == 4);
    CHECK(countCore(k, "DSA_SQE") == 2);

    const KernelRow& first = k.rows[0];
    CHECK(k.str(first.name) == "trans_TransData_0");
    CHECK(k.str(first.type) == "TransData");
    CHECK(k.str(k.attributes(first).opState) == "dynamic");
    CHECK(first.start == 1736408883704643212LL); // "1736408883704643.212\t"
    CHECK(first.duration == 53741);
    CHECK(first.wait == 0);
    CHECK(first.step == 50);
    CHECK(first.taskId == 11051);
    CHECK(first.streamId == 2);
    CHECK(k.attributes(first).modelId == 4294967295u);
    CHECK(first.blockDim == 32);
    CHECK(k.attributes(first).mixBlockDim == 0);
    CHECK(k.attributes(first).hf32 == 0);
    CHECK(k.str(k.shapes(first).inputShapes) == "32,3,224,224"); // the spreadsheet guard quotes are removed
    CHECK(k.str(k.shapes(first).outputShapes) == "32,1,224,224,8");
    CHECK(k.str(k.shapes(first).inputDtypes) == "FLOAT");
    CHECK(k.str(k.shapes(first).outputFormats) == "NC1HWC0");
    // Shapes, dtypes and formats are kept once per distinct combination: 131 in the file, plus the
    // all-empty one (id 0) that the 15 rows with N/A everywhere (communication) share. The attribute
    // sets are the file's three (OP State, Model ID, Mix Block Dim, HF32) combinations, the all-N/A
    // one being the defaults (id 0).
    CHECK(k.shapeSets.size() == 132);
    CHECK(std::count_if(k.rows.begin(), k.rows.end(), [](const KernelRow& row) { return row.shapes == 0; }) == 15);
    CHECK(k.attributeSets.size() == 3);
    const KernelAttributes& absent = k.attributes(KernelRow{});
    CHECK(absent.opState == 0);
    CHECK(absent.modelId == 4294967295u);
    CHECK(absent.mixBlockDim == -1);
    CHECK(absent.hf32 == -1);
    CHECK(absent.deviceId == -1);

    // Communication rows have N/A task and stream ids.
    const KernelRow* hccl = nullptr;
    for (const auto& row : k.rows)
        if (k.str(row.core) == "HCCL" && !hccl)
            hccl = &row;
    REQUIRE(hccl);
    CHECK(k.str(hccl->name) == "hcom_allReduce__586_0_1");
    CHECK(k.str(hccl->type) == "hcom_allReduce_");
    CHECK(hccl->taskId == -1);
    CHECK(hccl->streamId == -1);
    CHECK(hccl->duration == 79089520);

    // 25 PMU metric columns, row-major; N/A cells are NaN.
    REQUIRE(k.metricNames.size() == 25);
    CHECK(k.metricNames.front() == "aicore_time(us)");
    CHECK(k.metricNames.back() == "cube_utilization(%)");
    REQUIRE(k.metrics.size() == 191 * 25);
    CHECK(k.metrics[2 * 25 + 0] == Approx(312.164));
    CHECK(k.metrics[2 * 25 + 24] == Approx(66.301));
    // 191 rows x 11 text columns, interned: 82 names, 34 types and the shapes share 293 strings.
    CHECK(k.strings.size() == 293);
}

TEST_CASE("kernel_details: Level0 has N/A types: the name stands in")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level0/rank0_ascend_pt", "kernel_details.csv");
    REQUIRE_FIXTURE(path);
    auto r = readKernelDetails(path);
    REQUIRE(r.value);
    const KernelDetails& k = *r.value;
    REQUIRE(k.rows.size() == 191);
    CHECK(k.typeFromName);
    CHECK_FALSE(k.hasShapes);
    CHECK(k.metricNames.empty());
    CHECK(totalDuration(k) == 94344340);
    const KernelRow& conv = k.rows[2];
    CHECK(k.str(conv.name) == "Conv2D1");
    CHECK(k.str(conv.type) == "Conv2D1");
    CHECK(k.str(conv.core).empty());
    CHECK(conv.wait == 99142);
    CHECK(countCore(k, "HCCL") == 4);
    // Level0 writes no core type: every kernel but the 4 HCCL ones goes to the device-core table (no row
    // of any core type is dropped), typed by its name.
    AscendTypeTables t = typeTablesFromKernels(k);
    CHECK(t.aicpu.empty());
    long long count = 0;
    for (const auto& row : t.aicore)
        count += row.count;
    CHECK(count == 187);
    Nanos hccl = 0;
    for (const auto& row : k.rows)
        if (k.str(row.core) == "HCCL")
            hccl += row.duration;
    CHECK(sumNs(t.aicore) == Approx(double(totalDuration(k) - hccl)));
}

TEST_CASE("kernel_details: torch_npu 2.7.1 Level2 with Device_id, 2463 kernels")
{
    std::string path = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "kernel_details.csv");
    REQUIRE_FIXTURE(path);
    auto r = readKernelDetails(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const KernelDetails& k = *r.value;
    REQUIRE(k.rows.size() == 2463);
    CHECK(totalDuration(k) == 651464360);
    CHECK(countCore(k, "COMMUNICATION") == 15);
    CHECK(countCore(k, "MIX_AIC") == 56);
    Nanos comm = 0;
    for (const auto& row : k.rows)
        if (k.str(row.core) == "COMMUNICATION")
            comm += row.duration;
    CHECK(comm == 420174260); // = step_trace_time's Communication(Not Overlapped)
    const KernelRow& gather = k.rows[1];
    CHECK(k.attributes(gather).deviceId == 0);
    CHECK(gather.wait == 1881080);
    CHECK(k.str(k.shapes(gather).inputShapes) == "151936,1024;1,4096;1");
    CHECK(k.str(k.shapes(gather).inputDtypes) == "DT_BF16;INT64;INT64");
}

TEST_CASE("kernel_details: 2023 headers, a broken row, and CANN op_summary column names")
{
    std::string path = test::fixture(test::kMsinsight +
                                     "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/kernel_details.csv");
    std::string summary =
        test::fixture(test::kMsinsight + "server/src/test/test_data/test_kernel_parse/op_summary_1.csv");
    REQUIRE_FIXTURE(path);
    REQUIRE_FIXTURE(summary);
    auto r = readKernelDetails(path);
    auto s = readKernelDetails(summary);
    REQUIRE(r.value);
    REQUIRE(s.value);
    // Line 17 lost its Duration cell: the row is kept as read, with a diagnostic.
    CHECK(test::mentions(r.diagnostics, "row has 31 fields, header has 32"));
    CHECK(r.value->rows.size() == 21);
    CHECK(totalDuration(*r.value) == 37370966); // 37370.9655 µs (the sum of the cells as read)
    // op_summary_1.csv is the same table with CANN's names (Op Name, OP Type, Task Type, Task Duration(us)).
    REQUIRE(s.value->rows.size() == 21);
    CHECK(totalDuration(*s.value) == totalDuration(*r.value));
    CHECK(s.value->str(s.value->rows[0].name) == "ZerosLike");
    CHECK(s.value->str(s.value->rows[0].core) == "AI_CORE");
    CHECK(s.value->rows[1].wait == 1242399);
    // Op types from the kernels when there is no op_statistic.csv: Cast ran on the AI CPU.
    AscendTypeTables t = typeTablesFromKernels(*r.value);
    REQUIRE(t.aicpu.size() == 1);
    CHECK(t.aicpu[0].type == "Cast");
    CHECK(t.aicpu[0].count == 2);
    CHECK(t.aicpu[0].totalNs == 145022); // 72.8611 + 72.1612 µs, each rounded to the ns
    // The 2 DSA_SQE kernels (DSAStatelessGenBitMask, 5344.2105 µs) count on the device side too.
    CHECK(t.aicore.size() == 7);
    CHECK(t.aicore[0].type == "FlashAttentionScore");
    CHECK(sumNs(t.aicore) == 21643196 + 5344210);
    CHECK(t.aicpu[0].percent == Approx(145022.0 / (145022.0 + 21643196.0 + 5344210.0) * 100));
}

TEST_CASE("kernel_details: msprof-analyze samples (2023-11 header, quoted start times, minimal file)")
{
    std::string advisor =
        test::fixture("Ascend/msprof-analyze/test/ut/advisor/advisor_backend/compute_advice/kernel_details.csv");
    std::string quoted = test::fixture("Ascend/msprof-analyze/test/ut/advisor/compute_advice/data/kernel_details.csv");
    std::string minimal = test::fixture("Ascend/msprof-analyze/test/resource/test.csv");
    REQUIRE_FIXTURE(advisor);
    auto a = readKernelDetails(advisor);
    REQUIRE(a.value);
    CHECK(a.value->rows.size() == 591);
    CHECK(totalDuration(*a.value) == 396807040);
    AscendTypeTables t = typeTablesFromKernels(*a.value);
    REQUIRE(t.aicpu.size() == 1);
    CHECK(t.aicpu[0].totalNs == Approx(785180));
    CHECK(sumNs(t.aicore) == Approx(47446540 + 2176580)); // with the 7 DSA_SQE kernels (2176.58 µs)
    CHECK(t.aicore[0].type == "MatMul");

    auto q = readKernelDetails(quoted);
    REQUIRE(q.value);
    REQUIRE(q.value->rows.size() == 29);
    CHECK(q.value->rows[0].start == 1736413971558972912LL); // "\"1736413971558972.912\t\""
    CHECK(q.value->steps() == std::vector<std::int32_t>{19});

    auto m = readKernelDetails(minimal);
    REQUIRE(m.value);
    CHECK(m.value->rows.size() == 8);
    CHECK_FALSE(m.value->hasStep);
    CHECK(m.value->steps().empty());
    CHECK(totalDuration(*m.value) == 1000850); // 1000.8498 µs
}

TEST_CASE("kernel_details: malformed rows and files")
{
    test::TempDir dir;
    auto r = readKernelDetails(dir.write(
        "kernel_details.csv", "Step ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Block Num,m1\r\n"
                              "1,A,N/A,AI_CPU,100.5\t,2.5,8,0.5\r\n"
                              ",B,TB,AI_CORE,abc,1,8,x\r\n"
                              "2,,TC,AI_CORE,1,1,8,1\r\n"
                              "2,D,TD,AI_CORE,1,-1,8,1\r\n"
                              "x,E,TE,AI_CORE,1,1,nine,N/A\n"
                              "3,F,TF,AI_CORE,1,1,8,fast\n"
                              "3,G,TG,AI_CORE,1,1,8,1e300\n"));
    REQUIRE(r.value);
    const KernelDetails& k = *r.value;
    REQUIRE(k.rows.size() == 4);
    CHECK(k.str(k.rows[0].type) == "A"); // N/A type: the name
    CHECK(k.rows[0].start == 100500);
    CHECK(k.rows[0].blockDim == 8); // "Block Num" of newer CANN
    CHECK(k.rows[0].step == 1);     // "Step ID" (MindSpore spelling)
    CHECK(k.rows[0].wait == -1);
    CHECK(k.rows[1].step == -1);
    CHECK(k.rows[1].blockDim == -1);
    CHECK(std::isnan(k.metrics[1]));
    CHECK(test::mentions(r.diagnostics, "Start Time(us) 'abc' is not a number"));
    CHECK(test::mentions(r.diagnostics, "Name is empty"));
    CHECK(test::mentions(r.diagnostics, "Duration(us) is negative"));
    CHECK(test::mentions(r.diagnostics, "Step Id 'x' is not a whole number"));
    CHECK(test::mentions(r.diagnostics, "Block Dim 'nine' is not a whole number"));
    CHECK(test::mentions(r.diagnostics, "metric 'm1' value 'fast' is not a number"));
    CHECK(test::mentions(r.diagnostics, "2 metric cells are not numbers"));
    REQUIRE(k.metrics.size() == 4);
    CHECK(k.metrics[0] == Approx(0.5));
    CHECK(std::isnan(k.metrics[2]));
    CHECK(std::isnan(k.metrics[3])); // beyond a float: not a measurement

    auto bad = readKernelDetails(dir.write("k2.csv", "Foo,Bar\n1,2\n"));
    CHECK_FALSE(bad.value);
    CHECK(test::mentions(bad.diagnostics, "lacks Name, Start Time(us) or Duration(us)"));

    // Large files keep no metric columns.
    KernelReadOptions small;
    small.maxBytesWithMetrics = 10;
    auto noMetrics = readKernelDetails(dir.file("kernel_details.csv"), small);
    REQUIRE(noMetrics.value);
    CHECK(noMetrics.value->metricNames.empty());
    CHECK(noMetrics.value->metrics.empty());
    CHECK(test::mentions(noMetrics.diagnostics, "1 PMU metric columns"));
}

TEST_CASE("op_statistic: torch_npu 2025 (no Device_id) and 2.7.1 (Device_id), mapped to AI Core / AI CPU tables")
{
    std::string l1 = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "op_statistic.csv");
    REQUIRE_FIXTURE(l1);
    auto r = readOpStatistic(l1);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const auto& rows = r.value->rows;
    REQUIRE(rows.size() == 33);
    CHECK(rows[0].opType == "ForeachAddList");
    CHECK(rows[0].coreType == "AI_VECTOR_CORE");
    CHECK(rows[0].count == 3);
    CHECK(rows[0].total == 1959079);
    CHECK(rows[0].min == 624152);
    CHECK(rows[0].avg == 653026);
    CHECK(rows[0].max == 706614);
    CHECK(rows[0].ratioPct == Approx(22.077));
    CHECK(rows[0].deviceId == -1);
    Nanos total = 0;
    long long count = 0;
    for (const auto& row : rows) {
        total += row.total;
        count += row.count;
    }
    CHECK(total == 8873751); // docs/formats.md 3.3: = step_trace_time's Computing (8873.756) within rounding
    CHECK(count == 187);

    AscendTypeTables t = typeTablesFromOpStatistic(*r.value);
    CHECK(t.aicpu.empty());
    // Every core type but AI_CPU is on the device-core side, DSA_SQE included: line 28,
    // "DSAGenBitMask,DSA_SQE,2,5.52,2.12,2.76,3.4,0.062", is kept, and the table adds up to the file.
    CHECK(t.aicore.size() == 33);
    CHECK(sumNs(t.aicore) == 8873751);
    CHECK(t.aicore[0].type == "ForeachAddList");
    CHECK(t.aicore[0].percent == Approx(22.077));
    const OpTypeStat* dsa = nullptr;
    for (const auto& row : t.aicore)
        if (row.type == "DSAGenBitMask")
            dsa = &row;
    REQUIRE(dsa);
    CHECK(dsa->totalNs == 5520);
    CHECK(dsa->count == 2);
    CHECK(dsa->percent == Approx(0.062));

    std::string st = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "op_statistic.csv");
    auto s = readOpStatistic(st);
    REQUIRE(s.value);
    REQUIRE(s.value->rows.size() == 35);
    CHECK(s.value->rows[0].deviceId == 0);
    CHECK(s.value->rows[0].opType == "FlashAttentionScoreGrad");
    CHECK(s.value->rows[0].coreType == "MIX_AIC");
    AscendTypeTables st2 = typeTablesFromOpStatistic(*s.value);
    CHECK(sumNs(st2.aicore) == Approx(231290100));
    CHECK(st2.aicore.size() == 35);
}

TEST_CASE("op_statistic: a type on several core types is summed per side")
{
    test::TempDir dir;
    auto r = readOpStatistic(dir.write("op_statistic.csv",
                                       "Device_id,Model Name,OP Type,Core Type,Count,Total Time(us),Min Time(us),"
                                       "Avg Time(us),Max Time(us),Ratio(%)\n"
                                       "0,m,Cast,AI_CORE,2,10,5,5,5,10\n"
                                       "0,m,Cast,AI_VECTOR_CORE,3,30,10,10,10,30\n"
                                       "0,m,Cast,AI_CPU,1,40,40,40,40,40\n"
                                       "0,m,Where,AI_CPU,4,20,5,5,5,20\n"
                                       "0,m,Bad,AI_CORE,1,lots,1,1,1,1\n"
                                       "0,m,,AI_CORE,1,1,1,1,1,1\n"));
    REQUIRE(r.value);
    REQUIRE(r.value->rows.size() == 4);
    CHECK(r.value->rows[0].modelName == "m");
    CHECK(test::mentions(r.diagnostics, "Total Time(us) 'lots' is not a number"));
    CHECK(test::mentions(r.diagnostics, "OP Type is empty"));
    AscendTypeTables t = typeTablesFromOpStatistic(*r.value);
    REQUIRE(t.aicore.size() == 1);
    CHECK(t.aicore[0].type == "Cast");
    CHECK(t.aicore[0].totalNs == 40000);
    CHECK(t.aicore[0].count == 5);
    CHECK(t.aicore[0].percent == Approx(40));
    REQUIRE(t.aicpu.size() == 2);
    CHECK(t.aicpu[0].type == "Cast");
    CHECK(t.aicpu[0].totalNs == 40000);
    CHECK(t.aicpu[1].type == "Where");
    CHECK(t.aicpu[1].count == 4);

    auto bad = readOpStatistic(dir.write("o2.csv", "OP Type,Count\nA,1\n"));
    CHECK_FALSE(bad.value);
    CHECK(test::mentions(bad.diagnostics, "lacks OP Type, Core Type or Total Time(us)"));
}
