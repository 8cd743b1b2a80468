// The database export end to end: discovery of database ranks, the choice between the text and the
// database export of one rank, the same figures without analysis.db, the report's ascend.source, and
// every database fixture folder left byte-identical (no -wal or -shm file) after load, report and compare.
#include "db_generator.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "folder_snapshot.h"
#include "load/load.h"
#include "malformed_support.h"
#include "report/report.h"
#include "run_lookup.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

using test::rankOf;

} // namespace

TEST_CASE("discover db: rank folders of the database export, analysis.db, msprof_*.db alone and in PROF_*")
{
    std::string level1 = test::fixture(test::kPytorchDb + "level1");
    REQUIRE_FIXTURE(level1);
    RunLayout l = discoverRun(level1);
    REQUIRE(l.ranks.size() == 2);
    for (int r : {0, 1}) {
        const RankFiles* f = rankOf(l, r);
        REQUIRE(f);
        CHECK(f->layout == Layout::AscendProfilerOutput);
        REQUIRE(f->get(FileKind::ProfilerDb));
        CHECK(f->get(FileKind::ProfilerDb)->front().find("ascend_pytorch_profiler_" + std::to_string(r) + ".db") !=
              std::string::npos);
        CHECK(f->get(FileKind::AnalysisDb));
    }
    // A folder holding msprof_0.db alone is one rank; next to *_ascend_pt folders it is not.
    std::string fullDb = test::fixture(test::kMsinsight + "server/src/test/test_data/full_db");
    REQUIRE_FIXTURE(fullDb);
    RunLayout m = discoverRun(fullDb);
    REQUIRE(m.ranks.size() == 1);
    CHECK(m.ranks[0].get(FileKind::MsprofDb));
    RunLayout server = discoverRun(test::fixture(test::kMsinsight + "server/src/test/test_data"));
    CHECK(server.ranks.size() == 2);
    bool noted = false;
    for (const auto& d : server.diagnostics)
        noted |= d.file.find("full_db") != std::string::npos &&
                 d.message.english().find("beside rank folders") != std::string::npos;
    CHECK(noted);

    // CANN's PROF_*/msprof_*.db inside a rank folder, and a PROF_* folder opened on its own.
    test::TempDir dir;
    fs::path prof = dir.path() / "worker_1_ascend_ms" / "PROF_000001_20250101_ABCDEF";
    fs::create_directories(prof);
    REQUIRE(bench::writeProfilerDb((prof / "msprof_20250101.db").string(), bench::DbSpec{}));
    RunLayout p = discoverRun(dir.path().string());
    REQUIRE(p.ranks.size() == 1);
    CHECK(p.ranks[0].get(FileKind::MsprofDb));
    RunLayout q = discoverRun(prof.string());
    REQUIRE(q.ranks.size() == 1);
    CHECK(q.ranks[0].get(FileKind::MsprofDb));
    Run run = loadRun(dir.path().string());
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].ascend);
    CHECK(run.ranks[0].ascend->source == "db");
    CHECK(run.ranks[0].rank == 0); // RANK_DEVICE_MAP
    CHECK(run.ranks[0].ascend->kernels->rows.size() == 10);
}

TEST_CASE("discover db: the names of the database export")
{
    struct Case {
        const char* name;
        bool matches;
        FileKind kind;
        int id;
    };
    const Case cases[] = {
        {"ascend_pytorch_profiler_0.db", true, FileKind::ProfilerDb, 0},
        {"ascend_pytorch_profiler_12.db", true, FileKind::ProfilerDb, 12},
        {"ascend_mindspore_profiler.db", true, FileKind::ProfilerDb, -1}, // MindSpore's rank 0 without a suffix
        {"ascend_mindspore_profiler_3.db", true, FileKind::ProfilerDb, 3},
        {"msprof_20250109120000.db", true, FileKind::MsprofDb, -1},
        {"analysis.db", true, FileKind::AnalysisDb, -1},
        {"communication_analyzer.db", true, FileKind::AnalysisDb, -1},
        {"ascend_pytorch_profiler_x.db", false, FileKind::ProfilerDb, -1},
        {"ascend_pytorch_profiler_0.db-wal", false, FileKind::ProfilerDb, -1},
        {"msprof_.db", false, FileKind::MsprofDb, -1},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        FileMatch m{};
        REQUIRE(matchAscendOutputFile(c.name, m) == c.matches);
        if (c.matches) {
            CHECK(m.kind == c.kind);
            CHECK(m.id == c.id);
        }
    }
}

TEST_CASE("load db: level1 fills every section the text level1 fills, from the database")
{
    std::string db = test::fixture(test::kPytorchDb + "level1");
    std::string text = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(db);
    REQUIRE_FIXTURE(text);
    Run d = loadRun(db);
    Run t = loadRun(text);
    REQUIRE(d.ranks.size() == 2);
    REQUIRE(t.ranks.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        const Profile& p = d.ranks[i];
        const Profile& q = t.ranks[i];
        INFO("rank " << p.rank);
        CHECK(p.rank == int(i));
        REQUIRE(p.ascend);
        CHECK(p.ascend->source == "db");
        CHECK(q.ascend->source == "text");
        CHECK(p.ascend->framework == "torch_npu");
        CHECK(p.ascend->settings->profilerLevel == "Level1");
        // The same kinds of data as the text export.
        CHECK(bool(p.ascend->stepTraceTime) == bool(q.ascend->stepTraceTime));
        CHECK(bool(p.ascend->kernels) == bool(q.ascend->kernels));
        CHECK(bool(p.ascend->opStatistic) == bool(q.ascend->opStatistic));
        CHECK(bool(p.ascend->communication) == bool(q.ascend->communication));
        CHECK(bool(p.ascend->communicationMatrix) == bool(q.ascend->communicationMatrix));
        CHECK(bool(p.ascend->memoryRecords) == bool(q.ascend->memoryRecords));
        CHECK(bool(p.ascend->operatorMemory) == bool(q.ascend->operatorMemory));
        CHECK(bool(p.ascend->npuModuleMemory) == bool(q.ascend->npuModuleMemory));
        REQUIRE(p.operators);
        CHECK(p.operators->aicoreTypes.size() == 33); // the 32 op types and DSA_SQE's, as in op_statistic.csv
        CHECK(p.operators->aicoreTypes.size() == q.operators->aicoreTypes.size());
        REQUIRE(p.timeline);
        REQUIRE(q.timeline);
        // The timeline has the same processes as trace_view.json's (plus the step row).
        std::set<TrackKind> kd, kt;
        for (const auto& tr : p.timeline->tracks)
            kd.insert(tr.kind);
        for (const auto& tr : q.timeline->tracks)
            kt.insert(tr.kind);
        for (TrackKind k : kt)
            CHECK(kd.count(k) == 1);
        CHECK(test::mentions(p.diagnostics, "this rank was exported as a database"));
        CHECK(std::count(p.filesRead.begin(), p.filesRead.end(), p.ascend->kernels->sources.front()) == 1);
    }
}

TEST_CASE("load db: with analysis.db removed (copies of the fixtures) StepLens gives the same figures")
{
    for (const char* level : {"level0", "level1", "level2"}) {
        INFO(level);
        std::string fixture = test::fixture(test::kPytorchDb + level);
        REQUIRE_FIXTURE(fixture);
        test::TempDir dir;
        fs::path copy = dir.path() / level;
        test::copyFolder(fixture, copy);
        for (int r : {0, 1}) {
            fs::path out = copy / ("rank" + std::to_string(r) + "_ascend_pt") / "ASCEND_PROFILER_OUTPUT";
            fs::permissions(out, fs::perms::owner_all, fs::perm_options::add);
            REQUIRE(fs::remove(out / "analysis.db"));
        }
        LoadOptions options;
        options.timeline = false;
        auto a = reportJson(loadRun(fixture, options));
        Run alone = loadRun(copy.string(), options);
        auto b = reportJson(alone);
        CHECK(test::mentions(alone.ranks[0].diagnostics, "no analysis.db"));
        REQUIRE(a["ranks"].size() == 2);
        REQUIRE(b["ranks"].size() == 2);
        for (std::size_t i = 0; i < 2; ++i) {
            const auto& x = a["ranks"][i]["step_trace"]["breakdown_ms"];
            const auto& y = b["ranks"][i]["step_trace"]["breakdown_ms"];
            REQUIRE(x.size() == 6);
            REQUIRE(y.size() == x.size());
            for (auto it = x.begin(); it != x.end(); ++it) {
                INFO(it.key());
                CHECK(std::fabs(y[it.key()].get<double>() - it.value().get<double>()) <= 1e-6); // 1 ns
            }
            // Level0 writes no CommAnalyzer tables; levels 1 and 2 match them to the ns.
            const auto& ca = a["ranks"][i]["communication"];
            const auto& cb = b["ranks"][i]["communication"];
            REQUIRE(cb.is_object());
            if (ca.is_object())
                for (const char* k : {"elapse", "transit", "wait", "synchronization", "idle"}) {
                    INFO(k);
                    CHECK(std::fabs(cb["totals_ms"][k].get<double>() - ca["totals_ms"][k].get<double>()) < 1e-5);
                }
            CHECK(a["ranks"][i]["aicore_types"] == b["ranks"][i]["aicore_types"]);
            CHECK(a["ranks"][i]["findings"].size() == b["ranks"][i]["findings"].size());
        }
    }
}

TEST_CASE("load db: a rank with both exports reads the text files and says so")
{
    // torch 2.7.1 st/level2: text files and analysis.db.
    std::string st = test::fixture(test::kMsinsight + "test/st/level2");
    REQUIRE_FIXTURE(st);
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(st, options);
    REQUIRE(run.ranks.size() == 2);
    CHECK(run.ranks[0].ascend->source == "text");
    CHECK(test::mentions(run.ranks[0].diagnostics, "both the text export"));
    for (const auto& f : run.ranks[0].filesRead)
        CHECK(f.find("analysis.db") == std::string::npos);

    // A text rank and a database rank copied together into one rank folder.
    std::string text = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    std::string db =
        test::fixture(test::kPytorchDb + "level1/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db");
    REQUIRE_FIXTURE(text);
    REQUIRE_FIXTURE(db);
    test::TempDir dir;
    fs::path rank = dir.path() / "rank0_ascend_pt";
    test::copyFolder(text, rank);
    fs::permissions(rank / "ASCEND_PROFILER_OUTPUT", fs::perms::owner_all, fs::perm_options::add);
    fs::copy_file(db, rank / "ASCEND_PROFILER_OUTPUT" / "ascend_pytorch_profiler_0.db");
    Run both = loadRun(dir.path().string(), options);
    REQUIRE(both.ranks.size() == 1);
    CHECK(both.ranks[0].ascend->source == "text");
    CHECK(test::mentions(both.ranks[0].diagnostics, "this rank has both the text export (step_trace_time.csv, "));
    CHECK(test::mentions(both.ranks[0].diagnostics, "ascend_pytorch_profiler_0.db): the text files are read"));
    CHECK(reportJson(both)["ranks"][0]["ascend"]["source"] == "text");
}

TEST_CASE("report db: ascend.source is db, the text layout's keys, numbers at full precision")
{
    std::string db = test::fixture(test::kPytorchDb + "level1");
    REQUIRE_FIXTURE(db);
    auto j = reportJson(loadRun(db));
    const auto& r = j["ranks"][0];
    CHECK(r["ascend"]["source"] == "db");
    CHECK(r["layout"] == "ascend_profiler_output");
    CHECK(r["analysable"] == true);
    for (const char* k : {"step_trace", "aicore_types", "aicpu_types", "communication", "timeline"})
        CHECK(r.contains(k));
    CHECK(r["aicpu_types"].is_null()); // no AI_CPU task in this run
    const auto& b = r["step_trace"]["breakdown_ms"];
    CHECK(b["computing"].get<double>() == Approx(8.903431).epsilon(1e-12));
    // Full precision: the share of ForeachAddList is 1947618 / 8903431 of all kernel time, not rounded.
    CHECK(r["aicore_types"][0]["type"] == "ForeachAddList");
    CHECK(r["aicore_types"][0]["percent"].get<double>() == Approx(1947618.0 / 8903431.0 * 100).epsilon(1e-12));
    CHECK(r["aicore_types"][0]["total_us"].get<double>() == Approx(1947.618).epsilon(1e-12));
    CHECK(r["communication"]["ops"].size() == 4);
    CHECK(r["communication"]["totals_ms"]["elapse"].get<double>() == Approx(102.10810009375).epsilon(1e-12));
    CHECK(r["timeline"]["format"] == "database");
    CHECK(r["timeline"]["steps"] == 1);
    std::string text = renderReportText(j);
    CHECK(text.find("Step breakdown (analysis.db)") != std::string::npos);
    CHECK(text.find("Communication (analysis.db)") != std::string::npos);
}

TEST_CASE("every database fixture folder is left byte-identical after load, report and compare")
{
    // The real fixture folders, not copies: db/level1's rank 0 is in WAL mode, where a plain read-only
    // open would create -wal and -shm files beside it.
    const std::string folders[] = {test::kPytorchDb + "level0", test::kPytorchDb + "level1",
                                   test::kPytorchDb + "level2", test::kMsinsight + "test/st/level2",
                                   test::kMsinsight + "server/src/test/test_data/full_db"};
    for (const auto& f : folders) {
        INFO(f);
        std::string folder = test::fixture(f);
        REQUIRE_FIXTURE(folder);
        auto before = test::snapshotFolder(folder);
        Run run = loadRun(folder);
        REQUIRE_FALSE(run.ranks.empty());
        auto report = reportJson(run);
        CHECK_FALSE(renderReportText(report).empty());
        CHECK_FALSE(renderReportMarkdown(report).empty());
        CHECK_FALSE(compareJson(run, run).dump(2).empty());
        auto after = test::snapshotFolder(folder);
        CHECK(after.size() == before.size());
        for (const auto& [path, state] : before) {
            INFO(path);
            auto it = after.find(path);
            REQUIRE(it != after.end());
            CHECK(it->second == state);
        }
        for (const auto& [path, state] : after) {
            INFO("new entry: " << path);
            CHECK(before.count(path) == 1);
        }
    }
}
