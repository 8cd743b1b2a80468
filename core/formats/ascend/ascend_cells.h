#pragma once
// Cell helpers for the ASCEND_PROFILER_OUTPUT CSVs: µs cells to exact nanoseconds (the trailing TAB
// torch_npu writes after time cells is trimmed), and detection of values a spreadsheet rounded
// ("1.69512E+15" where the profiler wrote 1695115378713661.5), reported once per column.
#include "io/csv_reader.h"
#include "io/plain_numbers.h"
#include "io/text.h"
#include "model/diagnostic.h"
#include "model/time.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace steplens::formats {

// True for a large number in exponent form with at most 6 significant digits: no profiler writes
// that (Python prints epoch µs in full), a spreadsheet saving the file does.
bool looksSpreadsheetRounded(std::string_view cell);

// Collects the rounded cells of a file and reports one warning per column (with its first line).
class RoundingWatch
{
public:
    void check(const io::CsvReader& csv, int col, const char* name);
    void report(DiagnosticSink& sink) const;
    std::size_t count() const;
    // Adds what a watch over a later part of the same file saw (a file read in two parts at once);
    // `lineOffset` turns that part's line numbers into the file's.
    void merge(const RoundingWatch& later, std::int64_t lineOffset);

private:
    struct Seen {
        std::int64_t firstLine = 0;
        std::string example;
        std::size_t count = 0;
    };
    std::map<std::string, Seen> m_columns;
};

// A µs cell as exact ns. Missing cells (empty, N/A) give nullopt, silently unless `required`;
// text warns with `action`. The rounding watch, when given, sees every numeric cell.
std::optional<Nanos> microsCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                const DiagnosticText& action, bool required, RoundingWatch* watch);
// The same, as a bool with the value in `out` (left alone when false), for readers of millions of
// rows: a std::optional returned from a call costs a store-forwarding stall per cell with GCC.
bool microsCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                const DiagnosticText& action, bool required, RoundingWatch* watch, Nanos& out);

// A plain number cell, NaN-free; missing → nullopt (silently unless `required`).
std::optional<double> valueCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                const DiagnosticText& action, bool required, RoundingWatch* watch);
// The same as a bool with the value in `out` (left alone when false), for readers of millions of rows: a
// plain decimal ("954.3701171875") is read here without a call and skips the rounding check, which only an
// exponent form can fail. The value is the one parseDouble gives.
bool valueCellChecked(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                      const DiagnosticText& action, bool required, RoundingWatch* watch, double& out);
inline bool valueCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                      const DiagnosticText& action, bool required, RoundingWatch* watch, double& out)
{
    if (col >= 0 && static_cast<std::size_t>(col) < csv.size() && io::parsePlainDecimal(csv[std::size_t(col)], out))
        return true;
    return valueCellChecked(csv, col, name, sink, action, required, watch, out);
}

// A cell's text as the tables mean it: trimmed, "N/A" as empty.
inline std::string_view textOf(std::string_view cell)
{
    cell = io::trim(cell);
    return cell == "N/A" ? std::string_view{} : cell;
}

// The text of column `col` (textOf); a missing column gives "". Inline: the kernel table reads ten per row.
inline std::string_view textCell(const io::CsvReader& csv, int col)
{
    if (col < 0 || static_cast<std::size_t>(col) >= csv.size())
        return {};
    return textOf(csv[std::size_t(col)]);
}

// Removes one pair of enclosing double quotes: the shape columns are written as "\"32,3,224,224\""
// so spreadsheets keep them as text.
std::string_view unquote(std::string_view s);

} // namespace steplens::formats
