// Broken databases: a corrupted file, a truncated one, a missing table, text where an integer is
// expected, and files that are not databases at all. Each gives a diagnostic naming the problem and
// loads what can be loaded; nothing throws, nothing is written next to the file.
#include "db_generator.h"
#include "diagnostic_checks.h"
#include "folder_snapshot.h"
#include "formats/db/db_rank_reader.h"
#include "formats/db/db_timeline.h"
#include "load/load.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <fstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

void exec(const std::string& path, const char* sql)
{
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
    char* err = nullptr;
    int rc = sqlite3_exec(db, sql, nullptr, nullptr, &err);
    INFO((err ? err : ""));
    sqlite3_free(err);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
}

std::string bytesOf(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// A rank folder holding one generated database, ready to be damaged.
std::string rankDb(const test::TempDir& dir, long long kernels = 50)
{
    fs::path out = dir.path() / "rank0_ascend_pt" / "ASCEND_PROFILER_OUTPUT";
    fs::create_directories(out);
    bench::DbSpec spec;
    spec.steps = 2;
    spec.kernelsPerStep = kernels;
    std::string path = (out / "ascend_pytorch_profiler_0.db").string();
    REQUIRE(bench::writeProfilerDb(path, spec));
    return path;
}

} // namespace

TEST_CASE("malformed db: text where an integer is expected skips that row and says which")
{
    test::TempDir dir;
    std::string path = rankDb(dir);
    // (A number written as text is read as the number: PYTORCH_API stores its times so, see the fixtures.)
    exec(path, "UPDATE TASK SET startNs = 'soon' WHERE globalTaskId = 3;"
               "UPDATE MEMORY_RECORD SET timestamp = x'00ff' WHERE rowid = 1;");
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    CHECK(r.value->output.kernels->rows.size() == 99);
    CHECK(test::mentions(r.diagnostics, "column startNs holds the text 'soon' where a time in ns is expected"));
    CHECK(test::mentions(r.diagnostics, "MEMORY_RECORD row 1: column timestamp holds a blob of 2 bytes"));
    REQUIRE(r.value->output.memoryRecords);
    CHECK(r.value->output.memoryRecords->rows.size() == 1);
    auto t = readDbTimeline(path);
    REQUIRE(t.value);
    CHECK(test::mentions(t.diagnostics, "TASK row"));
}

TEST_CASE("malformed db: a missing table or column is a diagnostic, the rest loads")
{
    test::TempDir dir;
    std::string path = rankDb(dir);
    exec(path, "DROP TABLE COMPUTE_TASK_INFO; ALTER TABLE STEP_TIME DROP COLUMN endNs; DROP TABLE STRING_IDS;");
    auto r = readDbRank(path, "");
    REQUIRE(r.value);
    CHECK_FALSE(r.value->output.kernels);
    CHECK(test::mentions(r.diagnostics, "no COMPUTE_TASK_INFO table"));
    CHECK(test::mentions(r.diagnostics, "STEP_TIME lacks the column endNs"));
    CHECK(test::mentions(r.diagnostics, "no STRING_IDS table"));
    // Communication still gives the step breakdown (without steps: one row over the data).
    REQUIRE(r.value->output.stepTraceTime);
    CHECK(r.value->output.stepTraceTime->rows.size() == 1);
    REQUIRE(r.value->output.memoryRecords);
    auto t = readDbTimeline(path);
    REQUIRE(t.value);
    CHECK(t.value->eventCount > 0);
}

TEST_CASE("malformed db: a truncated database loads what its pages still hold")
{
    test::TempDir dir;
    std::string path = rankDb(dir, 3000);
    std::string bytes = bytesOf(path);
    REQUIRE(bytes.size() > 100000);
    for (std::size_t keep : {bytes.size() / 2, std::size_t(4096), std::size_t(60), std::size_t(0)}) {
        INFO("kept " << keep << " bytes");
        test::TempDir cut;
        std::string p = cut.write("ascend_pytorch_profiler_0.db", bytes.substr(0, keep));
        auto r = readDbRank(p, "");
        auto t = readDbTimeline(p);
        CHECK_FALSE(r.diagnostics.empty());
        if (keep == 0)
            CHECK(test::mentions(r.diagnostics, "the database file is empty"));
        else if (keep >= 4096)
            CHECK(test::mentions(r.diagnostics, "the database is cut short"));
        CHECK(fs::directory_iterator(cut.path()) != fs::directory_iterator()); // only the file itself
        CHECK(std::distance(fs::directory_iterator(cut.path()), fs::directory_iterator()) == 1);
    }
}

TEST_CASE("malformed db: corrupted bytes and files that are not databases are refused or read in part")
{
    test::TempDir dir;
    std::string path = rankDb(dir, 3000);
    std::string bytes = bytesOf(path);
    // Overwrite pages in the middle (table b-tree pages) with garbage.
    std::string broken = bytes;
    for (std::size_t i = broken.size() / 3; i < broken.size() / 3 + 20000 && i < broken.size(); ++i)
        broken[i] = char(0xA5 ^ (i * 31));
    test::TempDir other;
    std::string p = other.write("ascend_pytorch_profiler_0.db", broken);
    auto r = readDbRank(p, "");
    auto t = readDbTimeline(p);
    CHECK_FALSE((r.diagnostics.empty() && t.diagnostics.empty()));
    // A damaged header: not a database at all.
    std::string header = bytes;
    header[0] = 'X';
    p = other.write("bad_header.db", header);
    auto h = readDbRank(p, "");
    CHECK_FALSE(h.value);
    CHECK(test::mentions(h.diagnostics, "not an SQLite database"));
    // A CSV named like a database.
    p = other.write("csv.db", "Step,Computing\n1,2\n");
    auto c = readDbRank(p, "");
    CHECK_FALSE(c.value);
    CHECK(test::mentions(c.diagnostics, "not an SQLite database"));
}

TEST_CASE("malformed db: a rank whose only database cannot be read says so instead of 'No rule fired'")
{
    test::TempDir dir;
    fs::path rank = dir.path() / "rank0_ascend_pt";
    dir.write("rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db", "this is not a database\n");
    dir.write("rank0_ascend_pt/profiler_info_0.json", "{\"rank_id\": 0}");
    Run run = loadRun(dir.path().string());
    REQUIRE(run.ranks.size() == 1);
    auto j = reportJson(run);
    CHECK(j["ranks"][0]["analysable"] == false);
    std::string text = renderReportText(j);
    CHECK(text.find("No rule fired") == std::string::npos);
    CHECK(text.find("Nothing in this rank could be read") != std::string::npos);
    CHECK(text.find("ascend_pytorch_profiler_0.db: not an SQLite database") != std::string::npos);
}
