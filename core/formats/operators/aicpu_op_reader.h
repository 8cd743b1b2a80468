#pragma once
// data_preprocess.csv (ASCEND_PROFILER_OUTPUT): CANN's aicpu_*.csv, one row per AI CPU operator
// execution. Despite its name it is not the data pipeline.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<DataPreprocessRow>> readDataPreprocess(const std::string& path);

} // namespace steplens
