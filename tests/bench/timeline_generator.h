#pragma once
// A deterministic generator of MindSpore-1.x-style ascend_timeline_display files for the load
// benchmark (the display JSON of docs/formats.md 2.13): one line, a JSON array in Python
// json.dump spacing, N complete events on 8 streams of one device, sorted by ts, then 18 metadata
// events. One training step is a fixed graph of 2,600 op names of 30 types that repeats.
#include <cstdint>
#include <cstdio>
#include <string>

namespace steplens::bench {

struct GeneratedTimeline {
    std::uint64_t events = 0;
    std::uint64_t bytes = 0;
    std::uint64_t steps = 0;
    std::uint64_t perStream[8] = {};
};

// Writes `events` events to `out`. Deterministic: the same count always gives the same bytes.
GeneratedTimeline writeMindSporeTimeline(std::FILE* out, std::uint64_t events);

// Writes to `path` unless a file of the expected size is already there. Returns false on I/O errors.
bool ensureMindSporeTimeline(const std::string& path, std::uint64_t events, GeneratedTimeline& info);

} // namespace steplens::bench
