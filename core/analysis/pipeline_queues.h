#pragma once
// Queue depth over time per pipeline op (the size series of pipeline_profiling / minddata_pipeline_raw).
#include "model/pipeline.h"

#include <string>
#include <vector>

namespace steplens {

struct OpQueueSeries {
    int opId = -1;
    std::string opType;
    int capacity = 0;
    double intervalMs = 0; // time between samples
    std::vector<int> sizes;
    double average = 0;
    double usage = 0;    // average / capacity, 0-1
    double emptyPct = 0; // % of samples with size 0
    double fullPct = 0;  // % of samples with size >= capacity
};

// One entry per op that has a queue and samples, by op id. Uses Pipeline::rawOps when present.
std::vector<OpQueueSeries> pipelineQueueSeries(const Pipeline& pipeline);

} // namespace steplens
