#pragma once
// Memory tables of the ASCEND_PROFILER_OUTPUT layout: memory_record.csv (allocator totals over
// time per component), operator_memory.csv (one block per allocation) and npu_module_mem.csv
// (reserved memory per CANN module). Sizes stay in MB as the files write them (KB headers are
// converted); times are epoch ns.
#include "model/string_pool.h"
#include "model/time.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

constexpr double kAbsent = std::numeric_limits<double>::quiet_NaN();
inline bool isAbsent(double v)
{
    return std::isnan(v);
}

struct MemoryRecord {
    Nanos timestamp = 0;
    std::uint32_t component = 0; // id into MemoryRecords::strings: APP, PTA, GE, PTA+GE, MindSpore...
    std::uint32_t device = 0;    // "NPU:0"
    double allocatedMB = kAbsent;
    double reservedMB = kAbsent;
    double activeMB = kAbsent;
    std::string streamPtr;
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
    std::optional<Nanos> releaseTime; // absent for blocks not freed inside the window
    std::optional<Nanos> activeReleaseTime;
    std::optional<Nanos> duration;
    std::optional<Nanos> activeDuration;
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

} // namespace steplens
