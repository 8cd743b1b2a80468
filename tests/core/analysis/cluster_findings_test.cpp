// The cluster findings (issue 13): slow rank per phase, slow link per transport, and MindInsight's
// cluster rules on 2.x data, on hand-built summaries with numbers stated here and on generated jobs.
#include "analysis/findings/rules.h"
#include "analysis/run_analysis.h"
#include "cluster_generator.h"
#include "finding_lookup.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::byId;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A 2.x rank with `steps` identical steps.
RankSummary rank2x(int rank, double computing, double exposed, double free, double preparing, int steps = 2)
{
    RankSummary r;
    r.rank = rank;
    r.layout = Layout::AscendProfilerOutput;
    for (int s = 0; s < steps; ++s) {
        r.steps.push_back(s + 1);
        std::vector<double> row(kStepColumnCount, kNaN);
        row[std::size_t(StepColumn::Computing)] = computing;
        row[std::size_t(StepColumn::CommunicationNotOverlapped)] = exposed;
        row[std::size_t(StepColumn::Free)] = free;
        row[std::size_t(StepColumn::Preparing)] = preparing;
        row[std::size_t(StepColumn::CommunicationNotOverlappedExcludeReceive)] = exposed;
        r.values.insert(r.values.end(), row.begin(), row.end());
    }
    r.linksResolved = true;
    return r;
}

ClusterLink hccs(int src, int dst, double gbs)
{
    ClusterLink l;
    l.src = src;
    l.dst = dst;
    l.transport = "HCCS";
    l.group = "g";
    l.sizeMB = 100;
    l.timeMs = 100 / gbs;
    l.bandwidthGBs = gbs;
    l.ops = {"allreduce"};
    l.reportedBy = src;
    return l;
}

} // namespace

TEST_CASE("rankRanges writes ranks as ranges")
{
    std::vector<int> most;
    for (int r = 0; r < 64; ++r)
        if (r != 37)
            most.push_back(r);
    CHECK(rankRanges(most) == "0\u201336 and 38\u201363");
    CHECK(rankRanges({9, 3, 5, 7, 8}) == "3, 5 and 7\u20139");
    CHECK(rankRanges({1, 2}) == "1 and 2");
    CHECK(rankRanges({4}) == "4");
    CHECK(rankRanges({}).empty());
}

TEST_CASE("slow rank: the rank whose Computing is above the others' mean by more than 5 % of the step")
{
    // Ranks 0 and 1: 100 ms computing, 40 ms exposed communication (they wait); rank 2 computes 130 ms
    // and waits 10 ms. Every step is 5 + 100 + 40 + 5 = 150 ms (rank 2: 5 + 130 + 10 + 5).
    auto s = std::make_shared<ClusterSummary>();
    s->layout = Layout::AscendProfilerOutput;
    s->ranks = {rank2x(0, 100, 40, 5, 5), rank2x(1, 100, 40, 5, 5), rank2x(2, 130, 10, 5, 5)};
    s->ranks[0].links = {hccs(0, 1, 20), hccs(1, 0, 20)};
    s->ranks[1].links = {hccs(1, 2, 20), hccs(2, 1, 10)}; // one link at 10 GB/s: 42.9 % below the 17.5 mean
    auto o = analyzeClusterSummary(s);
    const ClusterAnalysis& a = o->analysis;
    CHECK(a.meanStepMs == Approx(150));
    REQUIRE(a.slowPhases.size() == 1);
    const SlowPhase& p = a.slowPhases[0];
    CHECK(p.phase == "computing");
    CHECK(p.thresholdMs == Approx(7.5));
    REQUIRE(p.ranks.size() == 1);
    CHECK(p.ranks[0].rank == 2);
    CHECK(p.ranks[0].excessMs == Approx(30));
    CHECK(p.ranks[0].othersMs == Approx(100));
    CHECK(p.ranks[0].waitsLeast);
    CHECK(p.ranks[0].othersExposedCommMs == Approx(40));

    const Finding* f = byId(o->findings, "slow-rank");
    REQUIRE(f);
    CHECK(f->ranks == std::vector<int>{2});
    CHECK(f->phase == "computing");
    CHECK(f->value == Approx(20.0)); // 30 of 150 ms
    CHECK(f->threshold == 5.0);
    CHECK(f->severity == FindingSeverity::High);
    CHECK(f->impactMs == Approx(30));
    REQUIRE(f->stepsPerSecondIfFixed);
    CHECK(*f->stepsPerSecondIfFixed == Approx(1000.0 / 120));
    CHECK(f->title.english() ==
          "Rank 2 holds the whole job back: its Computing takes 30.00 ms longer per step than the other ranks' "
          "(130.0 ms against 100.0 ms)");
    CHECK(f->explanation.english().find("rank 2 waits least (10.00 ms)") != std::string::npos);
    REQUIRE(f->evidence.size() == 1);
    CHECK(f->evidence[0].kind == Evidence::Kind::Rank);
    CHECK(f->evidence[0].rank == 2);

    const Finding* link = byId(o->findings, "slow-link");
    REQUIRE(link);
    REQUIRE(link->links.size() == 1);
    CHECK(link->links[0].src == 2);
    CHECK(link->links[0].dst == 1);
    CHECK(link->links[0].transport == "HCCS");
    CHECK(link->links[0].bandwidthGBs == Approx(10));
    CHECK(link->links[0].meanGBs == Approx(17.5));
    CHECK(link->value == Approx(100 * 7.5 / 17.5));
    // 10 ms at 10 GB/s against 5.714 ms at the mean, over 2 steps: 2.14 ms per step.
    CHECK(link->impactMs == Approx((10 - 100 / 17.5) / 2));
    CHECK(link->evidence[0].peerRank == 1);

    const auto j = findingJson(*f);
    CHECK(j["ranks"] == nlohmann::ordered_json::array({2}));
    CHECK(j["phase"] == "computing");
    const auto lj = findingJson(*link);
    CHECK(lj["links"][0]["src"] == 2);
    CHECK(lj["links"][0]["bandwidth_gbps"].get<double>() == 10.0);
    CHECK(lj["links"][0]["mean_gbps"].get<double>() == 17.5);

    // The thresholds are rows of the table (JSON names slow_rank_step_pct, slow_link_pct).
    AnalysisOptions high;
    Diagnostics d;
    REQUIRE(high.thresholds.loadJson(R"({"slow_rank_step_pct": 25, "slow_link_pct": 50})", "t.json", d));
    auto quiet = analyzeClusterSummary(s, high);
    CHECK_FALSE(byId(quiet->findings, "slow-rank"));
    CHECK_FALSE(byId(quiet->findings, "slow-link"));
}

TEST_CASE("slow rank: pipeline stages are compared apart; the heavy stage and the communication share on 2.x")
{
    // 4 ranks, 2 stages: stage 1 computes 100 ms, stage 2 200 ms. No rank is slow within its stage.
    auto s = std::make_shared<ClusterSummary>();
    s->ranks = {rank2x(0, 100, 50, 0, 0), rank2x(1, 100, 50, 0, 0), rank2x(2, 200, 50, 0, 0), rank2x(3, 200, 50, 0, 0)};
    for (auto& r : s->ranks) {
        r.rankSize = 4;
        r.stageNum = 2;
    }
    auto o = analyzeClusterSummary(s);
    const ClusterAnalysis& a = o->analysis;
    CHECK(a.slowPhases.empty());
    CHECK(a.phases[1].stage == 1);
    CHECK(a.phases[2].stage == 2);
    REQUIRE(a.heavyStage);
    CHECK(a.heavyStage->stage == 2);
    CHECK(a.heavyStage->unit == "ms");
    CHECK(a.heavyStage->fraction == Approx(200.0 / 150 - 1));
    REQUIRE(byId(o->findings, "heavy-stage"));
    // Communication(Not Overlapped) against Computing: 200 / (600 + 200).
    CHECK(a.communication.available);
    CHECK(a.communication.source == "step_trace_time");
    CHECK(a.communication.share == Approx(0.25));
    CHECK(a.communication.pipeline);
    REQUIRE(a.communication.withinStage.size() == 2);
    CHECK(a.communication.withinStage[0].share == Approx(100.0 / 300));
}

TEST_CASE("cluster findings on a generated 256-rank job name the planted slow rank and slow link, and nothing else")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 256;
    spec.slowRank = 37;
    spec.slowLinkSrc = 12;
    spec.slowLinkDst = 13;
    std::string error;
    REQUIRE(bench::writeCluster((dir.path() / "job").string(), spec, error));
    auto o = analyzeClusterSummary(
        std::make_shared<const ClusterSummary>(loadClusterSummary((dir.path() / "job").string())));
    std::size_t slowRanks = 0, slowLinks = 0;
    for (const auto& f : o->findings) {
        slowRanks += f.id == "slow-rank";
        slowLinks += f.id == "slow-link";
    }
    CHECK(slowRanks == 1);
    CHECK(slowLinks == 1);
    const Finding* rank = byId(o->findings, "slow-rank");
    REQUIRE(rank);
    CHECK(rank->ranks == std::vector<int>{37});
    CHECK(rank->phase == "computing");
    // 15 ms planted on an 80 ms computing step (1 % noise on the others).
    CHECK(rank->impactMs == Approx(15).margin(0.5));
    CHECK(o->analysis.slowPhases[0].ranks[0].waitsLeast);
    const Finding* link = byId(o->findings, "slow-link");
    REQUIRE(link);
    REQUIRE(link->links.size() == 1);
    CHECK(link->links[0].src == 12);
    CHECK(link->links[0].dst == 13);
    CHECK(link->links[0].transport == "HCCS");
    CHECK(link->links[0].bandwidthGBs == Approx(17.5 / 3).epsilon(0.03));
    CHECK(link->links[0].meanGBs == Approx(17.5).epsilon(0.01));
    CHECK(link->links[0].ops == std::vector<std::string>{"allgather"});
    // The links per transport: 256 x 7 HCCS inside the servers, 256 x 2 RDMA ring neighbours.
    REQUIRE(o->analysis.transports.size() == 2);
    CHECK(o->analysis.transports[0].transport == "HCCS");
    CHECK(o->analysis.transports[0].links == 256 * 7);
    CHECK(o->analysis.transports[1].links == 256 * 2);
    // Domains: the world and one per server, named from profiler_metadata.json (every rank is here).
    REQUIRE(o->analysis.domains.size() == 33);
    CHECK(o->analysis.domains[0].name == "default_group");
    CHECK(o->analysis.domains[0].ranks.size() == 256);
    CHECK(o->analysis.domains[1].name == "tp");
    CHECK(o->analysis.domains[1].ranks == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7});
}

TEST_CASE("communication-wait names the slow rank the others wait for once every rank is analysed")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 8;
    spec.slowRank = 5;
    std::string error;
    REQUIRE(bench::writeCluster((dir.path() / "job").string(), spec, error));
    const Run run = loadRun((dir.path() / "job").string(), LoadOptions{false});
    REQUIRE(run.ranks.size() == 8);
    AnalysisOptions options;
    // The ranks wait ~15 ms per step for rank 5 in their first all-reduce and move data for ~24 ms:
    // a wait share of ~38 %, under the default 50 %, over 25 %.
    Diagnostics d;
    REQUIRE(options.thresholds.loadJson(R"({"comm_wait_share_pct": 25})", "t.json", d));
    const RunAnalysis a = analyzeRun(run, options);
    std::size_t named = 0;
    for (std::size_t i = 0; i < a.ranks.size(); ++i) {
        const Finding* wait = byId(a.ranks[i].findings, "communication-wait");
        if (run.ranks[i].rank == 5) {
            // The slow rank waits least: its share stays under the threshold, and it never names itself.
            CHECK((!wait || wait->peerRanks.empty()));
            continue;
        }
        REQUIRE(wait);
        CHECK(wait->peerRanks == std::vector<int>{5});
        bool evidence = false;
        for (const auto& e : wait->evidence)
            evidence = evidence || (e.kind == Evidence::Kind::Rank && e.rank == 5);
        CHECK(evidence);
        ++named;
    }
    CHECK(named == 7);
}

// The bar of the window follows the run's analysis: one step before each rank's analysis, in the ranks'
// order, and one before the cluster's, with fractions that grow from 0 to below 1.
TEST_CASE("a run's analysis tells its progress rank by rank, then the cluster")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 4;
    std::string error;
    REQUIRE(bench::writeCluster((dir.path() / "job").string(), spec, error));
    const Run run = loadRun((dir.path() / "job").string(), LoadOptions{false});
    REQUIRE(run.ranks.size() == 4);
    std::vector<double> fractions;
    std::vector<std::string> stages;
    const RunAnalysis a = analyzeRun(run, {}, [&](double fraction, const Message& stage) {
        fractions.push_back(fraction);
        stages.push_back(stage.text());
    });
    CHECK(a.ranks.size() == 4);
    REQUIRE(fractions == std::vector<double>{0.0, 0.2, 0.4, 0.6, 0.8});
    CHECK(stages.front() == "analysing rank " + std::to_string(run.ranks[0].rank) + " (1 of 4)");
    CHECK(stages[3] == "analysing rank " + std::to_string(run.ranks[3].rank) + " (4 of 4)");
    CHECK(stages.back() == "comparing the ranks");
}
