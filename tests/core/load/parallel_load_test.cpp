// loadRun reads ranks side by side: the same Run as one at a time, callbacks one at a time, the
// early sections in rank order.
#include "example/example_runs.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

// Four ranks: copies of the example's baseline run with the rank number in the file names changed.
void writeFourRanks(const test::TempDir& dir)
{
    std::string error;
    const fs::path examples = dir.path() / "examples";
    REQUIRE(writeExampleRuns(examples.string(), error));
    const fs::path baseline = examples / exampleRunNames().front();
    for (int rank = 0; rank < 4; ++rank)
        for (const auto& entry : fs::recursive_directory_iterator(baseline)) {
            if (!entry.is_regular_file())
                continue;
            std::string name = entry.path().filename().string();
            for (const char* token : {"_0_", "_0."}) {
                const auto at = name.find(token);
                if (at != std::string::npos) {
                    name.replace(at + 1, 1, std::to_string(rank));
                    break;
                }
            }
            const fs::path target = dir.path() / "run" / fs::relative(entry.path().parent_path(), baseline) / name;
            fs::create_directories(target.parent_path());
            fs::copy_file(entry.path(), target, fs::copy_options::overwrite_existing);
        }
}

} // namespace

TEST_CASE("loadRun: ranks read on two threads give the same run, callbacks one at a time, early sections in order")
{
    test::TempDir dir;
    writeFourRanks(dir);
    const std::string run = (dir.path() / "run").string();

    LoadOptions one;
    one.rankThreads = 1;
    const Run serial = loadRun(run, one);
    REQUIRE(serial.ranks.size() == 4);

    LoadOptions two;
    two.rankThreads = 2;
    std::atomic<int> inside{0};
    std::atomic<bool> overlapped{false};
    std::vector<int> earlyRanks;
    double lastFraction = 0, maxFraction = 0;
    int calls = 0;
    auto enter = [&] {
        if (++inside != 1)
            overlapped = true;
    };
    LoadCallbacks callbacks;
    callbacks.progress = [&](double f, const Message&) {
        enter();
        lastFraction = f;
        maxFraction = std::max(maxFraction, f);
        ++calls;
        --inside;
    };
    callbacks.sectionsReady = [&](const Profile& partial) {
        enter();
        earlyRanks.push_back(partial.rank);
        CHECK_FALSE(partial.timeline);
        --inside;
    };
    callbacks.cancelled = [&] {
        enter();
        --inside;
        return false;
    };
    const Run parallel = loadRun(run, two, callbacks);
    CHECK_FALSE(overlapped);
    CHECK(earlyRanks == std::vector<int>{0, 1, 2, 3});
    CHECK(calls > 8);
    CHECK(lastFraction == Approx(1.0));
    CHECK(maxFraction <= 1.0 + 1e-9);
    CHECK_FALSE(parallel.cancelled);
    REQUIRE(parallel.ranks.size() == 4);
    for (std::size_t i = 0; i < 4; ++i) {
        const Profile& a = serial.ranks[i];
        const Profile& b = parallel.ranks[i];
        CHECK(a.rank == int(i));
        CHECK(b.rank == a.rank);
        REQUIRE(a.stepTrace);
        REQUIRE(b.stepTrace);
        CHECK(b.stepTrace->steps.size() == a.stepTrace->steps.size());
        CHECK(a.stepTrace->steps.size() == 30);
        REQUIRE(a.timeline);
        REQUIRE(b.timeline);
        CHECK(a.timeline->eventCount > 1000);
        CHECK(b.timeline->eventCount == a.timeline->eventCount);
        REQUIRE(b.operators);
        CHECK(b.operators->aicoreDetails.size() == a.operators->aicoreDetails.size());
        CHECK(b.diagnostics.size() == a.diagnostics.size());
        CHECK(b.filesRead == a.filesRead);
    }
}

TEST_CASE("loadRun: only the ranks whose partials are wanted send them, in order, on two threads")
{
    test::TempDir dir;
    writeFourRanks(dir);
    const std::string run = (dir.path() / "run").string();
    LoadOptions two;
    two.rankThreads = 2;
    for (const std::vector<int>& wantedRanks : {std::vector<int>{0}, std::vector<int>{2}, std::vector<int>{1, 3}}) {
        std::vector<int> steps, sections;
        std::vector<std::size_t> asked;
        LoadCallbacks callbacks;
        callbacks.wantsPartials = [&](std::size_t order, int rank) {
            asked.push_back(order);
            CHECK(rank == int(order)); // the four ranks are read in their numbers' order
            return std::find(wantedRanks.begin(), wantedRanks.end(), rank) != wantedRanks.end();
        };
        callbacks.stepsReady = [&](const Profile& partial) { steps.push_back(partial.rank); };
        callbacks.sectionsReady = [&](const Profile& partial) { sections.push_back(partial.rank); };
        const Run loaded = loadRun(run, two, callbacks);
        CHECK(asked == std::vector<std::size_t>{0, 1, 2, 3});
        CHECK(steps == wantedRanks);
        CHECK(sections == wantedRanks);
        CHECK(loaded.ranks.size() == 4); // the others are read all the same
    }
}

TEST_CASE("loadRun: a cancelled parallel load stops and says so")
{
    test::TempDir dir;
    writeFourRanks(dir);
    LoadOptions two;
    two.rankThreads = 2;
    LoadCallbacks callbacks;
    callbacks.cancelled = [] { return true; };
    const Run run = loadRun((dir.path() / "run").string(), two, callbacks);
    CHECK(run.cancelled);
    CHECK(run.ranks.size() <= 2); // at most the ranks already started
}

TEST_CASE("loadRun: one rank's operators and host queue read on threads of their own give the same profile, "
          "diagnostics in file order")
{
    test::TempDir dir;
    std::string error;
    const fs::path examples = dir.path() / "examples";
    REQUIRE(writeExampleRuns(examples.string(), error));
    const fs::path rank = examples / exampleRunNames().front();
    // One problem for each section: the step trace, the operators (AI Core detail, and the AI CPU table,
    // read ahead on a thread of its own), the host queue and the chip queue (read after the host queue,
    // on the caller's thread).
    auto appendTo = [&](const std::string& prefix, const std::string& line) {
        for (const auto& entry : fs::recursive_directory_iterator(rank))
            if (entry.is_regular_file() && entry.path().filename().string().rfind(prefix, 0) == 0 &&
                entry.path().extension() != ".done") {
                std::ofstream(entry.path(), std::ios::app) << line;
                return true;
            }
        return false;
    };
    REQUIRE(appendTo("step_trace_raw_", "7,x,y\n"));
    REQUIRE(appendTo("aicore_intermediate_0_detail", "op,notanumber\n"));
    REQUIRE(appendTo("aicpu_intermediate_", "9,Cast,soon,0.1,0.2,1,2\n"));
    REQUIRE(appendTo("dataset_iterator_profiling_", "x y\n"));
    std::ofstream(rank / "minddata_aicpu_0.txt") << "GetNext_dequeue_wait 1700000000000 1700000000175 2\n"
                                                    "GetNext_dequeue_wait 1700000050000 soon 1\n";

    LoadOptions inOrder;
    inOrder.sectionThreads = 1;
    const Run a = loadRun(rank.string(), inOrder);
    REQUIRE(a.ranks.size() == 1);
    const Profile& x = a.ranks[0];
    REQUIRE(x.operators);
    REQUIRE(x.hostQueue);
    REQUIRE(x.chipQueue);
    CHECK(x.operators->aicoreDetails.size() > 10);
    CHECK(x.hostQueue->records.size() > 10);
    CHECK(x.chipQueue->records.size() == 1);

    // 2: the operators on a thread (the small AI CPU table and host queue are read in order); 3: the AI
    // CPU table and the host queue on threads of their own too.
    for (int threads : {2, 3}) {
        CAPTURE(threads);
        LoadOptions options;
        options.sectionThreads = threads;
        const Run b = loadRun(rank.string(), options);
        REQUIRE(b.ranks.size() == 1);
        const Profile& y = b.ranks[0];
        REQUIRE(y.operators);
        CHECK(y.operators->aicoreDetails.size() == x.operators->aicoreDetails.size());
        CHECK(y.operators->sources == x.operators->sources);
        CHECK(y.operators->aicpuTasks.size() == x.operators->aicpuTasks.size());
        CHECK(y.operators->aicpuTasks.size() > 10);
        REQUIRE(y.hostQueue);
        CHECK(y.hostQueue->records.size() == x.hostQueue->records.size());
        CHECK(y.hostQueue->sources == x.hostQueue->sources);
        REQUIRE(y.chipQueue);
        CHECK(y.chipQueue->records.size() == 1);
        CHECK(y.filesRead == x.filesRead);
        REQUIRE(y.diagnostics.size() == x.diagnostics.size());
        std::vector<std::string> files;
        for (std::size_t i = 0; i < x.diagnostics.size(); ++i) {
            CHECK(y.diagnostics[i].file == x.diagnostics[i].file);
            CHECK(y.diagnostics[i].line == x.diagnostics[i].line);
            CHECK(y.diagnostics[i].message.english() == x.diagnostics[i].message.english());
            files.push_back(fs::path(x.diagnostics[i].file).filename().string());
        }
        // The step trace's problem, then the operators', the host queue's, the chip queue's: the order of
        // reading one by one.
        auto firstOf = [&](const std::string& prefix) {
            for (std::size_t i = 0; i < files.size(); ++i)
                if (files[i].rfind(prefix, 0) == 0)
                    return std::ptrdiff_t(i);
            return std::ptrdiff_t(-1);
        };
        CHECK(firstOf("step_trace_raw_") >= 0);
        CHECK(firstOf("step_trace_raw_") < firstOf("aicore_intermediate_"));
        CHECK(firstOf("aicore_intermediate_") < firstOf("aicpu_intermediate_"));
        CHECK(firstOf("aicpu_intermediate_") < firstOf("dataset_iterator_profiling_"));
        CHECK(firstOf("dataset_iterator_profiling_") < firstOf("minddata_aicpu_"));
    }
}
