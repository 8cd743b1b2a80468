#include "analysis/queue_stats.h"

#include "io/memory_advice.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
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

// One kind of time record summed the way MindInsight does: over the (batch, ms) list after a stable
// sort by batch. Files list batches in increasing order, so the sum is taken in file order as the
// records stream past and no list is kept; only a kind whose batches go back (a restarted iterator, a
// hand-merged file) is summed again in a second pass over its sorted records, so the result is the
// same bit for bit either way.
class BatchOrderSum
{
public:
    void add(long long batch, double ms)
    {
        if (m_count > 0 && batch < m_lastBatch)
            m_inOrder = false;
        m_lastBatch = batch;
        m_sum += ms;
        ++m_count;
    }
    long long count() const { return m_count; }
    bool inOrder() const { return m_inOrder; }
    double sum() const { return m_sum; }
    // The batch-order sum, for a kind that was not in order: `records` are its (batch, ms) pairs.
    void resum(std::vector<std::pair<long long, double>>& records)
    {
        std::stable_sort(records.begin(), records.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        m_sum = 0;
        for (const auto& r : records)
            m_sum += r.second;
        m_inOrder = true;
    }

private:
    double m_sum = 0;
    long long m_count = 0;
    long long m_lastBatch = 0;
    bool m_inOrder = true;
};

std::int32_t saturatingIncrement(std::int32_t n)
{
    return n < std::numeric_limits<std::int32_t>::max() ? n + 1 : n;
}

} // namespace

HostQueueAnalysis analyzeHostQueue(const HostQueue& queue)
{
    HostQueueAnalysis a;
    a.counts = hostQueueCounts(queue);
    a.emptyRatePct = hostQueueEmptyRate(a.counts);
    // Sized once: at most one step per record; a batch normally has one queue record and three
    // time records, so the records of the commonest kind bound the steps more tightly.
    std::size_t kinds[3] = {0, 0, 0};
    for (const auto& r : queue.records)
        if (r.type == 0 && r.extraInfo >= 0 && r.extraInfo <= 2)
            ++kinds[r.extraInfo];
    a.steps.reserve(std::max({std::size_t(a.counts.total), kinds[0], kinds[1], kinds[2]}) + 1);
    io::adviseHugePages(a.steps.data(), a.steps.capacity() * sizeof(HostQueueStep));
    StepsByBatch byBatch(a.steps);
    BatchOrderSum sums[3]; // get, push, batch total: extraInfo 0, 1, 2
    for (const auto& r : queue.records) {
        if (r.timestampMs())
            a.hasTimestamps = true;
        HostQueueStep& s = byBatch.at(r.batch);
        if (r.type == 1) {
            s.records = saturatingIncrement(s.records);
            if (r.value == 0)
                s.empty = saturatingIncrement(s.empty);
            if (r.value == double(r.extraInfo))
                s.full = saturatingIncrement(s.full);
            s.size = r.value;
            s.capacity = r.extraInfo;
            continue;
        }
        switch (r.extraInfo) {
        case 0: s.addGetMs(r.value); break;
        case 1: s.addPushMs(r.value); break;
        case 2: s.addBatchMs(r.value); break;
        default: continue;
        }
        sums[r.extraInfo].add(r.batch, r.value);
    }
    byBatch.finish();
    for (int kind = 0; kind < 3; ++kind) {
        if (sums[kind].inOrder())
            continue;
        std::vector<std::pair<long long, double>> records;
        records.reserve(std::size_t(sums[kind].count()));
        for (const auto& r : queue.records)
            if (r.type == 0 && r.extraInfo == kind)
                records.emplace_back(r.batch, r.value);
        sums[kind].resum(records);
    }
    a.times.batchRecords = sums[2].count();
    if (a.times.batchRecords > 0) {
        const double n = double(a.times.batchRecords);
        a.times.avgTotalMs = sums[2].sum() / n;
        a.times.avgPushMs = sums[1].sum() / n;
        a.times.avgGetMs = sums[0].sum() / n;
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
