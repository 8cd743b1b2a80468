// communication.json / communication_matrix.json, per rank and as msprof-analyze's cluster files,
// against the fixtures (expected values from python3's json module), plus malformed documents.
#include "analysis/communication_stats.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/ascend/communication_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

std::size_t totals(const Communication& c)
{
    std::size_t n = 0;
    for (const auto& op : c.ops)
        n += op.place.total;
    return n;
}

} // namespace

TEST_CASE("communication.json: torch_npu Level1 rank0, step -> collective -> op@group")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "communication.json");
    REQUIRE_FIXTURE(path);
    auto r = readCommunication(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const Communication& c = *r.value;
    CHECK_FALSE(c.clusterForm);
    REQUIRE(c.ops.size() == 5);
    CHECK(totals(c) == 1);
    const CommOp& op = c.ops[0];
    CHECK(op.place.step == "step50");
    CHECK(op.place.kind == "collective");
    CHECK(op.place.opName == "hcom_allReduce__586_0_1");
    CHECK(op.place.group == "17522688603477080586");
    CHECK_FALSE(op.place.total);
    REQUIRE(op.start);
    CHECK(*op.start == 1736408883732241500LL);
    CHECK(op.elapseNs == Approx(79089520.21875));
    CHECK(op.transitNs == Approx(239184.78125));
    CHECK(op.waitNs == Approx(5646632.84375));
    CHECK(op.syncNs == Approx(5615692.21875));
    CHECK(op.idleNs == Approx(73203702.59375));
    CHECK(*op.waitRatio == Approx(0.9594));
    CHECK(*op.syncRatio == Approx(0.9591));
    REQUIRE(op.bandwidth.size() == 5); // RDMA, HCCS, PCIE, SDMA, SIO
    const CommBandwidth* main = op.mainTransport();
    REQUIRE(main);
    CHECK(main->transport == "HCCS"); // as large as SDMA; the first in the file wins
    CHECK(main->sizeMB == Approx(28.647232));
    CHECK(*main->bandwidthGBs == Approx(15.7676));
    REQUIRE(main->sizeDistribution.size() == 2);
    CHECK(main->sizeDistribution[0].sizeMB == Approx(2.064384));
    CHECK(main->sizeDistribution[0].count == 12);
    CHECK(main->sizeDistribution[0].timeNs == Approx(1578891.625));

    // "Total Op Info" has no bandwidth written: size / time.
    const CommOp& total = c.ops[4];
    CHECK(total.place.total);
    CHECK_FALSE(total.start);
    CHECK(total.elapseNs == Approx(105991877.71875));
    const CommBandwidth* hccs = total.mainTransport();
    REQUIRE(hccs);
    CHECK_FALSE(hccs->bandwidthGBs);
    CHECK(hccs->effectiveBandwidthGBs() == Approx(427.596096 / 27.315705875));

    CommTotals t = communicationTotals(c);
    CHECK(t.ops == 4);
    CHECK(t.elapseMs == Approx(105.99187771875)); // = step_trace_time's Communication (105991.878 µs)
    CHECK(t.waitMs == Approx(5.94061871875));
    CHECK(t.transitMs == Approx(3.6833535));
    CHECK(communicationSteps(c) == 1);
    auto ops = summarizeCommOps(c);
    REQUIRE(ops.size() == 4);
    CHECK(ops[0].name == "hcom_allReduce__586_0_1");
    CHECK(ops[0].transport == "HCCS");
    CHECK(ops[0].bandwidthGBs == Approx(15.7676));
    CHECK(ops[3].name == "hcom_allReduce__586_1_1");
}

TEST_CASE("communication.json: 2023 p2p + collective with Total Op Info, and torch 2.7.1 batchSendRecv")
{
    std::string old = test::fixture(test::kMsinsight +
                                    "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/communication.json");
    REQUIRE_FIXTURE(old);
    auto r = readCommunication(old);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->ops.size() == 30);
    CHECK(totals(*r.value) == 2);
    CHECK(r.value->ops[0].place.kind == "p2p");
    CHECK(r.value->ops[0].place.opName == "hcom_send__822_0");
    CHECK(r.value->ops[0].mainTransport()->transport == "RDMA");
    CommTotals t = communicationTotals(*r.value);
    CHECK(t.ops == 28);
    CHECK(t.elapseMs == Approx(152.25493369921875));
    CHECK(t.waitMs == Approx(116.63617458593751));
    CHECK(summarizeCommOps(*r.value)[0].name == "hcom_allReduce__459_0");

    std::string st = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "communication.json");
    auto s = readCommunication(st);
    REQUIRE(s.value);
    REQUIRE(s.value->ops.size() == 17);
    CommTotals ts = communicationTotals(*s.value);
    CHECK(ts.ops == 15);
    CHECK(ts.elapseMs == Approx(420.17426)); // = step_trace_time's Communication(Not Overlapped)
    CHECK(ts.waitMs == Approx(164.14354));
    CHECK(ts.transitMs == 0);
    CHECK(summarizeCommOps(*s.value)[0].name == "hcom_batchSendRecv__128_4_1");
}

TEST_CASE("communication.json: msprof-analyze cluster files nest rank set -> step -> op -> rank")
{
    std::string path = test::fixture(test::kMsinsight +
                                     "server/src/test/test_data/cluster_analysis_output/cluster_communication.json");
    REQUIRE_FIXTURE(path);
    auto r = readCommunication(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const Communication& c = *r.value;
    CHECK(c.clusterForm);
    REQUIRE(c.ops.size() == 8);
    CHECK(totals(c) == 2);
    CHECK(c.ops[0].place.kind == "p2p");
    CHECK(c.ops[0].place.step == "step2");
    CHECK(c.ops[0].place.opName == "hcom_send__822_0");
    CHECK(c.ops[0].place.rank == 0);
    CommTotals t = communicationTotals(c);
    CHECK(t.elapseMs == Approx(16.80031444140625));
    CHECK(t.waitMs == Approx(9.397155953125));
    auto ops = summarizeCommOps(c);
    CHECK(ops[0].name == "hcom_broadcast__483_0");
    CHECK(ops[0].rank == 1);
    bool sawRankSet = false;
    for (const auto& op : c.ops)
        sawRankSet = sawRankSet || op.place.rankSet == "(0, 1, 2, 3, 4, 5, 6, 7)";
    CHECK(sawRankSet);

    std::string advisor =
        test::fixture("Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output/cluster_communication.json");
    auto a = readCommunication(advisor);
    REQUIRE(a.value);
    REQUIRE(a.value->ops.size() == 4);
    CHECK(a.value->ops[0].place.rankSet == "(0, 1)");
    CHECK(a.value->ops[0].place.step == "step");
    CHECK(communicationTotals(*a.value).elapseMs == Approx(187.011181765625));
    CHECK(communicationTotals(*a.value).waitMs == Approx(143.0576308125));
}

TEST_CASE("communication_matrix.json: newer top1/middle/bottom keys, older per-op keys, cluster form")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "communication_matrix.json");
    REQUIRE_FIXTURE(path);
    auto r = readCommunicationMatrix(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const auto& links = r.value->links;
    REQUIRE(links.size() == 48);
    const CommLink& l = links[0];
    CHECK(l.place.step == "step50");
    CHECK(l.place.kind == "collective");
    CHECK(l.place.opName == "allreduce-top1");
    CHECK(l.place.group == "17522688603477080586");
    CHECK(l.src == 0);
    CHECK(l.dst == 0);
    CHECK(l.transport == "LOCAL");
    CHECK(l.sizeMB == Approx(4.128776));
    CHECK(l.timeNs == Approx(8220.15625));
    CHECK(l.bandwidthGBs == Approx(502.2746));
    CHECK(l.linkOpName == "hcom_allReduce__586_0_1");
    std::size_t hccs = 0;
    double hccsMB = 0;
    for (const auto& x : links)
        if (x.transport == "HCCS") {
            ++hccs;
            hccsMB += x.sizeMB;
        }
    CHECK(hccs == 42);
    CHECK(hccsMB == Approx(872.459392));

    std::string old = test::fixture(
        test::kMsinsight + "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/communication_matrix.json");
    auto o = readCommunicationMatrix(old);
    REQUIRE(o.value);
    REQUIRE(o.value->links.size() == 122);
    std::size_t totalLinks = 0, rdma = 0;
    for (const auto& x : o.value->links) {
        totalLinks += x.place.total;
        rdma += x.transport == "RDMA";
    }
    CHECK(totalLinks == 11);
    CHECK(rdma == 8);
    CHECK(o.value->links[1].dst == 8);
    CHECK(o.value->links[1].linkOpName.empty());

    std::string st = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "communication_matrix.json");
    auto s = readCommunicationMatrix(st);
    REQUIRE(s.value);
    CHECK(s.value->links.size() == 67);

    std::string cluster = test::fixture(
        test::kMsinsight + "server/src/test/test_data/cluster_analysis_output/cluster_communication_matrix.json");
    auto c = readCommunicationMatrix(cluster);
    REQUIRE(c.value);
    CHECK(c.value->clusterForm);
    REQUIRE(c.value->links.size() == 10);
    CHECK(c.value->links[0].place.kind == "p2p");
    CHECK(c.value->links[0].place.step == "step2");
    CHECK(c.value->links[2].src == 8);
}

TEST_CASE("communication readers: malformed documents")
{
    test::TempDir dir;
    SECTION("truncated JSON")
    {
        auto r = readCommunication(dir.write("communication.json", R"J({"step1": {"collective": {"a@1": {"Comm)J"));
        CHECK_FALSE(r.value);
        CHECK(test::mentions(r.diagnostics, "invalid JSON"));
        auto m = readCommunicationMatrix(dir.write("communication_matrix.json", "{\"step1\": [1, 2"));
        CHECK_FALSE(m.value);
    }
    SECTION("not an object")
    {
        auto r = readCommunication(dir.write("c.json", "[1, 2, 3]"));
        CHECK_FALSE(r.value);
        CHECK(test::mentions(r.diagnostics, "expected a JSON object"));
    }
    SECTION("text numbers, missing elapse, bad distribution, unknown level")
    {
        auto r = readCommunication(dir.write("d.json", R"J({"step3": {"collective": {
            "op_a@7": {"Communication Time Info": {"Elapse Time(ms)": "1.5", "Wait Time(ms)": "soon",
                                                   "Idel Time(ms)": 0.5},
                       "Communication Bandwidth Info": {"HCCS": {"Transit Size(MB)": 2, "Transit Time(ms)": 0.5,
                                                                 "Size Distribution": {"2": "x"}}}},
            "op_b@7": {"Communication Time Info": {"Transit Time(ms)": 1}}},
          "weird": {"op_c@8": {"Communication Time Info": {"Elapse Time(ms)": 2}}}}})J"));
        REQUIRE(r.value);
        REQUIRE(r.value->ops.size() == 3);
        const CommOp& a = r.value->ops[0];
        CHECK(a.elapseNs == Approx(1.5e6));
        CHECK(a.waitNs == 0);
        CHECK(a.idleNs == Approx(0.5e6)); // MindSpore's documented spelling
        CHECK(a.mainTransport()->effectiveBandwidthGBs() == Approx(4.0));
        CHECK(test::mentions(r.diagnostics, "non-numeric 'Wait Time(ms)' in step3 / collective / op_a@7"));
        CHECK(test::mentions(r.diagnostics, "size distribution entry '2'"));
        CHECK(test::mentions(r.diagnostics, "missing 'Elapse Time(ms)' in step3 / collective / op_b@7"));
        CHECK(test::mentions(r.diagnostics, "key 'weird' under step3 is not a known level"));
        CHECK(r.value->ops[2].place.opName == "op_c");
    }
    SECTION("matrix links that are not src-dst")
    {
        auto m = readCommunicationMatrix(dir.write("m.json", R"J({"step1": {"p2p": {"send@1": {
            "0-1": {"Transport Type": "HCCS", "Transit Size(MB)": 8, "Transit Time(ms)": 2},
            "zero-one": {"Transport Type": "HCCS"}, "2-3": 5}}}})J"));
        REQUIRE(m.value);
        REQUIRE(m.value->links.size() == 1);
        CHECK(m.value->links[0].bandwidthGBs == Approx(4.0)); // not written: size / time
        CHECK(test::mentions(m.diagnostics, "link 'zero-one'"));
        CHECK(test::mentions(m.diagnostics, "link '2-3'"));
    }
    SECTION("a size distribution count beyond int64 (the fuzzer's kind of number)")
    {
        auto r = readCommunication(dir.write("f.json", R"J({"step1": {"collective": {"op_a@1": {
            "Communication Time Info": {"Elapse Time(ms)": 1},
            "Communication Bandwidth Info": {"HCCS": {"Transit Size(MB)": 2, "Transit Time(ms)": 0.5,
                                                      "Size Distribution": {"2": [1e30, 0.5], "4": [3, 0.25]}}}}}}})J"));
        REQUIRE(r.value);
        REQUIRE(r.value->ops.size() == 1);
        const auto& sizes = r.value->ops[0].mainTransport()->sizeDistribution;
        REQUIRE(sizes.size() == 1);
        CHECK(sizes[0].count == 3);
        CHECK(test::mentions(r.diagnostics, "has a count out of range"));
    }
    SECTION("empty object")
    {
        auto r = readCommunication(dir.write("e.json", "{}"));
        REQUIRE(r.value);
        CHECK(r.value->ops.empty());
        CHECK(test::mentions(r.diagnostics, "no communication operations"));
    }
}
