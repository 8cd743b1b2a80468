#pragma once
// framework_raw_<id>.csv: operator metadata (type, scope, tensors) in the header layouts A-E of
// docs/formats.md 2.3, chosen by header names.
#include "formats/read_result.h"
#include "model/operators.h"

#include <string>

namespace steplens {

struct FrameworkTable {
    FrameworkOps ops;             // by full name; the last row of a name wins
    char layout = '?';            // 'A'..'E' as in docs/formats.md 2.3; '+' for a known layout with extra columns
    std::size_t rows = 0;         // rows read
    std::size_t repeatedRows = 0; // rows whose name an earlier row already had
};

ReadResult<FrameworkTable> readFramework(const std::string& path);

} // namespace steplens
