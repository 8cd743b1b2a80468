// The bundled example runs: deterministic, read back by the loader with the figures of the tuning
// table, and consistent across files. Files without a reader on this branch are checked here with
// plain parsing: the host queue, the pipeline (MindInsight's bottleneck rule applied by hand), the
// timeline (nlohmann) and the operator files.
#include "analysis/step_stats.h"
#include "cli/commands.h"
#include "example/example_runs.h"
#include "example_runs.h"
#include "io/csv_reader.h"
#include "load/load.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

// The tuning table, written out independently of the generator's own specs.
struct TableRow {
    const char* name;
    double samplesPerSecond, stepMs, gapMs, fpbpMs, tailMs;
    bool sink, float16;
    int mapWorkers;
};
const TableRow kTable[] = {
    {"1-baseline", 1100, 116.36, 77.50, 37.00, 1.86, false, false, 1},
    {"2-workers", 2150, 59.53, 20.67, 37.00, 1.86, false, false, 8},
    {"3-c-transforms", 2250, 56.89, 17.06, 37.00, 2.83, false, false, 8},
    {"4-sink-mode", 2350, 54.47, 14.60, 37.00, 2.87, true, false, 8},
    {"5-mixed-precision", 3500, 36.57, 14.60, 19.10, 2.87, true, true, 8},
};

using Generated = test::GeneratedExamples;

const Generated& generated()
{
    return test::exampleRuns();
}

std::vector<std::vector<std::string>> readCsv(const fs::path& p)
{
    Diagnostics diags;
    DiagnosticSink sink(diags, p.string());
    io::CsvReader csv(p.string(), sink);
    std::vector<std::vector<std::string>> rows;
    while (csv.next())
        rows.emplace_back(csv.fields().begin(), csv.fields().end());
    return rows;
}

std::vector<std::vector<std::string>> readWords(const fs::path& p)
{
    std::vector<std::vector<std::string>> lines;
    std::ifstream in(p);
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        lines.emplace_back(std::istream_iterator<std::string>(words), std::istream_iterator<std::string>());
    }
    return lines;
}

std::map<std::string, fs::path> filesUnder(const fs::path& root)
{
    std::map<std::string, fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file())
            out[fs::relative(e.path(), root).string()] = e.path();
    return out;
}

} // namespace

TEST_CASE("example: five runs and a README are written, and a second generation is byte-identical")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    CHECK(g.error.empty());
    CHECK(exampleRunNames() ==
          std::vector<std::string>{"1-baseline", "2-workers", "3-c-transforms", "4-sink-mode", "5-mixed-precision"});
    std::string readme = test::readFile(g.folder / "README.txt");
    CHECK(readme.find("SYNTHETIC") != std::string::npos);
    CHECK(readme.find("CIFAR-10") != std::string::npos);
    CHECK(isExampleOutput(g.folder.string()));

    test::TempDir other;
    std::string error;
    REQUIRE(writeExampleRuns(other.path().string(), error));
    auto a = filesUnder(g.folder), b = filesUnder(other.path());
    CHECK(a.size() == 1 + 3 * 18 + 2 * 19); // README, 18 files per run, 19 in sink mode
    REQUIRE(a.size() == b.size());
    for (const auto& [name, path] : a) {
        INFO(name);
        REQUIRE(b.count(name));
        CHECK(test::readFile(path) == test::readFile(b[name]));
    }
}

TEST_CASE("example: the step trace read back gives the tuning table")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    for (const TableRow& row : kTable) {
        INFO(row.name);
        Run run = loadRun(g.run(row.name).string(), LoadOptions{false});
        REQUIRE(run.ranks.size() == 1);
        const Profile& p = run.ranks.front();
        CHECK(p.rank == 0);
        CHECK(p.backend == Backend::Ascend);
        for (const auto& d : p.diagnostics)
            CHECK(d.severity != Severity::Error);
        REQUIRE(p.stepTrace);
        const StepTrace& t = *p.stepTrace;
        REQUIRE(t.steps.size() == 30);
        REQUIRE(t.reduceColumns.size() == 1);
        CHECK(t.reduceColumns[0].name.rfind("0_AllReduce-op", 0) == 0);
        for (const auto& s : t.steps)
            CHECK(t.reduceOf(s).size() == 1);
        StepAnalysisOptions options;
        options.batchSize = 128;
        StepAnalysis a = analyzeSteps(t, options);
        CHECK(a.interval.meanMs == Approx(row.gapMs).epsilon(0.005));
        CHECK(a.fpAndBp.meanMs == Approx(row.fpbpMs).epsilon(0.005));
        CHECK(a.tail.meanMs == Approx(row.tailMs).epsilon(0.005));
        CHECK(a.total.meanMs == Approx(row.stepMs).epsilon(0.005));
        REQUIRE(a.samplesPerSecond);
        CHECK(*a.samplesPerSecond == Approx(row.samplesPerSecond).epsilon(0.01));
        // The written average row is the mean of the steps, as MindSpore 1.x writes it.
        for (int i = 0; i < 4; ++i) {
            REQUIRE(a.writtenAverageMs[i]);
            CHECK(*a.writtenAverageMs[i] == Approx(a.recomputedAverageMs[i]).epsilon(0.01));
        }
        CHECK(a.averageMismatches.empty());
        // Step 1: the warm-up, the slowest; MindSpore starts it at its fp point.
        Nanos slowest = 0;
        for (std::size_t i = 1; i < t.steps.size(); ++i)
            slowest = std::max(slowest, t.steps[i].total);
        CHECK(t.steps[0].total > slowest);
        CHECK(t.steps[0].iterationInterval == 0);
        for (std::size_t i = 1; i < t.steps.size(); ++i)
            CHECK(t.steps[i].start == t.steps[i - 1].end);
        REQUIRE(t.fpStartOps.size() == 1);
        CHECK(t.fpStartOps[0].find(row.float16 ? "/Cast-op" : "Default/TransData-op") != std::string::npos);
    }
}

TEST_CASE("example: host and chip queues tell the sink-mode story")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    for (const TableRow& row : kTable) {
        INFO(row.name);
        fs::path dir = g.run(row.name);
        CHECK(fs::exists(dir / "device_queue_profiling_0.txt") == row.sink);
        CHECK(fs::exists(dir / "dataset_iterator_profiling_0.txt") == !row.sink);
        CHECK(fs::exists(dir / "minddata_aicpu_0.txt") == row.sink);
        auto lines = readWords(dir / (row.sink ? "device_queue_profiling_0.txt" : "dataset_iterator_profiling_0.txt"));
        int total = 0, empty = 0;
        std::vector<long long> stamps;
        for (const auto& l : lines) {
            REQUIRE(l.size() == 5);
            if (l[0] == "1") {
                ++total;
                empty += l[3] == "0" ? 1 : 0;
                stamps.push_back(std::stoll(l[4]));
            }
        }
        CHECK(total == 30); // one batch per step
        double ratio = double(empty) / total;
        if (row.sink)
            CHECK(ratio == Approx(0.10).margin(0.02));
        else
            CHECK(ratio == Approx(0.95).margin(0.02));
        // Host time stamps advance with the steps (host ms vs device fp points).
        auto st = readCsv(dir / "step_trace_raw_0_detail_time.csv");
        for (std::size_t b = 2; b < stamps.size(); ++b) {
            double deviceMs = (std::stod(st[b + 1][4]) - std::stod(st[b][4])) / 1e5;
            CHECK(double(stamps[b] - stamps[b - 1]) == Approx(deviceMs).margin(1.0));
        }
        if (row.sink) {
            auto chip = readWords(dir / "minddata_aicpu_0.txt");
            CHECK(chip.size() == 30);
            int chipEmpty = 0;
            for (const auto& l : chip) {
                REQUIRE(l.size() == 4);
                CHECK(l[0] == "GetNext_dequeue_wait");
                chipEmpty += l[3] == "0" ? 1 : 0;
            }
            CHECK(chipEmpty == 29); // the device waits for data at every step but the first
        }
    }
}

TEST_CASE("example: MindInsight's pipeline rule flags the map op in runs 1-2, all queues high in 3-5")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    for (const TableRow& row : kTable) {
        INFO(row.name);
        auto rows = readCsv(g.run(row.name) / "minddata_pipeline_raw_0.csv");
        REQUIRE(rows.size() >= 5);
        REQUIRE(rows[0].size() == 10);
        CHECK(rows[0][6] == "output_queue_usage_rate");
        CHECK(rows[1][0] == "0"); // breadth first from op 0, which is the root
        CHECK(rows[1][8].empty());
        std::map<std::string, double> usage;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto& r = rows[i];
            usage[r[0]] = r[6].empty() ? 0.0 : std::stod(r[6]);
            if (!r[4].empty()) // usage = average / capacity
                CHECK(usage[r[0]] == Approx(std::stod(r[4]) / std::stod(r[5])));
        }
        std::vector<std::string> flagged;
        bool allHigh = true;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto& r = rows[i];
            if (r[8].empty())
                continue; // the root
            allHigh = allHigh && usage[r[0]] >= 0.8;
            auto children = r[9].empty() ? nlohmann::json::array() : nlohmann::json::parse(r[9]);
            bool slow = children.empty() && usage[r[0]] < 0.6;
            for (const auto& c : children)
                slow = slow || usage[std::to_string(c.get<int>())] - usage[r[0]] > 0.1;
            if (slow)
                flagged.push_back(r[1] + "_" + r[0] + "_workers" + r[2]);
        }
        bool mapBound = std::string(row.name) == "1-baseline" || std::string(row.name) == "2-workers";
        if (!mapBound) {
            CHECK(flagged.empty());
            CHECK(allHigh);
        } else {
            CHECK(flagged == std::vector<std::string>{"MapOp_2_workers" + std::to_string(row.mapWorkers)});
            CHECK(usage["3"] > 0.8);  // its input queue nearly full
            CHECK(usage["2"] < 0.15); // its own output queue nearly empty
            CHECK_FALSE(allHigh);
        }
        auto summary = nlohmann::json::parse(test::readFile(g.run(row.name) / "minddata_pipeline_summary_0.json"));
        CHECK(summary["op_names"].size() == (row.sink ? 6u : 5u));
        if (std::string(row.name) == "1-baseline") {
            CHECK(summary["bottleneck_warning"] == nlohmann::json::array({"Map(id=2)"}));
            CHECK(summary["avg_cpu_pct_per_worker"][2].get<double>() > 75); // its one worker is busy
        } else {
            CHECK_FALSE(summary.contains("bottleneck_warning"));
        }
        auto cpu = nlohmann::json::parse(test::readFile(g.run(row.name) / "minddata_cpu_utilization_0.json"));
        CHECK(cpu["op_info"].size() == summary["op_names"].size() + 1); // plus op -1
        CHECK(cpu["time_stamp"].size() == cpu["device_info"]["idle_utilization"].size());
    }
}

TEST_CASE("example: timeline events sit inside their steps and match the step trace")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    for (const TableRow& row : kTable) {
        INFO(row.name);
        fs::path dir = g.run(row.name);
        auto events = nlohmann::json::parse(test::readFile(dir / "ascend_timeline_display_0.json"));
        REQUIRE(events.is_array());
        CHECK(events.size() > 2000);
        CHECK(events.size() < 6000);
        double zeroTicks = std::stod(test::readFile(dir / "min_cycle_counter_0.txt"));
        auto st = readCsv(dir / "step_trace_raw_0_detail_time.csv");
        REQUIRE(st.size() == 32);
        std::vector<const nlohmann::json*> steps, reduces, ops;
        bool metaSeen = false, xAfterMeta = false;
        for (const auto& e : events) {
            if (e["ph"] == "M") {
                metaSeen = true;
                continue;
            }
            xAfterMeta = xAfterMeta || metaSeen;
            if (e["tid"] == 100000)
                steps.push_back(&e);
            else if (e["tid"] != 100001)
                ops.push_back(&e);
            if (e["pid"] == 10000)
                reduces.push_back(&e);
        }
        CHECK_FALSE(xAfterMeta); // metadata events come last
        REQUIRE(steps.size() == 30);
        CHECK((*steps.front())["name"] == "1");
        double first = (*steps.front())["ts"];
        double last = (*steps.back())["ts"].get<double>() + (*steps.back())["dur"].get<double>();
        int outsideRun = 0, outsideStep = 0;
        for (const auto* e : ops) {
            double ts = (*e)["ts"], end = ts + (*e)["dur"].get<double>();
            outsideRun += ts < first || end > last + 1e-6 ? 1 : 0;
            double t0 = zeroTicks + ts * 100, t1 = zeroTicks + end * 100;
            bool inside = std::any_of(st.begin() + 1, st.end() - 1, [&](const auto& r) {
                return std::stod(r[1]) <= t0 + 0.5 && t1 <= std::stod(r[2]) + 0.5;
            });
            if (!inside) {
                ++outsideStep;
                CHECK((*e)["name"] == "GetNext"); // step 1's GetNext precedes its fp point, as in MindSpore's data
            }
        }
        CHECK(outsideRun == 0);
        CHECK(outsideStep == (row.sink ? 1 : 0));
        // The AllReduce of each step is the one of the step trace and of hccl_raw.
        REQUIRE(reduces.size() == 30);
        auto hccl = readCsv(dir / "hccl_raw_0.csv");
        REQUIRE(hccl.size() == 32);
        for (std::size_t i = 0; i < 30; ++i) {
            const auto& r = st[i + 1];
            CHECK(zeroTicks + (*reduces[i])["ts"].get<double>() * 100 == Approx(std::stod(r[10])).margin(0.5));
            CHECK((*reduces[i])["dur"].get<double>() * 100 == Approx(std::stod(r[9])).margin(0.5));
            CHECK(std::stod(hccl[i + 1][1]) * 1e5 == Approx(std::stod(r[9])).margin(0.5));
        }
        auto summary = nlohmann::json::parse(test::readFile(dir / "ascend_timeline_summary_0.json"));
        CHECK(summary["op_exe_times"].get<std::size_t>() == ops.size());
    }
}

TEST_CASE("example: operator files join by full name and agree with the step trace")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    for (const TableRow& row : kTable) {
        INFO(row.name);
        fs::path dir = g.run(row.name);
        std::map<std::string, nlohmann::json> framework;
        std::map<std::string, std::string> types;
        auto fw = readCsv(dir / "framework_raw_0.csv");
        REQUIRE(fw[0].size() == 9);
        CHECK(fw[0][8] == "graph_id");
        for (std::size_t i = 1; i < fw.size(); ++i) {
            framework[fw[i][3]] = nlohmann::json::parse(fw[i][7]);
            types[fw[i][3]] = fw[i][5];
        }
        int casts = 0;
        for (const auto& [name, info] : framework) {
            const std::string& type = types[name];
            casts += type == "Cast" ? 1 : 0;
            if (type == "Conv2D" || type == "MatMul" || type == "BNTrainingUpdate")
                CHECK(info["input_0"]["data_type"] == (row.float16 ? "NUMBER_TYPE_FLOAT16" : "NUMBER_TYPE_FLOAT32"));
        }
        CHECK((casts > 0) == row.float16);
        // AI Core detail: every op joins, the type file sums it, and one step's kernels fit its phases.
        auto detail = readCsv(dir / "aicore_intermediate_0_detail.csv");
        double perStep = 0;
        std::map<std::string, double> byType;
        for (std::size_t i = 1; i < detail.size(); ++i) {
            CHECK(framework.count(detail[i][0]) == 1);
            CHECK(detail[i][2] == "30");
            perStep += std::stod(detail[i][1]);
            byType[types[detail[i][0]]] += std::stod(detail[i][1]);
        }
        CHECK(perStep > 0.9 * row.fpbpMs);
        CHECK(perStep < row.fpbpMs + row.tailMs);
        auto typeRows = readCsv(dir / "aicore_intermediate_0_type.csv");
        double percent = 0;
        for (std::size_t i = 1; i < typeRows.size(); ++i) {
            CHECK(std::stod(typeRows[i][1]) == Approx(byType[typeRows[i][0]]).margin(1e-5));
            percent += std::stod(typeRows[i][3]);
        }
        CHECK(percent == Approx(100).margin(0.2));
        CHECK(typeRows.size() - 1 == byType.size());
        // Timeline AI Core events carry the same full names.
        auto events = nlohmann::json::parse(test::readFile(dir / "ascend_timeline_display_0.json"));
        int unjoined = 0;
        for (const auto& e : events)
            if (e["ph"] == "X" && e.contains("args"))
                unjoined += framework.count(e["args"]["fullname"].get<std::string>()) == 1 ? 0 : 1;
        CHECK(unjoined == 0);
        auto aicpu = readCsv(dir / "aicpu_intermediate_0.csv");
        CHECK(aicpu.size() - 1 == (row.sink ? 60u : 30u)); // DropoutGenMask per step, plus GetNext in sink mode
        auto points = nlohmann::json::parse(test::readFile(dir / "step_trace_point_info_0.json"));
        CHECK(framework.count(points["fp_start"].get<std::string>()) == 1);
        CHECK(framework.count(points["bp_end"].get<std::string>()) == 1);
    }
}

TEST_CASE("example: steplens report prints the step figures of a generated run")
{
    const Generated& g = generated();
    REQUIRE(g.ok);
    Run run = loadRun(g.run("1-baseline").string());
    ReportOptions options;
    options.analysis.steps.batchSize = 128;
    std::string text = renderReportText(reportJson(run, options), options);
    CHECK(text.find("30 steps, training mode") != std::string::npos);
    CHECK(text.find("1100.0 samples/s") != std::string::npos);
    CHECK(text.find("116.3600") != std::string::npos);
    CHECK(text.find("77.5000") != std::string::npos);
    CHECK(text.find("37.0000") != std::string::npos);
    CHECK(text.find("1.8600") != std::string::npos);
}

TEST_CASE("example: only an empty folder or a previous example output is written into")
{
    test::TempDir dir;
    std::string error;
    // A folder holding something else is refused and left as it was.
    dir.write("mine/notes.txt", "keep me");
    CHECK_FALSE(writeExampleRuns(dir.file("mine"), error));
    CHECK(error.find("not empty") != std::string::npos);
    CHECK(filesUnder(dir.path() / "mine").size() == 1);
    // A file is not a folder.
    CHECK_FALSE(writeExampleRuns(dir.file("mine/notes.txt"), error));
    // A missing nested folder is created; a previous output (even with a leftover temporary run) is replaced.
    REQUIRE(writeExampleRuns(dir.file("a/b"), error));
    fs::create_directory(dir.path() / "a/b/.steplens-example-2-workers");
    dir.write("a/b/1-baseline/stale.txt", "from an older version");
    REQUIRE(writeExampleRuns(dir.file("a/b"), error));
    CHECK_FALSE(fs::exists(dir.path() / "a/b/1-baseline/stale.txt"));
    CHECK_FALSE(fs::exists(dir.path() / "a/b/.steplens-example-2-workers"));
    CHECK(filesUnder(dir.path() / "a/b").size() == filesUnder(generated().folder).size());
    // Something foreign next to the runs: refused.
    dir.write("a/b/other.csv", "x");
    CHECK_FALSE(writeExampleRuns(dir.file("a/b"), error));
    CHECK(error.find("other.csv") != std::string::npos);
    // The command line: usage error 2, failure 1, success 0 (its messages captured, not printed).
    std::ostringstream captured;
    auto* out = std::cout.rdbuf(captured.rdbuf());
    auto* err = std::cerr.rdbuf(captured.rdbuf());
    int usage = cli::exampleCommand({}), refused = cli::exampleCommand({dir.file("mine")});
    int written = cli::exampleCommand({dir.file("fresh")});
    std::cout.rdbuf(out);
    std::cerr.rdbuf(err);
    CHECK(usage == 2);
    CHECK(refused == 1);
    CHECK(written == 0);
    CHECK(captured.str().find("not empty") != std::string::npos);
    CHECK(captured.str().find("5-mixed-precision") != std::string::npos);
    CHECK(isExampleOutput(dir.file("fresh")));
    CHECK(cli::isSubCommand("example"));
}
