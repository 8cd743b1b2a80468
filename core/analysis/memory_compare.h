#pragma once
// Two runs' memory side by side: the peaks and their differences, and the shift that puts both
// runs' curves on one time axis with a step they share starting at 0.
#include "analysis/memory_analysis.h"

#include <optional>
#include <vector>

namespace steplens {

struct MemoryPeakDelta {
    MemoryMetric metric = MemoryMetric::Allocated;
    std::optional<double> a, b;     // MB; absent when that run has no such value
    std::optional<double> deltaMB;  // b - a, when both are known
    std::optional<double> deltaPct; // of a, when both are known and a > 0
};

// One row per metric that at least one run has (allocated, reserved, active).
std::vector<MemoryPeakDelta> memoryPeakDeltas(const MemoryAnalysis& a, const MemoryAnalysis& b);

// Where time 0 of the shared axis lies in each run: the start of the step both runs have
// (`preferredStep` when both have it, else the first step number they share); without a shared
// step, the first memory record of each run.
struct MemoryAlignment {
    long long step = -1; // the step both are aligned on; -1 when aligned on their first records
    Nanos originA = 0, originB = 0;
};
MemoryAlignment alignMemory(const MemoryAnalysis& a, const MemoryAnalysis& b, long long preferredStep = -1);

} // namespace steplens
