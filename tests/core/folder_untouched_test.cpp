// StepLens never writes into the user's profiler folder: loading, analysing, reporting and
// comparing leave every file's bytes, the listing and every modification time as they were.
#include "example_runs.h"
#include "fixtures.h"
#include "malformed_support.h"

#include <fstream>
#include <map>
#include <sstream>
#include <sys/stat.h>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

struct EntryState {
    std::string type;
    long long size = 0;
    long long mtimeNs = 0;
    unsigned mode = 0;
    std::uint64_t checksum = 0; // FNV-1a of the content, for regular files

    bool operator==(const EntryState& o) const
    {
        return type == o.type && size == o.size && mtimeNs == o.mtimeNs && mode == o.mode && checksum == o.checksum;
    }
};

std::uint64_t fnv1a(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::uint64_t h = 1469598103934665603ull;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        for (std::streamsize i = 0; i < in.gcount(); ++i) {
            h ^= static_cast<unsigned char>(buf[i]);
            h *= 1099511628211ull;
        }
    }
    return h;
}

// Every entry under `root` (the root itself included), without following links.
std::map<std::string, EntryState> snapshot(const fs::path& root)
{
    std::map<std::string, EntryState> out;
    auto record = [&](const fs::path& p) {
        struct stat st {};
        REQUIRE(::lstat(p.c_str(), &st) == 0);
        EntryState e;
        e.type = S_ISDIR(st.st_mode) ? "dir" : S_ISREG(st.st_mode) ? "file" : S_ISLNK(st.st_mode) ? "link" : "other";
        e.size = static_cast<long long>(st.st_size);
        e.mtimeNs = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
        e.mode = st.st_mode;
        if (S_ISREG(st.st_mode))
            e.checksum = fnv1a(p);
        out[fs::relative(p, root.parent_path()).string()] = e;
    };
    record(root);
    for (const auto& e : fs::recursive_directory_iterator(root))
        record(e.path());
    return out;
}

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
    auto before = snapshot(folder);
    auto otherBefore = snapshot(other);
    REQUIRE(before.size() > 5);
    useFolder(folder, other);
    auto after = snapshot(folder);
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
    CHECK(snapshot(other) == otherBefore);
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
