#pragma once
// minddata_cpu_utilization_<id>.json: whole-machine, process and per-pipeline-op CPU samples.
#include "formats/read_result.h"
#include "model/pipeline.h"

#include <string>

namespace steplens {

ReadResult<CpuUtilization> readCpuUtilization(const std::string& path);

} // namespace steplens
