#include "formats/ascend/ascend_cells.h"

#include "formats/csv_cells.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cctype>
#include <cstdint>
#include <cstring>

namespace steplens::formats {

namespace {

// Whether `s` holds an 'e' or 'E', eight bytes at a time: the test runs on every time cell of the big
// tables, and a byte-by-byte scan was 4 % of reading a kernel table. A byte is one of the two exactly
// when, with its 0x20 bit set, it equals 'e'; the word test finds a zero byte of the XOR. A cell's last
// bytes are read as the word that ends with them (overlapping the one before), a cell under eight bytes
// as one word padded with zero bytes, which become 0x45 and never match.
bool hasExponentLetter(std::string_view s)
{
    auto hasLetter = [](std::uint64_t v) {
        v = (v | 0x2020202020202020u) ^ 0x6565656565656565u;
        return ((v - 0x0101010101010101u) & ~v & 0x8080808080808080u) != 0;
    };
    std::uint64_t v = 0;
    if (s.empty()) // a view of nothing may have no data at all, which memcpy must not be given
        return false;
    if (s.size() < 8) {
        std::memcpy(&v, s.data(), s.size());
        return hasLetter(v);
    }
    for (std::size_t at = 0; at + 8 <= s.size(); at += 8) {
        std::memcpy(&v, s.data() + at, 8);
        if (hasLetter(v))
            return true;
    }
    std::memcpy(&v, s.data() + s.size() - 8, 8);
    return hasLetter(v);
}

} // namespace

bool looksSpreadsheetRounded(std::string_view cell)
{
    // Nearly every cell is a plain decimal: without an exponent letter there is nothing to look at.
    if (!hasExponentLetter(cell))
        return false;
    std::string_view s = io::trim(cell);
    if (!s.empty() && s.front() == '"' && s.back() == '"' && s.size() >= 2)
        s = io::trim(s.substr(1, s.size() - 2));
    std::size_t e = s.find_first_of("eE");
    if (e == std::string_view::npos || e == 0 || e + 1 >= s.size())
        return false;
    std::string_view exp = s.substr(e + 1);
    if (exp.front() == '+')
        exp.remove_prefix(1);
    if (exp.empty() || exp.front() == '-')
        return false; // small numbers in exponent form (1e-05) are normal Python output
    int exponent = 0;
    for (char c : exp) {
        if (!std::isdigit(static_cast<unsigned char>(c)) || exponent > 1000)
            return false;
        exponent = exponent * 10 + (c - '0');
    }
    int digits = 0;
    for (char c : s.substr(0, e)) {
        if (std::isdigit(static_cast<unsigned char>(c)))
            ++digits;
        else if (c != '.' && c != '-' && c != '+')
            return false;
    }
    return exponent >= 6 && digits > 0 && digits <= 6;
}

void RoundingWatch::check(const io::CsvReader& csv, int col, const char* name)
{
    if (col < 0 || static_cast<std::size_t>(col) >= csv.size() || !looksSpreadsheetRounded(csv[col]))
        return;
    Seen& s = m_columns[name];
    if (s.count++ == 0) {
        s.firstLine = csv.line();
        s.example = preview(csv[col]);
    }
}

void RoundingWatch::report(DiagnosticSink& sink) const
{
    for (const auto& [name, s] : m_columns)
        sink.warn(s.firstLine,
                  (s.count == 1 ? SL_MSG("diag.ascend-cells.rounded-one",
                                         "{column} value '{example}' looks rounded by a spreadsheet (1 cell): the "
                                         "file was saved by a spreadsheet, not by the profiler")
                                : SL_MSG("diag.ascend-cells.rounded-many",
                                         "{column} value '{example}' looks rounded by a spreadsheet ({n} cells): the "
                                         "file was saved by a spreadsheet, not by the profiler")
                                      .arg("n", std::to_string(s.count)))
                      .arg("column", name)
                      .arg("example", s.example),
                  SL_MSG("diag.action.values-kept-as-read-times",
                         "values kept as read; times and ids from this column are not exact"));
}

void RoundingWatch::merge(const RoundingWatch& later, std::int64_t lineOffset)
{
    for (const auto& [name, seen] : later.m_columns) {
        Seen& s = m_columns[name];
        if (s.count == 0) {
            s.firstLine = seen.firstLine + lineOffset;
            s.example = seen.example;
        }
        s.count += seen.count;
    }
}

std::size_t RoundingWatch::count() const
{
    std::size_t n = 0;
    for (const auto& [name, s] : m_columns)
        n += s.count;
    return n;
}

bool microsCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                const DiagnosticText& action, bool required, RoundingWatch* watch, Nanos& out)
{
    if (col < 0 || static_cast<std::size_t>(col) >= csv.size() || io::isMissing(csv[col])) {
        if (required)
            sink.warn(csv.line(),
                      SL_MSG("diag.ascend-cells.is-empty", "{name} is empty").arg("name", std::string(name)), action);
        return false;
    }
    long long ns = 0;
    bool digitsOnly = false;
    if (!io::parseMicrosToNanos(csv[col], ns, digitsOnly)) {
        sink.warn(csv.line(),
                  SL_MSG("diag.ascend-cells.is-not-a-number", "{name} '{preview}' is not a number")
                      .arg("name", std::string(name))
                      .arg("preview", preview(csv[col])),
                  action);
        return false;
    }
    // Only an exponent form can be a spreadsheet's rounding; the scan for one cost 4 % of a kernel table.
    if (watch && !digitsOnly)
        watch->check(csv, col, name);
    out = ns;
    return true;
}

std::optional<Nanos> microsCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                const DiagnosticText& action, bool required, RoundingWatch* watch)
{
    Nanos ns = 0;
    if (!microsCell(csv, col, name, sink, action, required, watch, ns))
        return std::nullopt;
    return ns;
}

std::optional<double> valueCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                const DiagnosticText& action, bool required, RoundingWatch* watch)
{
    auto v = numberCell(csv, col, name, sink, action, required);
    if (v && watch)
        watch->check(csv, col, name);
    return v;
}

bool valueCellChecked(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                      const DiagnosticText& action, bool required, RoundingWatch* watch, double& out)
{
    const auto v = valueCell(csv, col, name, sink, action, required, watch);
    if (v)
        out = *v;
    return v.has_value();
}

std::string_view unquote(std::string_view s)
{
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"')
        return s.substr(1, s.size() - 2);
    return s;
}

} // namespace steplens::formats
