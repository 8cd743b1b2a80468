#pragma once
// The opening the CSV readers of core/formats share: the header read, the columns looked up by name, and
// the file refused, with the reader's own message, when a column the reader cannot do without is missing.
#include "io/csv_reader.h"
#include "model/diagnostic.h"
#include "text/message.h"

#include <cstddef>
#include <initializer_list>
#include <string_view>

namespace steplens::formats {

// Use:
//     io::CsvReader csv(path, sink);
//     formats::CsvTable table(csv, sink);
//     if (!table.isOpen())
//         return std::nullopt;
//     const int name = table.required("Name");
//     const int size = table.optional("Size(KB)");
//     if (!table.hasRequired(SL_MSG("diag.<reader>.header-lacks-...", "header '{header_text}' lacks Name")))
//         return std::nullopt;
//     ... formats::checkFieldCount(csv, table.headerSize(), table.needed(), sink) for each row.
class CsvTable
{
public:
    // Reads the header record of `csv` (an error on an empty file; nothing more when `csv` could not be opened).
    CsvTable(io::CsvReader& csv, DiagnosticSink& sink);

    // The header has been read: its columns can be looked up.
    bool isOpen() const { return m_open; }
    const io::HeaderIndex& header() const { return m_header; }

    // A column the reader cannot do without (the first of several spellings that the header has); a row
    // needs at least its index + 1 fields. -1 when the header lacks it: hasRequired() then refuses the file.
    int required(std::string_view name) { return required(m_header.find(name)); }
    int required(std::initializer_list<std::string_view> names) { return required(m_header.findAny(names)); }
    // The same for a column the reader looked up itself (a UnitHeader, the reader's own column table).
    int required(int column);
    // A column the reader reads when the header has it: -1 when it does not.
    int optional(std::string_view name) const { return m_header.find(name); }
    int optional(std::initializer_list<std::string_view> names) const { return m_header.findAny(names); }
    // At least one of `columns` (found by the reader) must be there; they do not count toward needed().
    void requireOneOf(std::initializer_list<int> columns);
    // Rows need `column` (when the header has it), without the file needing it.
    void need(int column);

    // True when every required column is there. Otherwise reports `missing` as an error on line 1, with
    // the header as written bound to {`headerArg`} when the text has that placeholder, and `action`
    // ("file ignored" unless the reader says otherwise), and returns false.
    bool hasRequired(Message missing, Message action = SL_MSG("diag.action.file-ignored", "file ignored"),
                     std::string_view headerArg = "header_text");

    // Fields in the header, and the fields a row needs to be read (the last required column + 1).
    std::size_t headerSize() const { return m_headerSize; }
    std::size_t needed() const { return m_needed; }

private:
    io::CsvReader& m_csv;
    DiagnosticSink& m_sink;
    io::HeaderIndex m_header;
    bool m_open = false;
    bool m_missing = false;
    std::size_t m_headerSize = 0;
    std::size_t m_needed = 0;
};

} // namespace steplens::formats
