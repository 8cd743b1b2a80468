// Timeline load and draw-list benchmark (never part of the tests).
//
//   steplens_timeline_bench [--events 1000000,10000000] [--dir /tmp/steplens-bench] [--runs 3]
//                           [--draw-runs 21] [--threads 0|1|2] [--no-huge-pages]
//
// For each size: generates the file once (deterministic), measures the read floor (read() of the
// whole file into a reused 4 MiB buffer, page cache warm, same process), then loads it `runs`
// times with readTimelineDisplay, reporting wall time, ratio to the floor, events/s, MB/s, peak
// anonymous memory growth (VmHWM after clear_refs, minus the RSS before) and retained bytes/event
// (RssAnon growth), then times draw-list builds at five zoom levels on a 1600 px view.
#include "formats/timeline/timeline_reader.h"
#include "timeline/draw_list.h"
#include "timeline_generator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <memory>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace steplens;

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

long statusKb(const char* key)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    const std::size_t n = std::strlen(key);
    while (std::getline(in, line))
        if (line.compare(0, n, key) == 0 && line.size() > n && line[n] == ':')
            return std::strtol(line.c_str() + n + 1, nullptr, 10);
    return -1;
}

// User and system CPU seconds of the whole process so far.
std::pair<double, double> cpuSeconds()
{
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    auto s = [](const timeval& tv) { return double(tv.tv_sec) + double(tv.tv_usec) / 1e6; };
    return {s(ru.ru_utime), s(ru.ru_stime)};
}

void resetPeak()
{
    std::ofstream("/proc/self/clear_refs") << "5"; // resets VmHWM to the current RSS
}

struct Spread {
    double median = 0, min = 0, max = 0;
};

Spread spread(std::vector<double> v)
{
    Spread s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.median = v[v.size() / 2];
    s.min = v.front();
    s.max = v.back();
    return s;
}

double readFloor(const std::string& path)
{
    int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0)
        return -1;
    std::unique_ptr<char[]> buf(new char[4u << 20]);
    auto t0 = Clock::now();
    while (::read(fd, buf.get(), 4u << 20) > 0) {}
    auto t1 = Clock::now();
    ::close(fd);
    return seconds(t0, t1);
}

std::vector<std::uint64_t> parseList(const char* s)
{
    std::vector<std::uint64_t> out;
    for (const char* p = s; *p;) {
        char* end = nullptr;
        out.push_back(std::strtoull(p, &end, 10));
        p = *end == ',' ? end + 1 : end;
        if (end == p && *p == 0)
            break;
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::uint64_t> sizes = {1000000, 10000000};
    std::string dir = "/tmp/steplens-bench";
    int runs = 3, drawRuns = 21, threads = 0;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--events")
            sizes = parseList(next());
        else if (a == "--dir")
            dir = next();
        else if (a == "--runs")
            runs = std::max(1, std::atoi(next()));
        else if (a == "--draw-runs")
            drawRuns = std::max(1, std::atoi(next()));
        else if (a == "--threads")
            threads = std::atoi(next());
        else if (a == "--no-huge-pages")
            EventArray::setHugePages(false);
        else {
            std::fprintf(
                stderr,
                "usage: %s [--events N,M] [--dir D] [--runs R] [--draw-runs R] [--threads T] [--no-huge-pages]\n",
                argv[0]);
            return 2;
        }
    }
    ::mkdir(dir.c_str(), 0755);
    std::printf("| events | file MB | floor s (min-max) | load s median (runs) | x floor | M events/s | MB/s | peak "
                "anon MB | peak B/event | retained B/event | model B/event | CPU user+sys s |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::vector<std::string> drawRows;
    for (std::uint64_t n : sizes) {
        const std::string sub = dir + "/tl_" + std::to_string(n);
        ::mkdir(sub.c_str(), 0755);
        const std::string path = sub + "/ascend_timeline_display_0.json";
        bench::GeneratedTimeline info;
        auto g0 = Clock::now();
        if (!bench::ensureMindSporeTimeline(path, n, info)) {
            std::fprintf(stderr, "cannot write %s\n", path.c_str());
            return 1;
        }
        std::fprintf(stderr, "%s: %llu events, %llu bytes (ready in %.1f s)\n", path.c_str(),
                     (unsigned long long)info.events, (unsigned long long)info.bytes, seconds(g0, Clock::now()));
        const double mb = double(info.bytes) / 1e6;

        readFloor(path); // warm the page cache
        std::vector<double> floors;
        for (int r = 0; r < std::max(runs, 3); ++r)
            floors.push_back(readFloor(path));
        Spread floor = spread(floors);

        std::vector<double> loads, userCpu, sysCpu;
        long peakKb = 0, retainedKb = 0;
        std::size_t modelBytes = 0;
        std::unique_ptr<Timeline> kept;
        TimelineReadOptions options;
        options.threads = threads;
        TimelineLoadTimings phases;
        for (int r = 0; r < runs; ++r) {
            kept.reset();
            resetPeak();
            const long rssBefore = statusKb("VmRSS"), anonBefore = statusKb("RssAnon");
            const auto cpu0 = cpuSeconds();
            TimelineLoadTimings timings;
            options.timings = &timings;
            auto t0 = Clock::now();
            auto result = readTimelineDisplay(path, options);
            auto t1 = Clock::now();
            const auto cpu1 = cpuSeconds();
            userCpu.push_back(cpu1.first - cpu0.first);
            sysCpu.push_back(cpu1.second - cpu0.second);
            if (!result.value || result.value->eventCount != n) {
                std::fprintf(stderr, "load failed or wrong count\n");
                for (const auto& d : result.diagnostics)
                    std::fprintf(stderr, "  %s\n", d.message.english().c_str());
                return 1;
            }
            loads.push_back(seconds(t0, t1));
            phases = timings;
            peakKb = std::max(peakKb, statusKb("VmHWM") - rssBefore);
            retainedKb = std::max(retainedKb, statusKb("RssAnon") - anonBefore);
            modelBytes = result.value->memoryBytes();
            kept = std::make_unique<Timeline>(std::move(*result.value));
        }
        Spread load = spread(loads);
        std::string runList;
        for (double l : loads)
            runList += (runList.empty() ? "" : "/") + std::to_string(l).substr(0, 5);
        std::printf("| %llu | %.0f | %.3f (%.3f-%.3f) | %.3f (%s) | %.1f | %.2f | %.0f | %.0f | %.1f | %.1f | %.1f | "
                    "%.2f+%.2f |\n",
                    (unsigned long long)n, mb, floor.median, floor.min, floor.max, load.median, runList.c_str(),
                    load.median / floor.median, double(n) / load.median / 1e6, mb / load.median, peakKb / 1024.0,
                    peakKb * 1024.0 / double(n), retainedKb * 1024.0 / double(n), double(modelBytes) / double(n),
                    spread(userCpu).median, spread(sysCpu).median);
        std::fprintf(stderr, "  last load: scan %.3f s, merge %.3f s, resolve %.3f s, finish %.3f s, %s\n", phases.scan,
                     phases.merge, phases.resolve, phases.finish, phases.split ? "two threads" : "one thread");
        std::fflush(stdout);

        // Draw lists: five zoom levels centred on the middle of the trace, 1600 px wide.
        const Timeline& t = *kept;
        const Nanos mid = t.begin + (t.end - t.begin) / 2;
        struct Zoom {
            const char* label;
            Nanos span;
        };
        const Zoom zooms[] = {{"whole trace", t.end - t.begin},
                              {"100 ms", 100000000},
                              {"1 ms", 1000000},
                              {"100 us", 100000},
                              {"10 us", 10000}};
        for (const Zoom& z : zooms) {
            const Nanos start = z.span >= t.end - t.begin ? t.begin : mid - z.span / 2;
            TimeView view = TimeView::fit(start, start + z.span, 1600);
            std::vector<double> times;
            DrawList list;
            for (int r = 0; r < drawRuns; ++r) {
                auto t0 = Clock::now();
                list = buildDrawList(t, view);
                times.push_back(seconds(t0, Clock::now()) * 1e3);
            }
            Spread s = spread(times);
            std::size_t folds = 0;
            for (const auto& it : list.items)
                folds += it.kind == DrawKind::Folded;
            char row[256];
            std::snprintf(row, sizeof row, "| %llu | %s | %.3f (%.3f-%.3f) | %zu | %zu | %llu | %llu |",
                          (unsigned long long)n, z.label, s.median, s.min, s.max, list.items.size(), folds,
                          (unsigned long long)list.eventsCovered, (unsigned long long)list.probes);
            drawRows.push_back(row);
        }
    }
    std::printf("\n| events | view (1600 px) | draw list ms median (min-max) | items | folded spans | events covered | "
                "events read |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    for (const auto& r : drawRows)
        std::printf("%s\n", r.c_str());
    return 0;
}
