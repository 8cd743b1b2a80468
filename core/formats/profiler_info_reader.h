#pragma once
// profiler_info_<rank>.json / profiler_info.json: run metadata (rank, parallel mode, versions).
// Accepts the MindSpore 1.8+ flat form, the MindSpore 2.5 nested form and torch_npu's.
#include "formats/read_result.h"
#include "model/cluster.h"

#include <string>

namespace steplens {

ReadResult<ProfilerInfo> readProfilerInfo(const std::string& path);

} // namespace steplens
