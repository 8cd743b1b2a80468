// StepLens never writes into the user's profiler folder: loading, analysing, reporting and
// comparing leave every file's bytes, the listing and every modification time as they were.
#include "example_runs.h"
#include "fixtures.h"
#include "folder_snapshot.h"
#include "malformed_support.h"

using namespace steplens;
namespace fs = std::filesystem;

namespace {

// Everything a user can do with a folder from core: load it (timeline included), analyse it, write
// the report in every form and compare it with another run.
void useFolder(const fs::path& folder, const fs::path& other)
{
    Run run = loadRun(folder.string());
    Run otherRun = loadRun(other.string());
    REQUIRE_FALSE(run.ranks.empty());
    auto report = reportJson(run);
    CHECK_FALSE(report.dump(2).empty());
    CHECK_FALSE(renderReportText(report).empty());
    CHECK_FALSE(renderReportMarkdown(report).empty());
    auto comparison = compareJson(otherRun, run);
    CHECK_FALSE(comparison.dump(2).empty());
    CHECK_FALSE(renderCompareText(comparison).empty());
    CHECK_FALSE(renderCompareMarkdown(comparison).empty());
}

void checkUntouched(const fs::path& folder, const fs::path& other)
{
    auto before = test::snapshotFolder(folder);
    auto otherBefore = test::snapshotFolder(other);
    REQUIRE(before.size() > 5);
    useFolder(folder, other);
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
    CHECK(test::snapshotFolder(other) == otherBefore);
}

} // namespace

TEST_CASE("the profiler folder is left byte-identical: a copy of the run_2 fixture")
{
    std::string fixture = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(fixture);
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    test::copyFolder(fixture, folder);
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    fs::path other = dir.path() / "baseline";
    test::copyFolder(examples.run("1-baseline"), other);
    checkUntouched(folder, other);
}

TEST_CASE("the profiler folder is left byte-identical: every example run")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir dir;
    const char* runs[] = {"1-baseline", "2-workers", "3-c-transforms", "4-sink-mode", "5-mixed-precision"};
    for (const char* name : runs)
        test::copyFolder(examples.run(name), dir.path() / name);
    for (std::size_t i = 0; i < std::size(runs); ++i) {
        INFO(runs[i]);
        checkUntouched(dir.path() / runs[i], dir.path() / runs[(i + 1) % std::size(runs)]);
    }
}
