#include "analysis/queue_stats.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace steplens {

HostQueueCounts hostQueueCounts(const HostQueue& queue)
{
    HostQueueCounts c;
    for (const auto& r : queue.records) {
        if (r.type != 1)
            continue;
        ++c.total;
        if (r.value == 0)
            ++c.empty;
        if (r.value == double(r.extraInfo))
            ++c.full;
    }
    return c;
}

ChipQueueCounts chipQueueCounts(const ChipQueue& queue)
{
    ChipQueueCounts c;
    for (const auto& r : queue.records) {
        ++c.total;
        if (r.size == 0)
            ++c.empty;
    }
    return c;
}

int hostQueueEmptyRate(const HostQueueCounts& counts)
{
    if (counts.total <= 0)
        return 0;
    // Integer ceiling: ceil(100 * empty / total) without a floating-point round trip.
    return int((100 * counts.empty + counts.total - 1) / counts.total);
}

HostQueueAnalysis analyzeHostQueue(const HostQueue& queue)
{
    HostQueueAnalysis a;
    a.counts = hostQueueCounts(queue);
    a.emptyRatePct = hostQueueEmptyRate(a.counts);
    std::map<long long, HostQueueStep> byBatch;
    auto addTime = [](std::optional<double>& slot, double v) { slot = slot.value_or(0) + v; };
    for (const auto& r : queue.records) {
        if (r.timestampMs)
            a.hasTimestamps = true;
        HostQueueStep& s = byBatch[r.batch];
        s.batch = r.batch;
        if (r.type == 1) {
            ++s.records;
            if (r.value == 0)
                ++s.empty;
            if (r.value == double(r.extraInfo))
                ++s.full;
            s.size = r.value;
            s.capacity = r.extraInfo;
            continue;
        }
        switch (r.extraInfo) {
        case 0:
            a.times.get.emplace_back(r.batch, r.value);
            addTime(s.getMs, r.value);
            break;
        case 1:
            a.times.push.emplace_back(r.batch, r.value);
            addTime(s.pushMs, r.value);
            break;
        case 2:
            a.times.total.emplace_back(r.batch, r.value);
            addTime(s.batchMs, r.value);
            break;
        default: break;
        }
    }
    int step = 0;
    for (auto& [batch, s] : byBatch) {
        s.step = ++step;
        a.steps.push_back(s);
    }
    auto byBatchOrder = [](auto& v) {
        std::stable_sort(v.begin(), v.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    };
    byBatchOrder(a.times.total);
    byBatchOrder(a.times.push);
    byBatchOrder(a.times.get);
    a.times.batchRecords = static_cast<long long>(a.times.total.size());
    if (a.times.batchRecords > 0) {
        auto sum = [](const auto& v) {
            double s = 0;
            for (const auto& p : v)
                s += p.second;
            return s;
        };
        double n = double(a.times.batchRecords);
        a.times.avgTotalMs = sum(a.times.total) / n;
        a.times.avgPushMs = sum(a.times.push) / n;
        a.times.avgGetMs = sum(a.times.get) / n;
    }
    return a;
}

ChipQueueAnalysis analyzeChipQueue(const ChipQueue& queue)
{
    ChipQueueAnalysis a;
    a.counts = chipQueueCounts(queue);
    // Ascend writes µs, the GPU file ns.
    const double toMs = queue.gpu ? 1e-6 : 1e-3;
    double sum = 0;
    int step = 0;
    for (const auto& r : queue.records) {
        ChipQueueStep s;
        s.step = ++step;
        s.size = r.size;
        s.durationMs = (r.end - r.start) * toMs;
        sum += s.durationMs;
        a.steps.push_back(s);
    }
    if (!a.steps.empty())
        a.avgDurationMs = sum / double(a.steps.size());
    return a;
}

QueueVerdict queueVerdict(const HostQueue* host, const ChipQueue* chip, double threshold)
{
    QueueVerdict v;
    v.threshold = threshold;
    if (chip)
        v.chip = chipQueueCounts(*chip);
    if (!host)
        return v;
    v.host = hostQueueCounts(*host);
    v.emptyRatePct = hostQueueEmptyRate(v.host);
    if (v.host.total == 0)
        return v;
    if (double(v.host.empty) > threshold * double(v.host.total))
        v.status = QueueStatus::DataProcessing;
    else if (v.chip && v.chip->empty > 0)
        v.status = QueueStatus::DataTransmission;
    else
        v.status = QueueStatus::General;
    return v;
}

const char* queueStatusName(QueueStatus s)
{
    switch (s) {
    case QueueStatus::NoData: return "no data";
    case QueueStatus::DataProcessing: return "data processing";
    case QueueStatus::DataTransmission: return "data transmission";
    case QueueStatus::General: return "general";
    }
    return "no data";
}

} // namespace steplens
