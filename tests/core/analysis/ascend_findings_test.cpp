// The tuning rules on the 2.x layout (Preparing as the iteration gap, exposed communication from
// Communication(Not Overlapped), device idle from Free) and the AI CPU share rule on both layouts.
#include "analysis/compare.h"
#include "analysis/profile_analysis.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "load/load.h"
#include "run_lookup.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace steplens;

namespace {

using test::byId;
using test::hasEvidence;
using test::loadWithoutTimeline;

} // namespace

TEST_CASE("findings 2.x: level1 rank0 (torch_npu, one step)")
{
    std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(dir);
    Run run = loadWithoutTimeline(dir);
    REQUIRE(run.ranks.size() == 1);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    REQUIRE(a.ascendSteps);
    REQUIRE(a.communication);
    CHECK(a.communication->source == "step_trace_time.csv");
    CHECK(a.communication->exposedMs == Approx(101.963203));
    CHECK(a.communication->totalMs == Approx(105.991878));
    CHECK(a.communication->stepMs == Approx(154.483509));

    // Exposed communication: 66.0 % of the step, above twice the 10 % threshold.
    const Finding* comm = byId(a, "exposed-communication");
    REQUIRE(comm);
    CHECK(comm->severity == FindingSeverity::High);
    CHECK(comm->value == Approx(66.0026456).epsilon(1e-6));
    CHECK(comm->threshold == 10);
    CHECK(comm->unit == "%");
    CHECK(comm->impactMs == Approx(101.963203 * 0.5));
    CHECK(hasEvidence(*comm,
                      "hcom_allReduce__586_0_1 (step50): 79.09 ms, of which 0.24 ms moving data and 5.65 ms waiting"));
    CHECK(hasEvidence(*comm, "steps with the most exposed communication: 50"));
    CHECK(comm->snippet.find("DistributedDataParallel") != std::string::npos); // torch_npu advice

    // Free: 16.7 % of the step is device idle time.
    const Finding* idle = byId(a, "device-idle-in-step");
    REQUIRE(idle);
    CHECK(idle->severity == FindingSeverity::Moderate);
    CHECK(idle->value == Approx(16.6645943).epsilon(1e-6));
    CHECK(idle->threshold == 10);
    CHECK(idle->impactMs == Approx(25.74405));
    CHECK(*idle->stepsPerSecondIfFixed == Approx(1000.0 / (154.483509 - 25.74405)));
    CHECK(idle->evidence.size() == 1); // the synchronisations have a finding of their own
    CHECK(idle->suggestion.english().find(".item()") != std::string::npos);

    // Preparing plays the iteration gap: 17.9 ms (11.6 % of the step) against the 0.5 ms threshold.
    const Finding* gap = byId(a, "long-iteration-gap");
    REQUIRE(gap);
    CHECK(gap->severity == FindingSeverity::Moderate);
    CHECK(gap->value == Approx(17.9025));
    CHECK(gap->threshold == 0.5);
    CHECK(gap->unit == "ms");
    CHECK(gap->impactMs == Approx(17.9025));
    CHECK(gap->title.english().find("before the first device task (11.6 % of the step)") != std::string::npos);
    CHECK(hasEvidence(*gap, "longest Preparing: steps 50"));
    CHECK_FALSE(byId(a, "aicpu-fallback"));
    // Ordered by impact: communication (51.0), synchronisations (43.6, bounded by Preparing + Free),
    // idle (25.7), gap (17.9).
    REQUIRE(a.findings.size() >= 4);
    CHECK(a.findings[0].id == "exposed-communication");
    CHECK(a.findings[1].id == "host-synchronisation");
    CHECK(a.findings[2].id == "device-idle-in-step");
    CHECK(a.findings[3].id == "long-iteration-gap");

    // Thresholds come from the table: raising free_share_pct silences the idle rule.
    AnalysisOptions strict;
    strict.thresholds.set(ThresholdKey::FreeSharePct, 20);
    strict.thresholds.set(ThresholdKey::IterationGapMs, 20);
    ProfileAnalysis b = analyzeProfile(run.ranks[0], strict);
    CHECK_FALSE(byId(b, "device-idle-in-step"));
    CHECK_FALSE(byId(b, "long-iteration-gap"));
}

TEST_CASE("findings 2.x: torch 2.7.1 rank0: tiny Preparing, host synchronisations behind the idle time")
{
    std::string dir = test::fixture(test::kMsinsight + "test/st/level2/rank_0_ascend_pt");
    REQUIRE_FIXTURE(dir);
    ProfileAnalysis a = analyzeProfile(loadWithoutTimeline(dir).ranks.at(0));
    CHECK_FALSE(byId(a, "long-iteration-gap")); // 0.206 ms < 0.5 ms
    const Finding* idle = byId(a, "device-idle-in-step");
    REQUIRE(idle);
    CHECK(idle->value == Approx(19.5695385).epsilon(1e-6));
    CHECK(idle->evidence.size() == 1);
    const Finding* sync = byId(a, "host-synchronisation"); // the acl-level calls of api_statistic.csv
    REQUIRE(sync);
    CHECK(sync->evidence.at(0).name == "aclrtSynchronizeDeviceWithTimeout");
    CHECK(sync->evidence.at(1).name == "aclrtSynchronizeStream");
    const Finding* comm = byId(a, "exposed-communication");
    REQUIRE(comm);
    CHECK(comm->value == Approx(51.8587291).epsilon(1e-6));
    CHECK(comm->explanation.english().find("most of it is waiting") == std::string::npos); // 39 % waiting
}

TEST_CASE("findings 2.x: 2023 files without Preparing give no gap finding")
{
    std::string dir = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_0");
    REQUIRE_FIXTURE(dir);
    ProfileAnalysis a = analyzeProfile(loadWithoutTimeline(dir).ranks.at(0));
    CHECK_FALSE(byId(a, "long-iteration-gap"));
    const Finding* comm = byId(a, "exposed-communication");
    REQUIRE(comm);
    CHECK(comm->value == Approx(50.2622475).epsilon(1e-6));
    // 116.6 of 152.3 ms of the operations is waiting for other ranks.
    CHECK(comm->explanation.english().find("most of it is waiting") != std::string::npos);
    CHECK_FALSE(byId(a, "aicpu-fallback")); // Cast on the AI CPU is 0.67 % of operator time
}

TEST_CASE("findings: AI CPU share on the 2.x layout names the fallback ops")
{
    test::TempDir dir;
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/step_trace_time.csv",
              "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Preparing\n"
              "1,1000,0,0,0,100,100\n2,1000,0,0,0,100,100\n");
    dir.write("r/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/op_statistic.csv",
              "OP Type,Core Type,Count,Total Time(us),Min Time(us),Avg Time(us),Max Time(us),Ratio(%)\n"
              "MatMul,AI_CORE,2,1400,700,700,700,70\n"
              "Where,AI_CPU,2,400,200,200,200,20\n"
              "GetNext,AI_CPU,2,200,100,100,100,10\n");
    Run run = loadWithoutTimeline(dir.file("r"));
    REQUIRE(run.ranks.size() == 1);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    const Finding* f = byId(a, "aicpu-fallback");
    REQUIRE(f);
    // GetNext only exists on the AI CPU: 400 / (400 + 1400) µs.
    CHECK(f->value == Approx(400.0 / 1800.0 * 100));
    CHECK(f->threshold == 10);
    CHECK(f->severity == FindingSeverity::High);
    CHECK(f->impactMs == Approx(0.4 / 2 * 0.5)); // per step (2 steps), half recoverable
    REQUIRE(f->evidence.size() == 1);
    CHECK(f->evidence[0].kind == Evidence::Kind::OpType);
    CHECK(f->evidence[0].name == "Where");
    CHECK(f->title.english().find("(Where)") != std::string::npos);
    CHECK(f->suggestion.english().find("Where") != std::string::npos);

    AnalysisOptions loose;
    loose.thresholds.set(ThresholdKey::AicpuSharePct, 25);
    CHECK_FALSE(byId(analyzeProfile(run.ranks[0], loose), "aicpu-fallback"));
}

TEST_CASE("findings: AI CPU share on the 1.x layout (per-operator averages)")
{
    test::TempDir dir;
    dir.write("p/aicore_intermediate_0_detail.csv",
              "full_op_name,execution_time\nDefault/MatMul-op1,2.0\nDefault/Add-op2,1.0\n");
    dir.write("p/aicpu_intermediate_0.csv",
              "serial_number,op_type,total_time,dispatch_time,execution_time,run_start,run_end\n"
              "1,Unique,1.0,0.1,0.9,1,2\n2,Unique,3.0,0.1,2.9,3,4\n3,GetNext,50,0.1,0.1,5,6\n");
    Run run = loadWithoutTimeline(dir.file("p"));
    REQUIRE(run.ranks.size() == 1);
    CHECK(run.ranks[0].layout == Layout::MindSpore1x);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    const Finding* f = byId(a, "aicpu-fallback");
    REQUIRE(f);
    // Unique averages 2 ms per execution against 3 ms of AI Core averages; GetNext is left out.
    CHECK(f->value == Approx(40.0));
    CHECK(f->impactMs == Approx(1.0));
    CHECK(f->evidence.at(0).name == "Unique");

    // MindInsight's run_2: only the dataset channel (InitData, GetNext, EndOfSequence) ran on the AI CPU.
    std::string run2 = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(run2);
    ProfileAnalysis b = analyzeProfile(loadWithoutTimeline(run2).ranks.at(0));
    CHECK_FALSE(byId(b, "aicpu-fallback"));
}

TEST_CASE("compare 2.x: step phases from step_trace_time.csv")
{
    std::string a = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    std::string b = test::fixture(test::kMsinsight + "test/data/pytorch/text/level2/rank0_ascend_pt");
    REQUIRE_FIXTURE(a);
    REQUIRE_FIXTURE(b);
    Run ra = loadWithoutTimeline(a), rb = loadWithoutTimeline(b);
    const Profile& pa = ra.ranks.at(0);
    const Profile& pb = rb.ranks.at(0);
    RunComparison c = compareProfiles(pa, analyzeProfile(pa), pb, analyzeProfile(pb));
    REQUIRE(c.phases.size() == 5);
    CHECK(c.phases[0].name == "preparing");
    CHECK(c.phases[0].aMs == Approx(17.9025));
    CHECK(c.phases[0].bMs == Approx(17.48375));
    CHECK(c.phases[2].name == "communication_not_overlapped");
    CHECK(c.phases[2].deltaMs == Approx(95.962016 - 101.963203));
    CHECK(c.phases[4].name == "step");
    CHECK(c.phases[4].aMs == Approx(154.483509));
    CHECK(c.phases[4].bMs == Approx(147.346625));
    CHECK(*c.throughputRatio == Approx(154.483509 / 147.346625));
    REQUIRE(c.perStepTotalDeltaMs.size() == 1);
    CHECK(c.perStepTotalDeltaMs[0] == Approx(147.346625 - 154.483509));
    // The same ResNet run profiled at Level1 and Level2: the same problems in both (the optimizer's
    // short-lived blocks set both memory peaks).
    std::set<std::string> persisting(c.findingsPersisting.begin(), c.findingsPersisting.end());
    // (Rank 0 waits in its all-reduces at Level1 only: communication-wait is resolved.)
    CHECK(persisting == std::set<std::string>{"cores-left-idle", "device-idle-in-step", "exposed-communication",
                                              "host-synchronisation", "long-iteration-gap", "memory-bound-kernels",
                                              "memory-transient-peak", "operator-compilation", "small-transfers-sdma",
                                              "unaligned-transfers"});
    CHECK(c.findingsResolved == std::vector<std::string>{"communication-wait"});
}

TEST_CASE("findings 2.x: the texts name the file or database the rank was read from")
{
    struct Case {
        const char* rank;
        const char* steps;         // where the step table came from
        const char* communication; // where communication.json's operations came from
    };
    for (const Case& k : {Case{"text/level1/rank0_ascend_pt", "step_trace_time.csv", "communication.json"},
                          Case{"db/level1/rank0_ascend_pt", "analysis.db", "analysis.db"}}) {
        INFO(k.rank);
        std::string dir = test::fixture(test::kMsinsight + "test/data/pytorch/" + k.rank);
        REQUIRE_FIXTURE(dir);
        Run run = loadWithoutTimeline(dir);
        REQUIRE(run.ranks.size() == 1);
        ProfileAnalysis a = analyzeProfile(run.ranks[0]);
        const Finding* comm = byId(a, "exposed-communication");
        REQUIRE(comm);
        const std::string steps = k.steps, ops = k.communication;
        CHECK(comm->explanation.english().find("Communication(Not Overlapped) in " + steps + " is the part") !=
              std::string::npos);
        CHECK(comm->explanation.english().find("The 4 operations of " + ops + " spend") != std::string::npos);
        CHECK(hasEvidence(*comm, steps + ": steps with the most exposed communication: 50"));
        const Finding* idle = byId(a, "device-idle-in-step");
        REQUIRE(idle);
        CHECK(idle->explanation.english().rfind("Free (" + steps + ") is the time", 0) == 0);
        const Finding* gap = byId(a, "long-iteration-gap");
        REQUIRE(gap);
        CHECK(gap->explanation.english().rfind("Preparing (" + steps + ") is the time", 0) == 0);
        // No finding of a database rank names a file of the text export.
        if (std::string(k.rank).rfind("db/", 0) == 0)
            for (const Finding& f : a.findings) {
                std::vector<const Message*> all{};
                f.title.collect(all);
                f.explanation.collect(all);
                for (const Evidence& e : f.evidence)
                    e.label.collect(all);
                for (const Message* m : all)
                    for (const char* file :
                         {"step_trace_time.csv", "kernel_details.csv", "op_statistic.csv", "communication.json"}) {
                        INFO(f.id << ": " << m->english());
                        CHECK(m->english().find(file) == std::string::npos);
                    }
            }
    }
}

TEST_CASE("compare 2.x: the note names the step table's file or database")
{
    auto rank = [](const std::string& relative) {
        return test::fixture(test::kMsinsight + "test/data/pytorch/" + relative);
    };
    const std::string text0 = rank("text/level1/rank0_ascend_pt"), text1 = rank("text/level1/rank1_ascend_pt");
    const std::string db0 = rank("db/level1/rank0_ascend_pt"), db1 = rank("db/level1/rank1_ascend_pt");
    REQUIRE_FIXTURE(text0);
    REQUIRE_FIXTURE(text1);
    REQUIRE_FIXTURE(db0);
    REQUIRE_FIXTURE(db1);
    auto note = [](const std::string& a, const std::string& b) {
        Run ra = loadWithoutTimeline(a), rb = loadWithoutTimeline(b);
        const Profile& pa = ra.ranks.at(0);
        const Profile& pb = rb.ranks.at(0);
        RunComparison c = compareProfiles(pa, analyzeProfile(pa), pb, analyzeProfile(pb));
        for (const Message& n : c.notes)
            if (n.id() == "compare.note.ascend-phases")
                return n.english();
        return std::string();
    };
    const std::string tail = "; the step is Preparing + Computing + Communication(Not Overlapped) + Free";
    CHECK(note(text0, text1) == "step phases from step_trace_time.csv" + tail);
    CHECK(note(db0, db1) == "step phases from analysis.db" + tail);
    CHECK(note(db0, text1) == "step phases from analysis.db / step_trace_time.csv" + tail);
}
