// Folders that fight back: entries named like profiler files that cannot be read (a FIFO, a
// folder, dangling and looping symbolic links; tests run as root in CI, so chmod 000 would not stop
// a read), symbolic-link loops among folders, files that vanish or change between discovery and
// reading, and a folder with thousands of ranks.
#include "example_runs.h"
#include "load/discover.h"
#include "malformed_support.h"

#include <chrono>
#include <fcntl.h>
#include <fstream>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

using test::copyBaseline;

LoadOptions noTimeline()
{
    LoadOptions options;
    options.timeline = false;
    return options;
}

// Runs `work` on another thread and fails (instead of hanging the suite) when it blocks; FIFOs in
// `fifos` are then opened for writing, which releases a reader stuck in open().
template <typename T>
std::optional<T> withinSeconds(int seconds, std::function<T()> work, const std::vector<fs::path>& fifos)
{
    auto done = std::async(std::launch::async, std::move(work));
    if (done.wait_for(std::chrono::seconds(seconds)) == std::future_status::ready)
        return done.get();
    for (const auto& f : fifos) {
        int fd = ::open(f.c_str(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    }
    done.wait();
    return std::nullopt;
}

const Diagnostic* onlyDiagnostic(const Run& run, const std::string& name)
{
    auto d = test::diagnosticsFor(run, name);
    INFO(name << ": " << test::describe(d));
    REQUIRE(d.size() == 1);
    return d[0];
}

} // namespace

TEST_CASE("entries named like profiler files that cannot be read are skipped by name, the rest loads")
{
    test::TempDir dir;
    fs::path folder = copyBaseline(dir);
    // Replace four of the baseline's files by things that are not regular files.
    fs::path fifo = folder / "aicore_intermediate_0_detail.csv";
    fs::remove(fifo);
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    fs::remove(folder / "flops_0.txt");
    fs::create_directory(folder / "flops_0.txt");
    fs::remove(folder / "framework_raw_0.csv");
    fs::create_symlink(dir.path() / "gone" / "framework_raw_0.csv", folder / "framework_raw_0.csv");
    fs::remove(folder / "aicpu_intermediate_0.csv");
    fs::create_symlink("aicpu_intermediate_0.csv", folder / "aicpu_intermediate_0.csv"); // points at itself

    auto run = withinSeconds<Run>(20, [&] { return loadRun(folder.string(), noTimeline()); }, {fifo});
    REQUIRE(run); // did not block on the FIFO
    INFO(test::describe(*run));
    test::checkLoadGuarantees(*run);
    CHECK(onlyDiagnostic(*run, "aicore_intermediate_0_detail.csv")->message ==
          "named like a profiler file but is a named pipe (FIFO)");
    CHECK(onlyDiagnostic(*run, "flops_0.txt")->message == "named like a profiler file but is a folder");
    CHECK(onlyDiagnostic(*run, "framework_raw_0.csv")->message ==
          "a symbolic link to something that does not exist (No such file or directory)");
    CHECK(onlyDiagnostic(*run, "aicpu_intermediate_0.csv")->message == "a symbolic link that loops back on itself");
    for (const Diagnostic* d : test::allDiagnostics(*run))
        CHECK(d->severity == Severity::Warning);
    REQUIRE(run->ranks.size() == 1);
    auto sections = test::presentSections(run->ranks[0]);
    CHECK(sections.size() == 11); // the 15 of the baseline but the four replaced
    CHECK(sections.count("aicore_types") == 1);
    CHECK(sections.count("step_trace") == 1);
}

TEST_CASE("symbolic-link loops among folders end the search and the data is found")
{
    test::TempDir dir;
    fs::path job = dir.path() / "job";
    fs::path folder = copyBaseline(dir, "job/deep/er/profiler");
    fs::create_directory_symlink(job, folder / "back-to-job"); // inside the profiler folder
    fs::create_directory_symlink(job, job / "deep" / "loop");  // on the way down
    fs::create_directory_symlink(job / "deep", job / "deep" / "er" / "up");
    fs::create_directory_symlink("self", job / "self"); // a link to itself
    auto run = withinSeconds<Run>(20, [&] { return loadRun(job.string(), noTimeline()); }, {});
    REQUIRE(run);
    INFO(test::describe(*run));
    test::checkLoadGuarantees(*run);
    CHECK(run->profilerFolder == folder.string());
    REQUIRE(run->ranks.size() == 1);
    CHECK(run->ranks[0].stepTrace);

    // The folder given is itself a loop.
    Run loop = loadRun((job / "self").string(), noTimeline());
    REQUIRE(loop.diagnostics.size() == 1);
    CHECK(loop.diagnostics[0].message == "cannot open the folder: Too many levels of symbolic links");
    CHECK(loop.ranks.empty());
}

TEST_CASE("files that vanish or change between discovery and reading")
{
    test::TempDir dir;
    fs::path folder = copyBaseline(dir);
    RunLayout layout = discoverRun(folder.string());
    REQUIRE(layout.ranks.size() == 1);
    // After discovery: one file deleted, one rewritten as junk, one cut short, one replaced by a
    // FIFO (which would block a reader that opened it blindly), one by a folder.
    fs::remove(folder / "step_trace_raw_0_detail_time.csv");
    std::ofstream(folder / "aicore_intermediate_0_type.csv", std::ios::trunc) << "\x01\x02junk\xff\n";
    std::ofstream(folder / "hccl_raw_0.csv", std::ios::trunc) << "step_num,communication_cost,wait_cost\n1,2";
    fs::path fifo = folder / "framework_raw_0.csv";
    fs::remove(fifo);
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    fs::remove(folder / "profiler_info_0.json");
    fs::create_directory(folder / "profiler_info_0.json");

    auto profile = withinSeconds<Profile>(20, [&] { return loadRank(layout.ranks[0], noTimeline()); }, {fifo});
    REQUIRE(profile);
    Run run;
    run.ranks.push_back(std::move(*profile));
    INFO(test::describe(run));
    test::checkLoadGuarantees(run);
    CHECK(onlyDiagnostic(run, "step_trace_raw_0_detail_time.csv")->message ==
          "cannot open the file: No such file or directory");
    CHECK(onlyDiagnostic(run, "aicore_intermediate_0_type.csv")
              ->message.english()
              .find("is not a known AI Core type layout") != std::string::npos);
    auto hccl = test::diagnosticsFor(run, "hccl_raw_0.csv");
    REQUIRE(hccl.size() == 2);
    CHECK(hccl[0]->message.english().find("cut short") != std::string::npos);
    CHECK(hccl[1]->message == "no step rows");
    CHECK(onlyDiagnostic(run, "framework_raw_0.csv")->message == "is a named pipe (FIFO), not a regular file");
    CHECK(onlyDiagnostic(run, "profiler_info_0.json")->message == "is a folder, not a regular file");
    auto sections = test::presentSections(run.ranks[0]);
    for (const char* s : {"aicore_detail", "aicpu", "flops", "pipeline", "pipeline_summary", "cpu", "host_queue"}) {
        INFO("section " << s);
        CHECK(sections.count(s) == 1);
    }
    for (const char* s : {"step_trace", "aicore_types", "framework", "hccl", "profiler_info"}) {
        INFO("section " << s);
        CHECK(sections.count(s) == 0);
    }
}

TEST_CASE("a folder with 3,000 ranks loads in bounded time")
{
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    fs::create_directories(folder);
    const int ranks = 3000;
    for (int r = 0; r < ranks; ++r)
        std::ofstream(folder / ("step_trace_raw_" + std::to_string(r) + "_detail_time.csv"), std::ios::binary)
            << "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n"
            << "1,0,1000,1000,100,800,100,700,200\n2,1000," << 2000 + r << "," << 1000 + r << ",1100,1800,100,"
            << 700 + r << ",200\n-,0,1000," << 1000 + r / 2 << ",100,800,100," << 700 + r / 2
            << ",200\n"; // the mean row
    std::ofstream(folder / "step_trace_point_info.json") << R"({"fp_start": "Default/Conv2D-op1", "bp_end": "x"})";

    auto start = std::chrono::steady_clock::now();
    Run run = loadRun(folder.string(), noTimeline());
    double loadSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    REQUIRE(run.ranks.size() == ranks);
    CHECK(test::allDiagnostics(run).empty());
    CHECK(run.ranks.front().rank == 0);
    CHECK(run.ranks.back().rank == ranks - 1);
    REQUIRE(run.ranks.back().stepTrace);
    CHECK(run.ranks.back().stepTrace->steps.size() == 2);
    CHECK(run.ranks.back().stepTrace->steps[1].fpAndBp == (700 + ranks - 1) * kNanosPerTick);
    CHECK(run.ranks.back().stepTrace->fpStartOps == std::vector<std::string>{"Default/Conv2D-op1"});

    start = std::chrono::steady_clock::now();
    std::string report = reportJson(run).dump();
    double reportSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(report.size() > 3000 * 100);
    WARN("3,000 ranks: loaded in " << loadSeconds << " s, JSON report in " << reportSeconds << " s");
    CHECK(loadSeconds + reportSeconds < 120); // bounded, not a tight timing
}

TEST_CASE("unreadable entries are listed up to the cap, then counted")
{
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    fs::create_directories(folder);
    std::ofstream(folder / "step_trace_raw_0_detail_time.csv")
        << "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n"
        << "1,0,1000,1000,100,800,100,700,200\n";
    for (int i = 0; i < 60; ++i)
        REQUIRE(::mkfifo((folder / ("framework_raw_" + std::to_string(i) + ".csv")).c_str(), 0600) == 0);
    RunLayout layout = discoverRun(folder.string());
    REQUIRE(layout.ranks.size() == 1);
    REQUIRE(layout.diagnostics.size() == kMaxDiagnosticsPerFile + 1);
    CHECK(layout.diagnostics[0].message == "named like a profiler file but is a named pipe (FIFO)");
    CHECK(layout.diagnostics.back().message == "10 more entries named like profiler files cannot be read");
}
