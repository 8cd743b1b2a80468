#pragma once
// Search across the whole trace, not just the visible window: substring or regular expression on
// the name, type and full name. The text is matched once per distinct name (thousands), then the
// events of the matching names are collected in time order with aggregate statistics.
#include "model/timeline.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct SearchQuery {
    std::string text;
    bool regex = false; // ECMAScript syntax
    bool caseSensitive = false;
    bool inName = true;
    bool inType = true;
    bool inFullName = true;
    std::size_t maxHits = 100000;                  // hits kept; the aggregates always cover every match
    std::optional<std::pair<Nanos, Nanos>> window; // only events overlapping [first, second)
    std::vector<std::uint32_t> tracks;             // only these tracks (empty: all)
};

struct SearchHit {
    std::uint32_t track = 0;
    std::uint32_t event = 0; // index into track.events
    Nanos start = 0;
    Nanos duration = 0;
};

struct SearchResult {
    std::vector<SearchHit> hits; // by start time (then track), at most maxHits
    std::uint64_t count = 0;     // every matching event
    Nanos total = 0;             // sum of durations
    double mean = 0;             // ns
    Nanos max = 0;
    Nanos min = 0;
    std::size_t matchedNames = 0;
    bool truncated = false; // more than maxHits matched
    std::string error;      // an invalid regular expression; nothing searched
};

// The names (ids) that match the query text; empty with `error` set on a bad regex.
std::vector<bool> matchNames(const Timeline& timeline, const SearchQuery& query, std::string* error = nullptr);

SearchResult searchTimeline(const Timeline& timeline, const SearchQuery& query);

} // namespace steplens
