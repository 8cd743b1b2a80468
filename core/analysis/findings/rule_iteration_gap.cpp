// Rule 1: long iteration gap. The gap is the time between the end of one step and the start of the
// next forward pass: the device waits for the next batch. MindInsight flagged it above 0.5 ms.
// In the 2.x layout the same role is played by step_trace_time's Preparing (from the start of the
// step on the host to the first device task), judged with the same thresholds.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

// What the rule needs, whichever file measured the gap.
struct GapSource {
    double gapMs = 0;
    double totalMs = 0;
    std::size_t stepCount = 0;
    double medianMs = 0, p90Ms = 0;
    std::vector<long long> worstSteps; // longest gaps first
    Message title;
    Message explanation;
    Message allStepsLabel; // "all 20 steps: median gap 1.20 ms, p90 1.50 ms"
    Message longestLabel;  // "longest gaps", "longest Preparing"
};

std::optional<GapSource> fromStepTrace(const RuleContext& ctx)
{
    const auto& steps = ctx.analysis.steps;
    if (!steps || steps->stepCount == 0 || !ctx.profile.stepTrace)
        return std::nullopt;
    GapSource g;
    g.gapMs = steps->interval.meanMs;
    g.totalMs = steps->total.meanMs;
    g.stepCount = steps->stepCount;
    g.medianMs = steps->interval.medianMs;
    g.p90Ms = steps->interval.p90Ms;
    const StepTrace& trace = *ctx.profile.stepTrace;
    // The five longest gaps, the earlier step first among equal ones: only those five are ordered.
    std::vector<std::size_t> byGap;
    byGap.reserve(trace.steps.size() - std::min(steps->skipped, trace.steps.size()));
    for (std::size_t i = steps->skipped; i < trace.steps.size(); ++i)
        byGap.push_back(i);
    const std::size_t worst = std::min<std::size_t>(5, byGap.size());
    std::partial_sort(byGap.begin(), byGap.begin() + std::ptrdiff_t(worst), byGap.end(),
                      [&trace](std::size_t a, std::size_t b) {
                          const Nanos gapA = trace.steps[a].iterationInterval, gapB = trace.steps[b].iterationInterval;
                          return gapA > gapB || (gapA == gapB && a < b);
                      });
    for (std::size_t i = 0; i < worst; ++i)
        g.worstSteps.push_back(trace.steps[byGap[i]].stepNum);
    const double share = g.totalMs > 0 ? g.gapMs / g.totalMs * 100.0 : 0.0;
    g.title = SL_MSG("finding.iteration-gap.title", "Steps wait {gap} for data ({share} of the step)")
                  .arg("gap", fmtMs(g.gapMs))
                  .arg("share", fmtPct(share));
    g.explanation =
        SL_MSG("finding.iteration-gap.explanation",
               "The iteration gap is the time from the end of one step to the start of the next forward pass. The "
               "device does no work then: it waits for the next batch to arrive. Averaged over {n} steps it is {gap} "
               "of a {step} step. The findings about the data pipeline and the queues below say where the batch is "
               "held up.")
            .arg("n", g.stepCount)
            .arg("gap", fmtMs(g.gapMs))
            .arg("step", fmtMs(g.totalMs));
    g.allStepsLabel =
        SL_MSG("finding.iteration-gap.evidence.all-steps", "all {n} steps: median gap {median}, p90 {p90}")
            .arg("n", g.stepCount)
            .arg("median", fmtMs(g.medianMs))
            .arg("p90", fmtMs(g.p90Ms));
    g.longestLabel = SL_MSG("finding.iteration-gap.longest-gaps", "longest gaps");
    return g;
}

std::optional<GapSource> fromPreparing(const RuleContext& ctx)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (!st || st->preparing.samples == 0)
        return std::nullopt;
    GapSource g;
    g.gapMs = st->preparing.meanMs;
    g.totalMs = st->wall.meanMs;
    g.stepCount = st->preparing.samples;
    g.medianMs = st->preparing.medianMs;
    g.p90Ms = st->preparing.p90Ms;
    g.worstSteps = stepsWithLargest(*st, StepColumn::Preparing, 5);
    g.title = SL_MSG("finding.iteration-gap.preparing.title",
                     "Steps spend {preparing} before the first device task ({share} of the step)")
                  .arg("preparing", fmtMs(g.gapMs))
                  .arg("share", fmtPct(st->preparingPct));
    g.explanation = (g.stepCount == 1 ? SL_MSG("finding.iteration-gap.preparing.explanation.one",
                                               "Preparing ({source}) is the time from the start of a step "
                                               "on the host to the first computation or communication task on the "
                                               "device: loading and copying the batch, and launching the first "
                                               "operators. The device does no work then. In the one profiled step it "
                                               "is {preparing} of a {step} step (Preparing + Computing + "
                                               "Communication(Not Overlapped) + Free).")
                                      : SL_MSG("finding.iteration-gap.preparing.explanation.many",
                                               "Preparing ({source}) is the time from the start of a step "
                                               "on the host to the first computation or communication task on the "
                                               "device: loading and copying the batch, and launching the first "
                                               "operators. The device does no work then. Averaged over {n} steps it "
                                               "is {preparing} of a {step} step (Preparing + Computing + "
                                               "Communication(Not Overlapped) + Free).")
                                            .arg("n", g.stepCount))
                        .arg("source", tableSource(ctx.profile, AscendTable::StepTraceTime))
                        .arg("preparing", fmtMs(g.gapMs))
                        .arg("step", fmtMs(g.totalMs));
    g.allStepsLabel = (g.stepCount == 1 ? SL_MSG("finding.iteration-gap.preparing.evidence.one-step",
                                                 "the one step: Preparing {median}")
                                        : SL_MSG("finding.iteration-gap.preparing.evidence.all-steps",
                                                 "all {n} steps: median Preparing {median}, p90 {p90}")
                                              .arg("n", g.stepCount)
                                              .arg("p90", fmtMs(g.p90Ms)))
                          .arg("median", fmtMs(g.medianMs));
    g.longestLabel = SL_MSG("finding.iteration-gap.longest-preparing", "longest Preparing");
    return g;
}

void reportGap(const RuleContext& ctx, const GapSource& g, std::vector<Finding>& out)
{
    const double limit = ctx.thresholds.get(ThresholdKey::IterationGapMs);
    if (g.gapMs <= limit || g.totalMs <= 0)
        return;
    const double share = g.gapMs / g.totalMs * 100.0;
    Finding f;
    f.id = "long-iteration-gap";
    f.rank = ctx.profile.rank;
    f.severity =
        share > ctx.thresholds.get(ThresholdKey::IterationGapShareHighPct)
            ? FindingSeverity::High
            : (share > ctx.thresholds.get(ThresholdKey::IterationGapShareModeratePct) ? FindingSeverity::Moderate
                                                                                      : FindingSeverity::Info);
    f.title = g.title;
    f.explanation = g.explanation;
    f.value = g.gapMs;
    f.threshold = limit;
    f.unit = "ms";
    // Evidence: the steps with the longest gaps, so they can be selected in the step chart.
    f.evidence.push_back({Evidence::Kind::Steps, g.allStepsLabel});
    if (!g.worstSteps.empty()) {
        Evidence worst{Evidence::Kind::Steps};
        worst.steps = g.worstSteps;
        worst.label = SL_MSG("finding.iteration-gap.evidence.worst-steps", "{longest}: steps {steps}")
                          .arg("longest", g.longestLabel)
                          .arg("steps", stepList(worst.steps));
        f.evidence.push_back(worst);
    }
    // If the data path kept up, the gap would shrink to (at best) nothing.
    f.impactMs = g.gapMs;
    double fixed = g.totalMs - g.gapMs;
    if (fixed > 0) {
        f.stepsPerSecondIfFixed = 1000.0 / fixed;
        const auto& steps = ctx.analysis.steps;
        if (steps && steps->samplesPerSecond && steps->stepsPerSecond > 0)
            f.samplesPerSecondIfFixed = *f.stepsPerSecondIfFixed * (*steps->samplesPerSecond / steps->stepsPerSecond);
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    const bool sink = ctx.profile.hostQueue && ctx.profile.hostQueue->sinkMode;
    Message torchAdvice = SL_MSG("finding.iteration-gap.suggestion.torch",
                                 "Make the input pipeline keep up: give the DataLoader more workers, pin host memory "
                                 "and copy batches asynchronously so the next batch is on the device when the step "
                                 "starts.");
    const std::string torchSnippet =
        "loader = torch.utils.data.DataLoader(dataset, batch_size=bs, num_workers=8,\n"
        "                                     pin_memory=True, persistent_workers=True, prefetch_factor=4)\n"
        "batch = batch.to('npu', non_blocking=True)";
    if (sink) {
        f.suggestion = frameworkSuggestion(fw,
                                           SL_MSG("finding.iteration-gap.suggestion.sink",
                                                  "Make the input pipeline keep up: see the data-pipeline and queue "
                                                  "findings for the operator that holds batches back."),
                                           std::move(torchAdvice));
        f.snippet = frameworkSnippet(fw, std::string(), torchSnippet);
    } else {
        f.suggestion = frameworkSuggestion(fw,
                                           SL_MSG("finding.iteration-gap.suggestion.mindspore",
                                                  "Make the input pipeline keep up (see the data-pipeline and queue "
                                                  "findings), and train in dataset sink mode so batches are sent to "
                                                  "the device ahead of the step."),
                                           std::move(torchAdvice));
        f.snippet = frameworkSnippet(fw, "model.train(epochs, train_dataset, dataset_sink_mode=True)", torchSnippet);
    }
    out.push_back(std::move(f));
}

} // namespace

void ruleIterationGap(const RuleContext& ctx, std::vector<Finding>& out)
{
    // A 1.x step trace (also written by MindSpore 2.3/2.4 next to the new files) measures the gap
    // itself; Preparing stands in for it only when there is none.
    if (auto g = fromStepTrace(ctx))
        reportGap(ctx, *g, out);
    else if (auto p = fromPreparing(ctx))
        reportGap(ctx, *p, out);
}

} // namespace steplens
