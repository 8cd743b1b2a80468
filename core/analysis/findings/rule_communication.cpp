// Rule 8: communication that the step waits for. All-reduce that overlaps the backward pass is
// free; what runs after the backward pass ends (or, with cluster files, what MindSpore measured as
// "communication alone") adds to every step. MindInsight's cluster page flagged it above 10 %.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleCommunication(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& comm = ctx.analysis.communication;
    if (!comm || comm->stepMs <= 0)
        return;
    const double limit = ctx.thresholds.get("communication_share_pct");
    if (comm->exposedPct <= limit)
        return;
    Finding f;
    f.id = "exposed-communication";
    f.rank = ctx.profile.rank;
    f.severity = comm->exposedPct > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = "Communication adds " + fmtMs(comm->exposedMs) + " to every step (" + fmtPct(comm->exposedPct) + ")";
    f.explanation = "Gradient all-reduce that runs while the backward pass is still computing costs nothing; the part "
                    "that runs after it has finished makes every step longer. Here " +
                    fmtMs(comm->exposedMs) + " of " + fmtMs(comm->totalMs) +
                    " of communication per step is not hidden behind computation (source: " + comm->source + ").";
    f.value = comm->exposedPct;
    f.threshold = limit;
    f.unit = "%";
    f.evidence.push_back({Evidence::Kind::Steps, "reduce streams of the step trace"});
    // Fusing gradients typically hides most of the exposed part behind the backward pass; count half.
    f.impactMs = comm->exposedMs * 0.5;
    if (comm->stepMs - f.impactMs > 0)
        f.stepsPerSecondIfFixed = 1000.0 / (comm->stepMs - f.impactMs);
    f.suggestion = "Fuse gradients into fewer, larger all-reduce operations so they start earlier and overlap the "
                   "backward pass; in data parallel, set the fusion split points. In model or pipeline parallel, "
                   "revisit the sharding strategy so less data crosses devices.";
    f.snippet = "from mindspore import context\n"
                "context.set_auto_parallel_context(all_reduce_fusion_config=[20, 35])";
    out.push_back(std::move(f));
}

} // namespace steplens
