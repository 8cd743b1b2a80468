// The host-side advisor rules (GC pauses, data loader, synchronisation, operator compilation) on a
// constructed torch_npu trace.
#include "advisor_rules_support.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::test;

TEST_CASE("advisor rules: host side from a constructed trace (GC, data loader, synchronisation, compilation)")
{
    test::TempDir dir;
    const std::string out = "r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/";
    dir.write(out + "step_trace_time.csv", kOneStep);
    std::string ev;
    ev += event("enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", 1, 1500, 25000);
    ev += event("torch/utils/data/dataloader.py(625): __next__", 1, 1600, 24000); // inside it: not counted twice
    ev += event("GC", 1, 27000, 3000);
    ev += event("GC", 1, 31000 + 20000, 500); // below 1 ms
    ev += event("GC", 1, 200000, 5000);       // after the step
    ev += event("main.py(10): train", 1, 30000, 20000);
    ev += event("aten::item", 1, 31000, 15000);
    ev += event("AscendCL@aclrtSynchronizeStreamWithTimeout", 2, 32000, 5000);
    ev += event("Node@launch", 2, 60000, 10);
    ev += event("AscendCL@aclrtSynchronizeStream", 2, 60020, 100);
    ev += event("Node@launch", 2, 61000, 10);
    ev += event("AscendCL@aclrtSynchronizeStream", 2, 61020, 100);
    ev += event("AscendCL@aclopCompileAndExecute", 2, 70000, 8000);
    ev += event("AscendCL@opCompile", 2, 70010, 7000);
    dir.write(out + "trace_view.json", trace(ev));
    Run run = loadWithTrace(dir.file("r"));
    REQUIRE(run.ranks.size() == 1);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    checkTexts(a);
    REQUIRE(a.hostTrace);
    CHECK(a.hostTrace->steps.size() == 1);
    CHECK(a.hostTrace->nodeLaunches == 2);
    CHECK(a.hostTrace->syncsAfterLaunch == 2);

    const Finding* gc = byId(a, "gc-pauses");
    REQUIRE(gc);
    CHECK(gc->value == Approx(3.0));
    CHECK(gc->impactMs == Approx(3.0)); // below Preparing + Free (40 ms)
    CHECK(gc->title.english() == "Python's garbage collector stopped the training loop for 3.00 ms");
    REQUIRE(gc->evidence.size() == 1);
    CHECK(gc->evidence[0].label.english() == "a 3.00 ms collection in step 1");
    CHECK(gc->evidence[0].begin == 27000000);

    const Finding* loader = byId(a, "slow-dataloader");
    REQUIRE(loader);
    CHECK(loader->value == Approx(25.0));
    CHECK(loader->impactMs == Approx(25.0));
    CHECK(contains(loader->explanation, "The trace holds one data-loader call in the profiled steps, 25.00 ms"));
    CHECK(contains(loader->explanation, "(num_workers=0)"));

    // 5.2 ms blocked (5.2 % of the step, under 10 %), but both launches are followed by a synchronisation.
    const Finding* sync = byId(a, "host-synchronisation");
    REQUIRE(sync);
    CHECK(sync->value == Approx(5.2));
    CHECK(sync->severity == FindingSeverity::High);
    CHECK(sync->impactMs == Approx(5.2));
    CHECK(sync->evidence[0].label.english() == "main.py(10): train (aten::item): 1 call, blocked 5.00 ms");
    CHECK(sync->evidence[1].label.english() == "aclrtSynchronizeStream: 2 calls, blocked 0.20 ms");
    CHECK(contains(sync->explanation, "100.0 % of the kernel launches are followed at once by a synchronisation"));
    CHECK(contains(sync->suggestion, "Unset ASCEND_LAUNCH_BLOCKING"));

    const Finding* compile = byId(a, "operator-compilation");
    REQUIRE(compile);
    CHECK(compile->value == Approx(8.0)); // 8 ms of 100: opCompile inside it is not counted again
    CHECK(compile->impactMs == Approx(8.0));

    // Raising the thresholds silences each rule.
    AnalysisOptions strict;
    strict.thresholds.set(ThresholdKey::GcPauseMs, 5);
    strict.thresholds.set(ThresholdKey::DataloaderMs, 30);
    strict.thresholds.set(ThresholdKey::LaunchBlockingRatio, 1);
    strict.thresholds.set(ThresholdKey::OpCompileSharePct, 10);
    ProfileAnalysis b = analyzeProfile(run.ranks[0], strict);
    for (const char* id : {"gc-pauses", "slow-dataloader", "host-synchronisation", "operator-compilation"})
        CHECK_FALSE(byId(b, id));
}
