#pragma once
// The fast path of io::CsvReader: splits one line into fields in a single pass, 64 bytes (commas) or
// 16 bytes (whitespace) at a time with SSE2 (a scalar loop elsewhere). It finds separators, quoted parts and the line end
// together, so a line is read once instead of once for its end and once per field.
//
// Quoted fields are unescaped as the careful path does (a quote opens a quoted part anywhere in a
// field, a doubled quote inside stands for one): a field that is one quoted part without doubled
// quotes is a view into the window, and so is one whose value is wrapped in doubled quotes ("""x""",
// as kernel shapes are written); others are unescaped into `scratch`.
//
// Anything unusual is left to the reader's careful path by returning Outcome::Careful without
// having consumed anything: a line break inside quotes, no line end before the end of the window
// (or a quoted part still open there), a CR as the window's last byte (a LF may follow), more fields
// than allowed.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace steplens::io {

struct ScannedLine {
    std::size_t end = 0;  // offset of the line break (the line excludes it)
    std::size_t next = 0; // offset where the next line starts
};

enum class Outcome { Line, Careful };

// Comma-separated fields of the line starting at `begin` (offsets into `base`, valid data up to
// `end`). `atEof` says no byte follows `end`, so a CR there is a line end on its own. The field of
// `asWrittenColumn`, if any, is left as written, quotes included (CsvReader::keepAsWritten).
Outcome scanCommaLine(const char* base, std::size_t begin, std::size_t end, bool atEof, std::size_t maxFields,
                      std::vector<std::string_view>& fields, std::string& scratch, ScannedLine& line,
                      std::size_t asWrittenColumn = static_cast<std::size_t>(-1));

// Appends the value of a comma-separated field as written (`"a ""b"""` gives `a "b"`) to `out`: a quote
// opens a quoted part anywhere in the field, a doubled quote inside one stands for one quote, and a part
// left open runs to the field's end, as CsvReader reads it.
void unquoteCsvField(std::string_view written, std::string& out);

// Whitespace-separated fields (runs of characters other than space, tab and CR), same contract.
Outcome scanWhitespaceLine(const char* base, std::size_t begin, std::size_t end, bool atEof, std::size_t maxFields,
                           std::vector<std::string_view>& fields, ScannedLine& line);

} // namespace steplens::io
