// The database export (SQLite): every fixture rank of msinsight's db/level0..2 read with asserted
// values, the step breakdown computed without analysis.db equal to analysis.db's, the communication
// figures computed from the tasks equal to analysis.db's, and the hand-checked interval arithmetic.
// Expected values were taken from the fixtures with Python's sqlite3 on copies (not with StepLens).
#include "db_generator.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/db/db_intervals.h"
#include "formats/db/db_rank_reader.h"
#include "formats/db/db_steps.h"
#include "formats/db/db_timeline.h"
#include "formats/db/sqlite_db.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>

using namespace steplens;

namespace {

std::string output(const std::string& level, int rank, const std::string& file)
{
    return test::fixture(test::kPytorchDb + level + "/rank" + std::to_string(rank) +
                         "_ascend_pt/ASCEND_PROFILER_OUTPUT/" + file);
}

std::string profilerDb(const std::string& level, int rank)
{
    return output(level, rank, "ascend_pytorch_profiler_" + std::to_string(rank) + ".db");
}

struct RankExpect {
    const char* level;
    int rank;
    Nanos kernelTotal;   // Σ (endNs - startNs) over TASK ⋈ COMPUTE_TASK_INFO
    std::size_t opTypes; // distinct op types (Level0: kernel names)
    const char* topType; // largest total
    Nanos topTotal;
    std::size_t moduleRows;  // NPU_MODULE_MEM rows
    std::size_t cannRows;    // CANN_API rows
    std::size_t pytorchRows; // PYTORCH_API rows
    std::size_t taskRows;    // TASK rows
};

const RankExpect kRanks[] = {
    {"level0", 0, 8843910, 78, "aclnnForeachAddListV2_ForeachAddListV2_ForeachAddList", 1948578, 1001, 713, 2460, 550},
    {"level0", 1, 8831637, 78, "aclnnForeachAddListV2_ForeachAddListV2_ForeachAddList", 1952539, 1001, 712, 2460, 550},
    {"level1", 0, 8903431, 33, "ForeachAddList", 1947618, 1078, 710, 2460, 552},
    {"level1", 1, 8915634, 33, "ForeachAddList", 1952238, 1078, 709, 2460, 552},
    {"level2", 0, 8900456, 33, "ForeachAddList", 1950778, 1078, 1133, 2460, 552},
    {"level2", 1, 8926368, 33, "ForeachAddList", 1956579, 1078, 1187, 2492, 552},
};

Nanos sumDurations(const KernelDetails& k)
{
    Nanos t = 0;
    for (const auto& r : k.rows)
        t += r.duration;
    return t;
}

std::size_t eventsOfKind(const Timeline& tl, TrackKind kind)
{
    std::size_t n = 0;
    for (const auto& t : tl.tracks)
        if (t.kind == kind)
            n += t.events.size();
    return n;
}

} // namespace

TEST_CASE("db: every fixture rank reads kernels, op types, steps, communication and memory")
{
    for (const RankExpect& e : kRanks) {
        INFO(e.level << " rank " << e.rank);
        std::string db = profilerDb(e.level, e.rank);
        std::string analysis = output(e.level, e.rank, "analysis.db");
        REQUIRE_FIXTURE(db);
        REQUIRE_FIXTURE(analysis);
        auto r = readDbRank(db, analysis);
        REQUIRE(r.value);
        const AscendOutput& o = r.value->output;
        CHECK(o.source == "db");
        REQUIRE(r.value->rank);
        CHECK(*r.value->rank == e.rank); // RANK_DEVICE_MAP

        // Kernels: TASK ⋈ COMPUTE_TASK_INFO, 187 per rank at every level.
        REQUIRE(o.kernels);
        const KernelDetails& k = *o.kernels;
        CHECK(k.rows.size() == 187);
        CHECK(sumDurations(k) == e.kernelTotal);
        CHECK(k.typeFromName == (std::string(e.level) == "level0"));
        CHECK(k.steps() == std::vector<std::int32_t>{50});
        // Op statistic: per (type, core); the type totals.
        REQUIRE(o.opStatistic);
        std::map<std::string, Nanos> byType;
        for (const auto& row : o.opStatistic->rows)
            byType[row.opType] += row.total;
        CHECK(byType.size() == e.opTypes);
        CHECK(byType[e.topType] == e.topTotal);
        double pct = 0;
        for (const auto& row : o.opStatistic->rows)
            pct += row.ratioPct;
        CHECK(pct == Approx(100.0));

        // Steps and communication come from analysis.db.
        CHECK(r.value->stepsFromAnalysisDb);
        // Level0's analysis.db has no CommAnalyzer tables: communication is computed from the tasks then.
        CHECK(r.value->communicationFromAnalysisDb == (std::string(e.level) != "level0"));
        REQUIRE(o.stepTraceTime);
        REQUIRE(o.stepTraceTime->rows.size() == 1);
        CHECK(o.stepTraceTime->rows[0].step == "50");
        CHECK(o.stepTraceTime->rows[0].get(StepColumn::Computing) == e.kernelTotal); // no two kernels overlap
        REQUIRE(o.communication);
        CHECK(o.communication->ops.size() == 4);
        CHECK(o.communication->ops[0].place.step == "step50");

        // Memory: PTA peaks 1245688832 bytes allocated, 1452 MB reserved (bytes / 2^20); 184 operator blocks.
        REQUIRE(o.memoryRecords);
        double allocated = 0, reserved = 0;
        for (const auto& m : o.memoryRecords->rows)
            if (o.memoryRecords->str(m.component) == "PTA") {
                allocated = std::max(allocated, m.allocatedMB);
                reserved = std::max(reserved, m.reservedMB);
            }
        CHECK(allocated == Approx(1245688832.0 / 1048576.0));
        CHECK(reserved == Approx(1452.0));
        REQUIRE(o.operatorMemory);
        CHECK(o.operatorMemory->rows.size() == 184);
        CHECK(o.operatorMemory->rows[0].sizeKB == Approx(18816.5)); // 19268096 bytes
        REQUIRE(o.npuModuleMemory);
        CHECK(o.npuModuleMemory->rows.size() == e.moduleRows);
    }
}

TEST_CASE("db: level1 rank 0 values as analysis.db and the kernel rows write them")
{
    std::string db = profilerDb("level1", 0);
    REQUIRE_FIXTURE(db);
    auto r = readDbRank(db, output("level1", 0, "analysis.db"));
    REQUIRE(r.value);
    const AscendOutput& o = r.value->output;
    const StepBreakdown& s = o.stepTraceTime->rows[0];
    CHECK(s.get(StepColumn::Computing) == 8903431);
    CHECK(s.get(StepColumn::CommunicationNotOverlapped) == 98071947);
    CHECK(s.get(StepColumn::Overlapped) == 4036153);
    CHECK(s.get(StepColumn::Communication) == 102108100);
    CHECK(s.get(StepColumn::Free) == 25258144);
    CHECK(s.get(StepColumn::Preparing) == 18055693);
    const KernelDetails& k = *o.kernels;
    const KernelRow& first = k.rows[0];
    CHECK(k.str(first.name) == "trans_TransData_0");
    CHECK(k.str(first.type) == "TransData");
    CHECK(k.str(first.core) == "AI_VECTOR_CORE");
    CHECK(k.str(k.shapes(first).inputShapes) ==
          "32,3,224,224"); // the quotes of the database are dropped, as in the CSV
    CHECK(k.str(k.shapes(first).inputDtypes) == "FLOAT");
    CHECK(first.streamId == 2);
    CHECK(first.blockDim == 32);
    CHECK(k.attributes(first).modelId == 0xffffffffu);
    const CommOp& op = o.communication->ops[0];
    CHECK(op.place.opName == "hcom_allReduce__210_0_1");
    CHECK(op.elapseNs == Approx(88750993.21875));
    CHECK(op.transitNs == Approx(228564.59375));
    REQUIRE(op.mainTransport());
    CHECK(op.mainTransport()->transport == "HCCS");
    CHECK(op.mainTransport()->sizeMB == Approx(28.647232));
    REQUIRE(o.communicationMatrix);
    CHECK(o.communicationMatrix->links.size() == 48);
    CHECK(o.metadata->values.at("npu") == "Ascend910B");
}

TEST_CASE("db: level1 rank 0 kernels carry TASK_PMU_INFO's metrics, as kernel_details.csv's metric columns")
{
    std::string db = profilerDb("level1", 0);
    REQUIRE_FIXTURE(db);
    auto r = readDbRank(db, output("level1", 0, "analysis.db"));
    REQUIRE(r.value);
    const KernelDetails& k = *r.value->output.kernels;
    // sqlite3: 187 kernels; 5180 TASK_PMU_INFO rows = 185 kernels x 28 metric names.
    REQUIRE(k.rows.size() == 187);
    REQUIRE(k.metricNames.size() == 28);
    CHECK(std::is_sorted(k.metricNames.begin(), k.metricNames.end()));
    REQUIRE(k.metrics.size() == 187 * 28);
    std::size_t present = 0;
    for (float v : k.metrics)
        present += !std::isnan(v);
    CHECK(present == 5180);
    const auto mte2 = std::find(k.metricNames.begin(), k.metricNames.end(), "aic_mte2_ratio");
    REQUIRE(mte2 != k.metricNames.end());
    const std::size_t col = std::size_t(mte2 - k.metricNames.begin());
    double sum = 0;
    std::size_t kernelsWithIt = 0;
    for (std::size_t row = 0; row < k.rows.size(); ++row) {
        const float v = k.metrics[row * 28 + col];
        if (!std::isnan(v)) {
            sum += v;
            ++kernelsWithIt;
        }
    }
    CHECK(kernelsWithIt == 185);
    CHECK(sum == Approx(13.0937894761882).epsilon(1e-6)); // sum(value) of aic_mte2_ratio in TASK_PMU_INFO
    CHECK_FALSE(test::mentions(r.diagnostics, "TASK_PMU_INFO"));
}

TEST_CASE("db: TASK_PMU_INFO rows that are not numbers or belong to no kernel are counted, the rest kept")
{
    std::string db = profilerDb("level1", 0);
    REQUIRE_FIXTURE(db);
    test::TempDir dir;
    const std::string copy = dir.file("ascend_pytorch_profiler_0.db");
    std::filesystem::copy_file(db, copy);
    sqlite3* handle = nullptr;
    REQUIRE(sqlite3_open(copy.c_str(), &handle) == SQLITE_OK);
    REQUIRE(
        sqlite3_exec(handle,
                     "INSERT INTO TASK_PMU_INFO SELECT globalTaskId, name, 'not a number' FROM TASK_PMU_INFO LIMIT 1;"
                     "INSERT INTO TASK_PMU_INFO SELECT 999999999999, name, 0.5 FROM TASK_PMU_INFO LIMIT 2;",
                     nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(handle);
    auto r = readDbRank(copy, output("level1", 0, "analysis.db"));
    REQUIRE(r.value);
    const KernelDetails& k = *r.value->output.kernels;
    REQUIRE(k.metricNames.size() == 28);
    std::size_t present = 0;
    for (float v : k.metrics)
        present += !std::isnan(v);
    CHECK(present == 5180); // the text row does not replace the number the kernel has
    CHECK(test::mentions(r.diagnostics, "1 TASK_PMU_INFO rows have no task, name or number"));
    CHECK(test::mentions(r.diagnostics, "2 TASK_PMU_INFO rows belong to no kernel that was read"));
}

TEST_CASE("db: without analysis.db the step breakdown and communication are computed and equal analysis.db's")
{
    for (const RankExpect& e : kRanks) {
        INFO(e.level << " rank " << e.rank);
        std::string db = profilerDb(e.level, e.rank);
        std::string analysis = output(e.level, e.rank, "analysis.db");
        REQUIRE_FIXTURE(db);
        auto withAnalysis = readDbRank(db, analysis);
        auto alone = readDbRank(db, "");
        REQUIRE(withAnalysis.value);
        REQUIRE(alone.value);
        CHECK_FALSE(alone.value->stepsFromAnalysisDb);
        const auto& a = withAnalysis.value->output;
        const auto& c = alone.value->output;
        REQUIRE(c.stepTraceTime);
        REQUIRE(c.stepTraceTime->rows.size() == 1);
        const StepBreakdown& ra = a.stepTraceTime->rows[0];
        const StepBreakdown& rc = c.stepTraceTime->rows[0];
        CHECK(rc.step == ra.step);
        for (int col = 0; col < kStepColumnCount; ++col) {
            INFO(stepColumnHeader(StepColumn(col)));
            REQUIRE(ra.has(StepColumn(col)));
            REQUIRE(rc.has(StepColumn(col)));
            // analysis.db writes µs with 3 decimals: the same ns, give or take the rounding of its double.
            CHECK(std::llabs(rc.get(StepColumn(col)) - ra.get(StepColumn(col))) <= 1);
        }
        // Communication: the same four operations with the same times, to the ns analysis.db's clock allows.
        REQUIRE(c.communication);
        REQUIRE(c.communication->ops.size() == a.communication->ops.size());
        for (std::size_t i = 0; i < a.communication->ops.size(); ++i) {
            const CommOp& x = a.communication->ops[i];
            const CommOp* y = nullptr;
            for (const auto& op : c.communication->ops)
                if (op.place.opName == x.place.opName)
                    y = &op;
            REQUIRE(y);
            CHECK(y->place.step == x.place.step);
            CHECK(std::fabs(y->elapseNs - x.elapseNs) < 2);
            CHECK(std::fabs(y->transitNs - x.transitNs) < 2);
            CHECK(std::fabs(y->waitNs - x.waitNs) < 2);
            CHECK(std::fabs(y->syncNs - x.syncNs) < 2);
            CHECK(std::fabs(y->idleNs - x.idleNs) < 4);
            if (e.rank == 0 && std::string(e.level) == "level1" && i == 0) {
                REQUIRE(y->mainTransport());
                CHECK(y->mainTransport()->sizeMB == Approx(x.mainTransport()->sizeMB));
                CHECK(*y->mainTransport()->bandwidthGBs == Approx(*x.mainTransport()->bandwidthGBs).epsilon(1e-4));
            }
        }
    }
}

TEST_CASE("db: the timeline has every task, API call and step of the database")
{
    for (const RankExpect& e : kRanks) {
        INFO(e.level << " rank " << e.rank);
        std::string db = profilerDb(e.level, e.rank);
        REQUIRE_FIXTURE(db);
        auto r = readDbTimeline(db);
        REQUIRE(r.value);
        const Timeline& tl = *r.value;
        CHECK(tl.format == "database");
        // Device tasks on the hardware streams and the HCCL planes; the 4 operations on Communication.
        std::size_t hccl = 0, ops = 0;
        for (const auto& t : tl.tracks)
            if (t.kind == TrackKind::Communication)
                (t.process == "HCCL" ? hccl : ops) += t.events.size();
        CHECK(eventsOfKind(tl, TrackKind::Hardware) + hccl == e.taskRows);
        CHECK(ops == 4);
        CHECK(eventsOfKind(tl, TrackKind::Cann) == e.cannRows);
        CHECK(eventsOfKind(tl, TrackKind::Framework) == e.pytorchRows);
        CHECK(eventsOfKind(tl, TrackKind::Steps) == 1);
        CHECK(eventsOfKind(tl, TrackKind::Overlap) > 0);
        CHECK_FALSE(tl.flows.empty());
        CHECK(tl.begin < tl.end);
    }
}

TEST_CASE("db: CANN calls are named as trace_view.json names them, so the host rules read them")
{
    std::string db = profilerDb("level1", 0);
    REQUIRE_FIXTURE(db);
    auto r = readDbTimeline(db);
    REQUIRE(r.value);
    // CANN_API of level1 rank 0 (sqlite3, immutable): 515 acl calls, 191 node calls, 4 hccl calls;
    // 7 aclrtSynchronizeStreamWithTimeout (87.40354 ms in all) and 1 aclrtSynchronizeDevice.
    std::map<std::string, std::size_t> byPrefix;
    std::size_t syncs = 0;
    Nanos syncNs = 0;
    for (const auto& t : r.value->tracks) {
        if (t.kind != TrackKind::Cann)
            continue;
        for (const auto& ev : t.events) {
            const std::string& name = r.value->names[ev.name].name;
            byPrefix[name.substr(0, name.find('@'))]++;
            if (name == "AscendCL@aclrtSynchronizeStreamWithTimeout") {
                ++syncs;
                syncNs += ev.duration;
            }
        }
    }
    CHECK(byPrefix["AscendCL"] == 515);
    CHECK(byPrefix["Node"] == 191);
    CHECK(byPrefix["Hccl"] == 4);
    CHECK(syncs == 7);
    CHECK(syncNs == 87403540);
}

TEST_CASE("db: CANN's msprof_0.db without steps, ranks or communication")
{
    std::string db = test::fixture("Ascend/msinsight/server/src/test/test_data/full_db/msprof_0.db");
    REQUIRE_FIXTURE(db);
    auto r = readDbRank(db, "");
    REQUIRE(r.value);
    const AscendOutput& o = r.value->output;
    CHECK_FALSE(r.value->rank); // no RANK_DEVICE_MAP
    REQUIRE(o.kernels);
    CHECK(o.kernels->rows.size() == 11);
    CHECK(sumDurations(*o.kernels) == 663872);
    CHECK_FALSE(o.kernels->hasStep);
    // No STEP_TIME: one row over the data, without Preparing (no step start to measure it from).
    REQUIRE(o.stepTraceTime);
    REQUIRE(o.stepTraceTime->rows.size() == 1);
    CHECK(o.stepTraceTime->rows[0].step.empty());
    CHECK_FALSE(o.stepTraceTime->has(StepColumn::Preparing));
    CHECK(o.stepTraceTime->rows[0].get(StepColumn::Computing) == 663872);
    CHECK_FALSE(o.communication); // COMMUNICATION_OP is empty
    auto t = readDbTimeline(db);
    REQUIRE(t.value);
    CHECK(t.value->eventCount > 24);
}

TEST_CASE("db: step breakdown from intervals, by hand")
{
    // One step [0, 1000]: compute [100,200] and [250,400]; communication [350,600].
    // Computing 250, Communication 250, Overlapped 50 (350..400), not overlapped 200, union
    // [100,200] + [250,600] = 450 over the span 100..600 = 500: Free 50, Preparing 100, Stage 500.
    db::StepIntervals iv;
    iv.compute = {{100, 200}, {250, 400}};
    iv.communication = {{350, 600}};
    StepTraceTime t = db::computeStepTraceTime({{7, 0, 1000}}, iv, "x.db");
    REQUIRE(t.rows.size() == 1);
    const StepBreakdown& r = t.rows[0];
    CHECK(r.step == "7");
    CHECK(r.get(StepColumn::Computing) == 250);
    CHECK(r.get(StepColumn::Communication) == 250);
    CHECK(r.get(StepColumn::Overlapped) == 50);
    CHECK(r.get(StepColumn::CommunicationNotOverlapped) == 200);
    CHECK(r.get(StepColumn::Free) == 50);
    CHECK(r.get(StepColumn::Preparing) == 100);
    CHECK(r.get(StepColumn::Stage) == 500);
    CHECK(r.get(StepColumn::Bubble) == 0);
    // Intervals are clipped to their step: a second step [500, 1000] sees compute 0, communication 100.
    t = db::computeStepTraceTime({{1, 0, 499}, {2, 500, 1000}}, iv, "x.db");
    REQUIRE(t.rows.size() == 2);
    CHECK(t.rows[1].get(StepColumn::Communication) == 100);
    CHECK(t.rows[1].get(StepColumn::Computing) == 0);
    CHECK(t.rows[1].get(StepColumn::Preparing) == 0);
    // Merge, intersection, difference.
    std::vector<db::Interval> m = {{5, 9}, {1, 3}, {2, 4}, {9, 10}, {7, 7}};
    db::mergeIntervals(m);
    CHECK(m == std::vector<db::Interval>{{1, 4}, {5, 10}});
    CHECK(db::intersectionLength(m, {{3, 6}}) == 2);
    CHECK(db::difference(m, {{2, 6}}) == std::vector<db::Interval>{{1, 2}, {6, 10}});
}

namespace {
// A generated torch_npu database of 3 steps of 40 kernels (db_generator.h), in `dir`.
std::string generatedDb(test::TempDir& dir)
{
    bench::DbSpec spec;
    spec.steps = 3;
    spec.kernelsPerStep = 40;
    std::string path = dir.file("ascend_pytorch_profiler_0.db");
    std::string error;
    REQUIRE(bench::writeProfilerDb(path, spec, &error));
    return path;
}
} // namespace

TEST_CASE("db: a generated database of known shape")
{
    // 3 steps of 40 kernels (1000 ns, 500 ns apart) on one stream; communication covers the last 4000 ns of
    // the kernels: kernels 3 from the end partly, so Overlapped = 1000 + 1000 + 1000 and not overlapped = 1000.
    test::TempDir dir;
    const std::string path = generatedDb(dir);
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    const AscendOutput& o = r.value->output;
    REQUIRE(o.kernels);
    CHECK(o.kernels->rows.size() == 120);
    CHECK(o.kernels->steps() == std::vector<std::int32_t>{1, 2, 3});
    REQUIRE(o.stepTraceTime);
    REQUIRE(o.stepTraceTime->rows.size() == 3);
    for (const auto& s : o.stepTraceTime->rows) {
        CHECK(s.get(StepColumn::Computing) == 40 * 1000);
        CHECK(s.get(StepColumn::Communication) == 4000);
        CHECK(s.get(StepColumn::Overlapped) == 3000);
        CHECK(s.get(StepColumn::CommunicationNotOverlapped) == 1000);
        CHECK(s.get(StepColumn::Preparing) == 10000);
        CHECK(s.get(StepColumn::Free) == 39 * 500 - 1000); // the gaps, less the one communication covers
    }
    REQUIRE(o.opStatistic);
    CHECK(o.opStatistic->rows.size() == 20); // spec.opTypes, all AI_CORE
    REQUIRE(o.memoryRecords);
    CHECK(o.memoryRecords->rows.size() == 3);
    auto t = readDbTimeline(path);
    REQUIRE(t.value);
    CHECK(eventsOfKind(*t.value, TrackKind::Hardware) == 120);
    CHECK(eventsOfKind(*t.value, TrackKind::Cann) == 120);
    CHECK(t.value->flows.size() == 120); // every CANN launch to its task
}

TEST_CASE("db: times beyond 2^62 ns are bad cells: the row is skipped, every difference stays inside int64")
{
    // The fuzzer (profiler_db) found an operation from -7.5e18 to 1.7e18 ns: its duration overflowed int64.
    test::TempDir dir;
    const std::string path = generatedDb(dir);
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    const char* sql = "UPDATE TASK SET endNs = 9000000000000000000 WHERE rowid = 1;"
                      "UPDATE COMMUNICATION_OP SET startNs = -7523372036853130808 WHERE rowid = 1;";
    CHECK(sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    const AscendOutput& o = r.value->output;
    REQUIRE(o.kernels);
    CHECK(o.kernels->rows.size() == 119);
    CHECK(test::mentions(r.diagnostics, "a time in ns"));
    auto t = readDbTimeline(path);
    REQUIRE(t.value);
    CHECK(eventsOfKind(*t.value, TrackKind::Hardware) == 119);
}

TEST_CASE("db: a path with '?', '#' and '%' is opened as a path, read-only and immutable")
{
    CHECK(db::readOnlyUri("/a b/c?d#e%f.db") == "file:/a%20b/c%3Fd%23e%25f.db?mode=ro&immutable=1");
    test::TempDir dir;
    std::string path = dir.file("odd?name#with%chars/ascend_pytorch_profiler_0.db");
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    REQUIRE(bench::writeProfilerDb(path, bench::DbSpec{}));
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    CHECK(r.value->output.kernels->rows.size() == 10);
}

TEST_CASE("db: a WAL-mode database with an unmerged log is read as on disk, and nothing is written beside it")
{
    test::TempDir dir;
    std::string path = dir.file("ascend_pytorch_profiler_0.db");
    REQUIRE(bench::writeProfilerDb(path, bench::DbSpec{}));
    {
        // Switch to WAL and leave a log behind: a row added and never checkpointed.
        sqlite3* w = nullptr;
        REQUIRE(sqlite3_open(path.c_str(), &w) == SQLITE_OK);
        sqlite3_exec(w, "PRAGMA journal_mode=WAL;", nullptr, nullptr, nullptr);
        sqlite3_db_config(w, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
        sqlite3_exec(w, "INSERT INTO STEP_TIME VALUES (99, 1, 2);", nullptr, nullptr, nullptr);
        sqlite3_close(w);
    }
    REQUIRE(std::filesystem::exists(path + "-wal"));
    std::filesystem::remove(path + "-shm");
    auto before = std::filesystem::file_size(path + "-wal");
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    CHECK(test::mentions(r.diagnostics, "write-ahead log"));
    CHECK(r.value->output.kernels->rows.size() == 10);
    CHECK_FALSE(std::filesystem::exists(path + "-shm"));
    CHECK(std::filesystem::file_size(path + "-wal") == before);
}
