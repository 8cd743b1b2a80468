#pragma once
// aicore_intermediate_<id>_type.csv: one row per AI Core operator type. The share column is a
// percentage in MindSpore 1.x files and a fraction in msprof-based 2.x files; it is decided per file
// (see percent_scale.h) and always stored as 0-100.
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<OpTypeStat>> readAicoreType(const std::string& path);

} // namespace steplens
