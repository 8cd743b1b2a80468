#include "analysis/op_precision.h"
#include "analysis/op_tables.h"
#include "fixtures.h"
#include "load/load.h"
#include "model/op_names.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace steplens;

namespace {

const std::string kRun2MatMul =
    "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-AlexNet/fc3-Dense/MatMul-op19";

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Profile loadOne(const std::string& folder)
{
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(folder, options);
    REQUIRE(run.ranks.size() == 1);
    return std::move(run.ranks.front());
}

} // namespace

TEST_CASE("operators: loadRun on run_2 fills the section and lists its files")
{
    std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    Profile p = loadOne(folder);
    REQUIRE(p.operators);
    const Operators& ops = *p.operators;
    CHECK(ops.backend == Backend::Ascend);
    CHECK(ops.framework.size() == 105);
    CHECK(ops.aicoreDetails.size() == 105);
    CHECK(ops.aicoreTypes.size() == 21);
    CHECK(ops.aicpuTasks.size() == 5);
    CHECK(ops.flops.empty());
    REQUIRE(ops.sources.size() == 4);
    for (const char* name : {"framework_raw_1.csv", "aicore_intermediate_1_detail.csv",
                             "aicore_intermediate_1_type.csv", "aicpu_intermediate_1.csv"}) {
        INFO(name);
        CHECK(std::any_of(ops.sources.begin(), ops.sources.end(),
                          [&](const std::string& s) { return endsWith(s, name); }));
        CHECK(std::any_of(p.filesRead.begin(), p.filesRead.end(),
                          [&](const std::string& s) { return endsWith(s, name); }));
    }
    for (const auto& d : p.diagnostics)
        CHECK(d.file.find("intermediate") == std::string::npos); // the op files load cleanly
}

TEST_CASE("operators: a rank with only a FLOPs summary still gets the section")
{
    std::string folder = test::mindinsight("cluster_propose");
    REQUIRE_FIXTURE(folder);
    LoadOptions options;
    options.timeline = false;
    options.onlyRank = 0;
    Run run = loadRun(folder, options);
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].operators); // flops_summary_0.json is there
    CHECK(run.ranks[0].operators->flopsSummary.at("FLOPs") == Approx(107146.763));
    CHECK(run.ranks[0].operators->aicoreDetails.empty());
    CHECK(run.ranks[0].operators->sources.size() == 1);
}

TEST_CASE("op tables: run_2 AI Core by operator, joined with the framework file")
{
    std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    Profile p = loadOne(folder);
    REQUIRE(p.operators);
    auto rows = aicoreOpTable(*p.operators);
    REQUIRE(rows.size() == 105);
    const AicoreOpRow& top = rows.front();
    CHECK(top.fullName == kRun2MatMul);
    CHECK(top.name == "MatMul-op19");
    CHECK(top.type == "MatMul");
    CHECK(top.scope == "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-AlexNet/fc3-Dense");
    CHECK(top.subgraph == "Default");
    CHECK(top.hasFramework);
    CHECK(top.avgNs == Approx(9174080.0));
    CHECK(top.count == -1);
    CHECK(top.totalNs == Approx(9174080.0));
    CHECK(top.percent == Approx(39.73511));
    CHECK(top.inputShapes == "2,256,6,6;4096,9216;4096");
    CHECK(top.outputShapes == "2,4096");
    CHECK(top.inputDtypes == "unknown;unknown;unknown"); // MS 1.0 wrote UNKNOWN here
    CHECK(top.flops.empty());
    for (std::size_t i = 1; i < rows.size(); ++i)
        CHECK(rows[i - 1].totalNs >= rows[i].totalNs);

    auto top3 = topByTotal(rows, 3);
    REQUIRE(top3.size() == 3);
    CHECK(top3[0].fullName == kRun2MatMul);
    CHECK(topByTotal(rows, 500).size() == 105);

    auto typeTable = aicoreTypeTable(*p.operators);
    CHECK(!typeTable.derivedFromDetail);
    REQUIRE(typeTable.rows.size() == 21);
    CHECK(typeTable.rows[0].type == "MatMul");
    CHECK(nanosToMs(averageNs(typeTable.rows[0])) == Approx(20.65774 / 9));

    // Without the type file the same numbers come from the detail file grouped by framework type.
    Operators noType = *p.operators;
    noType.aicoreTypes.clear();
    auto derived = aicoreTypeTable(noType);
    CHECK(derived.derivedFromDetail);
    REQUIRE(derived.rows.size() == 21);
    CHECK(derived.rows[0].type == "MatMul");
    CHECK(nanosToMs(derived.rows[0].totalNs) == Approx(20.65774));
    CHECK(derived.rows[0].count == 9);
    CHECK(derived.rows[0].percent == Approx(89.47).margin(0.01));
    CHECK(derived.rows[1].type == "ApplyMomentum");
    CHECK(derived.rows[1].count == 11);
}

TEST_CASE("op tables: scope grouping on run_2")
{
    std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    Profile p = loadOne(folder);
    auto rows = aicoreOpTable(*p.operators);
    auto level1 = groupByScope(rows, 1);
    REQUIRE(level1.size() == 2);
    CHECK(level1[0].scope == "Default");
    CHECK(level1[0].opCount == 64);
    CHECK(nanosToMs(level1[0].totalNs) == Approx(15.248765));
    CHECK(level1[0].percent == Approx(66.046008));
    CHECK(level1[1].scope == "Gradients");
    CHECK(level1[1].opCount == 41);
    auto level5 = groupByScope(rows, 5);
    CHECK(level5.size() == 14);
    CHECK(level5[0].scope == "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-AlexNet/fc3-Dense");
    CHECK(level5[0].opCount == 3);
    CHECK(level5[0].percent == Approx(57.284631));
    CHECK(groupByScope(rows, 0).size() == 1);
}

TEST_CASE("op tables: run_2 AI CPU by type and by operator")
{
    std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    Profile p = loadOne(folder);
    auto types = aicpuTypeTable(*p.operators);
    REQUIRE(types.size() == 3);
    CHECK(types[0].type == "InitData");
    CHECK(types[0].percent == Approx(7.906 / 9.694 * 100));
    auto ops = aicpuOpTable(*p.operators);
    REQUIRE(ops.size() == 3);
    CHECK(ops[0].name == "InitData");
    CHECK(ops[1].name == "GetNext");
    CHECK(ops[1].count == 2);
    CHECK(nanosToMs(ops[1].avgTotalNs) == Approx(0.5905));
    CHECK(nanosToMs(ops[1].avgDispatchNs) == Approx(0.1025));
    REQUIRE(ops[1].avgExecutionNs);
    CHECK(nanosToMs(*ops[1].avgExecutionNs) == Approx(0.22));
    CHECK(ops[2].name == "EndOfSequence");
    CHECK(nanosToMs(ops[2].avgTotalNs) == Approx(0.3035));
}

TEST_CASE("op tables: MindInsight profiler/ joins framework E layout and 6 FLOPs columns")
{
    std::string folder = test::mindinsight("profiler");
    REQUIRE_FIXTURE(folder);
    LoadOptions options;
    options.timeline = false;
    options.onlyRank = 1;
    Run run = loadRun(folder, options);
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].operators);
    const Operators& ops = *run.ranks[0].operators;
    CHECK(ops.flopsHeaders.size() == 6);
    auto rows = aicoreOpTable(ops);
    REQUIRE(rows.size() == 10);
    CHECK(rows[0].name == "MatMul-op9");
    CHECK(rows[0].totalNs == Approx(370864.0));
    CHECK(rows[0].count == 1);
    CHECK(rows[0].inputDtypes == "float32;float32;float32");
    CHECK(rows[0].inputShapes == "32,120;84,120;84");
    CHECK(rows[0].flops == std::vector<double>{333, 333, 33, 333, 333, 33});
    CHECK(rows[1].name == "Conv2D-op13");
    CHECK(rows[1].inputDtypes == "float16;float16");
    CHECK(rows[1].outputShapes == "32,1,28,28,16");

    ComputePrecision prec = computePrecision(ops);
    CHECK(prec.computeOps == 2);
    CHECK(prec.measured());
    CHECK(prec.float32Percent == Approx(0.370864 / 0.427374 * 100));
    CHECK(prec.halfPercent == Approx(0.05651 / 0.427374 * 100));
    REQUIRE(prec.slowestFloat32.size() == 1);
    CHECK(prec.slowestFloat32[0].name == "MatMul-op9");
}

TEST_CASE("op precision: run_1 spends 96.5 % of its compute time in a float32 MatMul")
{
    std::string folder = test::mindinsight("run_1/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    Profile p = loadOne(folder);
    REQUIRE(p.operators);
    CHECK(p.operators->frameworkRepeatedRows == 1);
    ComputePrecision prec = computePrecision(*p.operators);
    // Conv2D 0.03897 + Conv2DBackpropInputD 0.01607 + Conv2DBackpropFilterD 0.04568 ms in float16,
    // MatMul 2.80782 ms (sum of average x count) in float32.
    CHECK(nanosToMs(prec.halfNs) == Approx(0.10072));
    CHECK(nanosToMs(prec.float32Ns) == Approx(2.80782));
    CHECK(prec.float32Percent == Approx(2.80782 / 2.90854 * 100));
    CHECK(prec.otherNs == 0);
    CHECK(prec.float32Ops == 9);
    CHECK(prec.slowestFloat32.size() == 5);
    CHECK(prec.slowestFloat32[0].type == "MatMul");

    // run_2's framework file wrote UNKNOWN/NUMBER_TYPE_END dtypes: nothing can be judged.
    std::string run2 = test::mindinsight("run_2/normal_run/profiler");
    Profile p2 = loadOne(run2);
    ComputePrecision none = computePrecision(*p2.operators);
    CHECK(none.computeOps == 23);
    CHECK(!none.measured());
    CHECK(none.otherPercent == Approx(100.0));
}

TEST_CASE("op names and dtypes")
{
    CHECK(opShortName("Default/a-B/Conv2D-op13") == "Conv2D-op13");
    CHECK(opScope("Default/a-B/Conv2D-op13") == "Default/a-B");
    CHECK(opScope("Conv2D-op13").empty());
    CHECK(opSubgraph("Gradients/x/ReluGrad-op2") == "Gradients");
    CHECK(opTypeFromName("Default/FusionOp_ReluGradV2_Cast-op12") == "FusionOp_ReluGradV2_Cast");
    CHECK(opTypeFromName("GetNext-1") == "GetNext");
    CHECK(opTypeFromName("Default/MatMul") == "MatMul");
    CHECK(canonicalDtype("NUMBER_TYPE_FLOAT16") == "float16");
    CHECK(canonicalDtype("FLOAT32") == "float32");
    CHECK(canonicalDtype("DT_FLOAT") == "float32");
    CHECK(canonicalDtype("BF16") == "bfloat16");
    CHECK(canonicalDtype("kNumberTypeFloat16") == "float16");
    CHECK(canonicalDtype("UNKNOWN").empty());
    CHECK(canonicalDtype("NUMBER_TYPE_END").empty());
    CHECK(isComputeBoundType("Conv2DBackpropFilterD"));
    CHECK(isComputeBoundType("BatchMatMulV2"));
    CHECK(isComputeBoundType("FusionOp_Conv2D_ReluV2"));
    CHECK(!isComputeBoundType("Concat"));
    CHECK(!isComputeBoundType("FusionOp_ReluGradV2_Cast"));
}
