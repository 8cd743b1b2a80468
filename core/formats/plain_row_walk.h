#pragma once
// One row of a table of plain rows (numbers and short texts, now and then a quoted cell) read in place,
// straight from io::CsvReader's window (formats/lines_in_place.h): the reader says what each column holds,
// and one walk over the line finds every cell, reading the numbers of Micros and Decimal columns on the
// way. The reader then reads the cells with formats/cells_in_place.h and leaves to its careful path every
// line the walk refuses or a cell of which it would warn about.
// Why: splitting a line into field views and reading each cell through the general helpers afterwards
// reads every byte twice, which held the memory tables to ~0.5 GB/s (BENCHMARKS.md, "Rows in place for the
// kernel and memory tables").
#include "formats/cells_in_place.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace steplens::formats {

enum class PlainColumn : std::uint8_t {
    Skip,    // nothing kept
    Text,    // the cell's text
    Micros,  // a time in µs: nanoseconds, read on the way when written plainly
    Decimal, // a number: read on the way when written as a plain decimal
};

struct PlainCell {
    std::string_view text; // the cell as written (inside its quotes when quoted), unless read on the way
    long long nanos = 0;   // a Micros cell read on the way
    double value = 0;      // a Decimal cell read on the way
    bool read = false;     // whether the number was read on the way
};

// Reads the line at `p` (valid bytes up to `end`) into `cells`, one per column: where the next line
// starts, or nullptr when the line is not whole in the window, has another number of fields than
// `columns`, holds a quote other than around a whole cell ("text" without quotes or line breaks inside),
// or ends other than in LF or CRLF.
const char* walkPlainRow(const char* p, const char* end, const std::vector<PlainColumn>& columns, PlainCell* cells);

// The cell of column `col` of a walked row, or an empty (missing) one when the header lacks it (-1).
inline const PlainCell& plainCell(const PlainCell* cells, int col)
{
    static const PlainCell kMissing;
    return col >= 0 ? cells[col] : kMissing;
}

// The careful path's reading of a walked cell, without a diagnostic (formats/cells_in_place.h).
inline inplace::Cell plainMicros(const PlainCell& c, Nanos& out)
{
    if (!c.read)
        return inplace::microsOf(c.text, out);
    out = c.nanos;
    return inplace::Cell::Value;
}

inline inplace::Cell plainDecimal(const PlainCell& c, double& out)
{
    if (!c.read)
        return inplace::decimalOf(c.text, out);
    out = c.value;
    return inplace::Cell::Value;
}

} // namespace steplens::formats
