#pragma once
// flops_summary_<id>.json: {"FLOPs", "FLOPS", "FLOPS_Utilization"} or, from MindSpore 2.0, the
// cube_/vec_ split of the same three. Every numeric key is kept as written.
#include "formats/read_result.h"

#include <map>
#include <string>

namespace steplens {

ReadResult<std::map<std::string, double>> readFlopsSummary(const std::string& path);

} // namespace steplens
