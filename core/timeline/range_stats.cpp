#include "timeline/range_stats.h"

#include "timeline/draw_list.h"

#include <algorithm>

namespace steplens {

RangeStats rangeStatistics(const Timeline& timeline, Nanos t0, Nanos t1, const RangeStatsOptions& options)
{
    RangeStats out;
    out.t0 = t0;
    out.t1 = t1;
    std::vector<GroupStat> byGroup(timeline.groups.size());
    std::vector<std::uint32_t> tracks = options.tracks;
    if (tracks.empty())
        for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t)
            tracks.push_back(t);
    for (std::uint32_t t : tracks) {
        if (t >= timeline.tracks.size())
            continue;
        const TimelineTrack& track = timeline.tracks[t];
        const std::size_t levels =
            options.topLevelOnly ? std::min<std::size_t>(1, track.levels.size()) : track.levels.size();
        for (std::size_t d = 0; d < levels; ++d) {
            auto [lo, hi] = visibleLevelRange(track, d, t0, t1);
            for (std::size_t i = lo; i < hi; ++i) {
                const TimelineEvent& e = track.levelEvent(d, i);
                if (!eventVisible(e, t0, t1))
                    continue;
                GroupStat& g = byGroup[timeline.names[e.name].group];
                ++g.count;
                const Nanos inside = std::min(e.end(), t1) - std::max(e.start, t0);
                g.totalNs += std::max<Nanos>(inside, 0);
                g.fullNs += e.duration;
                g.maxNs = std::max(g.maxNs, e.duration);
            }
        }
    }
    for (std::uint32_t g = 0; g < byGroup.size(); ++g) {
        if (byGroup[g].count == 0)
            continue;
        byGroup[g].group = g;
        byGroup[g].name = timeline.groups[g];
        out.count += byGroup[g].count;
        out.totalNs += byGroup[g].totalNs;
        out.groups.push_back(std::move(byGroup[g]));
    }
    std::stable_sort(out.groups.begin(), out.groups.end(), [](const GroupStat& a, const GroupStat& b) {
        return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.name < b.name;
    });
    return out;
}

} // namespace steplens
