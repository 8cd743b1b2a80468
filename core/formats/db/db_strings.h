#pragma once
// The id -> text tables of the database export: STRING_IDS (every text column of msprof's schema is
// an integer id into it) and the small ENUM_* tables (ENUM_API_TYPE, ENUM_MODULE...). 4294967295 is
// the schema's "no value" and reads as empty, like an id the table does not hold.
#include "formats/db/sqlite_db.h"

#include <cstdint>
#include <string>
#include <unordered_map>

namespace steplens::db {

// msprof's "no value" for ids, counts and ranks (UINT32_MAX).
constexpr std::int64_t kNoValue = 4294967295LL;

class IdTable
{
public:
    // Reads `table(idColumn, textColumn)`. A missing table leaves the map empty (the caller decides
    // whether that deserves a diagnostic); bad rows are reported and skipped.
    void load(const Database& db, const char* table, const char* idColumn, const char* textColumn,
              DiagnosticSink& sink);

    // The text of `id`; empty for kNoValue and for ids the table does not hold (counted in misses()).
    const std::string& get(std::int64_t id) const;
    bool has(std::int64_t id) const { return m_text.count(id) != 0; }
    std::size_t size() const { return m_text.size(); }
    bool loaded() const { return m_loaded; }
    std::size_t misses() const { return m_misses; }
    // One warning when ids were looked up that the table does not hold.
    void reportMisses(DiagnosticSink& sink, const Message& what) const;

private:
    std::unordered_map<std::int64_t, std::string> m_text;
    std::string m_table;
    bool m_loaded = false;
    mutable std::size_t m_misses = 0;
};

} // namespace steplens::db
