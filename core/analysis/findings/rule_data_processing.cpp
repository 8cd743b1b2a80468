// Rule 2: the host queue runs empty in more than 30 % of the batches (MindInsight >= 1.6) while the
// pipeline rule flags an operator: data processing is the bottleneck, and that operator is why.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleDataProcessing(const RuleContext& ctx, std::vector<Finding>& out)
{
    auto emptyRatio = hostQueueEmptyRatio(ctx.analysis);
    const auto& b = ctx.analysis.pipelineBottleneck;
    const double limit = ctx.thresholds.get(ThresholdKey::HostQueueEmptyRatio);
    if (!emptyRatio || *emptyRatio <= limit || !b || b->flagged.empty() || !ctx.profile.pipeline)
        return;
    const FlaggedPipelineOp* op = primaryPipelineOp(*b);
    if (!op)
        return;
    const PipelineOp* p = ctx.profile.pipeline->find(op->opId);
    const int workers = p ? p->numWorkers : 0;
    const auto& host = *ctx.analysis.hostQueue;

    Finding f;
    f.id = "data-processing-bottleneck";
    f.rank = ctx.profile.rank;
    f.severity = FindingSeverity::High;
    f.title = (workers == 1 ? SL_MSG("finding.data-processing-bottleneck.title-one",
                                     "Data processing is the bottleneck: {op} ({workers} worker) cannot keep up")
                            : SL_MSG("finding.data-processing-bottleneck.title",
                                     "Data processing is the bottleneck: {op} ({workers} workers) cannot keep up"))
                  .arg("op", op->name())
                  .arg("workers", workers);
    std::string why = op->reason == BottleneckReason::InputFullerThanOutput
                          ? "its input queue is " + fmtPct(op->childUsage * 100) + " full while its output queue is " +
                                fmtPct(op->ownUsage * 100) + " full, so batches pile up in front of it"
                          : "it fills its output queue only " + fmtPct(op->ownUsage * 100) + " on average";
    f.explanation = "The host queue that feeds the device was empty when " + std::to_string(host.empty) + " of " +
                    std::to_string(host.total) + " batches were taken (" + fmtPct(*emptyRatio * 100) +
                    "): the device waits for data. In the data pipeline, " + op->name() + " is the slow stage: " + why +
                    ".";
    f.value = *emptyRatio * 100;
    f.threshold = limit * 100;
    f.unit = "%";
    f.evidence.push_back({Evidence::Kind::HostQueue, "host queue empty for " + std::to_string(host.empty) + " of " +
                                                         std::to_string(host.total) + " batches"});
    Evidence e{Evidence::Kind::PipelineOp, op->name() + ": input " + fmtPct(op->childUsage * 100) + ", output " +
                                               fmtPct(op->ownUsage * 100) + ", " + std::to_string(workers) +
                                               " workers"};
    e.pipelineOpId = op->opId;
    f.evidence.push_back(e);
    if (ctx.analysis.pipelineCpu && ctx.analysis.pipelineCpu->cpuAvailable) {
        for (const auto& s : ctx.analysis.pipelineCpu->ops)
            if (s.opId == op->opId && s.cpuPerWorkerPct >= 0) {
                Evidence cpu{Evidence::Kind::Cpu, op->name() + " uses " + fmtPct(s.avgCpuPct) + " CPU, " +
                                                      fmtPct(s.cpuPerWorkerPct) + " per worker"};
                cpu.pipelineOpId = op->opId;
                f.evidence.push_back(cpu);
            }
    }
    // The device waits for data during the iteration gap: that is what a faster pipeline can give back.
    if (ctx.analysis.steps && ctx.analysis.steps->stepCount > 0) {
        f.impactMs = ctx.analysis.steps->interval.meanMs;
        double fixed = ctx.analysis.steps->total.meanMs - f.impactMs;
        if (fixed > 0)
            f.stepsPerSecondIfFixed = 1000.0 / fixed;
    } else {
        f.impactEstimated = false;
    }
    pipelineOpAdvice(*op, workers, f.suggestion, f.snippet);
    out.push_back(std::move(f));
}

} // namespace steplens
