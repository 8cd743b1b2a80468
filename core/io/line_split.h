#pragma once
// Where to cut a big text file into two parts that two threads read at once: the start of the first
// line at or after a byte offset. The cut is only a guess for CSV: a quoted field may hold a line
// break, so the reader of the first part checks that its last record ends exactly there
// (formats/csv_second_part.cpp) and reads on past it when not.
#include <cstdint>
#include <string>

namespace steplens::io {

// The offset just after the first '\n' at or after `from`, looked for in the next `window` bytes;
// -1 when there is none there, the file cannot be read, or the line starts at the file's end.
std::int64_t lineStartAfter(const std::string& path, std::int64_t from, std::size_t window = 1u << 20);

class CsvReader;

// Where a reader that has read its header should cut the rest of the file in two: the line start after
// the middle of the rows, or -1 to read them in one part (`threads` and `minBytes` as worthASecondThread
// takes them: the rows are not worth a second thread, or there is no line to cut at).
std::int64_t secondPartStart(const std::string& path, const CsvReader& csv, int threads, std::int64_t minBytes);

} // namespace steplens::io
