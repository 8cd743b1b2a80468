#pragma once
// A big CSV table read in two parts at once: the rows after a line start near the middle (io::secondPartStart)
// are read on a second thread, with a reader and diagnostics of their own, while the caller reads the rows
// before it; the second part is then appended after the first, its diagnostics at their lines in the file,
// so that the result is the one reading in order gives. Used by the kernel table (kernel_details_reader.cpp)
// and the AI CPU table (aicpu_reader.cpp): each says how it reads rows and appends a part, this says when.
#include "io/csv_reader.h"
#include "model/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace steplens::formats {

// What a reader tells readRowsInTwoParts about its rows.
struct CsvRowParts {
    // Reads rows from the caller's reader into the first part until the reader has consumed `stopAt` bytes
    // or more (a record is never cut), or to the end of the file when `stopAt` is -1.
    std::function<void(std::int64_t stopAt)> readFirst;
    // On the second thread: reads the rows of `csv` (opened at the cut) to the end into the reader's second
    // part, telling their problems to `sink` (the part's own).
    std::function<void(io::CsvReader& csv, DiagnosticSink& sink)> readSecond;
    // Optional: called on the caller's thread every 50 ms while, its own rows read, it waits for the second
    // part, so that a reader can report the second part's progress (it would otherwise stand still).
    std::function<void()> waiting;
    // Appends the second part after the first; its line 1 is the file's line `lineOffset` + 1.
    std::function<void(std::int64_t lineOffset)> appendSecond;
    // Optional, asked once both parts are read: a diagnostic of the second part that one reader over the whole
    // file would not have made (the kernel table warns about its first bad metric cell only), to leave out.
    // Its index in the part's diagnostics, kUnlistedDiagnostic when it was one of those the part's sink
    // counted without listing, or nothing.
    std::function<std::optional<std::ptrdiff_t>()> redundantDiagnostic;
};

constexpr std::ptrdiff_t kUnlistedDiagnostic = -1;

// Reads the rows of the CSV file `path` after the header `csv` has read: in two parts at once when `threads`
// and `minBytes` (as io::secondPartStart takes them) say they are worth a second thread and one can be had,
// else in one. The second part's diagnostics go through `sink` after the first part's, so its limit applies
// to both parts as to one. Returns the parts read, 1 or 2. Rethrows what the second part threw (out of
// memory, most likely: the readers' guardedRead says so).
int readRowsInTwoParts(const std::string& path, io::CsvReader& csv, DiagnosticSink& sink, int threads,
                       std::int64_t minBytes, const CsvRowParts& parts);

} // namespace steplens::formats
