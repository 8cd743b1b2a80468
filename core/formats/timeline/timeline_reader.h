#pragma once
// Timeline readers: MindSpore display JSON, torch_npu / MindSpore 2.x trace_view.json, CANN msprof
// timeline JSON (one or several iteration files of one device), output_timeline_data text, and
// the timeline summary.
//
// The JSON readers share one streaming Chrome-trace scanner: read() into a fixed reused window,
// no DOM, no file-sized memory. Large files are split at an event boundary and scanned by two
// threads. Truncated files load what is complete; malformed events are skipped with diagnostics.
#include "formats/read_result.h"
#include "model/timeline.h"

#include <functional>
#include <string>
#include <vector>

namespace steplens {

// Where a load spent its time (seconds), for the benchmark.
struct TimelineLoadTimings {
    double scan = 0;    // reading and parsing (both threads)
    double merge = 0;   // appending the second half's scan to the first
    double resolve = 0; // pairing B/E and flows, naming tracks
    double finish = 0;  // sorting, nesting, level indices
    bool split = false; // the file was scanned by two threads
};

struct TimelineReadOptions {
    int threads = 0;                        // 0: two for files of 16 MiB and more when the machine has two cores
    std::size_t windowBytes = 4u << 20;     // the reused read window (per thread)
    std::size_t maxEventBytes = 1u << 20;   // a larger single event is skipped, not buffered
    std::function<void(double)> progress;   // fraction of bytes read; called on the calling thread
    std::function<bool()> cancelled;        // polled inside the scan loop; true stops the read
    TimelineLoadTimings* timings = nullptr; // filled when set
};

// [ascend_|gpu_|cpu_]timeline_display_<id>.json and the old timeline_display_<id>.json.
ReadResult<Timeline> readTimelineDisplay(const std::string& path, const TimelineReadOptions& options = {});

// ASCEND_PROFILER_OUTPUT/trace_view.json (processes identified by name).
ReadResult<Timeline> readTraceView(const std::string& path, const TimelineReadOptions& options = {});

// CANN msprof timeline files of one device: several iteration files become one timeline, tracks
// matched by process name and thread id.
ReadResult<Timeline> readMsprofTimeline(const std::vector<std::string>& paths, const TimelineReadOptions& options = {});

// output_timeline_data_<id>.txt: "op_name, stream_id, start_time(ms), duration(ms)[, pid]".
ReadResult<Timeline> readOutputTimelineData(const std::string& path, const TimelineReadOptions& options = {});

// [ascend_|gpu_]timeline_summary_<id>.json. totalTimeUnit is left empty: the file does not say.
ReadResult<TimelineSummary> readTimelineSummary(const std::string& path);

} // namespace steplens
