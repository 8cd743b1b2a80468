// The per-operator diff of a comparison matches operators without MindSpore's "-op<N>" numbers, which
// change between compilations: on the bundled examples, run 5 adds 24 Casts (mixed precision) and
// shifts every later op number, so the diff on full names was nearly all "added" + "removed".
#include "analysis/compare.h"
#include "analysis/profile_analysis.h"
#include "example_runs.h"
#include "fixtures.h"
#include "formats/operators/aicore_detail_reader.h"
#include "load/load.h"
#include "model/op_names.h"
#include "report/report.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace steplens;

TEST_CASE("stripOpNumbers: real operator names from the fixtures")
{
    // MindInsight run_2 (output_op_compute_time_1.txt, aicore_intermediate_1_detail.csv).
    CHECK(stripOpNumbers("Default/AssignAdd-op142") == "Default/AssignAdd");
    // MindInsight profiler/flops_1.txt: a Gradients name whose scopes have '-' too ("conv1-Conv2d").
    CHECK(stripOpNumbers("Gradients/Default/network-WithLossCell/_backbone-LeNet5/conv1-Conv2d/gradConv2D/Cast-op53") ==
          "Gradients/Default/network-WithLossCell/_backbone-LeNet5/conv1-Conv2d/gradConv2D/Cast");
    // MindInsight run_1 detail: a name with no scope but the subgraph.
    CHECK(stripOpNumbers("Default/GetNext-op6") == "Default/GetNext");
    // 2.x kernel_details / trace names (msprof-analyze, msinsight fixtures): no "-op" suffix, unchanged.
    CHECK(stripOpNumbers("aclnnMatmul_MatMulCommon_MatMulV2") == "aclnnMatmul_MatMulCommon_MatMulV2");
    CHECK(stripOpNumbers("aclnnInplaceZero_ZerosLikeAiCore_ZerosLike") == "aclnnInplaceZero_ZerosLikeAiCore_ZerosLike");
    CHECK(stripOpNumbers("hcom_allReduce__586_0_1") == "hcom_allReduce__586_0_1");
    // cluster_propose step_trace_raw_3_detail_time.csv: "-op<N>" inside a column name is not a suffix.
    CHECK(stripOpNumbers("stream_9_7_AllReduce-op17783_start_point") == "stream_9_7_AllReduce-op17783_start_point");
    // The shape formats-2x.md gives for a 2.x Name linked to its launch op: "<launch op>/<kernel>".
    CHECK(stripOpNumbers("Default/network/MatMul-op12/aclnnMatmul_MatMulCommon_MatMulV2") ==
          "Default/network/MatMul/aclnnMatmul_MatMulCommon_MatMulV2");
    // Degenerate input stays as it is.
    CHECK(stripOpNumbers("") == "");
    CHECK(stripOpNumbers("Cast-op") == "Cast-op");
    CHECK(stripOpNumbers("-op3") == "-op3");
    CHECK(stripOpNumbers("a/") == "a/");
}

TEST_CASE("operatorMatchKeys: repeated stripped names are numbered in order of appearance")
{
    const std::string momentum = "Default/network-TrainOneStepCell/optimizer-Momentum/ApplyMomentum";
    auto keys =
        operatorMatchKeys({momentum + "-op38", "Default/AssignAdd-op142", momentum + "-op35", momentum + "-op46"});
    REQUIRE(keys.size() == 4);
    CHECK(keys[0] == momentum);
    CHECK(keys[1] == "Default/AssignAdd");
    CHECK(keys[2] == momentum + "#2");
    CHECK(keys[3] == momentum + "#3");
    // A real name ending in "#2" never shares a key with a numbered repeat.
    keys = operatorMatchKeys({"X#2", "X-op1", "X-op2"});
    CHECK(std::set<std::string>(keys.begin(), keys.end()).size() == 3);

    // MindInsight run_2: 105 AI Core ops, 44 distinct names once the numbers go (11 ApplyMomentum,
    // 9 AtomicAddrClean, 6 gradMatMul/MatMul); every op still gets its own key.
    const std::string path = test::mindinsight("run_2/normal_run/profiler/aicore_intermediate_1_detail.csv");
    REQUIRE_FIXTURE(path);
    auto r = readAicoreDetail(path);
    REQUIRE(r.value);
    std::vector<std::string> names;
    for (const auto& d : *r.value)
        names.push_back(d.fullName);
    REQUIRE(names.size() == 105);
    keys = operatorMatchKeys(names);
    CHECK(std::set<std::string>(keys.begin(), keys.end()).size() == 105);
    std::set<std::string> stripped;
    for (const auto& n : names)
        stripped.insert(stripOpNumbers(n));
    CHECK(stripped.size() == 44);
    CHECK(std::count(keys.begin(), keys.end(), momentum + "#11") == 1);
    CHECK(std::count(keys.begin(), keys.end(), momentum + "#12") == 0);
    // File order, not op-number order: the first ApplyMomentum of the file is op38, the second op35.
    CHECK(names[93] == momentum + "-op38");
    CHECK(keys[93] == momentum);
    CHECK(keys[94] == momentum + "#2");
}

namespace {

using test::loadExample;

const OpDiff* byKey(const std::vector<OpDiff>& v, const std::string& key)
{
    for (const auto& d : v)
        if (d.key == key)
            return &d;
    return nullptr;
}

} // namespace

TEST_CASE("compare: the examples' operators match across the renumbering of mixed precision")
{
    const Run runA = loadExample("1-baseline");
    const Run runB = loadExample("5-mixed-precision");
    const Profile& a = runA.ranks.front();
    const Profile& b = runB.ranks.front();
    RunComparison c = compareProfiles(a, analyzeProfile(a), b, analyzeProfile(b));
    // 128 ops in A, 152 in B (24 more Casts); only 29 full names are equal, so matching on them gave
    // 251 rows (123 added, 99 removed). Checked by hand with python3 over the two detail files.
    REQUIRE(c.operators.size() == 152);
    auto count = [&](DiffStatus s) {
        return std::count_if(c.operators.begin(), c.operators.end(), [s](const OpDiff& d) { return d.status == s; });
    };
    CHECK(count(DiffStatus::Added) == 24);
    CHECK(count(DiffStatus::Removed) == 0);
    CHECK(count(DiffStatus::Faster) == 85);
    CHECK(count(DiffStatus::Slower) == 14);
    CHECK(count(DiffStatus::Unchanged) == 29);
    for (const auto& d : c.operators)
        if (d.status == DiffStatus::Added)
            CHECK(opTypeFromName(d.bName) == "Cast");

    // layer1's first convolution: Conv2D-op7 in A (1.722799 ms × 30), Conv2D-op8 in B (0.690367 ms × 30).
    const std::string scope = "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-ResNet/"
                              "layer1-SequentialCell/0-ResidualBlock/conv1-Conv2d/";
    const OpDiff* conv = byKey(c.operators, scope + "Conv2D");
    REQUIRE(conv);
    CHECK(conv->aName == scope + "Conv2D-op7");
    CHECK(conv->bName == scope + "Conv2D-op8");
    CHECK(conv->name == scope + "Conv2D-op7 (B: Conv2D-op8)");
    CHECK(conv->aUs == Approx(51683.97));
    CHECK(conv->bUs == Approx(20711.01));
    CHECK(conv->aCount == 30);
    CHECK(conv->bCount == 30);
    CHECK(conv->status == DiffStatus::Faster);
    // An added Cast keeps its one real name.
    const OpDiff* cast =
        byKey(c.operators, "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-ResNet/Cast");
    REQUIRE(cast);
    CHECK(cast->status == DiffStatus::Added);
    CHECK(cast->aName.empty());
    CHECK(cast->name == "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-ResNet/Cast-op133");
    CHECK(cast->bUs == Approx(0.021833 * 30 * 1000));
    CHECK(std::find_if(c.notes.begin(), c.notes.end(), [](const Message& n) {
              return n.text().find("of the 128 operators found in both runs, 128 have a different number in B") !=
                     std::string::npos;
          }) != c.notes.end());

    // The JSON report carries both real names and the key; the text report counts the matches.
    const auto doc = compareJson(runA, runB);
    REQUIRE(doc["ops"].size() == 152);
    bool found = false;
    for (const auto& o : doc["ops"]) {
        if (o["match_key"] != scope + "Conv2D")
            continue;
        found = true;
        CHECK(o["a_name"] == scope + "Conv2D-op7");
        CHECK(o["b_name"] == scope + "Conv2D-op8");
        CHECK(o["a_us"].get<double>() == Approx(51683.97));
        CHECK(o["b_us"].get<double>() == Approx(20711.01));
        CHECK(o["status"] == "faster");
    }
    CHECK(found);
    const std::string text = renderCompareText(doc);
    CHECK(text.find("Operators: 128 in both runs (14 slower, 85 faster, 29 unchanged), 24 only in B, 0 only in A") !=
          std::string::npos);
}

TEST_CASE("compare, 2.x layout: kernel types compare on their own names, no per-operator rows")
{
    // torch_npu ASCEND_PROFILER_OUTPUT folders (msinsight fixtures): op_statistic's "OP Type" names
    // carry no "-op<N>", and the 2.x layout gives no per-operator AI Core table to diff.
    const std::string a = test::fixture("Ascend/msinsight/test/st/level2/rank_0_ascend_pt");
    const std::string b = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(a);
    REQUIRE_FIXTURE(b);
    const Run runA = loadRun(a, LoadOptions{false});
    const Run runB = loadRun(b, LoadOptions{false});
    const auto doc = compareJson(runA, runB);
    CHECK(doc["op_types"].size() == 59); // DSA_SQE kernels have a row of their own too
    CHECK(doc["ops"].empty());
    bool conv = false;
    for (const auto& o : doc["op_types"])
        conv = conv || o["name"] == "Conv2D";
    CHECK(conv);
    for (const auto& n : doc["notes"])
        CHECK(n.get<std::string>().find("-op<N>") == std::string::npos);
}
