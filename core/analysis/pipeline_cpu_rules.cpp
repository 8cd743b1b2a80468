#include "analysis/pipeline_cpu_rules.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace steplens {

namespace {

double round2(double v)
{
    return std::round(v * 100.0) / 100.0;
}

std::string stripOp(const std::string& type)
{
    if (type.size() > 2 && type.compare(type.size() - 2, 2, "Op") == 0)
        return type.substr(0, type.size() - 2);
    return type;
}

// Ops that run one thread by design; MindSpore's analyser leaves them out.
bool singleThreaded(const std::string& name)
{
    static const std::set<std::string> kNames{"Barrier", "Concat", "EpochCtrl", "Rename", "Repeat",
                                              "Shuffle", "Skip",   "Take",      "Zip"};
    return kNames.count(name) != 0;
}

PipelineOpStats statsOf(const PipelineOp& op, const CpuUtilization* cpu)
{
    PipelineOpStats s;
    s.opId = op.opId;
    s.name = stripOp(op.opType);
    s.numWorkers = op.numWorkers;
    if (op.hasQueue && op.queueCapacity > 0) {
        if (!op.queueSizes.empty()) {
            double sum = 0;
            long long empty = 0;
            for (int v : op.queueSizes) {
                sum += v;
                if (v == 0)
                    ++empty;
            }
            double average = round2(sum / double(op.queueSizes.size()));
            s.queueUtilizationPct = round2(100.0 * average / op.queueCapacity);
            s.queueEmptyFreqPct = round2(100.0 * double(empty) / double(op.queueSizes.size()));
        } else {
            s.queueUtilizationPct = round2(100.0 * op.usage);
        }
    }
    if (cpu) {
        auto it = cpu->ops.find(op.opId);
        if (it != cpu->ops.end()) {
            const CpuSeries& c = it->second;
            std::size_t n = std::min(c.user.size(), c.sys.size());
            double sum = 0;
            for (std::size_t i = 0; i < n; ++i)
                sum += c.user[i] + c.sys[i];
            s.avgCpuPct = round2(n ? sum / double(n) : 0.0);
            if (op.numWorkers != 0 && s.avgCpuPct >= 0)
                s.cpuPerWorkerPct = round2(s.avgCpuPct / op.numWorkers);
        }
    }
    return s;
}

} // namespace

PipelineCpuAnalysis analyzePipelineCpu(const Pipeline& pipeline, const CpuUtilization* cpu,
                                       const PipelineCpuThresholds& t)
{
    PipelineCpuAnalysis out;
    const std::vector<PipelineOp>& source = pipeline.rawOps.empty() ? pipeline.ops : pipeline.rawOps;
    std::map<int, const PipelineOp*> byId;
    for (const auto& op : source)
        byId.emplace(op.opId, &op);
    std::map<int, PipelineOpStats> stats;
    for (const auto& [id, op] : byId) {
        stats[id] = statsOf(*op, cpu);
        if (stats[id].cpuPerWorkerPct >= 0)
            out.cpuAvailable = true;
    }
    // Input op: follow first children through ops without a queue.
    for (auto& [id, s] : stats) {
        const PipelineOp* cur = byId[id];
        std::set<int> seen{id};
        while (cur && !cur->children.empty()) {
            int child = cur->children.front();
            auto it = byId.find(child);
            if (it == byId.end() || !seen.insert(child).second)
                break;
            if (stats[child].queueUtilizationPct >= 0) {
                s.inputOpId = child;
                break;
            }
            cur = it->second;
        }
    }

    for (const auto& [id, s] : stats) {
        if (singleThreaded(s.name))
            continue;
        if (s.cpuPerWorkerPct >= 0) {
            if (s.cpuPerWorkerPct > t.cpuPerWorkerHigh)
                out.cpuHits.push_back({PipelineCpuFinding::CpuPerWorkerHigh, id, s.cpuPerWorkerPct, 0, s.inputOpId});
            else if (s.cpuPerWorkerPct < t.cpuPerWorkerLow && s.numWorkers > 1)
                out.cpuHits.push_back({PipelineCpuFinding::CpuPerWorkerLow, id, s.cpuPerWorkerPct, 0, s.inputOpId});
        }
        if (s.name == "Batch")
            continue;
        double outQ = s.queueUtilizationPct;
        if (s.inputOpId < 0 && outQ >= 0) {
            if (outQ < t.leafQueueLowPct)
                out.queueHits.push_back({PipelineCpuFinding::LeafQueueLow, id, outQ, 0, -1});
        } else if (s.name == "DeviceQueue" && s.inputOpId >= 0) {
            double empty = stats[s.inputOpId].queueEmptyFreqPct;
            if (empty > t.deviceQueueInputEmptyPct)
                out.queueHits.push_back({PipelineCpuFinding::DeviceQueueInputEmpty, id, empty, 0, s.inputOpId});
        } else if (s.inputOpId >= 0 && outQ >= 0) {
            double inQ = stats[s.inputOpId].queueUtilizationPct;
            if (inQ >= 0 && inQ - outQ > t.inOutGapPct)
                out.queueHits.push_back({PipelineCpuFinding::InputFasterThanOutput, id, inQ, outQ, s.inputOpId});
        }
    }

    // Bottleneck pick: highest op id first, later (lower-id) matches overwrite earlier ones.
    for (auto it = stats.rbegin(); it != stats.rend(); ++it) {
        const PipelineOpStats& s = it->second;
        if (singleThreaded(s.name) || s.name == "DeviceQueue" || s.cpuPerWorkerPct < 0)
            continue; // no CPU sample for this op: MindSpore would compare -1; StepLens does not guess
        if (s.cpuPerWorkerPct > t.cpuPerWorkerHigh) {
            double inQ = s.inputOpId >= 0 ? stats[s.inputOpId].queueUtilizationPct : -1;
            out.bottleneck = PipelineCpuBottleneck{
                s.opId, s.name, PipelineBottleneckFix::RaiseWorkers, s.cpuPerWorkerPct, inQ, s.queueUtilizationPct};
        } else if (s.cpuPerWorkerPct < t.cpuPerWorkerLow && s.inputOpId >= 0) {
            double inQ = stats[s.inputOpId].queueUtilizationPct;
            if (inQ < t.inputQueueLowPct || s.queueUtilizationPct - inQ > t.inOutGapPct)
                out.bottleneck = PipelineCpuBottleneck{s.opId,
                                                       s.name,
                                                       PipelineBottleneckFix::RaisePrefetch,
                                                       s.cpuPerWorkerPct,
                                                       inQ,
                                                       s.queueUtilizationPct};
        }
    }
    if (cpu && !out.cpuAvailable)
        out.notes.push_back("the CPU file has no samples for the pipeline's ops");
    for (auto& [id, s] : stats)
        out.ops.push_back(s);
    return out;
}

} // namespace steplens
