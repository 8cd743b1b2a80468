#pragma once
// Internal to the timeline readers: what one scan of a Chrome-trace byte range collects before the
// tracks are named, sorted and indexed. A file is scanned as one range, or as two ranges on two
// threads whose scans are merged; several msprof files are scanned one by one and merged by
// process name.
#include "formats/timeline/timeline_intern.h"
#include "formats/timeline/timeline_json.h"
#include "model/backend.h"
#include "model/diagnostic.h"
#include "model/timeline.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace steplens::tlscan {

// How process and thread ids are turned into labels when the file has no metadata for them.
enum class Flavor {
    MindSporeDisplay, // [ascend_|gpu_|cpu_]timeline_display: MindSpore's fixed pids and tids
    TraceView,        // trace_view.json (torch_npu, MindSpore >= 2.3): processes by name only
    Msprof,           // CANN msprof_*.json: processes by name only
};

// The keys of the last object seen at one level, in order. The next event nearly always repeats
// them, so a key is recognised by one comparison instead of being scanned and looked up.
struct KeyShape {
    enum Role : std::uint8_t { Ignore, Keep, Args };
    struct Key {
        char text[22] = {};
        std::uint8_t size = 0;
        Role role = Ignore;
        tljson::Text* slot = nullptr; // where a kept member's value goes
    };
    static constexpr int kMaxKeys = 16;
    Key keys[kMaxKeys];
    int count = 0;
};

// One event's members as written, pointing into the scan window.
struct ParsedEvent {
    tljson::Text name, ph, cat, pid, tid, id, ts, dur, args;
    // Members of args that the scanner keeps.
    tljson::Text argType, argFullName, argOpFullName, argTaskType, argName, argLabels, argSortIndex;

    KeyShape eventShape; // survives reset(): it is what the previous events looked like
    KeyShape argsShape;

    ParsedEvent() = default;
    ParsedEvent(const ParsedEvent&) = delete; // the shapes point into this object
    ParsedEvent& operator=(const ParsedEvent&) = delete;

    // Cheaper than assigning a fresh object: only the flags are read before a member is set.
    void reset()
    {
        for (tljson::Text* t : {&name, &ph, &cat, &pid, &tid, &id, &ts, &dur, &args, &argType, &argFullName,
                                &argOpFullName, &argTaskType, &argName, &argLabels, &argSortIndex})
            t->present = false;
    }
};

// Events of further (pid, tid) pairs are skipped: no trace of a training step has that many threads.
constexpr std::uint32_t kMaxTracks = 65536;

struct TrackScanState {
    Nanos lastStart = INT64_MIN;
    Nanos lastDuration = 0;
    bool sorted = true;
};

// A "B" or "E" event, paired per track in file order once the whole file is scanned.
struct RawBoundary {
    std::uint32_t track = 0;
    std::uint32_t name = 0;
    Nanos ts = 0;
    std::int64_t offset = 0;
    char phase = 'B';
};

// One end of a flow arrow ("s", "t" or "f"), paired by (category, id) once the file is scanned.
struct RawFlowPoint {
    std::uint32_t key = 0; // into TimelineScan::flowKeys
    std::uint32_t track = 0;
    Nanos ts = 0;
    std::int64_t offset = 0;
    char phase = 's';
};

// What the scan keeps about a name besides its key.
struct NameExtra {
    std::string details;         // remaining args of the first event, compact JSON
    bool typeIsTaskType = false; // `type` came from args["Task Type"], not args.type
};

struct RawMeta {
    enum Kind { ProcessName, ProcessLabels, ProcessSort, ThreadName, ThreadSort } kind = ProcessName;
    std::string pid, tid, text;
    std::int64_t value = 0;
};

struct TimelineScan {
    std::string path;
    InternTable<2> trackKeys; // (pid, tid) -> index into tracks
    std::vector<TimelineTrack> tracks;
    std::vector<TrackScanState> trackState;
    InternTable<3> nameKeys; // (name, type, full name)
    std::vector<NameExtra> nameExtra;
    std::vector<RawBoundary> boundaries;
    InternTable<2> flowKeys; // (category, id)
    std::vector<RawFlowPoint> flowPoints;
    InternTable<3> counterKeys; // (pid, name, series)
    std::vector<std::vector<std::pair<Nanos, double>>> counterSamples;
    std::vector<RawMeta> meta;
    std::array<std::uint64_t, 128> ignoredPhases{};
    std::uint64_t events = 0;  // events kept
    std::uint64_t skipped = 0; // malformed events skipped
    Diagnostics diagnostics;
    std::size_t diagnosticCount = 0;
    std::size_t suppressed = 0;
    std::string scratch[4]; // decoded escaped strings of the current event

    // Filled by resolveScan(): labelled tracks, paired flows, named counters.
    std::vector<TimelineFlow> flows;
    InternTable<1> flowCategories;
    std::vector<TimelineCounter> counters;
    bool resolved = false;

    void problem(Severity severity, std::int64_t offset, DiagnosticText message, DiagnosticText action);
    std::uint32_t trackFor(std::string_view pid, std::string_view tid)
    {
        // Most ids are short numbers: a tiny direct-mapped cache on their packed bytes skips the table.
        if (pid.size() <= 8 && tid.size() <= 8) {
            std::uint64_t a = 0, b = 0;
            if (!pid.empty())
                std::memcpy(&a, pid.data(), pid.size());
            if (!tid.empty())
                std::memcpy(&b, tid.data(), tid.size());
            a ^= std::uint64_t(pid.size()) << 60;
            b ^= std::uint64_t(tid.size()) << 60;
            RecentTrack& r = recentTracks[(a * 31 + b * 0x9E3779B97F4A7C15ull) >> 60];
            if (r.valid && r.pid == a && r.tid == b)
                return r.id;
            std::uint32_t id = internTrack(pid, tid);
            if (id < kMaxTracks)
                r = RecentTrack{a, b, id, true};
            return id;
        }
        return internTrack(pid, tid);
    }
    std::uint32_t internTrack(std::string_view pid, std::string_view tid);

private:
    struct RecentTrack {
        std::uint64_t pid = 0, tid = 0;
        std::uint32_t id = 0;
        bool valid = false;
    };
    RecentTrack recentTracks[16];

public:
};

// Parses one event object; `p` points at its '{'. On Ok `next` points past the closing '}'.
tljson::Status parseEvent(const char* p, const char* end, ParsedEvent& ev, const char*& next);
// Parses one object's members at depth 1 and calls `member(key, value)` for each; nested values
// are passed whole. Returns false when `raw` is not a well-formed object.
bool forEachMember(std::string_view raw, const std::function<void(std::string_view, const tljson::Text&)>& member);
// Adds a parsed event to the scan (or records why it was skipped). `offset` is its byte offset.
void addEvent(TimelineScan& scan, ParsedEvent& ev, std::int64_t offset);

struct ScanLimits {
    std::size_t windowBytes = 4u << 20;   // the reused read window
    std::size_t maxEventBytes = 1u << 20; // a larger event is skipped, never buffered
};

// Shared between the two threads of a split scan.
struct ScanControl {
    std::atomic<std::uint64_t> bytesDone{0};
    std::atomic<bool> stop{false};       // set on cancellation
    std::atomic<bool> helperStop{false}; // set when the second half's scan turned out not to be needed
    std::uint64_t totalBytes = 1;
    // Called on the scanning thread that owns them (the caller's), never from the helper thread.
    std::function<void(double)> progress;
    std::function<bool()> cancelled;
};

// The caller's thread calls the callbacks; a helper thread only reads the atomics.
enum class ScanRole { Main, Helper };

struct RangeOutcome {
    bool reachedStop = false; // stopped exactly at `stopAt`, between two events
    bool passedStop = false;  // went past `stopAt` in the middle of something: the split was not an event boundary
    bool arrayClosed = false; // found the ']' closing the event list
    bool truncated = false;   // the file ends inside an event
    bool cancelled = false;
    std::int64_t endOffset = 0;
};

// Scans the events of the top-level array from `begin` (inside the array, at or before an event)
// until the array closes, the file ends, or an event would start exactly at `stopAt` (-1: never).
RangeOutcome scanRange(int fd, std::int64_t begin, std::int64_t stopAt, std::int64_t fileSize, const ScanLimits& limits,
                       ScanControl& control, ScanRole role, TimelineScan& scan);

// Finds the byte offset just after the '[' opening the event list (array form or the
// "traceEvents" member of the object form). Returns -1 with a diagnostic when there is none.
std::int64_t locateEventArray(int fd, std::int64_t fileSize, const ScanLimits& limits, TimelineScan& scan);

// An offset near `from` where an event starts ("}, {" pattern), or -1. It is only a guess: the
// first half's scan confirms it.
std::int64_t findSplitCandidate(int fd, std::int64_t from, std::int64_t fileSize);

// Appends `other` (the scan of the byte range after this one, same file) to `scan`.
void mergeSplitScan(TimelineScan& scan, TimelineScan&& other);

// What a file's name says that its content may not: the backend and the device id.
struct FileHints {
    Backend backend = Backend::Unknown;
    int deviceId = -1;
};

// Pairs B/E events and flow points, applies the metadata (or the flavour's known ids) to name,
// classify and order the tracks, and names the counters. Per file, before files are merged.
void resolveScan(TimelineScan& scan, Flavor flavor, const FileHints& hints);
// Merges a resolved scan of another file into `into`, matching tracks by (process label, tid).
void mergeFileScan(TimelineScan& into, TimelineScan&& from);
// Sorts, nests and indexes the tracks and builds the model.
Timeline finishTimeline(TimelineScan&& scan, std::string format);

} // namespace steplens::tlscan
