// The malformed-input corpus: each folder under tests/data/malformed/ holds a few broken profiler
// files and an expect.json saying which diagnostics they must give and what must still load.
//
// expect.json:
//   "base":     example run copied first ("1-baseline"...), or null for an empty folder; the case's
//               files then replace or join the copied ones
//   "remove":   files of the base to delete
//   "expect":   [{"file", "message" (substring), "line", "action" (substring), "severity"}], each
//               matched by at least one diagnostic; "line"/"action"/"severity" are optional
//   "clean":    files that must give no diagnostic at all
//   "sections": sections that must still be present (names as in malformed_support.h)
//   "absent":   sections that must be missing
//   "counts":   exact sizes ("steps", "aicore_detail"...; see countOf below)
//   "report_contains": substrings of the JSON report
#include "example_runs.h"
#include "fixtures.h"
#include "malformed_support.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

long long countOf(const Profile& p, const std::string& what)
{
    const Operators* o = p.operators ? &*p.operators : nullptr;
    if (what == "steps")
        return p.stepTrace ? static_cast<long long>(p.stepTrace->steps.size()) : -1;
    if (what == "aicore_detail")
        return o ? static_cast<long long>(o->aicoreDetails.size()) : -1;
    if (what == "aicore_types")
        return o ? static_cast<long long>(o->aicoreTypes.size()) : -1;
    if (what == "aicpu")
        return o ? static_cast<long long>(o->aicpuTasks.size()) : -1;
    if (what == "framework")
        return o ? static_cast<long long>(o->framework.size()) : -1;
    if (what == "flops")
        return o ? static_cast<long long>(o->flops.size()) : -1;
    if (what == "backend_types")
        return o ? static_cast<long long>(o->backendTypes.size()) : -1;
    if (what == "backend_details")
        return o ? static_cast<long long>(o->backendDetails.size()) : -1;
    if (what == "host_queue_records")
        return p.hostQueue ? static_cast<long long>(p.hostQueue->records.size()) : -1;
    if (what == "chip_queue_records")
        return p.chipQueue ? static_cast<long long>(p.chipQueue->records.size()) : -1;
    if (what == "pipeline_ops")
        return p.pipeline ? static_cast<long long>(p.pipeline->ops.size()) : -1;
    if (what == "pipeline_raw_ops")
        return p.pipeline ? static_cast<long long>(p.pipeline->rawOps.size()) : -1;
    if (what == "hccl_steps")
        return p.hccl ? static_cast<long long>(p.hccl->steps.size()) : -1;
    if (what == "cluster_steps")
        return p.clusterAnalyse ? static_cast<long long>(p.clusterAnalyse->steps.size()) : -1;
    if (what == "cpu_ops")
        return p.cpu ? static_cast<long long>(p.cpu->ops.size()) : -1;
    if (what == "flops_summary")
        return o ? static_cast<long long>(o->flopsSummary.size()) : -1;
    FAIL("unknown count '" << what << "' in expect.json");
    return -2;
}

bool matches(const Diagnostic& d, const nlohmann::json& e)
{
    if (std::string(io::baseName(d.file)) != e.at("file").get<std::string>())
        return false;
    if (d.message.english().find(e.at("message").get<std::string>()) == std::string::npos)
        return false;
    if (e.contains("line") && d.line != e["line"].get<long long>())
        return false;
    if (e.contains("action") && d.action.english().find(e["action"].get<std::string>()) == std::string::npos)
        return false;
    if (e.contains("severity") && e["severity"].get<std::string>() != severityName(d.severity))
        return false;
    return true;
}

void runCase(const fs::path& caseDir)
{
    std::ifstream in(caseDir / "expect.json");
    nlohmann::json expect = nlohmann::json::parse(in);
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    fs::create_directories(folder);
    if (expect.contains("base") && !expect["base"].is_null()) {
        const auto& examples = test::exampleRuns();
        REQUIRE(examples.ok);
        for (const auto& e : fs::directory_iterator(examples.run(expect["base"].get<std::string>().c_str())))
            if (e.path().filename().string().find("timeline") == std::string::npos) // not read here: saves time
                fs::copy_file(e.path(), folder / e.path().filename());
    }
    for (const auto& name : expect.value("remove", nlohmann::json::array()))
        fs::remove(folder / name.get<std::string>());
    for (const auto& e : fs::directory_iterator(caseDir))
        if (e.path().filename() != "expect.json")
            fs::copy_file(e.path(), folder / e.path().filename(), fs::copy_options::overwrite_existing);

    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(folder.string(), options);
    INFO("diagnostics:\n" << test::describe(run));
    test::checkLoadGuarantees(run);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks.front();

    for (const auto& e : expect.value("expect", nlohmann::json::array())) {
        INFO("expected: " << e.dump());
        auto all = test::allDiagnostics(run);
        CHECK(std::any_of(all.begin(), all.end(), [&](const Diagnostic* d) { return matches(*d, e); }));
    }
    for (const auto& f : expect.value("clean", nlohmann::json::array())) {
        INFO("file expected to give no diagnostic: " << f.get<std::string>());
        CHECK(test::diagnosticsFor(run, f.get<std::string>()).empty());
    }
    const auto sections = test::presentSections(p);
    for (const auto& s : expect.value("sections", nlohmann::json::array())) {
        INFO("section expected to load: " << s.get<std::string>());
        CHECK(sections.count(s.get<std::string>()) == 1);
    }
    for (const auto& s : expect.value("absent", nlohmann::json::array())) {
        INFO("section expected to be missing: " << s.get<std::string>());
        CHECK(sections.count(s.get<std::string>()) == 0);
    }
    const nlohmann::json counts = expect.value("counts", nlohmann::json::object());
    for (const auto& [what, n] : counts.items()) {
        INFO("count of " << what);
        CHECK(countOf(p, what) == n.get<long long>());
    }
    const std::string report = reportJson(run).dump();
    for (const auto& s : expect.value("report_contains", nlohmann::json::array())) {
        INFO("report expected to contain: " << s.get<std::string>());
        CHECK(report.find(s.get<std::string>()) != std::string::npos);
    }
}

} // namespace

TEST_CASE("malformed corpus: the example runs the cases start from load without a diagnostic")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    for (const char* name : {"1-baseline", "4-sink-mode"}) {
        LoadOptions options;
        options.timeline = false;
        Run run = loadRun(examples.run(name).string(), options);
        INFO(name << ":\n" << test::describe(run));
        CHECK(test::allDiagnostics(run).empty());
    }
}

TEST_CASE("malformed corpus: every case gives its diagnostics and the rest of the folder loads")
{
    std::vector<fs::path> cases;
    for (const auto& e : fs::directory_iterator(test::testData("malformed")))
        if (e.is_directory() && fs::exists(e.path() / "expect.json"))
            cases.push_back(e.path());
    std::sort(cases.begin(), cases.end());
    REQUIRE(cases.size() >= 20);
    for (const auto& c : cases) {
        INFO("case " << c.filename().string());
        runCase(c);
    }
}
