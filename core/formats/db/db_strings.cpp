#include "formats/db/db_strings.h"

namespace steplens::db {

void IdTable::load(const Database& db, const char* table, const char* idColumn, const char* textColumn,
                   DiagnosticSink& sink)
{
    m_table = table;
    if (!db.hasTable(table))
        return;
    auto missing = db.missingColumns(table, {idColumn, textColumn});
    if (!missing.empty()) {
        sink.warn(0, std::string(table) + " lacks the column " + missing.front(), "its texts are not read");
        return;
    }
    Statement st = db.prepare(std::string("SELECT ") + idColumn + ", " + textColumn + " FROM " + table, sink);
    while (st.step()) {
        std::int64_t id = 0;
        Cell c = st.integer(0, id);
        if (c != Cell::Value) {
            if (c == Cell::Bad)
                reportBadCell(sink, table, st, 0, "an integer id", "row skipped");
            continue;
        }
        std::string_view text;
        st.text(1, text);
        m_text.emplace(id, std::string(text));
    }
    if (st.failed())
        sink.warn(0, std::string(table) + " could not be read to the end (" + st.error() + ")",
                  "the texts read so far are used");
    m_loaded = true;
}

const std::string& IdTable::get(std::int64_t id) const
{
    static const std::string empty;
    if (id == kNoValue)
        return empty;
    auto it = m_text.find(id);
    if (it == m_text.end()) {
        ++m_misses;
        return empty;
    }
    return it->second;
}

void IdTable::reportMisses(DiagnosticSink& sink, const char* what) const
{
    if (m_misses == 0)
        return;
    sink.warn(0,
              std::to_string(m_misses) + " " + what + " refer to ids that " + m_table + " does not hold" +
                  (m_loaded ? "" : " (the table is missing)"),
              "those texts are shown empty");
}

} // namespace steplens::db
