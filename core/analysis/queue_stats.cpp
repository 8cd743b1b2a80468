#include "analysis/queue_stats.h"

#include "io/memory_advice.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

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

namespace {

// The steps of the host queue, one per distinct batch number, in one linear pass: the file lists
// batches in increasing order, so a record belongs to the last step or opens the next one. A batch
// out of order (a restarted iterator, a hand-merged file) switches to a hash index over the steps
// seen so far, and the steps are sorted by batch at the end, so the result is the same either way.
class StepsByBatch
{
public:
    explicit StepsByBatch(std::vector<HostQueueStep>& steps)
        : m_steps(steps)
    {}

    HostQueueStep& at(long long batch)
    {
        if (!m_steps.empty() && m_steps[m_last].batch == batch)
            return m_steps[m_last];
        if (!m_unordered && (m_steps.empty() || batch > m_steps.back().batch))
            return append(batch);
        if (!m_unordered) {
            m_unordered = true;
            m_index.reserve(m_steps.size() * 2);
            for (std::size_t i = 0; i < m_steps.size(); ++i)
                m_index.emplace(m_steps[i].batch, i);
        }
        auto it = m_index.find(batch);
        if (it != m_index.end()) {
            m_last = it->second;
            return m_steps[m_last];
        }
        m_index.emplace(batch, m_steps.size());
        return append(batch);
    }

    // Batch order and step numbers (1 = the smallest batch).
    void finish()
    {
        if (m_unordered)
            std::sort(m_steps.begin(), m_steps.end(),
                      [](const HostQueueStep& x, const HostQueueStep& y) { return x.batch < y.batch; });
        int step = 0;
        for (HostQueueStep& s : m_steps)
            s.step = ++step;
    }

private:
    HostQueueStep& append(long long batch)
    {
        m_last = m_steps.size();
        HostQueueStep& s = m_steps.emplace_back();
        s.batch = batch;
        return s;
    }

    std::vector<HostQueueStep>& m_steps;
    std::size_t m_last = 0;
    bool m_unordered = false;
    std::unordered_map<long long, std::size_t> m_index;
};

// MindInsight's lists are sorted by batch with a stable sort; files are nearly always in order already.
void sortByBatch(std::vector<std::pair<long long, double>>& v)
{
    auto less = [](const auto& x, const auto& y) { return x.first < y.first; };
    if (!std::is_sorted(v.begin(), v.end(), less))
        std::stable_sort(v.begin(), v.end(), less);
}

} // namespace

HostQueueAnalysis analyzeHostQueue(const HostQueue& queue)
{
    HostQueueAnalysis a;
    a.counts = hostQueueCounts(queue);
    a.emptyRatePct = hostQueueEmptyRate(a.counts);
    // Sized once: at most one time record of each kind per record, at most one step per record.
    std::size_t kinds[3] = {0, 0, 0};
    for (const auto& r : queue.records)
        if (r.type == 0 && r.extraInfo >= 0 && r.extraInfo <= 2)
            ++kinds[r.extraInfo];
    a.times.get.reserve(kinds[0]);
    a.times.push.reserve(kinds[1]);
    a.times.total.reserve(kinds[2]);
    // One step per batch: a batch normally has one queue record and one batch-time record.
    a.steps.reserve(std::max({std::size_t(a.counts.total), kinds[0], kinds[1], kinds[2]}) + 1);
    io::adviseHugePages(a.steps.data(), a.steps.capacity() * sizeof(HostQueueStep));
    for (auto* times : {&a.times.get, &a.times.push, &a.times.total})
        io::adviseHugePages(times->data(), times->capacity() * sizeof(times->front()));
    StepsByBatch byBatch(a.steps);
    auto addTime = [](std::optional<double>& slot, double v) { slot = slot.value_or(0) + v; };
    for (const auto& r : queue.records) {
        if (r.timestampMs())
            a.hasTimestamps = true;
        HostQueueStep& s = byBatch.at(r.batch);
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
    byBatch.finish();
    sortByBatch(a.times.total);
    sortByBatch(a.times.push);
    sortByBatch(a.times.get);
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
