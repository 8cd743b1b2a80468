#pragma once
// Statistics of a time range (a selection, a step): how many events of each op type overlap it and
// how much of their time falls inside it.
#include "model/timeline.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steplens {

struct GroupStat {
    std::uint32_t group = 0; // index into Timeline::groups
    std::string name;
    std::uint64_t count = 0; // events overlapping the range
    Nanos totalNs = 0;       // their time inside the range (clipped)
    Nanos fullNs = 0;        // their whole durations
    Nanos maxNs = 0;         // longest whole duration
};

struct RangeStats {
    Nanos t0 = 0, t1 = 0;
    std::vector<GroupStat> groups; // by totalNs, longest first
    std::uint64_t count = 0;
    Nanos totalNs = 0;
};

struct RangeStatsOptions {
    std::vector<std::uint32_t> tracks; // empty: every track
    bool topLevelOnly = false;         // only depth-0 events (no double counting of nested time)
};

// Events overlapping [t0, t1) (instants at t0 <= t < t1), per op type.
RangeStats rangeStatistics(const Timeline& timeline, Nanos t0, Nanos t1, const RangeStatsOptions& options = {});

} // namespace steplens
