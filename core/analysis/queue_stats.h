#pragma once
// Host-side and chip-side queue statistics, as docs/formats.md 2.11-2.12 and docs/rules.md define them.
#include "model/absent.h"
#include "model/queues.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace steplens {

struct HostQueueCounts {
    long long total = 0; // type-1 (connector) records
    long long empty = 0; // size 0
    long long full = 0;  // size equals capacity
    double emptyRatio() const { return total ? double(empty) / double(total) : 0; }
    double fullRatio() const { return total ? double(full) / double(total) : 0; }
};

struct ChipQueueCounts {
    long long total = 0; // GetNext lines
    long long empty = 0; // queue size 0
    double emptyRatio() const { return total ? double(empty) / double(total) : 0; }
};

HostQueueCounts hostQueueCounts(const HostQueue& queue);
ChipQueueCounts chipQueueCounts(const ChipQueue& queue);

// MindInsight's whole-percent empty rate: ceil(100 x empty / total); 0 without records.
int hostQueueEmptyRate(const HostQueueCounts& counts);

// One step of the host queue. Steps are the distinct batch numbers in increasing order (step 1 is
// the smallest batch number), so a run that starts at batch 5 still starts at step 1.
// A 1.x host queue has one step per batch (300,000 in a 1.2M-line file), so the step is kept at 64 B:
// absent times are NaN (model/absent.h) and the per-batch counts are 32-bit, saturating.
struct HostQueueStep {
    long long batch = 0;
    double size = 0; // the last recorded size of the batch
    int step = 0;
    int capacity = 0;
    std::int32_t records = 0; // type-1 records of this batch (normally one)
    std::int32_t empty = 0;
    std::int32_t full = 0;

    // Type-0 records of the batch (the sum when repeated, from 0.0 up); nullopt when the batch has none.
    std::optional<double> pushMs() const { return presentValue(m_pushMs); }
    std::optional<double> getMs() const { return presentValue(m_getMs); }
    std::optional<double> batchMs() const { return presentValue(m_batchMs); }
    void addPushMs(double ms) { m_pushMs = (isAbsent(m_pushMs) ? 0.0 : m_pushMs) + ms; }
    void addGetMs(double ms) { m_getMs = (isAbsent(m_getMs) ? 0.0 : m_getMs) + ms; }
    void addBatchMs(double ms) { m_batchMs = (isAbsent(m_batchMs) ? 0.0 : m_batchMs) + ms; }

private:
    double m_pushMs = kAbsent, m_getMs = kAbsent, m_batchMs = kAbsent;
};
static_assert(sizeof(HostQueueStep) <= 64, "HostQueueStep grew past 64 B: see BENCHMARKS.md, \"CSV folders\"");

// Time records (type 0), MindInsight's way: each kind's values summed in batch order (a stable sort
// by batch, which is file order in nearly every file), averages divided by the number of batch-time
// (type 0, kind 2) records.
struct HostQueueTimes {
    long long batchRecords = 0;
    double avgTotalMs = 0; // kind 2
    double avgPushMs = 0;  // kind 1
    double avgGetMs = 0;   // kind 0 (getting the batch from the pipeline)
};

struct HostQueueAnalysis {
    HostQueueCounts counts;
    int emptyRatePct = 0;
    std::vector<HostQueueStep> steps;
    HostQueueTimes times;
    bool hasTimestamps = false;
};

HostQueueAnalysis analyzeHostQueue(const HostQueue& queue);

// One GetNext call of the chip queue; step = line order (1-based).
struct ChipQueueStep {
    int step = 0;
    int size = 0;
    double durationMs = 0; // (end - start): µs on Ascend, ns on GPU, converted
};

struct ChipQueueAnalysis {
    ChipQueueCounts counts;
    std::vector<ChipQueueStep> steps;
    double avgDurationMs = 0;
};

ChipQueueAnalysis analyzeChipQueue(const ChipQueue& queue);

// MindInsight's queue status (docs/rules.md), evaluated in this order.
enum class QueueStatus {
    NoData,           // no host records: no queue finding
    DataProcessing,   // host queue empty in more than `threshold` of the batches
    DataTransmission, // else, with a chip queue: some chip-side GetNext found it empty
    General,          // else: the general data-processing note
};

struct QueueVerdict {
    QueueStatus status = QueueStatus::NoData;
    HostQueueCounts host;
    std::optional<ChipQueueCounts> chip;
    int emptyRatePct = 0;
    double threshold = 0.3;
};

// `threshold` 0.3 is MindInsight >= 1.6 (0.7 before).
QueueVerdict queueVerdict(const HostQueue* host, const ChipQueue* chip, double threshold = 0.3);

const char* queueStatusName(QueueStatus s);

} // namespace steplens
