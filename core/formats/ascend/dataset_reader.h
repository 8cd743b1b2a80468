#pragma once
// dataset.csv (MindSpore 2.5+ ASCEND_PROFILER_OUTPUT) and profiler/dataset_<rank>.csv (2.3/2.4):
// host-side dataset stages, Operation,Stage,Occurrences,Avg. time (us),Custom Info.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>
#include <vector>

namespace steplens {

ReadResult<std::vector<DatasetRow>> readDatasetCsv(const std::string& path);

} // namespace steplens
