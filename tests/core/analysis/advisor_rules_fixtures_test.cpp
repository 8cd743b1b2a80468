// The advisor rules (msprof-analyze's advisor on the MindSpore >= 2.3 / torch_npu layout) on the real
// torch_npu fixtures: level1 with and without its trace, st/level2 (PP=2 DP=2). Values computed by
// hand from the files, see the comments.
#include "advisor_rules_support.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::test;

TEST_CASE("advisor rules: level1 rank0 with its trace (ResNet, torch_npu, one step)")
{
    std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(dir);
    Run run = loadWithTrace(dir);
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].timeline);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    checkTexts(a);
    const double stepMs = 154.483509;         // Preparing + Computing + Communication(Not Overlapped) + Free
    const double idleMs = 17.9025 + 25.74405; // Preparing + Free: what the device can have waited for

    // Seven aclrtSynchronizeStreamWithTimeout calls inside ProfilerStep#50 block the host 97.887 ms;
    // the eighth call (aclrtSynchronizeDevice) comes after the step and is not counted.
    const Finding* sync = byId(a, "host-synchronisation");
    REQUIRE(sync);
    CHECK(sync->value == Approx(97.88724 / stepMs * 100).epsilon(1e-9));
    CHECK(sync->threshold == 10);
    CHECK(sync->impactMs == Approx(idleMs));
    CHECK(sync->impactEstimated);
    // The Python function around the longest wait: ProgressMeter's __str__ printing a tensor (.item()).
    REQUIRE(sync->evidence.size() == 3);
    CHECK(sync->evidence[0].kind == Evidence::Kind::TimeRange);
    CHECK(sync->evidence[0].label.english() == "main.py(483): __str__ (aten::item): 4 calls, blocked 91.71 ms");
    CHECK(sync->evidence[0].begin == 1736408883749664250);
    CHECK(sync->evidence[0].end == 1736408883749664250 + 91682160);
    CHECK(sync->evidence[1].label.english() == "main.py(375): train (aten::to): 2 calls, blocked 6.14 ms");
    CHECK(sync->evidence[2].label.english() == "main.py(375): train (aten::item): 1 call, blocked 0.04 ms");
    CHECK(contains(sync->explanation, "The Python function that waits longest is main.py(483): __str__."));
    CHECK(contains(sync->suggestion, ".item()")); // torch_npu advice
    CHECK(sync->snippet.rfind("# torch_npu\n", 0) == 0);

    // 19 aclopCompileAndExecute calls, 14.049 ms of host time in the step; every kernel is dynamic-shape.
    const Finding* compile = byId(a, "operator-compilation");
    REQUIRE(compile);
    CHECK(compile->value == Approx(14.04923 / stepMs * 100).epsilon(1e-9));
    CHECK(compile->impactMs == Approx(14.04923));
    CHECK(contains(compile->explanation, "There are 19 such calls per step"));
    CHECK(contains(compile->explanation, "marks 187 of 187 kernels as dynamic-shape"));
    REQUIRE_FALSE(compile->evidence.empty());
    CHECK(compile->evidence[0].begin == 1736408883702973660); // the longest call, 1773.7 µs
    CHECK(compile->evidence[0].end - compile->evidence[0].begin == 1773700);
    CHECK(hasEvidence(*compile, "api_statistic.csv: aclopCompileAndExecute, 19 calls, 14.05 ms"));

    // The profile records no core counts: 24 AI Cores (11 of the 23 cube kernels use 24 blocks) and
    // 48 vector cores (58 of 162). Heavy kernels on fewer blocks leave 805.544 µs of core time idle,
    // 9.08 % of the 8868.217 µs of compute.
    REQUIRE(a.kernelStats);
    CHECK(a.kernelStats->cores.cube == 24);
    CHECK(a.kernelStats->cores.vector == 48);
    CHECK(a.kernelStats->cores.inferred);
    const Finding* idle = byId(a, "cores-left-idle");
    REQUIRE(idle);
    CHECK(idle->value == Approx(805.544417 / 8868.217 * 100).epsilon(1e-6));
    CHECK(idle->impactMs == Approx(0.805544417 * 0.5).epsilon(1e-6));
    CHECK(idle->evidence[0].name == "TransData");
    CHECK(idle->evidence[0].label.english() ==
          "TransData (AI_VECTOR_CORE): 33 kernels on 32 to 43 blocks of 48 cores, 1.06 ms in all");
    CHECK(contains(idle->explanation, "so they are inferred: 24 AI Cores and 48 vector cores, the largest Block Dim"));

    // PipeUtilization: 3347.447 µs of heavy kernels wait for memory, against 4.0 % compute-bound.
    const Finding* mem = byId(a, "memory-bound-kernels");
    REQUIRE(mem);
    CHECK(mem->value == Approx(3347.447 / 8868.217 * 100).epsilon(1e-6));
    CHECK_FALSE(mem->impactEstimated);
    CHECK(mem->evidence[0].name == "ForeachAddList");
    CHECK(contains(mem->explanation, "take 4.0 % of the compute time"));

    // communication.json: 42 of the 56 HCCS transfers are below 16 MB; four are not 512-byte aligned
    // (1937312 B and 1162496 B, twice each: 0.397 of 27.316 ms of transfer time).
    const Finding* small = byId(a, "small-transfers-sdma");
    REQUIRE(small);
    CHECK(small->value == Approx(75.0));
    CHECK(contains(small->explanation, "42 of 56 transfers below 16 MB in the profiled step, 12.11 ms"));
    const Finding* unaligned = byId(a, "unaligned-transfers");
    REQUIRE(unaligned);
    CHECK(unaligned->value == Approx(0.397007875 / 27.315705875 * 100).epsilon(1e-9));
    CHECK(unaligned->severity == FindingSeverity::Info);
    CHECK(contains(unaligned->explanation, "1937312 B × 2, 1162496 B × 2"));
    REQUIRE(unaligned->evidence.size() == 2); // the two operations that carry them
    CHECK(unaligned->evidence[0].label.english() == "hcom_allReduce__586_0_1 (step50): 0.24 ms of unaligned transfers");
    CHECK(unaligned->evidence[1].label.english() == "hcom_allReduce__586_3_1 (step50): 0.16 ms of unaligned transfers");

    // Waiting dominates: 5.941 ms of wait against 3.683 ms of transit.
    const Finding* wait = byId(a, "communication-wait");
    REQUIRE(wait);
    CHECK(wait->value == Approx(5.9406187187 / (5.9406187187 + 3.6833535) * 100).epsilon(1e-9));
    CHECK(wait->impactMs == Approx(5.9406187187).epsilon(1e-9));
    CHECK(wait->evidence[0].label.english() ==
          "hcom_allReduce__586_0_1 (step50): waited 5.65 ms, moved data for 0.24 ms");
    CHECK(wait->evidence[0].kind == Evidence::Kind::TimeRange);
    CHECK(wait->peerRanks.empty()); // filled by the cluster analysis

    // HCCS reaches 15.65 GB/s, 87 % of 18 GB/s: not low. No AI CPU, GC, slow loader (3.5 ms), fusible
    // sequence (a ResNet) or pipeline.
    for (const char* id : {"low-bandwidth-hccs", "aicpu-operators", "gc-pauses", "slow-dataloader", "fusible-operators",
                           "pipeline-bubble", "rdma-retransmission", "small-transfers-rdma"})
        CHECK_FALSE(byId(a, id));
    // The device-idle finding no longer repeats the synchronisations.
    const Finding* free = byId(a, "device-idle-in-step");
    REQUIRE(free);
    CHECK(free->evidence.size() == 1);
}

TEST_CASE("advisor rules: level1 without its trace falls back to api_statistic.csv")
{
    std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(dir);
    ProfileAnalysis a = analyzeProfile(loadWithoutTrace(dir).ranks.at(0));
    checkTexts(a);
    const Finding* sync = byId(a, "host-synchronisation");
    REQUIRE(sync);
    // aclrtSynchronizeStreamWithTimeout 97887.24 µs + aclrtSynchronizeDevice 364.76 µs, the whole window.
    CHECK(sync->value == Approx((97.88724 + 0.36476) / 154.483509 * 100).epsilon(1e-9));
    CHECK(sync->evidence[0].name == "aclrtSynchronizeStreamWithTimeout");
    const Finding* compile = byId(a, "operator-compilation");
    REQUIRE(compile);
    CHECK(compile->value == Approx(14.04923 / 154.483509 * 100).epsilon(1e-9));
    CHECK(contains(compile->explanation, "api_statistic.csv, over the whole profiled window"));
}

TEST_CASE("advisor rules: st/level2 (torch_npu 2.7.1, PP=2 DP=2) rank 0 and rank 1")
{
    std::string dir0 = test::fixture(test::kMsinsight + "test/st/level2/rank_0_ascend_pt");
    std::string dir1 = test::fixture(test::kMsinsight + "test/st/level2/rank_1_ascend_pt");
    REQUIRE_FIXTURE(dir0);
    REQUIRE_FIXTURE(dir1);
    ProfileAnalysis a = analyzeProfile(loadWithTrace(dir0).ranks.at(0)); // no trace_view.json in this folder
    checkTexts(a);
    const double stepMs = 810.22861; // 206.25 + 231290.1 + 420174.26 + 158558.0 µs
    // api_statistic.csv, acl level: DeviceWithTimeout 318142.95 + Stream 71717.1 + StreamWithTimeout 38704.37 µs.
    const Finding* sync = byId(a, "host-synchronisation");
    REQUIRE(sync);
    CHECK(sync->value == Approx(428.56442 / stepMs * 100).epsilon(1e-9));
    CHECK(sync->impactMs == Approx(0.20625 + 158.558)); // bounded by Preparing + Free
    CHECK(sync->evidence.at(0).name == "aclrtSynchronizeDeviceWithTimeout");
    CHECK(sync->evidence.at(0).label.english() ==
          "api_statistic.csv: aclrtSynchronizeDeviceWithTimeout, 8 calls, 318.1 ms");
    CHECK_FALSE(byId(a, "operator-compilation")); // this CANN writes no compile call

    // 20 AI Cores and 40 vector cores inferred; ConcatD on 38 blocks is 0.04 % of compute: not reported.
    REQUIRE(a.kernelStats);
    CHECK(a.kernelStats->cores.cube == 20);
    CHECK(a.kernelStats->cores.vector == 40);
    CHECK(a.kernelStats->idleCoreNs == Approx(90034.0));
    CHECK_FALSE(byId(a, "cores-left-idle"));
    const Finding* mem = byId(a, "memory-bound-kernels");
    REQUIRE(mem);
    CHECK(mem->value == Approx(50933.74 / 231290.1 * 100).epsilon(1e-6));
    CHECK(mem->evidence[0].name == "Add");

    // 5 of 22 transfers below 16 MB (two 8.39 MB point-to-point sends, three 96-byte gathers).
    const Finding* small = byId(a, "small-transfers-sdma");
    REQUIRE(small);
    CHECK(small->value == Approx(5.0 / 22 * 100));
    CHECK_FALSE(byId(a, "unaligned-transfers"));
    CHECK_FALSE(byId(a, "low-bandwidth-hccs")); // 19.0 GB/s

    // This CANN writes Transit Time 0 in the time info and books the time as idle; the link times stand
    // in (92.973 ms in all), against 164.144 ms of waiting.
    const Finding* wait = byId(a, "communication-wait");
    REQUIRE(wait);
    CHECK(wait->value == Approx(164.14354 / (164.14354 + 92.97342) * 100).epsilon(1e-9));
    CHECK(wait->impactMs == Approx(164.14354).epsilon(1e-9));
    CHECK(wait->evidence[0].label.english() ==
          "hcom_batchSendRecv__128_4_1 (step13): waited 158.1 ms, moved data for 0.40 ms");

    // Bubble is 0 (torch_npu counts only hcom_receive) but profiler_metadata.json says PP=2: the
    // point-to-point waits (0.40348 + 158.10198 ms) stand in. Rank 0 is the first of the pp group [0, 2].
    const Finding* bubble = byId(a, "pipeline-bubble");
    REQUIRE(bubble);
    CHECK(bubble->value == Approx(158.50548 / stepMs * 100).epsilon(1e-9));
    CHECK(bubble->impactMs == Approx(158.50548 * 0.5).epsilon(1e-9));
    CHECK(contains(bubble->title, "Pipeline stage 1 of 2 waits 158.5 ms per step"));
    CHECK(contains(bubble->explanation, "the run has 2 pipeline stages"));
    CHECK(bubble->evidence[0].label.english() == "hcom_batchSendRecv__128_4_1 (step13): waited 158.1 ms");

    // Rank 1 has only step_trace_time.csv, communication.json and its metadata.
    ProfileAnalysis b = analyzeProfile(loadWithTrace(dir1).ranks.at(0));
    checkTexts(b);
    const Finding* small1 = byId(b, "small-transfers-sdma");
    REQUIRE(small1);
    CHECK(small1->value == Approx(11.0 / 28 * 100)); // six 4-byte all-reduce transfers more
    const Finding* wait1 = byId(b, "communication-wait");
    REQUIRE(wait1);
    CHECK(wait1->value == Approx(170.78674 / (170.78674 + 92.93442) * 100).epsilon(1e-9));
    const Finding* bubble1 = byId(b, "pipeline-bubble");
    REQUIRE(bubble1);
    CHECK(bubble1->value == Approx(164.05138 / 809.63666 * 100).epsilon(1e-9));
    CHECK(contains(bubble1->title, "Pipeline stage 1 of 2")); // rank 1 is the first of pp group [1, 3]
}
