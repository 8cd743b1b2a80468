// The JSON contract of `steplens report` and `steplens compare`: docs/report-schema.json (the schema,
// in the subset of JSON Schema that schema_subset.h checks) and docs/report-schema.md (what every key
// means, its unit). Every report and comparison made from the five example runs, the real profiler
// folders of ../shared/fixtures (MindSpore 1.x, torch_npu 2.x Level0/1/2, msprof-analyze cluster
// output), the malformed-input cases of tests/data and a few folders written here must match the
// schema: no key the schema lacks, no required key missing, no wrong type.
// A key added to the report without the schema fails here; a key in the schema that no document
// produces fails too, unless it is listed below with the reason; a key in the schema without its
// line in report-schema.md fails as well.
#include "analysis/run_analysis.h"
#include "cluster_generator.h"
#include "example_runs.h"
#include "fixtures.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "report/report.h"
#include "report/report_cluster.h"
#include "report/schema_subset.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace steplens;
using nlohmann::json;
using nlohmann::ordered_json;

namespace {

std::string docsFile(const std::string& name)
{
    return (std::filesystem::path(STEPLENS_DOCS_DIR) / name).string();
}

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

json loadSchema()
{
    const std::string text = readText(docsFile("report-schema.json"));
    REQUIRE_FALSE(text.empty());
    return json::parse(text);
}

test::SchemaSubset& validator()
{
    static test::SchemaSubset v(loadSchema());
    return v;
}

std::string joined(const std::vector<std::string>& lines, std::size_t most = 20)
{
    std::string out;
    for (std::size_t i = 0; i < lines.size() && i < most; ++i)
        out += lines[i] + "\n";
    if (lines.size() > most)
        out += std::to_string(lines.size() - most) + " more\n";
    return out;
}

// Every document the corpus makes, validated once per test process.
struct Corpus {
    std::vector<std::string> failures; // "<document>: <violation>"
    std::size_t reports = 0, comparisons = 0;
    bool fixtures = false; // ../shared/fixtures was there
};

std::string mindinsightResource()
{
    return test::mindinsight("");
}

const Corpus& corpus()
{
    static Corpus c = [] {
        Corpus out;
        auto& v = validator();
        std::map<std::string, Run> runs;
        auto run = [&](const std::string& path) -> const Run& {
            auto it = runs.find(path);
            if (it == runs.end())
                it = runs.emplace(path, loadRun(path)).first;
            return it->second;
        };
        auto report = [&](const std::string& name, const std::string& path, const ReportOptions& options) {
            ++out.reports;
            for (const auto& e : v.validate(reportJson(run(path), options), "report"))
                out.failures.push_back("report of " + name + ": " + e);
        };
        auto compare = [&](const std::string& name, const std::string& a, const std::string& b,
                           const ReportOptions& options, int rank = INT32_MIN) {
            ++out.comparisons;
            for (const auto& e : v.validate(compareJson(run(a), run(b), options, rank), "compare"))
                out.failures.push_back("comparison " + name + ": " + e);
        };

        const ReportOptions plain;
        ReportOptions batch; // samples/s appear with a batch size; the warm-up cut changes the step counts
        batch.analysis.steps.batchSize = 128;
        batch.analysis.steps.skipFirstSteps = 2;

        const auto& ex = test::exampleRuns();
        REQUIRE(ex.ok);
        const char* examples[] = {"1-baseline", "2-workers", "3-c-transforms", "4-sink-mode", "5-mixed-precision"};
        for (const char* name : examples) {
            report(name, ex.run(name).string(), plain);
            report(std::string(name) + " (batch size 128, 2 warm-up steps)", ex.run(name).string(), batch);
        }
        const std::string baseline = ex.run("1-baseline").string();
        for (const char* name : examples)
            if (std::string(name) != "1-baseline")
                compare(std::string("1-baseline -> ") + name, baseline, ex.run(name).string(), plain);
        compare("1-baseline -> 2-workers (batch size 128)", baseline, ex.run("2-workers").string(), batch);

        // Small folders written here for the forms no example run has: an inference step trace, a
        // timeline known only from its summary file, a CPU-backend timeline with a broken event (a
        // diagnostic with a byte offset).
        test::TempDir made;
        made.write("inference/profiler/step_trace_raw_0_detail_time.csv",
                   "step_num,start_point,end_point,total,fp_point,iteration_interval,fp\n"
                   "1,1000,3000,2000,1500,500,1500\n"
                   "2,3000,5200,2200,3600,600,1600\n"
                   "-,2000,4100,2100,2550,550,1550\n");
        made.write("summary-only/profiler/ascend_timeline_summary_0.json",
                   R"({"total_time": 12.5, "num_of_streams": 2, "num_of_ops": 10, "op_exe_times": 40})");
        made.write("cpu-timeline/profiler/cpu_timeline_display_0.json",
                   R"([{"name": "MatMul", "ph": "X", "ts": 10, "dur": 5, "pid": 0, "tid": 1},)"
                   R"({"name": "Add", "ts": 20, "dur": 1, "pid": 0, "tid": 1}])");
        for (const char* name : {"inference", "summary-only", "cpu-timeline"})
            report(name, made.file(name), plain);
        // A generated 2.x job of 16 ranks with a slow rank and a slow link (the cluster block with its
        // findings, links and per-rank communication), and the same job summarised as a folder of
        // single-rank reports, read back as a cluster (source "reports").
        bench::ClusterSpec spec;
        spec.ranks = 16;
        spec.slowRank = 5;
        spec.slowLinkSrc = 2;
        spec.slowLinkDst = 3;
        std::string error;
        REQUIRE(bench::writeCluster(made.file("job"), spec, error));
        report("generated 16-rank job", made.file("job"), plain);
        auto clusterReport = [&](const std::string& name, const std::string& dir, nlohmann::ordered_json ranks) {
            ++out.reports;
            auto overview = analyzeClusterSummary(std::make_shared<const ClusterSummary>(loadClusterSummary(dir)));
            for (const auto& e : v.validate(clusterReportJson(*overview, std::move(ranks), plain), "report"))
                out.failures.push_back("report of " + name + ": " + e);
        };
        nlohmann::ordered_json reportRanks = nlohmann::ordered_json::array();
        for (int r = 0; r < spec.ranks; ++r) {
            const auto doc = reportJson(loadRun(made.file("job/" + bench::clusterRankFolderName(spec, r))), plain);
            made.write("reports/rank" + std::to_string(r) + ".json", doc.dump());
            for (const auto& rank : doc["ranks"])
                reportRanks.push_back(rank);
        }
        clusterReport("a folder of 16 single-rank reports", made.file("reports"), reportRanks);
        compare("inference -> itself", made.file("inference"), made.file("inference"), plain);
        // The malformed-input corpus of tests/data, each case loaded on its own: broken values still
        // make a valid document (and the GPU case has the GPU op tables).
        for (const auto& entry : std::filesystem::directory_iterator(test::testData("malformed")))
            if (entry.is_directory())
                report("malformed/" + entry.path().filename().string(), entry.path().string(), plain);

        const std::string resource = mindinsightResource();
        out.fixtures = !resource.empty();
        if (!out.fixtures)
            return out;
        // MindSpore 1.x: every folder of MindInsight's test resources (profiler folders, job folders,
        // the 4-rank cluster_propose set, folders that hold no profiler data at all), and MindSpore's own.
        for (const auto& entry : std::filesystem::directory_iterator(resource))
            if (entry.is_directory())
                report("mindinsight/" + entry.path().filename().string(), entry.path().string(), plain);
        const std::string msProfiler = test::fixture("mindspore-ai/mindspore/tests/ut/data/profiler_data/profiler");
        if (!msProfiler.empty())
            report("mindspore profiler_data", msProfiler, plain);

        // MindSpore >= 2.3 / torch_npu: Level0, Level1, Level2 (two ranks each), the torch_npu 2.7.1
        // Level2 pair, MindStudio Insight's server data with msprof-analyze's cluster_analysis_output,
        // and the SQLite exports of Level0/1/2.
        const std::string msi = "Ascend/msinsight/";
        std::map<std::string, std::string> ascend;
        for (const char* rel :
             {"test/data/pytorch/text/level0", "test/data/pytorch/text/level1", "test/data/pytorch/text/level2",
              "test/st/level2", "server/src/test/test_data", "test/data/pytorch/db/level0",
              "test/data/pytorch/db/level1", "test/data/pytorch/db/level2"}) {
            const std::string path = test::fixture(msi + rel);
            if (!path.empty()) {
                ascend[rel] = path;
                report(rel, path, plain);
                report(std::string(rel) + " (batch size 128, 2 warm-up steps)", path, batch);
            }
        }
        const std::string clusterOutput =
            test::fixture("Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output");
        if (!clusterOutput.empty())
            clusterReport("cluster_analysis_output alone", clusterOutput, nlohmann::ordered_json::array());
        auto has = [&](const char* rel) { return ascend.count(rel) > 0; };
        const char* l0 = "test/data/pytorch/text/level0";
        const char* l1 = "test/data/pytorch/text/level1";
        const char* l2 = "test/data/pytorch/text/level2";
        const char* st = "test/st/level2";
        if (has(l1) && has(l2))
            compare("level1 -> level2", ascend[l1], ascend[l2], plain);
        if (has(l0) && has(l1))
            compare("level0 -> level1 (rank 1)", ascend[l0], ascend[l1], plain, 1);
        if (has(st) && has(l1))
            compare("st/level2 -> level1", ascend[st], ascend[l1], batch);
        if (has(l1)) {
            // A MindSpore 2.3/2.4 folder: 1.x files in profiler/ next to a rank folder (copies of
            // fixture files, in a temporary folder).
            const std::string trace = test::mindinsight("profiler/step_trace_raw_0_detail_time.csv");
            const std::filesystem::path output =
                std::filesystem::path(ascend[l1]) / "rank0_ascend_pt" / "ASCEND_PROFILER_OUTPUT";
            const std::filesystem::path hybrid = made.path() / "hybrid" / "profiler";
            const std::filesystem::path rankOutput =
                hybrid / "rank-0_20240101000000_ascend_ms" / "ASCEND_PROFILER_OUTPUT";
            std::filesystem::create_directories(rankOutput);
            std::filesystem::copy_file(trace, hybrid / "step_trace_raw_0_detail_time.csv");
            for (const char* file : {"op_statistic.csv", "kernel_details.csv", "step_trace_time.csv"})
                std::filesystem::copy_file(output / file, rankOutput / file);
            report("hybrid 2.3 folder", hybrid.string(), plain);
            compare("1-baseline -> level1 (1.x against 2.x)", baseline, ascend[l1], plain);
            compare("level1 -> 1-baseline, rank 7 (in neither run)", ascend[l1], baseline, plain, 7);
        }
        const std::string run2 = test::mindinsight("run_2/normal_run/profiler");
        const std::string run1 = test::mindinsight("run_1/normal_run/profiler");
        const std::string profiler = test::mindinsight("profiler");
        if (!run2.empty() && !run1.empty())
            compare("run_1 -> run_2", run1, run2, plain);
        if (!profiler.empty())
            compare("profiler rank 0 -> itself", profiler, profiler, batch, 0);
        return out;
    }();
    return c;
}

// Keys the schema declares that no document of the corpus holds, each with the reason. Anything
// else the schema declares must appear in some document, so the schema cannot keep keys the report
// no longer writes.
const std::map<std::string, std::string> kNotInCorpus = {
    {"#/definitions/communicationOp/properties/rank",
     "only msprof-analyze's cluster files have a rank level; a rank's report shows its own communication.json"},
};

const Corpus& checkedCorpus()
{
    const Corpus& c = corpus();
    if (!c.fixtures)
        WARN("skipped: ../shared/fixtures is absent, so only the example runs are checked against the schema");
    return c;
}

// Removes the value at a slash path ("/ranks/0/files") from a document, for the refusal tests.
void erasePath(ordered_json& doc, const std::string& parent, const std::string& key)
{
    doc[ordered_json::json_pointer(parent)].erase(key);
}

bool mentions(const std::vector<std::string>& errors, const std::string& text)
{
    for (const auto& e : errors)
        if (e.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("report schema: the schema file uses only what the validator checks, at the current schema_version")
{
    auto& v = validator();
    INFO(joined(v.schemaProblems()));
    CHECK(v.schemaProblems().empty());
    const json schema = loadSchema();
    for (const char* def : {"report", "comparison", "comparisonError"})
        CHECK(schema["definitions"][def]["properties"]["schema_version"]["enum"] ==
              json::array({kReportSchemaVersion}));
}

TEST_CASE("report schema: the validator refuses an unknown key, a missing key, a wrong type or value")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    auto& v = validator();
    const Run run = loadRun(ex.run("1-baseline").string());
    const ordered_json good = reportJson(run);
    INFO(joined(v.validate(good, "report")));
    REQUIRE(v.validate(good, "report").empty());

    ordered_json doc = good;
    doc["ranks"][0]["step_trace"]["new_key"] = 1; // what a key added to the code but not the schema looks like
    auto errors = v.validate(doc, "report");
    CHECK(mentions(errors, "/ranks/0/step_trace"));
    CHECK(mentions(errors, "key 'new_key' is not in the schema"));

    doc = good;
    doc["surprise"] = true;
    CHECK(mentions(v.validate(doc, "report"), "/surprise: key 'surprise' is not in the schema"));

    doc = good;
    erasePath(doc, "/ranks/0", "files");
    CHECK(mentions(v.validate(doc, "report"), "/ranks/0: required key 'files' is missing"));

    doc = good;
    doc["ranks"][0]["aicore_types"][0]["count"] = "3";
    CHECK(mentions(v.validate(doc, "report"), "/ranks/0/aicore_types/0/count: is string, the schema wants integer"));

    doc = good;
    doc["ranks"][0]["aicore_types"][0]["count"] = 3.5;
    CHECK(mentions(v.validate(doc, "report"), "is number (not an integer), the schema wants integer"));

    doc = good;
    doc["ranks"][0]["aicore_types"][0]["percent"] = nullptr;
    CHECK(mentions(v.validate(doc, "report"), "/ranks/0/aicore_types/0/percent: is null, the schema wants number"));

    doc = good;
    doc["diagnostics"] =
        ordered_json::array({{{"severity", "fatal"}, {"file", "x"}, {"line", 1}, {"message", "m"}, {"action", "a"}}});
    CHECK(mentions(v.validate(doc, "report"), "/diagnostics/0/severity: \"fatal\" is not one of"));

    // step_trace is null, the 1.x form or the 2.x form: a mixture of the two is none of them.
    doc = good;
    doc["ranks"][0]["step_trace"]["layout"] = "ascend_profiler_output";
    CHECK(mentions(v.validate(doc, "report"), "/ranks/0/step_trace: matches none of the alternatives"));

    doc = good;
    doc["schema_version"] = kReportSchemaVersion + 1;
    CHECK(mentions(v.validate(doc, "report"), "/schema_version"));

    // A comparison is not a report.
    CHECK_FALSE(v.validate(compareJson(run, run), "report").empty());
}

TEST_CASE("report schema: every report of the example runs and the profiler fixtures matches the schema")
{
    const Corpus& c = checkedCorpus();
    CHECK(c.reports >= 10);
    INFO(joined(c.failures));
    CHECK(c.failures.empty());
}

TEST_CASE("report schema: every key the schema declares is written by some report or comparison")
{
    const Corpus& c = checkedCorpus();
    if (!c.fixtures)
        return; // the example runs alone do not write every key (no 2.x layout, no cluster)
    auto& v = validator();
    std::vector<std::string> unused, listedButUsed;
    for (const auto& p : v.declaredProperties())
        if (!v.usedProperties().count(p) && !kNotInCorpus.count(p))
            unused.push_back(p);
    for (const auto& [p, why] : kNotInCorpus)
        if (v.usedProperties().count(p))
            listedButUsed.push_back(p + " (listed as: " + why + ")");
    INFO("declared by the schema, written by no document:\n" << joined(unused, 100));
    CHECK(unused.empty());
    INFO("written after all, remove from kNotInCorpus:\n" << joined(listedButUsed, 100));
    CHECK(listedButUsed.empty());
}

namespace {

// The keys a definition declares, dotted for inline objects ("host_queue.total"); $refs are not
// followed (the referenced definition has its own table).
void definitionKeys(const json& s, const std::string& prefix, std::set<std::string>& out)
{
    if (!s.is_object())
        return;
    if (auto props = s.find("properties"); props != s.end())
        for (auto it = props->begin(); it != props->end(); ++it) {
            const std::string key = prefix.empty() ? it.key() : prefix + "." + it.key();
            out.insert(key);
            definitionKeys(it.value(), key, out);
        }
    if (auto items = s.find("items"); items != s.end())
        definitionKeys(*items, prefix, out);
}

// The keys a section of report-schema.md documents: the first cell of each table row, in backticks.
std::set<std::string> documentedKeys(const std::string& markdown, const std::string& definition, bool& found)
{
    std::set<std::string> out;
    std::istringstream in(markdown);
    std::string line;
    bool inside = false;
    found = false;
    while (std::getline(in, line)) {
        if (line.rfind("## ", 0) == 0 || line.rfind("### ", 0) == 0) {
            inside = line.rfind("### `" + definition + "`", 0) == 0;
            found = found || inside;
            continue;
        }
        if (!inside || line.rfind("| `", 0) != 0)
            continue;
        const std::size_t end = line.find('`', 3);
        if (end != std::string::npos)
            out.insert(line.substr(3, end - 3));
    }
    return out;
}

} // namespace

TEST_CASE("report schema: report-schema.md documents every key of the schema, and no other")
{
    const json schema = loadSchema();
    const std::string markdown = readText(docsFile("report-schema.md"));
    REQUIRE_FALSE(markdown.empty());
    for (auto it = schema["definitions"].begin(); it != schema["definitions"].end(); ++it) {
        std::set<std::string> declared;
        definitionKeys(it.value(), "", declared);
        if (declared.empty())
            continue; // a choice between other definitions ("compare")
        bool found = false;
        const std::set<std::string> documented = documentedKeys(markdown, it.key(), found);
        INFO("definition " << it.key());
        CHECK(found);
        std::vector<std::string> missing, extra;
        for (const auto& k : declared)
            if (!documented.count(k))
                missing.push_back(k);
        for (const auto& k : documented)
            if (!declared.count(k))
                extra.push_back(k);
        INFO("in the schema, not in report-schema.md:\n" << joined(missing, 100));
        CHECK(missing.empty());
        INFO("in report-schema.md, not in the schema:\n" << joined(extra, 100));
        CHECK(extra.empty());
    }
}
