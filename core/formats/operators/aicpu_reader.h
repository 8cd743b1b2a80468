#pragma once
// aicpu_intermediate_<id>.csv: one row per AI CPU task execution, times in ms (stored in ns).
// Files written before 2021-06 have no execution_time column; newer ones say kernel_type for op_type.
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<AiCpuTasks> readAicpu(const std::string& path);

} // namespace steplens
