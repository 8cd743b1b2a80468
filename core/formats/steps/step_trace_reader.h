#pragma once
// step_trace_raw_<id>_detail_time.csv (training and inference variants, all four reduce-column
// layouts) and step_trace_point_info[_<id>].json (dict and per-step list forms).
#include "formats/read_result.h"
#include "model/step_trace.h"

#include <string>

namespace steplens {

ReadResult<StepTrace> readStepTrace(const std::string& path);

struct StepPointInfo {
    std::vector<std::string> fpStart;
    std::vector<std::string> bpEnd;
};
ReadResult<StepPointInfo> readStepPointInfo(const std::string& path);

} // namespace steplens
