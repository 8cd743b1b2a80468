#include "analysis/ascend_steps.h"

#include <algorithm>
#include <numeric>

namespace steplens {

namespace {

PhaseStats statsOf(const char* name, const std::vector<double>& ms, double wallMeanMs)
{
    PhaseStats s;
    s.name = name;
    s.samples = ms.size();
    if (ms.empty())
        return s;
    s.meanMs = std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size());
    s.medianMs = percentile(ms, 50);
    s.p90Ms = percentile(ms, 90);
    auto [mn, mx] = std::minmax_element(ms.begin(), ms.end());
    s.minMs = *mn;
    s.maxMs = *mx;
    s.sharePct = wallMeanMs > 0 ? s.meanMs / wallMeanMs * 100.0 : 0.0;
    return s;
}

} // namespace

AscendStepStats analyzeStepTraceTime(const StepTraceTime& table, std::size_t skipFirstSteps)
{
    AscendStepStats a;
    auto rows = table.stepRows();
    // Never cut every step: a one-step profile (the usual schedule) keeps its step.
    a.skipped = skipFirstSteps < rows.size() ? skipFirstSteps : 0;
    a.rows.assign(rows.begin() + std::ptrdiff_t(a.skipped), rows.end());
    a.stepCount = a.rows.size();
    if (a.rows.empty())
        return a;
    std::vector<double> wall, preparing, free, exposed;
    for (int c = 0; c < kStepColumnCount; ++c) {
        if (!table.hasColumn[std::size_t(c)])
            continue;
        double sum = 0;
        std::size_t n = 0;
        for (const StepBreakdown* r : a.rows)
            if (r->has(StepColumn(c))) {
                sum += nanosToMs(double(r->get(StepColumn(c))));
                ++n;
            }
        if (n > 0)
            a.meanMs[std::size_t(c)] = sum / double(n);
    }
    for (const StepBreakdown* r : a.rows) {
        wall.push_back(nanosToMs(double(r->wall())));
        if (r->has(StepColumn::Preparing))
            preparing.push_back(nanosToMs(double(r->get(StepColumn::Preparing))));
        if (r->has(StepColumn::Free))
            free.push_back(nanosToMs(double(r->get(StepColumn::Free))));
        if (r->has(StepColumn::CommunicationNotOverlapped))
            exposed.push_back(nanosToMs(double(r->get(StepColumn::CommunicationNotOverlapped))));
    }
    a.wall = statsOf("wall", wall, 0);
    a.wall.sharePct = 100.0;
    a.preparing = statsOf("preparing", preparing, a.wall.meanMs);
    a.free = statsOf("free", free, a.wall.meanMs);
    a.exposedCommunication = statsOf("communication_not_overlapped", exposed, a.wall.meanMs);
    a.preparingPct = a.preparing.sharePct;
    a.freePct = a.free.sharePct;
    a.exposedCommunicationPct = a.exposedCommunication.sharePct;
    return a;
}

std::vector<long long> stepsWithLargest(const AscendStepStats& stats, StepColumn c, std::size_t n)
{
    std::vector<std::pair<Nanos, long long>> byValue;
    for (std::size_t i = 0; i < stats.rows.size(); ++i) {
        const StepBreakdown* r = stats.rows[i];
        if (r->has(c))
            byValue.emplace_back(r->get(c), r->stepNum >= 0 ? r->stepNum : (long long)(i + stats.skipped));
    }
    std::stable_sort(byValue.begin(), byValue.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<long long> out;
    for (std::size_t i = 0; i < byValue.size() && i < n; ++i)
        out.push_back(byValue[i].second);
    return out;
}

} // namespace steplens
