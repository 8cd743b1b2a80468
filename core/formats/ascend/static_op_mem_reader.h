#pragma once
// static_op_mem.csv (ASCEND_PROFILER_OUTPUT, graph mode): the memory CANN planned for the operators
// of each static graph, by node index. Columns by name; the TOTAL row of each graph is kept apart.
#include "formats/read_result.h"
#include "model/ascend_memory.h"

#include <string>

namespace steplens {

ReadResult<StaticOpMemory> readStaticOpMem(const std::string& path);

} // namespace steplens
