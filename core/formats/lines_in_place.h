#pragma once
// Reading the common line of a file in place, straight from io::CsvReader's window, for a reader whose rows
// nearly always take one plain form (the host queue's five numbers, AI CPU rows). The reader's own parser
// either recognises a whole line ending in '\n' and returns where the next one starts, or returns nullptr
// and leaves that line (and anything odd: CR, quotes, a sign, an exponent, a bad value) to CsvReader::next()
// and the reader's careful path, which reports it. Both paths must give the same values: tests compare a
// file read with LF (in place) against the same file with CRLF (careful path only).
// Why: splitting into field views and parsing each cell through the general number parsers took more than
// half of a 1.x folder's critical path (BENCHMARKS.md, "The host queue and AI CPU rows in place").
#include "io/csv_reader.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace steplens::formats {

// Parses the whole lines at the start of `csv`'s window with `parseLine(const char* line, const char* end)`
// until it returns nullptr, the window ends, or `stopAt` bytes of the file are read (-1: no limit), and
// marks them read. Returns the number of lines parsed. Call before each csv.next().
template <typename ParseLine>
long long parseLinesInPlace(io::CsvReader& csv, std::int64_t stopAt, ParseLine&& parseLine)
{
    const std::string_view window = csv.pending();
    const char* const begin = window.data();
    const char* const end = begin + window.size();
    const char* const stop = stopAt < 0 || stopAt - csv.bytesRead() >= std::int64_t(window.size())
                                 ? end
                                 : begin + std::max<std::int64_t>(stopAt - csv.bytesRead(), 0);
    const char* p = begin;
    long long lines = 0;
    while (p < stop) {
        const char* next = parseLine(p, end);
        if (!next)
            break;
        p = next;
        ++lines;
    }
    csv.skipParsed(static_cast<std::size_t>(p - begin), lines);
    return lines;
}

// A reader's rows until the file ends or, when `stopAt` >= 0, until `stopAt` bytes of it are read (the
// record that crosses it is read whole): while `inPlace`, the lines `parseLine` takes (parseLinesInPlace),
// every other record through csv.next() and the careful `readRow()`. `counted(lines, inPlace)` is told how
// many lines each step read, and whether in place.
template <typename ParseLine, typename ReadRow, typename Counted>
void readLines(io::CsvReader& csv, std::int64_t stopAt, bool inPlace, ParseLine&& parseLine, ReadRow&& readRow,
               Counted&& counted)
{
    while (true) {
        if (inPlace)
            counted(parseLinesInPlace(csv, stopAt, parseLine), true);
        if ((stopAt >= 0 && csv.bytesRead() >= stopAt) || !csv.next())
            return;
        readRow();
        counted(1, false);
    }
}

} // namespace steplens::formats
