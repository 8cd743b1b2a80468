#pragma once
// gpu_op_detail_info_<id>.csv and cpu_op_detail_info_<id>.csv: one row per operator of the GPU or
// CPU backend (times in the unit its header names: µs on GPU, ms on CPU; stored in ns, share in %).
#include "formats/operators/backend_columns.h"
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<BackendOpDetail>> readBackendOpDetails(const std::string& path, BackendSide side);

} // namespace steplens
