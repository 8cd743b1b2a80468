#pragma once
// PROF_*/device_<id>/info.json.<id>: CANN's description of the device a rank ran on. Only the core
// counts are kept (ai_core_num, aiv_num, ai_cpu_core_num of the first DeviceInfo entry).
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <string>

namespace steplens {

ReadResult<AscendDeviceInfo> readDeviceInfo(const std::string& path);

} // namespace steplens
