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

// With two parts, the share of KernelReadOptions::progress taken by the rows; joining them takes the rest.
// Measured on a generated 5M-row file (911 MB): the join took 0.2-0.25 s of a 3.6 s read.
constexpr double kRowsShareOfTwoParts = 0.9;

struct KernelReadOptions {
    // PMU metric columns cost 4 bytes per row and column: files larger than this keep none.
    std::int64_t maxBytesWithMetrics = 256ll << 20;
    // Threads: 0 reads files of splitMinBytes or more in two parts at once when there is a second core,
    // 1 reads every file in one part, 2 reads every file with a line to cut at in two parts (for tests).
    // The result is the same either way: rows, ids and diagnostics.
    int threads = 0;
    std::int64_t splitMinBytes = 32ll << 20;
    // Read the common rows in place from the reader's window (formats/ascend/kernel_row_in_place.cpp);
    // false sends every row through CsvReader's fields. Same rows, ids and diagnostics either way.
    bool rowsInPlace = true;
    // When set, receives how many rows were read in place (for tests and benchmarks).
    std::int64_t* rowsReadInPlace = nullptr;
    // When set, receives how many parts the rows were read in (1 or 2): for tests and benchmarks.
    int* partsRead = nullptr;
    // When set, told now and then how far through the read is, in [0, 1]. Called from the calling thread
    // only. With two parts, the rows of both (the second part's bytes are counted as it reads them) take
    // kRowsShareOfTwoParts of it, and joining the parts the rest: `joining` says when that starts, and
    // progress(1) when it ends.
    std::function<void(double fraction)> progress;
    // When set, called from the calling thread at the fraction where the rows of two parts end and the
    // parts start being joined (the second part's rows appended, its strings mapped onto the first's).
    std::function<void(double fraction)> joining;
};

ReadResult<KernelDetails> readKernelDetails(const std::string& path, const KernelReadOptions& options = {});

} // namespace steplens
