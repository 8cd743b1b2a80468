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
    Message why = op->reason == BottleneckReason::InputFullerThanOutput
                      ? SL_MSG("finding.data-processing-bottleneck.why-input",
                               "its input queue is {input} full while its output queue is {output} full, so batches "
                               "pile up in front of it")
                            .arg("input", fmtPct(op->childUsage * 100))
                            .arg("output", fmtPct(op->ownUsage * 100))
                      : SL_MSG("finding.data-processing-bottleneck.why-output",
                               "it fills its output queue only {output} on average")
                            .arg("output", fmtPct(op->ownUsage * 100));
    f.explanation = SL_MSG("finding.data-processing-bottleneck.explanation",
                           "The host queue that feeds the device was empty when {empty} of {total} batches were "
                           "taken ({pct}): the device waits for data. In the data pipeline, {op} is the slow stage: "
                           "{why}.")
                        .arg("empty", host.empty)
                        .arg("total", host.total)
                        .arg("pct", fmtPct(*emptyRatio * 100))
                        .arg("op", op->name())
                        .arg("why", why);
    f.value = *emptyRatio * 100;
    f.threshold = limit * 100;
    f.unit = "%";
    f.evidence.push_back({Evidence::Kind::HostQueue,
                          SL_MSG("finding.data-processing-bottleneck.evidence-host", "host queue empty for {empty} of {total} batches")
                              .arg("empty", host.empty)
                              .arg("total", host.total)});
    Evidence e{Evidence::Kind::PipelineOp,
               SL_MSG("finding.data-processing-bottleneck.evidence-op", "{op}: input {input}, output {output}, {workers} workers")
                   .arg("op", op->name())
                   .arg("input", fmtPct(op->childUsage * 100))
                   .arg("output", fmtPct(op->ownUsage * 100))
                   .arg("workers", workers)};
    e.pipelineOpId = op->opId;
    f.evidence.push_back(e);
    if (ctx.analysis.pipelineCpu && ctx.analysis.pipelineCpu->cpuAvailable) {
        for (const auto& s : ctx.analysis.pipelineCpu->ops)
            if (s.opId == op->opId && s.cpuPerWorkerPct >= 0) {
                Evidence cpu{Evidence::Kind::Cpu,
                             SL_MSG("finding.data-processing-bottleneck.evidence-cpu", "{op} uses {cpu} CPU, {per} per worker")
                                 .arg("op", op->name())
                                 .arg("cpu", fmtPct(s.avgCpuPct))
                                 .arg("per", fmtPct(s.cpuPerWorkerPct))};
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
