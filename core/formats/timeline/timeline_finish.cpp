// From a resolved scan to the model: names with their groups and colours, indexed tracks in
// display order, flows and counters.
#include "formats/timeline/timeline_scan.h"
#include "formats/timeline/timeline_tracks.h"
#include "model/track_index.h"

#include <algorithm>
#include <numeric>

namespace steplens::tlscan {

Timeline finishTimeline(TimelineScan&& scan, std::string format)
{
    Timeline tl;
    tl.format = std::move(format);

    auto keys = scan.nameKeys.takeKeys();
    tl.names.resize(keys.size());
    InternTable<1> groups;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        TimelineName& n = tl.names[i];
        n.name = std::move(keys[i][0]);
        n.type = std::move(keys[i][1]);
        n.fullName = std::move(keys[i][2]);
        const bool taskType = i < scan.nameExtra.size() && scan.nameExtra[i].typeIsTaskType;
        if (i < scan.nameExtra.size())
            n.details = std::move(scan.nameExtra[i].details);
        std::string group = timelineGroupOf(n.name, n.type, n.fullName, taskType);
        n.group = groups.intern({group});
        n.colour = timelineColourOf(group);
    }
    for (auto& g : groups.takeKeys())
        tl.groups.push_back(std::move(g[0]));

    for (std::size_t t = 0; t < scan.tracks.size(); ++t)
        indexTrack(scan.tracks[t], t < scan.trackState.size() && scan.trackState[t].sorted);

    // Tracks that hold nothing are dropped, unless a flow starts or ends there (a thread that only
    // launches work, as CANN threads of a level-0 torch trace do).
    std::vector<bool> keep(scan.tracks.size(), false);
    for (std::uint32_t t = 0; t < scan.tracks.size(); ++t)
        keep[t] = !scan.tracks[t].events.empty();
    for (const TimelineFlow& f : scan.flows)
        keep[f.fromTrack] = keep[f.toTrack] = true;
    std::vector<std::uint32_t> order;
    for (std::uint32_t t = 0; t < scan.tracks.size(); ++t)
        if (keep[t])
            order.push_back(t);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return trackDisplayLess(scan.tracks[a], scan.tracks[b]);
    });
    std::vector<std::uint32_t> newIndex(scan.tracks.size(), UINT32_MAX);
    for (std::uint32_t i = 0; i < order.size(); ++i) {
        newIndex[order[i]] = i;
        tl.tracks.push_back(std::move(scan.tracks[order[i]]));
    }
    scan.tracks.clear();

    for (TimelineFlow f : scan.flows) {
        f.fromTrack = newIndex[f.fromTrack];
        f.toTrack = newIndex[f.toTrack];
        if (f.fromTrack != UINT32_MAX && f.toTrack != UINT32_MAX)
            tl.flows.push_back(f);
    }
    std::sort(tl.flows.begin(), tl.flows.end(),
              [](const TimelineFlow& a, const TimelineFlow& b) { return a.fromTime < b.fromTime; });
    for (auto& c : scan.flowCategories.takeKeys())
        tl.flowCategories.push_back(std::move(c[0]));

    tl.counters = std::move(scan.counters);
    for (TimelineCounter& c : tl.counters)
        std::stable_sort(c.samples.begin(), c.samples.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    std::stable_sort(tl.counters.begin(), tl.counters.end(), [](const TimelineCounter& a, const TimelineCounter& b) {
        if (a.processSort != b.processSort)
            return a.processSort < b.processSort;
        if (a.process != b.process)
            return a.process < b.process;
        if (a.name != b.name)
            return a.name < b.name;
        return a.series < b.series;
    });
    updateTimelineExtent(tl);
    return tl;
}

} // namespace steplens::tlscan
