// MindSpore 1.x timelines: display JSON (old and new names, numeric and string tids, GPU), the
// output_timeline_data text fallback, the summary, and the loader's choice between them.
// Expected values were computed independently with python3 (json + decimal, ns rounded half up).
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/timeline/timeline_reader.h"
#include "load/load.h"
#include "model/track_index.h"
#include "temp_dir.h"
#include "timeline_lookup.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::track;

const TimelineEvent* firstNamed(const Timeline& t, const TimelineTrack& tr, const std::string& name)
{
    for (const auto& e : tr.events)
        if (t.names[e.name].name == name)
            return &e;
    return nullptr;
}

} // namespace

TEST_CASE("timeline: run_1 timeline_display_1.json (MI 0.5, numeric tids, no metadata)")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/timeline_display_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(r.diagnostics.empty());
    CHECK(t.format == "mindspore_display");
    CHECK(t.eventCount == 6359);
    CHECK(t.tracks.size() == 22);
    CHECK(t.names.size() == 210);
    CHECK(t.begin == 0);
    CHECK(t.end == 66173887670);
    // pid 1 (the device) first, then pid 10000 "Communication Op"; threads by stream id.
    CHECK(t.tracks[0].process == "AICORE OP");
    CHECK(t.tracks[0].thread == "Stream #519");
    CHECK(t.tracks[0].kind == TrackKind::AiCore);
    CHECK(t.tracks[0].events.size() == 180);
    CHECK(track(t, "AICORE OP", "Stream #535").events.size() == 742);
    CHECK(track(t, "AICORE OP", "Stream #537").events.size() == 686);
    CHECK(t.tracks[11].process == "Communication Op");
    CHECK(t.tracks[11].thread == "Stream #520");
    CHECK(t.tracks[11].kind == TrackKind::Communication);
    CHECK(t.tracks[21].thread == "Stream #540");
    for (std::size_t i = 11; i < 22; ++i)
        CHECK(t.tracks[i].events.size() == 322);

    const TimelineTrack& s519 = t.tracks[0];
    const TimelineEvent* mul = firstNamed(t, s519, "Mul-op29");
    REQUIRE(mul);
    CHECK(mul->start == 2770); // ts 2.7700000209733844 µs
    CHECK(mul->duration == 2150);
    const TimelineName& n = t.names[mul->name];
    CHECK(n.type == "Mul");
    CHECK(n.fullName == "Default/network-TrainStepWrap/optimizer_d-Adam/Mul-op29");
    CHECK(n.details.find("\"input_0\"") != std::string::npos);
    CHECK(n.details.find("NUMBER_TYPE_FLOAT32") != std::string::npos);
    CHECK(n.details.find("fullname") == std::string::npos);
    CHECK(t.groups[n.group] == "Mul");
    // The last event: ts 66122627.67999998 rounds to ...680 ns (truncation would lose 1 ns).
    const TimelineTrack& s540 = track(t, "Communication Op", "Stream #540");
    CHECK(s540.events.back().start == 66122627680);
    CHECK(s540.events.back().duration == 51259990);
    CHECK(s540.maxDepth == 0);
}

TEST_CASE("timeline: run_2 ascend_timeline_display_1.json (string tids, AI CPU, no metadata)")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/ascend_timeline_display_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(r.diagnostics.empty());
    CHECK(t.eventCount == 112);
    REQUIRE(t.tracks.size() == 2);
    CHECK(t.tracks[0].process == "AICORE OP");
    CHECK(t.tracks[0].thread == "Stream #519");
    CHECK(t.tracks[0].tid == "519");
    CHECK(t.tracks[0].events.size() == 107);
    CHECK(t.tracks[1].process == "AICPU OP");
    CHECK(t.tracks[1].kind == TrackKind::AiCpu);
    CHECK(t.tracks[1].events.size() == 5);
    CHECK(t.names.size() == 108);
    const TimelineEvent* getNext = firstNamed(t, t.tracks[1], "GetNext");
    REQUIRE(getNext);
    CHECK(getNext->start == 6042139000);
    CHECK(getNext->duration == 518000);
    CHECK(t.tracks[1].events.back().start == 6067258000); // EndOfSequence
    CHECK(t.end == 6067298000);
}

TEST_CASE("timeline: MindInsight profiler/ Ascend and GPU display samples")
{
    std::string ascend = test::mindinsight("profiler/ascend_timeline_display_0.json");
    REQUIRE_FIXTURE(ascend);
    auto a = readTimelineDisplay(ascend);
    REQUIRE(a.value);
    CHECK(a.value->eventCount == 3);
    const TimelineEvent* add = firstNamed(*a.value, a.value->tracks[0], "AssignAdd-op142");
    REQUIRE(add);
    CHECK(add->start == 6042909560); // 6042909.559994936 µs
    CHECK(add->duration == 3100);

    auto g = readTimelineDisplay(test::mindinsight("profiler/gpu_timeline_display_0.json"));
    REQUIRE(g.value);
    const Timeline& t = *g.value;
    REQUIRE(t.tracks.size() == 2);
    CHECK(t.tracks[0].process == "GPU Op");
    CHECK(t.tracks[0].thread == "Ops");
    CHECK(t.tracks[1].thread == "Stream #17");
    CHECK(t.tracks[1].kind == TrackKind::Hardware);
    // Epoch µs with one decimal: 1600695893269618.2 µs, exactly.
    CHECK(t.tracks[0].events[0].start == 1600695893269618200);
    CHECK(t.tracks[0].events[0].duration == 303840);
    const TimelineName& kernel = t.names[t.tracks[1].events[0].name];
    CHECK(kernel.type == "cuLaunchKernel");
    CHECK(kernel.fullName == "Default/optimizer-Momentum/ApplyMomentum-op55");
    CHECK(t.groups[kernel.group] == "ApplyMomentum"); // the op, not the launch API, colours the kernel
    CHECK(kernel.details == R"({"block_dim":"1024,1,1","grid_dim":"8,1,1"})");
    CHECK(t.end == 1600695897737730592);
}

TEST_CASE("timeline: output_timeline_data text files (ms, the fallback timeline)")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/output_timeline_data_1.txt");
    REQUIRE_FIXTURE(path);
    auto r = readOutputTimelineData(path);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(r.diagnostics.empty());
    CHECK(t.format == "output_timeline_data");
    CHECK(t.eventCount == 2817);
    CHECK(t.tracks.size() == 11);
    CHECK(t.names.size() == 199);
    CHECK(track(t, "AICORE OP", "Stream #535").events.size() == 742);
    CHECK(t.begin == 438068415920);
    CHECK(t.end == 441029090600);
    const TimelineEvent* mul = firstNamed(t, t.tracks[0], "Mul-op29");
    REQUIRE(mul);
    CHECK(mul->start == 438068418690);
    CHECK(mul->duration == 2150);
    CHECK(t.names[mul->name].fullName == "Default/network-TrainStepWrap/optimizer_d-Adam/Mul-op29");

    auto r2 = readOutputTimelineData(test::mindinsight("run_2/normal_run/profiler/output_timeline_data_1.txt"));
    REQUIRE(r2.value);
    CHECK(r2.value->eventCount == 107);
    CHECK(r2.value->names.size() == 105);
    CHECK(r2.value->begin == 154907895959560);
}

TEST_CASE("timeline: summary files")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/timeline_summary_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineSummary(path);
    REQUIRE(r.value);
    CHECK(r.value->totalTime == Approx(1771382.85));
    CHECK(r.value->numStreams == 11);
    CHECK(r.value->numOps == 199);
    CHECK(r.value->opExeTimes == 2817);
    CHECK(r.value->maxScopeNameNum == 0);
    auto g = readTimelineSummary(test::mindinsight("profiler/gpu_timeline_summary_0.json"));
    REQUIRE(g.value);
    CHECK(g.value->numOps == 66);
    CHECK(g.value->totalTime == Approx(3875.638704));
    // The older copy has no max_scope_name_num: 0, as MindInsight assumes.
    auto old = readTimelineSummary(test::fixture(
        "mindspore-ai/mindinsight-history/a525f61f68/tests/utils/resource/profiler/ascend_timeline_summary_0.json"));
    REQUIRE(old.value);
    CHECK(old.value->numStreams == 2);
    CHECK(old.value->opExeTimes == 112);
    CHECK(old.value->maxScopeNameNum == 0);
    CHECK(old.diagnostics.empty());

    // A count beyond int64 (found by the fuzzer, timeline_summary) is ignored with a warning; the rest is read.
    test::TempDir dir;
    auto huge = readTimelineSummary(dir.write("ascend_timeline_summary_0.json",
                                              R"({"total_time": 1771382.85, "num_of_streams": 11,
                                                  "num_of_ops": 19955555555555555555555, "op_exe_times": 2817})"));
    REQUIRE(huge.value);
    CHECK(huge.value->numOps == 0);
    CHECK(huge.value->numStreams == 11);
    CHECK(huge.value->opExeTimes == 2817);
    CHECK(test::mentions(huge.diagnostics, "\"num_of_ops\" is out of range"));
}

TEST_CASE("timeline: the marey-graph intermediate is not a trace and is refused cleanly")
{
    std::string path = test::mindinsight("marey_graph/ascend_marey_timeline_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    CHECK(!r.value);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].severity == Severity::Error);
    CHECK(r.diagnostics[0].message.english().find("traceEvents") != std::string::npos);
}

TEST_CASE("timeline: the loader prefers the display JSON and decides the summary unit")
{
    std::string folder = test::mindinsight("run_1/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    std::vector<double> fractions;
    LoadCallbacks cb;
    cb.progress = [&](double f, const Message&) { fractions.push_back(f); };
    Run run = loadRun(folder, {}, cb);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    REQUIRE(p.timeline);
    CHECK(p.timeline->format == "mindspore_display");
    CHECK(p.timeline->eventCount == 6359);
    REQUIRE(p.timelineSummary);
    CHECK(p.timelineSummary->totalTimeUnit == "us"); // MI 0.5 name
    CHECK(std::is_sorted(fractions.begin(), fractions.end()));
    CHECK(fractions.back() == Approx(1.0));

    // run_2: the 2020 ascend_ summary is in µs too; the sum of the loaded op times tells.
    Run run2 = loadRun(test::mindinsight("run_2/normal_run/profiler"));
    REQUIRE(run2.ranks.size() == 1);
    REQUIRE(run2.ranks[0].timeline);
    CHECK(run2.ranks[0].timeline->eventCount == 112);
    REQUIRE(run2.ranks[0].timelineSummary);
    CHECK(run2.ranks[0].timelineSummary->totalTimeUnit == "us");
}

TEST_CASE("timeline: the loader falls back to msprof files, then to output_timeline_data")
{
    std::string folder = test::mindinsight("profiler");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    const Profile* rank1 = run.rank(1);
    REQUIRE(rank1);
    REQUIRE(rank1->timeline);
    CHECK(rank1->timeline->format == "msprof");
    CHECK(rank1->timeline->eventCount == 10841);
    const Profile* rank0 = run.rank(0);
    REQUIRE(rank0);
    REQUIRE(rank0->timeline);
    CHECK(rank0->timeline->format == "mindspore_display"); // display JSON beats the msprof files

    LoadOptions noTimeline;
    noTimeline.timeline = false;
    Run quick = loadRun(folder, noTimeline);
    REQUIRE(quick.rank(0));
    CHECK(!quick.rank(0)->timeline);
}

TEST_CASE("timeline: loading can be cancelled from inside the scan")
{
    std::string folder = test::mindinsight("run_1/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    bool inTimeline = false;
    LoadCallbacks cb;
    // The stage names the file being read: the timeline's is timeline_display_1.json.
    cb.progress = [&](double, const Message& stage) {
        inTimeline = inTimeline || stage.english().rfind("timeline_display_1.json (", 0) == 0;
    };
    cb.cancelled = [&] { return inTimeline; };
    Run run = loadRun(folder, {}, cb);
    CHECK(run.cancelled);
    REQUIRE(run.ranks.size() == 1);
    CHECK(!run.ranks[0].timeline);
}
