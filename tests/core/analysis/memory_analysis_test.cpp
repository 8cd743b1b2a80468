// Memory analysis (memory_record, operator_memory, static_op_mem): curves, peaks, the blocks held at
// the peak, allocator gaps and static graphs, on the real torch_npu samples and on constructed
// input. Fixture values computed with python3's csv module from the files (µs → ns with Decimal,
// so times are exact; MB as written; operator sizes KB / 1024).
#include "analysis/findings/thresholds.h"
#include "analysis/memory_analysis.h"
#include "analysis/memory_compare.h"
#include "analysis/memory_curve.h"
#include "analysis/profile_analysis.h"
#include "fixtures.h"
#include "formats/ascend/static_op_mem_reader.h"
#include "load/load.h"
#include "run_lookup.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

using namespace steplens;

namespace {

using test::rankOf;

std::vector<std::string> componentNames(const MemoryAnalysis& m)
{
    std::vector<std::string> out;
    for (const auto& c : m.components)
        out.push_back(c.name);
    return out;
}

std::string blockName(const Profile& p, const MemoryAnalysis& m, std::size_t aliveIndex)
{
    return p.ascend->operatorMemory->str((*m.blocks)[m.aliveAtPeak[aliveIndex]].name);
}

double blockSize(const MemoryAnalysis& m, std::size_t aliveIndex)
{
    return (*m.blocks)[m.aliveAtPeak[aliveIndex]].sizeMB;
}

bool hasNote(const MemoryAnalysis& m, const std::string& text)
{
    for (const auto& n : m.notes)
        if (n.english().find(text) != std::string::npos)
            return true;
    return false;
}

// A profile holding only the memory tables given (constructed input).
Profile memoryProfile(const std::vector<MemoryRecord>& records, const std::vector<std::string>& components)
{
    Profile p;
    p.layout = Layout::AscendProfilerOutput;
    p.ascend.emplace();
    p.ascend->framework = "torch_npu";
    MemoryRecords m;
    for (const auto& c : components)
        m.strings.intern(c);
    m.rows = records;
    m.hasActive = true;
    p.ascend->memoryRecords = std::move(m);
    return p;
}

// `stream`: the id of the stream's text in the profile's strings (0: none).
MemoryRecord row(Nanos t, std::uint32_t component, double allocated, double reserved, std::uint32_t stream = 0)
{
    MemoryRecord r;
    r.timestamp = t;
    r.component = component;
    r.allocatedMB = allocated;
    r.reservedMB = reserved;
    r.activeMB = allocated;
    r.streamPtr = stream;
    return r;
}

} // namespace

TEST_CASE("memory: text level1 rank 0, peaks, components, the step of the peak and the blocks held there")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    const Profile* p = rankOf(run, 0);
    REQUIRE(p);
    auto m = analyzeMemory(*p, Thresholds());
    REQUIRE(m);
    CHECK(m->records == 1004);
    CHECK(componentNames(*m) == std::vector<std::string>{"APP", "PTA", "PTA+GE", "GE"});
    // PTA's events come from two streams (369 and 12 rows) but carry one allocator-wide total.
    const MemoryComponent& pta = m->components[1];
    REQUIRE(pta.streams.size() == 2);
    CHECK(pta.streams[0] == std::pair<std::string, std::size_t>{"897357296", 369});
    CHECK(pta.streams[1] == std::pair<std::string, std::size_t>{"904703504", 12});
    CHECK_FALSE(pta.splitByStream);
    CHECK(m->components[0].deviceWide);
    CHECK(m->components[2].sum);

    // Peaks over all rows as written: allocated 1261.04296875 (PTA+GE), reserved 2113.73046875 (APP),
    // active 1187.9814453125 (PTA). Time 0 is the first record, 1736408883573957.920 µs.
    CHECK(m->begin == 1736408883573957920LL);
    CHECK(m->end == 1736408883821907920LL);
    REQUIRE(m->peakAllocated);
    CHECK(m->peakAllocated->mb == 1261.04296875);
    CHECK(m->peakAllocated->component == "PTA+GE");
    CHECK(m->peakAllocated->time == 1736408883743396450LL);
    CHECK(m->msSinceBegin(m->peakAllocated->time) == Approx(169.43853));
    CHECK(m->peakReserved->mb == 2113.73046875);
    CHECK(m->peakReserved->component == "APP");
    CHECK(m->peakActive->mb == 1187.9814453125);
    CHECK_FALSE(m->capacityMB); // no file states the device's memory

    // Step 50 (ProfilerStep#50 of trace_view.json, 1736408883686740.710 µs for 155985.8 µs) holds the peak.
    REQUIRE(m->steps.size() == 1);
    CHECK(m->steps[0].number == 50);
    CHECK(m->steps[0].start == 1736408883686740710LL);
    CHECK(m->steps[0].end == 1736408883842726510LL);
    CHECK(m->peakAllocated->step == 50);

    // Curves: APP has only reserved; PTA and PTA+GE all three metrics; GE writes no active total.
    CHECK(m->curves->size() == 9);
    CHECK_FALSE(m->curve("GE", MemoryMetric::Active));
    const MemoryCurve* app = m->curve("APP", MemoryMetric::Reserved);
    REQUIRE(app);
    CHECK(app->samples.samples.size() == 14);
    CHECK_FALSE(m->curve("APP", MemoryMetric::Allocated));
    const MemoryCurve* sum = m->curve("PTA+GE", MemoryMetric::Allocated);
    REQUIRE(sum);
    CHECK(sum->samples.samples.size() == 495);
    CHECK(sum->peakMB == 1261.04296875);
    CHECK(std::is_sorted(sum->samples.samples.begin(), sum->samples.samples.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; }));

    // Allocator gaps at each allocator's allocated peak: PTA 1187.9814453125 of 1452 reserved.
    REQUIRE(m->gaps.size() == 2);
    CHECK(m->gaps[0].component == "PTA");
    CHECK(m->gaps[0].allocatedMB == 1187.9814453125);
    CHECK(m->gaps[0].reservedMB == 1452.0);
    CHECK(m->gaps[0].gapMB == Approx(264.0185546875));
    CHECK(m->gaps[0].gapPct == Approx(18.183096052858126));
    CHECK(m->gaps[1].component == "GE");
    CHECK(m->gaps[1].gapMB == Approx(1.6875));

    // operator_memory: 184 blocks, 24 never released; 43 held at the allocated peak, 559.56 MB.
    REQUIRE(m->blocks);
    CHECK(m->operatorCount() == 184);
    CHECK(m->unreleased == 24);
    CHECK(m->aliveSource == AliveAt::MemoryRecordPeak);
    CHECK(*m->aliveTime == m->peakAllocated->time);
    CHECK_FALSE(m->blocksOtherCapture);
    CHECK(m->blocksBegin == m->begin);
    REQUIRE(m->aliveAtPeak.size() == 43);
    CHECK(m->aliveAtPeakMB == Approx(559.56005859375));
    // Largest first; aten::mm and aten::_foreach_add tie at 147456.5 KB, the earlier allocation first.
    CHECK(blockName(*p, *m, 0) == "aten::mm");
    CHECK(blockSize(*m, 0) == Approx(144.00048828125));
    CHECK(blockName(*p, *m, 1) == "aten::_foreach_add");
    CHECK(blockName(*p, *m, 2) == "aten::mm");
    CHECK(blockSize(*m, 2) == Approx(64.00048828125));
    CHECK(blockName(*p, *m, 4) == "cann::trans_TransData_24");
    CHECK(blockSize(*m, 4) == Approx(49.0625));
    const MemoryBlock& first = (*m->blocks)[0]; // aten::empty_strided, never released
    CHECK_FALSE(first.released);
    CHECK(first.lifetime == m->end - first.allocated);
    CHECK(first.aliveAtPeak);
    CHECK((*m->blocks)[m->aliveAtPeak[0]].sizeRank == 1);
    CHECK(m->notes.empty());
}

TEST_CASE("memory: the other text samples (level0, level2, level1 rank 1) give their own peaks")
{
    struct Case {
        const char* folder;
        int rank;
        double allocated, reserved, peakMs;
        const char* component;
        std::size_t alive;
    };
    // python3: max of Total Allocated(MB) / Total Reserved(MB) over all rows, first time reached.
    const Case cases[] = {
        {"test/data/pytorch/text/level0", 0, 1188.1064453125, 2109.6015625, 164.80018, "PTA+GE", 41},
        {"test/data/pytorch/text/level2", 0, 1261.04296875, 2113.73046875, 160.39186, "PTA+GE", 43},
        {"test/data/pytorch/text/level1", 1, 1261.04296875, 2113.734375, 173.48521, "PTA+GE", 43},
    };
    for (const Case& c : cases) {
        const std::string folder = test::fixture(test::kMsinsight + c.folder);
        REQUIRE_FIXTURE(folder);
        Run run = loadRun(folder);
        const Profile* p = rankOf(run, c.rank);
        REQUIRE(p);
        auto m = analyzeMemory(*p, Thresholds());
        REQUIRE(m);
        INFO(c.folder << " rank " << c.rank);
        CHECK(m->peakAllocated->mb == c.allocated);
        CHECK(m->peakAllocated->component == c.component);
        CHECK(m->peakReserved->mb == c.reserved);
        CHECK(m->msSinceBegin(m->peakAllocated->time) == Approx(c.peakMs));
        CHECK(m->operatorCount() == 184);
        CHECK(m->unreleased == 24);
        CHECK(m->aliveAtPeak.size() == c.alive);
        CHECK(blockName(*p, *m, 0) == "aten::mm");
    }
}

TEST_CASE("memory: MindStudio Insight's test_rank_0 (2023 header) takes the blocks at operator_memory's own peak")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_0");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    auto m = analyzeMemory(p, Thresholds());
    REQUIRE(m);
    CHECK(m->records == 11);
    CHECK(componentNames(*m) == std::vector<std::string>{"APP", "PTA", "PTA+GE", "GE"});
    CHECK(m->peakAllocated->mb == 4599.86572265625);
    CHECK(m->peakAllocated->component == "PTA");
    CHECK(m->msSinceBegin(m->peakAllocated->time) == Approx(68.5565));
    CHECK(m->peakReserved->mb == 11224.375);
    CHECK_FALSE(m->peakActive); // the 2023 header has no Total Active column
    CHECK_FALSE(m->curve("PTA", MemoryMetric::Active));
    // PTA had 8664 MB reserved when it had 4599.87 MB allocated.
    REQUIRE_FALSE(m->gaps.empty());
    CHECK(m->gaps[0].component == "PTA");
    CHECK(m->gaps[0].gapMB == Approx(4064.13427734375));
    CHECK(m->gaps[0].gapPct == Approx(46.90829036638677));
    // operator_memory starts 2 ms after the allocated peak: the alive list is taken at its own peak,
    // the highest Allocation Total Allocated (80.125 MB, cann::Graph_95 at 1695115378736209.5 µs).
    CHECK(m->operatorCount() == 28);
    CHECK(m->unreleased == 0);
    CHECK(m->aliveSource == AliveAt::OperatorMemoryPeak);
    CHECK(*m->aliveTime == 1695115378736209500LL);
    CHECK(m->aliveReferenceMB == 80.125);
    REQUIRE(m->aliveAtPeak.size() == 1);
    CHECK(blockName(p, *m, 0) == "cann::Graph_95");
    CHECK(blockSize(*m, 0) == Approx(80.0625));
    CHECK(hasNote(*m, "not the allocated peak of memory_record at 68.556 ms"));
}

TEST_CASE("memory: test_rank_1, saved by a spreadsheet: one timestamp, another capture, static graphs")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    auto m = analyzeMemory(p, Thresholds());
    REQUIRE(m);
    // 1.69512E+15 in every Timestamp(us) cell: kept, all at one instant.
    CHECK(m->records == 30);
    CHECK(m->begin == m->end);
    CHECK(m->peakAllocated->mb == 4599.740723);
    CHECK(m->peakAllocated->component == "PTA");
    CHECK(m->msSinceBegin(m->peakAllocated->time) == 0.0);
    CHECK(m->peakReserved->mb == 10750.375);
    CHECK(m->peakActive->mb == 4599.740723);
    CHECK(hasNote(*m, "All 30 rows of memory_record share one timestamp"));
    // operator_memory was written in 2024 (1706704429088523.015 µs), memory_record in 2023.
    CHECK(hasNote(*m, "operator_memory and memory_record cover different times"));
    CHECK(m->aliveSource == AliveAt::OperatorMemoryPeak);
    CHECK(*m->aliveTime == 1706704429099778886LL); // aten::_convolution, Allocation Total Allocated 3273.6196 MB
    CHECK(m->aliveReferenceMB == 3273.61962890625);
    REQUIRE(m->aliveAtPeak.size() == 14);
    CHECK(m->aliveAtPeakMB == Approx(2903.82421875));
    CHECK(blockName(p, *m, 0) == "aten::native_batch_norm");
    CHECK(blockSize(*m, 0) == Approx(784.001953125));
    CHECK(blockName(p, *m, 1) == "aten::_convolution");
    CHECK(m->unreleased == 2);
    // The operator table's times count from its own first allocation (1706704429088523.015 µs).
    CHECK(m->blocksOtherCapture);
    CHECK(m->blocksBegin == 1706704429088523015LL);
    CHECK(m->blocksEnd == 1706704429255175486LL);
    // The unreleased blocks of the other capture live to its own last time, not to memory_record's.
    for (const MemoryBlock& b : *m->blocks)
        if (!b.released)
            CHECK(b.lifetime == 1706704429255175486LL - b.allocated);
    // PTA: 4599.740723 MB allocated of 8582 MB reserved.
    REQUIRE_FALSE(m->gaps.empty());
    CHECK(m->gaps[0].gapMB == Approx(3982.259277));

    // static_op_mem.csv: graphs 0 and 1, 27 operators each, TOTAL rows 17210.5 and 19910.5 KB. The
    // held size at a node index counts the blocks with start <= index <= end.
    REQUIRE(m->staticGraphs.size() == 2);
    const StaticGraphMemory& g0 = m->staticGraphs[0];
    CHECK(g0.graphId == 0);
    CHECK(g0.modelName == "0");
    CHECK(g0.ops == 27);
    CHECK(g0.firstNode == 0);
    CHECK(g0.lastNode == 32);
    CHECK(g0.peakMB == Approx(6152.743164063 / 1024));
    CHECK(g0.peakNode == 27);
    CHECK(*g0.totalMB == Approx(17210.5 / 1024));
    const StaticGraphMemory& g1 = m->staticGraphs[1];
    CHECK(g1.graphId == 1);
    CHECK(g1.peakMB == Approx(8496.461914063 / 1024));
    CHECK(g1.peakNode == 32);
    CHECK(*g1.totalMB == Approx(19910.5 / 1024));
    CHECK(g1.heldMB.back().second == 0.0); // everything is released after the last node
}

TEST_CASE("static_op_mem.csv: rows, TOTAL rows apart, open ends and bad rows")
{
    const std::string path = test::fixture(
        test::kMsinsight + "server/src/test/test_data/test_rank_1/ASCEND_PROFILER_OUTPUT/static_op_mem.csv");
    REQUIRE_FIXTURE(path);
    auto r = readStaticOpMem(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->rows.size() == 54);
    REQUIRE(r.value->totals.size() == 2);
    CHECK(r.value->totals[1].graphId == 1);
    CHECK(r.value->totals[1].sizeKB == 19910.5);
    const StaticOpMemRow& inv = r.value->rows[13]; // matrixinverse_01, held to the end of the graph
    CHECK(inv.opName == "matrixinverse_01");
    CHECK(inv.nodeStart == 16);
    CHECK(inv.nodeEnd == kStaticNodeOpen);
    CHECK(inv.sizeKB == 488.28125);

    test::TempDir dir;
    auto bad = readStaticOpMem(dir.write("static_op_mem.csv", "Device_id,Op Name,Model Name,Graph ID,Node Index "
                                                              "Start,Node Index End,Size(KB)\n"
                                                              "0,a,m,3,5,2,10\n"
                                                              "0,b,m,3,x,2,10\n"
                                                              "0,c,m,3,1,,4\n"));
    REQUIRE(bad.value);
    REQUIRE(bad.value->rows.size() == 1);
    CHECK(bad.value->rows[0].opName == "c");
    CHECK(bad.value->rows[0].nodeEnd == kStaticNodeOpen);
    bool endBeforeStart = false;
    for (const auto& d : bad.diagnostics)
        endBeforeStart |= d.message.english() == "Node Index End 2 lies before Node Index Start 5";
    CHECK(endBeforeStart);
    CHECK_FALSE(readStaticOpMem(dir.write("static_op_mem.csv", "Op,Size\n")).value);
}

TEST_CASE("memory: constructed records, peaks tie to the first time, streams with their own totals split")
{
    // Component 1 "PTA" on two streams whose totals are separate (they jump at each change of stream),
    // component 2 "GE" on two streams with one continuing total. Streams: 4 "s1", 5 "s2", 6 "a", 7 "b".
    std::vector<MemoryRecord> rows = {
        row(100, 1, 10, 20, 4),  row(110, 1, 500, 600, 5), row(120, 1, 12, 20, 4),  row(130, 1, 510, 600, 5),
        row(140, 1, 14, 20, 4),  row(150, 1, 520, 600, 5), row(100, 2, 50, 60, 6),   row(110, 2, 51, 60, 7),
        row(120, 2, 52, 60, 6),  row(130, 2, 52.5, 60, 7), row(135, 2, 520, 600, 6), row(90, 3, 520, 600, 0),
    };
    Profile p = memoryProfile(rows, {"PTA", "GE", "APP", "s1", "s2", "a", "b"});
    p.ascend->memoryRecords->rows[11].allocatedMB = kAbsent; // APP has no allocated total
    auto m = analyzeMemory(p, Thresholds());
    REQUIRE(m);
    REQUIRE(m->components.size() == 3);
    CHECK(m->components[0].splitByStream);
    CHECK_FALSE(m->components[1].splitByStream);
    const MemoryCurve* s1 = m->curve("PTA", MemoryMetric::Allocated, "s1");
    const MemoryCurve* s2 = m->curve("PTA", MemoryMetric::Allocated, "s2");
    REQUIRE(s1);
    REQUIRE(s2);
    CHECK(s1->samples.samples.size() == 3);
    CHECK(s1->peakMB == 14);
    CHECK(s2->peakMB == 520);
    CHECK(s2->peakTime == 150);
    CHECK(m->curve("GE", MemoryMetric::Allocated)->samples.samples.size() == 5);
    // 520 MB is reached by GE at 135 and by PTA/s2 at 150: the first time wins.
    CHECK(m->peakAllocated->mb == 520);
    CHECK(m->peakAllocated->time == 135);
    CHECK(m->peakAllocated->component == "GE");
    CHECK(m->peakReserved->mb == 600);
    CHECK(m->peakReserved->time == 90);
    CHECK(m->peakReserved->component == "APP");
    CHECK(m->begin == 90);
    CHECK(m->end == 150);
    // One gap per allocator curve: GE 520 of 600 at 135; PTA/s2 520 of 600; PTA/s1 14 of 20.
    REQUIRE(m->gaps.size() == 3);
    CHECK(m->gaps[0].gapMB == 80);
    CHECK(m->gaps.back().gapMB == 6);
    CHECK(m->gaps.back().stream == "s1");
    CHECK(*valueAt(m->curve("GE", MemoryMetric::Allocated)->samples, 125) == 52);
    CHECK_FALSE(valueAt(m->curve("GE", MemoryMetric::Allocated)->samples, 99));
}

TEST_CASE("memory: blocks alive at the peak, unreleased blocks, capacity from the user or a file")
{
    Profile p = memoryProfile({row(0, 1, 100, 200), row(50, 1, 300, 400), row(80, 1, 150, 400), row(200, 1, 120, 400)},
                              {"PTA"});
    OperatorMemory om;
    auto block = [&](const char* name, double kb, Nanos alloc, std::optional<Nanos> release) {
        OperatorMemoryRow r;
        r.name = om.strings.intern(name);
        r.sizeKB = kb;
        r.allocationTime = alloc;
        r.releaseTime = release;
        om.rows.push_back(r);
    };
    block("held", 1024, 10, std::nullopt);    // alive at 50, held to the end (200)
    block("until-peak", 2048, 20, Nanos(50)); // released at the peak instant: not alive
    block("at-peak", 4096, 50, Nanos(60));    // allocated at the peak instant: alive
    block("later", 8192, 70, Nanos(90));      // after the peak
    block("same-size", 4096, 40, Nanos(100)); // ties with at-peak, allocated earlier: listed first
    p.ascend->operatorMemory = om;
    Thresholds th;
    auto m = analyzeMemory(p, th);
    REQUIRE(m);
    CHECK(m->peakAllocated->time == 50);
    REQUIRE(m->aliveAtPeak.size() == 3);
    CHECK(om.str((*m->blocks)[m->aliveAtPeak[0]].name) == "same-size");
    CHECK(om.str((*m->blocks)[m->aliveAtPeak[1]].name) == "at-peak");
    CHECK(om.str((*m->blocks)[m->aliveAtPeak[2]].name) == "held");
    CHECK(m->aliveAtPeakMB == 9);
    CHECK((*m->blocks)[0].lifetime == 190);
    CHECK((*m->blocks)[3].sizeRank == 1);
    CHECK((*m->blocks)[3].overlaps(85, 95));
    CHECK_FALSE((*m->blocks)[3].overlaps(90, 95));
    CHECK_FALSE(m->capacityMB);

    REQUIRE(th.set(ThresholdKey::DeviceMemoryMb, 65536));
    m = analyzeMemory(p, th);
    CHECK(*m->capacityMB == 65536);
    CHECK(m->capacitySource == "device_memory_mb");
    p.ascend->deviceMemory = DeviceMemoryInfo{"Ascend910B", 32768.0, "npu_info.json"};
    m = analyzeMemory(p, th);
    CHECK(*m->capacityMB == 32768); // a file's statement comes before the user's setting
    CHECK(m->capacitySource == "npu_info.json");
    p.ascend->deviceMemory = DeviceMemoryInfo{"Ascend910B", std::nullopt, "x.db"};
    CHECK_FALSE(analyzeMemory(p, Thresholds())->capacityMB); // never guessed from the chip name
}

TEST_CASE("memory curve: step polyline per pixel column keeps every column's min and max")
{
    TimelineCounter c;
    // 0..999 ns: a saw tooth with one spike of 1000 at t = 503.
    for (Nanos t = 0; t < 1000; ++t)
        c.samples.emplace_back(t, t == 503 ? 1000.0 : double(t % 10));
    CounterLod lod(c);
    // 10 columns of 100 ns each: every column holds 100 samples.
    CurvePolyline line = curvePolyline(lod, c, TimeView::fit(0, 1000, 10));
    CHECK(line.reduced);
    CHECK(line.columns == 10);
    CHECK(line.size() <= 10 * 5);
    CHECK(*std::max_element(line.v.begin(), line.v.end()) == 1000.0); // the spike survives
    CHECK(*std::min_element(line.v.begin(), line.v.end()) == 0.0);
    // Vertex times stay on column edges and never go back.
    CHECK(std::is_sorted(line.t.begin(), line.t.end()));
    CHECK(line.t.front() == 0);

    // Zoomed in to 20 samples over 200 pixels: one sample per column, drawn as exact steps.
    TimelineCounter few;
    few.samples = {{0, 1.0}, {100, 3.0}, {300, 2.0}};
    CounterLod fewLod(few);
    CurvePolyline steps = curvePolyline(fewLod, few, TimeView::fit(0, 400, 400));
    CHECK_FALSE(steps.reduced);
    CHECK(steps.t == std::vector<Nanos>{0, 100, 100, 300, 300});
    CHECK(steps.v == std::vector<double>{1, 1, 3, 3, 2});
    // A view inside the second step: the value in force is drawn flat across it.
    CurvePolyline inside = curvePolyline(fewLod, few, TimeView::fit(150, 250, 100));
    CHECK(inside.v == std::vector<double>{3, 3});
    CHECK(inside.t.front() == 150);
    CHECK(inside.t.back() == TimeView::fit(150, 250, 100).end());
    // A view after the last sample shows nothing...
    CHECK(curvePolyline(fewLod, few, TimeView::fit(500, 600, 100)).size() == 0);
    // ...unless the last value holds until the end of the capture.
    CurvePolyline held = curvePolyline(fewLod, few, TimeView::fit(0, 400, 400), 350);
    CHECK(held.t == std::vector<Nanos>{0, 100, 100, 300, 300, 350});
    CHECK(held.v == std::vector<double>{1, 1, 3, 3, 2, 2});
    CurvePolyline after = curvePolyline(fewLod, few, TimeView::fit(320, 340, 20), 350);
    CHECK(after.t == std::vector<Nanos>{320, 340});
    CHECK(after.v == std::vector<double>{2, 2});
    CHECK(curvePolyline(fewLod, few, TimeView::fit(360, 380, 20), 350).size() == 0);

    // Random curve: each column's vertices hold exactly the min and max of its samples (brute force).
    std::mt19937 rng(7);
    TimelineCounter r;
    Nanos t = 0;
    for (int i = 0; i < 20000; ++i) {
        t += 1 + Nanos(rng() % 50);
        r.samples.emplace_back(t, double(rng() % 100000));
    }
    CounterLod rLod(r);
    const TimeView view = TimeView::fit(r.samples[3000].first, r.samples[17000].first, 333);
    CurvePolyline reduced = curvePolyline(rLod, r, view);
    std::size_t checked = 0;
    for (int x = 0; x < view.width; ++x) {
        const Nanos a = view.toTime(x), b = view.toTime(x + 1);
        double lo = INFINITY, hi = -INFINITY;
        for (const auto& s : r.samples)
            if (s.first >= a && s.first < b) {
                lo = std::min(lo, s.second);
                hi = std::max(hi, s.second);
            }
        if (!std::isfinite(lo))
            continue;
        // The column's vertices (with the value carried in from the left) include its min and max.
        bool hasLo = false, hasHi = false;
        for (std::size_t i = 0; i < reduced.size(); ++i)
            if (reduced.t[i] == a) {
                hasLo |= reduced.v[i] == lo;
                hasHi |= reduced.v[i] == hi;
            }
        CHECK(hasLo);
        CHECK(hasHi);
        ++checked;
    }
    CHECK(checked > 300);
}

TEST_CASE("memory compare: peak deltas and alignment on a shared step")
{
    MemoryAnalysis a, b;
    a.peakAllocated = MemoryPeak{1000, 0, "PTA", -1};
    b.peakAllocated = MemoryPeak{1250, 0, "PTA", -1};
    a.peakReserved = MemoryPeak{2000, 0, "APP", -1};
    b.peakActive = MemoryPeak{900, 0, "PTA", -1};
    auto d = memoryPeakDeltas(a, b);
    REQUIRE(d.size() == 3);
    CHECK(d[0].metric == MemoryMetric::Allocated);
    CHECK(*d[0].deltaMB == 250);
    CHECK(*d[0].deltaPct == 25);
    CHECK_FALSE(d[1].b);
    CHECK_FALSE(d[1].deltaMB);
    CHECK(d[2].metric == MemoryMetric::Active);
    CHECK_FALSE(d[2].a);

    a.begin = 5;
    b.begin = 7;
    CHECK(alignMemory(a, b).step == -1);
    CHECK(alignMemory(a, b).originA == 5);
    a.steps = {{3, 100, 200}, {4, 200, 300}};
    b.steps = {{4, 1000, 1100}, {5, 1100, 1200}};
    MemoryAlignment al = alignMemory(a, b);
    CHECK(al.step == 4);
    CHECK(al.originA == 200);
    CHECK(al.originB == 1000);
    CHECK(alignMemory(a, b, 5).step == 4); // step 5 is not in A
}

TEST_CASE("memory: ranks without memory files have no memory analysis")
{
    Profile p;
    CHECK_FALSE(hasMemoryData(p));
    CHECK_FALSE(analyzeMemory(p, Thresholds()));
    p.ascend.emplace();
    p.ascend->memoryRecords.emplace();
    CHECK_FALSE(analyzeMemory(p, Thresholds())); // a header without rows
}

TEST_CASE("memory: blocks held at the peak that add up to more than it get a note, and shares of their sum")
{
    // memory_record allocates at most 300 MB (at 50); operator_memory holds 3 GB at that instant.
    Profile p = memoryProfile({row(0, 1, 100, 200), row(50, 1, 300, 400), row(200, 1, 120, 400)}, {"PTA"});
    OperatorMemory om;
    auto block = [&](const char* name, double mb, Nanos alloc, std::optional<Nanos> release) {
        OperatorMemoryRow r;
        r.name = om.strings.intern(name);
        r.sizeKB = mb * 1024;
        r.allocationTime = alloc;
        r.releaseTime = release;
        om.rows.push_back(r);
    };
    block("kept", 2048, 0, std::nullopt);  // held to the end
    block("brief", 1024, 49, Nanos(51));   // 2 ns of a 200 ns capture: short-lived
    p.ascend->operatorMemory = om;
    const ProfileAnalysis a = analyzeProfile(p);
    REQUIRE(a.memory);
    CHECK(a.memory->aliveReferenceMB == 300);
    CHECK(a.memory->aliveAtPeakMB == 3072);
    CHECK(hasNote(*a.memory, "add up to 3072.0 MB, more than the 300.0 MB allocated then"));
    const Finding* transient = nullptr;
    for (const Finding& f : a.findings)
        if (f.id == "memory-transient-peak")
            transient = &f;
    REQUIRE(transient);
    CHECK(transient->value == Approx(1024.0 / 3072 * 100)); // of the blocks' sum: 33.3 %, not 341 %
    CHECK(transient->explanation.english().find("At the peak (3072 MB") != std::string::npos);

    // Blocks within the peak: no note, shares of the peak.
    om.rows[0].sizeKB = 100 * 1024;
    om.rows[1].sizeKB = 50 * 1024;
    p.ascend->operatorMemory = om;
    const ProfileAnalysis within = analyzeProfile(p);
    REQUIRE(within.memory);
    CHECK_FALSE(hasNote(*within.memory, "add up to"));
    const Finding* withinTransient = nullptr;
    for (const Finding& f : within.findings)
        if (f.id == "memory-transient-peak")
            withinTransient = &f;
    REQUIRE(withinTransient);
    CHECK(withinTransient->value == Approx(50.0 / 300 * 100));
}
