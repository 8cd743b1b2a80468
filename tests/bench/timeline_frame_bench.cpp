// Timeline frame-render benchmark (never part of the tests).
//
//   steplens_timeline_frame_bench [--events 10000000] [--dir /tmp/steplens-bench] [--frames 31] [--shots DIR]
//
// Generates (once) and loads the synthetic MindSpore timeline, shows it in a TimelineView of
// 1600x900 on the offscreen platform, and times whole frames (draw-list build + paint into an
// image, what a pan or zoom costs) at five zoom levels, from the whole trace down to a 10 µs window,
// each centred on the middle of the trace. Every frame moves the view by a few pixels so the draw
// list is rebuilt, as while panning; "repaint" frames reuse the list (hover, expose). After the
// frames of a level, the draw-list build alone is timed on the same views, with the folds' type
// columns (build_ms) and without them (nocol_ms: the list as it was before issue 20).
#include "formats/timeline/timeline_reader.h"
#include "timeline/timelineview.h"
#include "timeline_generator.h"

#include <QApplication>
#include <QImage>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <vector>

using namespace steplens;

namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

struct Stats {
    double median = 0, p10 = 0, p90 = 0, min = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))]; };
    return {at(0.5), at(0.1), at(0.9), v.front(), v.back()};
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t events = 10000000;
    std::string dir = "/tmp/steplens-bench";
    int frames = 31;
    std::string shots; // where to save the last frame of each level as PNG, to look at
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--events"))
            events = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--dir"))
            dir = argv[i + 1];
        else if (!std::strcmp(argv[i], "--frames"))
            frames = std::max(3, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--shots"))
            shots = argv[i + 1];
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    ::mkdir(dir.c_str(), 0755);
    const std::string path = dir + "/ascend_timeline_display_0_" + std::to_string(events) + ".json";
    bench::GeneratedTimeline info;
    auto g0 = Clock::now();
    if (!bench::ensureMindSporeTimeline(path, events, info)) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        return 1;
    }
    auto g1 = Clock::now();
    auto read = readTimelineDisplay(path);
    auto g2 = Clock::now();
    if (!read.value) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return 1;
    }
    auto timeline = std::make_shared<const Timeline>(std::move(*read.value));
    std::printf("file %s: %llu events on %zu tracks (generate/check %.1f s, load %.1f s)\n", path.c_str(),
                static_cast<unsigned long long>(timeline->eventCount), timeline->tracks.size(), ms(g0, g1) / 1000,
                ms(g1, g2) / 1000);

    TimelineView view;
    view.resize(1600, 900);
    view.setTimeline(timeline);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);

    const Nanos whole = timeline->end - timeline->begin;
    const Nanos mid = timeline->begin + whole / 2;
    const double smallest = 10000; // 10 µs
    std::printf("view %dx%d (track area %d px), %d frames per level\n", view.width(), view.height(),
                view.trackAreaWidth(), frames);
    std::printf("%-12s %10s %10s %10s %10s %10s %10s %9s %9s %11s %9s %9s\n", "window", "median_ms", "p10_ms", "p90_ms",
                "min_ms", "max_ms", "repaint_ms", "items", "folds", "events_cov", "build_ms", "nocol_ms");
    for (int level = 0; level < 5; ++level) {
        // Geometric steps from the whole trace to 10 µs.
        const double span = double(whole) * std::pow(smallest / double(whole), level / 4.0);
        std::vector<double> cold, warm;
        std::size_t items = 0, folds = 0;
        std::uint64_t covered = 0;
        for (int f = 0; f < frames; ++f) {
            const Nanos t0 = level == 0 ? timeline->begin : mid - Nanos(span / 2);
            view.showRange(t0, t0 + Nanos(span));
            view.panBy(level == 0 ? 0 : (f % 7) - 3); // a different view each frame: the list is rebuilt
            if (level == 0 && f % 2)
                view.zoomBy(1.0001, 800); // the whole trace, rebuilt too
            auto a = Clock::now();
            view.renderFrame(image);
            auto b = Clock::now();
            view.renderFrame(image);
            auto c = Clock::now();
            cold.push_back(ms(a, b));
            warm.push_back(ms(b, c));
            const DrawList& list = view.drawList();
            items = list.items.size();
            folds = std::size_t(std::count_if(list.items.begin(), list.items.end(),
                                              [](const DrawItem& it) { return it.kind == DrawKind::Folded; }));
            covered = list.eventsCovered;
        }
        // The build alone, separately, so it does not warm the caches for the frames above.
        std::vector<double> build, nocol;
        DrawOptions without;
        without.foldSamples = 0;
        for (int f = 0; f < frames; ++f) {
            const Nanos t0 = level == 0 ? timeline->begin : mid - Nanos(span / 2);
            TimeView v =
                TimeView::fit(t0, t0 + Nanos(span), view.trackAreaWidth()).panned(level == 0 ? 0 : (f % 7) - 3);
            auto a = Clock::now();
            const DrawList with = buildDrawList(*timeline, v);
            auto b = Clock::now();
            const DrawList plain = buildDrawList(*timeline, v, {}, without);
            auto c = Clock::now();
            build.push_back(ms(a, b));
            nocol.push_back(ms(b, c));
        }
        if (!shots.empty())
            image.save(QString::fromStdString(shots + "/frame-level" + std::to_string(level) + ".png"));
        const Stats s = stats(cold);
        const Stats w = stats(warm);
        char label[32];
        if (span >= 1e9)
            std::snprintf(label, sizeof label, "%.2f s", span / 1e9);
        else if (span >= 1e6)
            std::snprintf(label, sizeof label, "%.2f ms", span / 1e6);
        else
            std::snprintf(label, sizeof label, "%.1f us", span / 1e3);
        std::printf("%-12s %10.2f %10.2f %10.2f %10.2f %10.2f %10.2f %9zu %9zu %11llu %9.2f %9.2f\n", label, s.median,
                    s.p10, s.p90, s.min, s.max, w.median, items, folds, static_cast<unsigned long long>(covered),
                    stats(build).median, stats(nocol).median);
    }
    return 0;
}
