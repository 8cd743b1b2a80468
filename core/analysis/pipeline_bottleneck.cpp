#include "analysis/pipeline_bottleneck.h"

#include <map>

namespace steplens {

PipelineOpClass pipelineOpClass(const PipelineOp& op)
{
    if (op.children.empty())
        return PipelineOpClass::Source;
    if (op.opType == "MapOp")
        return PipelineOpClass::Map;
    if (op.opType == "GeneratorOp")
        return PipelineOpClass::Generator;
    if (op.opType == "BatchOp")
        return PipelineOpClass::Batch;
    return PipelineOpClass::Other;
}

PipelineBottleneck findPipelineBottleneck(const Pipeline& pipeline, const BottleneckThresholds& t)
{
    PipelineBottleneck result;
    result.thresholds = t;
    if (pipeline.ops.empty())
        return result;
    result.evaluated = true;
    std::map<int, const PipelineOp*> byId;
    for (const auto& op : pipeline.ops)
        byId.emplace(op.opId, &op);

    bool allHigh = true;
    std::vector<const PipelineOp*> leaves;
    for (const auto& op : pipeline.ops) {
        if (!op.parent) {
            // MindInsight keeps the last parentless row as "the root".
            result.rootId = op.opId;
            continue;
        }
        if (op.usage < t.high)
            allHigh = false;
        if (op.children.empty()) {
            leaves.push_back(&op);
            continue;
        }
        FlaggedPipelineOp flag;
        double worstGap = 0;
        for (int c : op.children) {
            auto it = byId.find(c);
            if (it == byId.end()) {
                result.notes.push_back("op " + std::to_string(op.opId) + " names child " + std::to_string(c) +
                                       ", which has no row");
                continue;
            }
            double gap = it->second->usage - op.usage;
            if (gap > t.delta && gap > worstGap) {
                worstGap = gap;
                flag.childId = c;
                flag.childUsage = it->second->usage;
            }
        }
        if (flag.childId >= 0) {
            flag.opId = op.opId;
            flag.opType = op.opType;
            flag.reason = BottleneckReason::InputFullerThanOutput;
            flag.opClass = pipelineOpClass(op);
            flag.ownUsage = op.usage;
            result.flagged.push_back(flag);
        }
    }
    for (const PipelineOp* leaf : leaves) {
        if (leaf->usage < t.low) {
            FlaggedPipelineOp flag;
            flag.opId = leaf->opId;
            flag.opType = leaf->opType;
            flag.reason = BottleneckReason::SourceQueueLow;
            flag.opClass = PipelineOpClass::Source;
            flag.ownUsage = leaf->usage;
            result.flagged.push_back(flag);
        }
    }
    // With no non-root op at all there is nothing "high"; MindInsight's flag stayed true, which reads
    // as a transfer bottleneck on a one-op pipeline. Require at least one non-root op.
    bool anyNonRoot = pipeline.ops.size() > (result.rootId ? 1u : 0u);
    if (allHigh && anyNonRoot) {
        result.allQueuesHigh = true;
        result.flagged.clear();
    }
    return result;
}

std::vector<OpQueueUsage> pipelineQueueUsage(const Pipeline& pipeline)
{
    std::map<int, const PipelineOp*> byId;
    for (const auto& op : pipeline.ops)
        byId.emplace(op.opId, &op);
    std::vector<OpQueueUsage> out;
    out.reserve(pipeline.ops.size());
    for (const auto& op : pipeline.ops) {
        OpQueueUsage u;
        u.opId = op.opId;
        u.opType = op.opType;
        u.hasOutputQueue = op.hasQueue;
        u.outputUsage = op.usage;
        for (int c : op.children) {
            auto it = byId.find(c);
            if (it == byId.end())
                continue;
            u.inputUsage.emplace_back(c, it->second->usage);
            if (!u.maxInputUsage || it->second->usage > *u.maxInputUsage)
                u.maxInputUsage = it->second->usage;
        }
        out.push_back(std::move(u));
    }
    return out;
}

} // namespace steplens
