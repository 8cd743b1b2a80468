// Database-load benchmark (never part of the tests): a database rank of a million device tasks, as
// torch_npu's export_type Db writes it, loaded by StepLens (loadRun: kernels, op statistic, step
// breakdown, communication, memory and the timeline) against a plain SELECT of the same task rows
// with the sqlite3 shell. BENCHMARKS.md has the figures.
//
//   steplens_db_bench generate [--dir /tmp/steplens-bench/db] [--tasks 1000000] [--cann]
//       writes DIR/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db and prints the
//       sqlite3 command that reads the same rows
//   steplens_db_bench load DIR [--no-timeline]
//       one load, as the GUI's loader job does it, and its phases on stderr
#include "bench_util.h"
#include "db_generator.h"

#include "analysis/run_analysis.h"
#include "load/load.h"

#include <filesystem>

using namespace steplens;
using namespace steplens::bench;

namespace {

int generate(int argc, char** argv)
{
    std::string dir = "/tmp/steplens-bench/db";
    long long tasks = 1000000;
    bool cann = false;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--dir" && i + 1 < argc)
            dir = argv[++i];
        else if (a == "--tasks" && i + 1 < argc)
            tasks = std::atoll(argv[++i]);
        else if (a == "--cann")
            cann = true;
    }
    DbSpec spec;
    spec.steps = 100;
    spec.kernelsPerStep = std::max(1LL, tasks / spec.steps);
    spec.streams = 4;
    spec.opTypes = 60;
    spec.withCannApi = cann;
    std::filesystem::path out = std::filesystem::path(dir) / "rank0_ascend_pt" / "ASCEND_PROFILER_OUTPUT";
    std::filesystem::create_directories(out);
    std::string path = (out / "ascend_pytorch_profiler_0.db").string();
    std::string error;
    auto t0 = Clock::now();
    if (!writeProfilerDb(path, spec, &error)) {
        std::fprintf(stderr, "cannot write %s: %s\n", path.c_str(), error.c_str());
        return 1;
    }
    std::printf("wrote %s: %lld tasks in %d steps (%.1f s, %.1f MB)\n", path.c_str(), spec.kernelsPerStep * spec.steps,
                spec.steps, seconds(t0, Clock::now()), double(std::filesystem::file_size(path)) / 1e6);
    std::printf("the same rows with the shell (on a copy: the shell may write beside a database):\n"
                "  sqlite3 COPY 'SELECT t.startNs, t.endNs, t.streamId, t.taskId, c.name, c.opType, c.taskType, "
                "c.blockDim, c.inputShapes FROM TASK t JOIN COMPUTE_TASK_INFO c ON c.globalTaskId = t.globalTaskId'\n");
    return 0;
}

int load(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: steplens_db_bench load DIR [--no-timeline]\n");
        return 2;
    }
    LoadOptions options;
    for (int i = 3; i < argc; ++i)
        if (std::string(argv[i]) == "--no-timeline")
            options.timeline = false;
    auto t0 = Clock::now();
    Run run = loadRun(argv[2], options);
    auto t1 = Clock::now();
    RunAnalysis analysis = analyzeRun(run);
    auto t2 = Clock::now();
    std::size_t kernels = 0, events = 0;
    for (const auto& p : run.ranks) {
        if (p.ascend && p.ascend->kernels)
            kernels += p.ascend->kernels->rows.size();
        if (p.timeline)
            events += p.timeline->eventCount;
    }
    std::fprintf(stderr, "load %.3f s, analysis %.3f s: %zu kernels, %zu timeline events, %zu findings\n",
                 seconds(t0, t1), seconds(t1, t2), kernels, events,
                 analysis.ranks.empty() ? std::size_t(0) : analysis.ranks[0].findings.size());
    return kernels > 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    std::string cmd = argc > 1 ? argv[1] : "";
    if (cmd == "generate")
        return generate(argc, argv);
    if (cmd == "load")
        return load(argc, argv);
    std::fprintf(stderr, "usage: steplens_db_bench generate [--dir DIR] [--tasks N] [--cann] | load DIR\n");
    return 2;
}
