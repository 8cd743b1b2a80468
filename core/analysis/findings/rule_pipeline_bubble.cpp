// Pipeline-parallel bubble (2.x layout). step_trace_time.csv has Stage and Bubble columns: Bubble is
// the time a pipeline stage spends in receive operations waiting for activations or gradients of
// the neighbouring stage; with too few micro-batches the stages idle while the pipeline fills and
// drains. msprof-analyze's pipeline analysis compares the stages; per rank, StepLens reports the
// bubble's share of the step above pp_bubble_share_pct. torch_npu counts only hcom_receive
// operations in Bubble, so a run that exchanges with batchSendRecv shows 0 there: when
// profiler_metadata.json says pipeline parallel and Bubble is 0, the wait time of the point-to-point
// operations of communication.json stands in for it, and the finding says so.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

// This rank's place in its pipeline group ("pp"), as "stage 1 of 2"; empty when unknown.
Message stageOf(const RuleContext& ctx, int& stages)
{
    stages = 0;
    const auto& md = ctx.profile.ascend->metadata;
    if (!md)
        return {};
    const int rank = md->rank ? *md->rank : ctx.profile.rank;
    if (md->pipelineParallel)
        stages = *md->pipelineParallel;
    for (const auto& g : md->parallelGroups) {
        if (g.groupName != "pp")
            continue;
        auto it = std::find(g.globalRanks.begin(), g.globalRanks.end(), rank);
        if (it == g.globalRanks.end())
            continue;
        stages = int(g.globalRanks.size());
        return SL_MSG("finding.pipeline-bubble.stage", "stage {n} of {stages}")
            .arg("n", static_cast<long long>(it - g.globalRanks.begin()) + 1)
            .arg("stages", stages);
    }
    return {};
}

} // namespace

void rulePipelineBubble(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (!st || st->wall.meanMs <= 0 || !ctx.profile.ascend || !ctx.profile.ascend->stepTraceTime)
        return;
    const StepTraceTime& table = *ctx.profile.ascend->stepTraceTime;
    if (!table.has(StepColumn::Stage) || !table.has(StepColumn::Bubble))
        return;
    int stages = 0;
    Message stage = stageOf(ctx, stages);
    double bubbleMs = st->mean(StepColumn::Bubble).value_or(0.0);
    bool estimated = false;
    double p2pWaitMs = 0;
    if (bubbleMs <= 0) {
        const auto& comm = ctx.profile.ascend->communication;
        if (stages < 2 || !comm || !ctx.analysis.transfers)
            return;
        for (const CommOp& op : comm->ops)
            if (!op.place.total && op.place.kind == "p2p")
                p2pWaitMs += nanosToMs(op.waitNs);
        bubbleMs = p2pWaitMs / ctx.analysis.transfers->steps;
        estimated = true;
    }
    const double share = bubbleMs / st->wall.meanMs * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::PpBubbleSharePct);
    if (bubbleMs <= 0 || share <= limit)
        return;

    Finding f;
    f.id = "pipeline-bubble";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    // Twice the micro-batches per step roughly halve the bubble's share.
    f.impactMs = bubbleMs * 0.5;
    f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    f.severity = severityOfCost(ctx, bubbleMs);
    f.title = (stage.empty() ? SL_MSG("finding.pipeline-bubble.title",
                                      "This pipeline stage waits {bubble} per step for the other stages ({share})")
                             : SL_MSG("finding.pipeline-bubble.title.stage",
                                      "Pipeline {stage} waits {bubble} per step for the other stages ({share})")
                                   .arg("stage", stage))
                  .arg("bubble", fmtMs(bubbleMs))
                  .arg("share", fmtPct(share));
    Message measured =
        estimated ? SL_MSG("finding.pipeline-bubble.measured.p2p",
                           "torch_npu counts only hcom_receive operations in {steps}'s Bubble, which is 0 "
                           "here although {metadata} says the run has {stages} pipeline stages; the wait "
                           "time of the point-to-point operations in {communication}, {wait} per step, stands in "
                           "for it.")
                        .arg("steps", tableSource(ctx.profile, AscendTable::StepTraceTime))
                        .arg("metadata", tableSource(ctx.profile, AscendTable::Metadata))
                        .arg("communication", tableSource(ctx.profile, AscendTable::Communication))
                        .arg("stages", stages)
                        .arg("wait", fmtMs(bubbleMs))
                  : SL_MSG("finding.pipeline-bubble.measured.column",
                           "Bubble in {source}, the time the stage spends in receive operations, is "
                           "{bubble} per step in a {step} step.")
                        .arg("source", tableSource(ctx.profile, AscendTable::StepTraceTime))
                        .arg("bubble", fmtMs(bubbleMs))
                        .arg("step", fmtMs(st->wall.meanMs));
    f.explanation = SL_MSG("finding.pipeline-bubble.explanation",
                           "In pipeline parallel each stage waits for the activations of the stage before it and the "
                           "gradients of the stage after it; with too few micro-batches per step, the stages idle "
                           "while the pipeline fills and drains. {measured}")
                        .arg("measured", std::move(measured));
    Evidence steps{Evidence::Kind::Steps};
    steps.steps = stepsWithLargest(*st, StepColumn::Bubble, 5);
    steps.label = SL_MSG("finding.pipeline-bubble.evidence.steps", "steps with the largest Bubble: {steps}")
                      .arg("steps", stepList(steps.steps));
    if (!estimated)
        f.evidence.push_back(std::move(steps));
    if (estimated) {
        std::vector<const CommOp*> p2p;
        for (const CommOp& op : ctx.profile.ascend->communication->ops)
            if (!op.place.total && op.place.kind == "p2p" && op.waitNs > 0)
                p2p.push_back(&op);
        std::stable_sort(p2p.begin(), p2p.end(),
                         [](const CommOp* a, const CommOp* b) { return a->waitNs > b->waitNs; });
        for (std::size_t i = 0; i < p2p.size() && i < 3; ++i)
            f.evidence.push_back(
                commOpEvidence(*p2p[i], SL_MSG("finding.pipeline-bubble.evidence.p2p", "{op}: waited {wait}")
                                            .arg("op", commOpName(*p2p[i]))
                                            .arg("wait", fmtMs(nanosToMs(p2p[i]->waitNs)))));
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.pipeline-bubble.suggestion.mindspore",
               "Run more micro-batches per step (PipelineCell's micro_size, at least four times the number of "
               "stages), use the interleaved 1F1B schedule, and balance the layers so no stage is slower than the "
               "others."),
        SL_MSG("finding.pipeline-bubble.suggestion.torch",
               "Run more micro-batches per step (global batch size ÷ (micro-batch size × data-parallel size), at "
               "least four times the number of stages), use the interleaved 1F1B schedule (virtual pipeline "
               "stages), and balance the layers so no stage is slower than the others."));
    f.snippet = frameworkSnippet(fw,
                                 "net = nn.PipelineCell(net, micro_size=8)  # more micro-batches per step\n"
                                 "ms.set_auto_parallel_context(pipeline_stages=2, pipeline_config={\n"
                                 "    'pipeline_interleave': True, 'pipeline_scheduler': '1f1b'})",
                                 "# Megatron / MindSpeed arguments: 64 / (1 x DP) micro-batches per step, interleaved\n"
                                 "--micro-batch-size 1 --global-batch-size 64 \\\n"
                                 "--num-layers-per-virtual-pipeline-stage 2");
    out.push_back(std::move(f));
}

} // namespace steplens
