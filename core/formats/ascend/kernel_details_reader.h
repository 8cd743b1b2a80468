#pragma once
// kernel_details.csv (ASCEND_PROFILER_OUTPUT): one row per device task, Level0/1/2 column sets of
// torch_npu and MindSpore, and CANN's op_summary_*.csv headers (Op Name, OP Type, Task Type,
// Task Duration(us)...) that MindSpore 2.3/2.4 renamed. Compact: strings interned, no per-row maps.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <cstdint>
#include <functional>
#include <string>

namespace steplens {

struct KernelReadOptions {
    // PMU metric columns cost 4 bytes per row and column: files larger than this keep none.
    std::int64_t maxBytesWithMetrics = 256ll << 20;
    // Threads: 0 reads files of splitMinBytes or more in two parts at once when there is a second core,
    // 1 reads every file in one part, 2 reads every file with a line to cut at in two parts (for tests).
    // The result is the same either way: rows, ids and diagnostics.
    int threads = 0;
    std::int64_t splitMinBytes = 32ll << 20;
    // When set, receives how many parts the rows were read in (1 or 2): for tests and benchmarks.
    int* partsRead = nullptr;
    // When set, told now and then how far through the file the read is, in [0, 1]. Called from the
    // calling thread only: with two parts, from the first, whose pace stands for both.
    std::function<void(double fraction)> progress;
};

ReadResult<KernelDetails> readKernelDetails(const std::string& path, const KernelReadOptions& options = {});

} // namespace steplens
