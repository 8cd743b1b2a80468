#pragma once
// MindSpore's own data-pipeline analyser (docs/rules.md; the rules behind
// minddata_pipeline_summary_<id>.json), recomputed from pipeline_profiling and the CPU file.
#include "model/pipeline.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct PipelineCpuThresholds {
    double cpuPerWorkerHigh = 75; // % of one core per worker
    double cpuPerWorkerLow = 20;
    double leafQueueLowPct = 50; // leaf output queue utilisation
    double deviceQueueInputEmptyPct = 60;
    double inOutGapPct = 50;      // input minus output utilisation, in points
    double inputQueueLowPct = 10; // bottleneck pick: input queue nearly empty
};

// One op as MindSpore's analyser sees it. Values of -1 mean "not available", as in the summary file.
struct PipelineOpStats {
    int opId = -1;
    std::string name; // op type without its "Op" suffix ("Map", "Batch")
    int numWorkers = 0;
    double queueUtilizationPct = -1; // 100 x average size / capacity
    double queueEmptyFreqPct = -1;   // % of samples with size 0
    double avgCpuPct = -1;           // mean of user + sys over the samples, % of one core
    double cpuPerWorkerPct = -1;
    int inputOpId = -1; // first child (through inline ops) that has a queue
};

enum class PipelineCpuFinding {
    CpuPerWorkerHigh,      // value = CPU per worker: more workers may help
    CpuPerWorkerLow,       // value = CPU per worker, more than one worker: more workers will not help much
    LeafQueueLow,          // value = output queue utilisation of a source op
    DeviceQueueInputEmpty, // value = % of samples the DeviceQueue's input queue was empty
    InputFasterThanOutput, // value = input utilisation, other = output utilisation
};

struct PipelineCpuRuleHit {
    PipelineCpuFinding finding = PipelineCpuFinding::CpuPerWorkerHigh;
    int opId = -1;
    double value = 0;
    double other = 0;
    int inputOpId = -1;
};

enum class PipelineBottleneckFix { RaiseWorkers, RaisePrefetch };

struct PipelineCpuBottleneck {
    int opId = -1;
    std::string name;
    PipelineBottleneckFix fix = PipelineBottleneckFix::RaiseWorkers;
    double cpuPerWorkerPct = 0;
    double inputUtilizationPct = -1;
    double outputUtilizationPct = -1;
};

struct PipelineCpuAnalysis {
    bool cpuAvailable = false;        // minddata_cpu_utilization held samples for pipeline ops
    std::vector<PipelineOpStats> ops; // by op id
    std::vector<PipelineCpuRuleHit> cpuHits;
    std::vector<PipelineCpuRuleHit> queueHits;
    std::optional<PipelineCpuBottleneck> bottleneck;
    std::vector<std::string> notes;
};

// Uses Pipeline::rawOps when present (MindSpore's analyser reads pipeline_profiling), else Pipeline::ops.
// `cpu` may be null: the queue rules still run, the CPU rules and the bottleneck pick do not.
PipelineCpuAnalysis analyzePipelineCpu(const Pipeline& pipeline, const CpuUtilization* cpu,
                                       const PipelineCpuThresholds& thresholds = {});

} // namespace steplens
