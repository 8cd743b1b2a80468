#pragma once
// step_trace_time.csv (ASCEND_PROFILER_OUTPUT) and msprof-analyze's cluster_step_trace_time.csv:
// every header variant (with/without Device_id, with/without Preparing, the Step,Type,Index cluster
// form). µs in the file, ns in the model.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>

namespace steplens {

ReadResult<StepTraceTime> readStepTraceTime(const std::string& path);

} // namespace steplens
