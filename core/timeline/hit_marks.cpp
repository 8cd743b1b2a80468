#include "timeline/hit_marks.h"

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {
const std::vector<Nanos> kNoHits;
} // namespace

void HitIndex::clear()
{
    m_tracks.clear();
    m_levels.clear();
}

void HitIndex::add(std::uint32_t track, std::uint16_t depth, Nanos start)
{
    if (track >= m_tracks.size()) {
        m_tracks.resize(std::size_t(track) + 1);
        m_levels.resize(std::size_t(track) + 1);
    }
    m_tracks[track].push_back(start);
    auto& levels = m_levels[track];
    if (depth >= levels.size())
        levels.resize(std::size_t(depth) + 1);
    levels[depth].push_back(start);
}

void HitIndex::finish()
{
    // Search results come by start already; sorting again costs little and makes any order safe.
    for (auto& v : m_tracks)
        std::sort(v.begin(), v.end());
    for (auto& levels : m_levels)
        for (auto& v : levels)
            std::sort(v.begin(), v.end());
}

HitIndex HitIndex::fromSearch(const Timeline& timeline, const std::vector<SearchHit>& hits)
{
    HitIndex index;
    for (const SearchHit& h : hits)
        if (h.track < timeline.tracks.size() && h.event < timeline.tracks[h.track].events.size())
            index.add(h.track, timeline.tracks[h.track].events[h.event].depth, h.start);
    index.finish();
    return index;
}

const std::vector<Nanos>& HitIndex::track(std::uint32_t track) const
{
    return track < m_tracks.size() ? m_tracks[track] : kNoHits;
}

const std::vector<Nanos>& HitIndex::level(std::uint32_t track, std::uint16_t depth) const
{
    if (track >= m_levels.size() || depth >= m_levels[track].size())
        return kNoHits;
    return m_levels[track][depth];
}

std::vector<int> hitColumns(const std::vector<Nanos>& starts, const TimeView& view, double x0, double x1)
{
    std::vector<int> out;
    if (starts.empty() || view.width <= 0 || !(view.nsPerPixel > 0))
        return out;
    const double first = std::floor(x0);
    const int lo = static_cast<int>(std::clamp(first, 0.0, double(view.width)));
    const int hi = static_cast<int>(std::clamp(std::max(first + 1, std::ceil(x1)), 0.0, double(view.width)));
    // toX is monotone in time, so "in column c or later" is a partition of the sorted starts.
    auto it = starts.begin();
    int column = lo;
    while (column < hi) {
        it = std::partition_point(it, starts.end(), [&](Nanos t) { return view.toX(t) < double(column); });
        if (it == starts.end())
            break;
        const double x = std::floor(view.toX(*it));
        if (x >= hi)
            break;
        out.push_back(static_cast<int>(x));
        column = static_cast<int>(x) + 1; // the next hit must lie in a later column: one mark per column
    }
    return out;
}

std::vector<FoldHitMark> foldHitMarks(const DrawList& list, const HitIndex& hits)
{
    std::vector<FoldHitMark> out;
    if (hits.empty())
        return out;
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const DrawItem& it = list.items[i];
        if (it.kind != DrawKind::Folded)
            continue;
        const std::vector<Nanos>& starts = hits.level(it.track, it.depth);
        if (starts.empty())
            continue;
        for (int x : hitColumns(starts, list.view, it.x0, it.x1))
            out.push_back(FoldHitMark{static_cast<std::uint32_t>(i), x});
    }
    return out;
}

} // namespace steplens
