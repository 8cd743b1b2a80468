// loadRun reads ranks side by side: the same Run as one at a time, callbacks one at a time, the
// early sections in rank order.
#include "example/example_runs.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>

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
