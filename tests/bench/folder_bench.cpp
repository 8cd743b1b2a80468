// Whole-folder benchmark (never part of the tests): a cold process loads and analyses a synthetic
// 8-rank MindSpore 1.x profiler folder, as the GUI's loader job does (loadRun then analyzeRun), and
// exits.
//
//   steplens_folder_bench [--sizes 10,100,1000] [--dir /tmp/steplens-bench/folders] [--runs 5]
//                         [--rank-threads 0|1|2] [--delete]
//   steplens_folder_bench --child DIR [--rank-threads N]   (one load + analysis; what the parent times)
//
// Size N is N steps per rank, 25·N operator rows per rank (framework_raw and AI Core detail) and
// 1,250·N timeline events per rank, 8 ranks: size 1000 is the "realistic large folder" of the
// issue (1,000 steps, 200k AI Core op rows, 10M timeline events in all). For each size the parent
// warms the page cache (and measures the read floor of all the folder's bytes), then spawns the
// child `runs` times and reports the wall time from spawn to exit, the child's own phases (load,
// analysis), and its peak RSS (ru_maxrss of the child) per timeline event and per op row.
#include "bench_util.h"
#include "folder_generator.h"

#include "analysis/run_analysis.h"
#include "load/load.h"

#include <filesystem>

using namespace steplens;
using namespace steplens::bench;

namespace {

double cpuSeconds()
{
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    return toSeconds(ru.ru_utime) + toSeconds(ru.ru_stime);
}

int child(const std::string& dir, int rankThreads)
{
    LoadOptions options;
    options.rankThreads = rankThreads;
    const auto t0 = Clock::now();
    Run run = loadRun(dir, options);
    const auto t1 = Clock::now();
    const double cpu1 = cpuSeconds();
    RunAnalysis analysis = analyzeRun(run);
    const auto t2 = Clock::now();
    const double analysisCpu = cpuSeconds() - cpu1;
    std::size_t ops = 0, findings = analysis.clusterFindings.size(), diagnostics = run.diagnostics.size();
    std::uint64_t events = 0;
    for (const Profile& p : run.ranks) {
        if (p.operators)
            ops += p.operators->aicoreDetails.size();
        if (p.timeline)
            events += p.timeline->eventCount;
        diagnostics += p.diagnostics.size();
    }
    for (const ProfileAnalysis& a : analysis.ranks)
        findings += a.findings.size();
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    std::printf("%.6f %.6f %zu %zu %llu %zu %zu %.3f %.3f %.4f\n", seconds(t0, t1), seconds(t1, t2), run.ranks.size(),
                ops, (unsigned long long)events, findings, diagnostics, toSeconds(ru.ru_utime), toSeconds(ru.ru_stime),
                analysisCpu);
    std::fflush(stdout);
    ::_exit(0); // no teardown in the figure: the GUI keeps the data
}

struct ChildResult {
    double wall = -1, load = 0, analysis = 0, user = 0, sys = 0, analysisCpu = 0;
    std::size_t ranks = 0, ops = 0, findings = 0, diagnostics = 0;
    unsigned long long events = 0;
    long maxRssKb = 0;
};

ChildResult spawnChild(const std::string& self, const std::string& dir, const std::string& rankThreads)
{
    ChildResult r;
    const ChildRun run = runChild(self, {"--child", dir, "--rank-threads", rankThreads});
    if (!run.ok)
        return r;
    r.wall = run.wall;
    r.maxRssKb = run.maxRssKb;
    if (std::sscanf(run.out.c_str(), "%lf %lf %zu %zu %llu %zu %zu %lf %lf %lf", &r.load, &r.analysis, &r.ranks, &r.ops,
                    &r.events, &r.findings, &r.diagnostics, &r.user, &r.sys, &r.analysisCpu) != 10)
        r.wall = -1;
    return r;
}

// Read floor of every file of the folder, summed (seconds); also warms the page cache.
double folderFloor(const std::string& dir, std::uint64_t& bytes)
{
    double total = 0;
    bytes = 0;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() != ".done") {
            total += readFloor(e.path().string());
            bytes += std::uint64_t(e.file_size());
        }
    return total;
}

} // namespace

int main(int argc, char** argv)
{
    if (flag(argc, argv, "--child"))
        return child(option(argc, argv, "--child", ""), std::atoi(option(argc, argv, "--rank-threads", "0").c_str()));
    const auto sizes = parseList(option(argc, argv, "--sizes", "10,100,1000").c_str());
    const std::string base = option(argc, argv, "--dir", "/tmp/steplens-bench/folders");
    const int runs = std::atoi(option(argc, argv, "--runs", "5").c_str());
    const std::string self = std::filesystem::canonical("/proc/self/exe").string();
    const std::string rankThreads = option(argc, argv, "--rank-threads", "0"); // 0: loadRun's default (2 here)

    std::printf(
        "| size | ranks | steps/rank | op rows | events | MB | floor s | wall s median (min-max) | load s median | "
        "analysis s median (min-max) | analysis CPU s | x floor | CPU user+sys s | peak RSS MB median | B/event | B/op "
        "row | "
        "findings | diagnostics |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    for (std::uint64_t size : sizes) {
        FolderSpec spec;
        spec.steps = int(size);
        spec.opsPerRank = int(25 * size);
        spec.timelineEventsPerRank = 1250 * size;
        const std::string dir = base + "/size" + std::to_string(size);
        if (!ensureFolder(dir, spec)) {
            std::fprintf(stderr, "could not write %s\n", dir.c_str());
            return 1;
        }
        std::uint64_t bytes = 0;
        folderFloor(dir, bytes);
        std::vector<double> floors, walls, loads, analyses, rss, cpu, analysisCpu;
        ChildResult last;
        for (int r = 0; r < runs; ++r) {
            floors.push_back(folderFloor(dir, bytes));
            last = spawnChild(self, dir, rankThreads);
            if (last.wall < 0) {
                std::fprintf(stderr, "child failed on %s\n", dir.c_str());
                return 1;
            }
            walls.push_back(last.wall);
            loads.push_back(last.load);
            analyses.push_back(last.analysis);
            rss.push_back(double(last.maxRssKb) * 1024);
            cpu.push_back(last.user + last.sys);
            analysisCpu.push_back(last.analysisCpu);
        }
        const Spread fl = spread(floors), wa = spread(walls), lo = spread(loads), an = spread(analyses),
                     rs = spread(rss), cp = spread(cpu), ac = spread(analysisCpu);
        std::printf("| %llu | %zu | %d | %zu | %llu | %.0f | %.3f | %s | %.3f | %s | %.3f | %.1f | %.2f | %.0f | %.0f "
                    "| %.0f | %zu | %zu |\n",
                    (unsigned long long)size, last.ranks, spec.steps, last.ops, last.events, double(bytes) / 1e6,
                    fl.median, formatSpread(wa).c_str(), lo.median, formatSpread(an).c_str(), ac.median,
                    wa.median / fl.median, cp.median, rs.median / 1e6,
                    last.events ? rs.median / double(last.events) : 0, last.ops ? rs.median / double(last.ops) : 0,
                    last.findings, last.diagnostics);
        std::fflush(stdout);
        if (flag(argc, argv, "--delete"))
            std::filesystem::remove_all(dir);
    }
    return 0;
}
