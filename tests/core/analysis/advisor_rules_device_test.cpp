// The device-side advisor rules on constructed folders: cores left idle (with the device's own core
// counts from info.json, whose reader is checked against malformed files too) and fusible kernel
// sequences.
#include "advisor_rules_support.h"
#include "formats/ascend/device_info_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::test;

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
