#pragma once
// One row per step of the data queues: the host queue's size and costs for the batch, and the
// chip-side queue's GetNext, side by side (from core's analyzeHostQueue / analyzeChipQueue).
#include "analysis/queue_stats.h"
#include "models/vectortablemodel.h"

#include <optional>
#include <vector>

namespace steplens {

struct BatchRow {
    int step = 0;
    std::optional<long long> batch;
    std::optional<double> hostSize;
    std::optional<int> capacity;
    std::optional<bool> hostEmpty, hostFull;
    std::optional<double> getMs, pushMs, batchMs;
    std::optional<int> chipSize;
    std::optional<double> getNextMs;
};

// Rows by step number, 1 to the larger of the two queues' step counts. Either queue may be absent.
std::vector<BatchRow> batchRows(const HostQueueAnalysis* host, const ChipQueueAnalysis* chip);

std::vector<TableColumn<BatchRow>> batchColumns(bool withHost, bool withChip);

} // namespace steplens
