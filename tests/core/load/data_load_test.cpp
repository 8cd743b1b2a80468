#include "fixtures.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

namespace fs = std::filesystem;

namespace {

bool noted(const Profile& p, const std::string& fileEnd, const std::string& action)
{
    for (const auto& d : p.diagnostics)
        if (d.action == action && d.file.size() >= fileEnd.size() &&
            d.file.compare(d.file.size() - fileEnd.size(), fileEnd.size(), fileEnd) == 0)
            return true;
    return false;
}

} // namespace

TEST_CASE("loadRun: run_2 pipeline, both queues, CPU and profiler info land in the Profile")
{
    std::string source = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(source);
    // run_2 has no profiler_info; link its files into a temporary folder and add one.
    test::TempDir dir;
    fs::path folder = dir.path() / "profiler";
    fs::create_directories(folder);
    for (const auto& entry : fs::directory_iterator(source))
        fs::create_symlink(entry.path(), folder / entry.path().filename());
    dir.write("profiler/profiler_info_1.json",
              R"json({"context_mode": "graph", "rank_id": 1, "rank_size": 1, "parallel_mode": "data_parallel",
                  "stage_num": 1, "ms_version": "1.0.0"})json");

    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(folder.string(), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.rank == 1);

    REQUIRE(p.pipeline);
    CHECK(p.pipeline->opsFromCsv);
    CHECK(p.pipeline->ops.size() == 4);
    CHECK(p.pipeline->rawOps.size() == 5);
    CHECK(p.pipeline->find(0)->usage == Approx(0.015625));
    CHECK(p.pipeline->sources.size() == 2);

    REQUIRE(p.hostQueue);
    CHECK(p.hostQueue->sinkMode); // device_queue wins over dataset_iterator
    CHECK(p.hostQueue->records.size() == 4);
    CHECK(noted(p, "dataset_iterator_profiling_1.txt", "file not used"));

    REQUIRE(p.chipQueue);
    CHECK_FALSE(p.chipQueue->gpu);
    CHECK(p.chipQueue->records.size() == 3);

    REQUIRE(p.cpu);
    CHECK(p.cpu->deviceIdle.size() == 3);

    REQUIRE(p.info);
    CHECK(p.info->rankId == 1);
    CHECK(p.info->msVersion == "1.0.0");

    REQUIRE(p.clusterAnalyse);
    CHECK(p.clusterAnalyse->mode == "data-parallel");
    CHECK_FALSE(p.dynamicShape);
    CHECK_FALSE(p.pipelineSummary);
    CHECK_FALSE(p.hccl);
    for (const auto& d : p.diagnostics)
        CHECK(d.severity != Severity::Error);
}

TEST_CASE("loadRun: the profiler/ sample — dynamic shape, mismatched pipeline files, rank 0 data")
{
    std::string folder = test::mindinsight("profiler");
    REQUIRE_FIXTURE(folder);
    LoadOptions options;
    options.timeline = false;
    options.onlyRank = 0;
    Run run = loadRun(folder, options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    CHECK(p.dynamicShape);
    REQUIRE(p.pipeline);
    CHECK(p.pipeline->ops.size() == 4);    // the TFReader CSV
    CHECK(p.pipeline->rawOps.size() == 5); // the ImageFolder JSON
    bool mismatch = false;
    for (const auto& d : p.diagnostics)
        mismatch = mismatch || (d.severity == Severity::Warning &&
                                d.message.english().find("do not describe the same pipeline") != std::string::npos);
    CHECK(mismatch);
    REQUIRE(p.hostQueue);
    CHECK_FALSE(p.chipQueue);
    REQUIRE(p.cpu);
}

TEST_CASE("loadRun: a broken device_queue file falls back to dataset_iterator")
{
    test::TempDir dir;
    dir.write("profiler/device_queue_profiling_0.txt", "");
    dir.write("profiler/dataset_iterator_profiling_0.txt", "1 64 1 0\n1 64 2 5\n");
    dir.write("profiler/minddata_getnext_profiling_0.txt", "GetNext 0 1000 0\n");
    LoadOptions options;
    options.timeline = false;
    Run run = loadRun(dir.file("profiler"), options);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    REQUIRE(p.hostQueue);
    CHECK_FALSE(p.hostQueue->sinkMode);
    CHECK(p.hostQueue->records.size() == 2);
    CHECK(noted(p, "device_queue_profiling_0.txt", "file ignored"));
    REQUIRE(p.chipQueue);
    CHECK(p.chipQueue->gpu);
}
