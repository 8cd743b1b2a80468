#pragma once
// The host side of the steps as the trace (trace_view.json and the other timelines) records it, for
// the host rules of the tuning assistant: stream and device synchronisations with the Python line
// that made them, operator compilations, garbage-collection pauses and data-loader calls, each
// inside the profiled steps. Gathered in one pass over the host tracks, once per rank.
#include "model/timeline.h"
#include "timeline/steps.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct HostCall {
    Nanos start = 0, duration = 0; // timeline clock
    std::string name;              // the event as written ("AscendCL@aclrtSynchronizeStreamWithTimeout")
    // The user code line that made the call, from the Python frames around it on the framework thread
    // of the same thread id ("main.py(483): __str__"); empty when the trace has no Python frames.
    std::string callSite;
    // The innermost framework operator around it ("aten::item"); empty when none encloses it.
    std::string frameworkOp;
    Nanos end() const { return start + duration; }
};

struct HostTraceStats {
    std::vector<StepWindow> steps; // ProfilerStep (or Steps track) windows; empty: the whole trace is one step
    double stepCount = 1;
    std::vector<HostCall> syncs;      // AscendCL@aclrtSynchronize* (stream, device, event)
    std::vector<HostCall> compiles;   // outermost aclopCompileAndExecute / aclopCompile / opCompile
    std::vector<HostCall> gcPauses;   // "GC" events (torch_npu's gc_detect_threshold)
    std::vector<HostCall> dataloader; // outermost framework events with "dataloader" in the name
    // msprof-analyze's launch-blocking check: kernel launches (Node@launch) and the synchronisations
    // that come right after one on the same thread.
    long long nodeLaunches = 0, syncsAfterLaunch = 0;
};

// Nothing when the timeline has neither CANN nor framework threads.
std::optional<HostTraceStats> hostTraceStats(const Timeline& timeline);

// "main.py(483): __str__" is user code; "torch/_tensor.py(929): __format__", "<built-in method ...>",
// ".../site-packages/..." are not.
bool isUserPythonFrame(const std::string& name);

} // namespace steplens
