#include "formats/db/db_kernels.h"

#include "formats/db/db_pmu.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace steplens::db {

namespace {

// TASK and COMPUTE_TASK_INFO columns, in select order. Required ones make a row; the others are
// NULL in the query when a version does not write them.
struct Col {
    const char* table; // "t" or "c"
    const char* name;
    bool required;
};
enum : int {
    kStart,
    kEnd,
    kDevice,
    kStream,
    kTaskId,
    kModel,
    kName,
    kOpType,
    kCore,
    kBlockDim,
    kMixBlockDim,
    kInShapes,
    kInTypes,
    kInFormats,
    kOutShapes,
    kOutTypes,
    kOutFormats,
    kColumnCount
};
const Col kCols[kColumnCount] = {
    {"t", "startNs", true},
    {"t", "endNs", true},
    {"t", "deviceId", false},
    {"t", "streamId", false},
    {"t", "taskId", false},
    {"t", "modelId", false},
    {"c", "name", true},
    {"c", "opType", false},
    {"c", "taskType", false},
    {"c", "blockDim", false},
    {"c", "mixBlockDim", false},
    {"c", "inputShapes", false},
    {"c", "inputDataTypes", false},
    {"c", "inputFormats", false},
    {"c", "outputShapes", false},
    {"c", "outputDataTypes", false},
    {"c", "outputFormats", false},
};

const char* tableOf(const Col& c)
{
    return c.table[0] == 't' ? "TASK" : "COMPUTE_TASK_INFO";
}

std::string_view unquote(std::string_view s)
{
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"')
        return s.substr(1, s.size() - 2);
    return s;
}

// Interns STRING_IDS texts into a pool, once per id (and kind of cleaning).
class Interner
{
public:
    Interner(const IdTable& strings, StringPool& pool)
        : m_strings(strings)
        , m_pool(pool)
    {}
    // 0 (empty) for NULL, "no value", unknown ids and "N/A".
    std::uint32_t get(std::int64_t id, bool shape)
    {
        auto& cache = shape ? m_shapes : m_plain;
        auto it = cache.find(id);
        if (it != cache.end())
            return it->second;
        std::string_view text = m_strings.get(id);
        if (shape)
            text = unquote(text);
        std::uint32_t v = text.empty() || text == "N/A" ? 0 : m_pool.intern(text);
        cache.emplace(id, v);
        return v;
    }

private:
    const IdTable& m_strings;
    StringPool& m_pool;
    std::unordered_map<std::int64_t, std::uint32_t> m_plain, m_shapes;
};

template <typename T>
T small(std::int64_t v, T absent)
{
    if (v == kNoValue && absent == T(-1))
        return absent;
    if (v < std::int64_t(std::numeric_limits<T>::min()) || v > std::int64_t(std::numeric_limits<T>::max()))
        return absent;
    return T(v);
}

} // namespace

std::optional<KernelDetails> readDbKernels(const Database& db, const IdTable& strings,
                                           const std::vector<StepSpan>& steps, DiagnosticSink& sink)
{
    for (const char* table : {"TASK", "COMPUTE_TASK_INFO"})
        if (!db.hasTable(table)) {
            sink.info(
                0,
                SL_MSG("diag.db-kernels.no-table", "no {table} table (the kernels were not exported at this level)")
                    .arg("table", table),
                SL_MSG("diag.action.no-kernels-from-this-database", "no kernels from this database"));
            return std::nullopt;
        }
    std::string sql = "SELECT ";
    std::vector<std::string> absent;
    for (int i = 0; i < kColumnCount; ++i) {
        const Col& c = kCols[i];
        bool has = db.hasColumn(tableOf(c), c.name);
        if (!has && c.required) {
            sink.warn(0,
                      SL_MSG("diag.db-kernels.lacks-the-column", "{table_of} lacks the column {name}")
                          .arg("table_of", std::string(tableOf(c)))
                          .arg("name", c.name),
                      SL_MSG("diag.action.no-kernels-from-this-database", "no kernels from this database"));
            return std::nullopt;
        }
        if (!has)
            absent.push_back(std::string(tableOf(c)) + "." + c.name);
        sql += (i ? ", " : "") + (has ? std::string(c.table) + "." + c.name : std::string("NULL"));
    }
    for (const char* table : {"TASK", "COMPUTE_TASK_INFO"})
        if (!db.hasColumn(table, "globalTaskId")) {
            sink.warn(0,
                      SL_MSG("diag.db-kernels.lacks-the-column-globaltaskid", "{table} lacks the column globalTaskId")
                          .arg("table", std::string(table)),
                      SL_MSG("diag.action.no-kernels-from-this-database", "no kernels from this database"));
            return std::nullopt;
        }
    if (!absent.empty()) {
        std::string list;
        for (const auto& a : absent)
            list += (list.empty() ? "" : ", ") + a;
        sink.info(0, SL_MSG("diag.db-kernels.the-database-has-no", "the database has no {list}").arg("list", list),
                  SL_MSG("diag.action.those-kernel-columns-are-empty", "those kernel columns are empty"));
    }
    sql += ", t.globalTaskId FROM TASK t JOIN COMPUTE_TASK_INFO c ON c.globalTaskId = t.globalTaskId";
    const int kGlobalTaskId = kColumnCount;
    std::vector<std::int64_t> taskIds; // of each row, for its PMU metrics

    KernelDetails out;
    out.sources.push_back(db.path());
    out.hasStep = !steps.empty();
    out.hasShapes =
        db.hasColumn("COMPUTE_TASK_INFO", "inputShapes") || db.hasColumn("COMPUTE_TASK_INFO", "outputShapes");
    Interner intern(strings, out.strings);
    Statement st = db.prepare(sql, sink);
    auto optional = [&](int col, std::int64_t absentValue) {
        std::int64_t v = absentValue;
        Cell c = st.integer(col, v);
        if (c == Cell::Bad)
            reportBadCell(sink, "TASK/COMPUTE_TASK_INFO", st, col, SL_MSG("diag.db-cell.an-integer", "an integer"),
                          SL_MSG("diag.db-cell.value-left-empty", "value left empty"));
        return c == Cell::Value ? v : absentValue;
    };
    while (st.step()) {
        std::int64_t start = 0, end = 0, name = 0;
        bool ok = true;
        for (auto [col, target] :
             {std::pair{int(kStart), &start}, std::pair{int(kEnd), &end}, std::pair{int(kName), &name}}) {
            Cell c = col == kName ? st.integer(col, *target) : st.time(col, *target);
            if (c != Cell::Value) {
                reportBadCell(sink, col == kName ? "COMPUTE_TASK_INFO" : "TASK", st, col,
                              col == kName ? SL_MSG("diag.db-cell.a-string-id", "a string id")
                                           : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                              SL_MSG("diag.db-cell.kernel-skipped", "kernel skipped"));
                ok = false;
                break;
            }
        }
        if (!ok)
            continue;
        if (end < start) {
            sink.warn(
                0,
                SL_MSG("diag.db-kernels.task-row-the-kernel-ends", "TASK row {row}: the kernel ends before it starts")
                    .arg("row", std::to_string(st.row())),
                SL_MSG("diag.action.kernel-skipped", "kernel skipped"));
            continue;
        }
        KernelRow r;
        r.start = start;
        r.duration = end - start;
        r.name = intern.get(name, false);
        if (r.name == 0) {
            sink.warn(0,
                      SL_MSG("diag.db-kernels.compute-task-info-row-the",
                             "COMPUTE_TASK_INFO row {row}: the kernel has no name")
                          .arg("row", std::to_string(st.row())),
                      SL_MSG("diag.action.kernel-skipped", "kernel skipped"));
            continue;
        }
        r.type = intern.get(optional(kOpType, kNoValue), false);
        if (r.type == 0) {
            r.type = r.name; // Level0 writes N/A: the kernel name is all there is
            out.typeFromName = true;
        }
        r.core = intern.get(optional(kCore, kNoValue), false);
        KernelAttributes a;
        a.deviceId = small<std::int16_t>(optional(kDevice, -1), -1);
        r.streamId = small<std::int32_t>(optional(kStream, -1), -1);
        r.taskId = optional(kTaskId, -1);
        a.modelId = small<std::uint32_t>(optional(kModel, kNoValue), 0xffffffffu);
        r.blockDim = small<std::int32_t>(optional(kBlockDim, -1), -1);
        a.mixBlockDim = small<std::int32_t>(optional(kMixBlockDim, -1), -1);
        r.attributes = out.attributeSets.intern(a);
        KernelShapes shapes;
        shapes.inputShapes = intern.get(optional(kInShapes, kNoValue), true);
        shapes.inputDtypes = intern.get(optional(kInTypes, kNoValue), false);
        shapes.inputFormats = intern.get(optional(kInFormats, kNoValue), false);
        shapes.outputShapes = intern.get(optional(kOutShapes, kNoValue), true);
        shapes.outputDtypes = intern.get(optional(kOutTypes, kNoValue), false);
        shapes.outputFormats = intern.get(optional(kOutFormats, kNoValue), false);
        r.shapes = out.shapeSets.intern(shapes);
        if (out.hasStep)
            r.step = stepAt(steps, r.start);
        out.rows.push_back(r);
        taskIds.push_back(optional(kGlobalTaskId, kNoValue));
    }
    if (st.failed())
        sink.warn(
            0,
            SL_MSG("diag.db-kernels.the-kernels-could-not-be", "the kernels could not be read to the end ({error})")
                .arg("error", st.error()),
            SL_MSG("diag.action.the-kernels-read-so-far", "the kernels read so far are used"));
    strings.reportMisses(sink, SL_MSG("diag.db-strings.texts-of-kernels", "texts of kernels"));
    auto byStart = [](const KernelRow& a, const KernelRow& b) { return a.start < b.start; };
    if (!std::is_sorted(out.rows.begin(), out.rows.end(), byStart)) {
        std::vector<std::size_t> order(out.rows.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return out.rows[a].start < out.rows[b].start; });
        RowStore<KernelRow> rows(out.rows.size());
        std::vector<std::int64_t> ids(taskIds.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            rows[i] = out.rows[order[i]];
            ids[i] = taskIds[order[i]];
        }
        out.rows = std::move(rows);
        taskIds = std::move(ids);
    }
    readDbPmuMetrics(db, strings, taskIds, out, sink);
    if (out.rows.empty())
        sink.info(0,
                  SL_MSG("diag.db-kernels.no-kernel-rows-task-and",
                         "no kernel rows (TASK and COMPUTE_TASK_INFO share no globalTaskId)"),
                  SL_MSG("diag.action.no-kernels-from-this-database", "no kernels from this database"));
    return out;
}

OpStatistic opStatisticFromKernels(const KernelDetails& kernels, const std::string& source)
{
    struct Acc {
        long long count = 0;
        Nanos total = 0, min = INT64_MAX, max = 0;
    };
    std::map<std::pair<std::uint32_t, std::uint32_t>, Acc> groups; // (type, core)
    Nanos all = 0;
    for (const auto& r : kernels.rows) {
        Acc& a = groups[{r.type, r.core}];
        ++a.count;
        a.total += r.duration;
        a.min = std::min(a.min, r.duration);
        a.max = std::max(a.max, r.duration);
        all += r.duration;
    }
    OpStatistic out;
    out.sources.push_back(source);
    for (const auto& [key, a] : groups) {
        OpStatisticRow row;
        row.opType = kernels.str(key.first);
        row.coreType = key.second ? kernels.str(key.second) : std::string("N/A");
        row.count = a.count;
        row.total = a.total;
        row.min = a.min;
        row.max = a.max;
        row.avg = a.count ? a.total / a.count : 0;
        row.ratioPct = all > 0 ? double(a.total) / double(all) * 100.0 : 0.0;
        out.rows.push_back(std::move(row));
    }
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [](const OpStatisticRow& a, const OpStatisticRow& b) { return a.total > b.total; });
    return out;
}

} // namespace steplens::db
