#pragma once
// One row per step of the data queues: the host queue's size and costs for the batch, and the
// chip-side queue's GetNext, side by side (from core's analyzeHostQueue / analyzeChipQueue).
#include "analysis/profile_analysis.h"
#include "analysis/queue_stats.h"
#include "models/vectortablemodel.h"

#include <memory>
#include <vector>

namespace steplens {

// The host queue's and the chip queue's records of one step, either absent: pointers into the analysis the
// rows were made from, which the row vector keeps alive (batchRows). 24 bytes a row; a copy of each value as
// an optional took 120, and 300,000 batches made 36 MB and a quarter of the panel's time.
struct BatchRow {
    int step = 0;
    const HostQueueStep* host = nullptr;
    const ChipQueueStep* chip = nullptr;
};

// Rows by step number, 1 to the larger of the two queues' step counts, over `analysis`'s queues (either may
// be absent). The rows share ownership of `analysis`.
std::shared_ptr<const std::vector<BatchRow>> batchRows(std::shared_ptr<const ProfileAnalysis> analysis);

std::vector<TableColumn<BatchRow>> batchColumns(bool withHost, bool withChip);

} // namespace steplens
