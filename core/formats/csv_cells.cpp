#include "formats/csv_cells.h"

#include "io/numbers.h"
#include "io/text.h"

#include <algorithm>

namespace steplens::formats {

std::string preview(std::string_view cell)
{
    cell = io::trim(cell);
    return cell.size() > 40 ? std::string(io::utf8Prefix(cell, 40)) + "..." : std::string(cell);
}

std::optional<double> numberCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                 const DiagnosticText& action, bool required)
{
    if (col < 0 || static_cast<std::size_t>(col) >= csv.size() || io::isMissing(csv[col])) {
        if (required)
            sink.warn(csv.line(), SL_MSG("diag.csv-cells.is-empty", "{name} is empty").arg("name", std::string(name)),
                      action);
        return std::nullopt;
    }
    auto v = io::parseDouble(csv[col]);
    if (!v)
        sink.warn(csv.line(),
                  SL_MSG("diag.csv-cells.text", "{name} '{preview}' {why_not_number}")
                      .arg("name", std::string(name))
                      .arg("preview", preview(csv[col]))
                      .arg("why_not_number", io::whyNotNumber(csv[col])),
                  action);
    return v;
}

bool integerCellChecked(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                        const DiagnosticText& action, bool required, long long& out)
{
    if (col < 0 || static_cast<std::size_t>(col) >= csv.size() || io::isMissing(csv[col])) {
        if (required)
            sink.warn(csv.line(), SL_MSG("diag.csv-cells.is-empty", "{name} is empty").arg("name", std::string(name)),
                      action);
        return false;
    }
    auto v = io::parseInt(csv[col]);
    if (!v) {
        sink.warn(csv.line(),
                  SL_MSG("diag.csv-cells.text", "{name} '{preview}' {why_not_number}")
                      .arg("name", std::string(name))
                      .arg("preview", preview(csv[col]))
                      .arg("why_not_number", io::whyNotNumber(csv[col], true)),
                  action);
        return false;
    }
    out = *v;
    return true;
}

std::optional<long long> integerCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                     const DiagnosticText& action, bool required)
{
    long long v = 0;
    if (!integerCell(csv, col, name, sink, action, required, v))
        return std::nullopt;
    return v;
}

bool checkFieldCount(const io::CsvReader& csv, std::size_t headerSize, std::size_t needed, DiagnosticSink& sink)
{
    if (csv.size() == headerSize)
        return true;
    const bool enough = csv.size() >= needed;
    sink.warn(csv.line(),
              SL_MSG("diag.csv-cells.row-has-fields-header-has", "row has {count} fields, header has {header_size}")
                  .arg("count", std::to_string(csv.size()))
                  .arg("header_size", std::to_string(headerSize)),
              !enough                   ? SL_MSG("diag.action.row-skipped", "row skipped")
              : csv.size() > headerSize ? SL_MSG("diag.action.extra-fields-ignored", "extra fields ignored")
                                        : SL_MSG("diag.action.missing-fields-left-empty", "missing fields left empty"));
    return enough;
}

bool readHeader(io::CsvReader& csv, DiagnosticSink& sink)
{
    if (csv.next())
        return true;
    if (!csv.hadReadError())
        sink.error(0, SL_MSG("diag.csv-cells.file-is-empty", "file is empty"),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
    return false;
}

std::string headerText(const io::CsvReader& csv)
{
    std::string out;
    for (std::size_t i = 0; i < csv.size(); ++i) {
        if (i)
            out += ',';
        out += std::string(io::trim(csv[i]));
    }
    return out.size() > 120 ? std::string(io::utf8Prefix(out, 120)) + "..." : out;
}

std::size_t rowsLeftEstimate(const io::CsvReader& csv)
{
    if (csv.fileSize() <= 0)
        return 0;
    const auto left = static_cast<std::size_t>(std::max<std::int64_t>(csv.fileSize() - csv.byteOffset(), 0));
    const std::size_t rowBytes = std::max<std::size_t>(csv.rawRecord().size() + 1, 8);
    return left / rowBytes + left / rowBytes / 4 + 16;
}

} // namespace steplens::formats
