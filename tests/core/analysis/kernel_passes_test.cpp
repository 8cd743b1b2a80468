// The passes over a big kernel_details.csv classify each core and type text once per string id
// (StringClasses) and collect the steps on the way (KernelStepIds); these check the helpers and the
// statistics built on them on small tables with communication, AI CPU and AI Core rows.
#include "advisor_rules_support.h"
#include "analysis/kernel_rule_stats.h"
#include "load/ascend_type_tables.h"
#include "model/string_classes.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace steplens;
using namespace steplens::test;

namespace {

KernelRow kernel(KernelDetails& k, std::int32_t step, const char* type, const char* core, Nanos start, Nanos duration,
                 std::int32_t blockDim, std::int32_t stream = 1)
{
    KernelRow r;
    r.step = step;
    r.type = k.strings.intern(type);
    r.name = r.type;
    r.core = k.strings.intern(core);
    r.start = start;
    r.duration = duration;
    r.blockDim = blockDim;
    r.streamId = stream;
    return r;
}

} // namespace

TEST_CASE("StringClasses: each id is classified once, from its text", "[kernels]")
{
    KernelDetails k;
    const std::uint32_t hccl = k.strings.intern("HCCL"), aicpu = k.strings.intern("AI_CPU");
    const std::uint32_t aicore = k.strings.intern("AI_CORE"), mix = k.strings.intern("MIX_AIV");
    int calls = 0;
    auto sides = StringClasses(k.strings, [&calls](const std::string& core) {
        ++calls;
        return coreSide(core);
    });
    for (int round = 0; round < 3; ++round) {
        CHECK(sides(hccl) == CoreSide::Communication);
        CHECK(sides(aicpu) == CoreSide::AiCpu);
        CHECK(sides(aicore) == CoreSide::AiCore);
        CHECK(sides(mix) == CoreSide::AiCore);
        CHECK(sides(0) == CoreSide::Other); // the empty string (Level0 writes no core)
    }
    CHECK(calls == 5); // once per id, not once per look-up
    // An id the pool never handed out reads as the empty string, as KernelDetails::str does.
    CHECK(sides(1000) == CoreSide::Other);
}

TEST_CASE("KernelStepIds: the distinct steps of rows in file order, ascending", "[kernels]")
{
    KernelStepIds ids;
    for (std::int32_t step : {3, 3, 1, 1, 3, -1, 2, 2})
        ids.add(step);
    CHECK(std::move(ids).sorted() == std::vector<std::int32_t>{1, 2, 3});
    CHECK(KernelStepIds{}.sorted().empty());
}

TEST_CASE("kernel rule statistics by core id: HCCL, AI CPU, AI Core and vector rows", "[kernels]")
{
    KernelDetails k;
    k.hasStep = true;
    k.rows = {
        kernel(k, 2, "hcom_allReduce_", "HCCL", 0, 500000, 1),
        kernel(k, 2, "MatMulV2", "AI_CORE", 1000, 100000, 10),
        kernel(k, 2, "MatMulV2", "MIX_AIC", 2000, 100000, 20),
        kernel(k, 1, "MatMulV2", "AI_CORE", 3000, 100000, 20),
        kernel(k, 1, "Add", "AI_VECTOR_CORE", 4000, 40000, 2000), // a Block Dim above the small-counts table
        kernel(k, 1, "Add", "MIX_AIV", 5000, 30000, 2000),
        kernel(k, 1, "Add", "AI_VECTOR_CORE", 6000, 10000, 40), // not heavy (< 20 µs)
        kernel(k, 3, "TopK", "AI_CPU", 7000, 50000, 1),
        kernel(k, 3, "TopK", "AI_CPU", 8000, 5000, 1),
        kernel(k, 3, "GetNext", "AI_CPU", 9000, 900000, 1), // the dataset channel: not an operator
    };
    KernelRuleStats s = kernelRuleStats(k, std::nullopt, KernelRuleThresholds{}, 7);
    CHECK(s.stepIds == std::vector<std::int32_t>{1, 2, 3});
    CHECK(s.stepIds == k.steps());
    CHECK(s.steps == 3);
    // Inferred: cube Block Dims 10, 20, 20 (20 is the largest a tenth use); vector 2000, 2000, 40.
    CHECK(s.cores.inferred);
    CHECK(s.cores.cube == 20);
    CHECK(s.cores.vector == 2000);
    CHECK(coreCounts(k, std::nullopt).cube == 20);
    // Every AI Core side kernel, HCCL and AI CPU left out.
    CHECK(s.computeNs == Approx(380000));
    CHECK(s.heavyNs == Approx(370000));
    REQUIRE(s.aicpu.size() == 1);
    CHECK(s.aicpu[0].type == "TopK");
    CHECK(s.aicpu[0].tasks == 2);
    CHECK(s.aicpu[0].longTasks == 1);
    CHECK(s.aicpu[0].longest == &k.rows[7]);
    // MatMulV2 on AI_CORE at 10 of 20 blocks; the MIX_AIV Add at 2000 of 2000 uses them all.
    REQUIRE(s.idleCores.size() == 1);
    CHECK(s.idleCores[0].type == "MatMulV2");
    CHECK(s.idleCores[0].core == "AI_CORE");
    CHECK(s.idleCores[0].idleNs == Approx(50000));

    // Without a step column the steps come from the caller.
    k.hasStep = false;
    KernelRuleStats noSteps = kernelRuleStats(k, std::nullopt, KernelRuleThresholds{}, 7);
    CHECK(noSteps.stepIds.empty());
    CHECK(noSteps.steps == 7);

    // The type tables leave HCCL out and put AI_CPU rows in their own table, by type text.
    AscendTypeTables t = typeTablesFromKernels(k);
    REQUIRE(t.aicore.size() == 2);
    CHECK(t.aicore[0].type == "MatMulV2");
    CHECK(t.aicore[0].count == 3);
    CHECK(t.aicore[0].totalNs == Approx(300000));
    CHECK(t.aicore[1].type == "Add");
    CHECK(t.aicore[1].count == 3);
    REQUIRE(t.aicpu.size() == 2);
    CHECK(t.aicpu[0].type == "GetNext");
    CHECK(t.aicpu[1].type == "TopK");
    CHECK(t.aicpu[1].count == 2);
    CHECK(t.aicpu[1].percent == Approx(55000.0 / 1335000 * 100));
}

TEST_CASE("fusible sequences across unsorted streams with large ids, HCCL and AI CPU rows between",
          "[kernels][fusible]")
{
    test::TempDir dir;
    // Stream 5000 (past the vector of small stream ids) is written out of start order and has an HCCL and
    // an AI CPU task inside its SwiGLU; stream 7 holds an attention sequence after it in the file.
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step Id,Stream ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Block Dim\n"
              "1,5000,gate,Mul,AI_VECTOR_CORE,430,10,40\n"
              "1,5000,silu,Swish,AI_VECTOR_CORE,400,10,40\n"
              "1,5000,ar,Mul,HCCL,410,5,1\n"
              "1,5000,topk,Mul,AI_CPU,420,5,1\n"
              "1,7,bmm1,BatchMatMulV2,AI_CORE,0,100,20\n"
              "1,7,softmax,SoftmaxV2,AI_VECTOR_CORE,125,20,40\n"
              "1,7,bmm2,BatchMatMulV2,AI_CORE,150,100,20\n");
    Run run = loadWithoutTrace(dir.file("r"));
    ProfileAnalysis a = analyzeProfile(run.ranks.at(0));
    checkTexts(a);
    const Finding* f = byId(a, "fusible-operators");
    REQUIRE(f);
    CHECK(f->value == Approx(2));
    REQUIRE(f->evidence.size() == 2);
    CHECK(contains(f->evidence[0].label, "the first: BatchMatMulV2 → SoftmaxV2 → BatchMatMulV2"));
    CHECK(contains(f->evidence[1].label, "the first: Swish → Mul"));
    CHECK(f->evidence[1].begin == 400000);
    CHECK(f->evidence[1].end == 440000);
}

// analyzeProfile scans a big table's kernels on the second core and hands the scan to the rule: the finding
// is the one the rule makes on its own, and a scan of another table is not taken for this one's.
TEST_CASE("the fusible rule finds the same with a scan made beforehand, and ignores another table's",
          "[kernels][fusible]")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step Id,Stream ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Block Dim\n"
              "1,7,bmm1,BatchMatMulV2,AI_CORE,0,100,20\n"
              "1,7,softmax,SoftmaxV2,AI_VECTOR_CORE,125,20,40\n"
              "1,7,bmm2,BatchMatMulV2,AI_CORE,150,100,20\n"
              "2,7,bmm1,BatchMatMulV2,AI_CORE,1000,100,20\n"
              "2,7,softmax,SoftmaxV2,AI_VECTOR_CORE,1125,20,40\n"
              "2,7,bmm2,BatchMatMulV2,AI_CORE,1150,100,20\n");
    Run run = loadWithoutTrace(dir.file("r"));
    const Profile& profile = run.ranks.at(0);
    const ProfileAnalysis a = analyzeProfile(profile);
    const Thresholds thresholds;
    const RuleContext ctx{profile, a, thresholds};
    std::vector<Finding> alone, withScan, withOtherScan;
    ruleFusibleOperators(ctx, alone);
    REQUIRE(alone.size() == 1);
    const auto scan = scanFusibleSequences(*profile.ascend->kernels);
    ruleFusibleOperators(ctx, withScan, scan.get());
    KernelDetails other; // empty: its scan finds nothing
    const auto otherScan = scanFusibleSequences(other);
    ruleFusibleOperators(ctx, withOtherScan, otherScan.get());
    for (const auto* found : {&withScan, &withOtherScan}) {
        REQUIRE(found->size() == 1);
        CHECK(found->front().value == alone.front().value);
        CHECK(found->front().impactMs == alone.front().impactMs);
        REQUIRE(found->front().evidence.size() == alone.front().evidence.size());
        CHECK(found->front().evidence[0].label.text() == alone.front().evidence[0].label.text());
    }
    CHECK(alone.front().value == Approx(1)); // one attention sequence per step
}
