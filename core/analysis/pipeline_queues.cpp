#include "analysis/pipeline_queues.h"

#include <algorithm>

namespace steplens {

std::vector<OpQueueSeries> pipelineQueueSeries(const Pipeline& pipeline)
{
    const std::vector<PipelineOp>& source = pipeline.rawOps.empty() ? pipeline.ops : pipeline.rawOps;
    std::vector<OpQueueSeries> out;
    for (const auto& op : source) {
        if (!op.hasQueue || op.queueSizes.empty())
            continue;
        OpQueueSeries s;
        s.opId = op.opId;
        s.opType = op.opType;
        s.capacity = op.queueCapacity;
        s.intervalMs = op.sampleIntervalMs > 0 ? op.sampleIntervalMs : pipeline.samplingIntervalMs;
        s.sizes = op.queueSizes;
        long long empty = 0, full = 0;
        double sum = 0;
        for (int v : s.sizes) {
            sum += v;
            if (v == 0)
                ++empty;
            if (s.capacity > 0 && v >= s.capacity)
                ++full;
        }
        const double count = double(s.sizes.size());
        s.average = sum / count;
        s.usage = s.capacity > 0 ? s.average / s.capacity : 0;
        s.emptyPct = 100.0 * double(empty) / count;
        s.fullPct = 100.0 * double(full) / count;
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.opId < b.opId; });
    return out;
}

} // namespace steplens
