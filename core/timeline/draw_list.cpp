#include "timeline/draw_list.h"

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {

// One depth level as an array, whether the track is flat (level 0 = events) or indexed.
struct LevelRef {
    const TimelineEvent* events = nullptr;
    const std::uint32_t* index = nullptr;
    std::size_t size = 0;
    bool overlapping = false;
    Nanos maxDuration = 0;

    const TimelineEvent& at(std::size_t i) const { return index ? events[index[i]] : events[i]; }
    std::uint32_t eventIndex(std::size_t i) const { return index ? index[i] : static_cast<std::uint32_t>(i); }
};

LevelRef levelRef(const TimelineTrack& track, std::size_t depth)
{
    LevelRef l;
    l.events = track.events.data();
    if (track.levels.empty())
        return l;
    const TimelineLevel& level = track.levels[depth];
    l.index = track.levels.size() == 1 ? nullptr : level.index.data();
    l.size = track.levelSize(depth);
    l.overlapping = level.overlapping;
    l.maxDuration = level.maxDuration;
    return l;
}

// First position in [lo, hi) whose predicate is true, for a predicate that is false then true.
template <typename Pred>
std::size_t partitionPoint(std::size_t lo, std::size_t hi, Pred pred, std::uint64_t& probes)
{
    while (lo < hi) {
        std::size_t mid = lo + (hi - lo) / 2;
        ++probes;
        if (pred(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

// First position in [from, hi) whose event ends at or after `target`, searching outward from
// `from` first: a fold usually stops a few events on, and the cost should follow that distance.
std::size_t gallopEnd(const LevelRef& level, std::size_t from, std::size_t hi, Nanos target, std::uint64_t& probes)
{
    std::size_t lo = from, step = 1;
    while (lo < hi) {
        std::size_t probe = std::min(hi - 1, lo + step - 1);
        ++probes;
        if (level.at(probe).end() >= target)
            return partitionPoint(
                lo, probe, [&](std::size_t i) { return level.at(i).end() >= target; }, probes);
        lo = probe + 1;
        step *= 2;
    }
    return hi;
}

struct ItemMaker {
    const Timeline& timeline;
    const TimeView& view;
    const DrawOptions& options;
    std::uint32_t track;

    float clampX(double x) const { return static_cast<float>(std::clamp(x, -1.0, double(view.width) + 1.0)); }

    DrawItem make(const LevelRef& level, std::size_t pos, std::uint16_t depth, Nanos end, std::uint32_t count) const
    {
        const TimelineEvent& e = level.at(pos);
        DrawItem it;
        it.x0 = clampX(view.toX(e.start));
        it.x1 = clampX(view.toX(end));
        it.track = track;
        it.depth = depth;
        it.kind = count > 1 ? DrawKind::Folded : DrawKind::Event;
        it.event = level.eventIndex(pos);
        it.levelFirst = static_cast<std::uint32_t>(pos);
        it.count = count;
        it.name = e.name;
        const TimelineName& name = timeline.names[e.name];
        it.colour = name.colour;
        if (count == 1) {
            const double inner =
                std::min<double>(it.x1, view.width) - std::max<double>(it.x0, 0) - options.labelPaddingPx;
            const double fit = std::floor(inner / options.charWidthPx);
            if (fit >= options.minLabelChars)
                it.labelChars = static_cast<std::uint16_t>(std::min<double>({fit, double(name.name.size()), 65535.0}));
        }
        return it;
    }
};

void appendLevel(const ItemMaker& maker, const LevelRef& level, std::uint16_t depth, std::vector<DrawItem>& out,
                 std::uint64_t& probes, const TimelineTrack& track)
{
    const Nanos t0 = maker.view.start, t1 = maker.view.end();
    auto [lo, hi] = visibleLevelRange(track, depth, t0, t1, &probes);
    const Nanos minNs =
        std::max<Nanos>(1, static_cast<Nanos>(std::ceil(maker.options.minVisiblePx * maker.view.nsPerPixel)));
    std::size_t i = lo;
    while (i < hi) {
        const TimelineEvent& e = level.at(i);
        ++probes;
        if (!eventVisible(e, t0, t1)) {
            ++i;
            continue;
        }
        if (e.duration >= minNs) {
            out.push_back(maker.make(level, i, depth, e.end(), 1));
            ++i;
            continue;
        }
        // A fold: absorb the small events that follow while they stay within minNs of each other.
        Nanos foldEnd = e.end();
        std::size_t j = i + 1;
        if (level.overlapping) {
            while (j < hi) {
                const TimelineEvent& n = level.at(j);
                ++probes;
                if (n.duration >= minNs || n.start >= foldEnd + minNs)
                    break;
                foldEnd = std::max(foldEnd, n.end());
                ++j;
            }
        } else {
            for (;;) {
                // Everything that ends before foldEnd + minNs starts after foldEnd, so it is small.
                std::size_t k = gallopEnd(level, j, hi, foldEnd + minNs, probes);
                if (k > j) {
                    foldEnd = std::max(foldEnd, level.at(k - 1).end());
                    j = k;
                }
                if (j >= hi)
                    break;
                const TimelineEvent& n = level.at(j);
                if (n.duration >= minNs || n.start >= foldEnd + minNs)
                    break;
                foldEnd = std::max(foldEnd, n.end());
                ++j;
            }
        }
        out.push_back(maker.make(level, i, depth, foldEnd, static_cast<std::uint32_t>(j - i)));
        i = j;
    }
}

} // namespace

std::pair<std::size_t, std::size_t> visibleLevelRange(const TimelineTrack& track, std::size_t depth, Nanos t0, Nanos t1,
                                                      std::uint64_t* probes)
{
    std::uint64_t local = 0;
    std::uint64_t& p = probes ? *probes : local;
    if (track.levels.empty() || depth >= track.levels.size())
        return {0, 0};
    const LevelRef level = levelRef(track, depth);
    // Ends are sorted within a level, so the first visible event is the first that ends at or
    // after t0. A clamped (overlapping) level only has sorted starts: widen by its longest event.
    std::size_t lo =
        level.overlapping
            ? partitionPoint(
                  0, level.size, [&](std::size_t i) { return level.at(i).start >= t0 - level.maxDuration; }, p)
            : partitionPoint(
                  0, level.size, [&](std::size_t i) { return level.at(i).end() >= t0; }, p);
    std::size_t hi = partitionPoint(
        lo, level.size, [&](std::size_t i) { return level.at(i).start >= t1; }, p);
    return {lo, hi};
}

void appendTrackDrawItems(const Timeline& timeline, std::uint32_t track, const TimeView& view,
                          const DrawOptions& options, std::vector<DrawItem>& out, std::uint64_t* probes)
{
    std::uint64_t local = 0;
    std::uint64_t& p = probes ? *probes : local;
    const TimelineTrack& t = timeline.tracks[track];
    if (t.events.empty() || view.width <= 0 || t.end < view.start || t.begin >= view.end())
        return;
    ItemMaker maker{timeline, view, options, track};
    for (std::size_t d = 0; d < t.levels.size(); ++d)
        appendLevel(maker, levelRef(t, d), static_cast<std::uint16_t>(d), out, p, t);
}

DrawList buildDrawList(const Timeline& timeline, const TimeView& view, const std::vector<std::uint32_t>& tracks,
                       const DrawOptions& options)
{
    DrawList list;
    list.view = view;
    auto add = [&](std::uint32_t t) {
        DrawTrackRange range;
        range.track = t;
        range.begin = list.items.size();
        appendTrackDrawItems(timeline, t, view, options, list.items, &list.probes);
        range.end = list.items.size();
        list.tracks.push_back(range);
    };
    if (tracks.empty())
        for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t)
            add(t);
    else
        for (std::uint32_t t : tracks)
            if (t < timeline.tracks.size())
                add(t);
    for (const DrawItem& it : list.items)
        list.eventsCovered += it.count;
    return list;
}

const DrawItem* hitTest(const DrawList& list, std::uint32_t track, std::uint16_t depth, double x, double tolerancePx)
{
    for (const DrawTrackRange& r : list.tracks) {
        if (r.track != track)
            continue;
        auto first = list.items.begin() + static_cast<std::ptrdiff_t>(r.begin);
        auto last = list.items.begin() + static_cast<std::ptrdiff_t>(r.end);
        auto levelBegin = std::partition_point(first, last, [&](const DrawItem& it) { return it.depth < depth; });
        auto levelEnd = std::partition_point(levelBegin, last, [&](const DrawItem& it) { return it.depth <= depth; });
        // Items of a level are sorted by x0 and do not overlap: the candidate is the last one
        // starting at or before x (+ tolerance), or the next one when x falls in a gap.
        auto after = std::partition_point(levelBegin, levelEnd, [&](const DrawItem& it) { return it.x0 <= x; });
        const DrawItem* best = nullptr;
        double bestDistance = tolerancePx;
        auto consider = [&](const DrawItem& it) {
            double d = x < it.x0 ? it.x0 - x : (x > it.x1 ? x - it.x1 : 0.0);
            if (d <= bestDistance) {
                bestDistance = d;
                best = &it;
            }
        };
        if (after != levelBegin)
            consider(*(after - 1));
        if (after != levelEnd)
            consider(*after);
        return best;
    }
    return nullptr;
}

std::optional<std::uint32_t> eventAt(const TimelineTrack& track, std::uint16_t depth, Nanos t)
{
    auto [lo, hi] = visibleLevelRange(track, depth, t, t + 1);
    const LevelRef level = levelRef(track, depth);
    for (std::size_t i = lo; i < hi; ++i) {
        const TimelineEvent& e = level.at(i);
        if (e.start <= t && (t < e.end() || (e.duration == 0 && t == e.start)))
            return level.eventIndex(i);
    }
    return std::nullopt;
}

} // namespace steplens
