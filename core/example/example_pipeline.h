#pragma once
// Internal to core/example: the MindData pipeline of a run (CIFAR-10 source → augment map →
// normalise map → batch, plus EpochCtrl and, in sink mode, DeviceQueue as MindSpore arranges them),
// with its sampled queue depths and CPU use.
#include "example/example_plan.h"

namespace steplens::example {

struct PipeOp {
    int id = 0;
    std::string type; // "MapOp"
    int workers = 1;
    bool hasQueue = false; // EpochCtrl and DeviceQueue have none
    int capacity = 0;
    double usage = 0;              // wanted average / capacity
    double cpu = 0;                // wanted % of one core
    std::vector<int> children;     // as in the tree
    std::vector<int> sizes;        // sampled output-queue depths
    std::vector<double> user, sys; // CPU samples, % of one core
};

struct PipelineData {
    std::vector<PipeOp> ops; // by op id
    int samplingMs = 10;
    int cpuIntervalMs = 100;
    int cpuCount = 96;
    std::vector<long long> cpuTimes;         // host ms
    std::vector<double> otherUser, otherSys; // op_id -1: the training process's other threads
    const PipeOp* find(int id) const
    {
        for (const auto& op : ops)
            if (op.id == id)
                return &op;
        return nullptr;
    }
};

PipelineData planPipeline(const RunPlan& plan);
// minddata_pipeline_summary_0.json and minddata_cpu_utilization_0.json.
void writePipelineSummaryFiles(const RunPlan& plan, const PipelineData& pipe, std::vector<RunFile>& out);

} // namespace steplens::example
