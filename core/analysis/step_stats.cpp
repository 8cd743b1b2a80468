#include "analysis/step_stats.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <numeric>

namespace steplens {

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    double rank = std::clamp(p, 0.0, 100.0) / 100.0 * double(values.size() - 1);
    std::size_t lo = static_cast<std::size_t>(std::floor(rank));
    std::size_t hi = std::min(lo + 1, values.size() - 1);
    double frac = rank - double(lo);
    // The lo-th and (lo + 1)-th smallest values, without sorting the whole vector: after nth_element,
    // everything past lo is at least values[lo], so the next one is the least of them.
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(lo), values.end());
    const double low = values[lo];
    const double high = hi > lo ? *std::min_element(values.begin() + std::ptrdiff_t(hi), values.end()) : low;
    return low + (high - low) * frac;
}

namespace {

PhaseStats statsOf(std::string name, const std::vector<double>& ms)
{
    PhaseStats s;
    s.name = std::move(name);
    s.samples = ms.size();
    if (ms.empty())
        return s;
    s.meanMs = std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size());
    s.medianMs = percentile(ms, 50);
    s.p90Ms = percentile(ms, 90);
    auto [mn, mx] = std::minmax_element(ms.begin(), ms.end());
    s.minMs = *mn;
    s.maxMs = *mx;
    return s;
}

} // namespace

StepAnalysis analyzeSteps(const StepTrace& trace, const StepAnalysisOptions& options)
{
    StepAnalysis a;
    a.mode = trace.mode;
    std::size_t skip = std::min(options.skipFirstSteps, trace.steps.size());
    a.skipped = skip;
    std::vector<double> interval, fpbp, tail, total;
    std::map<std::string, std::vector<double>> perStream;
    std::vector<std::string> streamOrder;
    for (const auto& col : trace.reduceColumns)
        if (!perStream.count(col.stream)) {
            perStream[col.stream];
            streamOrder.push_back(col.stream);
        }
    // Per step, each stream's reduce time is summed by the stream's place in perStream (sorted by name), not
    // in a map per step: a many-step file made a map, and a node per stream, for every step.
    std::vector<std::vector<double>*> series;
    for (auto& entry : perStream)
        series.push_back(&entry.second);
    std::vector<std::size_t> columnSeries;
    for (const auto& col : trace.reduceColumns)
        columnSeries.push_back(static_cast<std::size_t>(std::distance(perStream.begin(), perStream.find(col.stream))));
    std::vector<double> sum(series.size());
    for (std::size_t i = skip; i < trace.steps.size(); ++i) {
        const StepRecord& s = trace.steps[i];
        interval.push_back(nanosToMs(double(s.iterationInterval)));
        fpbp.push_back(nanosToMs(double(s.fpAndBp)));
        tail.push_back(nanosToMs(double(s.tail)));
        total.push_back(nanosToMs(double(s.total)));
        std::fill(sum.begin(), sum.end(), 0.0);
        for (const auto& e : trace.reduceOf(s))
            if (e.column >= 0 && static_cast<std::size_t>(e.column) < columnSeries.size())
                sum[columnSeries[static_cast<std::size_t>(e.column)]] += nanosToMs(double(e.duration));
        for (std::size_t k = 0; k < series.size(); ++k)
            series[k]->push_back(sum[k]);
    }
    a.stepCount = total.size();
    a.interval = statsOf("iteration_interval", interval);
    a.fpAndBp = statsOf(trace.mode == StepTraceMode::Inference ? "fp" : "fp_and_bp", fpbp);
    a.tail = statsOf("tail", tail);
    a.total = statsOf("total", total);
    double meanTotal = a.total.meanMs;
    auto share = [&](PhaseStats& p) { p.sharePct = meanTotal > 0 ? p.meanMs / meanTotal * 100.0 : 0.0; };
    share(a.interval);
    share(a.fpAndBp);
    share(a.tail);
    a.total.sharePct = meanTotal > 0 ? 100.0 : 0.0;
    for (const auto& stream : streamOrder) {
        PhaseStats p = statsOf("stream " + stream, perStream[stream]);
        share(p);
        a.reduceStreams.push_back(std::move(p));
    }
    double medianTotal = a.total.medianMs;
    for (std::size_t i = skip; i < trace.steps.size(); ++i)
        if (medianTotal > 0 && nanosToMs(double(trace.steps[i].total)) > options.outlierFactor * medianTotal)
            a.outlierSteps.push_back(trace.steps[i].stepNum);

    a.recomputedAverageMs[0] = a.interval.meanMs;
    a.recomputedAverageMs[1] = a.fpAndBp.meanMs;
    a.recomputedAverageMs[2] = a.tail.meanMs;
    a.recomputedAverageMs[3] = a.total.meanMs;
    if (trace.writtenAverage) {
        const StepRecord& w = *trace.writtenAverage;
        const Nanos written[4] = {w.iterationInterval, w.fpAndBp, w.tail, w.total};
        for (int i = 0; i < 4; ++i)
            a.writtenAverageMs[i] = nanosToMs(double(written[i]));
        if (a.stepCount > 0) {
            AverageCheck check = checkWrittenAverage(trace);
            a.averageMatchedBy = check.matchedBy;
            a.averageMismatches = check.mismatches;
        }
    }
    if (meanTotal > 0) {
        a.stepsPerSecond = 1000.0 / meanTotal;
        if (options.batchSize && *options.batchSize > 0)
            a.samplesPerSecond = a.stepsPerSecond * *options.batchSize;
    }
    return a;
}

} // namespace steplens
