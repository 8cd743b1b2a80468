#pragma once
// minddata_pipeline_summary_<id>.json: MindSpore's own analysis of the data pipeline (dict of
// parallel lists indexed like op_ids; -1 marks "not available").
#include "formats/read_result.h"
#include "model/pipeline.h"

#include <string>

namespace steplens {

ReadResult<PipelineSummary> readPipelineSummary(const std::string& path);

} // namespace steplens
