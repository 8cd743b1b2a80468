#pragma once
// Where to cut a big text file into two parts that two threads read at once: the start of the first
// line at or after a byte offset. The cut is only a guess for CSV: a quoted field may hold a line
// break, so the reader of the first part checks that its last record ends exactly there
// (see formats/ascend/kernel_details_reader.cpp) and reads on past it when not.
#include <cstdint>
#include <string>

namespace steplens::io {

// The offset just after the first '\n' at or after `from`, looked for in the next `window` bytes;
// -1 when there is none there, the file cannot be read, or the line starts at the file's end.
std::int64_t lineStartAfter(const std::string& path, std::int64_t from, std::size_t window = 1u << 20);

} // namespace steplens::io
