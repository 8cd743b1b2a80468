// CsvTable: the header of a CSV file read and its required columns checked, as every table reader begins.
#include "formats/csv_table.h"

#include "formats/csv_cells.h"

#include <algorithm>
#include <string>

namespace steplens::formats {

CsvTable::CsvTable(io::CsvReader& csv, DiagnosticSink& sink)
    : m_csv(csv)
    , m_sink(sink)
{
    if (!csv.isOpen() || !readHeader(csv, sink))
        return;
    m_open = true;
    m_header = io::HeaderIndex(csv.fields());
    m_headerSize = csv.size();
}

int CsvTable::required(int column)
{
    if (column < 0)
        m_missing = true;
    need(column);
    return column;
}

void CsvTable::requireOneOf(std::initializer_list<int> columns)
{
    if (std::all_of(columns.begin(), columns.end(), [](int c) { return c < 0; }))
        m_missing = true;
}

void CsvTable::need(int column)
{
    if (column >= 0)
        m_needed = std::max(m_needed, static_cast<std::size_t>(column) + 1);
}

bool CsvTable::hasRequired(Message missing, Message action, std::string_view headerArg)
{
    if (!m_missing)
        return true;
    const auto names = placeholdersOf(missing.source());
    if (std::find(names.begin(), names.end(), headerArg) != names.end())
        missing.arg(headerArg, headerText(m_csv));
    m_sink.error(1, std::move(missing), std::move(action));
    return false;
}

} // namespace steplens::formats
