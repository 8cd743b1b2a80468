// Memory chart frame benchmark (never part of the tests).
//
//   steplens_memory_frame_bench [--samples 3000000] [--frames 41] [--shots DIR]
//
// Generates an allocator trace of `samples` rows (allocated, reserved and active of one component,
// plus a second component sampled 1/10 as often: 3.3 x samples points in all), shows it in a
// MemoryChart of 1600x900 on the offscreen platform and times whole frames (replot into the
// widget's buffer, what a pan or zoom costs) at five zoom levels, from the whole capture down to
// 1/10,000 of it. Every frame pans the view by a few pixels, as while dragging. The same frames are
// timed with QCustomPlot's own QCPGraph (its adaptive sampling) over the same points, for a ratio,
// and the core reduction (curvePolyline) alone per curve.
#include "analysis/memory_curve.h"
#include "charts/memorychart.h"
#include "charts/memorycurveplottable.h"

#include <QApplication>
#include <QImage>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <random>
#include <string>
#include <vector>

using namespace steplens;

namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

// CPU time of this thread in ms: what a frame costs without the neighbours' load on a shared machine.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct Stats {
    double median = 0, p90 = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))]; };
    return {at(0.5), at(0.9), v.back()};
}

// A caching allocator over a training loop: allocations and frees of random sizes with a forward
// ramp and a backward drain per step; reserved grows in 2 MB pages and never shrinks; active lags
// allocated by the blocks a stream still uses.
MemoryAnalysis generate(std::size_t samples)
{
    std::mt19937_64 rng(42);
    auto curves = std::make_shared<std::vector<MemoryCurve>>();
    const char* names[] = {"PTA", "GE"};
    MemoryAnalysis m;
    for (int c = 0; c < 2; ++c) {
        const std::size_t n = c == 0 ? samples : samples / 10;
        MemoryCurve alloc, reserved, active;
        for (MemoryCurve* x : {&alloc, &reserved, &active}) {
            x->component = names[c];
            x->samples.samples.reserve(n);
        }
        alloc.metric = MemoryMetric::Allocated;
        reserved.metric = MemoryMetric::Reserved;
        active.metric = MemoryMetric::Active;
        double a = 2000, r = 2048;
        Nanos t = 0;
        const std::size_t perStep = std::max<std::size_t>(n / 200, 10);
        for (std::size_t i = 0; i < n; ++i) {
            t += 200 + Nanos(rng() % 2000) * (c == 0 ? 1 : 10);
            const bool forward = (i % perStep) < perStep / 2;
            const double size = double(rng() % 4096) / 64.0;
            a = std::max(100.0, a + (forward ? size : -size * 0.98));
            while (r < a)
                r += 2;
            alloc.samples.samples.emplace_back(t, a);
            reserved.samples.samples.emplace_back(t, r);
            active.samples.samples.emplace_back(t, a + double(rng() % 64));
        }
        for (MemoryCurve* x : {&alloc, &reserved, &active}) {
            for (const auto& [time, v] : x->samples.samples)
                if (v > x->peakMB) {
                    x->peakMB = v;
                    x->peakTime = time;
                }
            m.end = std::max(m.end, x->samples.samples.back().first);
        }
        m.components.push_back(MemoryComponent{names[c], n, {}, false, false, false});
        curves->push_back(std::move(alloc));
        curves->push_back(std::move(reserved));
        curves->push_back(std::move(active));
    }
    m.curves = curves;
    m.begin = 0;
    m.peakAllocated = MemoryPeak{(*curves)[0].peakMB, (*curves)[0].peakTime, "PTA", -1};
    for (std::size_t s = 0; s < 20; ++s)
        m.steps.push_back({static_cast<long long>(s + 1), m.end / 20 * Nanos(s), m.end / 20 * Nanos(s + 1) - 1000});
    return m;
}

} // namespace

int main(int argc, char** argv)
{
    std::size_t samples = 3000000;
    int frames = 41;
    std::string shots;
    double penWidth = -1; // experiment: force every curve's pen width (and solid with --solid 1)
    int solid = 0;
    int baseline = 1; // --baseline 0: skip the QCPGraph frames (profiling the chart alone)
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--samples"))
            samples = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--frames"))
            frames = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--shots"))
            shots = argv[i + 1];
        else if (!std::strcmp(argv[i], "--pen-width"))
            penWidth = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--solid"))
            solid = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--baseline"))
            baseline = std::atoi(argv[i + 1]);
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    const auto g0 = Clock::now();
    const MemoryAnalysis m = generate(samples);
    std::size_t points = 0;
    for (const MemoryCurve& c : *m.curves)
        points += c.samples.samples.size();
    std::printf("memory chart frames: %zu curves, %zu points (%.0f ms to generate), 1600x900 offscreen\n",
                m.curves->size(), points, ms(g0, Clock::now()));

    MemoryChart chart;
    chart.resize(1600, 900);
    const auto s0 = Clock::now();
    chart.setAnalysis(m, QStringLiteral("synthetic allocator trace"));
    chart.show();
    for (MemoryCurvePlottable* p : chart.curvePlottables()) {
        QPen pen = p->pen();
        if (penWidth >= 0)
            pen.setWidthF(penWidth);
        if (solid)
            pen.setStyle(Qt::SolidLine);
        p->setPen(pen);
    }
    chart.replot(QCustomPlot::rpImmediateRefresh);
    std::printf("setAnalysis + first frame: %.1f ms (per-curve min/max pyramids built once)\n", ms(s0, Clock::now()));

    // The same points as QCPGraphs with QCustomPlot's adaptive sampling (the baseline).
    QCustomPlot plain;
    plain.resize(1600, 900);
    for (const MemoryCurve& c : *m.curves) {
        if (!baseline)
            break;
        QCPGraph* g = plain.addGraph();
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setAdaptiveSampling(true);
        QVector<double> k, v;
        k.reserve(int(c.samples.samples.size()));
        v.reserve(int(c.samples.samples.size()));
        for (const auto& [t, val] : c.samples.samples) {
            k << nanosToMs(double(t));
            v << val;
        }
        g->setData(k, v, true);
    }
    plain.yAxis->rescale();
    plain.show();

    const double span = nanosToMs(double(m.end - m.begin));
    const CounterLod coreLod(m.curves->front().samples);
    std::printf("\n| view | MemoryChart frame, wall median / p90 / max (ms) | CPU median (ms) | vertices drawn | "
                "QCPGraph frame, wall / CPU median (ms) | ratio (CPU) | core curvePolyline per curve, wall median "
                "(ms) |\n|---|---|---|---|---|---|---|\n");
    for (double fraction : {1.0, 0.1, 0.01, 0.001, 0.0001}) {
        const double width = span * fraction, centre = span * 0.5;
        std::vector<double> mine, theirs, core, mineCpu, theirsCpu;
        std::size_t vertices = 0;
        for (int f = 0; f < frames; ++f) {
            const double shift = width * 0.004 * f; // a few pixels per frame
            const double lo = centre - width / 2 + shift, hi = centre + width / 2 + shift;
            chart.xAxis->setRange(lo, hi);
            auto t0 = Clock::now();
            double c0 = cpuMs();
            chart.replot(QCustomPlot::rpImmediateRefresh);
            mine.push_back(ms(t0, Clock::now()));
            mineCpu.push_back(cpuMs() - c0);
            vertices = 0;
            for (MemoryCurvePlottable* p : chart.curvePlottables())
                vertices += p->lastVertexCount();
            if (baseline) {
                plain.xAxis->setRange(lo, hi);
                t0 = Clock::now();
                c0 = cpuMs();
                plain.replot(QCustomPlot::rpImmediateRefresh);
                theirs.push_back(ms(t0, Clock::now()));
                theirsCpu.push_back(cpuMs() - c0);
            } else {
                theirs.push_back(0);
                theirsCpu.push_back(0);
            }
            // Core only: the reduction of the first curve for the axis rect's width.
            const MemoryCurve& c = m.curves->front();
            const TimeView view = TimeView::fit(Nanos(lo * 1e6), Nanos(hi * 1e6), chart.axisRect()->width());
            t0 = Clock::now();
            const CurvePolyline line = curvePolyline(coreLod, c.samples, view);
            core.push_back(ms(t0, Clock::now()));
            if (line.size() == 0)
                std::printf("(empty)\n");
        }
        const Stats a = stats(mine), b = stats(theirs), c = stats(core), ac = stats(mineCpu), bc = stats(theirsCpu);
        std::printf("| 1/%.0f of the capture | %.2f / %.2f / %.2f | %.2f | %zu | %.2f / %.2f | %.1fx | %.3f |\n",
                    1.0 / fraction, a.median, a.p90, a.max, ac.median, vertices, b.median, bc.median,
                    bc.median / ac.median, c.median);
        if (!shots.empty())
            chart.toPixmap(1600, 900).save(QString::fromStdString(shots) +
                                           QStringLiteral("/memory-frame-%1.png").arg(int(1.0 / fraction)));
    }
    return 0;
}
