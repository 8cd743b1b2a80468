#pragma once
// memory_record.csv, operator_memory.csv and npu_module_mem.csv (ASCEND_PROFILER_OUTPUT), torch_npu
// and MindSpore variants: columns by name, MB or KB headers, N/A and empty cells absent.
#include "formats/read_result.h"
#include "model/ascend_memory.h"

#include <cstdint>
#include <string>

namespace steplens {

struct MemoryReadOptions {
    // Read the plain rows of memory_record.csv and operator_memory.csv in place (formats/plain_row_walk.h);
    // false sends every row through CsvReader's fields. Same rows and diagnostics either way.
    bool rowsInPlace = true;
    // When set, receives how many rows were read in place (for tests and benchmarks).
    std::int64_t* rowsReadInPlace = nullptr;
};

ReadResult<MemoryRecords> readMemoryRecord(const std::string& path, const MemoryReadOptions& options);
ReadResult<OperatorMemory> readOperatorMemory(const std::string& path, const MemoryReadOptions& options);
// With the default options (one argument, for the loaders that take readers by pointer).
ReadResult<MemoryRecords> readMemoryRecord(const std::string& path);
ReadResult<OperatorMemory> readOperatorMemory(const std::string& path);
ReadResult<NpuModuleMemory> readNpuModuleMem(const std::string& path);

} // namespace steplens
