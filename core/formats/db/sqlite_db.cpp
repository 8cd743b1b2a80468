#include "formats/db/sqlite_db.h"

#include "io/file_reader.h"

#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <sys/stat.h>

namespace steplens::db {

namespace {

bool unreserved(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '.' ||
           c == '_' || c == '-' || c == '~';
}

std::uint32_t bigEndian(const unsigned char* p, int bytes)
{
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

// SQLite's own text for the last error of a connection, or of a result code when there is none.
std::string errorText(sqlite3* db, int rc)
{
    const char* m = db ? sqlite3_errmsg(db) : nullptr;
    return m && *m ? std::string(m) : std::string(sqlite3_errstr(rc));
}

std::string quoted(std::string_view s)
{
    std::string out = "'";
    for (char c : s.substr(0, 60))
        out += (static_cast<unsigned char>(c) < 0x20) ? '?' : c;
    if (s.size() > 60)
        out += "...";
    return out + "'";
}

// A whole number written as text ("1736410576395167660", "-3", " 42"); false for anything else.
bool parseWhole(std::string_view s, std::int64_t& out)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

bool parseNumber(std::string_view s, double& out)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size() && std::isfinite(out);
}

// SQL text quoting of an identifier (table names come from the caller, never from a file).
std::string identifier(std::string_view name)
{
    std::string out = "\"";
    for (char c : name)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

} // namespace

std::string readOnlyUri(const std::string& path)
{
    static const char* hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : path) {
        if (unreserved(c)) {
            uri += static_cast<char>(c);
        } else {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        }
    }
    return uri + "?mode=ro&immutable=1";
}

std::optional<DbHeader> readDbHeader(const std::string& path, DiagnosticSink& sink)
{
    long long size = -1;
    std::FILE* f = io::openRegularFile(path, sink, &size);
    if (!f)
        return std::nullopt;
    unsigned char h[100] = {};
    std::size_t n = std::fread(h, 1, sizeof h, f);
    std::fclose(f);
    DbHeader header;
    header.fileBytes = size;
    header.sqlite = n >= 16 && std::memcmp(h, "SQLite format 3", 16) == 0;
    if (!header.sqlite || n < 100)
        return header;
    std::uint32_t page = bigEndian(h + 16, 2);
    header.pageSize = page == 1 ? 65536 : page;
    header.wal = h[18] == 2 || h[19] == 2;
    // The in-header page count is valid only when the change counter matches "version-valid-for".
    if (bigEndian(h + 24, 4) == bigEndian(h + 92, 4))
        header.pageCount = bigEndian(h + 28, 4);
    return header;
}

std::unique_ptr<Database> Database::open(const std::string& path, DiagnosticSink& sink)
{
    auto header = readDbHeader(path, sink);
    if (!header)
        return nullptr;
    if (!header->sqlite) {
        sink.error(0,
                   header->fileBytes == 0
                       ? SL_MSG("diag.db.empty-file", "the database file is empty")
                       : SL_MSG("diag.db.not-sqlite", "not an SQLite database (the file does not start with {magic})")
                             .arg("magic", "\"SQLite format 3\""),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return nullptr;
    }
    if (header->truncated())
        sink.warn(
            0,
            SL_MSG("diag.sqlite-db.the-database-is-cut-short",
                   "the database is cut short: {file_bytes} bytes of the {page_size} its header announces")
                .arg("file_bytes", std::to_string(header->fileBytes))
                .arg("page_size", std::to_string(header->pageCount * header->pageSize)),
            SL_MSG("diag.action.tables-are-read-as-far", "tables are read as far as they go; the rest is missing"));
    if (header->wal) {
        long long walBytes = io::fileSize(path + "-wal");
        if (walBytes > 0)
            sink.warn(0,
                      SL_MSG("diag.sqlite-db.the-database-has-a-write",
                             "the database has a write-ahead log beside it ({wal_bytes} bytes in {path}-wal) that was "
                             "never merged into it")
                          .arg("wal_bytes", std::to_string(walBytes))
                          .arg("path", path),
                      SL_MSG("diag.action.the-database-is-read-as",
                             "the database is read as it is on disk, without the log's changes: StepLens opens it "
                             "immutable so that it never writes next to the user's files"));
    }

    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    int rc = sqlite3_open_v2(readOnlyUri(path).c_str(), &db->m_db,
                             SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE,
                             nullptr);
    if (rc != SQLITE_OK) {
        sink.error(0,
                   SL_MSG("diag.sqlite-db.cannot-open-the-database", "cannot open the database: {error_text}")
                       .arg("error_text", errorText(db->m_db, rc)),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return nullptr;
    }
    sqlite3_extended_result_codes(db->m_db, 1);
    // Belt and braces: no statement on this connection may write, and no trick of a crafted schema may
    // reach the file through pragmas or shadow tables.
    sqlite3_db_config(db->m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db->m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_exec(db->m_db, "PRAGMA query_only=1; PRAGMA temp_store=MEMORY;", nullptr, nullptr, nullptr);
    db->loadSchema(sink);
    if (db->m_tables.empty() && !sink.out().empty() && sink.out().back().severity == Severity::Error)
        return nullptr;
    return db;
}

Database::~Database()
{
    if (m_db)
        sqlite3_close_v2(m_db);
}

void Database::loadSchema(DiagnosticSink& sink)
{
    std::vector<std::string> names;
    {
        Statement st = prepare("SELECT name FROM sqlite_master WHERE type = 'table'", sink);
        while (st.step()) {
            std::string_view name;
            if (st.text(0, name) == Cell::Value)
                names.emplace_back(name);
        }
        if (st.failed()) {
            sink.error(0,
                       SL_MSG("diag.sqlite-db.cannot-read-the-list-of", "cannot read the list of tables: {error}")
                           .arg("error", st.error()),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return;
        }
    }
    for (const auto& name : names) {
        auto& cols = m_tables[name];
        Statement st = prepare("SELECT name FROM pragma_table_info(" + identifier(name) + ")", sink);
        while (st.step()) {
            std::string_view col;
            if (st.text(0, col) == Cell::Value)
                cols.emplace_back(col);
        }
    }
}

bool Database::hasTable(std::string_view table) const
{
    return m_tables.find(table) != m_tables.end();
}

const std::vector<std::string>& Database::columns(std::string_view table) const
{
    static const std::vector<std::string> none;
    auto it = m_tables.find(table);
    return it == m_tables.end() ? none : it->second;
}

bool Database::hasColumn(std::string_view table, std::string_view column) const
{
    for (const auto& c : columns(table))
        if (c == column)
            return true;
    return false;
}

std::vector<std::string> Database::missingColumns(std::string_view table, const std::vector<std::string>& wanted) const
{
    std::vector<std::string> out;
    for (const auto& w : wanted)
        if (!hasColumn(table, w))
            out.push_back(w);
    return out;
}

Statement Database::prepare(const std::string& sql, DiagnosticSink& sink) const
{
    sqlite3_stmt* stmt = nullptr;
    int rc = sqlite3_prepare_v2(m_db, sql.c_str(), int(sql.size()), &stmt, nullptr);
    if (rc != SQLITE_OK || !stmt) {
        if (stmt)
            sqlite3_finalize(stmt);
        sink.error(0,
                   SL_MSG("diag.sqlite-db.cannot-query-the-database", "cannot query the database ({error_text})")
                       .arg("error_text", errorText(m_db, rc)),
                   SL_MSG("diag.action.this-part-is-not-read", "this part is not read"));
        return {};
    }
    // A statement that would change anything is refused outright, whatever its text.
    if (!sqlite3_stmt_readonly(stmt)) {
        sqlite3_finalize(stmt);
        sink.error(0,
                   SL_MSG("diag.sqlite-db.refused-a-statement-that-would",
                          "refused a statement that would write to the database"),
                   SL_MSG("diag.action.this-part-is-not-read", "this part is not read"));
        return {};
    }
    return Statement(stmt, this, sql);
}

long long Database::rowCount(std::string_view table, DiagnosticSink& sink) const
{
    if (!hasTable(table))
        return -1;
    Statement st = prepare("SELECT COUNT(*) FROM " + identifier(table), sink);
    std::int64_t n = -1;
    if (st.step() && st.integer(0, n) == Cell::Value)
        return n;
    return -1;
}

long long Database::progressRows(std::string_view table) const
{
    if (!hasTable(table))
        return 0;
    const std::string sql = "SELECT COUNT(*) FROM " + identifier(table);
    sqlite3_stmt* stmt = nullptr;
    long long n = 0;
    if (sqlite3_prepare_v2(m_db, sql.c_str(), int(sql.size()), &stmt, nullptr) == SQLITE_OK && stmt &&
        sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_type(stmt, 0) == SQLITE_INTEGER)
        n = std::max<long long>(0, sqlite3_column_int64(stmt, 0));
    sqlite3_finalize(stmt);
    return n;
}

void Database::setRowHook(std::function<void(long long rowsSoFar)> hook, long long every)
{
    m_rowHook = std::move(hook);
    m_rowHookEvery = std::max<long long>(1, every);
}

void Database::setCancel(std::function<bool()> cancelled)
{
    m_cancelled = std::move(cancelled);
    if (!m_cancelled) {
        sqlite3_progress_handler(m_db, 0, nullptr, nullptr);
        return;
    }
    // Called every ~10k virtual machine steps: a long query stops soon after the user cancels.
    sqlite3_progress_handler(
        m_db, 10000, [](void* self) { return static_cast<Database*>(self)->cancelled() ? 1 : 0; }, this);
}

Statement::Statement(sqlite3_stmt* stmt, const Database* db, std::string sql)
    : m_stmt(stmt)
    , m_db(db)
    , m_sql(std::move(sql))
{}

Statement::~Statement()
{
    finish();
}

Statement::Statement(Statement&& other) noexcept
{
    *this = std::move(other);
}

Statement& Statement::operator=(Statement&& other) noexcept
{
    if (this != &other) {
        finish();
        m_stmt = other.m_stmt;
        m_db = other.m_db;
        m_sql = std::move(other.m_sql);
        m_error = std::move(other.m_error);
        m_row = other.m_row;
        other.m_stmt = nullptr;
    }
    return *this;
}

void Statement::finish()
{
    if (m_stmt)
        sqlite3_finalize(m_stmt);
    m_stmt = nullptr;
}

bool Statement::step()
{
    if (!m_stmt || !m_error.empty())
        return false;
    int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) {
        ++m_row;
        if (m_db)
            m_db->countRow();
        return true;
    }
    if (rc != SQLITE_DONE) {
        if (rc == SQLITE_INTERRUPT && m_db && m_db->cancelled())
            m_error = "cancelled";
        else
            m_error = errorText(m_db ? m_db->handle() : nullptr, rc);
    }
    finish();
    return false;
}

Cell Statement::time(int col, std::int64_t& out) const
{
    constexpr std::int64_t kLimit = std::int64_t(1) << 62;
    const Cell c = integer(col, out);
    return c == Cell::Value && (out <= -kLimit || out >= kLimit) ? Cell::Bad : c;
}

Cell Statement::integer(int col, std::int64_t& out) const
{
    switch (sqlite3_column_type(m_stmt, col)) {
    case SQLITE_INTEGER: out = sqlite3_column_int64(m_stmt, col); return Cell::Value;
    case SQLITE_NULL: return Cell::Null;
    case SQLITE_FLOAT: {
        double d = sqlite3_column_double(m_stmt, col);
        if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9.2e18)
            return Cell::Bad;
        out = static_cast<std::int64_t>(d);
        return Cell::Value;
    }
    case SQLITE_TEXT: {
        const char* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
        int n = sqlite3_column_bytes(m_stmt, col);
        return p && parseWhole(std::string_view(p, std::size_t(n)), out) ? Cell::Value : Cell::Bad;
    }
    default: return Cell::Bad;
    }
}

Cell Statement::real(int col, double& out) const
{
    switch (sqlite3_column_type(m_stmt, col)) {
    case SQLITE_INTEGER: out = double(sqlite3_column_int64(m_stmt, col)); return Cell::Value;
    case SQLITE_FLOAT: out = sqlite3_column_double(m_stmt, col); return std::isfinite(out) ? Cell::Value : Cell::Bad;
    case SQLITE_NULL: return Cell::Null;
    case SQLITE_TEXT: {
        const char* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
        int n = sqlite3_column_bytes(m_stmt, col);
        return p && parseNumber(std::string_view(p, std::size_t(n)), out) ? Cell::Value : Cell::Bad;
    }
    default: return Cell::Bad;
    }
}

Cell Statement::text(int col, std::string_view& out) const
{
    if (sqlite3_column_type(m_stmt, col) == SQLITE_NULL) {
        out = {};
        return Cell::Null;
    }
    const char* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
    int n = sqlite3_column_bytes(m_stmt, col);
    out = p ? std::string_view(p, std::size_t(n)) : std::string_view();
    return Cell::Value;
}

bool Statement::isNull(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_NULL;
}

Message Statement::describe(int col) const
{
    switch (sqlite3_column_type(m_stmt, col)) {
    case SQLITE_NULL: return Message(std::string("NULL"));
    case SQLITE_BLOB:
        return SL_MSG("diag.db-cell.a-blob", "a blob of {n} bytes")
            .arg("n", std::to_string(sqlite3_column_bytes(m_stmt, col)));
    case SQLITE_FLOAT:
        return SL_MSG("diag.db-cell.the-fraction", "the fraction {value}")
            .arg("value", std::to_string(sqlite3_column_double(m_stmt, col)));
    case SQLITE_INTEGER: return Message(std::to_string(sqlite3_column_int64(m_stmt, col)));
    default: {
        const char* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
        int n = sqlite3_column_bytes(m_stmt, col);
        return SL_MSG("diag.db-cell.the-text", "the text {value}")
            .arg("value", quoted(p ? std::string_view(p, std::size_t(n)) : std::string_view()));
    }
    }
}

std::string Statement::columnName(int col) const
{
    const char* n = m_stmt ? sqlite3_column_name(m_stmt, col) : nullptr;
    return n ? n : "column " + std::to_string(col);
}

void reportBadCell(DiagnosticSink& sink, std::string_view table, const Statement& st, int col, const Message& expected,
                   const DiagnosticText& action)
{
    sink.warn(0,
              SL_MSG("diag.sqlite-db.row-column-holds-where-is",
                     "{table} row {row}: column {column_name} holds {describe} where {expected} is expected")
                  .arg("table", std::string(table))
                  .arg("row", std::to_string(st.row()))
                  .arg("column_name", st.columnName(col))
                  .arg("describe", st.describe(col))
                  .arg("expected", expected),
              action);
}

} // namespace steplens::db
