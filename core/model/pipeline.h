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
    std::string opType; // "MapOp", "BatchOp", "Batch"...
    int numWorkers = 0;
    bool hasQueue = false;          // DeviceQueueOp and inlined ops have none
    std::vector<int> queueSizes;    // sampled output queue depth
    std::vector<double> throughput; // pipeline_profiling only, when written
    double queueAverage = 0;
    int queueCapacity = 0;
    double usage = 0; // average / capacity, 0-1 (0 when there is no queue)
    double sampleIntervalMs = 0;
    std::optional<int> parent;
    // minddata_pipeline_raw: the nearest descendants that have a queue. pipeline_profiling (rawOps):
    // the children as written, inline ops included.
    std::vector<int> children;
};

struct Pipeline {
    // What the pipeline graph and MindInsight's rules use: the rows of minddata_pipeline_raw_<id>.csv
    // (breadth first from op 0), or, without that file, the same rows derived from pipeline_profiling.
    std::vector<PipelineOp> ops;
    bool opsFromCsv = false;
    // pipeline_profiling_<id>.json as written: every op (EpochCtrl above op 0 and queue-less ops
    // included), file order, raw children. Empty when that file is absent. Its size series and
    // num_workers feed the queue-over-time chart and MindSpore's CPU-per-worker rules.
    std::vector<PipelineOp> rawOps;
    double samplingIntervalMs = 0;
    std::vector<std::string> sources;

    const PipelineOp* find(int opId) const { return findIn(ops, opId); }
    const PipelineOp* findRaw(int opId) const { return findIn(rawOps, opId); }

private:
    static const PipelineOp* findIn(const std::vector<PipelineOp>& list, int opId)
    {
        for (const auto& op : list)
            if (op.opId == opId)
                return &op;
        return nullptr;
    }
};

// minddata_pipeline_summary_<id>.json: MindSpore's own analysis, kept as written (-1 = not available).
struct PipelineSummary {
    std::vector<int> opIds;
    std::vector<std::string> opNames;
    std::vector<std::string> pipelineOps; // "Batch(id=0)"
    std::vector<int> numWorkers;
    std::vector<double> queueAverageSize;
    std::vector<double> queueUtilizationPct; // -1 = no queue
    std::vector<double> queueEmptyFreqPct;
    std::vector<double> avgCpuPct;
    std::vector<double> avgCpuPctPerWorker;
    std::vector<int> parentIds;
    std::vector<std::vector<int>> childrenIds;
    double perBatchTimeMs = -1;
    double perPipelineTimeMs = -1;
    double perPushQueueTimeMs = -1;
    std::vector<std::string> cpuAnalysisDetails;
    std::vector<std::string> queueAnalysisDetails;
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
    CpuSeries device; // % of all CPUs
    std::vector<double> deviceIo;
    std::vector<double> deviceIdle;
    std::vector<double> runnableProcesses;
    std::vector<double> contextSwitches;
    CpuSeries process;
    std::map<int, CpuSeries> ops;          // per pipeline op, % of one core (can exceed 100)
    std::optional<CpuSeries> otherThreads; // op_id -1: threads outside the pipeline
    std::vector<std::string> sources;
};

} // namespace steplens
