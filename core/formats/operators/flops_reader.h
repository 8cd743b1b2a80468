#pragma once
// flops_<id>.txt: per-operator FLOPs, comma separated with spaces. The number columns vary
// (FLOPs/FLOPS/utilization, or cube and vector MFLOPs/GFLOPS/utilization); they are kept in header order.
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace steplens {

struct FlopsTable {
    std::vector<std::string> headers;               // the number columns, as written ("MFLOPs(10^6 cube)"...)
    std::unordered_map<std::string, FlopsRow> rows; // by full operator name
};

ReadResult<FlopsTable> readFlops(const std::string& path);

} // namespace steplens
