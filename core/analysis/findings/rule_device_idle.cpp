// Device idle inside the step (2.x layout). step_trace_time's Free is the time between the first
// and the last device task of a step when the device neither computes nor communicates: it waits
// for the host to launch the next operators. A large share means the step is host-bound.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

// Host API calls that block until the device has finished (api_statistic.csv).
bool isSynchronisation(const std::string& name)
{
    for (const char* s : {"Synchronize", "SyncTaskFinish", "MemCopySync", "aclrtSynchronize"})
        if (name.find(s) != std::string::npos)
            return true;
    return false;
}

void addSyncEvidence(const RuleContext& ctx, double steps, Finding& f)
{
    const auto& api = ctx.profile.ascend->apiStatistic;
    if (!api)
        return;
    std::vector<const ApiStatRow*> syncs;
    for (const auto& r : *api)
        if (isSynchronisation(r.name) && r.totalNs > 0)
            syncs.push_back(&r);
    std::stable_sort(syncs.begin(), syncs.end(), [](auto* a, auto* b) { return a->totalNs > b->totalNs; });
    for (std::size_t i = 0; i < syncs.size() && i < 3; ++i) {
        const ApiStatRow& r = *syncs[i];
        const auto n = static_cast<long long>(steps);
        Evidence e{Evidence::Kind::Operator, "api_statistic.csv: the host waited " + fmtMs(nanosToMs(r.totalNs)) +
                                                 " in " + r.name + " (" + std::to_string(r.count) +
                                                 (r.count == 1 ? " call" : " calls") + ") during the profiled " +
                                                 std::to_string(n) + (n == 1 ? " step" : " steps")};
        e.name = r.name;
        f.evidence.push_back(std::move(e));
    }
}

} // namespace

void ruleDeviceIdle(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (!st || st->free.samples == 0 || st->wall.meanMs <= 0)
        return;
    const double limit = ctx.thresholds.get("free_share_pct");
    if (st->freePct <= limit)
        return;
    const bool torch = ctx.profile.ascend && ctx.profile.ascend->framework == "torch_npu";
    Finding f;
    f.id = "device-idle-in-step";
    f.rank = ctx.profile.rank;
    f.severity = st->freePct > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = "The device idles " + fmtMs(st->free.meanMs) + " inside every step (" + fmtPct(st->freePct) +
              "): the host does not keep up";
    f.explanation = "Free (step_trace_time.csv) is the time inside a step when the device neither computes nor "
                    "communicates. It waits for the host to launch the next operators, to copy data, or for a "
                    "synchronisation to return. Averaged over " +
                    std::to_string(st->free.samples) + (st->free.samples == 1 ? " step" : " steps") + " it is " +
                    fmtMs(st->free.meanMs) + " of a " + fmtMs(st->wall.meanMs) + " step.";
    f.value = st->freePct;
    f.threshold = limit;
    f.unit = "%";
    Evidence steps{Evidence::Kind::Steps};
    steps.steps = stepsWithLargest(*st, StepColumn::Free, 5);
    steps.label = SL_MSG("finding.device-idle.evidence.steps", "steps with the most idle time: {steps}")
                      .arg("steps", stepList(steps.steps));
    f.evidence.push_back(std::move(steps));
    addSyncEvidence(ctx, double(std::max<std::size_t>(st->stepCount, 1)), f);
    // Once the host keeps ahead of the device, the idle time can disappear entirely.
    f.impactMs = st->free.meanMs;
    if (st->wall.meanMs - f.impactMs > 0)
        f.stepsPerSecondIfFixed = 1000.0 / (st->wall.meanMs - f.impactMs);
    if (torch) {
        f.suggestion = "Look at the host side of the step in the timeline (Python and CANN rows above the device "
                       "streams): remove synchronisations from the training step (.item(), .cpu(), printing or "
                       "logging tensors, torch.npu.synchronize()), give the DataLoader more workers, and keep the "
                       "task queue on so operators are launched ahead of the device.";
        f.snippet = "# log every N steps instead of every step, and without forcing a sync\n"
                    "if step % 100 == 0:\n"
                    "    print(loss.detach().float().item())";
    } else {
        f.suggestion = "Look at the host side of the step in the timeline (framework rows above the device streams): "
                       "remove synchronisations from the training step (Tensor.asnumpy(), printing tensors, "
                       "converting outputs to Python numbers every step), compile the step as a graph (jit) instead "
                       "of running it op by op, and give the dataset more parallel workers.";
        f.snippet = "import mindspore as ms\n"
                    "ms.set_context(mode=ms.GRAPH_MODE)  # or decorate the training step with @ms.jit";
    }
    out.push_back(std::move(f));
}

} // namespace steplens
