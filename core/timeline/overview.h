#pragma once
// The figures a report shows about a loaded timeline: size, extent, what kinds of tracks it has,
// where the step boundaries come from, and the op types that take the most device time.
#include "model/timeline.h"
#include "timeline/range_stats.h"
#include "timeline/steps.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace steplens {

struct TimelineOverview {
    std::string format;
    std::uint64_t events = 0;
    std::size_t tracks = 0;
    std::size_t deviceTracks = 0; // AI Core / AI CPU / hardware streams and communication
    std::vector<std::pair<std::string, std::size_t>> tracksByKind; // trackKindName -> count, in enum order
    Nanos begin = 0, end = 0;
    std::size_t names = 0, groups = 0, flows = 0, counters = 0;
    std::size_t steps = 0;
    StepSource stepSource = StepSource::None;
    std::vector<GroupStat> topDeviceGroups; // depth-0 events of device tracks, by total time
    Nanos deviceTotalNs = 0;                // sum of those events' durations
};

TimelineOverview timelineOverview(const Timeline& timeline, std::size_t topGroups = 10);

bool isDeviceTrack(TrackKind kind);
const char* stepSourceName(StepSource source);

} // namespace steplens
