// The AI CPU operator rule of the advisor: on real kernel tables and on a constructed folder whose
// kernels take int64 inputs.
#include "advisor_rules_support.h"
#include "formats/ascend/kernel_details_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::test;

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
