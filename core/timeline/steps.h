#pragma once
// Step (iteration) boundaries on the timeline: from the trace itself when it has them (MindSpore
// "Steps" thread, CANN "Step Trace" iterations, torch/MindSpore 2.x "ProfilerStep#N" events), else
// from step-trace windows the caller gives (already in the timeline's clock).
#include "model/step_trace.h"
#include "model/timeline.h"

#include <cstdint>
#include <vector>

namespace steplens {

struct StepWindow {
    long long number = 0;
    Nanos start = 0;
    Nanos end = 0;
};

enum class StepSource { None, StepsTrack, ProfilerStepEvents, Given };

struct TimelineSteps {
    StepSource source = StepSource::None;
    std::uint32_t track = UINT32_MAX; // the track they came from (StepsTrack, ProfilerStepEvents)
    std::vector<StepWindow> steps;    // by start time
};

// A step's window includes the iteration gap before it, as the step trace counts it: MindSpore 1.x's
// "Steps" row starts each step at its first device event, so a step then starts where the step before
// it ended (and the first one where the step trace's window of that number starts, when `fallback`
// is on the same clock).
TimelineSteps timelineSteps(const Timeline& timeline, const std::vector<StepWindow>& fallback = {});

// The step windows of a 1.x step trace (device clock, ns). The display JSON of graph mode is
// relative to the first op, so the caller must shift these by the offset between the two clocks.
std::vector<StepWindow> stepWindowsFromStepTrace(const StepTrace& trace);

// Index of the step whose window holds `t`, or -1.
int stepIndexAt(const TimelineSteps& steps, Nanos t);

} // namespace steplens
