#pragma once
// A small read-only view of an SQLite file (the database export of MindSpore >= 2.4, torch_npu and
// msprof). Every database is opened as the URI `file:<path>?mode=ro&immutable=1`: read-only is not
// enough, since SQLite creates `-wal` and `-shm` files next to a WAL-mode database even when it only
// reads it, and StepLens never writes into a user's folder. Nothing here can run VACUUM, CREATE or any
// statement that writes (the connection is also put in query_only and defensive mode).
//
// Values come out typed: a column that should hold an integer but holds text that is not a number
// (or a blob) is reported, never silently read as 0. Tables and columns that a version or level does
// not write are looked up first, so a reader can say what is missing instead of failing a query.
#include "model/diagnostic.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace steplens::db {

// The `file:` URI a database is opened with: the path percent-encoded (so '?', '#' and '%' in folder
// names stay part of the path) followed by `?mode=ro&immutable=1`.
std::string readOnlyUri(const std::string& path);

// What the 100-byte header of an SQLite file says, read before SQLite opens it.
struct DbHeader {
    bool sqlite = false;      // starts with "SQLite format 3\0"
    bool wal = false;         // journal mode WAL (read/write versions 2)
    long long pageSize = 0;   // bytes
    long long pageCount = 0;  // in-header database size, 0 when the header does not say
    long long fileBytes = -1; // the file's size
    bool truncated() const { return pageCount > 0 && pageSize > 0 && fileBytes < pageCount * pageSize; }
};

// Reads the header of `path`; refuses (with an error in `sink`) a path that is not a regular file.
std::optional<DbHeader> readDbHeader(const std::string& path, DiagnosticSink& sink);

class Statement;

class Database
{
public:
    // Opens `path` read-only and immutable. Returns nullptr, with an error in `sink`, when the file is
    // not a regular file, not an SQLite database, or cannot be opened; warns when it is cut short or
    // has an unmerged write-ahead log beside it (whose changes an immutable open does not see).
    static std::unique_ptr<Database> open(const std::string& path, DiagnosticSink& sink);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    const std::string& path() const { return m_path; }
    bool hasTable(std::string_view table) const;
    // Column names of a table as declared (pragma table_info), empty when the table is absent.
    const std::vector<std::string>& columns(std::string_view table) const;
    bool hasColumn(std::string_view table, std::string_view column) const;
    // The listed columns that `table` lacks (all of them when the table is absent).
    std::vector<std::string> missingColumns(std::string_view table, const std::vector<std::string>& wanted) const;

    // Prepares one statement; an error (in `sink`) gives an empty Statement whose step() is false.
    Statement prepare(const std::string& sql, DiagnosticSink& sink) const;
    // COUNT(*) of a table, -1 when it cannot be counted.
    long long rowCount(std::string_view table, DiagnosticSink& sink) const;

    // COUNT(*) of a table, for a progress bar: 0 when the table is absent, and no diagnostic when it cannot
    // be counted (it is not the data). max(rowid) would cost less but is no count: STRING_IDS keeps ids
    // near 2^29 for a few thousand strings. A million-row table is counted in about 30 ms.
    long long progressRows(std::string_view table) const;

    // Checked between rows by long queries: returning true interrupts the running statement.
    void setCancel(std::function<bool()> cancelled);
    // Called every `every` rows stepped by the statements of this database, with the rows stepped so far:
    // a progress bar follows reads it does not drive itself (db_read_progress.h).
    void setRowHook(std::function<void(long long rowsSoFar)> hook, long long every);
    long long rowsStepped() const { return m_rowsStepped; }
    bool cancelled() const { return m_cancelled && m_cancelled(); }

    sqlite3* handle() const { return m_db; }

private:
    Database() = default;
    void loadSchema(DiagnosticSink& sink);

    sqlite3* m_db = nullptr;
    std::string m_path;
    std::map<std::string, std::vector<std::string>, std::less<>> m_tables; // table -> columns
    std::function<bool()> m_cancelled;
    friend class Statement;
    void countRow() const
    {
        if (++m_rowsStepped % m_rowHookEvery == 0 && m_rowHook)
            m_rowHook(m_rowsStepped);
    }
    mutable long long m_rowsStepped = 0;
    long long m_rowHookEvery = 8192;
    std::function<void(long long)> m_rowHook;
};

// How a cell came out of a typed read.
enum class Cell { Value, Null, Bad };

class Statement
{
public:
    Statement() = default;
    Statement(sqlite3_stmt* stmt, const Database* db, std::string sql);
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool valid() const { return m_stmt != nullptr; }
    // Moves to the next row. False at the end, on an error or when cancelled: see failed()/message().
    bool step();
    bool failed() const { return !m_error.empty(); }
    const std::string& error() const { return m_error; }
    long long row() const { return m_row; } // 1-based number of the current row

    // Integers: INTEGER as is, REAL when whole, TEXT when it is a whole number (PYTORCH_API writes its
    // times as TEXT). NULL gives Cell::Null; other text, fractions and blobs give Cell::Bad.
    Cell integer(int col, std::int64_t& out) const;
    // A time in ns: an integer within ±2^62 (146 years around 1970; profilers write about 1.7e18 today). A value
    // beyond is no time a profiler wrote and gives Cell::Bad, which also keeps the difference of any two times
    // inside int64 (the fuzzer found an op "ending" 9.2e18 ns after it started: undefined behaviour).
    Cell time(int col, std::int64_t& out) const;
    // Numbers: INTEGER, REAL, or TEXT holding a finite number.
    Cell real(int col, double& out) const;
    // Text as stored (numbers converted by SQLite); NULL gives an empty view and Cell::Null.
    Cell text(int col, std::string_view& out) const;
    bool isNull(int col) const;
    // A short printable form of a cell for messages ("'abc'", "a blob of 12 bytes", "NULL").
    Message describe(int col) const; // "NULL", "the text 'x'", "a blob of n bytes"... for a diagnostic
    std::string columnName(int col) const;

private:
    void finish();
    sqlite3_stmt* m_stmt = nullptr;
    const Database* m_db = nullptr;
    std::string m_sql;
    std::string m_error;
    long long m_row = 0;
};

// Reports one bad cell in the sink: "<table> row <n>: column <c> holds <what> where <expected> is
// expected" with the action taken. Capped by the sink like any row-level problem.
void reportBadCell(DiagnosticSink& sink, std::string_view table, const Statement& st, int col, const Message& expected,
                   const DiagnosticText& action);

} // namespace steplens::db
