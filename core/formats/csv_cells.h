#pragma once
// Cell helpers shared by the CSV readers of core/formats: numbers with a diagnostic naming the
// column and the line, and the header/field-count checks every reader makes the same way.
#include "io/csv_reader.h"
#include "io/memory_advice.h"
#include "io/plain_numbers.h"
#include "model/diagnostic.h"

#include <algorithm>
#include <cstdint>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// An action (or message) built once per call site instead of at each call: the cell helpers below take
// the action for every cell they read, and a Message allocates its id and text, so over millions of cells
// most of a reader's time went into building actions that never became a diagnostic (BENCHMARKS.md,
// "CSV folders"). Use for the fixed texts passed with cells: SL_ONCE(SL_MSG("diag.action.x", "...")).
#define SL_ONCE(message)                                                                                               \
    ([]() -> const ::steplens::DiagnosticText& {                                                                       \
        static const ::steplens::DiagnosticText once(message);                                                         \
        return once;                                                                                                   \
    }())

namespace steplens::formats {

// The first 40 characters of a cell, for messages.
std::string preview(std::string_view cell);

// Reads a finite number from column `col`. A missing column or cell gives nullopt silently when
// `required` is false; a cell holding text always warns with `action` ("row skipped"...).
std::optional<double> numberCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                 const DiagnosticText& action, bool required = true);
std::optional<long long> integerCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                     const DiagnosticText& action, bool required = true);
// The same as a bool with the value in `out` (left alone when false), for readers of millions of rows:
// a plain integer ("42", "-7") takes no call, and no std::optional crosses one (GCC returns it through
// the stack, and reading it back stalled every cell).
bool integerCellChecked(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                        const DiagnosticText& action, bool required, long long& out);
inline bool integerCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                        const DiagnosticText& action, bool required, long long& out)
{
    if (col >= 0 && io::parsePlainInteger(csv[std::size_t(col)], out))
        return true;
    return integerCellChecked(csv, col, name, sink, action, required, out);
}

// Warns once per row whose field count differs from the header's. Returns false when the row has
// fewer than `needed` fields (the caller skips it).
bool checkFieldCount(const io::CsvReader& csv, std::size_t headerSize, std::size_t needed, DiagnosticSink& sink);

// Reads the header record. Returns false (with an error) on an empty file.
bool readHeader(io::CsvReader& csv, DiagnosticSink& sink);

// The header as written, for messages ("a,b,c", cut to 120 characters).
std::string headerText(const io::CsvReader& csv);

// How many rows of the length of the record just read the rest of the file can hold, with a
// quarter of slack (rows of one file have similar lengths). 0 when the file size is unknown.
std::size_t rowsLeftEstimate(const io::CsvReader& csv);

// Sizes `rows` once for the whole file when the first row has been read: growing by doubling copies
// every row and touches twice the memory, and first touches of fresh memory are a large part of what
// loading costs (BENCHMARKS.md, "CSV folders").
// Capacity that is never written to is never resident, so the slack costs address space only.
// The reservation is capped at three times the bytes left in the file (a short first row must not
// reserve gigabytes), and a reservation that cannot be had is skipped: the rows then grow as before.
// `perRow`: entries per row of the file, for an array of things a row holds several of (at most).
template <typename Rows> // a std::vector or a RowStore
void reserveForFile(Rows& rows, const io::CsvReader& csv, std::size_t perRow = 1)
{
    using T = typename Rows::value_type;
    if (rows.capacity() != 0 || csv.fileSize() <= 0)
        return;
    const auto left = static_cast<std::size_t>(std::max<std::int64_t>(csv.fileSize() - csv.byteOffset(), 0));
    try {
        rows.reserve(std::min(rowsLeftEstimate(csv) * perRow, (3 * left + (1u << 20)) / sizeof(T)));
    } catch (const std::bad_alloc&) {
        return;
    } catch (const std::length_error&) {
        return;
    }
    io::adviseHugePages(rows.data(), rows.capacity() * sizeof(T));
}

} // namespace steplens::formats
