#include "db_generator.h"

#include <sqlite3.h>

#include <cstdio>
#include <vector>

namespace steplens::bench {

namespace {

struct Db {
    sqlite3* db = nullptr;
    ~Db()
    {
        if (db)
            sqlite3_close(db);
    }
};

struct Insert {
    sqlite3_stmt* st = nullptr;
    Insert(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &st, nullptr); }
    ~Insert() { sqlite3_finalize(st); }
    bool run(std::initializer_list<std::int64_t> values)
    {
        int i = 1;
        for (std::int64_t v : values)
            sqlite3_bind_int64(st, i++, v);
        bool ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
        return ok;
    }
};

} // namespace

std::int64_t stepLength(const DbSpec& s)
{
    return s.preparingNs + s.kernelsPerStep * (s.kernelNs + s.gapNs) + s.stepTailNs;
}

bool writeProfilerDb(const std::string& path, const DbSpec& spec, std::string* error)
{
    std::remove(path.c_str());
    Db d;
    auto fail = [&](const char* what) {
        if (error)
            *error = std::string(what) + ": " + (d.db ? sqlite3_errmsg(d.db) : "cannot open");
        return false;
    };
    if (sqlite3_open(path.c_str(), &d.db) != SQLITE_OK)
        return fail("open");
    const char* schema = R"sql(
PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT);
CREATE TABLE TASK (startNs INTEGER, endNs INTEGER, deviceId INTEGER, connectionId INTEGER, globalTaskId INTEGER,
  globalPid INTEGER, taskType INTEGER, contextId INTEGER, streamId INTEGER, taskId INTEGER, modelId INTEGER);
CREATE TABLE COMPUTE_TASK_INFO (name INTEGER, globalTaskId INTEGER PRIMARY KEY, blockDim INTEGER, mixBlockDim INTEGER,
  taskType INTEGER, opType INTEGER, inputFormats INTEGER, inputDataTypes INTEGER, inputShapes INTEGER,
  outputFormats INTEGER, outputDataTypes INTEGER, outputShapes INTEGER, attrInfo INTEGER);
CREATE TABLE COMMUNICATION_OP (opName INTEGER, startNs INTEGER, endNs INTEGER, connectionId INTEGER,
  groupName INTEGER, opId INTEGER PRIMARY KEY, relay INTEGER, retry INTEGER, dataType INTEGER, algType INTEGER,
  count NUMERIC, opType INTEGER);
CREATE TABLE CANN_API (startNs INTEGER, endNs INTEGER, type INTEGER, globalTid INTEGER,
  connectionId INTEGER PRIMARY KEY, name INTEGER);
CREATE TABLE ENUM_API_TYPE (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE STEP_TIME (id INTEGER, startNs INTEGER, endNs INTEGER);
CREATE TABLE RANK_DEVICE_MAP (rankId INTEGER, deviceId INTEGER);
CREATE TABLE MEMORY_RECORD (component INTEGER, timestamp INTEGER, totalAllocated INTEGER, totalReserved INTEGER,
  totalActive INTEGER, streamPtr INTEGER, deviceId INTEGER);
INSERT INTO ENUM_API_TYPE VALUES (10000, 'node'), (20000, 'acl');
BEGIN;
)sql";
    if (sqlite3_exec(d.db, schema, nullptr, nullptr, nullptr) != SQLITE_OK)
        return fail("schema");
    // String ids: 0.. fixed texts, then op types, then one name per (step-independent) kernel index.
    enum : std::int64_t {
        kAiCore = 1,
        kKernelType,
        kShape,
        kDtype,
        kFormat,
        kHcom,
        kGroup,
        kPta,
        kLaunch,
        kHcclOp,
        kFirstOpType = 100
    };
    Insert str(d.db, "INSERT INTO STRING_IDS VALUES (?, ?)");
    auto addString = [&](std::int64_t id, const std::string& text) {
        sqlite3_bind_int64(str.st, 1, id);
        sqlite3_bind_text(str.st, 2, text.c_str(), -1, SQLITE_TRANSIENT);
        bool ok = sqlite3_step(str.st) == SQLITE_DONE;
        sqlite3_reset(str.st);
        return ok;
    };
    const std::pair<std::int64_t, const char*> fixed[] = {
        {kAiCore, "AI_CORE"},     {kKernelType, "KERNEL_AICORE"},   {kShape, "\"8,1024\""}, {kDtype, "FLOAT16"},
        {kFormat, "ND"},          {kHcom, "hcom_allReduce_"},       {kGroup, "group_0"},    {kPta, "PTA"},
        {kLaunch, "aclnnLaunch"}, {kHcclOp, "hcom_allReduce__1_1"},
    };
    for (auto [id, text] : fixed)
        if (!addString(id, text))
            return fail("strings");
    for (int t = 0; t < spec.opTypes; ++t)
        if (!addString(kFirstOpType + t, "OpType" + std::to_string(t)))
            return fail("strings");
    const std::int64_t firstName = kFirstOpType + spec.opTypes;
    const long long names = std::min<long long>(spec.kernelsPerStep, 5000);
    for (long long k = 0; k < names; ++k)
        if (!addString(firstName + k, "Kernel" + std::to_string(k % spec.opTypes) + "_" + std::to_string(k)))
            return fail("strings");

    Insert task(d.db, "INSERT INTO TASK VALUES (?, ?, 0, ?, ?, 4242, ?, 4294967295, ?, ?, 4294967295)");
    Insert info(d.db, "INSERT INTO COMPUTE_TASK_INFO VALUES (?, ?, 8, 0, ?, ?, ?, ?, ?, ?, ?, ?, 0)");
    Insert comm(d.db, "INSERT INTO COMMUNICATION_OP VALUES (?, ?, ?, 0, ?, ?, 0, 0, 0, 0, 1024, ?)");
    Insert cann(d.db, "INSERT INTO CANN_API VALUES (?, ?, 20000, 4242, ?, ?)");
    Insert step(d.db, "INSERT INTO STEP_TIME VALUES (?, ?, ?)");
    Insert mem(d.db, "INSERT INTO MEMORY_RECORD VALUES (?, ?, ?, ?, ?, 0, 0)");
    std::int64_t gid = 0;
    const std::int64_t len = stepLength(spec);
    for (int s = 0; s < spec.steps; ++s) {
        const std::int64_t begin = spec.firstStepNs + s * len;
        if (!step.run({s + 1, begin, begin + len - 1}))
            return fail("STEP_TIME");
        std::int64_t t = begin + spec.preparingNs;
        for (long long k = 0; k < spec.kernelsPerStep; ++k, ++gid) {
            const std::int64_t start = t, end = t + spec.kernelNs;
            if (!task.run({start, end, gid, gid, kKernelType, k % spec.streams, gid % 65536}) ||
                !info.run({firstName + (k % names), gid, kAiCore, kFirstOpType + k % spec.opTypes, kFormat, kDtype,
                           kShape, kFormat, kDtype, kShape}))
                return fail("TASK");
            if (spec.withCannApi && !cann.run({start - 3000, start - 1000, gid, kLaunch}))
                return fail("CANN_API");
            t = end + spec.gapNs;
        }
        const std::int64_t lastEnd = t - spec.gapNs;
        if (spec.commNs > 0 && !comm.run({kHcclOp, lastEnd - spec.commNs, lastEnd, kGroup, s + 1, kHcom}))
            return fail("COMMUNICATION_OP");
        if (!mem.run({kPta, begin, (s + 1) * 1048576LL, (s + 2) * 1048576LL, (s + 1) * 1048576LL}))
            return fail("MEMORY_RECORD");
    }
    Insert rank(d.db, "INSERT INTO RANK_DEVICE_MAP VALUES (?, 0)");
    if (!rank.run({spec.rank}))
        return fail("RANK_DEVICE_MAP");
    if (sqlite3_exec(d.db, "COMMIT;", nullptr, nullptr, nullptr) != SQLITE_OK)
        return fail("commit");
    return true;
}

} // namespace steplens::bench
