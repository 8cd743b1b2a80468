// Cluster view benchmark (never part of the tests): a cold process opens a many-rank job to the
// cluster overview (loadClusterSummary on the thread pool, then analyzeClusterSummary), as the GUI's
// cluster load job does, and exits. Two inputs per size: the synthetic 2.x rank folders
// (cluster_generator.h: 10 steps a rank, a planted slow rank and slow link) and a folder of the same
// ranks' per-rank `steplens report --format json` documents (the scale-out path).
//
//   steplens_cluster_bench [--ranks 256,1024] [--dir /tmp/steplens-bench/cluster] [--runs 5] [--threads 0]
//   steplens_cluster_bench --child DIR [--threads N]   (one load + analysis; what the parent times)
//
// The parent writes each input once (kept for later runs), warms the page cache, spawns the child
// `runs` times and reports the wall time from spawn to exit, the child's own phases, its CPU time and
// its peak RSS (ru_maxrss), with the peak RSS per rank.
#include "bench_util.h"
#include "cluster_generator.h"

#include "analysis/run_analysis.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "report/report.h"

#include <filesystem>
#include <fstream>

using namespace steplens;
using namespace steplens::bench;
namespace fs = std::filesystem;

namespace {

int child(const std::string& dir, int threads)
{
    SummaryOptions options;
    options.threads = threads;
    const auto t0 = Clock::now();
    auto summary = std::make_shared<const ClusterSummary>(loadClusterSummary(dir, options));
    const auto t1 = Clock::now();
    auto overview = analyzeClusterSummary(summary);
    const auto t2 = Clock::now();
    std::size_t steps = 0;
    for (const auto& r : summary->ranks)
        steps += r.stepCount();
    std::string named;
    for (const auto& f : overview->findings)
        if (f.id == "slow-rank" || f.id == "slow-link")
            named += (named.empty() ? "" : ",") + f.id + "@" + std::to_string(f.rank);
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    std::printf("%.6f %.6f %zu %zu %zu %.3f %.3f %s\n", seconds(t0, t1), seconds(t1, t2), summary->ranks.size(), steps,
                overview->findings.size(), toSeconds(ru.ru_utime), toSeconds(ru.ru_stime),
                named.empty() ? "-" : named.c_str());
    std::fflush(stdout);
    ::_exit(0); // no teardown in the figure: the GUI keeps the summary
}

struct ChildResult {
    double wall = -1, load = 0, analysis = 0, user = 0, sys = 0;
    std::size_t ranks = 0, steps = 0, findings = 0;
    long maxRssKb = 0;
    std::string named;
};

ChildResult spawnChild(const std::string& self, const std::string& dir, const std::string& threads)
{
    ChildResult r;
    const ChildRun run = runChild(self, {"--child", dir, "--threads", threads});
    if (!run.ok)
        return r;
    r.wall = run.wall;
    r.maxRssKb = run.maxRssKb;
    char named[256] = {};
    if (std::sscanf(run.out.c_str(), "%lf %lf %zu %zu %zu %lf %lf %255s", &r.load, &r.analysis, &r.ranks, &r.steps,
                    &r.findings, &r.user, &r.sys, named) != 8)
        r.wall = -1;
    r.named = named;
    return r;
}

// Reads every file once (page cache), returns the bytes.
std::uint64_t warm(const std::string& dir)
{
    std::uint64_t bytes = 0;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file()) {
            readFloor(e.path().string());
            bytes += std::uint64_t(e.file_size());
        }
    return bytes;
}

bool ensureJob(const std::string& dir, int ranks)
{
    const fs::path done = fs::path(dir) / ".complete";
    if (fs::exists(done))
        return true;
    fs::remove_all(dir);
    ClusterSpec spec;
    spec.ranks = ranks;
    spec.slowRank = 37 % ranks;
    spec.slowLinkSrc = 12 % ranks;
    spec.slowLinkDst = 13 % ranks;
    std::string error;
    if (!writeCluster(dir, spec, error)) {
        std::fprintf(stderr, "%s\n", error.c_str());
        return false;
    }
    std::ofstream(done.string()) << "ok\n";
    return true;
}

// `steplens report RANKDIR --format json` of every rank folder of `job`, into `dir`.
bool ensureReports(const std::string& job, const std::string& dir)
{
    const fs::path done = fs::path(dir) / ".complete";
    if (fs::exists(done))
        return true;
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const auto& e : fs::directory_iterator(job)) {
        if (!e.is_directory())
            continue;
        const Run run = loadRun(e.path().string(), LoadOptions{false});
        if (run.ranks.size() != 1)
            return false;
        std::ofstream(fs::path(dir) / ("rank" + std::to_string(run.ranks[0].rank) + ".json")) << reportJson(run).dump();
    }
    std::ofstream(done.string()) << "ok\n";
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    if (flag(argc, argv, "--child"))
        return child(option(argc, argv, "--child", ""), std::atoi(option(argc, argv, "--threads", "0").c_str()));
    const auto sizes = parseList(option(argc, argv, "--ranks", "256,1024").c_str());
    const std::string base = option(argc, argv, "--dir", "/tmp/steplens-bench/cluster");
    const int runs = std::atoi(option(argc, argv, "--runs", "5").c_str());
    const std::string threads = option(argc, argv, "--threads", "0");
    const std::string self = fs::canonical("/proc/self/exe").string();

    std::printf("| input | ranks | steps | MB | wall s median (min-max) | load s median | analysis s median | CPU "
                "user+sys s median | peak RSS MB median | KB/rank | findings | named |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    for (std::uint64_t n : sizes) {
        const std::string job = base + "/job" + std::to_string(n);
        const std::string reports = base + "/reports" + std::to_string(n);
        if (!ensureJob(job, int(n)) || !ensureReports(job, reports)) {
            std::fprintf(stderr, "could not write the inputs under %s\n", base.c_str());
            return 1;
        }
        for (const auto& [label, dir] : {std::pair<const char*, std::string>{"rank folders", job},
                                         std::pair<const char*, std::string>{"report JSONs", reports}}) {
            const std::uint64_t bytes = warm(dir);
            std::vector<double> walls, loads, analyses, cpu, rss;
            ChildResult last;
            for (int r = 0; r < runs; ++r) {
                last = spawnChild(self, dir, threads);
                if (last.wall < 0) {
                    std::fprintf(stderr, "child failed on %s\n", dir.c_str());
                    return 1;
                }
                walls.push_back(last.wall);
                loads.push_back(last.load);
                analyses.push_back(last.analysis);
                cpu.push_back(last.user + last.sys);
                rss.push_back(double(last.maxRssKb));
            }
            const Spread wa = spread(walls), lo = spread(loads), an = spread(analyses), cp = spread(cpu),
                         rs = spread(rss);
            std::printf("| %s | %zu | %zu | %.1f | %s | %.3f | %.3f | %.2f | %.1f | %.1f | %zu | %s |\n", label,
                        last.ranks, last.steps, double(bytes) / 1e6, formatSpread(wa).c_str(), lo.median, an.median,
                        cp.median, rs.median / 1024, last.ranks ? rs.median / double(last.ranks) : 0, last.findings,
                        last.named.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}
