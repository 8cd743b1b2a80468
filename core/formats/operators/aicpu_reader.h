#pragma once
// aicpu_intermediate_<id>.csv: one row per AI CPU task execution, times in ms (stored in ns).
// Files written before 2021-06 have no execution_time column; newer ones say kernel_type for op_type.
#include "formats/read_result.h"
#include "model/operators.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steplens {

struct AicpuReadOptions {
    // Threads: 0 reads files of splitMinBytes or more in two parts at once when there is a second core,
    // 1 reads every file in one part, 2 reads every file with a line to cut at in two parts (for tests).
    // The result is the same either way: tasks, type ids in order of first use, and diagnostics.
    int threads = 0;
    std::int64_t splitMinBytes = 8ll << 20;
    // When set, receives how many parts the rows were read in (1 or 2): for tests and benchmarks.
    int* partsRead = nullptr;
    // False: every row through CsvReader's fields, none parsed in place (tests compare the two).
    bool rowsInPlace = true;
};

ReadResult<AiCpuTasks> readAicpu(const std::string& path, const AicpuReadOptions& options = {});

} // namespace steplens
