#pragma once
// gpu_op_type_info_<id>.csv and cpu_op_type_info_<id>.csv: one row per operator type of the GPU
// or CPU backend. The proportion column is a fraction; it is stored as 0-100.
#include "formats/operators/backend_columns.h"
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<OpTypeStat>> readBackendOpTypes(const std::string& path, BackendSide side);

} // namespace steplens
