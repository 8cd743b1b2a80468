// Folds that say what they hold: per pixel column the op type covering the most time, and search
// hits inside folds as one mark per column. Expected values are worked out by hand in the comments.
#include "model/track_index.h"
#include "timeline/draw_list.h"
#include "timeline/hit_marks.h"
#include "timeline/search.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

// Names A (group 0) and B (group 1) with distinct colours.
Timeline twoNames()
{
    Timeline t;
    for (const char* type : {"MatMul", "Add"}) {
        t.groups.push_back(type);
        TimelineName n;
        n.name = std::string(type) + "-op";
        n.type = type;
        n.group = static_cast<std::uint32_t>(t.groups.size() - 1);
        n.colour = timelineColourOf(n.type);
        t.names.push_back(n);
    }
    REQUIRE(t.names[0].colour != t.names[1].colour);
    return t;
}

constexpr std::uint32_t A = 0, B = 1;

void addTrack(Timeline& t, std::vector<TimelineEvent> events)
{
    TimelineTrack tr;
    tr.process = "P";
    tr.thread = "T" + std::to_string(t.tracks.size());
    for (const TimelineEvent& e : events)
        tr.events.push_back(e);
    indexTrack(tr);
    t.tracks.push_back(std::move(tr));
    updateTimelineExtent(t);
}

TimeView view(Nanos start, double nsPerPixel, int width)
{
    TimeView v;
    v.start = start;
    v.nsPerPixel = nsPerPixel;
    v.width = width;
    return v;
}

} // namespace

TEST_CASE("timeline folds: each pixel column takes the colour of the type covering most of its time")
{
    Timeline t = twoNames();
    // 100 ns per pixel; every event is under 3 px (300 ns), and no gap reaches 300 ns: one fold.
    addTrack(t, {
                    {0, 60, A, 0, 0},    // column 0: A 60, B 40          -> A, 60 %
                    {60, 40, B, 0, 0},   //
                    {100, 20, A, 0, 0},  // column 1: A 20, B 80          -> B, 80 %
                    {120, 80, B, 0, 0},  //
                    {200, 30, B, 0, 0},  // column 2: B 30, A 70          -> A, 70 %
                    {230, 70, A, 0, 0},  //
                    {300, 100, B, 0, 0}, // column 3: B alone             -> B, 100 %
                    {400, 30, A, 0, 0},  // column 4: A 30, B 70          -> B, 70 %
                    {430, 150, B, 0, 0}, // column 5: B 80 (runs in), A 20 -> B, 80 %
                    {580, 20, A, 0, 0},  //
                                         // column 6: a 100 ns gap, no column
                    {700, 50, A, 0, 0},  // column 7: A alone             -> A, 100 %
                });
    const DrawList list = buildDrawList(t, view(0, 100, 10));
    REQUIRE(list.items.size() == 1);
    const DrawItem& fold = list.items[0];
    REQUIRE(fold.kind == DrawKind::Folded);
    CHECK(fold.count == 11);
    REQUIRE(fold.columnsEnd - fold.columnsBegin == 7);
    struct Expect {
        int x;
        std::uint32_t name;
        double share;
        std::uint32_t events;
    };
    const Expect expect[] = {{0, A, 0.6, 2}, {1, B, 0.8, 2}, {2, A, 0.7, 2}, {3, B, 1.0, 1},
                             {4, B, 0.7, 2}, {5, B, 0.8, 2}, {7, A, 1.0, 1}};
    for (std::size_t k = 0; k < 7; ++k) {
        const FoldColumn& c = list.foldColumns[fold.columnsBegin + k];
        INFO("column " << expect[k].x);
        CHECK(c.x == expect[k].x);
        CHECK(c.name == expect[k].name);
        CHECK(c.group == t.names[expect[k].name].group);
        CHECK(c.colour == t.names[expect[k].name].colour);
        CHECK(c.share == Approx(expect[k].share));
        CHECK(c.events == expect[k].events);
        CHECK_FALSE(c.sampled);
        // The hover finds the same column from a pixel inside it.
        CHECK(foldColumnAt(list, fold, expect[k].x + 0.5) == &c);
    }
    CHECK(foldColumnAt(list, fold, 6.5) == nullptr); // the gap
    CHECK(foldColumnAt(list, fold, 9.5) == nullptr); // after the fold

    // No samples asked for: the same fold, without columns.
    DrawOptions plain;
    plain.foldSamples = 0;
    const DrawList bare = buildDrawList(t, view(0, 100, 10), {}, plain);
    REQUIRE(bare.items.size() == 1);
    CHECK(bare.items[0].count == 11);
    CHECK(bare.foldColumns.empty());
}

TEST_CASE("timeline folds: a crowded column is judged by time from a bounded sample, not by count")
{
    Timeline t = twoNames();
    // 1000 events 10 ns apart in one 10 µs column: three in four are A of 1 ns, every fourth is B of
    // 9 ns. A is 75 % of the events, B 75 % of the time (2250 of 3000 ns).
    std::vector<TimelineEvent> events;
    for (Nanos k = 0; k < 1000; ++k)
        events.push_back(TimelineEvent{k * 10, k % 4 == 0 ? 9 : 1, k % 4 == 0 ? B : A, 0, 0});
    addTrack(t, events);
    DrawOptions options;
    REQUIRE(options.foldSamples == 16);
    options.foldDenseSamples = 4; // (the default reads 2 per column: 4 make a finer example)
    const DrawList list = buildDrawList(t, view(0, 10000, 4), {}, options);
    REQUIRE(list.items.size() == 1);
    const DrawItem& fold = list.items[0];
    CHECK(fold.count == 1000);
    REQUIRE(fold.columnsEnd - fold.columnsBegin == 1);
    const FoldColumn& c = list.foldColumns[fold.columnsBegin];
    CHECK(c.x == 0);
    CHECK(c.sampled);
    // 1000 events, 4 wanted: a stride of 256. Slot m reads 256 m + floor(256 frac(0.618 m)): events 0,
    // 158, 572 and 986, i.e. B (9 ns), A (1 ns), B, A: B has 18 of the 20 sampled ns.
    CHECK(c.events == 4);
    CHECK(c.name == B);
    CHECK(c.share == Approx(0.9));
    // The cost: a search for the view, the fold's gallop and 4 samples, far below the 1000 events.
    CHECK(list.probes < 60);
}

TEST_CASE("timeline folds: search hits inside folds become one mark per pixel column")
{
    Timeline t = twoNames();
    // Two tracks of 200 events, 5 ns every 10 ns: at 100 ns per pixel each track is one fold over 20 px.
    // Track 0 has B at events 15 and 17 (column 1, twice), 100 (column 10) and 199 (column 19).
    for (int k = 0; k < 2; ++k) {
        std::vector<TimelineEvent> events;
        for (Nanos i = 0; i < 200; ++i) {
            const bool b = k == 0 ? (i == 15 || i == 17 || i == 100 || i == 199) : i == 50;
            events.push_back(TimelineEvent{i * 10, 5, b ? B : A, 0, 0});
        }
        addTrack(t, events);
    }
    SearchQuery q;
    q.text = "Add";
    const SearchResult found = searchTimeline(t, q);
    REQUIRE(found.count == 5);
    const HitIndex index = HitIndex::fromSearch(t, found.hits);
    CHECK(index.track(0).size() == 4);
    CHECK(index.level(0, 0) == std::vector<Nanos>{150, 170, 1000, 1990});
    CHECK(index.level(0, 1).empty());
    CHECK(index.track(7).empty());

    const DrawList list = buildDrawList(t, view(0, 100, 20));
    REQUIRE(list.items.size() == 2);
    REQUIRE(list.items[0].kind == DrawKind::Folded);
    const std::vector<FoldHitMark> marks = foldHitMarks(list, index);
    REQUIRE(marks.size() == 4);
    const std::pair<std::uint32_t, int> expect[] = {{0, 1}, {0, 10}, {0, 19}, {1, 5}};
    for (std::size_t k = 0; k < 4; ++k) {
        CHECK(marks[k].item == expect[k].first);
        CHECK(marks[k].x == expect[k].second);
    }
    // Zoomed out 10x: track 0's 2 µs are columns 0 and 1 (150 and 170 in 0, 1000 and 1990 in 1).
    const DrawList far = buildDrawList(t, view(0, 1000, 20));
    const std::vector<FoldHitMark> farMarks = foldHitMarks(far, index);
    REQUIRE(farMarks.size() == 3);
    CHECK(farMarks[0].x == 0);
    CHECK(farMarks[1].x == 1);
    CHECK(farMarks[2].x == 0); // track 1's hit at 500 ns
    CHECK(foldHitMarks(list, HitIndex{}).empty());
}

TEST_CASE("timeline folds: a million hits cost at most one mark per column")
{
    // A hit every nanosecond for 1 ms, seen 1000 ns per pixel: every column once, ascending.
    std::vector<Nanos> starts(1000000);
    for (std::size_t i = 0; i < starts.size(); ++i)
        starts[i] = Nanos(i);
    const TimeView whole = view(0, 1000, 1000);
    const std::vector<int> columns = hitColumns(starts, whole, 0, 1000);
    REQUIRE(columns.size() == 1000);
    for (int c = 0; c < 1000; ++c)
        CHECK(columns[std::size_t(c)] == c);
    // Only the columns asked for, clipped to the view.
    CHECK(hitColumns(starts, whole, 10.4, 12.2) == std::vector<int>{10, 11, 12});
    CHECK(hitColumns(starts, whole, 995, 2000).size() == 5);
    CHECK(hitColumns(starts, whole, -50, -10).empty());
    // All of them in one column: one mark.
    CHECK(hitColumns(starts, view(0, 2e6, 100), 0, 100) == std::vector<int>{0});
    // Sparse hits: only their columns, whatever the spacing.
    const std::vector<Nanos> sparse = {5, 1999, 2000, 2001, 999999};
    CHECK(hitColumns(sparse, whole, 0, 1000) == std::vector<int>{0, 1, 2, 999});
}
