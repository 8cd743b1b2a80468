// Step statistics, and the rules the other tests do not reach: device-transfer-limit, pipeline-op
// advice by op class, cluster-communication.
#include "analysis/findings/rules.h"
#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "analysis/run_analysis.h"
#include "analysis/step_stats.h"
#include "example_runs.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "formats/steps/step_trace_reader.h"
#include "load/load.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::byId;

} // namespace

TEST_CASE("step stats: median, p90, min, max and outliers on MindInsight's 20-step sample")
{
    std::string path = test::mindinsight("profiler/step_trace_raw_0_detail_time.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStepTrace(path);
    REQUIRE(r.value);
    StepAnalysis a = analyzeSteps(*r.value);
    // Totals in ticks of 10 ns; percentiles interpolate linearly between closest ranks (numpy's default).
    CHECK(a.total.medianMs == Approx(130.41988)); // (13041819 + 13042157) / 2
    CHECK(a.total.p90Ms == Approx(130.550591));
    CHECK(a.total.minMs == Approx(40.03047)); // step 1 starts at its forward point
    CHECK(a.total.maxMs == Approx(130.65249));
    CHECK(a.interval.medianMs == Approx(90.352055));
    CHECK(a.interval.p90Ms == Approx(90.431936));
    CHECK(a.interval.minMs == 0.0);
    CHECK(a.interval.maxMs == Approx(90.47185));
    CHECK(a.fpAndBp.medianMs == Approx(17.07513));
    CHECK(a.fpAndBp.minMs == Approx(17.02212));
    CHECK(a.fpAndBp.maxMs == Approx(17.18895));
    CHECK(a.interval.sharePct == Approx(85.835923 / 125.9348285 * 100));
    // No step is 1.5x the median; at 1.001x the median (130.5503 ms) steps 11 and 12 are.
    CHECK(a.outlierSteps.empty());
    StepAnalysisOptions tight;
    tight.outlierFactor = 1.001;
    CHECK(analyzeSteps(*r.value, tight).outlierSteps == std::vector<long long>{11, 12});
}

TEST_CASE("rule 3a: device-transfer-limit fires in sink mode when the device queue starves")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run("4-sink-mode").string());
    REQUIRE(run.ranks.size() == 1);
    ProfileAnalysis a = analyzeProfile(run.ranks[0]);
    // Device queue empty for 29 of 30 GetNext calls, host queue empty for 3 of 30 batches.
    const Finding* f = byId(a.findings, "device-transfer-limit");
    REQUIRE(f);
    CHECK_FALSE(byId(a.findings, "host-to-device-transfer"));
    CHECK(f->severity == FindingSeverity::High);
    CHECK(f->value == Approx(29.0 / 30 * 100));
    CHECK(f->threshold == Approx(10.0));
    CHECK(f->impactMs == Approx(14.6).epsilon(0.005));
    REQUIRE(f->stepsPerSecondIfFixed);
    CHECK(*f->stepsPerSecondIfFixed == Approx(25.082).epsilon(0.001));
    CHECK(f->suggestion.english().find("Already in sink mode") != std::string::npos);
    CHECK(f->snippet == "ds.config.set_prefetch_size(32)");
}

TEST_CASE("rule 4: pipeline-op findings for a source op and the advice per op class")
{
    // analyser/resource rank 0: Batch_0 <- Shuffle_4 <- Shuffle_1 <- TFReader_2, TFReader_3.
    std::string path = test::fixture("mindspore-ai/mindinsight/tests/ut/profiler/analyser/resource");
    REQUIRE_FIXTURE(path);
    Run run = loadRun(path);
    const Profile* r0 = run.rank(0);
    REQUIRE(r0);
    ProfileAnalysis a = analyzeProfile(*r0);
    const Finding* reader = byId(a.findings, "pipeline-op/TFReader_2");
    REQUIRE(reader);
    CHECK(reader->value == Approx(31.25)); // output queue 20 of 64
    CHECK(reader->threshold == Approx(60.0));
    CHECK(reader->snippet == "dataset = ds.TFReaderDataset(data_dir, num_parallel_workers=8)"); // 4 workers now
    const Finding* shuffle = byId(a.findings, "pipeline-op/Shuffle_4");
    REQUIRE(shuffle);
    CHECK(shuffle->value == Approx((0.9375 - 0.15625) * 100)); // input 60/64 full, own 10/64
    CHECK(shuffle->suggestion.english().find("now 1, try 8") != std::string::npos);

    FlaggedPipelineOp gen;
    gen.opId = 3;
    gen.opType = "Generator";
    gen.opClass = PipelineOpClass::Generator;
    Message suggestion;
    std::string snippet;
    pipelineOpAdvice(gen, 2, suggestion, snippet);
    CHECK(suggestion.english().find("now 2, try 8") != std::string::npos);
    CHECK(snippet.find("GeneratorDataset(") != std::string::npos);
    CHECK(snippet.find("num_parallel_workers=8, python_multiprocessing=True") != std::string::npos);

    FlaggedPipelineOp batch;
    batch.opId = 1;
    batch.opType = "Batch";
    batch.opClass = PipelineOpClass::Batch;
    pipelineOpAdvice(batch, 8, suggestion, snippet);
    CHECK(suggestion.english().find("now 8, try 16") != std::string::npos);
    CHECK(snippet.find("num_parallel_workers=16") != std::string::npos);

    FlaggedPipelineOp source;
    source.opId = 5;
    source.opType = "ImageFolderOp";
    source.opClass = PipelineOpClass::Source;
    pipelineOpAdvice(source, 16, suggestion, snippet);
    CHECK(snippet == "dataset = ds.ImageFolderDataset(data_dir, num_parallel_workers=32)");
}

TEST_CASE("cluster rule: cluster-communication on a data-parallel share above 10 %")
{
    Profile a, b;
    a.rank = 0;
    b.rank = 1;
    for (Profile* p : {&a, &b}) {
        ClusterAnalyse ca;
        ca.mode = "data-parallel";
        ca.stageNum = 1;
        ca.rankSize = 2;
        ca.keys = {"computation", "communication_alone"};
        ca.average = std::vector<double>{p->rank == 0 ? 80.0 : 90.0, p->rank == 0 ? 20.0 : 10.0};
        p->clusterAnalyse = ca;
    }
    // (20 + 10) ms of communication alone against (80 + 90 + 20 + 10) ms in all: 15 %.
    std::vector<Finding> found = clusterFindings(analyzeCluster({&a, &b}), Thresholds());
    const Finding* f = byId(found, "cluster-communication");
    REQUIRE(f);
    CHECK(f->value == Approx(15.0));
    CHECK(f->threshold == Approx(10.0));
    CHECK(f->severity == FindingSeverity::Moderate); // not above 2 x 10 %
    CHECK(f->suggestion.english().find("Fuse gradients") != std::string::npos);
    CHECK(f->title.english().find("across 2 ranks") != std::string::npos);

    // With the threshold at 20 % it does not fire.
    Thresholds high;
    Diagnostics d;
    REQUIRE(high.loadJson(R"({"communication_share_pct": 20})", "t.json", d));
    CHECK_FALSE(byId(clusterFindings(analyzeCluster({&a, &b}), high), "cluster-communication"));
}
