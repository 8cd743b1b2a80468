// A database rank's steps come early, as a text rank's do: analysis.db's StepTraceTime is read and handed
// to stepsReady before the profiler database's tasks, communication and memory, and the rank read in two
// parts is the rank read in one go (readDbRank), diagnostics in the same order.
#include "fixtures.h"
#include "folder_snapshot.h"
#include "formats/db/db_rank_reader.h"
#include "load/load.h"

#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <sstream>

using namespace steplens;

namespace {

std::string dump(const Diagnostics& diags)
{
    std::ostringstream out;
    for (const auto& d : diags)
        out << int(d.severity) << '|' << d.file << '|' << d.line << '|' << d.byteOffset << '|' << d.message.english()
            << '|' << d.action.english() << '\n';
    return out.str();
}

std::string dump(const std::optional<StepTraceTime>& t)
{
    std::ostringstream out;
    if (!t)
        return "none";
    for (const auto& r : t->rows) {
        out << r.step << ',' << r.stepNum << ',' << r.present;
        for (Nanos v : r.values)
            out << ',' << v;
        out << '\n';
    }
    for (const auto& s : t->sources)
        out << s << '\n';
    return out.str();
}

// What a rank read from a database holds, as text: equal dumps mean the same rank for these tests.
std::string dump(const Profile& p)
{
    std::ostringstream out;
    out << "rank " << p.rank << '\n' << dump(p.diagnostics);
    for (const auto& f : p.filesRead)
        out << "read " << f << '\n';
    if (p.ascend) {
        const AscendOutput& a = *p.ascend;
        out << a.source << '\n' << dump(a.stepTraceTime);
        out << "kernels " << (a.kernels ? long(a.kernels->rows.size()) : -1) << '\n';
        out << "op types " << (a.opStatistic ? long(a.opStatistic->rows.size()) : -1) << '\n';
        out << "comm " << (a.communication ? long(a.communication->ops.size()) : -1) << '\n';
        out << "links " << (a.communicationMatrix ? long(a.communicationMatrix->links.size()) : -1) << '\n';
        out << "memory " << (a.memoryRecords ? long(a.memoryRecords->rows.size()) : -1) << ' '
            << (a.operatorMemory ? long(a.operatorMemory->rows.size()) : -1) << ' '
            << (a.npuModuleMemory ? long(a.npuModuleMemory->rows.size()) : -1) << '\n';
    }
    if (p.timeline)
        out << "timeline " << p.timeline->eventCount << '\n';
    return out.str();
}

std::string dump(const ReadResult<DbRank>& r)
{
    std::ostringstream out;
    out << dump(r.diagnostics);
    if (!r.value)
        return out.str() + "no value\n";
    const AscendOutput& a = r.value->output;
    out << dump(a.stepTraceTime) << r.value->stepsFromAnalysisDb << r.value->communicationFromAnalysisDb << '\n';
    out << (a.kernels ? long(a.kernels->rows.size()) : -1) << ' '
        << (a.communication ? long(a.communication->ops.size()) : -1) << ' '
        << (a.communicationMatrix ? long(a.communicationMatrix->links.size()) : -1) << ' '
        << (a.memoryRecords ? long(a.memoryRecords->rows.size()) : -1) << '\n';
    return out.str();
}

} // namespace

TEST_CASE("A database rank: stepsReady carries analysis.db's steps before the big tables are read")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    const auto before = test::snapshotFolder(folder);

    std::vector<std::string> events;
    std::vector<Profile> steps;
    LoadCallbacks callbacks;
    callbacks.progress = [&](double, const Message& stage) {
        if (stage.english().rfind("ascend_pytorch_profiler_0.db (", 0) == 0 &&
            std::find(events.begin(), events.end(), "profiler db") == events.end())
            events.push_back("profiler db");
    };
    callbacks.stepsReady = [&](const Profile& p) {
        events.push_back("steps");
        steps.push_back(p);
    };
    callbacks.sectionsReady = [&](const Profile&) { events.push_back("sections"); };
    const Run run = loadRun(folder, {}, callbacks);

    // Once, before the profiler database is read and before the sections.
    CHECK(events == std::vector<std::string>{"steps", "profiler db", "sections"});
    REQUIRE(steps.size() == 1);
    const Profile& early = steps[0];
    REQUIRE(early.ascend);
    // level1 rank 0's analysis.db (sqlite3: SELECT * FROM StepTraceTime): one step, 50, Computing 8903.431 µs,
    // Communication(Not Overlapped) 98071.947, Overlapped 4036.153, Free 25258.144, Stage 132233.522,
    // Preparing 18055.693.
    REQUIRE(early.ascend->stepTraceTime);
    const auto& rows = early.ascend->stepTraceTime->rows;
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].step == "50");
    CHECK(rows[0].stepNum == 50);
    CHECK(rows[0].get(StepColumn::Computing) == 8903431);
    CHECK(rows[0].get(StepColumn::CommunicationNotOverlapped) == 98071947);
    CHECK(rows[0].get(StepColumn::Overlapped) == 4036153);
    CHECK(rows[0].get(StepColumn::Free) == 25258144);
    CHECK(rows[0].get(StepColumn::Stage) == 132233522);
    CHECK(rows[0].get(StepColumn::Preparing) == 18055693);
    // The big tables are not read yet.
    CHECK_FALSE(early.ascend->kernels);
    CHECK_FALSE(early.ascend->opStatistic);
    CHECK_FALSE(early.ascend->communication);
    CHECK_FALSE(early.ascend->communicationMatrix);
    CHECK_FALSE(early.ascend->memoryRecords);
    CHECK_FALSE(early.ascend->operatorMemory);
    CHECK_FALSE(early.ascend->npuModuleMemory);
    CHECK_FALSE(early.operators);
    CHECK_FALSE(early.timeline);
    CHECK(early.info); // profiler_info_0.json

    // The whole rank: as without the callbacks, and its steps the partial's.
    REQUIRE(run.ranks.size() == 1);
    const Profile& full = run.ranks[0];
    REQUIRE(full.ascend);
    CHECK(full.ascend->source == "db");
    CHECK(full.ascend->kernels);
    CHECK(full.timeline);
    CHECK(dump(full.ascend->stepTraceTime) == dump(early.ascend->stepTraceTime));
    const Run plain = loadRun(folder);
    REQUIRE(plain.ranks.size() == 1);
    CHECK(dump(full) == dump(plain.ranks[0]));
    CHECK(test::snapshotFolder(folder) == before);
}

TEST_CASE("A database rank read in two parts is the rank read in one go")
{
    for (const char* level : {"level0", "level1", "level2"})
        for (const char* rank : {"0", "1"}) {
            const std::string dir = std::string("test/data/pytorch/db/") + level + "/rank" + rank + "_ascend_pt";
            const std::string db = test::ascendOutput(dir, std::string("ascend_pytorch_profiler_") + rank + ".db");
            const std::string analysis = test::ascendOutput(dir, "analysis.db");
            REQUIRE_FIXTURE(db);
            REQUIRE_FIXTURE(analysis);
            INFO(dir);
            // Both databases, the profiler database alone (steps computed from its tasks: none early), and
            // analysis.db alone.
            for (const auto& [p, a] :
                 {std::pair{db, analysis}, std::pair{db, std::string()}, std::pair{std::string(), analysis}}) {
                const std::string once = dump(readDbRank(p, a));
                DbRankReading twoParts(p, a);
                const StepTraceTime* early = twoParts.steps();
                CHECK(bool(early) == !a.empty());
                const std::string earlySteps = early ? dump(std::optional<StepTraceTime>(*early)) : "none";
                auto result = twoParts.finish();
                CHECK(dump(result) == once);
                if (early) {
                    REQUIRE(result.value);
                    CHECK(dump(result.value->output.stepTraceTime) == earlySteps);
                }
            }
        }
}

TEST_CASE("A database rank read in two parts: analysis.db's problems counted on one limit across the parts")
{
    // 40 bad step cells (read by steps()) and 20 nameless communication rows (read by finish()): 60 problems
    // of one file, 50 listed and "10 more" after them, all after the profiler database's (this file read as
    // a profiler database too: it has no STRING_IDS table).
    test::TempDir dir;
    const std::string path = dir.file("analysis.db");
    sqlite3* w = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &w) == SQLITE_OK);
    std::string sql = "CREATE TABLE StepTraceTime (step TEXT, computing NUMERIC, free NUMERIC);"
                      "CREATE TABLE CommAnalyzerTime (hccl_op_name TEXT, elapse_time NUMERIC);"
                      "INSERT INTO StepTraceTime VALUES ('1', 10.5, 2.25);";
    for (int i = 0; i < 40; ++i)
        sql += "INSERT INTO StepTraceTime VALUES ('" + std::to_string(i + 2) + "', 'x', 1);";
    for (int i = 0; i < 20; ++i)
        sql += "INSERT INTO CommAnalyzerTime VALUES ('', 1);";
    REQUIRE(sqlite3_exec(w, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(w);

    const auto once = readDbRank(path, path);
    DbRankReading twoParts(path, path);
    const StepTraceTime* early = twoParts.steps();
    REQUIRE(early);
    CHECK(early->rows.size() == 41);
    CHECK(early->rows[0].get(StepColumn::Computing) == 10500);
    const auto result = twoParts.finish();
    CHECK(dump(result) == dump(once));
    REQUIRE(once.diagnostics.size() >= 52);
    CHECK(once.diagnostics.front().message.english().find("STRING_IDS") != std::string::npos);
    CHECK(once.diagnostics.back().message.english() == "10 more problems of this file are not listed");
}
