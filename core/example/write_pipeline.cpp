// pipeline_profiling_0.json (written by MindSpore's C++ side: nlohmann, sorted keys, compact) and
// minddata_pipeline_raw_0.csv (rows breadth first from op 0, usage = average / capacity, children
// skipping ops without a queue), from the planned queue depths.
#include "example/example_pipeline.h"
#include "example/example_rng.h"
#include "example/example_text.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <numeric>

namespace steplens::example {

namespace {

std::vector<int> sampleQueue(double usage, int capacity, int count, XorShift& rng)
{
    std::vector<int> sizes;
    const double mean = usage * capacity;
    for (int k = 0; k < count; ++k) {
        double target = mean * std::min(1.0, double(k + 1) / 6.0); // queues fill up as the pipeline starts
        long long v = usage < 0.3 ? std::llround(2.0 * target * rng.uniform())
                                  : std::llround(target + 0.06 * capacity * rng.symmetric());
        sizes.push_back(static_cast<int>(std::clamp<long long>(v, 0, capacity)));
    }
    return sizes;
}

void sampleCpu(PipeOp& op, int count, XorShift& rng)
{
    for (int k = 0; k < count; ++k) {
        bool first = k == 0; // utilisation needs two readings: the first sample is 0
        op.user.push_back(first ? 0 : roundTo(op.cpu * 0.9 * (1 + 0.08 * rng.symmetric()), 2));
        op.sys.push_back(first ? 0 : roundTo(op.cpu * 0.1 * (1 + 0.1 * rng.symmetric()), 2));
    }
}

double averageOf(const std::vector<int>& v)
{
    return v.empty() ? 0.0 : double(std::accumulate(v.begin(), v.end(), 0LL)) / double(v.size());
}

std::string pyList(const std::vector<int>& v)
{
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
}

// Nearest descendants that have a queue (MindSpore's parser skips through queue-less ops).
std::vector<int> queueChildren(const PipelineData& pipe, const PipeOp& op)
{
    std::vector<int> out;
    for (int c : op.children) {
        const PipeOp* child = pipe.find(c);
        if (!child)
            continue;
        if (child->hasQueue) {
            out.push_back(c);
        } else {
            auto deeper = queueChildren(pipe, *child);
            out.insert(out.end(), deeper.begin(), deeper.end());
        }
    }
    return out;
}

void writeProfilingJson(const PipelineData& pipe, std::vector<RunFile>& out)
{
    nlohmann::json doc; // std::map keys: sorted like MindSpore's C++ writer
    doc["sampling_interval"] = pipe.samplingMs;
    nlohmann::json ops = nlohmann::json::array();
    for (const auto& op : pipe.ops) {
        nlohmann::json j;
        j["op_id"] = op.id;
        j["op_type"] = op.type;
        j["num_workers"] = op.workers;
        if (op.hasQueue)
            j["metrics"]["output_queue"] = {{"size", op.sizes}, {"length", op.capacity}};
        else
            j["metrics"] = nullptr;
        if (!op.children.empty())
            j["children"] = op.children;
        ops.push_back(j);
    }
    doc["op_info"] = ops;
    out.emplace_back("pipeline_profiling_0.json", doc.dump());
}

void writeRawCsv(const PipelineData& pipe, std::vector<RunFile>& out)
{
    std::string csv =
        csvRow({"op_id", "op_type", "num_workers", "output_queue_size", "output_queue_average_size",
                "output_queue_length", "output_queue_usage_rate", "sample_interval", "parent_id", "children_id"});
    std::deque<std::pair<int, int>> queue{{0, -1}}; // op id, parent id
    while (!queue.empty()) {
        auto [id, parent] = queue.front();
        queue.pop_front();
        const PipeOp* op = pipe.find(id);
        if (!op)
            continue;
        auto children = queueChildren(pipe, *op);
        std::vector<std::string> row{std::to_string(op->id), op->type, std::to_string(op->workers)};
        if (op->hasQueue) {
            double avg = averageOf(op->sizes);
            row.insert(row.end(),
                       {pyList(op->sizes), pyFloat(avg), std::to_string(op->capacity), pyFloat(avg / op->capacity)});
        } else {
            row.insert(row.end(), {"", "", "", ""});
        }
        row.push_back(std::to_string(pipe.samplingMs));
        row.push_back(parent < 0 ? "" : std::to_string(parent));
        row.push_back(children.empty() ? "" : pyList(children));
        csv += csvRow(row);
        for (int c : children)
            queue.emplace_back(c, id);
    }
    out.emplace_back("minddata_pipeline_raw_0.csv", csv);
}

} // namespace

PipelineData planPipeline(const RunPlan& plan)
{
    const RunSpec& s = *plan.spec;
    PipelineData pipe;
    const int norm = s.sinkMode ? 2 : 1; // ids count breadth first from the root (DeviceQueue in sink mode)
    auto op = [&](int id, const char* type, int workers, int capacity, double usage, double cpu,
                  std::vector<int> children) {
        PipeOp p;
        p.id = id;
        p.type = type;
        p.workers = workers;
        p.hasQueue = capacity > 0;
        p.capacity = capacity;
        p.cpu = cpu;
        p.children = std::move(children);
        p.usage = usage;
        pipe.ops.push_back(std::move(p));
    };
    const int epochId = s.sinkMode ? 5 : 4;
    if (s.sinkMode)
        op(0, "DeviceQueueOp", 1, 0, 0, s.cpuDeviceQueue, {epochId});
    op(norm - 1, "BatchOp", 1, plan.hostQueueCapacity, s.usageBatch, s.cpuBatch, {norm});
    op(norm, "MapOp", s.mapWorkers, 128, s.usageNormalize, s.cpuNormalize, {norm + 1});
    op(norm + 1, "MapOp", s.mapWorkers, 128, s.usageAugment, s.cpuAugment, {norm + 2});
    op(norm + 2, "Cifar10Op", 8, 128, s.usageSource, s.cpuSource, {});
    op(epochId, "EpochCtrlOp", 1, 0, 0, 0, {s.sinkMode ? 1 : 0});
    std::sort(pipe.ops.begin(), pipe.ops.end(), [](const PipeOp& a, const PipeOp& b) { return a.id < b.id; });

    XorShift queueRng(streamSeed(s.seed, 5)), cpuRng(streamSeed(s.seed, 6));
    const int samples = static_cast<int>((plan.pipelineEndMs - plan.pipelineStartMs) / pipe.samplingMs);
    for (long long t = plan.pipelineStartMs; t <= plan.pipelineEndMs + pipe.cpuIntervalMs; t += pipe.cpuIntervalMs)
        pipe.cpuTimes.push_back(t);
    const int cpuSamples = static_cast<int>(pipe.cpuTimes.size());
    for (auto& p : pipe.ops) {
        if (p.hasQueue)
            p.sizes = sampleQueue(p.usage, p.capacity, samples, queueRng);
        sampleCpu(p, cpuSamples, cpuRng);
    }
    PipeOp other;
    other.cpu = 45; // the training loop and the framework's own threads
    sampleCpu(other, cpuSamples, cpuRng);
    pipe.otherUser = other.user;
    pipe.otherSys = other.sys;
    return pipe;
}

void writePipelineFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    PipelineData pipe = planPipeline(plan);
    writeProfilingJson(pipe, out);
    writeRawCsv(pipe, out);
    writePipelineSummaryFiles(plan, pipe, out);
}

} // namespace steplens::example
