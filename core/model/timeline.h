#pragma once
// Timeline events (Chrome trace JSON written by MindSpore, CANN msprof and torch_npu, or the
// output_timeline_data text file), stored compactly per track for level-of-detail drawing.
#include "model/time.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steplens {

// 24 bytes per event: names are interned, per-op constants (type, full name, shapes) live in
// TimelineName, never per event.
struct TimelineEvent {
    Nanos start = 0;       // file clock, ns
    Nanos duration = 0;    // ns; 0 for instant events
    std::uint32_t name = 0;  // index into Timeline::names
    std::uint16_t depth = 0; // nesting level inside the track (0 = outermost)
    std::uint16_t flags = 0;
};
static_assert(sizeof(TimelineEvent) == 24, "keep timeline events compact");

struct TimelineName {
    std::string name;
    std::string type;     // args.type (MindSpore) or args["Task Type"] (CANN), may be empty
    std::string fullName; // args.fullname / op_full_name
    std::string details;  // remaining args as compact JSON (shapes, dtypes...), first occurrence
};

enum class TrackKind { AiCore, AiCpu, Communication, HostCpu, Steps, Scope, Overlap, Framework, Hardware, Other };

struct TimelineTrack {
    std::string process;      // process label ("AICORE OP", "Ascend Hardware"...)
    std::string thread;       // thread label ("Stream #519", "Steps"...)
    std::string pid;          // as written (number or string)
    std::string tid;
    int processSort = 0;
    int threadSort = 0;
    TrackKind kind = TrackKind::Other;
    std::uint16_t maxDepth = 0;
    std::vector<TimelineEvent> events; // sorted by start, then by longer duration first
};

struct TimelineFlow {
    std::uint32_t fromTrack = 0;
    Nanos fromTime = 0;
    std::uint32_t toTrack = 0;
    Nanos toTime = 0;
    std::uint32_t name = 0;
};

struct TimelineCounter {
    std::string process;
    std::string name;
    std::vector<std::pair<Nanos, double>> samples;
};

struct Timeline {
    std::string format; // "mindspore_display", "trace_view", "msprof", "output_timeline_data"
    std::vector<TimelineTrack> tracks; // in display order
    std::vector<TimelineName> names;
    std::vector<TimelineFlow> flows;
    std::vector<TimelineCounter> counters;
    Nanos begin = 0;
    Nanos end = 0;
    std::uint64_t eventCount = 0;
    std::vector<std::string> sources;
};

// ascend_timeline_summary_<id>.json / timeline_summary_<id>.json / gpu_timeline_summary_<id>.json.
struct TimelineSummary {
    double totalTime = 0;     // as written: µs in MindInsight 0.5 files, ms later
    long long numStreams = 0;
    long long numOps = 0;
    long long opExeTimes = 0;
    long long maxScopeNameNum = 0;
    std::vector<std::string> sources;
};

} // namespace steplens
