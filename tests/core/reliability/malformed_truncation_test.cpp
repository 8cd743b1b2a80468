// Files cut short, the most common damage (a run killed while writing, a partial copy): every
// file the example runs hold is cut at every line boundary and in the middle of a field of every
// line (sampled evenly down to kMaxCutsPerFile), and the folder is loaded each time.
//
// Checked at every cut: nothing escapes as an exception, every other file still gives its data,
// the sections fed by other files are all there, and a cut that leaves a line unfinished (or any
// cut of a JSON document) gives a diagnostic naming the file. A cut exactly at a line boundary
// leaves a file that looks complete; it is reported where the format allows (an average row that
// should end the file, ops naming children that are gone, a file left empty) and counted otherwise.
#include "example_runs.h"
#include "io/text.h"
#include "malformed_support.h"
#include "run_lookup.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <sstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

using test::loadWithoutTimeline;

#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kMaxCutsPerFile = 30; // the sanitizer build is ten times slower
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr std::size_t kMaxCutsPerFile = 30;
#else
constexpr std::size_t kMaxCutsPerFile = 200;
#endif
#else
constexpr std::size_t kMaxCutsPerFile = 200;
#endif

void writeAll(const fs::path& p, std::string_view data)
{
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
}

struct Cut {
    std::size_t offset;
    bool lineBoundary; // the kept part ends with a complete line
};

bool isSeparator(char c)
{
    return c == ',' || c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"';
}

// Every line start, and for every line a byte in the middle of a field; JSON documents (one long
// line) are cut at evenly spaced bytes instead. Sampled evenly when there are more than the cap.
std::vector<Cut> cutPoints(const std::string& text, bool json)
{
    std::vector<Cut> cuts;
    if (json) {
        std::size_t n = std::min<std::size_t>(kMaxCutsPerFile, text.size());
        for (std::size_t i = 0; i < n; ++i)
            cuts.push_back({text.size() * i / n, false});
        return cuts;
    }
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        cuts.push_back({start, true});
        std::size_t mid = start + (end - start) / 2;
        while (mid < end && isSeparator(text[mid]))
            ++mid;
        if (mid > start && mid < end && !isSeparator(text[mid - 1]))
            cuts.push_back({mid, false});
        start = end + 1;
    }
    if (cuts.size() > kMaxCutsPerFile) {
        std::vector<Cut> sampled;
        for (std::size_t i = 0; i < kMaxCutsPerFile; ++i)
            sampled.push_back(cuts[cuts.size() * i / kMaxCutsPerFile]);
        cuts = std::move(sampled);
    }
    return cuts;
}

std::set<std::string> fileNamesRead(const Run& run)
{
    std::set<std::string> names;
    for (const auto& p : run.ranks)
        for (const auto& f : p.filesRead)
            names.insert(std::string(io::baseName(f)));
    return names;
}

// Formats whose last row, or whose cross references, reveal a cut at a line boundary.
bool lineCutDetectable(const std::string& name)
{
    return io::startsWith(name, "step_trace_raw_") || io::startsWith(name, "hccl_raw_") ||
           io::startsWith(name, "minddata_pipeline_raw_");
}

struct FileTally {
    std::size_t cuts = 0, undetectedLineCuts = 0, undetectedMidCuts = 0;
};

std::map<std::string, FileTally> truncateEachFile(const char* runName, const std::vector<std::string>& only)
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    fs::create_directories(folder);
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(examples.run(runName))) {
        std::string name = e.path().filename().string();
        if (name.find("timeline") != std::string::npos)
            continue; // the timeline reader is on its own branch (and has its own truncation tests)
        fs::copy_file(e.path(), folder / name);
        if ((only.empty() || std::find(only.begin(), only.end(), name) != only.end()) &&
            !io::startsWith(name, "min_cycle_counter") && name != "README.txt")
            files.push_back(name);
    }
    std::sort(files.begin(), files.end());
    const Run baseline = loadWithoutTimeline(folder.string());
    REQUIRE(baseline.ranks.size() == 1);
    REQUIRE(test::allDiagnostics(baseline).empty());
    const std::set<std::string> baseFiles = fileNamesRead(baseline);
    const std::set<std::string> baseSections = test::presentSections(baseline.ranks[0]);

    std::map<std::string, FileTally> tally;
    for (const auto& name : files) {
        INFO("run " << runName << ", file " << name);
        const fs::path path = folder / name;
        const std::string original = test::readFile(path);
        // What does not depend on this file: what a load without it still gives (the point info file,
        // for one, is only read along with a step trace).
        fs::remove(path);
        const Run without = loadWithoutTimeline(folder.string());
        const auto withoutSections = test::presentSections(without.ranks.at(0));
        const auto withoutFiles = fileNamesRead(without);
        std::set<std::string> mustStay, othersRead;
        std::set_intersection(baseSections.begin(), baseSections.end(), withoutSections.begin(), withoutSections.end(),
                              std::inserter(mustStay, mustStay.begin()));
        std::set_intersection(baseFiles.begin(), baseFiles.end(), withoutFiles.begin(), withoutFiles.end(),
                              std::inserter(othersRead, othersRead.begin()));
        CHECK(othersRead.size() + 2 >= baseFiles.size()); // at most the file and one that depends on it
        const bool json = io::endsWith(name, ".json");
        for (const Cut& cut : cutPoints(original, json)) {
            INFO("cut at byte " << cut.offset << " of " << original.size()
                                << (cut.lineBoundary ? " (line boundary)" : " (inside a line)"));
            writeAll(path, std::string_view(original).substr(0, cut.offset));
            Run run = loadWithoutTimeline(folder.string());
            REQUIRE(run.ranks.size() == 1);
            INFO("diagnostics:\n" << test::describe(run));
            test::checkLoadGuarantees(run);
            std::set<std::string> read = fileNamesRead(run);
            for (const auto& other : othersRead) {
                INFO("other file still read: " << other);
                CHECK(read.count(other) == 1);
            }
            const auto sections = test::presentSections(run.ranks[0]);
            for (const auto& s : mustStay) {
                INFO("section still present: " << s);
                CHECK(sections.count(s) == 1);
            }
            ++tally[name].cuts;
            if (!io::trim(std::string_view(original).substr(cut.offset)).empty() &&
                test::diagnosticsFor(run, name).empty()) {
                if (json || (!cut.lineBoundary && !io::startsWith(name, "flops_")) ||
                    (cut.lineBoundary && lineCutDetectable(name)))
                    FAIL_CHECK("data was lost without a diagnostic naming " << name);
                ++(cut.lineBoundary ? tally[name].undetectedLineCuts : tally[name].undetectedMidCuts);
            }
        }
        writeAll(path, original);
    }
    return tally;
}

std::string summary(const std::map<std::string, FileTally>& tally)
{
    std::ostringstream s;
    for (const auto& [name, t] : tally)
        s << "  " << name << ": " << t.cuts << " cuts, unreported: " << t.undetectedLineCuts << " at line boundaries, "
          << t.undetectedMidCuts << " inside a line\n";
    return s.str();
}

} // namespace

TEST_CASE("truncation: every file of the baseline example run, cut at every line and inside a field")
{
    auto start = std::chrono::steady_clock::now();
    auto tally = truncateEachFile("1-baseline", {});
    CHECK(tally.size() == 15);
    std::size_t cuts = 0;
    for (const auto& [name, t] : tally)
        cuts += t.cuts;
    CHECK(cuts > 5 * kMaxCutsPerFile); // over 1,000 in the normal build
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    WARN("truncation of 1-baseline: " << cuts << " loads in " << seconds << " s\n" << summary(tally));
}

TEST_CASE("truncation: the sink-mode queue files of the example runs")
{
    auto tally = truncateEachFile("4-sink-mode", {"device_queue_profiling_0.txt", "minddata_aicpu_0.txt"});
    CHECK(tally.size() == 2);
    WARN("truncation of 4-sink-mode queue files:\n" << summary(tally));
}
