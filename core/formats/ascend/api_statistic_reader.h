#pragma once
// api_statistic.csv (ASCEND_PROFILER_OUTPUT, CANN copy): time spent in host API calls per level
// (acl, runtime, node, model, hccl/communication), with or without Device_id.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<ApiStatRow>> readApiStatistic(const std::string& path);

} // namespace steplens
