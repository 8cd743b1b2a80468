#pragma once
// The cell readers of the rows read in place (formats/lines_in_place.h): each finds a cell's end or reads a
// plain number straight from the reader's window, or reads a cell's text as the careful path's helpers
// (formats/csv_cells.h, formats/ascend/ascend_cells.h) would, without a diagnostic: where those would
// warn or run the rounding check, these say Careful and the caller leaves the line to the careful path.
// Shared by the kernel rows (ascend/kernel_row_in_place.cpp) and the rows of plainer tables
// (plain_row_walk.h).
#include "formats/ascend/ascend_cells.h" // textOf, the text cells' rule
#include "io/numbers.h"
#include "io/plain_numbers.h"
#include "io/text.h"
#include "model/time.h"

#include <cstdint>
#include <limits>
#include <string_view>

namespace steplens::formats::inplace {

// The bytes that end an unquoted field, or hand the line to readRow (a quote, a line break).
struct FieldStops {
    bool stop[256] = {};
    constexpr FieldStops()
    {
        stop[static_cast<unsigned char>(',')] = true;
        stop[static_cast<unsigned char>('\n')] = true;
        stop[static_cast<unsigned char>('\r')] = true;
        stop[static_cast<unsigned char>('"')] = true;
    }
};
constexpr FieldStops kStops;

inline const char* unquotedFieldEnd(const char* p, const char* end)
{
    while (p < end && !kStops.stop[static_cast<unsigned char>(*p)])
        ++p;
    return p;
}

// Where the text inside quotes that starts at `p` meets a quote or a line break (or the window's end).
inline const char* quotedTextEnd(const char* p, const char* end)
{
    while (p < end && *p != '"' && *p != '\n' && *p != '\r')
        ++p;
    return p;
}

// Where the next cell starts after a cell that ends at `cellEnd`: past its comma, or for the line's last
// cell past its LF or CRLF (then the next line's start); nullptr for anything else, or at the window's end.
inline const char* nextCell(const char* cellEnd, const char* end, bool lastCell)
{
    if (cellEnd == end)
        return nullptr;
    if (!lastCell)
        return *cellEnd == ',' ? cellEnd + 1 : nullptr;
    if (*cellEnd == '\r')
        ++cellEnd;
    return cellEnd != end && *cellEnd == '\n' ? cellEnd + 1 : nullptr;
}

// A cell "text" with no quote or line break inside (CsvReader reads text), starting at its quote `p`: where
// its text ends (at the closing quote), or nullptr when the cell has another form.
inline const char* quotedCellTextEnd(const char* p, const char* end)
{
    const char* q = quotedTextEnd(p + 1, end);
    return q != end && *q == '"' ? q : nullptr;
}

// Whether `c` can end a cell (which one the line's place needs is checked by the caller).
inline bool endsCell(char c)
{
    return c == ',' || c == '\n' || c == '\r';
}

// Digits alone, at most 18 of them (io::parsePlainInteger's unsigned case): where they end, or nullptr.
inline const char* plainIntegerAt(const char* p, const char* end, long long& out)
{
    std::uint64_t v = 0;
    const char* q = io::gatherDigits(p, end, v);
    if (q == p || q - p > 18)
        return nullptr;
    out = static_cast<long long>(v);
    return q;
}

// A time in µs written as digits (at most 16), an optional point and digits, then spaces or tabs (torch_npu
// writes a tab after each start): nanoseconds as io::parseMicrosToNanos gives them (the fourth decimal
// rounds), and where the cell ends, or nullptr for anything else (parseMicrosToNanos then reads it).
inline const char* plainMicrosAt(const char* p, const char* end, long long& nanos)
{
    constexpr std::uint64_t kLimit = (std::uint64_t(std::numeric_limits<long long>::max()) - 999) / 1000;
    std::uint64_t whole = 0;
    const char* q = io::gatherDigits(p, end, whole);
    if (q == p || q - p > 16 || whole > kLimit)
        return nullptr;
    long long fraction = 0;
    int digits = 0;
    bool roundUp = false;
    if (q < end && *q == '.') {
        for (++q; q < end; ++q) {
            const unsigned d = unsigned(static_cast<unsigned char>(*q)) - unsigned('0');
            if (d > 9)
                break;
            if (digits < 3)
                fraction = fraction * 10 + d;
            else if (digits == 3)
                roundUp = d >= 5;
            digits += digits <= 3;
        }
    }
    while (q < end && (*q == ' ' || *q == '\t'))
        ++q;
    for (; digits < 3; ++digits)
        fraction *= 10;
    nanos = static_cast<long long>(whole) * 1000 + fraction + (roundUp ? 1 : 0);
    return q;
}

enum class Cell { Value, Missing, Careful };

// formats::integerCell without a diagnostic: Careful where it would warn.
inline Cell integerOf(std::string_view cell, long long& out)
{
    if (io::parsePlainInteger(cell, out))
        return Cell::Value;
    if (io::isMissing(cell))
        return Cell::Missing;
    const auto v = io::parseInt(cell);
    if (!v)
        return Cell::Careful;
    out = *v;
    return Cell::Value;
}

// formats::microsCell without a diagnostic; a cell that is not digits alone is Careful too, since only
// readRow runs the rounding check on it.
inline Cell microsOf(std::string_view cell, Nanos& out)
{
    if (io::isMissing(cell))
        return Cell::Missing;
    long long ns = 0;
    bool digitsOnly = false;
    if (!io::parseMicrosToNanos(cell, ns, digitsOnly) || !digitsOnly)
        return Cell::Careful;
    out = ns;
    return Cell::Value;
}

// formats::valueCell without a diagnostic: a plain decimal is a value (it cannot be a spreadsheet's
// rounding), anything else that is not missing is Careful.
inline Cell decimalOf(std::string_view cell, double& out)
{
    if (io::parsePlainDecimal(cell, out))
        return Cell::Value;
    return io::isMissing(cell) ? Cell::Missing : Cell::Careful;
}

} // namespace steplens::formats::inplace
