// The memory analysis taken over from an earlier analysis of the same tables (the window's early view of a
// rank), and the reports' analysis without the curves' samples: both must say what a full analysis says.
#include "analysis/findings/thresholds.h"
#include "analysis/memory_analysis.h"
#include "analysis/profile_analysis.h"
#include "fixtures.h"
#include "load/load.h"
#include "report/report_memory.h"

#include <catch2/catch.hpp>

#include <memory>

using namespace steplens;

TEST_CASE("The run's analysis takes the memory analysis over from the early view's, for the same tables only")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    // The sections partial of the first rank, as the window keeps it, and its analysis.
    std::shared_ptr<const Profile> early;
    LoadCallbacks callbacks;
    callbacks.sectionsReady = [&](const Profile& partial) {
        if (!early)
            early = std::make_shared<const Profile>(partial);
    };
    const Run run = loadRun(folder, {}, callbacks);
    REQUIRE(early);
    REQUIRE(run.ranks.size() == 2);
    const Profile& rank0 = run.ranks[0];
    const Profile& rank1 = run.ranks[1];
    REQUIRE(rank0.rank == early->rank);
    REQUIRE_FALSE(early->timeline);
    REQUIRE(rank0.timeline);
    AnalysisOptions plain;
    auto earlyAnalysis = std::make_shared<const ProfileAnalysis>(analyzeProfile(*early, plain));
    REQUIRE(earlyAnalysis->memory);
    REQUIRE(earlyAnalysis->memory->blocks);
    AnalysisOptions reuse = plain;
    reuse.earlierProfile = early;
    reuse.earlierAnalysis = earlyAnalysis;

    const ProfileAnalysis fresh = analyzeProfile(rank0, plain);
    const ProfileAnalysis taken = analyzeProfile(rank0, reuse);
    REQUIRE(fresh.memory);
    REQUIRE(taken.memory);
    CHECK(sameMemoryTables(*early, rank0));
    CHECK(taken.memory->blocks.get() == earlyAnalysis->memory->blocks.get()); // shared, not built again
    CHECK(taken.memory->curves.get() == earlyAnalysis->memory->curves.get());
    CHECK(fresh.memory->blocks.get() != earlyAnalysis->memory->blocks.get());
    // Everything the report says of it is the same either way; the step windows come from the timeline the
    // early view did not have, so they are found again.
    CHECK(memoryJson(*taken.memory, rank0, nullptr) == memoryJson(*fresh.memory, rank0, nullptr));
    REQUIRE(taken.memory->steps.size() == fresh.memory->steps.size());
    for (std::size_t i = 0; i < fresh.memory->steps.size(); ++i) {
        CHECK(taken.memory->steps[i].start == fresh.memory->steps[i].start);
        CHECK(taken.memory->steps[i].end == fresh.memory->steps[i].end);
    }
    CHECK(taken.memory->peakAllocated->step == fresh.memory->peakAllocated->step);

    // Another rank has tables of its own: analysed from them.
    CHECK_FALSE(sameMemoryTables(*early, rank1));
    const ProfileAnalysis other = analyzeProfile(rank1, reuse);
    if (other.memory && other.memory->blocks)
        CHECK(other.memory->blocks.get() != earlyAnalysis->memory->blocks.get());

    // A rank whose table was written to after the early copy holds a table of its own: analysed again.
    Profile changed = rank0;
    const std::size_t blocks = changed.ascend->operatorMemory->rows.size();
    REQUIRE(blocks > 1);
    changed.ascend->operatorMemory->rows.pop_back();
    CHECK_FALSE(sameMemoryTables(*early, changed));
    const ProfileAnalysis again = analyzeProfile(changed, reuse);
    REQUIRE(again.memory);
    CHECK(again.memory->blocks.get() != earlyAnalysis->memory->blocks.get());
    CHECK(again.memory->blocks->size() == blocks - 1);
    CHECK(early->ascend->operatorMemory->rows.size() == blocks); // the early copy did not see the write
}

TEST_CASE("Without the curves' samples (the reports), the memory analysis says the same")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    LoadOptions options;
    options.timeline = false;
    const Run run = loadRun(folder, options);
    std::size_t compared = 0;
    for (const Profile& p : run.ranks) {
        const auto with = analyzeMemory(p, Thresholds{});
        const auto without = analyzeMemory(p, Thresholds{}, nullptr, false);
        REQUIRE(bool(with) == bool(without));
        if (!with)
            continue;
        ++compared;
        CHECK(with->curveSamplesKept);
        CHECK_FALSE(without->curveSamplesKept);
        REQUIRE(with->curves->size() == without->curves->size());
        for (std::size_t i = 0; i < with->curves->size(); ++i) {
            const MemoryCurve& a = (*with->curves)[i];
            const MemoryCurve& b = (*without->curves)[i];
            CHECK_FALSE(a.samples.samples.empty());
            CHECK(b.samples.samples.empty());
            CHECK(a.component == b.component);
            CHECK(a.metric == b.metric);
            CHECK(a.peakMB == b.peakMB);
            CHECK(a.peakTime == b.peakTime);
        }
        REQUIRE(with->gaps.size() == without->gaps.size());
        CHECK_FALSE(with->gaps.empty());
        for (std::size_t i = 0; i < with->gaps.size(); ++i) {
            CHECK(with->gaps[i].reservedMB == without->gaps[i].reservedMB);
            CHECK(with->gaps[i].gapMB == without->gaps[i].gapMB);
            // The reserved value at the allocated peak, as the chart's curve holds it there.
            const MemoryCurve* reserved =
                with->curve(with->gaps[i].component, MemoryMetric::Reserved, with->gaps[i].stream);
            REQUIRE(reserved);
            CHECK(valueAt(reserved->samples, with->gaps[i].time) == with->gaps[i].reservedMB);
        }
        CHECK(memoryJson(*with, p, nullptr) == memoryJson(*without, p, nullptr));
        // An analysis without samples is not taken over where samples are wanted.
        const auto again = analyzeMemory(p, Thresholds{}, &*without, true);
        REQUIRE(again);
        CHECK(again->curveSamplesKept);
        CHECK(again->curves.get() != without->curves.get());
    }
    CHECK(compared == 2);
}
