#pragma once
// Search hits as marks on a drawn view. A zoomed-out view folds thousands of events into one span, so
// a hit inside a fold has no rectangle to outline: it gets a tick in its pixel column instead. Marks
// are found per pixel column with binary searches over the hits' start times, so a million hits cost
// at most one mark (and one search) per column of each fold or track, never a pass over the hits.
#include "model/timeline.h"
#include "timeline/draw_list.h"
#include "timeline/search.h"

#include <cstdint>
#include <vector>

namespace steplens {

// The start times of a search's hits per track and per (track, depth), sorted: built once per search.
class HitIndex
{
public:
    void clear();
    // Collect every hit, then finish() once before asking.
    void add(std::uint32_t track, std::uint16_t depth, Nanos start);
    void finish();
    static HitIndex fromSearch(const Timeline& timeline, const std::vector<SearchHit>& hits);

    bool empty() const { return m_tracks.empty(); }
    const std::vector<Nanos>& track(std::uint32_t track) const;                      // every depth
    const std::vector<Nanos>& level(std::uint32_t track, std::uint16_t depth) const; // one depth

private:
    std::vector<std::vector<Nanos>> m_tracks;
    std::vector<std::vector<std::vector<Nanos>>> m_levels;
};

// The pixel columns of `view` in [floor(x0), max(floor(x0) + 1, ceil(x1))) ∩ [0, width) holding the
// start of at least one of `starts` (sorted), each column once, ascending. A column c holds the times
// t with floor(view.toX(t)) == c. Cost: one binary search per column returned, plus one.
std::vector<int> hitColumns(const std::vector<Nanos>& starts, const TimeView& view, double x0, double x1);

struct FoldHitMark {
    std::uint32_t item = 0; // index into DrawList::items: a fold
    int x = 0;              // its pixel column holding a hit of the fold's track and depth
};

// The marks of every fold of `list`, by item then column: at most one per column of each fold.
std::vector<FoldHitMark> foldHitMarks(const DrawList& list, const HitIndex& hits);

} // namespace steplens
