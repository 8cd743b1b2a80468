#pragma once
// aicore_intermediate_<id>_detail.csv: one row per AI Core operator with its average time per
// execution in ms (all header variants of docs/formats.md 2.4). Times are stored in ns.
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<OpDetail>> readAicoreDetail(const std::string& path);

} // namespace steplens
