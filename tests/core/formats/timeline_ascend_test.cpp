// torch_npu / MindSpore 2.x trace_view.json and CANN msprof timeline files: processes by name,
// string timestamps, flows, counters, several iteration files merged. Expected values computed
// independently with python3 (json + decimal).
#include "fixtures.h"
#include "formats/timeline/timeline_reader.h"
#include "model/track_index.h"
#include "timeline/steps.h"
#include "timeline_lookup.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

namespace {

using test::track;

std::string pytorchTrace(const std::string& level, const std::string& rank)
{
    return test::fixture("Ascend/msinsight/test/data/pytorch/text/" + level + "/" + rank +
                         "_ascend_pt/ASCEND_PROFILER_OUTPUT/trace_view.json");
}

std::vector<std::string> msprofFiles(const std::string& prof, int device)
{
    std::vector<std::string> out;
    std::string dir = test::mindinsight("profiler/" + prof + "/device_" + std::to_string(device) + "/timeline");
    if (dir.empty())
        return out;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        std::string name = e.path().filename().string();
        if (name.rfind("msprof_", 0) == 0)
            out.push_back(e.path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("timeline: trace_view.json of a torch_npu level-1 run (rank 0)")
{
    std::string path = pytorchTrace("level1", "rank0");
    REQUIRE_FIXTURE(path);
    TimelineReadOptions options;
    options.threads = 2; // exercise the split scan on a real file
    auto r = readTraceView(path, options);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(t.format == "trace_view");
    CHECK(t.eventCount == 4384);
    CHECK(t.tracks.size() == 24);
    CHECK(t.flows.size() == 611); // 567 s->f, 34 written f-before-s, 5 launches with two f
    CHECK(t.counters.size() == 30);
    // Processes ordered by their process_sort_index: Python 0, CANN 7, Ascend Hardware 13, HCCL 15, Overlap 23.
    CHECK(t.tracks[0].process == "Python");
    CHECK(t.tracks[0].kind == TrackKind::Framework);
    CHECK(t.tracks[0].thread == "Thread 3096504");
    CHECK(t.tracks[0].events.size() == 1651);
    CHECK(t.tracks[0].maxDepth == 37);
    CHECK(t.tracks[2].thread == "Thread 3099702"); // its sort index 3105076 puts it after 3105075
    CHECK(t.tracks[3].process == "CANN");
    CHECK(t.tracks[3].kind == TrackKind::Cann);
    CHECK(track(t, "CANN", "Thread 3099702").events.size() == 395);
    CHECK(track(t, "Ascend Hardware", "Stream 2").events.size() == 219);
    CHECK(track(t, "Ascend Hardware", "Stream 4").events.size() == 308);
    CHECK(track(t, "Ascend Hardware", "Stream 4").kind == TrackKind::Hardware);
    CHECK(track(t, "HCCL", "Group 0 Communication").kind == TrackKind::Communication);
    CHECK(track(t, "HCCL", "Plane 7").events.size() == 40);
    CHECK(track(t, "Overlap Analysis", "Free").events.size() == 90);
    CHECK(track(t, "Overlap Analysis", "Computing").kind == TrackKind::Overlap);
    CHECK(t.tracks.back().process == "Overlap Analysis");

    // String timestamps with 3 decimals are exact in ns. Sorted by start: the module span comes first.
    const TimelineEvent& first = t.tracks[0].events[0];
    CHECK(t.names[first.name].name == "<string>(1): <module>");
    CHECK(first.start == 1736408883686490810);
    CHECK(first.duration == 156289120);
    CHECK(first.depth == 0);
    auto empty = std::find_if(t.tracks[0].events.begin(), t.tracks[0].events.end(),
                              [&](const TimelineEvent& e) { return t.names[e.name].name == "aten::empty"; });
    REQUIRE(empty != t.tracks[0].events.end());
    CHECK(empty->start == 1736408883688177930);
    CHECK(empty->duration == 145570);
    CHECK(empty->depth > 0);
    CHECK(t.begin == 1736408883573887920); // the first counter sample
    CHECK(t.end == 1736408883973810000);

    // Flows from the Python thread to the task queue thread, and host to device.
    const std::uint32_t python = 0;
    const std::uint32_t stream2 = static_cast<std::uint32_t>(findTrack(t, "Ascend Hardware", "Stream 2"));
    std::size_t toDevice = 0, fromPython = 0;
    for (const auto& f : t.flows) {
        toDevice += f.toTrack == stream2;
        fromPython += f.fromTrack == python;
    }
    CHECK(toDevice == 409);
    CHECK(fromPython == 156);
    CHECK(std::find(t.flowCategories.begin(), t.flowCategories.end(), "HostToDevice") != t.flowCategories.end());

    // Counters: the AI Core frequency in MHz.
    auto freq = std::find_if(t.counters.begin(), t.counters.end(),
                             [](const TimelineCounter& c) { return c.name == "AI Core Freq"; });
    REQUIRE(freq != t.counters.end());
    CHECK(freq->process == "AI Core Freq");
    CHECK(freq->series == "MHz");
    REQUIRE(freq->samples.size() == 2);
    CHECK(freq->samples[0].first == 1736408883573887920);
    CHECK(freq->samples[0].second == 1800);

    // Ascend Hardware task types are not op types: the group is the kernel name.
    const TimelineTrack& s2 = track(t, "Ascend Hardware", "Stream 2");
    const TimelineName& task = t.names[s2.events[0].name];
    CHECK(!task.type.empty());
    CHECK(t.groups[task.group] == task.name);
}

TEST_CASE("timeline: other trace_view.json samples")
{
    SECTION("level 0: CANN process with labels only, flows from threads without slices")
    {
        std::string path = pytorchTrace("level0", "rank0");
        REQUIRE_FIXTURE(path);
        auto r = readTraceView(path);
        REQUIRE(r.value);
        CHECK(r.value->eventCount == 3379);
        CHECK(r.value->flows.size() == 611);
        CHECK(r.value->tracks.size() == 12);
        const TimelineTrack& cpu = track(*r.value, "CPU", "Thread 3020403");
        CHECK(cpu.events.empty());
        CHECK(cpu.processSort == 7);
    }
    SECTION("level 2 and rank 1")
    {
        std::string level2 = pytorchTrace("level2", "rank0");
        REQUIRE_FIXTURE(level2);
        auto r = readTraceView(level2);
        REQUIRE(r.value);
        CHECK(r.value->eventCount == 4811);
        CHECK(track(*r.value, "CANN", "Thread 3181770").events.size() == 767);
        auto r1 = readTraceView(pytorchTrace("level1", "rank1"));
        REQUIRE(r1.value);
        CHECK(r1.value->eventCount == 4385);
        CHECK(r1.value->flows.size() == 611);
    }
    SECTION("msprof-analyze sample: pids 800 / 43767502, numeric flow ids")
    {
        std::string path = test::fixture("Ascend/msprof-analyze/test/ut/advisor/timeline_advice/trace_view.json");
        REQUIRE_FIXTURE(path);
        auto r = readTraceView(path);
        REQUIRE(r.value);
        CHECK(r.value->eventCount == 2212);
        CHECK(r.value->flows.size() == 713);
        CHECK(r.value->tracks.size() == 10);
        CHECK(track(*r.value, "Ascend Hardware", "Stream 3").events.size() == 276);
        CHECK(track(*r.value, "Ascend Hardware", "Stream 3").kind == TrackKind::Hardware);
        const TimelineEvent& step = r.value->tracks[0].events[0];
        CHECK(r.value->names[step.name].name == "ProfilerStep#1");
        CHECK(step.start == 1704161511420289011);
        CHECK(step.duration == 14091970);
        TimelineSteps steps = timelineSteps(*r.value);
        CHECK(steps.source == StepSource::ProfilerStepEvents);
        REQUIRE(steps.steps.size() == 1);
        CHECK(steps.steps[0].number == 1);
        CHECK(steps.steps[0].end == 1704161511420289011 + 14091970);
    }
    SECTION("msinsight heat map sample (no sort indices) and a metadata-only file")
    {
        std::string path = test::fixture("Ascend/msinsight/server/src/test/test_data/heatMap/trace_view.json");
        REQUIRE_FIXTURE(path);
        auto r = readTraceView(path);
        REQUIRE(r.value);
        CHECK(r.value->eventCount == 4);
        CHECK(r.value->tracks.size() == 4);
        CHECK(r.value->begin == 1742490378358140950);
        auto tiny =
            readTraceView(test::fixture("Ascend/msinsight/server/src/test/fuzz/test_data/trace_view_tiny.json"));
        REQUIRE(tiny.value);
        CHECK(tiny.value->eventCount == 0);
        CHECK(tiny.value->tracks.empty());
        CHECK(!tiny.diagnostics.empty());
    }
}

TEST_CASE("timeline: CANN msprof files of one device become one timeline")
{
    auto files = msprofFiles("PROF_000001_20230818142704322_COJGGGCANRMICFBC", 0);
    REQUIRE_FIXTURE(files.empty() ? std::string() : files[0]);
    REQUIRE(files.size() == 10);
    auto r = readMsprofTimeline(files);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(r.diagnostics.empty());
    CHECK(t.format == "msprof");
    CHECK(t.sources.size() == 10);
    CHECK(t.eventCount == 10838);
    CHECK(t.tracks.size() == 18);
    CHECK(t.names.size() == 197);
    CHECK(t.flows.size() == 10);
    CHECK(t.begin == 56635864386800);
    CHECK(t.end == 56636222784140);
    // Process sort indices: CANN 2, Ascend Hardware 3, HCCL 11, Overlap Analysis 12.
    CHECK(t.tracks[0].process == "CANN");
    CHECK(t.tracks[0].thread == "Thread 16027");
    CHECK(track(t, "Ascend Hardware", "Stream 2").events.size() == 1440);
    CHECK(track(t, "Ascend Hardware", "Stream 13").events.size() == 960);
    CHECK(track(t, "HCCL", "Plane 0").events.size() == 910);
    CHECK(track(t, "HCCL", "Communication Kernel").events.size() == 10);
    CHECK(t.tracks[findTrack(t, "HCCL", "Communication Kernel")].threadSort == 0);
    CHECK(track(t, "Overlap Analysis", "Computing").events.size() == 1242);
    const TimelineTrack& steps = track(t, "Ascend Hardware", "Step Trace(Model ID:2)");
    CHECK(steps.kind == TrackKind::Steps);
    CHECK(steps.events.size() == 40);
    CHECK(steps.maxDepth == 2); // Iteration > Iteration Refresh > Reduce

    TimelineSteps s = timelineSteps(t);
    CHECK(s.source == StepSource::StepsTrack);
    REQUIRE(s.steps.size() == 10);
    CHECK(s.steps[0].number == 1);
    CHECK(s.steps[0].start == 56635864652490);
    CHECK(s.steps[0].end == 56635864652490 + 47587810);
    CHECK(s.steps[1].number == 2);
    // Iteration 2's own event starts at 56635944370310; the gap after iteration 1 (data augmentation,
    // which CANN's Iteration Time counts in the iteration) is its part, so it starts where 1 ended.
    CHECK(s.steps[1].start == 56635864652490 + 47587810);
    CHECK(s.steps[9].number == 10);

    // The op name gives the op type even though args only say "AI_CORE".
    const TimelineName& cast = t.names[track(t, "Ascend Hardware", "Stream 2").events[0].name];
    CHECK(cast.name == "Default/network-WithLossCell/_backbone-AlexNet/Cast-op239");
    CHECK(cast.type == "AI_CORE");
    CHECK(t.groups[cast.group] == "Cast");

    auto other = msprofFiles("PROF_000001_20230818142704567_GQFAMHBKGODKJMLA", 1);
    auto r1 = readMsprofTimeline(other);
    REQUIRE(r1.value);
    CHECK(r1.value->eventCount == 10841);
    CHECK(r1.value->tracks.size() == 18);
    CHECK(track(*r1.value, "Ascend Hardware", "Stream 4").events.size() == 1440);
    CHECK(timelineSteps(*r1.value).steps[0].start == 56635854710920);
}
