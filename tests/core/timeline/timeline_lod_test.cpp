// Level of detail: every event in a view is covered by exactly one rectangle or folded span,
// nothing outside is drawn, fold counts add up, the cost follows pixels not events; hit tests
// and counter columns.
#include "fixtures.h"
#include "formats/timeline/timeline_reader.h"
#include "model/track_index.h"
#include "timeline/counter_lod.h"
#include "timeline/draw_list.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace steplens;

namespace {

// A timeline of `tracks` tracks: flat streams of ops with gaps of all sizes, and one nested track.
Timeline syntheticTimeline(std::uint32_t seed, std::size_t perTrack, int tracks = 3)
{
    std::mt19937_64 rng(seed);
    Timeline t;
    for (int g = 0; g < 12; ++g) {
        t.groups.push_back("Type" + std::to_string(g));
        TimelineName n;
        n.name = "Type" + std::to_string(g) + "-op" + std::to_string(g);
        n.type = t.groups.back();
        n.group = static_cast<std::uint32_t>(g);
        n.colour = timelineColourOf(n.type);
        t.names.push_back(n);
    }
    for (int k = 0; k < tracks; ++k) {
        TimelineTrack tr;
        tr.process = "P";
        tr.thread = "T" + std::to_string(k);
        Nanos clock = 0;
        const bool nested = k == tracks - 1;
        for (std::size_t i = 0; i < perTrack; ++i) {
            // Durations from 1 ns to 1 ms and gaps from 0 to 100 µs: every zoom sees both rects and folds.
            Nanos dur = Nanos(1) << (rng() % 21);
            Nanos gap = (rng() % 4 == 0) ? Nanos(rng() % 100000) : Nanos(rng() % 50);
            if (rng() % 50 == 0)
                dur = 0; // instants
            tr.events.push_back(TimelineEvent{clock + gap, dur, static_cast<std::uint32_t>(rng() % 12), 0, 0});
            if (nested && dur > 8 && rng() % 2) {
                // children inside the parent
                Nanos c = clock + gap + 1;
                for (int j = 0; j < 3 && c < clock + gap + dur; ++j) {
                    Nanos cd = std::max<Nanos>(0, std::min<Nanos>(dur / 4, clock + gap + dur - c));
                    tr.events.push_back(TimelineEvent{c, cd, static_cast<std::uint32_t>(rng() % 12), 0, 0});
                    c += cd + 1;
                }
            }
            clock += gap + dur;
        }
        indexTrack(tr);
        t.tracks.push_back(std::move(tr));
    }
    updateTimelineExtent(t);
    return t;
}

// Checks the coverage invariant of a draw list against a brute-force scan.
void checkCoverage(const Timeline& t, const DrawList& list, const DrawOptions& options)
{
    const Nanos t0 = list.view.start, t1 = list.view.end();
    const Nanos minNs = static_cast<Nanos>(std::ceil(options.minVisiblePx * list.view.nsPerPixel));
    std::uint64_t visibleTotal = 0;
    for (const DrawTrackRange& range : list.tracks) {
        const TimelineTrack& tr = t.tracks[range.track];
        std::map<std::uint16_t, std::vector<int>> covered; // depth -> times each level position is covered
        for (std::size_t d = 0; d < tr.levels.size(); ++d)
            covered[static_cast<std::uint16_t>(d)].assign(tr.levelSize(d), 0);
        float lastX = -10;
        int lastDepth = -1;
        for (std::size_t i = range.begin; i < range.end; ++i) {
            const DrawItem& it = list.items[i];
            REQUIRE(it.track == range.track);
            if (it.depth != lastDepth) {
                REQUIRE(int(it.depth) > lastDepth);
                lastDepth = it.depth;
                lastX = -10;
            }
            CHECK(it.x0 >= lastX);
            lastX = it.x0;
            CHECK(it.x0 <= it.x1);
            REQUIRE(it.count >= 1);
            CHECK((it.kind == DrawKind::Folded) == (it.count > 1));
            auto& c = covered[it.depth];
            for (std::uint32_t k = 0; k < it.count; ++k) {
                REQUIRE(it.levelFirst + k < c.size());
                ++c[it.levelFirst + k];
                const TimelineEvent& e = tr.levelEvent(it.depth, it.levelFirst + k);
                CHECK(eventVisible(e, t0, t1)); // nothing outside is drawn
                if (it.kind == DrawKind::Folded)
                    CHECK(e.duration < minNs); // only sub-pixel events fold
            }
            if (it.kind == DrawKind::Event)
                CHECK(it.event == tr.levelEventIndex(it.depth, it.levelFirst));
        }
        for (std::size_t d = 0; d < tr.levels.size(); ++d)
            for (std::size_t i = 0; i < tr.levelSize(d); ++i) {
                const bool visible = eventVisible(tr.levelEvent(d, i), t0, t1);
                visibleTotal += visible;
                INFO("track " << range.track << " depth " << d << " position " << i);
                CHECK(covered[static_cast<std::uint16_t>(d)][i] == (visible ? 1 : 0)); // exactly once
            }
    }
    CHECK(list.eventsCovered == visibleTotal);
}

} // namespace

TEST_CASE("timeline lod: every visible event is covered exactly once, at every zoom")
{
    Timeline t = syntheticTimeline(42, 3000);
    REQUIRE(t.tracks[2].maxDepth >= 1);
    DrawOptions options;
    std::mt19937_64 rng(3);
    const Nanos span = t.end - t.begin;
    std::size_t folds = 0, rects = 0, labels = 0;
    for (int k = 0; k < 60; ++k) {
        const double zoom = std::pow(10.0, double(rng() % 700) / 100.0); // 1x .. 10^7x
        const Nanos width = std::max<Nanos>(1, static_cast<Nanos>(double(span) / zoom));
        const Nanos start = t.begin - width / 10 + static_cast<Nanos>(rng() % static_cast<std::uint64_t>(span + 1));
        TimeView view = TimeView::fit(start, start + width, 300 + int(rng() % 1500));
        INFO("view " << view.start << " + " << view.span() << " ns on " << view.width << " px");
        DrawList list = buildDrawList(t, view, {}, options);
        checkCoverage(t, list, options);
        for (const DrawItem& it : list.items) {
            folds += it.kind == DrawKind::Folded;
            rects += it.kind == DrawKind::Event;
            labels += it.labelChars > 0;
        }
    }
    CHECK(folds > 100);
    CHECK(rects > 100);
    CHECK(labels > 10);
    // Whole trace, and a view with nothing in it.
    checkCoverage(t, buildDrawList(t, TimeView::fit(t.begin, t.end, 1600)), options);
    DrawList empty = buildDrawList(t, TimeView::fit(t.end + 10, t.end + 1000, 500));
    CHECK(empty.items.empty());
}

TEST_CASE("timeline lod: a zoomed-out frame costs pixels, not events")
{
    Timeline t = syntheticTimeline(9, 400000, 2);
    const std::uint64_t events = t.eventCount;
    REQUIRE(events > 800000);
    DrawOptions noColumns;
    noColumns.foldSamples = 0;
    DrawList whole = buildDrawList(t, TimeView::fit(t.begin, t.end, 1600), {}, noColumns);
    CHECK(whole.eventsCovered == events);
    CHECK(whole.items.size() < std::size_t(4 * 1600) * (t.tracks[1].maxDepth + 2u));
    const std::size_t levels = t.tracks[0].levels.size() + t.tracks[1].levels.size();
    CHECK(whole.probes < events / 10);
    // The folds' columns read at most 16 samples and two galloping searches per column and level.
    DrawList coloured = buildDrawList(t, TimeView::fit(t.begin, t.end, 1600));
    CHECK(coloured.eventsCovered == events);
    CHECK(coloured.foldColumns.size() <= std::size_t(1600) * levels);
    CHECK(coloured.probes - whole.probes < std::uint64_t(1600) * levels * (16 + 2 * 2 * 20));
    // Zoomed in on 20 µs in the middle: a handful of items, found by binary search.
    const Nanos mid = (t.begin + t.end) / 2;
    DrawList close = buildDrawList(t, TimeView::fit(mid, mid + 20000, 1600));
    CHECK(close.items.size() < 2000);
    CHECK(close.probes < 5000);
}

TEST_CASE("timeline lod: fold columns name the type covering the most time, checked by brute force")
{
    Timeline t = syntheticTimeline(17, 20000, 2);
    std::mt19937_64 rng(8);
    const Nanos span = t.end - t.begin;
    std::size_t checked = 0, sampled = 0;
    for (int k = 0; k < 30; ++k) {
        const double zoom = std::pow(10.0, double(rng() % 400) / 100.0); // 1x .. 10^4x
        const Nanos width = std::max<Nanos>(1, static_cast<Nanos>(double(span) / zoom));
        const Nanos start = t.begin + static_cast<Nanos>(rng() % static_cast<std::uint64_t>(span + 1)) - width / 2;
        const TimeView view = TimeView::fit(start, start + width, 200 + int(rng() % 1200));
        const DrawList list = buildDrawList(t, view, {0});
        const TimelineTrack& tr = t.tracks[0];
        for (const DrawItem& it : list.items) {
            if (it.kind != DrawKind::Folded || tr.levels[it.depth].overlapping)
                continue; // (a clamped overlapping level only has its columns estimated)
            int lastX = -1;
            for (std::uint32_t c = it.columnsBegin; c < it.columnsEnd; ++c) {
                const FoldColumn& col = list.foldColumns[c];
                CHECK(col.x > lastX); // ascending, one entry per column
                lastX = col.x;
                CHECK(col.x >= std::max(0.0f, std::floor(it.x0)));
                CHECK(col.x < view.width);
                CHECK(col.share > 0);
                CHECK(col.share <= 1.0f);
                CHECK(t.names[col.name].group == col.group);
                CHECK(t.names[col.name].colour == col.colour);
                const bool lastColumn = c + 1 == it.columnsEnd;
                if (col.sampled) {
                    ++sampled;
                    CHECK(col.events >= 1u); // of at most 16 in a column, or a stride across a crowded fold
                    continue;
                }
                if (lastColumn)
                    continue; // the last column also weighs events past the view's edge
                // Brute force: every event of the fold reaching into the column, weighed by its time there.
                const Nanos ct0 = view.toTime(col.x), ct1 = view.toTime(col.x + 1);
                std::vector<Nanos> weight(t.groups.size(), 0);
                std::vector<std::uint32_t> order; // groups in first-seen order, for ties
                std::uint32_t events = 0;
                Nanos total = 0;
                for (std::uint32_t i = it.levelFirst; i < it.levelFirst + it.count; ++i) {
                    const TimelineEvent& e = tr.levelEvent(it.depth, i);
                    const bool startsHere = e.start >= ct0 && e.start < ct1;
                    if (!startsHere && !(e.start < ct0 && e.end() > ct0))
                        continue;
                    const std::uint32_t g = t.names[e.name].group;
                    if (std::find(order.begin(), order.end(), g) == order.end())
                        order.push_back(g);
                    const Nanos w = std::max<Nanos>(1, std::min(e.end(), ct1) - std::max(e.start, ct0));
                    weight[g] += w;
                    total += w;
                    ++events;
                }
                std::uint32_t best = order.at(0);
                for (std::uint32_t g : order)
                    if (weight[g] > weight[best])
                        best = g;
                INFO("column " << col.x << " of a fold of " << it.count);
                CHECK(col.events == events);
                CHECK(col.group == best);
                CHECK(col.share == Approx(double(weight[best]) / double(total)));
                ++checked;
            }
        }
    }
    CHECK(checked > 500);
    CHECK(sampled > 50);
}

TEST_CASE("timeline lod: labels fit, hit tests, eventAt")
{
    Timeline t = syntheticTimeline(5, 500);
    const TimelineTrack& tr = t.tracks[0];
    // A view where the first event is 400 px wide.
    const TimelineEvent& e = tr.events[0];
    TimeView view;
    view.start = e.start;
    view.width = 1000;
    view.nsPerPixel = std::max(1e-3, double(std::max<Nanos>(e.duration, 1)) / 400.0);
    DrawList list = buildDrawList(t, view, {0});
    REQUIRE(!list.items.empty());
    const DrawItem& first = list.items[0];
    CHECK(first.event == 0);
    CHECK(first.kind == DrawKind::Event);
    CHECK(first.labelChars == std::min<std::size_t>(t.names[e.name].name.size(), (400 - 4) / 7));
    const DrawItem* hit = hitTest(list, 0, 0, 200.0);
    REQUIRE(hit);
    CHECK(hit == &first);
    CHECK(hitTest(list, 0, 5, 200.0) == nullptr); // no such depth
    CHECK(hitTest(list, 1, 0, 200.0) == nullptr); // track not in the list
    // eventAt against a brute-force scan.
    std::mt19937_64 rng(1);
    for (int k = 0; k < 500; ++k) {
        const TimelineTrack& nested = t.tracks[2];
        Nanos at = nested.begin + static_cast<Nanos>(rng() % static_cast<std::uint64_t>(nested.end - nested.begin + 1));
        for (std::uint16_t d = 0; d <= nested.maxDepth; ++d) {
            std::optional<std::uint32_t> expect;
            for (std::uint32_t i = 0; i < nested.events.size() && !expect; ++i) {
                const TimelineEvent& x = nested.events[i];
                if (x.depth == d && x.start <= at && (at < x.end() || (x.duration == 0 && at == x.start)))
                    expect = i;
            }
            CHECK(eventAt(nested, d, at) == expect);
        }
    }
}

TEST_CASE("timeline lod: counter columns match a brute-force scan")
{
    TimelineCounter c;
    std::mt19937_64 rng(11);
    Nanos clock = 1000;
    for (int i = 0; i < 100000; ++i) {
        clock += 1 + Nanos(rng() % 500);
        c.samples.emplace_back(clock, double(int(rng() % 10000) - 5000));
    }
    CounterLod lod(c);
    CHECK(lod.rangeMinMax(0, c.samples.size()).first ==
          std::min_element(c.samples.begin(), c.samples.end(), [](auto& a, auto& b) {
              return a.second < b.second;
          })->second);
    for (auto [b, e] : {std::pair<std::size_t, std::size_t>{3, 4}, {17, 5000}, {4095, 4097}, {1, 99999}, {64, 4160}}) {
        double lo = c.samples[b].second, hi = lo;
        for (std::size_t i = b; i < e; ++i) {
            lo = std::min(lo, c.samples[i].second);
            hi = std::max(hi, c.samples[i].second);
        }
        auto mm = lod.rangeMinMax(b, e);
        CHECK(mm.first == lo);
        CHECK(mm.second == hi);
    }
    for (TimeView view : {TimeView::fit(0, clock + 10, 1600), TimeView::fit(clock / 3, clock / 3 + 200000, 800),
                          TimeView::fit(clock / 2, clock / 2 + 3000, 1000)}) {
        CounterColumns cols = lod.columns(view);
        std::uint32_t total = 0;
        for (const CounterColumn& col : cols.columns) {
            const Nanos a = view.toTime(col.x), b = view.toTime(col.x + 1);
            std::uint32_t n = 0;
            double lo = 0, hi = 0;
            for (const auto& s : c.samples)
                if (s.first >= a && s.first < b) {
                    lo = n ? std::min(lo, s.second) : s.second;
                    hi = n ? std::max(hi, s.second) : s.second;
                    ++n;
                }
            CHECK(col.count == n);
            CHECK(col.min == lo);
            CHECK(col.max == hi);
            total += col.count;
        }
        std::uint32_t inView = 0;
        for (const auto& s : c.samples)
            inView += s.first >= view.start && s.first < view.toTime(view.width);
        CHECK(total == inView);
    }

    // Deeply zoomed in (a tenth of a nanosecond per pixel) with the next sample ten seconds on: that sample's
    // x lies beyond int. The view shows the value held, no columns, and nothing undefined (sanitizer build).
    TimelineCounter gap;
    gap.samples = {{1000, 1.0}, {1000 + 10'000'000'000LL, 2.0}};
    CounterColumns held = CounterLod(gap).columns(TimeView::fit(2000, 2100, 1000));
    CHECK(held.columns.empty());
    REQUIRE(held.before);
    CHECK(*held.before == 1.0);
}
