#pragma once
// framework_raw_<id>.csv: operator metadata (type, scope, tensors) in the header layouts A-E of
// docs/formats.md 2.3, chosen by header names.
#include "formats/read_result.h"
#include "model/operators.h"

#include <cstdint>
#include <string>

namespace steplens {

struct FrameworkTable {
    FrameworkOps ops;             // by full name; the last row of a name wins
    char layout = '?';            // 'A'..'E' as in docs/formats.md 2.3; '+' for a known layout with extra columns
    std::size_t rows = 0;         // rows read
    std::size_t repeatedRows = 0; // rows whose name an earlier row already had
};

struct FrameworkReadOptions {
    // Threads: 0 reads files of splitMinBytes or more in two parts at once when there is a second core,
    // 1 reads every file in one part, 2 reads every file with a line to cut at in two parts (for tests).
    // The table is the same either way (operators in order of first appearance, the last row of a name
    // winning), and so are the diagnostics.
    int threads = 0;
    std::int64_t splitMinBytes = 8ll << 20;
    // When set, receives how many parts the rows were read in (1 or 2): for tests and benchmarks.
    int* partsRead = nullptr;
};

ReadResult<FrameworkTable> readFramework(const std::string& path, const FrameworkReadOptions& options = {});

} // namespace steplens
