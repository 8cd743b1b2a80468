// Rule 8: communication that the step waits for. All-reduce that overlaps the backward pass is
// free; what runs after the backward pass ends (or, with cluster files, what MindSpore measured as
// "communication alone"; in the 2.x layout, step_trace_time's Communication(Not Overlapped)) adds
// to every step. MindInsight's cluster page flagged it above 10 %.
#include "analysis/communication_stats.h"
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"
#include "analysis/transfer_stats.h"

namespace steplens {

namespace {

// The slowest operations of communication.json (or the database), and whether the time is waiting or moving data.
void addOpEvidence(const Communication& comm, const std::string& source, Finding& f)
{
    auto ops = summarizeCommOps(comm);
    if (ops.empty())
        return;
    for (std::size_t i = 0; i < ops.size() && i < 3; ++i) {
        const auto& o = ops[i];
        Evidence e{Evidence::Kind::Operator};
        e.label = (o.step.empty() ? SL_MSG("finding.exposed-communication.evidence.op",
                                           "{op}: {elapse}, of which {transit} moving data and {wait} waiting")
                                  : SL_MSG("finding.exposed-communication.evidence.op-in-step",
                                           "{op} ({step}): {elapse}, of which {transit} moving data and {wait} waiting")
                                        .arg("step", o.step))
                      .arg("op", o.name)
                      .arg("elapse", fmtMs(o.elapseMs))
                      .arg("transit", fmtMs(nanosToMs(effectiveTransitNs(*o.op))))
                      .arg("wait", fmtMs(o.waitMs));
        e.name = o.name;
        f.evidence.push_back(std::move(e));
    }
    CommTotals t = communicationTotals(comm);
    // CANN 8.3 books transit as idle (Transit Time 0 although data moved): count the link time instead.
    t.transitMs = 0;
    for (const auto& op : comm.ops)
        if (!op.place.total)
            t.transitMs += nanosToMs(effectiveTransitNs(op));
    if (t.elapseMs <= 0)
        return;
    Message split = t.ops == 1 ? SL_MSG("finding.exposed-communication.split.one",
                                        "The operation of {source} spends {transit} of its time moving data and "
                                        "{wait} waiting for the other ranks")
                               : SL_MSG("finding.exposed-communication.split.many",
                                        "The {ops} operations of {source} spend {transit} of their time moving "
                                        "data and {wait} waiting for the other ranks")
                                     .arg("ops", t.ops);
    split.arg("source", source).arg("transit", fmtPct(t.transitPct())).arg("wait", fmtPct(t.waitPct()));
    Message verdict =
        t.waitPct() > 50
            ? SL_MSG("finding.exposed-communication.split.waiting",
                     "{split}: most of it is waiting, so the ranks reach the collective at different times (a "
                     "slower rank, uneven work or data loading) rather than the links being slow.")
        : t.transitPct() > 50
            ? SL_MSG("finding.exposed-communication.split.transit",
                     "{split}: most of it is data transfer, so less or better-overlapped traffic would help.")
            : SL_MSG("finding.exposed-communication.split.idle",
                     "{split}; the rest is idle time inside the operations (launched before their inputs were "
                     "ready).");
    verdict.arg("split", std::move(split));
    f.explanation = SL_MSG("finding.exposed-communication.explanation-with-split", "{explanation} {split}")
                        .arg("explanation", std::move(f.explanation))
                        .arg("split", std::move(verdict));
}

std::size_t stepCount(const RuleContext& ctx)
{
    return ctx.analysis.ascendSteps ? ctx.analysis.ascendSteps->stepCount : 0;
}

} // namespace

void ruleCommunication(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& comm = ctx.analysis.communication;
    if (!comm || comm->stepMs <= 0)
        return;
    const double limit = ctx.thresholds.get(ThresholdKey::CommunicationSharePct);
    if (comm->exposedPct <= limit)
        return;
    const bool v2 = comm->source == "step_trace_time.csv";
    Finding f;
    f.id = "exposed-communication";
    f.rank = ctx.profile.rank;
    f.severity = comm->exposedPct > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.exposed-communication.title", "Communication adds {exposed} to every step ({share})")
                  .arg("exposed", fmtMs(comm->exposedMs))
                  .arg("share", fmtPct(comm->exposedPct));
    if (v2) {
        const std::size_t n = stepCount(ctx);
        Message steps =
            n > 1 ? SL_MSG("finding.exposed-communication.explanation.mean-of", " (mean of {n} steps)").arg("n", n)
                  : Message(std::string());
        f.explanation =
            SL_MSG("finding.exposed-communication.explanation.v2",
                   "Communication that runs while the device computes costs nothing; Communication(Not Overlapped) "
                   "in {source} is the part during which the device does nothing else, so it makes "
                   "every step longer. Here {exposed} of {total} of communication per step{steps} is not hidden "
                   "behind computation, in a step of {step}.")
                .arg("exposed", fmtMs(comm->exposedMs))
                .arg("total", fmtMs(comm->totalMs))
                .arg("steps", std::move(steps))
                .arg("step", fmtMs(comm->stepMs))
                .arg("source", tableSource(ctx.profile, AscendTable::StepTraceTime));
    } else {
        f.explanation =
            SL_MSG("finding.exposed-communication.explanation.v1",
                   "Gradient all-reduce that runs while the backward pass is still computing costs nothing; the part "
                   "that runs after it has finished makes every step longer. Here {exposed} of {total} of "
                   "communication per step is not hidden behind computation (source: {source}).")
                .arg("exposed", fmtMs(comm->exposedMs))
                .arg("total", fmtMs(comm->totalMs))
                .arg("source", comm->source);
    }
    f.value = comm->exposedPct;
    f.threshold = limit;
    f.unit = "%";
    if (v2) {
        Evidence steps{Evidence::Kind::Steps};
        steps.steps = stepsWithLargest(*ctx.analysis.ascendSteps, StepColumn::CommunicationNotOverlapped, 5);
        steps.label = SL_MSG("finding.exposed-communication.evidence.steps",
                             "{source}: steps with the most exposed communication: {steps}")
                          .arg("source", tableSource(ctx.profile, AscendTable::StepTraceTime))
                          .arg("steps", stepList(steps.steps));
        f.evidence.push_back(std::move(steps));
        if (ctx.profile.ascend && ctx.profile.ascend->communication)
            addOpEvidence(*ctx.profile.ascend->communication, tableSource(ctx.profile, AscendTable::Communication), f);
    } else {
        f.evidence.push_back(
            {Evidence::Kind::Steps, comm->source == "cluster analysis"
                                        ? SL_MSG("finding.exposed-communication.evidence.cluster-file",
                                                 "communication_alone of the cluster analysis file")
                                        : SL_MSG("finding.exposed-communication.evidence.reduce-streams",
                                                 "reduce streams of the step trace")});
    }
    // Fusing gradients typically hides most of the exposed part behind the backward pass; count half.
    f.impactMs = comm->exposedMs * 0.5;
    if (comm->stepMs - f.impactMs > 0)
        f.stepsPerSecondIfFixed = 1000.0 / (comm->stepMs - f.impactMs);
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.exposed-communication.suggestion.mindspore",
               "Fuse gradients into fewer, larger all-reduce operations so they start earlier and overlap the backward "
               "pass; in data parallel, set the fusion split points. In model or pipeline parallel, revisit the "
               "sharding strategy so less data crosses devices."),
        SL_MSG("finding.exposed-communication.suggestion.torch",
               "Let gradient communication overlap the backward pass: with DistributedDataParallel, tune bucket_cap_mb "
               "so the first buckets are reduced while later layers still compute; if the operations mostly wait, "
               "even out the work per rank (and the data loading) first. In tensor or pipeline parallel, revisit the "
               "split so less data crosses devices."));
    f.snippet = frameworkSnippet(
        fw,
        v2 ? "import mindspore as ms\nms.set_auto_parallel_context(all_reduce_fusion_config=[20, 35])"
           : "from mindspore import context\ncontext.set_auto_parallel_context(all_reduce_fusion_config=[20, 35])",
        "model = torch.nn.parallel.DistributedDataParallel(\n"
        "    model, device_ids=[local_rank], bucket_cap_mb=25, gradient_as_bucket_view=True)");
    out.push_back(std::move(f));
}

} // namespace steplens
