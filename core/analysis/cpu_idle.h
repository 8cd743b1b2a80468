#pragma once
// MindInsight's whole-machine CPU rule (docs/rules.md): idle over the samples mapped to steps.
#include "model/pipeline.h"
#include "model/queues.h"

#include <cstddef>
#include <vector>

namespace steplens {

struct CpuIdleVerdict {
    bool available = false;     // some idle samples were left after the mapping
    bool mappedToSteps = false; // host-queue time stamps were used to map samples to steps
    std::size_t samplesUsed = 0;
    std::size_t samplesBeforeFirstStep = 0; // dropped: taken before the first host-queue record
    std::vector<int> sampleSteps;           // per time stamp: 0 = before the first record, else step 1..N
    int idlePct = 0;                        // rounded mean (half to even, as Python's round)
    int activePct = 0;                      // 100 - idle
    bool fires = false;                     // active > threshold
};

// Samples are mapped to the host queue's type-1 records by time: a sample at or after a record's time
// stamp belongs to that record's step (records re-numbered 1..N in file order). Without host-queue time
// stamps every sample is used. With no sample left the verdict is "not available" (MindInsight
// averaged an empty list to 0 idle, i.e. 100 % busy; StepLens does not claim that).
CpuIdleVerdict cpuIdleVerdict(const CpuUtilization& cpu, const HostQueue* host, double activeThresholdPct = 80);

} // namespace steplens
