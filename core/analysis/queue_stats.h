#pragma once
// Host-side and chip-side queue statistics, as docs/formats.md 2.11-2.12 and docs/rules.md define them.
#include "model/queues.h"

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
struct HostQueueStep {
    int step = 0;
    long long batch = 0;
    long long records = 0; // type-1 records of this batch (normally one)
    long long empty = 0;
    long long full = 0;
    double size = 0; // the last recorded size of the batch
    int capacity = 0;
    std::optional<double> pushMs, getMs, batchMs; // type-0 records of the batch (sum when repeated)
};

// Time records (type 0), MindInsight's way: per-batch lists sorted by batch number, averages divided
// by the number of batch-time (type 0, kind 2) records.
struct HostQueueTimes {
    long long batchRecords = 0;
    double avgTotalMs = 0;                                      // kind 2
    double avgPushMs = 0;                                       // kind 1
    double avgGetMs = 0;                                        // kind 0 (getting the batch from the pipeline)
    std::vector<std::pair<long long, double>> total, push, get; // (batch, ms), sorted by batch
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
