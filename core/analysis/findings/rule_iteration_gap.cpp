// Rule 1: long iteration gap. The gap is the time between the end of one step and the start of the
// next forward pass: the device waits for the next batch. MindInsight flagged it above 0.5 ms.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

void ruleIterationGap(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& steps = ctx.analysis.steps;
    if (!steps || steps->stepCount == 0)
        return;
    const double gap = steps->interval.meanMs;
    const double total = steps->total.meanMs;
    const double limit = ctx.thresholds.get("iteration_gap_ms");
    if (gap <= limit || total <= 0)
        return;
    const double share = gap / total * 100.0;

    Finding f;
    f.id = "long-iteration-gap";
    f.rank = ctx.profile.rank;
    f.severity = share > ctx.thresholds.get("iteration_gap_share_high_pct")
                     ? FindingSeverity::High
                     : (share > ctx.thresholds.get("iteration_gap_share_moderate_pct") ? FindingSeverity::Moderate
                                                                                        : FindingSeverity::Info);
    f.title = "Steps wait " + fmtMs(gap) + " for data (" + fmtPct(share) + " of the step)";
    f.explanation =
        "The iteration gap is the time from the end of one step to the start of the next forward pass. The device "
        "does no work then: it waits for the next batch to arrive. Averaged over " +
        std::to_string(steps->stepCount) + " steps it is " + fmtMs(gap) + " of a " + fmtMs(total) +
        " step. The findings about the data pipeline and the queues below say where the batch is held up.";
    f.value = gap;
    f.threshold = limit;
    f.unit = "ms";

    // Evidence: the steps with the longest gaps, so they can be selected in the step chart.
    const StepTrace& trace = *ctx.profile.stepTrace;
    std::vector<std::pair<Nanos, long long>> byGap;
    for (std::size_t i = steps->skipped; i < trace.steps.size(); ++i)
        byGap.emplace_back(trace.steps[i].iterationInterval, trace.steps[i].stepNum);
    std::sort(byGap.begin(), byGap.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    Evidence all{Evidence::Kind::Steps, "all " + std::to_string(steps->stepCount) + " steps: median gap " +
                                            fmtMs(steps->interval.medianMs) + ", p90 " + fmtMs(steps->interval.p90Ms)};
    f.evidence.push_back(all);
    Evidence worst{Evidence::Kind::Steps, "longest gaps"};
    for (std::size_t i = 0; i < byGap.size() && i < 5; ++i)
        worst.steps.push_back(byGap[i].second);
    if (!worst.steps.empty()) {
        worst.label = "longest gaps: steps";
        for (auto s : worst.steps)
            worst.label += " " + std::to_string(s);
        f.evidence.push_back(worst);
    }

    // If the data path kept up, the gap would shrink to (at best) nothing.
    f.impactMs = gap;
    double fixed = total - gap;
    if (fixed > 0) {
        f.stepsPerSecondIfFixed = 1000.0 / fixed;
        if (ctx.analysis.steps->samplesPerSecond && steps->stepsPerSecond > 0)
            f.samplesPerSecondIfFixed = *f.stepsPerSecondIfFixed * (*steps->samplesPerSecond / steps->stepsPerSecond);
    }
    bool sink = ctx.profile.hostQueue && ctx.profile.hostQueue->sinkMode;
    f.suggestion = sink ? "Make the input pipeline keep up: see the data-pipeline and queue findings for the operator "
                          "that holds batches back."
                        : "Make the input pipeline keep up (see the data-pipeline and queue findings), and train in "
                          "dataset sink mode so batches are sent to the device ahead of the step.";
    if (!sink)
        f.snippet = "model.train(epochs, train_dataset, dataset_sink_mode=True)";
    out.push_back(std::move(f));
}

} // namespace steplens
