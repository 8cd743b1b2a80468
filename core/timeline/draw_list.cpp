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

// First position in [from, hi) whose event satisfies `pred` (false then true along the level),
// searching outward from `from` first: the answer is usually a few events on, and the cost should
// follow that distance.
template <typename Pred>
std::size_t gallop(const LevelRef& level, std::size_t from, std::size_t hi, Pred pred, std::uint64_t& probes)
{
    std::size_t lo = from, step = 1;
    while (lo < hi) {
        std::size_t probe = std::min(hi - 1, lo + step - 1);
        ++probes;
        if (pred(level.at(probe)))
            return partitionPoint(
                lo, probe, [&](std::size_t i) { return pred(level.at(i)); }, probes);
        lo = probe + 1;
        step *= 2;
    }
    return hi;
}

std::size_t gallopEnd(const LevelRef& level, std::size_t from, std::size_t hi, Nanos target, std::uint64_t& probes)
{
    return gallop(
        level, from, hi, [&](const TimelineEvent& e) { return e.end() >= target; }, probes);
}

// First position in [lo, hi) whose event starts at or after `t`, searching outward from `guess`: the
// previous column's event count predicts where the next column begins, and a search that starts
// near the answer reads a few neighbouring events instead of a trail of cache misses.
std::size_t firstStartingFrom(const LevelRef& level, std::size_t lo, std::size_t hi, std::size_t guess, Nanos t,
                              std::uint64_t& probes)
{
    auto starts = [&](std::size_t i) { return level.at(i).start >= t; };
    guess = std::clamp(guess, lo, hi);
    if (guess < hi) {
        ++probes;
        if (!starts(guess))
            return gallop(
                level, guess + 1, hi, [&](const TimelineEvent& e) { return e.start >= t; }, probes);
    }
    // The answer is in [lo, guess]: gallop downwards.
    std::size_t upper = guess, step = 1;
    while (upper - lo > step) {
        const std::size_t probe = upper - step;
        ++probes;
        if (!starts(probe))
            return partitionPoint(probe + 1, upper, starts, probes);
        upper = probe;
        step *= 2;
    }
    return partitionPoint(lo, upper, starts, probes);
}

// Time per op type in one column, over at most DrawOptions::foldSamples events: a linear list beats
// a map at that size.
class TypeTally
{
public:
    void add(const TimelineName& name, std::uint32_t nameId, Nanos weight)
    {
        total += weight;
        for (Entry& e : m_entries)
            if (e.group == name.group) {
                e.weight += weight;
                if (weight > e.nameWeight) {
                    e.nameWeight = weight;
                    e.name = nameId;
                }
                return;
            }
        m_entries.push_back(Entry{name.group, name.colour, nameId, weight, weight});
    }
    // The heaviest type (the first seen on a tie, so the result does not depend on hashing).
    bool best(FoldColumn& out) const
    {
        const Entry* top = nullptr;
        for (const Entry& e : m_entries)
            if (!top || e.weight > top->weight)
                top = &e;
        if (!top || total <= 0)
            return false;
        out.group = top->group;
        out.colour = top->colour;
        out.name = top->name;
        out.share = static_cast<float>(double(top->weight) / double(total));
        return true;
    }
    void clear()
    {
        m_entries.clear();
        total = 0;
    }
    Nanos total = 0;

private:
    struct Entry {
        std::uint32_t group, colour, name;
        Nanos weight, nameWeight;
    };
    std::vector<Entry> m_entries;
};

struct ItemMaker {
    const Timeline& timeline;
    const TimeView& view;
    const DrawOptions& options;
    std::uint32_t track;

    void tally(TypeTally& t, const TimelineEvent& e, Nanos weight) const
    {
        t.add(timeline.names[e.name], e.name, weight);
    }

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

// The columns of a fold holding more than DrawOptions::foldSamples events per column on average
// (a zoomed-out stream). Searching for each column's first event costs a chain of cache misses per
// column (10M events fit in no cache: a few hundred ns a cold read on the benchmark VM), so instead about
// foldDenseSamples events per column are read across the whole fold, and each counts in the
// column(s) its time falls in. The stride is a power of two and the samples sit at fixed positions
// of the level (slot m of the stride, shifted inside the slot by the fractional part of m times the
// golden ratio), so panning reads the same events and the colours hold still instead of flickering,
// while the shifts keep a periodic trace (the same ops every step) from aliasing with the stride.
// A column with far fewer events than the stride may get no sample: it keeps the fold's neutral colour.
void appendSampledFoldColumns(const ItemMaker& maker, const LevelRef& level, std::size_t first, std::size_t last,
                              int c0, int c1, std::vector<FoldColumn>& out, std::uint64_t& probes)
{
    const TimeView& v = maker.view;
    const double wanted = double(std::max(1, maker.options.foldDenseSamples)) * double(c1 - c0 + 1);
    std::size_t stride = 1;
    while (double(stride) * wanted < double(last - first))
        stride *= 2;
    // Clamped as a double, then cast: deeply zoomed in, an event far outside the view lies beyond int.
    auto columnOf = [&](Nanos t) { return static_cast<int>(std::clamp(std::floor(v.toX(t)), double(c0), double(c1))); };
    auto timeIn = [&](const TimelineEvent& e, int c) {
        return std::max<Nanos>(1, std::min(e.end(), v.toTime(c + 1)) - std::max(e.start, v.toTime(c)));
    };
    TypeTally tally;
    std::uint32_t looked = 0;
    auto finish = [&](int c) {
        FoldColumn col;
        if (tally.best(col)) {
            col.x = c;
            col.events = looked;
            col.sampled = true;
            out.push_back(col);
        }
        tally.clear();
        looked = 0;
    };
    const TimelineEvent* previous = nullptr; // the last sample: it may run on into later columns
    auto runsInto = [&](int c) { return previous && previous->end() > v.toTime(c); };
    int current = c0;
    constexpr double kGolden = 0.6180339887498949;
    for (std::size_t slot = first / stride;; ++slot) {
        const double shift = double(slot) * kGolden - std::floor(double(slot) * kGolden);
        const std::size_t at = slot * stride + static_cast<std::size_t>(shift * double(stride));
        if (at >= last)
            break;
        if (at < first)
            continue;
        const TimelineEvent& e = level.at(at);
        ++probes;
        const int c = columnOf(e.start);
        while (current < c) {
            finish(current);
            ++current;
            if (runsInto(current)) {
                maker.tally(tally, *previous, timeIn(*previous, current));
                ++looked;
            }
        }
        maker.tally(tally, e, timeIn(e, current));
        ++looked;
        previous = &e;
    }
    finish(current);
    while (++current <= c1 && runsInto(current)) {
        maker.tally(tally, *previous, timeIn(*previous, current));
        ++looked;
        finish(current);
    }
}

// The columns of a fold over level positions [first, last), which spans [foldStart, foldEnd). Each
// column's events (those starting in it, plus the one running in from the left) are found with a
// galloping search from the previous column's; up to `samples` of them, evenly spaced, are weighed
// by the time they cover inside the column. Evenly spaced positions give every event the same
// chance, so weighing the sampled ones by duration estimates each type's time without bias.
void appendFoldColumns(const ItemMaker& maker, const LevelRef& level, std::size_t first, std::size_t last,
                       Nanos foldStart, Nanos foldEnd, std::vector<FoldColumn>& out, std::uint64_t& probes)
{
    const TimeView& v = maker.view;
    const int samples = maker.options.foldSamples;
    const int c0 = static_cast<int>(std::clamp(std::floor(v.toX(foldStart)), 0.0, double(v.width - 1)));
    const int c1 = std::max(c0, static_cast<int>(std::clamp(std::ceil(v.toX(foldEnd)) - 1, 0.0, double(v.width - 1))));
    if (last - first > std::size_t(samples) * std::size_t(c1 - c0 + 1)) {
        appendSampledFoldColumns(maker, level, first, last, c0, c1, out, probes);
        return;
    }
    TypeTally tally;
    std::size_t pos = first, previousCount = 1;
    if (foldStart < v.toTime(c0)) {
        // The fold's first event begins left of the view: start at the first one reaching into it.
        const Nanos left = v.toTime(c0);
        pos = level.overlapping
                  ? gallop(
                        level, first, last, [&](const TimelineEvent& e) { return e.start >= left; }, probes)
                  : gallop(
                        level, first, last, [&](const TimelineEvent& e) { return e.end() > left; }, probes);
    }
    for (int c = c0; c <= c1 && pos <= last; ++c) {
        const Nanos ct0 = v.toTime(c), ct1 = v.toTime(c + 1);
        const std::size_t end = c == c1 ? last : firstStartingFrom(level, pos, last, pos + previousCount, ct1, probes);
        previousCount = end - pos;
        std::size_t from = pos;
        if (pos > first && level.at(pos - 1).end() > ct0)
            from = pos - 1; // started in an earlier column and still runs here
        pos = end;
        if (end <= from)
            continue; // a gap inside the fold: the painter leaves the fold's neutral colour
        const std::size_t n = end - from;
        const std::size_t take = std::min<std::size_t>(n, std::size_t(samples));
        tally.clear();
        for (std::size_t k = 0; k < take; ++k) {
            const std::size_t at = take == n ? from + k : from + (2 * k + 1) * n / (2 * take);
            const TimelineEvent& e = level.at(at);
            ++probes;
            // Time inside the column; an instant (or an event rounding to nothing here) still counts a little.
            const Nanos inside = std::min(e.end(), ct1) - std::max(e.start, ct0);
            maker.tally(tally, e, std::max<Nanos>(inside, 1));
        }
        FoldColumn col;
        if (!tally.best(col))
            continue;
        col.x = c;
        col.events = static_cast<std::uint32_t>(take);
        col.sampled = take < n;
        out.push_back(col);
    }
}

void appendLevel(const ItemMaker& maker, const LevelRef& level, std::uint16_t depth, std::vector<DrawItem>& out,
                 std::uint64_t& probes, const TimelineTrack& track, std::vector<FoldColumn>* columns)
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
        DrawItem fold = maker.make(level, i, depth, foldEnd, static_cast<std::uint32_t>(j - i));
        if (columns && maker.options.foldSamples > 0) {
            fold.columnsBegin = static_cast<std::uint32_t>(columns->size());
            appendFoldColumns(maker, level, i, j, e.start, foldEnd, *columns, probes);
            fold.columnsEnd = static_cast<std::uint32_t>(columns->size());
        }
        out.push_back(fold);
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
                          const DrawOptions& options, std::vector<DrawItem>& out, std::uint64_t* probes,
                          std::vector<FoldColumn>* columns)
{
    std::uint64_t local = 0;
    std::uint64_t& p = probes ? *probes : local;
    const TimelineTrack& t = timeline.tracks[track];
    if (t.events.empty() || view.width <= 0 || t.end < view.start || t.begin >= view.end())
        return;
    ItemMaker maker{timeline, view, options, track};
    for (std::size_t d = 0; d < t.levels.size(); ++d)
        appendLevel(maker, levelRef(t, d), static_cast<std::uint16_t>(d), out, p, t, columns);
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
        appendTrackDrawItems(timeline, t, view, options, list.items, &list.probes, &list.foldColumns);
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

const FoldColumn* foldColumnAt(const DrawList& list, const DrawItem& item, double x)
{
    if (item.kind != DrawKind::Folded || item.columnsEnd > list.foldColumns.size() || x < 0)
        return nullptr;
    const auto first = list.foldColumns.begin() + item.columnsBegin;
    const auto last = list.foldColumns.begin() + item.columnsEnd;
    const int column = static_cast<int>(std::floor(x));
    const auto it = std::partition_point(first, last, [&](const FoldColumn& c) { return c.x < column; });
    return it != last && it->x == column ? &*it : nullptr;
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
