#pragma once
// memory_record.csv, operator_memory.csv and npu_module_mem.csv (ASCEND_PROFILER_OUTPUT), torch_npu
// and MindSpore variants: columns by name, MB or KB headers, N/A and empty cells absent.
#include "formats/read_result.h"
#include "model/ascend_memory.h"

#include <string>

namespace steplens {

ReadResult<MemoryRecords> readMemoryRecord(const std::string& path);
ReadResult<OperatorMemory> readOperatorMemory(const std::string& path);
ReadResult<NpuModuleMemory> readNpuModuleMem(const std::string& path);

} // namespace steplens
