#pragma once
// Every threshold of the tuning assistant in one table, with defaults taken from MindInsight where it
// had one (docs/rules.md). Users override any of them from a JSON file
// ({"iteration_gap_ms": 1.0, ...}); unknown keys and wrong types become diagnostics.
#include "model/diagnostic.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace steplens {

// The thresholds as code names them, so a misspelt key does not compile. The snake_case name of each
// ("iteration_gap_ms") lives only in thresholdTable(): it is the key of the settings file, the JSON and
// docs/rules.md. The order is the table's.
enum class ThresholdKey {
    IterationGapMs,
    IterationGapShareModeratePct,
    IterationGapShareHighPct,
    HostQueueEmptyRatio,
    ChipQueueEmptyRatio,
    PipelineUsageHigh,
    PipelineUsageLow,
    PipelineUsageDelta,
    CpuBusyPct,
    CpuPerWorkerHighPct,
    CpuPerWorkerLowPct,
    FpBpSharePct,
    Fp32ComputeSharePct,
    AicpuSharePct,
    CommunicationSharePct,
    SlowRankPct,
    SlowRankStepPct,
    SlowLinkPct,
    FreeSharePct,
    OutlierFactor,
    AicpuTaskUs,
    OpCompileSharePct,
    HeavyKernelUs,
    IdleCoresSharePct,
    MemoryBoundSharePct,
    CubeMte2BoundRatio,
    CubeMacBoundRatio,
    VectorMte2BoundRatio,
    VectorVecBoundRatio,
    SdmaSmallPacketMb,
    RdmaSmallPacketMb,
    SmallPacketSharePct,
    UnalignedTransferSharePct,
    LinkBandwidthPct,
    HccsExpectedGbs,
    PcieExpectedGbs,
    RdmaExpectedGbs,
    RdmaRetransmissionMs,
    CommWaitSharePct,
    GcPauseMs,
    SyncBlockSharePct,
    LaunchBlockingRatio,
    DataloaderMs,
    FusibleSequences,
    PpBubbleSharePct,
    DeviceMemoryMb,
    MemoryCapacityPct,
    MemoryReservedGapMb,
    MemoryReservedGapPct,
    MemoryTransientSharePct,
    MemoryTransientLifetimePct,
    Count
};

constexpr std::size_t kThresholdCount = static_cast<std::size_t>(ThresholdKey::Count);

struct ThresholdSpec {
    ThresholdKey key;
    const char* name; // in the settings file and the JSON
    double defaultValue;
    const char* unit;
    const char* description;
};

// The table: key, name, default, unit, what it controls; row i holds ThresholdKey(i).
const std::array<ThresholdSpec, kThresholdCount>& thresholdTable();
const ThresholdSpec& thresholdSpec(ThresholdKey key);
// The key of a name read from a file; nullopt for a name no threshold has.
std::optional<ThresholdKey> thresholdKeyNamed(std::string_view name);

class Thresholds
{
public:
    Thresholds(); // defaults
    double get(ThresholdKey key) const;
    bool set(ThresholdKey key, double value); // false (value kept) for a negative or non-finite value
    bool isDefault(ThresholdKey key) const;
    // Applies overrides from a JSON file; returns false (with diagnostics) when the file is unusable.
    bool loadFile(const std::string& path, Diagnostics& diagnostics);
    bool loadJson(const std::string& text, const std::string& source, Diagnostics& diagnostics);
    std::string toJson() const;

private:
    std::array<double, kThresholdCount> m_values{};
};

} // namespace steplens
