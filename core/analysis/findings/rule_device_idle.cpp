// Device idle inside the step (2.x layout). step_trace_time's Free is the time between the first
// and the last device task of a step when the device neither computes nor communicates: it waits
// for the host to launch the next operators. A large share means the step is host-bound. What
// holds the host back has findings of its own (host-synchronisation, operator-compilation,
// gc-pauses, slow-dataloader), so this one only measures.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

void ruleDeviceIdle(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (!st || st->free.samples == 0 || st->wall.meanMs <= 0)
        return;
    const double limit = ctx.thresholds.get(ThresholdKey::FreeSharePct);
    if (st->freePct <= limit)
        return;
    Finding f;
    f.id = "device-idle-in-step";
    f.rank = ctx.profile.rank;
    f.severity = st->freePct > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.device-idle.title",
                     "The device idles {free} inside every step ({share}): the host does not keep up")
                  .arg("free", fmtMs(st->free.meanMs))
                  .arg("share", fmtPct(st->freePct));
    f.explanation = (st->free.samples == 1
                         ? SL_MSG("finding.device-idle.explanation.one",
                                  "Free ({source}) is the time inside a step when the device neither "
                                  "computes nor communicates. It waits for the host to launch the next operators, to "
                                  "copy data, or for a synchronisation to return. In the one profiled step it is "
                                  "{free} of a {step} step. Where the profile shows what kept the host busy, the host "
                                  "findings (synchronisation, compilation, garbage collection, data loading) name it.")
                         : SL_MSG("finding.device-idle.explanation.many",
                                  "Free ({source}) is the time inside a step when the device neither "
                                  "computes nor communicates. It waits for the host to launch the next operators, to "
                                  "copy data, or for a synchronisation to return. Averaged over {n} steps it is "
                                  "{free} of a {step} step. Where the profile shows what kept the host busy, the host "
                                  "findings (synchronisation, compilation, garbage collection, data loading) name it.")
                               .arg("n", st->free.samples))
                        .arg("source", tableSource(ctx.profile, AscendTable::StepTraceTime))
                        .arg("free", fmtMs(st->free.meanMs))
                        .arg("step", fmtMs(st->wall.meanMs));
    f.value = st->freePct;
    f.threshold = limit;
    f.unit = "%";
    Evidence steps{Evidence::Kind::Steps};
    steps.steps = stepsWithLargest(*st, StepColumn::Free, 5);
    steps.label = SL_MSG("finding.device-idle.evidence.steps", "steps with the most idle time: {steps}")
                      .arg("steps", stepList(steps.steps));
    f.evidence.push_back(std::move(steps));
    // Once the host keeps ahead of the device, the idle time can disappear entirely.
    f.impactMs = st->free.meanMs;
    if (st->wall.meanMs - f.impactMs > 0)
        f.stepsPerSecondIfFixed = 1000.0 / (st->wall.meanMs - f.impactMs);
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.device-idle.suggestion.mindspore",
               "Look at the host side of the step in the timeline (framework rows above the device streams): remove "
               "synchronisations from the training step (Tensor.asnumpy(), printing tensors, converting outputs to "
               "Python numbers every step), compile the step as a graph (jit) instead of running it op by op, and "
               "give the dataset more parallel workers."),
        SL_MSG("finding.device-idle.suggestion.torch",
               "Look at the host side of the step in the timeline (Python and CANN rows above the device streams): "
               "remove synchronisations from the training step (.item(), .cpu(), printing or logging tensors, "
               "torch.npu.synchronize()), give the DataLoader more workers, and keep the task queue on so operators "
               "are launched ahead of the device."));
    f.snippet = frameworkSnippet(fw,
                                 "import mindspore as ms\n"
                                 "ms.set_context(mode=ms.GRAPH_MODE)  # or decorate the training step with @ms.jit",
                                 "# log every N steps instead of every step, and without forcing a sync\n"
                                 "if step % 100 == 0:\n"
                                 "    print(loss.detach().float().item())");
    out.push_back(std::move(f));
}

} // namespace steplens
