#pragma once
// The timeline of a database rank, laid out like trace_view.json so every timeline view works alike:
//   Python      one thread per globalTid of PYTORCH_API (torch_npu; its times are stored as TEXT)
//   CANN        one thread per globalTid of CANN_API (acl, node, runtime... levels)
//   Ascend Hardware  one "Stream N" thread per TASK stream: compute kernels by name and op type, the
//               other device tasks by task type; communication tasks go to HCCL instead
//   HCCL        one "Plane N" thread per plane of COMMUNICATION_TASK_INFO
//   Communication  one thread per group of COMMUNICATION_OP
//   Overlap Analysis  Computing, Communication, Communication(Not Overlapped) and Free, from the
//               unions of the compute and communication intervals
//   Step Trace  "Steps" from STEP_TIME ("Iteration N")
// Flows: CANN_API -> TASK through connectionId ("HostToDevice"), PYTORCH_API -> TASK / CANN_API
// through CONNECTION_IDS ("async_npu"). Counters: MEMORY_RECORD allocated/reserved per component,
// AICORE_FREQ.
#include "formats/read_result.h"
#include "model/timeline.h"

#include <functional>
#include <string>

namespace steplens {

struct DbTimelineOptions {
    std::function<void(double)> progress; // fraction done
    std::function<bool()> cancelled;      // polled between tables and inside long queries
};

ReadResult<Timeline> readDbTimeline(const std::string& path, const DbTimelineOptions& options = {});

} // namespace steplens
