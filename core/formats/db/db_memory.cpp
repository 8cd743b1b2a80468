#include "formats/db/db_memory.h"

#include "io/text.h"

#include <algorithm>

namespace steplens::db {

namespace {

constexpr double kBytesPerMB = 1024.0 * 1024.0;
constexpr double kBytesPerKB = 1024.0;

// SELECT of the wanted columns that exist (NULL for the others); false when a required one is missing.
bool selectColumns(const Database& db, const char* table, const std::vector<const char*>& cols, std::size_t required,
                   std::string& sql, DiagnosticSink& sink)
{
    sql = "SELECT ";
    for (std::size_t i = 0; i < cols.size(); ++i) {
        bool has = db.hasColumn(table, cols[i]);
        if (!has && i < required) {
            sink.warn(0,
                      SL_MSG("diag.db-memory.lacks-the-column", "{table} lacks the column {i}")
                          .arg("table", std::string(table))
                          .arg("i", cols[i]),
                      SL_MSG("diag.action.the-table-is-not-read", "the table is not read"));
            return false;
        }
        sql += (i ? ", " : "") + (has ? std::string(cols[i]) : std::string("NULL"));
    }
    sql += std::string(" FROM ") + table;
    return true;
}

// A byte count as MB; absent for NULL and "no value".
double megabytes(const Statement& st, int col)
{
    double v = 0;
    if (st.real(col, v) != Cell::Value || v == double(kNoValue) || v < 0)
        return kAbsent;
    return v / kBytesPerMB;
}

std::optional<Nanos> time(const Statement& st, int col)
{
    std::int64_t v = 0;
    if (st.time(col, v) != Cell::Value || v == kNoValue || v < 0)
        return std::nullopt;
    return v;
}

std::string deviceLabel(const Statement& st, int col)
{
    std::int64_t v = 0;
    if (st.integer(col, v) != Cell::Value || v == kNoValue)
        return "NPU";
    return "NPU:" + std::to_string(v);
}

} // namespace

std::optional<MemoryRecords> readDbMemoryRecords(const Database& db, const IdTable& strings, DiagnosticSink& sink)
{
    MemoryRecords out;
    out.sources.push_back(db.path());
    std::string sql;
    if (db.hasTable("MEMORY_RECORD") && selectColumns(db, "MEMORY_RECORD",
                                                      {"component", "timestamp", "totalAllocated", "totalReserved",
                                                       "totalActive", "streamPtr", "deviceId"},
                                                      2, sql, sink)) {
        out.hasActive = db.hasColumn("MEMORY_RECORD", "totalActive");
        Statement st = db.prepare(sql, sink);
        while (st.step()) {
            std::int64_t component = 0;
            auto t = time(st, 1);
            if (st.integer(0, component) != Cell::Value || !t) {
                reportBadCell(sink, "MEMORY_RECORD", st, t ? 0 : 1,
                              t ? SL_MSG("diag.db-cell.a-string-id", "a string id")
                                : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            MemoryRecord r;
            r.timestamp = *t;
            r.component = out.strings.intern(strings.get(component));
            r.allocatedMB = megabytes(st, 2);
            r.reservedMB = megabytes(st, 3);
            r.activeMB = megabytes(st, 4);
            std::string_view ptr;
            if (st.text(5, ptr) == Cell::Value)
                r.streamPtr = out.strings.intern(ptr);
            r.device = out.strings.intern(deviceLabel(st, 6));
            out.rows.push_back(std::move(r));
        }
        if (st.failed())
            sink.warn(0,
                      SL_MSG("diag.db-memory.memory-record-could-not-be",
                             "MEMORY_RECORD could not be read to the end ({error})")
                          .arg("error", st.error()),
                      SL_MSG("diag.action.the-rows-read-so-far", "the rows read so far are used"));
    }
    // NPU_MEM's "app" rows: the whole process's device memory, which memory_record.csv lists as APP.
    if (db.hasTable("NPU_MEM") &&
        selectColumns(db, "NPU_MEM", {"type", "hbm", "timestampNs", "deviceId"}, 3, sql, sink)) {
        Statement st = db.prepare(sql, sink);
        const std::uint32_t app = out.strings.intern("APP");
        while (st.step()) {
            std::int64_t type = 0;
            auto t = time(st, 2);
            if (st.integer(0, type) != Cell::Value || !t || io::toLower(strings.get(type)) != "app")
                continue;
            MemoryRecord r;
            r.timestamp = *t;
            r.component = app;
            r.reservedMB = megabytes(st, 1);
            r.device = out.strings.intern(deviceLabel(st, 3));
            out.rows.push_back(std::move(r));
        }
    }
    if (out.rows.empty())
        return std::nullopt;
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [](const MemoryRecord& a, const MemoryRecord& b) { return a.timestamp < b.timestamp; });
    return out;
}

std::optional<OperatorMemory> readDbOperatorMemory(const Database& db, const IdTable& strings, DiagnosticSink& sink)
{
    std::string sql;
    if (!db.hasTable("OP_MEMORY") ||
        !selectColumns(db, "OP_MEMORY",
                       {"name", "size", "allocationTime", "releaseTime", "activeReleaseTime", "duration",
                        "activeDuration", "allocationTotalAllocated", "allocationTotalReserved",
                        "allocationTotalActive", "releaseTotalAllocated", "releaseTotalReserved", "releaseTotalActive",
                        "deviceId"},
                       3, sql, sink))
        return std::nullopt;
    OperatorMemory out;
    out.sources.push_back(db.path());
    Statement st = db.prepare(sql, sink);
    while (st.step()) {
        std::int64_t name = 0;
        double size = 0;
        auto alloc = time(st, 2);
        if (st.integer(0, name) != Cell::Value || st.real(1, size) != Cell::Value || !alloc) {
            int bad = st.integer(0, name) != Cell::Value ? 0 : st.real(1, size) != Cell::Value ? 1 : 2;
            reportBadCell(sink, "OP_MEMORY", st, bad,
                          bad == 1   ? SL_MSG("diag.db-cell.a-size-in-bytes", "a size in bytes")
                          : bad == 0 ? SL_MSG("diag.db-cell.a-string-id", "a string id")
                                     : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
            continue;
        }
        OperatorMemoryRow r;
        r.name = out.strings.intern(strings.get(name));
        r.sizeKB = size / kBytesPerKB;
        r.allocationTime = *alloc;
        r.releaseTime = time(st, 3);
        r.activeReleaseTime = time(st, 4);
        r.duration = time(st, 5);
        r.activeDuration = time(st, 6);
        r.allocTotalAllocatedMB = megabytes(st, 7);
        r.allocTotalReservedMB = megabytes(st, 8);
        r.allocTotalActiveMB = megabytes(st, 9);
        r.releaseTotalAllocatedMB = megabytes(st, 10);
        r.releaseTotalReservedMB = megabytes(st, 11);
        r.releaseTotalActiveMB = megabytes(st, 12);
        r.device = out.strings.intern(deviceLabel(st, 13));
        out.rows.push_back(std::move(r));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-memory.op-memory-could-not-be", "OP_MEMORY could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-rows-read-so-far", "the rows read so far are used"));
    strings.reportMisses(sink, SL_MSG("diag.db-strings.texts-of-memory-rows", "texts of memory rows"));
    if (out.rows.empty())
        return std::nullopt;
    return out;
}

std::optional<NpuModuleMemory> readDbNpuModuleMemory(const Database& db, DiagnosticSink& sink)
{
    std::string sql;
    if (!db.hasTable("NPU_MODULE_MEM") ||
        !selectColumns(db, "NPU_MODULE_MEM", {"moduleId", "timestampNs", "totalReserved", "deviceId"}, 2, sql, sink))
        return std::nullopt;
    IdTable modules;
    modules.load(db, "ENUM_MODULE", "id", "name", sink);
    NpuModuleMemory out;
    out.sources.push_back(db.path());
    Statement st = db.prepare(sql, sink);
    while (st.step()) {
        std::int64_t module = 0;
        auto t = time(st, 1);
        if (st.integer(0, module) != Cell::Value || !t) {
            reportBadCell(sink, "NPU_MODULE_MEM", st, t ? 0 : 1,
                          t ? SL_MSG("diag.db-cell.a-module-id", "a module id")
                            : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
            continue;
        }
        NpuModuleMemRow r;
        const std::string& name = modules.get(module);
        r.component = out.strings.intern(name.empty() ? "module " + std::to_string(module) : name);
        r.timestamp = *t;
        double reserved = 0;
        // -1 (only frees seen) and "no value" leave the size unknown, as in npu_module_mem.csv.
        if (st.real(2, reserved) == Cell::Value && reserved >= 0 && reserved != double(kNoValue))
            r.reservedMB = reserved / kBytesPerMB;
        std::int64_t device = -1;
        if (st.integer(3, device) == Cell::Value && device != kNoValue && device >= 0 && device < 1 << 20)
            r.deviceId = int(device);
        r.device = out.strings.intern(r.deviceId >= 0 ? "NPU:" + std::to_string(r.deviceId) : std::string("NPU"));
        out.rows.push_back(std::move(r));
    }
    if (st.failed())
        sink.warn(
            0,
            SL_MSG("diag.db-memory.npu-module-mem-could-not", "NPU_MODULE_MEM could not be read to the end ({error})")
                .arg("error", st.error()),
            SL_MSG("diag.action.the-rows-read-so-far", "the rows read so far are used"));
    if (out.rows.empty())
        return std::nullopt;
    return out;
}

} // namespace steplens::db
