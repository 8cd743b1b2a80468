// The tuning assistant on the five bundled example runs must tell the story of the CIFAR-10 case,
// and on MindInsight's fixtures it must agree with MindInsight's worked example of its queue and CPU
// rules (docs/rules.md).
#include "analysis/compare.h"
#include "analysis/profile_analysis.h"
#include "analysis/run_analysis.h"
#include "example_runs.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "load/load.h"
#include "report/report.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::byId;

struct Analysed {
    Run run;
    ProfileAnalysis analysis;
};

Analysed analyse(const std::string& dir, int batchSize = 128)
{
    Analysed a{loadRun(dir, LoadOptions{false}), {}};
    REQUIRE(a.run.ranks.size() == 1);
    AnalysisOptions o;
    o.steps.batchSize = batchSize;
    a.analysis = analyzeProfile(a.run.ranks.front(), o);
    return a;
}

bool anySuggests(const ProfileAnalysis& a, const std::string& text)
{
    for (const auto& f : a.findings)
        if (f.suggestion.english().find(text) != std::string::npos || f.snippet.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("tuning story, run 1: data processing is the bottleneck and the map op is named")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Analysed r = analyse(ex.run("1-baseline").string());
    const Finding* f = byId(r.analysis, "data-processing-bottleneck");
    REQUIRE(f);
    CHECK(r.analysis.findings.front().id == "data-processing-bottleneck"); // the biggest, first
    CHECK(f->severity == FindingSeverity::High);
    CHECK(f->title.english().find("MapOp_2") != std::string::npos);
    CHECK(f->title.english().find("(1 worker)") != std::string::npos);
    CHECK(f->value == Approx(29.0 / 30.0 * 100));
    CHECK(f->threshold == 30.0);
    CHECK(f->suggestion.english().find("num_parallel_workers is 1") != std::string::npos);
    CHECK(f->snippet.find("num_parallel_workers=8") != std::string::npos);
    CHECK(f->impactMs == Approx(77.5).epsilon(0.005));
    bool opEvidence = false;
    for (const auto& e : f->evidence)
        opEvidence = opEvidence || (e.kind == Evidence::Kind::PipelineOp && e.pipelineOpId == 2);
    CHECK(opEvidence);
    REQUIRE(byId(r.analysis, "long-iteration-gap"));
    CHECK(byId(r.analysis, "long-iteration-gap")->severity == FindingSeverity::High);
    CHECK_FALSE(byId(r.analysis, "mixed-precision")); // fwd+bwd is only 32 % of the step
}

TEST_CASE("tuning story, run 3: the transfer finding fires and suggests dataset sink mode")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Analysed r = analyse(ex.run("3-c-transforms").string());
    REQUIRE(r.analysis.pipelineBottleneck);
    CHECK(r.analysis.pipelineBottleneck->allQueuesHigh);
    CHECK_FALSE(byId(r.analysis, "data-processing-bottleneck"));
    const Finding* f = byId(r.analysis, "host-to-device-transfer");
    REQUIRE(f);
    CHECK(f->severity == FindingSeverity::High);
    CHECK(f->snippet.find("dataset_sink_mode=True") != std::string::npos);
}

TEST_CASE("tuning story, run 4: mixed precision is suggested with forward+backward at 68 %")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Analysed r = analyse(ex.run("4-sink-mode").string());
    const Finding* f = byId(r.analysis, "mixed-precision");
    REQUIRE(f);
    CHECK(r.analysis.steps->fpAndBp.sharePct == Approx(37.0 / 54.47 * 100).epsilon(0.01));
    CHECK(f->title.english().find("67.9 %") != std::string::npos);
    CHECK(f->snippet.find("amp_level") != std::string::npos);
    CHECK(r.analysis.precision->float32Percent == Approx(100.0));
    CHECK_FALSE(anySuggests(r.analysis, "dataset_sink_mode=True")); // already in sink mode
}

TEST_CASE("tuning story, run 5: no sink-mode or mixed-precision advice, the 14.6 ms gap still reported")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Analysed r = analyse(ex.run("5-mixed-precision").string());
    CHECK_FALSE(byId(r.analysis, "mixed-precision"));
    CHECK_FALSE(anySuggests(r.analysis, "dataset_sink_mode"));
    CHECK_FALSE(anySuggests(r.analysis, "amp_level"));
    const Finding* gap = byId(r.analysis, "long-iteration-gap");
    REQUIRE(gap);
    CHECK(gap->value == Approx(14.6).epsilon(0.005));
    CHECK(r.analysis.precision->halfPercent == Approx(100.0));
}

TEST_CASE("tuning story: baseline against final shows the gap collapse, 3.2x and resolved findings")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Analysed a = analyse(ex.run("1-baseline").string());
    Analysed b = analyse(ex.run("5-mixed-precision").string());
    RunComparison c = compareProfiles(a.run.ranks[0], a.analysis, b.run.ranks[0], b.analysis);
    REQUIRE(c.phases.size() == 4);
    CHECK(c.phases[0].aMs == Approx(77.5).epsilon(0.005));
    CHECK(c.phases[0].bMs <= 17.0);
    CHECK(*c.throughputRatio == Approx(3.2).epsilon(0.02));
    CHECK(*c.aSamplesPerSecond == Approx(1100).epsilon(0.005));
    CHECK(*c.bSamplesPerSecond == Approx(3500).epsilon(0.005));
    auto has = [](const std::vector<std::string>& v, const char* id) {
        return std::find(v.begin(), v.end(), id) != v.end();
    };
    CHECK(has(c.findingsResolved, "data-processing-bottleneck"));
    CHECK(has(c.findingsResolved, "host-to-device-transfer"));
    CHECK(has(c.findingsPersisting, "long-iteration-gap"));
    // Titles travel with the ids, so a report can say what was resolved.
    CHECK(c.findingTitles.at("data-processing-bottleneck") == byId(a.analysis, "data-processing-bottleneck")->title);
    CHECK(c.findingTitles.at("long-iteration-gap") == byId(b.analysis, "long-iteration-gap")->title);
    const std::string md = renderCompareMarkdown(compareJson(a.run, b.run));
    CHECK(md.find(byId(a.analysis, "data-processing-bottleneck")->title.english() + " (data-processing-bottleneck)") !=
          std::string::npos);
    // The pipeline change: map workers 1 -> 8. Sink mode put a DeviceQueueOp at id 0 in B, so every
    // op below it has the next id: ops are matched by their place in the tree, not by id.
    auto byA = [&](int aId) -> const PipelineOpDiff* {
        for (const auto& p : c.pipeline)
            if (p.aOpId == aId)
                return &p;
        return nullptr;
    };
    for (int mapId : {1, 2}) {
        const PipelineOpDiff* map = byA(mapId);
        REQUIRE(map);
        CHECK(map->opType == "MapOp");
        CHECK(*map->bOpId == mapId + 1);
        CHECK(*map->aWorkers == 1);
        CHECK(*map->bWorkers == 8);
        CHECK(map->workersChanged);
    }
    const PipelineOpDiff* source = byA(3);
    REQUIRE(source);
    CHECK(source->opType == "Cifar10Op");
    CHECK(*source->bOpId == 4);
    CHECK_FALSE(source->workersChanged);
    CHECK(*byA(0)->bOpId == 1); // BatchOp
    const auto added =
        std::find_if(c.pipeline.begin(), c.pipeline.end(), [](const PipelineOpDiff& p) { return !p.aOpId; });
    REQUIRE(added != c.pipeline.end());
    CHECK(added->opType == "DeviceQueueOp");
    CHECK(*added->bOpId == 0);
    CHECK(c.pipeline.size() == 5);
}

TEST_CASE("MindInsight's worked example (docs/rules.md): queues, CPU and pipeline on profiler/ rank 0")
{
    std::string dir = test::mindinsight("profiler");
    REQUIRE_FIXTURE(dir);
    Run run = loadRun(dir, LoadOptions{false});
    const Profile* p = run.rank(0);
    REQUIRE(p);
    ProfileAnalysis a = analyzeProfile(*p);
    REQUIRE(a.hostQueue);
    CHECK(a.hostQueue->total == 1);
    CHECK(a.hostQueue->empty == 1);
    CHECK_FALSE(a.chipQueue);
    REQUIRE(a.cpuIdle);
    CHECK(a.cpuIdle->idlePct == 10);
    CHECK(a.cpuIdle->activePct == 90);
    const Finding* cpu = byId(a, "cpu-saturated");
    REQUIRE(cpu);
    CHECK(cpu->value == 90.0);
    CHECK(cpu->threshold == 80.0);
    REQUIRE(a.pipelineBottleneck);
    auto flagged = a.pipelineBottleneck->sourceToRoot();
    REQUIRE(flagged.size() == 2);
    CHECK(flagged[0].name() == "TFReader_3");
    CHECK(flagged[1].name() == "TFReader_2");
    const Finding* data = byId(a, "data-processing-bottleneck");
    REQUIRE(data);
    CHECK(data->value == 100.0);
    // The report marks the flagged pipeline rows.
    auto j = reportJson(run);
    int bottlenecks = 0;
    for (const auto& r : j["ranks"])
        if (r["rank"] == 0)
            for (const auto& op : r["pipeline"])
                bottlenecks += op["bottleneck"].get<bool>() ? 1 : 0;
    CHECK(bottlenecks == 2);
}

TEST_CASE("rule 9 on the 4-rank cluster_propose sample: rank 3 is the slow rank of its stage")
{
    std::string dir = test::mindinsight("cluster_propose");
    REQUIRE_FIXTURE(dir);
    Run run = loadRun(dir, LoadOptions{false});
    REQUIRE(run.ranks.size() == 4);
    RunAnalysis a = analyzeRun(run);
    REQUIRE(a.cluster);
    REQUIRE(a.cluster->analysis.slowPhases.size() == 1);
    CHECK(a.cluster->analysis.slowPhases[0].ranks[0].rank == 3);
    const Finding* slow = nullptr;
    for (const auto& f : a.clusterFindings)
        if (f.id == "slow-rank")
            slow = &f;
    REQUIRE(slow);
    CHECK(slow->ranks == std::vector<int>{3});
    CHECK(slow->phase == "fp_and_bp");
    // 42.407 ms above rank 2 (its stage's other rank) of a 389.93 ms mean step: 10.88 %.
    CHECK(slow->value == Approx(42.40733 / 389.9330635 * 100));
    CHECK(slow->threshold == 5.0);
    CHECK(slow->impactMs == Approx(42.40733));
    auto j = reportJson(run);
    REQUIRE(j.contains("cluster"));
    CHECK(j["cluster"]["rank_phases"].size() == 4);
    CHECK(j["cluster"]["layout"] == "mindspore_1x");
    CHECK(j["cluster"]["rank_phases"][3]["breakdown_ms"]["fp_and_bp"].get<double>() == Approx(609.30829));
    CHECK(j["cluster"]["findings"].size() == a.clusterFindings.size());
}
