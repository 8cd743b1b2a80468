// The order in which a rank comes in (its steps, then its sections, then the whole rank) and the progress
// on the way: weighted by file bytes, naming the file being read, never going back.
#include "fixtures.h"
#include "formats/ascend/kernel_details_reader.h"
#include "load/load.h"
#include "load/load_progress.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

using namespace steplens;

namespace {

// What a load called back, in order: "steps <rank>", "sections <rank>", and "file <name>" the first time
// a progress stage names a file.
struct Recorder {
    std::mutex mutex;
    std::vector<std::string> events;
    std::vector<double> fractions;
    std::vector<std::string> stages;
    std::vector<Profile> steps, sections;

    LoadCallbacks callbacks()
    {
        LoadCallbacks c;
        c.progress = [this](double f, const Message& stage) {
            std::lock_guard<std::mutex> lock(mutex);
            fractions.push_back(f);
            stages.push_back(stage.english());
            const std::string& text = stages.back();
            if (auto open = text.find(" ("); open != std::string::npos && text.back() == ')') {
                std::string e = "file " + text.substr(0, open);
                if (std::find(events.begin(), events.end(), e) == events.end())
                    events.push_back(e);
            }
        };
        c.stepsReady = [this](const Profile& p) {
            std::lock_guard<std::mutex> lock(mutex);
            events.push_back("steps " + std::to_string(p.rank));
            steps.push_back(p);
        };
        c.sectionsReady = [this](const Profile& p) {
            std::lock_guard<std::mutex> lock(mutex);
            events.push_back("sections " + std::to_string(p.rank));
            sections.push_back(p);
        };
        return c;
    }

    std::ptrdiff_t at(const std::string& event) const
    {
        auto it = std::find(events.begin(), events.end(), event);
        return it == events.end() ? -1 : it - events.begin();
    }

    void checkFractions() const
    {
        REQUIRE_FALSE(fractions.empty());
        for (std::size_t i = 0; i < fractions.size(); ++i) {
            CHECK(fractions[i] >= 0.0);
            CHECK(fractions[i] <= 1.0);
            if (i > 0)
                CHECK(fractions[i] >= fractions[i - 1]);
        }
        CHECK(fractions.back() == Approx(1.0));
    }
};

} // namespace

TEST_CASE("A 2.x text rank: step_trace_time first, the steps partial before kernel_details.csv is read")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    Recorder r;
    const Run run = loadRun(folder, {}, r.callbacks());
    REQUIRE(run.ranks.size() == 1);
    const Profile& full = run.ranks[0];
    REQUIRE(full.ascend);
    REQUIRE(full.ascend->kernels);
    REQUIRE(full.timeline);

    REQUIRE(r.steps.size() == 1);
    REQUIRE(r.sections.size() == 1);
    const Profile& early = r.steps[0];
    REQUIRE(early.ascend);
    REQUIRE(early.ascend->stepTraceTime);
    CHECK(early.ascend->stepTraceTime->rows.size() == full.ascend->stepTraceTime->rows.size());
    CHECK_FALSE(early.ascend->kernels);
    CHECK_FALSE(early.ascend->opStatistic);
    CHECK_FALSE(early.operators);
    CHECK_FALSE(early.timeline);
    CHECK(early.info); // profiler_info_0.json, a small file
    const Profile& sections = r.sections[0];
    REQUIRE(sections.ascend);
    REQUIRE(sections.ascend->kernels);
    CHECK_FALSE(sections.timeline);
    // The partial shares the kernel table with the finished rank: reading the timeline and handing the rank
    // over copied nothing (model/shared_table.h).
    CHECK(sections.ascend->kernels->rows.size() == full.ascend->kernels->rows.size());
    CHECK(sections.ascend->kernels->rows.data() == full.ascend->kernels->rows.data());
    CHECK(sections.ascend->kernels.shared());

    // step_trace_time.csv, the steps partial, kernel_details.csv, the sections partial, trace_view.json.
    const auto stepFile = r.at("file step_trace_time.csv");
    const auto stepsAt = r.at("steps " + std::to_string(early.rank));
    const auto kernelFile = r.at("file kernel_details.csv");
    const auto sectionsAt = r.at("sections " + std::to_string(sections.rank));
    const auto timelineFile = r.at("file trace_view.json");
    CHECK(stepFile >= 0);
    CHECK(stepsAt > stepFile);
    CHECK(kernelFile > stepsAt);
    CHECK(sectionsAt > kernelFile);
    CHECK(timelineFile > sectionsAt);
    r.checkFractions();
    // The timeline is the biggest file here: its share of the bar is most of it.
    for (std::size_t i = 0; i < r.stages.size(); ++i)
        if (r.stages[i].rfind("trace_view.json (", 0) == 0) {
            CHECK(r.fractions[i] < 0.6);
            break;
        }
}

TEST_CASE("The only rank, with no timeline to read: no sections partial, the finished run follows")
{
    test::TempDir dir;
    const std::string rank = dir.file("node_1_ascend_pt");
    std::filesystem::create_directories(rank + "/ASCEND_PROFILER_OUTPUT");
    {
        std::ofstream out(rank + "/ASCEND_PROFILER_OUTPUT/kernel_details.csv");
        out << "Step ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n";
        for (int i = 0; i < 100; ++i)
            out << "1,k" << (i % 3) << ",MatMul,AI_CORE," << 1000 + i * 10 << ",5,0,8\n";
    }
    for (bool timeline : {true, false}) {
        Recorder r;
        LoadOptions options;
        options.timeline = timeline;
        const Run run = loadRun(rank, options, r.callbacks());
        REQUIRE(run.ranks.size() == 1);
        REQUIRE(run.ranks[0].ascend);
        REQUIRE(run.ranks[0].ascend->kernels);
        CHECK(run.ranks[0].ascend->kernels->rows.size() == 100);
        CHECK(r.steps.size() == 1);
        CHECK(r.sections.empty());
        CHECK_FALSE(run.ranks[0].ascend->kernels.shared());
    }
    // With a timeline file beside it, the sections come before it as usual.
    {
        std::ofstream out(rank + "/ASCEND_PROFILER_OUTPUT/trace_view.json");
        out << "[]";
    }
    Recorder r;
    const Run run = loadRun(rank, {}, r.callbacks());
    REQUIRE(r.sections.size() == 1);
    REQUIRE(r.sections[0].ascend);
    CHECK(r.sections[0].ascend->kernels);
    // Without the timeline asked for, the timeline file does not count.
    Recorder noTimeline;
    LoadOptions options;
    options.timeline = false;
    loadRun(rank, options, noTimeline.callbacks());
    CHECK(noTimeline.sections.empty());
}

TEST_CASE("A database rank: the steps partial comes before the database is read")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    Recorder r;
    const Run run = loadRun(folder, {}, r.callbacks());
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].ascend);
    CHECK(run.ranks[0].ascend->source == "db");
    REQUIRE(r.steps.size() == 1);
    REQUIRE(r.sections.size() == 1);
    CHECK_FALSE(r.steps[0].ascend->kernels);
    CHECK(r.steps[0].info);
    CHECK(r.sections[0].ascend->kernels);
    CHECK(r.sections[0].ascend->stepTraceTime);
    const auto stepsAt = r.at("steps " + std::to_string(r.steps[0].rank));
    const auto dbFile = r.at("file ascend_pytorch_profiler_0.db");
    CHECK(stepsAt >= 0);
    CHECK(dbFile > stepsAt);
    CHECK(r.at("sections " + std::to_string(r.sections[0].rank)) > dbFile);
    r.checkFractions();
}

TEST_CASE("A 1.x folder of three ranks: each rank's steps partial holds its step trace, not its operators")
{
    const std::string folder = test::mindinsight("profiler");
    REQUIRE_FIXTURE(folder);
    for (int threads : {1, 2}) {
        Recorder r;
        LoadOptions options;
        options.rankThreads = threads;
        const Run run = loadRun(folder, options, r.callbacks());
        REQUIRE(run.ranks.size() == 3);
        std::vector<int> stepRanks, sectionRanks;
        REQUIRE(r.steps.size() == 3);
        for (std::size_t i = 0; i < r.steps.size(); ++i) {
            const Profile& p = r.steps[i];
            stepRanks.push_back(p.rank);
            // Ranks 0 and 10 have a step trace file, rank 1 has none.
            CHECK(bool(p.stepTrace) == (p.rank != 1));
            CHECK(bool(p.stepTrace) == bool(run.ranks[i].stepTrace));
            if (p.stepTrace)
                CHECK(p.stepTrace->steps.size() == run.ranks[i].stepTrace->steps.size());
            CHECK_FALSE(p.operators);
            CHECK_FALSE(p.timeline);
        }
        for (const auto& p : r.sections)
            sectionRanks.push_back(p.rank);
        CHECK(stepRanks == std::vector<int>{0, 1, 10});
        CHECK(sectionRanks == std::vector<int>{0, 1, 10});
        CHECK(r.at("steps 0") < r.at("sections 0"));
        REQUIRE(run.ranks[0].operators);
        REQUIRE(r.sections[0].operators);
        // Every file stage is the rank's and a file it has ("rank 0: step_trace_raw_0_detail_time.csv (…)").
        bool namesStepTrace = false;
        for (const auto& s : r.stages)
            namesStepTrace = namesStepTrace || s.find("step_trace_raw_0_detail_time.csv (") != std::string::npos;
        CHECK(namesStepTrace);
        r.checkFractions();
    }
}

TEST_CASE("File sizes in the progress text")
{
    using detail::FileProgress;
    CHECK(FileProgress::sizeText(0) == "0 B");
    CHECK(FileProgress::sizeText(800) == "800 B");
    CHECK(FileProgress::sizeText(45 * 1024) == "45 KB");
    CHECK(FileProgress::sizeText(120ll << 20) == "120 MB");
    CHECK(FileProgress::sizeText(1395864371) == "1.3 GB");
    CHECK(FileProgress::fileStage("/a/b/kernel_details.csv", 1395864371).english() == "kernel_details.csv (1.3 GB)");
}

TEST_CASE("kernel_details.csv reports how far into the file it is, from one thread, in one part or two")
{
    test::TempDir dir;
    const std::string path = dir.file("kernel_details.csv");
    {
        std::ofstream out(path);
        out << "Name,Type,Start Time(us),Duration(us)\n";
        for (int i = 0; i < 200000; ++i)
            out << "k" << (i % 7) << ",T," << i * 2 << ",1\n";
    }
    for (int threads : {1, 2}) {
        std::vector<double> seen;
        const auto caller = std::this_thread::get_id();
        bool sameThread = true;
        KernelReadOptions options;
        options.threads = threads;
        int parts = 0;
        options.partsRead = &parts;
        options.progress = [&](double f) {
            sameThread = sameThread && std::this_thread::get_id() == caller;
            seen.push_back(f);
        };
        auto result = readKernelDetails(path, options);
        REQUIRE(result.value);
        CHECK(result.value->rows.size() == 200000);
        CHECK(parts == threads);
        CHECK(sameThread);
        // 200,000 rows, or 100,000 in the first part: a report every 65,536 rows.
        REQUIRE(seen.size() >= 1);
        for (std::size_t i = 0; i < seen.size(); ++i) {
            CHECK(seen[i] > 0.0);
            CHECK(seen[i] <= 1.0);
            if (i > 0)
                CHECK(seen[i] > seen[i - 1]);
        }
        CHECK(seen.back() > 0.5);
    }
}
