// The advisor rules on what moves between devices, on constructed folders: RDMA small transfers, low
// bandwidth and retransmission, and the pipeline bubble measured by step_trace_time.csv.
#include "advisor_rules_support.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::test;

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
