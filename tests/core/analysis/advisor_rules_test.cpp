// The tuning rules that match msprof-analyze's advisor on the MindSpore >= 2.3 / torch_npu layout:
// on the real torch_npu fixtures where the condition exists in them (values computed by hand from
// the files, see the comments), and on small constructed folders where it does not.
#include "analysis/findings/rules.h"
#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "fixtures.h"
#include "formats/ascend/device_info_reader.h"
#include "formats/ascend/kernel_details_reader.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <set>

using namespace steplens;

namespace {

const Finding* byId(const ProfileAnalysis& a, const std::string& id)
{
    for (const auto& f : a.findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

bool contains(const Message& m, const std::string& text)
{
    return m.english().find(text) != std::string::npos;
}

bool hasEvidence(const Finding& f, const std::string& text)
{
    for (const auto& e : f.evidence)
        if (contains(e.label, text))
            return true;
    return false;
}

// Every text of every finding is a translatable message whose placeholders are all filled, and the
// findings are ordered by their cost per step.
void checkTexts(const ProfileAnalysis& a)
{
    for (std::size_t i = 0; i < a.findings.size(); ++i) {
        const Finding& f = a.findings[i];
        INFO(f.id);
        std::vector<const Message*> all{&f.title, &f.explanation, &f.suggestion};
        for (const auto& e : f.evidence)
            all.push_back(&e.label);
        for (const Message* m : all) {
            INFO(m->english());
            CHECK(m->translatable());
            CHECK(m->english().find('{') == std::string::npos);
        }
        if (i + 1 < a.findings.size())
            CHECK(f.impactMs >= a.findings[i + 1].impactMs);
    }
}

Run loadWithTrace(const std::string& dir)
{
    return loadRun(dir); // the timeline is read: the host rules use it
}

Run loadWithoutTrace(const std::string& dir)
{
    LoadOptions o;
    o.timeline = false;
    return loadRun(dir, o);
}

// A Chrome trace as torch_npu writes it: a Python thread and a CANN thread of the same thread id (7).
std::string trace(const std::string& events)
{
    return "[\n"
           "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"Python\"}},\n"
           "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":2,\"tid\":0,\"args\":{\"name\":\"CANN\"}},\n"
           "{\"ph\":\"X\",\"name\":\"ProfilerStep#1\",\"pid\":1,\"tid\":7,\"ts\":\"1000.000\",\"dur\":100000,"
           "\"cat\":\"cpu_op\"}" +
           events + "\n]\n";
}

std::string event(const std::string& name, int pid, double ts, double dur)
{
    return ",\n{\"ph\":\"X\",\"name\":\"" + name + "\",\"pid\":" + std::to_string(pid) + ",\"tid\":7,\"ts\":\"" +
           std::to_string(ts) + "\",\"dur\":" + std::to_string(dur) + "}";
}

// One 100 ms step: Preparing 10 ms + Computing 60 ms + Free 30 ms.
const char* kOneStep = "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
                       "Communication(Not Overlapped and Exclude Receive),Preparing\n"
                       "1,60000,0,0,0,30000,90000,0,0,10000\n";

} // namespace

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

TEST_CASE("advisor rules: AI CPU operators on real kernel tables")
{
    // MindStudio Insight's 2023 sample: two Cast tasks (INT32 -> UINT64) of 72.16 and 72.86 µs.
    std::string dir = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_0");
    REQUIRE_FIXTURE(dir);
    ProfileAnalysis a = analyzeProfile(loadWithoutTrace(dir).ranks.at(0));
    checkTexts(a);
    const Finding* f = byId(a, "aicpu-operators");
    REQUIRE(f);
    CHECK(f->value == Approx(72.8611));
    CHECK(f->threshold == 20);
    CHECK(f->unit == "µs");
    CHECK(f->impactMs == Approx(0.1450223 * 0.5)); // one step (Step Id 2)
    REQUIRE(f->evidence.size() == 2);
    CHECK(f->evidence[0].name == "Cast");
    CHECK(f->evidence[0].label.english() ==
          "Cast: 2 tasks over 20.0 µs, 0.15 ms in all, the longest 72.9 µs with INT32 inputs");
    CHECK(f->evidence[1].kind == Evidence::Kind::TimeRange);
    CHECK(f->evidence[1].begin == 1695115378736217000);
    CHECK(contains(f->title, "Cast runs on the AI CPU"));
    CHECK(contains(f->suggestion, "Give them a data type and shape the AI Core supports")); // no int64/float64

    // msprof-analyze's own advisor sample: seven Cast tasks of 73.96 to 197.54 µs in step 1.
    std::string path =
        test::fixture("Ascend/msprof-analyze/test/ut/advisor/advisor_backend/compute_advice/kernel_details.csv");
    REQUIRE_FIXTURE(path);
    auto k = readKernelDetails(path);
    REQUIRE(k.value);
    Profile p;
    p.layout = Layout::AscendProfilerOutput;
    p.ascend.emplace();
    p.ascend->kernels = std::move(k.value);
    ProfileAnalysis b = analyzeProfile(p);
    const Finding* g = byId(b, "aicpu-operators");
    REQUIRE(g);
    CHECK(g->value == Approx(197.54));
    CHECK(g->impactMs == Approx(0.78518 * 0.5));
    CHECK(contains(g->evidence[0].label, "Cast: 7 tasks over 20.0 µs, 0.79 ms in all, the longest 198 µs"));
    CHECK_FALSE(g->impactMs == 0);
}

TEST_CASE("advisor rules: AI CPU operators with int64 inputs (constructed)")
{
    test::TempDir dir;
    const std::string out = "r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/";
    dir.write(out + "kernel_details.csv",
              "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Input Shapes,Input Data Types\n"
              "1,aclnnIndexPut,IndexPut,AI_CPU,1000,300,\"\"\"8,1024;8\"\"\",FLOAT;INT64\n"
              "1,aclnnIndexPut,IndexPut,AI_CPU,2000,15,\"\"\"8,1024;8\"\"\",FLOAT;INT64\n"
              "1,GetNext,GetNext,AI_CPU,3000,5000,,\n"
              "1,MatMul,MatMulV2,AI_CORE,9000,800,,\n"
              "2,aclnnIndexPut,IndexPut,AI_CPU,11000,250,\"\"\"8,1024;8\"\"\",FLOAT;INT64\n");
    Run run = loadWithoutTrace(dir.file("r"));
    REQUIRE(run.ranks.size() == 1);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    checkTexts(a);
    const Finding* f = byId(a, "aicpu-operators");
    REQUIRE(f);
    // Two IndexPut tasks over 20 µs (300 + 250 µs) in two steps; the 15 µs task and GetNext are left out.
    CHECK(f->value == Approx(300));
    CHECK(f->impactMs == Approx(0.55 / 2 * 0.5));
    CHECK(
        f->evidence[0].label.english() ==
        "IndexPut: 2 tasks over 20.0 µs, 0.55 ms in all, the longest 300 µs with FLOAT;INT64 inputs of shape 8,1024;8");
    CHECK(contains(f->suggestion, "cast indices and masks to int32"));
    CHECK(f->snippet.find("torch.int32") != std::string::npos);

    AnalysisOptions loose;
    loose.thresholds.set(ThresholdKey::AicpuTaskUs, 300); // "longer than": the 300 µs task is not
    CHECK_FALSE(byId(analyzeProfile(run.ranks[0], loose), "aicpu-operators"));
}

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

TEST_CASE("advisor rules: cores left idle with the device's own core counts (constructed)")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_ms/PROF_000001_20250101000000000_ABCDEFGHIJKLMNOP/device_0/info.json.0",
              "{\"DeviceInfo\":[{\"id\":0,\"ai_core_num\":20,\"aiv_num\":40,\"ai_cpu_core_num\":6}]}");
    dir.write("r/rank0_ascend_ms/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step ID,Stream ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Block Dim,Input Shapes\n"
              "1,2,MatMul-op1,MatMulV2,AI_CORE,1000,100,10,\"\"\"30,64;64,64\"\"\"\n"
              "1,2,MatMul-op2,MatMulV2,AI_CORE,1200,100,20,\n"
              "1,2,Add-op3,Add,AI_VECTOR_CORE,1400,50,40,\n"
              "1,2,Cast-op4,Cast,AI_VECTOR_CORE,1500,10,8,\n");
    Run run = loadWithoutTrace(dir.file("r"));
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].ascend->deviceInfo);
    CHECK(run.ranks[0].ascend->deviceInfo->aiCoreCount == 20);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    checkTexts(a);
    CHECK_FALSE(a.kernelStats->cores.inferred);
    const Finding* f = byId(a, "cores-left-idle");
    REQUIRE(f);
    // op1 uses 10 of 20 cores for 100 µs: 50 µs of 260 µs of compute; the 10 µs Cast is not heavy.
    CHECK(f->value == Approx(50.0 / 260 * 100));
    CHECK(f->impactMs == Approx(0.05 * 0.5));
    CHECK(contains(f->explanation, "The device has 20 AI Cores and 40 vector cores (info.json)."));
    CHECK(f->evidence[0].label.english() == "MatMulV2 (AI_CORE): 1 kernel on 10 blocks of 20 cores, 0.10 ms in all");
    CHECK(f->evidence[1].label.english() == "the longest MatMulV2 kernel (inputs 30,64;64,64) on the timeline");
    CHECK(f->snippet.rfind("# MindSpore\n", 0) == 0); // _ascend_ms: MindSpore's advice

    // The real CANN device file of MindInsight's sample: 32 AI Cores, no separate vector cores.
    std::string info =
        test::mindinsight("profiler/PROF_000001_20230818142704322_COJGGGCANRMICFBC/device_0/info.json.0");
    REQUIRE_FIXTURE(info);
    auto d = readDeviceInfo(info);
    REQUIRE(d.value);
    CHECK(d.value->aiCoreCount == 32);
    CHECK(d.value->vectorCoreCount == 0);
    CHECK(d.value->aiCpuCount == 14);
}

TEST_CASE("advisor rules: fusible kernel sequences (constructed)")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step Id,Stream ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Block Dim\n"
              "1,2,bmm1,BatchMatMulV2,AI_CORE,0,100,20\n"
              "1,2,scale,Muls,AI_VECTOR_CORE,110,10,40\n"
              "1,2,softmax,SoftmaxV2,AI_VECTOR_CORE,125,20,40\n"
              "1,2,bmm2,BatchMatMulV2,AI_CORE,150,100,20\n"
              "1,2,cast,Cast,AI_VECTOR_CORE,300,5,40\n"
              "1,2,pow,Pow,AI_VECTOR_CORE,310,10,40\n"
              "1,2,mean,ReduceMean,AI_VECTOR_CORE,325,10,40\n"
              "1,2,eps,Adds,AI_VECTOR_CORE,340,5,40\n"
              "1,2,rsqrt,Rsqrt,AI_VECTOR_CORE,350,5,40\n"
              "1,2,mul1,Mul,AI_VECTOR_CORE,360,10,40\n"
              "1,2,mul2,Mul,AI_VECTOR_CORE,375,10,40\n"
              "1,2,silu,Swish,AI_VECTOR_CORE,400,10,40\n"
              "1,2,gate,Mul,AI_VECTOR_CORE,415,10,40\n"
              "1,3,mm,MatMulV2,AI_CORE,500,50,20\n");
    Run run = loadWithoutTrace(dir.file("r"));
    ProfileAnalysis a = analyzeProfile(run.ranks.at(0));
    checkTexts(a);
    const Finding* f = byId(a, "fusible-operators");
    REQUIRE(f);
    // Attention 230 µs, RMSNorm 50 µs (the Cast before it is not part of it), SwiGLU 20 µs.
    CHECK(f->value == Approx(3));
    CHECK(f->impactMs == Approx(0.3 * 0.5));
    REQUIRE(f->evidence.size() == 3);
    CHECK(contains(f->evidence[0].label, "the first: BatchMatMulV2 → Muls → SoftmaxV2 → BatchMatMulV2"));
    CHECK(contains(f->evidence[1].label, "the first: Pow → ReduceMean → Adds → Rsqrt → Mul → Mul"));
    CHECK(contains(f->evidence[2].label, "the first: Swish → Mul"));
    CHECK(f->evidence[0].begin == 0);
    CHECK(f->evidence[0].end == 250000);
    CHECK(contains(f->suggestion, "torch_npu.npu_fusion_attention"));
    CHECK(contains(f->suggestion, "torch_npu.npu_rms_norm"));
    CHECK(f->snippet.find("npu_swiglu") != std::string::npos);
}

TEST_CASE("advisor rules: RDMA small transfers, low bandwidth and retransmission (constructed)")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/communication.json",
              R"json({"step1": {"p2p": {}, "collective": {
  "hcom_allReduce__1_1_1@9": {
    "Communication Time Info": {"Start Timestamp(us)": 5000.0, "Elapse Time(ms)": 5200, "Transit Time(ms)": 5100,
      "Wait Time(ms)": 50, "Synchronization Time(ms)": 0, "Idle Time(ms)": 50},
    "Communication Bandwidth Info": {"RDMA": {"Transit Size(MB)": 100, "Transit Time(ms)": 5000,
      "Bandwidth(GB/s)": 0.02, "Large Packet Ratio": 1.0, "Size Distribution": {"100.0": [1, 5000]}}}},
  "hcom_allGather__1_2_1@9": {
    "Communication Time Info": {"Start Timestamp(us)": 6000000.0, "Elapse Time(ms)": 10, "Transit Time(ms)": 9,
      "Wait Time(ms)": 0.5, "Synchronization Time(ms)": 0, "Idle Time(ms)": 0.5},
    "Communication Bandwidth Info": {"RDMA": {"Transit Size(MB)": 2, "Transit Time(ms)": 8,
      "Bandwidth(GB/s)": 0.25, "Large Packet Ratio": 0.0, "Size Distribution": {"0.25": [8, 8]}}}}}}})json");
    Run run = loadWithoutTrace(dir.file("r"));
    ProfileAnalysis a = analyzeProfile(run.ranks.at(0));
    checkTexts(a);
    const Finding* small = byId(a, "small-transfers-rdma");
    REQUIRE(small);
    CHECK(small->value == Approx(8.0 / 9 * 100)); // 8 transfers of 0.25 MB, one of 100 MB
    CHECK(small->evidence[0].label.english() == "hcom_allGather__1_2_1 (step1): 8 small transfers, 2 MB moved in all");
    CHECK_FALSE(byId(a, "small-transfers-sdma"));
    const Finding* bw = byId(a, "low-bandwidth-rdma");
    REQUIRE(bw);
    CHECK(bw->value == Approx(102.0 / 5008 / 12.5 * 100)); // 102 MB in 5008 ms against 12.5 GB/s
    CHECK(contains(bw->explanation, "Only 11.1 % of its transfers are large (500.0 KB or more)"));
    const Finding* re = byId(a, "rdma-retransmission");
    REQUIRE(re);
    CHECK(re->value == Approx(5000));
    CHECK(re->impactMs == Approx(5000 - 100 / 12.5)); // what the transfer takes at 12.5 GB/s: 8 ms
    CHECK(re->evidence[0].kind == Evidence::Kind::TimeRange);
    CHECK(re->evidence[0].begin == 5000000);
    CHECK(re->evidence[0].end == 5000000 + 5200000000);
    CHECK_FALSE(byId(a, "communication-wait")); // 50.5 ms of wait against 5109 ms of transit

    AnalysisOptions o;
    o.thresholds.set(ThresholdKey::RdmaExpectedGbs, 0.01); // a link that slow is not low at 0.02 GB/s
    o.thresholds.set(ThresholdKey::RdmaRetransmissionMs, 6000);
    ProfileAnalysis b = analyzeProfile(run.ranks.at(0), o);
    CHECK_FALSE(byId(b, "low-bandwidth-rdma"));
    CHECK_FALSE(byId(b, "rdma-retransmission"));
}

TEST_CASE("advisor rules: pipeline bubble measured by step_trace_time.csv (MindSpore, constructed)")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_ms/ASCEND_PROFILER_OUTPUT/step_trace_time.csv",
              "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
              "Communication(Not Overlapped and Exclude Receive),Preparing\n"
              "1,60000,30000,0,30000,10000,95000,25000,5000,0\n"
              "2,60000,30000,0,30000,10000,95000,35000,5000,0\n");
    ProfileAnalysis a = analyzeProfile(loadWithoutTrace(dir.file("r")).ranks.at(0));
    checkTexts(a);
    const Finding* f = byId(a, "pipeline-bubble");
    REQUIRE(f);
    CHECK(f->value == Approx(30.0)); // mean Bubble 30 ms of a 100 ms step
    CHECK(f->impactMs == Approx(15.0));
    CHECK(f->evidence[0].steps == std::vector<long long>{2, 1});
    CHECK(contains(f->explanation, "Bubble in step_trace_time.csv"));
    CHECK(f->snippet.find("PipelineCell") != std::string::npos);
    AnalysisOptions o;
    o.thresholds.set(ThresholdKey::PpBubbleSharePct, 30);
    CHECK_FALSE(byId(analyzeProfile(loadWithoutTrace(dir.file("r")).ranks.at(0), o), "pipeline-bubble"));
}

TEST_CASE("advisor rules: their thresholds are in the table and in thresholds files")
{
    const std::vector<std::string> keys = {"aicpu_task_us",
                                           "op_compile_share_pct",
                                           "heavy_kernel_us",
                                           "idle_cores_share_pct",
                                           "memory_bound_share_pct",
                                           "cube_mte2_bound_ratio",
                                           "cube_mac_bound_ratio",
                                           "vector_mte2_bound_ratio",
                                           "vector_vec_bound_ratio",
                                           "sdma_small_packet_mb",
                                           "rdma_small_packet_mb",
                                           "small_packet_share_pct",
                                           "unaligned_transfer_share_pct",
                                           "link_bandwidth_pct",
                                           "hccs_expected_gbs",
                                           "pcie_expected_gbs",
                                           "rdma_expected_gbs",
                                           "rdma_retransmission_ms",
                                           "comm_wait_share_pct",
                                           "gc_pause_ms",
                                           "sync_block_share_pct",
                                           "launch_blocking_ratio",
                                           "dataloader_ms",
                                           "fusible_sequences",
                                           "pp_bubble_share_pct"};
    std::set<std::string> table;
    for (const auto& t : thresholdTable()) {
        table.insert(t.name);
        CHECK(std::string(t.description).size() > 10);
        CHECK(std::string(t.unit).size() > 0);
    }
    std::string json = "{";
    for (std::size_t i = 0; i < keys.size(); ++i) {
        CHECK(table.count(keys[i]) == 1);
        json += (i ? ",\"" : "\"") + keys[i] + "\": " + std::to_string(i + 1);
    }
    json += "}";
    Thresholds th;
    CHECK(th.get(ThresholdKey::AicpuTaskUs) == 20);
    CHECK(th.get(ThresholdKey::SdmaSmallPacketMb) == 16);
    CHECK(th.get(ThresholdKey::RdmaRetransmissionMs) == 4000);
    Diagnostics diags;
    REQUIRE(th.loadJson(json, "thresholds.json", diags));
    CHECK(diags.empty());
    for (std::size_t i = 0; i < keys.size(); ++i)
        CHECK(th.get(*thresholdKeyNamed(keys[i])) == double(i + 1));
    CHECK(th.toJson().find("\"pp_bubble_share_pct\": 25") != std::string::npos);
}

TEST_CASE("device info reader: malformed files give diagnostics and no core counts")
{
    test::TempDir dir;
    auto bad = readDeviceInfo(dir.write("a/info.json.0", "[1, 2]"));
    CHECK_FALSE(bad.value);
    CHECK_FALSE(bad.diagnostics.empty());
    auto none = readDeviceInfo(dir.write("b/info.json.0", "{\"DeviceInfo\": []}"));
    CHECK_FALSE(none.value);
    CHECK_FALSE(none.diagnostics.empty());
    auto negative = readDeviceInfo(dir.write("c/info.json.0", "{\"DeviceInfo\": [{\"ai_core_num\": -3}]}"));
    CHECK_FALSE(negative.value);
    auto partial =
        readDeviceInfo(dir.write("d/info.json.0", "{\"DeviceInfo\": [{\"ai_core_num\": 24, \"aiv_num\": 1.5}]}"));
    REQUIRE(partial.value);
    CHECK(partial.value->aiCoreCount == 24);
    CHECK(partial.value->vectorCoreCount == -1); // not a core count: left unknown, with a warning
    CHECK_FALSE(partial.diagnostics.empty());
}
