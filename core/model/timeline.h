#pragma once
// Timeline events (Chrome trace JSON written by MindSpore, CANN msprof and torch_npu, or the
// output_timeline_data text file), stored compactly per track for level-of-detail drawing.
//
// Memory: 20 bytes per event. Names are interned and per-op constants (type, full name, shapes)
// live once in TimelineName. Tracks with nested events add a 4-byte index per event for their
// depth levels; flat tracks (device streams, the bulk of a MindSpore trace) add nothing.
#include "model/time.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace steplens {

enum TimelineEventFlag : std::uint16_t {
    kEventInstant = 1,      // ph "i"/"I": a point in time
    kEventUnterminated = 2, // ph "B" without its "E": ends where the track's data ends
    kEventFromBeginEnd = 4, // built from a "B"/"E" pair
    kEventDepthClamped = 8, // nested deeper than kMaxTimelineDepth; drawn at the deepest level
};

// The longest event a timeline holds: 2^49 - 1 ns, about 6.5 days (a profile covers minutes to hours).
// Readers skip longer events with a diagnostic; the constructor saturates at it.
constexpr Nanos kMaxTimelineDuration = (Nanos(1) << 49) - 1;

// 20 bytes: ten million events are 200 MB. The duration, the nesting level and the flags share one
// 64-bit word (50 + 10 + 4 bits), and the record is packed to 4-byte alignment so that the 8-byte
// start does not round it up to 24. x86-64 and ARMv8 load an unaligned start at no cost. Members read
// and assign as plain fields. `start` is a full-width bit-field on purpose: a reference cannot bind to a
// bit-field, so std::min(a, e.start) and the like take a copy instead of a reference to a misaligned
// int64 (undefined behaviour, which clang's UBSan reports).
struct __attribute__((packed, aligned(4))) TimelineEvent {
    Nanos start : 64;           // file clock, ns
    std::int64_t duration : 50; // ns; 0 for instant events; 0..kMaxTimelineDuration
    std::uint64_t depth : 10;   // nesting level inside the track (0 = outermost); <= kMaxTimelineDepth
    std::uint64_t flags : 4;    // TimelineEventFlag bits
    std::uint32_t name;         // index into Timeline::names

    TimelineEvent()
        : start(0)
        , duration(0)
        , depth(0)
        , flags(0)
        , name(0)
    {}
    TimelineEvent(Nanos startNs, Nanos durationNs, std::uint32_t nameIndex, std::uint16_t level, std::uint16_t flagBits)
        : start(startNs)
        , duration(durationNs < 0                      ? 0
                   : durationNs > kMaxTimelineDuration ? kMaxTimelineDuration
                                                       : durationNs)
        , depth(level)
        , flags(flagBits)
        , name(nameIndex)
    {}
    Nanos end() const { return start + Nanos(duration); }
};
static_assert(sizeof(TimelineEvent) == 20, "keep timeline events compact: see BENCHMARKS.md, \"Timeline\"");
static_assert(alignof(TimelineEvent) == 4, "events are packed to 4 bytes");

constexpr std::uint16_t kMaxTimelineDepth = 1000;
static_assert(kMaxTimelineDepth < (1 << 10), "the depth has 10 bits in TimelineEvent");

// A growable array of events for millions of records. Large arrays live in their own anonymous
// mapping that grows with mremap, so growing never copies and never holds two copies at once
// (a std::vector would need 3x the final size while it doubles). Small arrays use malloc.
class EventArray
{
public:
    EventArray() = default;
    ~EventArray();
    EventArray(const EventArray& other);
    EventArray& operator=(const EventArray& other);
    EventArray(EventArray&& other) noexcept;
    EventArray& operator=(EventArray&& other) noexcept;

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::size_t capacity() const { return m_capacity; }
    TimelineEvent* data() { return m_data; }
    const TimelineEvent* data() const { return m_data; }
    TimelineEvent* begin() { return m_data; }
    TimelineEvent* end() { return m_data + m_size; }
    const TimelineEvent* begin() const { return m_data; }
    const TimelineEvent* end() const { return m_data + m_size; }
    TimelineEvent& operator[](std::size_t i) { return m_data[i]; }
    const TimelineEvent& operator[](std::size_t i) const { return m_data[i]; }
    const TimelineEvent& front() const { return m_data[0]; }
    const TimelineEvent& back() const { return m_data[m_size - 1]; }

    void push_back(const TimelineEvent& e)
    {
        if (m_size == m_capacity)
            grow(m_size + 1);
        m_data[m_size++] = e;
    }
    void reserve(std::size_t n)
    {
        if (n > m_capacity)
            grow(n);
    }
    void resize(std::size_t n); // new events are value-initialised
    // Moves `tail`'s events to the end of this array and leaves `tail` empty; returns the first
    // moved event. Two large arrays are joined by moving page mappings (mremap), not by copying:
    // the bytes of the tail are never touched again, so no page is faulted in a second time.
    TimelineEvent* append(EventArray&& tail);
    // Grows by `n` events left for the caller to write; returns the first of them.
    TimelineEvent* appendUninitialized(std::size_t n)
    {
        reserve(m_size + n);
        TimelineEvent* p = m_data + m_size;
        m_size += n;
        return p;
    }
    void clear() { m_size = 0; }
    void release(); // frees the memory
    void shrinkToFit();
    // Bytes actually held for this array (capacity; untouched pages of a mapping are not resident).
    std::size_t heapBytes() const { return m_capacity * sizeof(TimelineEvent); }
    // Large arrays ask the kernel for transparent huge pages (fewer first-touch faults). On by
    // default; the load benchmark turns it off to measure the difference.
    static void setHugePages(bool on);

private:
    void grow(std::size_t minCapacity);
    void setCapacity(std::size_t capacity);

    TimelineEvent* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
    bool m_mapped = false;      // m_data lies in an mmap'ed region, not a malloc'ed block
    char* m_base = nullptr;     // mapped arrays: the mapping (m_data may start a little after it)
    std::size_t m_mapBytes = 0; // mapped arrays: the mapping's length
};

struct TimelineName {
    std::string name;
    std::string type;         // args.type (MindSpore) or args["Task Type"] (CANN), may be empty
    std::string fullName;     // args.fullname / args.op_full_name
    std::string details;      // remaining args as compact JSON (shapes, dtypes...), first occurrence
    std::uint32_t group = 0;  // index into Timeline::groups: the op type used for colours and statistics
    std::uint32_t colour = 0; // stable colour id: a hash of the group text, the same in every file
};

enum class TrackKind {
    AiCore,        // MindSpore device ops (pid = device id, "AICORE OP")
    AiCpu,         // pid 9000 "AICPU OP"
    Communication, // pid 10000, "HCCL", "Communication"
    HostCpu,       // pid 11000, "CPU OP"
    Steps,         // tid 100000 "Steps", CANN "Step Trace"
    Scope,         // tid 100001 "Scope Name", "Scope Layer"
    Overlap,       // pid 12000, "Overlap Analysis"
    Framework,     // "Python", "MindSpore" framework threads
    Hardware,      // "Ascend Hardware" device streams, GPU activity
    Cann,          // "CANN" host API threads
    Other
};

const char* trackKindName(TrackKind kind);

// One depth level of a nested track. Events of one level never overlap, so both their starts and
// their ends are sorted, which is what lets a view find its slice with two binary searches.
struct TimelineLevel {
    std::vector<std::uint32_t> index; // event indices of this level; empty on a flat track (level 0 = all events)
    Nanos maxDuration = 0;
    bool overlapping = false; // only on the clamped deepest level of a pathological track
};

struct TimelineTrack {
    std::string process; // process label ("AICORE OP", "Ascend Hardware"...)
    std::string thread;  // thread label ("Stream #519", "Steps"...)
    std::string pid;     // as written (number or string)
    std::string tid;
    std::int64_t processSort = 0;
    std::int64_t threadSort = 0;
    TrackKind kind = TrackKind::Other;
    std::uint16_t maxDepth = 0;
    EventArray events;                 // sorted by start, then by longer duration first
    std::vector<TimelineLevel> levels; // maxDepth + 1 entries once the timeline is finished
    Nanos begin = 0;                   // earliest start and latest end of the track's events
    Nanos end = 0;

    std::size_t levelSize(std::size_t depth) const
    {
        return levels.size() == 1 ? events.size() : levels[depth].index.size();
    }
    std::uint32_t levelEventIndex(std::size_t depth, std::size_t i) const
    {
        return levels.size() == 1 ? static_cast<std::uint32_t>(i) : levels[depth].index[i];
    }
    const TimelineEvent& levelEvent(std::size_t depth, std::size_t i) const
    {
        return events[levelEventIndex(depth, i)];
    }
};

// An arrow between two points of the trace (ph s/t/f), e.g. a host launch to its device task.
struct TimelineFlow {
    std::uint32_t fromTrack = 0;
    std::uint32_t toTrack = 0;
    Nanos fromTime = 0;
    Nanos toTime = 0;
    std::uint32_t category = 0; // index into Timeline::flowCategories ("HostToDevice", "async_npu"...)
};

struct TimelineCounter {
    std::string process;
    std::string name;   // event name ("AI Core Freq", "HBM 0/Read")
    std::string series; // the args key of this series ("MHz", "Read(MB/s)", "value")
    std::int64_t processSort = 0;
    std::vector<std::pair<Nanos, double>> samples; // sorted by time
};

struct Timeline {
    // "mindspore_display", "trace_view", "msprof", "output_timeline_data", "database"
    std::string format;
    std::vector<TimelineTrack> tracks; // in display order
    std::vector<TimelineName> names;
    std::vector<std::string> groups; // op types (or names when a file gives no type), see TimelineName::group
    std::vector<TimelineFlow> flows;
    std::vector<std::string> flowCategories;
    std::vector<TimelineCounter> counters;
    Nanos begin = 0;
    Nanos end = 0;
    std::uint64_t eventCount = 0;
    std::vector<std::string> sources;

    const TimelineName& nameOf(const TimelineEvent& e) const { return names[e.name]; }
    // Times are the host's epoch ns, the clock of the 2.x memory files and of the findings' time ranges:
    // true for trace_view.json and the database export, not for the 1.x timelines.
    bool onEpochClock() const { return format == "trace_view" || format == "database"; }
    // Bytes held by events, level indices, names and flows: what a loaded timeline costs in memory.
    std::size_t memoryBytes() const;
};

// ascend_timeline_summary_<id>.json / timeline_summary_<id>.json / gpu_timeline_summary_<id>.json.
struct TimelineSummary {
    double totalTime = 0;      // as written: µs in MindInsight 0.5 files (and some MS 1.0 ones), ms later
    std::string totalTimeUnit; // "us" or "ms": what the loader decided (see load_timeline.cpp), empty if unknown
    long long numStreams = 0;
    long long numOps = 0;
    long long opExeTimes = 0;
    long long maxScopeNameNum = 0;
    std::vector<std::string> sources;
};

} // namespace steplens
