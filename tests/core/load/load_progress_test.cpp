// Progress that moves while the big reads run: a database rank by the rows it steps over, a kernel_details.csv
// read in two parts through its rows and then the join of the parts.
#include "db_generator.h"
#include "fixtures.h"
#include "formats/ascend/kernel_details_reader.h"
#include "formats/db/db_rank_reader.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

using namespace steplens;

namespace {

// Checks that `f` never goes back, stays in [0, 1] and ends at 1; returns the values strictly inside (0, 1).
std::vector<double> inside(const std::vector<double>& f)
{
    REQUIRE_FALSE(f.empty());
    std::vector<double> between;
    for (std::size_t i = 0; i < f.size(); ++i) {
        CHECK(f[i] >= 0.0);
        CHECK(f[i] <= 1.0);
        if (i > 0)
            CHECK(f[i] >= f[i - 1]);
        if (f[i] > 0.0 && f[i] < 1.0 && (between.empty() || f[i] > between.back()))
            between.push_back(f[i]);
    }
    CHECK(f.back() == 1.0);
    return between;
}

std::vector<std::string> texts(const Diagnostics& d)
{
    std::vector<std::string> out;
    for (const auto& x : d)
        out.push_back(std::to_string(x.line) + " " + x.message.english());
    return out;
}

} // namespace

TEST_CASE("A generated database rank reports its rows as it reads them, and reads the same")
{
    test::TempDir dir;
    const std::string path = dir.file("ascend_pytorch_profiler_0.db");
    bench::DbSpec spec;
    spec.steps = 10;
    spec.kernelsPerStep = 10000;
    spec.streams = 4;
    REQUIRE(bench::writeProfilerDb(path, spec));

    std::vector<double> seen;
    DbRankReading reading(path, "");
    reading.setProgress([&](double f) { seen.push_back(f); });
    auto withProgress = reading.finish();
    auto plain = readDbRank(path, "");
    REQUIRE(withProgress.value);
    REQUIRE(plain.value);
    REQUIRE(withProgress.value->output.kernels);
    CHECK(withProgress.value->output.kernels->rows.size() == 100000);
    CHECK(plain.value->output.kernels->rows.size() == 100000);
    // Counting the tables for the weights adds no diagnostic.
    CHECK(texts(withProgress.diagnostics) == texts(plain.diagnostics));

    // 100,000 kernel rows, a report every 8,192 rows stepped: the kernels alone give a dozen steps.
    const std::vector<double> between = inside(seen);
    CHECK(between.size() >= 12);
    // The kernels are most of the rows: the bar is not at its end before they are read.
    CHECK(between.front() < 0.1);
}

TEST_CASE("A database fixture rank: the database's share of the bar moves in several steps")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    std::vector<double> dbFractions;
    std::vector<double> all;
    LoadCallbacks callbacks;
    callbacks.progress = [&](double f, const Message& stage) {
        all.push_back(f);
        if (stage.english().rfind("ascend_pytorch_profiler_0.db (", 0) == 0)
            dbFractions.push_back(f);
    };
    LoadOptions options;
    options.timeline = false; // the database is then read once, for its sections, and is the load's end
    const Run run = loadRun(folder, options, callbacks);
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].ascend);
    CHECK(run.ranks[0].ascend->kernels);
    REQUIRE(dbFractions.size() >= 2);
    // Between the database's start and the load's end, steps of its own (its phases: strings, steps,
    // kernels, derived tables, communication, memory, analysis.db), not one jump from start to end.
    std::vector<double> steps;
    for (double f : dbFractions)
        if (f > dbFractions.front() && f < 1.0 && (steps.empty() || f > steps.back()))
            steps.push_back(f);
    CHECK(steps.size() >= 4);
    inside(all);
}

TEST_CASE("kernel_details.csv in two parts: the rows, then the join, then the end")
{
    test::TempDir dir;
    const std::string path = dir.file("kernel_details.csv");
    {
        std::ofstream out(path);
        out << "Name,Type,Accelerator Core,Start Time(us),Duration(us)\n";
        for (int i = 0; i < 300000; ++i)
            out << "k" << (i % 7) << ",T" << (i % 3) << ",AI_CORE," << i * 2 << ",1\n";
    }
    for (int threads : {1, 2}) {
        std::vector<std::string> events; // "p" progress, "j" joining
        std::vector<double> fractions;
        double joinedAt = -1;
        KernelReadOptions options;
        options.threads = threads;
        int parts = 0;
        options.partsRead = &parts;
        options.progress = [&](double f) {
            events.push_back("p");
            fractions.push_back(f);
        };
        options.joining = [&](double f) {
            events.push_back("j");
            joinedAt = f;
        };
        auto result = readKernelDetails(path, options);
        REQUIRE(result.value);
        CHECK(result.value->rows.size() == 300000);
        CHECK(parts == threads);
        const std::vector<double> between = inside(fractions);
        for (std::size_t i = 1; i < fractions.size(); ++i)
            CHECK(fractions[i] > fractions[i - 1]);
        // 300,000 rows (150,000 a part), reported every 65,536 rows of the caller's part.
        CHECK(between.size() >= 2);
        if (threads == 2) {
            // The join comes once, after every row, at the rows' share; only the end follows it.
            REQUIRE(std::count(events.begin(), events.end(), "j") == 1);
            CHECK(events[events.size() - 2] == "j");
            CHECK(joinedAt == kRowsShareOfTwoParts);
            for (double f : between)
                CHECK(f <= kRowsShareOfTwoParts);
        } else {
            CHECK(std::count(events.begin(), events.end(), "j") == 0);
        }
    }
}
