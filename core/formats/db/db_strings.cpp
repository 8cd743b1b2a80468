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
        sink.warn(0,
                  SL_MSG("diag.db-strings.lacks-the-column", "{table} lacks the column {missing}")
                      .arg("table", std::string(table))
                      .arg("missing", missing.front()),
                  SL_MSG("diag.action.its-texts-are-not-read", "its texts are not read"));
        return;
    }
    Statement st = db.prepare(std::string("SELECT ") + idColumn + ", " + textColumn + " FROM " + table, sink);
    while (st.step()) {
        std::int64_t id = 0;
        Cell c = st.integer(0, id);
        if (c != Cell::Value) {
            if (c == Cell::Bad)
                reportBadCell(sink, table, st, 0, SL_MSG("diag.db-cell.an-integer-id", "an integer id"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
            continue;
        }
        std::string_view text;
        st.text(1, text);
        m_text.emplace(id, std::string(text));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-strings.could-not-be-read-to", "{table} could not be read to the end ({error})")
                      .arg("table", std::string(table))
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-texts-read-so-far", "the texts read so far are used"));
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

void IdTable::reportMisses(DiagnosticSink& sink, const Message& what) const
{
    if (m_misses == 0)
        return;
    sink.warn(0,
              (m_loaded ? SL_MSG("diag.db-strings.misses", "{n} {what} refer to ids that {table} does not hold")
                        : SL_MSG("diag.db-strings.misses-no-table",
                                 "{n} {what} refer to ids that {table} does not hold (the table is missing)"))
                  .arg("n", std::to_string(m_misses))
                  .arg("what", what)
                  .arg("table", m_table),
              SL_MSG("diag.action.those-texts-are-shown-empty", "those texts are shown empty"));
}

} // namespace steplens::db
