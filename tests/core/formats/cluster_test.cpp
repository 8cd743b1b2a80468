#include "analysis/cluster_rules.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/cluster/cluster_analyse_reader.h"
#include "formats/cluster/hccl_raw_reader.h"
#include "formats/profiler_info_reader.h"
#include "formats/steps/step_trace_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

// The four ranks of cluster_propose, read section by section (FLOPs summary filled by hand: the
// operator section has its own reader).
std::vector<Profile> clusterProposeRanks()
{
    const double flops[4][2] = {
        {107146.763, 5385.552}, {107145.034, 5386.261}, {329608.369, 4859.39}, {329612.4, 4897.642}};
    std::vector<Profile> ranks;
    for (int r = 0; r < 4; ++r) {
        const std::string dir = "cluster_propose/", id = std::to_string(r);
        Profile p;
        p.rank = r;
        p.stepTrace = readStepTrace(test::mindinsight(dir + "step_trace_raw_" + id + "_detail_time.csv")).value;
        p.hccl = readHcclRaw(test::mindinsight(dir + "hccl_raw_" + id + ".csv")).value;
        std::string cluster = dir + "ascend_cluster_analyse_pipeline-parallel_2_4_" + id + ".csv";
        p.clusterAnalyse = readClusterAnalyse(test::mindinsight(cluster)).value;
        p.operators.emplace();
        p.operators->flopsSummary = {{"FLOPs", flops[r][0]}, {"FLOPS", flops[r][1]}};
        ranks.push_back(std::move(p));
    }
    return ranks;
}

} // namespace

TEST_CASE("profiler_info: MindSpore flat form with a text rank id")
{
    std::string path = test::mindinsight("parallel_strategy/profiler_info_0.json");
    REQUIRE_FIXTURE(path);
    auto r = readProfilerInfo(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const ProfilerInfo& i = *r.value;
    CHECK(i.rankId == 0);
    CHECK(i.rankSize == 2);
    CHECK(i.stageNum == 1);
    CHECK(i.contextMode == "graph");
    CHECK(i.parallelMode == "auto_parallel");
    CHECK(i.graphIds == std::vector<long long>{0});
    CHECK(i.values.at("profiling_stop_time") == "2023-05-16 17:17:17");
    CHECK(i.msVersion.empty());
}

TEST_CASE("profiler_info: torch_npu form with nested config")
{
    std::string path = test::fixture("Ascend/msinsight/test/st/level2/rank_1_ascend_pt/profiler_info_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readProfilerInfo(path);
    REQUIRE(r.value);
    CHECK(r.value->rankId == 1);
    CHECK(r.value->torchNpuVersion == "2.7.1");
    CHECK(r.value->cannVersion == "8.3.RC1");
    CHECK(r.value->values.at("config.experimental_config._profiler_level") == "Level2");
    CHECK(r.value->values.at("start_info.freq") == "100");
}

TEST_CASE("profiler_info: MindSpore 2.5 nested form and malformed files")
{
    test::TempDir dir;
    auto r = readProfilerInfo(
        dir.write("profiler_info_3.json",
                  R"json({"profiler_parameters": {"with_stack": false}, "ms_profiler_info": {"rank_id": 3},
            "context_mode": 1, "ms_version": "2.5.0", "is_heterogeneous": "False"})json"));
    REQUIRE(r.value);
    CHECK(r.value->rankId == 3);
    CHECK(r.value->contextMode == "pynative");
    CHECK(r.value->msVersion == "2.5.0");
    CHECK_FALSE(r.value->heterogeneous);

    auto bad = readProfilerInfo(dir.write("p.json", R"json({"rank_id": "x", "rank_size": 2})json"));
    REQUIRE(bad.value);
    CHECK(bad.value->rankId == -1);
    CHECK(test::hasDiagnostic(bad.diagnostics, 0, "rank unknown"));
    CHECK_FALSE(readProfilerInfo(dir.write("e.json", "")).value);
    CHECK_FALSE(readProfilerInfo(dir.write("a.json", "[]")).value);
    CHECK_FALSE(readProfilerInfo(dir.write("o.json", "{}")).value);
}

TEST_CASE("hccl_raw: cluster_propose rank 0, JSON link and operator cells")
{
    std::string path = test::mindinsight("cluster_propose/hccl_raw_0.csv");
    REQUIRE_FIXTURE(path);
    auto r = readHcclRaw(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const HcclRaw& h = *r.value;
    REQUIRE(h.steps.size() == 6);
    CHECK(h.steps[0].step == 1);
    CHECK(h.steps[0].communicationMs == Approx(2.60018));
    CHECK(h.steps[0].waitMs == Approx(270.25056));
    REQUIRE(h.steps[0].links.size() == 2);
    CHECK(h.steps[0].links[0].link == "1-0");
    CHECK(h.steps[0].links[0].transport == "SDMA");
    CHECK(h.steps[0].links[0].timeMs == Approx(2.52091));
    CHECK(h.steps[0].links[0].sizeKB == Approx(52706.816));
    CHECK(h.steps[0].links[0].bandwidth == Approx(217031150.47579023));
    CHECK(h.steps[0].ops.size() == 97);
    CHECK(h.steps[5].ops.size() == 15);
    REQUIRE(h.average);
    CHECK(h.average->step == -1);
    CHECK(h.average->communicationMs == Approx(2.268855));
    CHECK(h.average->waitMs == Approx(231.599475));
    // Operator entries: [step, cost, wait, link_info].
    bool found = false;
    for (const auto& op : h.steps[0].ops)
        if (op.name == "stream_41_0_AllReduce-op4582") {
            found = true;
            CHECK(op.step == "1");
            CHECK(op.costMs == Approx(0.00322));
            CHECK(op.waitMs == Approx(0.01035));
            CHECK(op.links.size() == 2);
        }
    CHECK(found);

    auto ms = readHcclRaw(test::fixture("mindspore-ai/mindspore/tests/ut/data/profiler_data/profiler/hccl_raw_6.csv"));
    REQUIRE(ms.value);
    CHECK(ms.value->steps.size() == 2);
    CHECK(ms.value->steps[1].communicationMs == Approx(4.51926));
    CHECK(ms.value->average->ops.size() == 1);
}

TEST_CASE("hccl_raw: malformed rows and cells")
{
    test::TempDir dir;
    std::string path = dir.write(
        "hccl_raw_0.csv",
        "step_num,communication_cost,wait_cost,link_info,communication_operator_cost\n"
        "1,2.5,1.0,\"{\"\"0-1\"\": {\"\"SDMA\"\": [1, 2, 3]}}\",\"{}\"\n" // 2 fine
        "x,1,1,{},{}\n"                                                   // 3 bad step
        "2,abc,1,{},{}\n"                                                 // 4 bad cost
        "3,1.5,0.5,\"{\"\"0-1\"\": {\"\"SDMA\"\": [1, 2\",{}\n"           // 5 broken JSON
        "4,1.5,0.5,\"{\"\"0-1\"\": {\"\"RDMA\"\": [1, 2, 3, 4]}, \"\"1-0\"\": 5}\",\"{\"\"op\"\": [1]}\"\n" // 6
        "-,2.0,0.75,{},{}\n");
    auto r = readHcclRaw(path);
    REQUIRE(r.value);
    REQUIRE(r.value->steps.size() == 3);
    CHECK(test::hasDiagnostic(r.diagnostics, 3, "row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "links of this step ignored"));
    CHECK(test::hasDiagnostic(r.diagnostics, 6, "those links ignored"));
    CHECK(test::hasDiagnostic(r.diagnostics, 6, "those entries ignored"));
    CHECK(r.value->steps[1].links.empty());
    REQUIRE(r.value->steps[2].links.size() == 1);
    CHECK(r.value->steps[2].links[0].waitMs == 4);
    CHECK(r.value->average->communicationMs == 2.0);
    CHECK_FALSE(readHcclRaw(dir.write("e.csv", "")).value);
    CHECK_FALSE(readHcclRaw(dir.write("h.csv", "a,b,c\n1,2,3\n")).value);
}

TEST_CASE("cluster_analyse: every header variant")
{
    std::string pp = test::mindinsight("cluster_propose/ascend_cluster_analyse_pipeline-parallel_2_4_2.csv");
    REQUIRE_FIXTURE(pp);
    auto r = readClusterAnalyse(pp);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const ClusterAnalyse& c = *r.value;
    CHECK(c.mode == "pipeline-parallel");
    CHECK(c.stageNum == 2);
    CHECK(c.rankSize == 4);
    CHECK(c.rank == 2);
    CHECK(c.device == "ascend");
    CHECK(c.steps.size() == 5);
    REQUIRE(c.average);
    CHECK((*c.average)[c.column("computation")] == Approx(123.1813));
    CHECK((*c.average)[c.column("collective_communication_alone")] == Approx(51.5476));
    CHECK(c.steps[0][c.column("receive_alone")] == Approx(1989.431));

    // Old names: "computation", and "collective_communication_time"; one row (no trailing newline).
    auto run4 = readClusterAnalyse(test::mindinsight("run_4/normal_run/profiler/"
                                                     "ascend_cluster_analyse_pipeline-parallel_1_2_1.csv"));
    REQUIRE(run4.value);
    CHECK(run4.value->columns[0] == "computation");
    CHECK(run4.value->column("collective_communication_alone") == 4);
    CHECK(run4.value->steps.size() == 1);
    CHECK((*run4.value->average)[4] == Approx(227.1234));

    auto run3 = readClusterAnalyse(test::mindinsight("run_3/normal_run/profiler/"
                                                     "ascend_cluster_analyse_model-parallel_1_2_1.csv"));
    REQUIRE(run3.value);
    CHECK(run3.value->mode == "model-parallel");
    CHECK((*run3.value->average)[run3.value->column("communication_alone")] == Approx(1293.1231));

    // Oldest: "iteration_interval, fp_and_bp, tail" with spaces, holding step-trace ticks.
    auto run2 = readClusterAnalyse(test::mindinsight("run_2/normal_run/profiler/"
                                                     "ascend_cluster_analyse_data-parallel_1_1_1.csv"));
    REQUIRE(run2.value);
    CHECK(run2.value->columns[1] == "fp_and_bp");
    CHECK(run2.value->column("tail") == 2);
    CHECK((*run2.value->average)[1] == Approx(23.66808));
    CHECK(run2.value->column("computation") == -1);
}

TEST_CASE("cluster_analyse: malformed rows")
{
    test::TempDir dir;
    std::string path = dir.write("ascend_cluster_analyse_data-parallel_1_2_0.csv",
                                 "computation_time,communication_alone_time\n1,2\n3\nx,4\n5,6,7\n9,10\n");
    auto r = readClusterAnalyse(path);
    REQUIRE(r.value);
    CHECK(r.value->rank == 0);
    CHECK(r.value->steps.size() == 2); // 1,2 and 5,6; 9,10 is the average
    CHECK((*r.value->average)[0] == 9);
    CHECK(test::hasDiagnostic(r.diagnostics, 3, "row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "extra fields ignored"));
    auto unnamed = readClusterAnalyse(dir.write("x.csv", "computation_time\n1\n"));
    REQUIRE(unnamed.value);
    CHECK(unnamed.value->rank == -1);
    CHECK(test::hasDiagnostic(unnamed.diagnostics, 0, "parallel mode and rank unknown"));
    CHECK_FALSE(readClusterAnalyse(dir.write("y.csv", "a,b\n1,2\n")).value);
    CHECK_FALSE(readClusterAnalyse(dir.write("z.csv", "")).value);
}

TEST_CASE("cluster rules on cluster_propose (4 ranks, pipeline parallel, 2 stages)")
{
    REQUIRE_FIXTURE(test::mindinsight("cluster_propose/hccl_raw_0.csv"));
    std::vector<Profile> ranks = clusterProposeRanks();
    std::vector<const Profile*> ptrs;
    for (const auto& p : ranks)
        ptrs.push_back(&p);
    ClusterAnalysis a = analyzeCluster(ptrs);
    CHECK(a.layout == Layout::MindSpore1x);
    CHECK(a.mode == "pipeline-parallel");
    CHECK(a.stageNum == 2);
    REQUIRE(a.phases.size() == 4);
    // Means of the five step rows (10 ns ticks / 1e5 = ms), not the written average row.
    CHECK(*a.phases[0].mean[0] == Approx(0.671254));
    CHECK(*a.phases[2].mean[0] == Approx(1.65582));
    CHECK(*a.phases[3].mean[1] == Approx(609.30829));
    CHECK(a.phases[0].stage == 1);
    CHECK(a.phases[3].stage == 2);
    // Ranks are compared within their stage: rank 3's forward and backward is 42.41 ms above rank 2's,
    // 10.9 % of the 389.93 ms mean step; stage 1's ranks differ by 6.4 ms (1.6 %).
    REQUIRE(a.slowPhases.size() == 1);
    CHECK(a.slowPhases[0].phase == "fp_and_bp");
    REQUIRE(a.slowPhases[0].ranks.size() == 1);
    CHECK(a.slowPhases[0].ranks[0].rank == 3);
    CHECK(a.slowPhases[0].ranks[0].excessMs == Approx(609.30829 - 566.90096));
    CHECK(a.meanStepMs == Approx((179.168406 + 185.571876 + 576.261106 + 618.730866) / 4));
    // FLOPS 4859.39 is 5.3 % below the mean: no finding.
    CHECK_FALSE(a.lowFlopsRank);
    // hccl_raw keys are group-local ("1-0" in rank 2's file is rank 3 -> rank 2): the SDMA links are
    // 1->0 188.0, 0->1 107.9, 3->2 656.7 and 2->3 724.2 (GB/s as written / 1e6); mean 419.23.
    REQUIRE(a.slowLinks.size() == 2);
    CHECK(a.slowLinks[0].link.src == 0);
    CHECK(a.slowLinks[0].link.dst == 1);
    CHECK(a.slowLinks[0].link.transport == "SDMA");
    CHECK(a.slowLinks[0].meanGBs ==
          Approx((188.04027354802418 + 107.91049188737924 + 656.7400068032151 + 724.2250402054026) / 4));
    CHECK(a.slowLinks[0].fraction == Approx(0.7425977116));
    CHECK(a.slowLinks[1].link.src == 1);
    CHECK(a.slowLinks[1].link.dst == 0);
    CHECK(a.slowLinks[0].link.ops == std::vector<std::string>{"AllReduce"});
    // Communication share: 527.3345 / (274.9109 + 527.3345), from the cluster_analyse files.
    const ClusterCommunication& c = a.communication;
    CHECK(c.available);
    CHECK(c.source == "cluster_analyse");
    CHECK(c.ranks == 4);
    CHECK(c.computationMs == Approx(274.9109));
    CHECK(c.communicationAloneMs == Approx(527.3345));
    CHECK(c.share == Approx(0.6573231832));
    CHECK_FALSE(c.fires); // the data/model-parallel rule; pipeline uses the two below
    CHECK(c.pipeline);
    CHECK(c.betweenStageShare == Approx(0.2581908229));
    CHECK(c.betweenStageFires);
    REQUIRE(c.withinStage.size() == 2);
    CHECK(c.withinStage[0].share == Approx(0.6029851046));
    CHECK(c.withinStage[1].share == Approx(0.2343793846));
    REQUIRE(c.worstWithinStage);
    CHECK(c.worstWithinStage->stage == 1);
    // Stage FLOPs: stage 2 averages 329610.38 against a mean of 218378.14 (+50.9 %).
    REQUIRE(a.heavyStage);
    CHECK(a.heavyStage->stage == 2);
    CHECK(a.heavyStage->unit == "FLOPs");
    CHECK(a.heavyStage->value == Approx(329610.3845));
    CHECK(a.heavyStage->fraction == Approx(0.5093561207));
}

TEST_CASE("cluster rules: data parallel share, missing data, low FLOPS")
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
        p->operators.emplace();
    }
    a.operators->flopsSummary["FLOPS"] = 100;
    b.operators->flopsSummary["cube_FLOPS"] = 40;
    b.operators->flopsSummary["vec_FLOPS"] = 20;
    ClusterAnalysis r = analyzeCluster({&a, &b});
    CHECK(r.communication.share == Approx(30.0 / 200));
    CHECK(r.communication.fires);
    REQUIRE(r.lowFlopsRank);
    CHECK(r.lowFlopsRank->rank == 1); // 60 vs mean 80: 25 % below
    CHECK(r.lowFlopsRank->fraction == Approx(0.25));
    CHECK(r.slowPhases.empty());
    CHECK_FALSE(r.notes.empty()); // no step traces
    CHECK(r.slowLinks.empty());
}
