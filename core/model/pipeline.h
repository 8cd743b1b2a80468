#pragma once
// MindData pipeline: operators, their output queues, and CPU use.
#include "model/time.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct PipelineOp {
    int opId = -1;
    std::string opType;          // "MapOp", "BatchOp", "Batch"...
    int numWorkers = 0;
    bool hasQueue = false;       // DeviceQueueOp and inlined ops have none
    std::vector<int> queueSizes; // sampled output queue depth
    double queueAverage = 0;
    int queueCapacity = 0;
    double usage = 0;            // average / capacity, 0-1 (0 when there is no queue)
    double sampleIntervalMs = 0;
    std::optional<int> parent;
    std::vector<int> children;
};

struct Pipeline {
    std::vector<PipelineOp> ops; // minddata_pipeline_raw order (breadth first from op 0) or JSON order
    double samplingIntervalMs = 0;
    std::vector<std::string> sources;
    const PipelineOp* find(int opId) const
    {
        for (const auto& op : ops)
            if (op.opId == opId)
                return &op;
        return nullptr;
    }
};

// minddata_pipeline_summary_<id>.json: MindSpore's own analysis, kept as written.
struct PipelineSummary {
    std::vector<int> opIds;
    std::vector<std::string> opNames;
    std::vector<int> numWorkers;
    std::vector<double> queueUtilizationPct; // -1 = no queue
    std::vector<double> queueEmptyFreqPct;
    std::vector<double> avgCpuPct;
    std::vector<double> avgCpuPctPerWorker;
    std::vector<int> parentIds;
    std::vector<std::vector<int>> childrenIds;
    double perBatchTimeMs = -1;
    double perPipelineTimeMs = -1;
    double perPushQueueTimeMs = -1;
    std::vector<std::string> bottleneckWarnings;
    std::vector<std::string> bottleneckSuggestions;
    std::vector<std::string> sources;
};

// minddata_cpu_utilization_<id>.json.
struct CpuSeries {
    std::vector<double> user;
    std::vector<double> sys;
};

struct CpuUtilization {
    double samplingIntervalMs = 0;
    int processorCount = 0;
    std::vector<double> timestampsMs;
    CpuSeries device;                // % of all CPUs
    std::vector<double> deviceIo;
    std::vector<double> deviceIdle;
    CpuSeries process;
    std::map<int, CpuSeries> ops;    // per pipeline op, % of one core (can exceed 100)
    std::vector<std::string> sources;
};

} // namespace steplens
