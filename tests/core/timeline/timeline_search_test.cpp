// Search across the whole trace, range statistics, step boundaries and the report overview.
// Fixture expectations computed independently with python3 (json + decimal).
#include "fixtures.h"
#include "formats/timeline/timeline_reader.h"
#include "timeline/draw_list.h"
#include "timeline/overview.h"
#include "timeline/range_stats.h"
#include "timeline/search.h"
#include "timeline/steps.h"
#include "model/track_index.h"

#include <catch2/catch.hpp>

#include <random>

using namespace steplens;

namespace {

// Nested spans with random gaps on one track, flat ones on another.
Timeline nestedTimeline(std::uint32_t seed, std::size_t n)
{
    std::mt19937_64 rng(seed);
    Timeline t;
    for (int g = 0; g < 6; ++g) {
        t.groups.push_back("G" + std::to_string(g));
        t.names.push_back(TimelineName{"G" + std::to_string(g), "", "", "", static_cast<std::uint32_t>(g), 0});
    }
    for (int k = 0; k < 2; ++k) {
        TimelineTrack tr;
        Nanos clock = 0;
        for (std::size_t i = 0; i < n; ++i) {
            Nanos dur = 1 + Nanos(rng() % 5000);
            Nanos gap = Nanos(rng() % 3000);
            tr.events.push_back(TimelineEvent{clock + gap, dur, static_cast<std::uint32_t>(rng() % 6), 0, 0});
            if (k == 1 && dur > 4)
                tr.events.push_back(
                    TimelineEvent{clock + gap + 1, dur / 2, static_cast<std::uint32_t>(rng() % 6), 0, 0});
            clock += gap + dur;
        }
        indexTrack(tr);
        t.tracks.push_back(std::move(tr));
    }
    updateTimelineExtent(t);
    return t;
}

} // namespace

TEST_CASE("timeline search: finds events anywhere in the trace, with aggregates")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/timeline_display_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    REQUIRE(r.value);
    const Timeline& t = *r.value;

    SearchQuery q;
    q.text = "AssignAdd"; // case-insensitive substring of name, type or full name
    SearchResult s = searchTimeline(t, q);
    CHECK(s.error.empty());
    CHECK(s.count == 15);
    CHECK(s.total == 25320);
    CHECK(s.max == 2660);
    CHECK(s.min == 1510);
    CHECK(s.mean == Approx(25320.0 / 15));
    REQUIRE(s.hits.size() == 15);
    CHECK(s.hits[0].start == 0);
    CHECK(std::is_sorted(s.hits.begin(), s.hits.end(), [](auto& a, auto& b) { return a.start < b.start; }));
    // Far outside a narrow view of the start of the trace.
    TimeView view = TimeView::fit(0, 10000, 1000);
    CHECK(std::any_of(s.hits.begin(), s.hits.end(), [&](const SearchHit& h) { return h.start > view.end(); }));

    q.window = std::make_pair(Nanos(1000000000), Nanos(2000000000));
    CHECK(searchTimeline(t, q).count == 5);
    q.window.reset();

    SearchQuery rx;
    rx.text = R"(^Mul-op\d+$)";
    rx.regex = true;
    SearchResult m = searchTimeline(t, rx);
    CHECK(m.count == 452);
    CHECK(m.matchedNames == 32);
    rx.maxHits = 10;
    SearchResult capped = searchTimeline(t, rx);
    CHECK(capped.hits.size() == 10);
    CHECK(capped.truncated);
    CHECK(capped.hits[9].start == m.hits[9].start);

    SearchQuery bad;
    bad.text = "([unclosed";
    bad.regex = true;
    SearchResult b = searchTimeline(t, bad);
    CHECK(!b.error.empty());
    CHECK(b.count == 0);

    SearchQuery caseSensitive;
    caseSensitive.text = "assignadd";
    caseSensitive.caseSensitive = true;
    CHECK(searchTimeline(t, caseSensitive).count == 0);
}

TEST_CASE("timeline range statistics: per op type counts and clipped time")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/timeline_display_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    RangeStats all = rangeStatistics(t, t.begin, t.end);
    CHECK(all.count == 6359);
    CHECK(all.totalNs == 40900574350);

    RangeStats part = rangeStatistics(t, 1000000000, 2000000000);
    CHECK(part.count == 987);
    CHECK(part.totalNs == 1199012810);
    REQUIRE(part.groups.size() >= 3);
    CHECK(part.groups[0].name == "stream_540_parallel_0");
    CHECK(part.groups[0].count == 5);
    CHECK(part.groups[0].totalNs == 248401730);
    CHECK(part.groups[1].name == "UnsortedSegmentSum");
    CHECK(part.groups[1].totalNs == 216226480);
    std::uint64_t n = 0;
    Nanos total = 0;
    for (const auto& g : part.groups) {
        n += g.count;
        total += g.totalNs;
        CHECK(g.totalNs <= g.fullNs);
    }
    CHECK(n == part.count);
    CHECK(total == part.totalNs);

    // Synthetic, nested: the sums match a brute-force pass, and depth 0 only drops the children.
    Timeline s = nestedTimeline(8, 2000);
    const Nanos a = s.begin + (s.end - s.begin) / 3, b = s.begin + (s.end - s.begin) / 2;
    RangeStats st = rangeStatistics(s, a, b);
    std::uint64_t count = 0, top = 0;
    Nanos clipped = 0;
    for (const auto& tr : s.tracks)
        for (const auto& e : tr.events)
            if (eventVisible(e, a, b)) {
                ++count;
                top += e.depth == 0;
                clipped += std::min(e.end(), b) - std::max(e.start, a);
            }
    CHECK(st.count == count);
    CHECK(st.totalNs == clipped);
    RangeStatsOptions topOnly;
    topOnly.topLevelOnly = true;
    CHECK(rangeStatistics(s, a, b, topOnly).count == top);
}

TEST_CASE("timeline steps: Steps track, ProfilerStep events, given windows")
{
    Timeline t;
    t.names = {TimelineName{"1", "", "", "", 0, 0}, TimelineName{"2", "", "", "", 1, 0},
               TimelineName{"Conv2D-op1", "Conv2D", "", "", 2, 0}};
    t.groups = {"1", "2", "Conv2D"};
    TimelineTrack steps;
    steps.kind = TrackKind::Steps;
    steps.events.push_back(TimelineEvent{100, 50, 0, 0, 0});
    steps.events.push_back(TimelineEvent{200, 70, 1, 0, 0});
    indexTrack(steps);
    TimelineTrack ops;
    ops.kind = TrackKind::AiCore;
    ops.events.push_back(TimelineEvent{110, 5, 2, 0, 0});
    indexTrack(ops);
    t.tracks.push_back(std::move(ops));
    t.tracks.push_back(std::move(steps));
    updateTimelineExtent(t);

    TimelineSteps s = timelineSteps(t);
    CHECK(s.source == StepSource::StepsTrack);
    CHECK(s.track == 1);
    REQUIRE(s.steps.size() == 2);
    CHECK(s.steps[1].number == 2);
    CHECK(s.steps[1].end == 270);
    // Step 2 follows step 1: the gap 150-200 before it is its iteration gap.
    CHECK(s.steps[1].start == 150);
    CHECK(stepIndexAt(s, 120) == 0);
    CHECK(stepIndexAt(s, 180) == 1);
    CHECK(stepIndexAt(s, 269) == 1);
    CHECK(stepIndexAt(s, 50) == -1);

    // Without a Steps track, the given windows are used.
    t.tracks.pop_back();
    TimelineSteps none = timelineSteps(t);
    CHECK(none.source == StepSource::None);
    StepTrace trace;
    StepRecord r1;
    r1.stepNum = 1;
    r1.start = 90;
    r1.end = 300;
    trace.steps.push_back(r1);
    TimelineSteps given = timelineSteps(t, stepWindowsFromStepTrace(trace));
    CHECK(given.source == StepSource::Given);
    REQUIRE(given.steps.size() == 1);
    CHECK(stepIndexAt(given, 110) == 0);
}

TEST_CASE("timeline overview: what the report shows")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/timeline_display_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readTimelineDisplay(path);
    REQUIRE(r.value);
    TimelineOverview o = timelineOverview(*r.value, 3);
    CHECK(o.events == 6359);
    CHECK(o.tracks == 22);
    CHECK(o.deviceTracks == 22);
    REQUIRE(o.tracksByKind.size() == 2);
    CHECK(o.tracksByKind[0] == std::make_pair(std::string("ai_core"), std::size_t(11)));
    CHECK(o.tracksByKind[1] == std::make_pair(std::string("communication"), std::size_t(11)));
    CHECK(o.deviceTotalNs == 40900574350);
    REQUIRE(o.topDeviceGroups.size() == 3);
    CHECK(o.topDeviceGroups[0].name == "stream_540_parallel_0");
    CHECK(o.topDeviceGroups[0].totalNs == 15871844140);
    CHECK(o.topDeviceGroups[1].name == "stream_532_parallel_0");
    CHECK(o.topDeviceGroups[1].totalNs == 10265639230);
    CHECK(o.topDeviceGroups[2].totalNs == 8517315870);
    CHECK(o.stepSource == StepSource::None);
    CHECK(o.end == 66173887670);
}
