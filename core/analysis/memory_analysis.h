#pragma once
// Device memory of one rank (ASCEND_PROFILER_OUTPUT layout, text files or database export): the
// allocator totals of memory_record as curves per component, the peaks, the operator_memory blocks
// alive at the peak, what each allocator reserved beyond what it handed out, and the memory plan of
// static graphs by node index. Pure functions of the model; the views draw what this computes.
#include "model/profile.h"
#include "text/message.h"
#include "timeline/steps.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

class Thresholds;

enum class MemoryMetric { Allocated, Reserved, Active };
constexpr int kMemoryMetricCount = 3;
// "allocated", "reserved", "active": report keys and the curves' series names.
const char* memoryMetricKey(MemoryMetric metric);

// One curve: a component (and stream, when its streams keep their own totals) and one metric.
// The value holds from one sample to the next (the allocator writes a row when a total changes).
struct MemoryCurve {
    std::string component;
    std::string stream; // empty unless the component's streams carry separate totals
    MemoryMetric metric = MemoryMetric::Allocated;
    bool deviceWide = false; // APP: everything the process holds on the device (CANN npu_mem)
    bool sum = false;        // a running sum of other components ("PTA+GE", "MindSpore+GE")
    // (epoch ns, MB) sorted by time: a TimelineCounter, so CounterLod reduces it per pixel column.
    TimelineCounter samples;
    double peakMB = 0;
    Nanos peakTime = 0; // the first time the peak was reached
};

struct MemoryComponent {
    std::string name;
    std::size_t rows = 0;
    std::vector<std::pair<std::string, std::size_t>> streams; // Stream Ptr and its rows, by first appearance
    // True when the rows of different streams carry separate totals (the value jumps at most changes
    // of stream); then each stream is its own curve. torch_npu and MindSpore write allocator-wide
    // totals and name the stream of the event, so their components stay one curve.
    bool splitByStream = false;
    bool deviceWide = false;
    bool sum = false;
};

struct MemoryPeak {
    double mb = 0;
    Nanos time = 0; // epoch ns, the first row with the highest value
    std::string component;
    long long step = -1; // the step whose window holds `time`; -1 when none does (or no steps are known)
};

// What one allocator (a component that is neither APP nor a sum) reserved beyond what it had handed
// out, at the moment it handed out the most: memory the cache holds without a tensor in it.
struct AllocatorGap {
    std::string component;
    std::string stream;
    double allocatedMB = 0;    // its peak allocated
    double reservedMB = 0;     // reserved at that moment
    double gapMB = 0;          // reservedMB - allocatedMB
    double gapPct = 0;         // share of reservedMB
    double peakReservedMB = 0; // its highest reserved
    Nanos time = 0;
};

// One row of operator_memory as the views show it. The name stays an id into the profile's
// OperatorMemory::strings, so the analysis never points into the model.
struct MemoryBlock {
    std::uint32_t row = 0;  // index into OperatorMemory::rows
    std::uint32_t name = 0; // id into OperatorMemory::strings
    double sizeMB = 0;
    Nanos allocated = 0;
    std::optional<Nanos> released; // absent: still held at the end of the capture
    Nanos lifetime = 0;            // to the release, or to the end of the capture when not released
    double allocTotalAllocatedMB = 0, allocTotalReservedMB = 0, allocTotalActiveMB = 0; // NaN when absent
    bool aliveAtPeak = false;
    std::uint32_t sizeRank = 0; // 1 = the largest block (ties by allocation time)

    // Held at `t`: allocated at or before it and not yet released.
    bool aliveAt(Nanos t) const { return allocated <= t && (!released || *released > t); }
    // Held at some time in [begin, end).
    bool overlaps(Nanos begin, Nanos end) const { return allocated < end && (!released || *released > begin); }
};

// Which instant the blocks "alive at the peak" are taken at.
enum class AliveAt {
    MemoryRecordPeak,   // the allocated peak of memory_record
    OperatorMemoryPeak, // operator_memory's own peak: memory_record's peak lies outside its window
};

// A static graph's memory plan (static_op_mem.csv): the size of the blocks held at each node index.
struct StaticGraphMemory {
    std::string modelName;
    long long graphId = -1;
    std::size_t ops = 0;
    // (node index, MB held from this index on) at every index where the held size changes.
    std::vector<std::pair<long long, double>> heldMB;
    long long firstNode = 0, lastNode = 0; // the plan's span; open ends reach lastNode
    double peakMB = 0;
    long long peakNode = 0;
    std::optional<double> totalMB; // the TOTAL row, as written (CANN's own figure)
};

struct MemoryAnalysis {
    // Shared: the curves can hold millions of samples; copies of the analysis share them.
    std::shared_ptr<const std::vector<MemoryCurve>> curves;
    std::vector<MemoryComponent> components; // by first appearance in memory_record
    Nanos begin = 0, end = 0; // time span of memory_record and operator_memory (epoch ns); `begin` is time 0
    std::size_t records = 0;  // memory_record rows
    std::optional<MemoryPeak> peakAllocated, peakReserved, peakActive; // over all rows and components
    bool curveSamplesKept = true;     // false: the curves hold their peaks but no samples (the reports)
    std::optional<double> capacityMB; // the device's memory: stated by a file or by the user, never guessed
    std::string capacitySource;       // the file, or "device_memory_mb" (the threshold the user set)
    std::vector<StepWindow> steps;    // step windows on the same clock, for shading and the peak's step
    std::vector<AllocatorGap> gaps;   // largest gap first

    // operator_memory.
    std::shared_ptr<const std::vector<MemoryBlock>> blocks; // file order; null without the file
    // Time 0 of the blocks' times: `begin`, or operator_memory's first allocation when the table comes
    // from another capture than memory_record (their windows do not overlap).
    Nanos blocksBegin = 0, blocksEnd = 0;
    bool blocksOtherCapture = false;
    std::size_t unreleased = 0;
    std::optional<Nanos> aliveTime; // the instant the alive list is taken at
    AliveAt aliveSource = AliveAt::MemoryRecordPeak;
    double aliveReferenceMB = 0;            // the peak the alive blocks are part of (allocated total at aliveTime)
    std::vector<std::uint32_t> aliveAtPeak; // indices into *blocks, largest first
    double aliveAtPeakMB = 0;

    std::vector<StaticGraphMemory> staticGraphs;
    std::vector<Message> notes; // what could not be matched, said once for the report and the panel

    std::size_t operatorCount() const { return blocks ? blocks->size() : 0; }
    // ms after `begin`, the chart's time axis.
    double msSinceBegin(Nanos t) const { return nanosToMs(double(t - begin)); }
    // ms after `blocksBegin`, the operator table's axis.
    double msSinceBlocksBegin(Nanos t) const { return nanosToMs(double(t - blocksBegin)); }
    // What shares "of the peak" are taken of: the peak the blocks held at aliveTime are part of, or their own
    // sum when that is larger (the tables count different memory; a note says so). Never below the blocks'.
    double peakShareBaseMB() const { return std::max(aliveReferenceMB, aliveAtPeakMB); }
    // The curve of `component` (and `stream`) for `metric`; null when there is none.
    const MemoryCurve* curve(const std::string& component, MemoryMetric metric, const std::string& stream = {}) const;
};

// True when the rank has any of the memory tables.
bool hasMemoryData(const Profile& profile);

// The analysis, or nullopt when the rank has no memory table. `thresholds` gives the device
// memory size the user stated (device_memory_mb) when no file does. `earlier`: an analysis of a profile
// that holds the same memory tables as this one (sameMemoryTables), whose curves, blocks and peaks are
// taken over (shared, not copied); the capacity and the step windows, which depend on more than the
// tables (the timeline's steps), are found again. `curveSamples` false: the curves keep their peaks but
// no samples (what the reports need: a million memory_record rows' samples are 16 bytes per metric).
std::optional<MemoryAnalysis> analyzeMemory(const Profile& profile, const Thresholds& thresholds,
                                            const MemoryAnalysis* earlier = nullptr, bool curveSamples = true);

// True when both profiles hold the very same memory tables (copies not written to since), at least one
// of memory_record and operator_memory among them: what an analysis of one says of its tables holds for
// the other.
bool sameMemoryTables(const Profile& a, const Profile& b);

// Step windows on the epoch clock of the 2.x files: the timeline's steps (ProfilerStep#N), else
// kernel_details' Step Id (first kernel start to last kernel end). Empty when neither says.
std::vector<StepWindow> memoryStepWindows(const Profile& profile);

// The value of a step curve in force at `t` (the last sample at or before it); nullopt before the first.
std::optional<double> valueAt(const TimelineCounter& samples, Nanos t);

} // namespace steplens
