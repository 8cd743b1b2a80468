// Communication that mostly waits (2.x layout, communication.json). A collective moves data only
// once every rank of its group has reached it; until then the early ranks wait (Wait Time). When
// waiting dominates moving data (wait / (wait + transit) above comm_wait_share_pct), the links are
// not the problem: some other rank arrives late. The exposed-communication finding mentions the
// split; this one stands on its own with the operations that wait most. Which ranks it waits for
// is not in one rank's files: Finding::peerRanks is left for the cluster analysis to fill. Where the
// file books no transit time although data moved (CANN 8.3), the link time stands in for it.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

void ruleCommunicationWait(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ts = ctx.analysis.transfers;
    if (!ts || ts->waitNs <= 0)
        return;
    const double share = ts->waitNs / (ts->waitNs + ts->transitNs) * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::CommWaitSharePct);
    if (share <= limit)
        return;
    const double waitMs = nanosToMs(ts->waitNs) / ts->steps;
    const double transitMs = nanosToMs(ts->transitNs) / ts->steps;

    Finding f;
    f.id = "communication-wait";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    // Waiting costs the step only where communication is exposed; balanced ranks would not wait.
    const auto& comm = ctx.analysis.communication;
    if (comm && comm->exposedMs > 0) {
        f.impactMs = std::min(waitMs, comm->exposedMs);
        f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    } else {
        f.impactEstimated = false;
    }
    f.severity = f.impactEstimated ? severityOfCost(ctx, f.impactMs) : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.communication-wait.title",
                     "Communication waits for other ranks {wait} per step and moves data for {transit}")
                  .arg("wait", fmtMs(waitMs))
                  .arg("transit", fmtMs(transitMs));
    f.explanation =
        SL_MSG("finding.communication-wait.explanation",
               "A collective moves data only once every rank of its group has reached it; until then the ranks "
               "that came first wait. In {source} this rank's operations wait {wait} per step and move "
               "data for {transit}. So the links are not what slows the communication down: another rank reaches "
               "the operations later because it computes more, loads its data more slowly, or its host holds it "
               "back. With every rank loaded, the cluster findings compare the ranks and name the slow one.")
            .arg("source", tableSource(ctx.profile, AscendTable::Communication))
            .arg("wait", fmtMs(waitMs))
            .arg("transit", fmtMs(transitMs));
    for (std::size_t i = 0; i < ts->byWait.size() && i < 3; ++i) {
        const CommOp& op = *ts->byWait[i];
        f.evidence.push_back(commOpEvidence(
            op, SL_MSG("finding.communication-wait.evidence.op", "{op}: waited {wait}, moved data for {transit}")
                    .arg("op", commOpName(op))
                    .arg("wait", fmtMs(nanosToMs(op.waitNs)))
                    .arg("transit", fmtMs(nanosToMs(effectiveTransitNs(op))))));
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.communication-wait.suggestion.mindspore",
               "Find the rank that arrives late (compare the ranks' step phases) and even out its work: give every "
               "rank the same amount of data per step (same sequence lengths, drop_remainder=True), balance the "
               "layers between pipeline stages, and keep host work (asnumpy(), printing, data loading) off its "
               "critical path."),
        SL_MSG("finding.communication-wait.suggestion.torch",
               "Find the rank that arrives late (compare the ranks' step phases) and even out its work: give every "
               "rank the same amount of data per step (same sequence lengths, drop_last=True), balance the layers "
               "between pipeline stages, and keep host work (.item(), printing, data loading) off its critical "
               "path."));
    f.snippet =
        frameworkSnippet(fw,
                         "dataset = ds.GeneratorDataset(source, ['data'], num_shards=rank_size, shard_id=rank_id)\n"
                         "dataset = dataset.batch(batch_size, drop_remainder=True)  # equal batches per rank",
                         "sampler = torch.utils.data.distributed.DistributedSampler(dataset, drop_last=True)\n"
                         "loader = torch.utils.data.DataLoader(dataset, batch_size=bs, sampler=sampler,\n"
                         "                                     drop_last=True)  # equal batches per rank");
    out.push_back(std::move(f));
}

} // namespace steplens
