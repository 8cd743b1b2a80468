#pragma once
// profiler_metadata.json (MindSpore add_metadata / torch_npu): parallel_group_info,
// distributed_args (DP/PP/TP sizes, rank, world size) and any user key, kept as text.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>

namespace steplens {

ReadResult<ProfilerMetadata> readProfilerMetadata(const std::string& path);

} // namespace steplens
