#pragma once
// Memory tables of the ASCEND_PROFILER_OUTPUT layout: memory_record.csv (allocator totals over
// time per component), operator_memory.csv (one block per allocation), npu_module_mem.csv
// (reserved memory per CANN module) and static_op_mem.csv (graph mode: the memory plan of static
// graphs by node index). Sizes stay in MB as the files write them (KB headers are converted; the
// database export's bytes become MB = bytes / 1,048,576); times are epoch ns.
#include "model/absent.h"
#include "model/string_pool.h"
#include "model/time.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

// A time that may be absent, in the 8 bytes of the time: operator_memory.csv has millions of rows with four
// of them, and std::optional<Nanos> takes 16 (BENCHMARKS.md, "Rows in place for the kernel and memory
// tables"). No real time is the smallest Nanos, which stands for "absent".
class OptionalNanos
{
public:
    OptionalNanos() = default;
    OptionalNanos(std::optional<Nanos> t) : m_ns(t ? *t : kNone) {}
    OptionalNanos& operator=(std::optional<Nanos> t)
    {
        m_ns = t ? *t : kNone;
        return *this;
    }
    bool has_value() const { return m_ns != kNone; }
    explicit operator bool() const { return has_value(); }
    Nanos operator*() const { return m_ns; }
    operator std::optional<Nanos>() const { return has_value() ? std::optional<Nanos>(m_ns) : std::nullopt; }

private:
    static constexpr Nanos kNone = std::numeric_limits<Nanos>::min();
    Nanos m_ns = kNone;
};

struct MemoryRecord {
    Nanos timestamp = 0;
    std::uint32_t component = 0; // id into MemoryRecords::strings: APP, PTA, GE, PTA+GE, MindSpore...
    std::uint32_t device = 0;    // "NPU:0"
    double allocatedMB = kAbsent;
    double reservedMB = kAbsent;
    double activeMB = kAbsent;
    std::uint32_t streamPtr = 0; // id into MemoryRecords::strings: the allocator's stream ("" when not written)
};

struct MemoryRecords {
    std::vector<MemoryRecord> rows; // file order
    StringPool strings;
    bool hasActive = false;
    std::vector<std::string> sources;
    const std::string& str(std::uint32_t id) const { return strings.at(id); }
};

struct OperatorMemoryRow {
    std::uint32_t name = 0; // id into OperatorMemory::strings
    double sizeKB = 0;
    Nanos allocationTime = 0;
    OptionalNanos releaseTime; // absent for blocks not freed inside the window
    OptionalNanos activeReleaseTime;
    OptionalNanos duration;
    OptionalNanos activeDuration;
    double allocTotalAllocatedMB = kAbsent, allocTotalReservedMB = kAbsent, allocTotalActiveMB = kAbsent;
    double releaseTotalAllocatedMB = kAbsent, releaseTotalReservedMB = kAbsent, releaseTotalActiveMB = kAbsent;
    std::uint32_t device = 0;
};

struct OperatorMemory {
    std::vector<OperatorMemoryRow> rows;
    StringPool strings;
    std::vector<std::string> sources;
    const std::string& str(std::uint32_t id) const { return strings.at(id); }
};

struct NpuModuleMemRow {
    std::uint32_t component = 0; // SLOG, HCCL, APP, RUNTIME...
    Nanos timestamp = 0;
    double reservedMB = kAbsent; // absent when the file wrote -1 (only frees seen)
    std::uint32_t device = 0;
    int deviceId = -1;
};

struct NpuModuleMemory {
    std::vector<NpuModuleMemRow> rows;
    StringPool strings;
    bool convertedFromKB = false; // MindSpore copies CANN's Total Reserved(KB)
    std::vector<std::string> sources;
    const std::string& str(std::uint32_t id) const { return strings.at(id); }
};

// static_op_mem.csv (CANN copy, MindSpore graph mode): one row per operator of a static graph with
// the node indices between which its output memory is held. The TOTAL row of each graph is kept
// apart, as written.
struct StaticOpMemRow {
    std::string opName;
    std::string modelName;
    long long graphId = -1;
    long long nodeStart = -1;
    long long nodeEnd = -1; // kStaticNodeOpen: held until the end of the graph
    double sizeKB = 0;
};
constexpr long long kStaticNodeOpen = 4294967295LL; // what CANN writes for "never released"

struct StaticGraphTotal {
    std::string modelName;
    long long graphId = -1;
    double sizeKB = 0;
};

struct StaticOpMemory {
    std::vector<StaticOpMemRow> rows; // file order, TOTAL rows excluded
    std::vector<StaticGraphTotal> totals;
    std::vector<std::string> sources;
};

// What the files say about the device's memory. The text layout states nothing; the database
// export's NPU_INFO names the chip ("Ascend910B"), a family whose members carry different amounts
// of memory, so a chip name alone is never turned into a size.
struct DeviceMemoryInfo {
    std::string chip;                 // NPU_INFO.name; empty when unknown
    std::optional<double> capacityMB; // only when a file states the device's memory size
    std::string source;               // the file that said so
};

} // namespace steplens
