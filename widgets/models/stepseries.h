#pragma once
// A step trace laid out per step for charts and tables: the phases in ms and the reduce time of each
// stream in ms. Built once per loaded trace; the numbers are the ones core's analyzeSteps uses
// (same ns → ms conversion, same per-stream sum of event durations).
#include "model/step_trace.h"

#include <string>
#include <vector>

namespace steplens {

struct StepSeries {
    bool inference = false;
    std::vector<long long> steps; // step numbers as written
    std::vector<double> gapMs, computeMs, tailMs, totalMs;
    std::vector<Nanos> startNs, endNs;         // device clock, for time-range selection
    std::vector<std::string> streams;          // stream ids in first-appearance order
    std::vector<std::vector<double>> streamMs; // [stream][step]: summed reduce durations
    std::vector<std::size_t> streamEventCount; // [stream]: events over all steps

    std::size_t size() const { return steps.size(); }
    // Row of a step number, or -1.
    int indexOf(long long stepNum) const;
};

StepSeries buildStepSeries(const StepTrace& trace);

} // namespace steplens
