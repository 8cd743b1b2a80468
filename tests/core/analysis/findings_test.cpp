#include "analysis/compare.h"
#include "analysis/findings/rules.h"
#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "load/load.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace steplens;

namespace {

using test::byId;

StepTrace syntheticTrace(int steps, Nanos gap, Nanos fpbp, Nanos tail)
{
    StepTrace t;
    Nanos at = 0;
    for (int i = 1; i <= steps; ++i) {
        StepRecord r;
        r.stepNum = i;
        r.start = at;
        r.iterationInterval = gap;
        r.fpPoint = at + gap;
        r.fpAndBp = fpbp;
        r.bpPoint = r.fpPoint + fpbp;
        r.tail = tail;
        r.total = gap + fpbp + tail;
        r.end = at + r.total;
        at = r.end;
        t.steps.push_back(r);
    }
    return t;
}
} // namespace

TEST_CASE("thresholds: every key has one row and one name, and the name leads back to the key")
{
    std::set<std::string> names;
    for (std::size_t i = 0; i < kThresholdCount; ++i) {
        const auto key = static_cast<ThresholdKey>(i);
        const ThresholdSpec& spec = thresholdSpec(key);
        CHECK(spec.key == key);
        CHECK(&spec == &thresholdTable()[i]);
        CHECK(names.insert(spec.name).second);
        const auto back = thresholdKeyNamed(spec.name);
        REQUIRE(back.has_value());
        CHECK(*back == key);
    }
    CHECK(std::string(thresholdSpec(ThresholdKey::FreeSharePct).name) == "free_share_pct");
    CHECK(thresholdSpec(ThresholdKey::FreeSharePct).defaultValue == 10);
    CHECK_FALSE(thresholdKeyNamed("free_share").has_value());
    CHECK_FALSE(thresholdKeyNamed("").has_value());
    // The JSON names the same keys in the table's order, with the values read.
    Thresholds t;
    REQUIRE(t.set(ThresholdKey::FreeSharePct, 12.5));
    CHECK_FALSE(t.set(ThresholdKey::FreeSharePct, -1));
    CHECK(t.get(ThresholdKey::FreeSharePct) == 12.5);
    const std::string json = t.toJson();
    CHECK(json.find("\"free_share_pct\": 12.5") != std::string::npos);
    CHECK(json.find("\"iteration_gap_ms\"") < json.find("\"memory_transient_lifetime_pct\""));
}

TEST_CASE("thresholds: defaults, overrides from JSON, and bad keys reported")
{
    Thresholds t;
    CHECK(t.get(ThresholdKey::IterationGapMs) == 0.5);
    CHECK(t.get(ThresholdKey::HostQueueEmptyRatio) == 0.3);
    CHECK(t.get(ThresholdKey::PipelineUsageLow) == 0.6);
    Diagnostics d;
    REQUIRE(t.loadJson(R"({"iteration_gap_ms": 2, "nonsense": 1, "cpu_busy_pct": "high", "aicpu_share_pct": -3})",
                       "t.json", d));
    CHECK(t.get(ThresholdKey::IterationGapMs) == 2.0);
    CHECK_FALSE(t.isDefault(ThresholdKey::IterationGapMs));
    CHECK(t.get(ThresholdKey::CpuBusyPct) == 80.0);
    CHECK(t.get(ThresholdKey::AicpuSharePct) == 10.0);
    REQUIRE(d.size() == 3);
    auto said = [&](const std::string& m) {
        for (const auto& x : d)
            if (x.message == m)
                return true;
        return false;
    };
    CHECK(said("unknown threshold 'nonsense'"));
    CHECK(said("threshold 'cpu_busy_pct' must be a non-negative number"));
    CHECK(said("threshold 'aicpu_share_pct' must be a non-negative number"));
    Diagnostics bad;
    CHECK_FALSE(t.loadJson("[1,2]", "t.json", bad));
    CHECK(bad.size() == 1);
}

TEST_CASE("rule 1: the iteration gap's severity follows its share of the step")
{
    Profile p;
    Thresholds th;
    struct Case {
        Nanos gap;
        bool fires;
        FindingSeverity severity;
    } cases[] = {
        {400'000, false, FindingSeverity::Info},      // 0.4 ms: below 0.5 ms
        {2'000'000, true, FindingSeverity::Info},     // 2 ms of 102 ms ≈ 2 %
        {8'000'000, true, FindingSeverity::Moderate}, // 8 of 108 ≈ 7.4 %
        {40'000'000, true, FindingSeverity::High},    // 40 of 140 ≈ 28.6 %
    };
    for (const auto& c : cases) {
        p.stepTrace = syntheticTrace(10, c.gap, 90'000'000, 10'000'000);
        AnalysisOptions o;
        ProfileAnalysis a = analyzeProfile(p, o);
        const Finding* f = byId(a.findings, "long-iteration-gap");
        CHECK((f != nullptr) == c.fires);
        if (f) {
            CHECK(f->severity == c.severity);
            CHECK(f->value == Approx(nanosToMs(double(c.gap))));
            CHECK(f->threshold == 0.5);
            CHECK(f->unit == "ms");
            CHECK(f->impactMs == Approx(nanosToMs(double(c.gap))));
            CHECK(*f->stepsPerSecondIfFixed == Approx(10.0)); // 100 ms without the gap
        }
    }
}

TEST_CASE("rule 1's evidence lists the five longest gaps, the earlier step first among equal gaps")
{
    Profile p;
    StepTrace t = syntheticTrace(12, 2'000'000, 90'000'000, 10'000'000);
    // Gaps in ms by step: 1 is left out (skipped); 4, 7 and 11 tie at 9 ms; 9 is longest; 2 at 5 ms.
    const std::pair<int, Nanos> gaps[] = {{1, 50'000'000}, {4, 9'000'000}, {7, 9'000'000}, {11, 9'000'000},
                                          {9, 12'000'000}, {2, 5'000'000},  {5, 3'000'000}};
    for (const auto& [step, gap] : gaps)
        t.steps[std::size_t(step - 1)].iterationInterval = gap;
    p.stepTrace = t;
    AnalysisOptions o;
    o.steps.skipFirstSteps = 1;
    ProfileAnalysis a = analyzeProfile(p, o);
    const Finding* f = byId(a.findings, "long-iteration-gap");
    REQUIRE(f);
    REQUIRE(f->evidence.size() == 2);
    CHECK(f->evidence[1].steps == std::vector<long long>{9, 4, 7, 11, 2});
}

TEST_CASE("rule 1 on MindInsight's profiler/ sample matches the worked example (90.35 ms average)")
{
    std::string dir = test::mindinsight("profiler");
    REQUIRE_FIXTURE(dir);
    Run run = loadRun(dir, LoadOptions{false});
    const Profile* p = run.rank(0);
    REQUIRE(p);
    AnalysisOptions o;
    o.steps.skipFirstSteps = 1; // the written average of this file leaves step 1 out
    ProfileAnalysis a = analyzeProfile(*p, o);
    const Finding* f = byId(a.findings, "long-iteration-gap");
    REQUIRE(f);
    CHECK(f->value == Approx(90.3536).epsilon(1e-4));
    CHECK(f->severity == FindingSeverity::High);
}

TEST_CASE("rule 8: exposed communication is the reduce time after the backward pass")
{
    Profile p;
    StepTrace t = syntheticTrace(4, 1'000'000, 80'000'000, 19'000'000); // 100 ms steps
    t.reduceColumns.push_back({"24", "0_AllReduce-op1", "stream_24_0_AllReduce-op1"});
    for (auto& s : t.steps) {
        // 10 ms of all-reduce overlapping the backward pass, then 15 ms after it ends.
        t.addReduceEvent(s, {0, s.bpPoint - 10'000'000, s.bpPoint + 15'000'000, 25'000'000});
    }
    p.stepTrace = t;
    ProfileAnalysis a = analyzeProfile(p);
    REQUIRE(a.communication);
    CHECK(a.communication->totalMs == Approx(25.0));
    CHECK(a.communication->exposedMs == Approx(15.0));
    CHECK(a.communication->exposedPct == Approx(15.0));
    const Finding* f = byId(a.findings, "exposed-communication");
    REQUIRE(f);
    CHECK(f->severity == FindingSeverity::Moderate);
    CHECK(f->snippet.find("all_reduce_fusion_config") != std::string::npos);
}

TEST_CASE("findings are ordered by estimated impact")
{
    std::vector<Finding> v(3);
    v[0].id = "a";
    v[0].impactMs = 1;
    v[1].id = "b";
    v[1].impactMs = 5;
    v[2].id = "c";
    v[2].impactMs = 5;
    v[2].severity = FindingSeverity::High;
    orderFindings(v);
    CHECK(v[0].id == "c");
    CHECK(v[1].id == "b");
    CHECK(v[2].id == "a");
}

TEST_CASE("compare: phase deltas, throughput ratio, op diff statuses and findings sets")
{
    Profile a, b;
    a.stepTrace = syntheticTrace(10, 50'000'000, 40'000'000, 10'000'000); // 100 ms
    b.stepTrace = syntheticTrace(8, 5'000'000, 40'000'000, 5'000'000);    // 50 ms
    a.operators = Operators{};
    b.operators = Operators{};
    a.operators->aicoreTypes = {{"Conv2D", 1e6, 10, 50}, {"MatMul", 2e6, 5, 50}, {"Cast", 1e3, 1, 0}};
    b.operators->aicoreTypes = {{"Conv2D", 0.5e6, 10, 40}, {"MatMul", 2.02e6, 5, 60}, {"Add", 3e3, 2, 1}};
    ProfileAnalysis aa = analyzeProfile(a), ba = analyzeProfile(b);
    RunComparison c = compareProfiles(a, aa, b, ba);
    REQUIRE(c.phases.size() == 4);
    CHECK(c.phases[0].name == "iteration_interval");
    CHECK(c.phases[0].deltaMs == Approx(-45.0));
    CHECK(*c.phases[0].deltaPct == Approx(-90.0));
    CHECK(c.phases[3].deltaMs == Approx(-50.0));
    CHECK(*c.throughputRatio == Approx(2.0));
    CHECK(c.alignedSteps == 8);
    CHECK(c.perStepTotalDeltaMs.size() == 8);
    CHECK(c.notes.size() == 1);
    REQUIRE(c.opTypes.size() == 4);
    // Order: regressions/added first (Add), then improvements (Conv2D faster, Cast removed), then unchanged (MatMul +1
    // %).
    CHECK(c.opTypes[0].name == "Add");
    CHECK(c.opTypes[0].status == DiffStatus::Added);
    CHECK(c.opTypes[1].name == "Conv2D");
    CHECK(c.opTypes[1].status == DiffStatus::Faster);
    CHECK(c.opTypes[2].name == "Cast");
    CHECK(c.opTypes[2].status == DiffStatus::Removed);
    CHECK(c.opTypes[3].name == "MatMul");
    CHECK(c.opTypes[3].status == DiffStatus::Unchanged);
    CHECK(c.findingsResolved.empty());
    CHECK(c.findingsPersisting == std::vector<std::string>{"long-iteration-gap"});
}

TEST_CASE("report JSON carries findings with the contract's keys")
{
    std::string dir = test::mindinsight("profiler");
    REQUIRE_FIXTURE(dir);
    Run run = loadRun(dir, LoadOptions{false});
    auto j = reportJson(run);
    REQUIRE(j["ranks"].size() >= 1);
    const auto& r0 = j["ranks"][0];
    CHECK(r0["rank"] == 0);
    CHECK(r0["step_trace"]["steps"] == 20);
    CHECK(r0["step_trace"]["mode"] == "training");
    CHECK(r0["step_trace"]["average_ms"]["iteration_interval"].get<double>() == Approx(90.3536));
    REQUIRE(r0["findings"].size() >= 1);
    for (const char* key :
         {"id", "severity", "title", "value", "threshold", "unit", "impact_ms", "evidence", "suggestion"})
        CHECK(r0["findings"][0].contains(key));
}
