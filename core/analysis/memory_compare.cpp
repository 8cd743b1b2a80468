#include "analysis/memory_compare.h"

#include <algorithm>

namespace steplens {

namespace {
const std::optional<MemoryPeak>& peakOf(const MemoryAnalysis& m, MemoryMetric metric)
{
    switch (metric) {
    case MemoryMetric::Allocated: return m.peakAllocated;
    case MemoryMetric::Reserved: return m.peakReserved;
    case MemoryMetric::Active: break;
    }
    return m.peakActive;
}

const StepWindow* stepWindow(const MemoryAnalysis& m, long long number)
{
    for (const StepWindow& w : m.steps)
        if (w.number == number)
            return &w;
    return nullptr;
}
} // namespace

std::vector<MemoryPeakDelta> memoryPeakDeltas(const MemoryAnalysis& a, const MemoryAnalysis& b)
{
    std::vector<MemoryPeakDelta> out;
    for (int k = 0; k < kMemoryMetricCount; ++k) {
        const auto metric = MemoryMetric(k);
        const auto& pa = peakOf(a, metric);
        const auto& pb = peakOf(b, metric);
        if (!pa && !pb)
            continue;
        MemoryPeakDelta d;
        d.metric = metric;
        if (pa)
            d.a = pa->mb;
        if (pb)
            d.b = pb->mb;
        if (pa && pb) {
            d.deltaMB = pb->mb - pa->mb;
            if (pa->mb > 0)
                d.deltaPct = *d.deltaMB / pa->mb * 100.0;
        }
        out.push_back(d);
    }
    return out;
}

MemoryAlignment alignMemory(const MemoryAnalysis& a, const MemoryAnalysis& b, long long preferredStep)
{
    MemoryAlignment out;
    out.originA = a.begin;
    out.originB = b.begin;
    long long step = -1;
    if (preferredStep >= 0 && stepWindow(a, preferredStep) && stepWindow(b, preferredStep))
        step = preferredStep;
    for (const StepWindow& w : a.steps) {
        if (step >= 0)
            break;
        if (stepWindow(b, w.number))
            step = w.number;
    }
    if (step < 0)
        return out;
    out.step = step;
    out.originA = stepWindow(a, step)->start;
    out.originB = stepWindow(b, step)->start;
    return out;
}

} // namespace steplens
