#pragma once
// op_statistic.csv (ASCEND_PROFILER_OUTPUT, a copy of CANN's op_statistic_*.csv): one row per
// (OP Type, Core Type); with or without Device_id, optional Model Name. Communication kernels are
// not in it: its total equals step_trace_time's Computing.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>

namespace steplens {

ReadResult<OpStatistic> readOpStatistic(const std::string& path);

} // namespace steplens
