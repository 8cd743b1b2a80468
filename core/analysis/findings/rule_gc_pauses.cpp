// Python garbage-collection pauses (trace). torch_npu records the collector's pauses as "GC" events
// when the profiler's gc_detect_threshold is set; while Python collects, the training loop stops and
// launches nothing. msprof-analyze's GC check lists the pauses of 1 ms or more. StepLens counts
// those inside the profiled steps, costs them per step (bounded by the device's idle time) and
// links the longest to the timeline.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

void ruleGcPauses(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& host = ctx.analysis.hostTrace;
    if (!host || host->gcPauses.empty())
        return;
    const double limitMs = ctx.thresholds.get(ThresholdKey::GcPauseMs);
    std::vector<const HostCall*> pauses;
    double ms = 0;
    for (const auto& p : host->gcPauses)
        if (nanosToMs(double(p.duration)) >= limitMs) {
            pauses.push_back(&p);
            ms += nanosToMs(double(p.duration));
        }
    if (pauses.empty())
        return;
    std::stable_sort(pauses.begin(), pauses.end(),
                     [](const HostCall* a, const HostCall* b) { return a->duration > b->duration; });
    const double perStepMs = ms / host->stepCount;

    Finding f;
    f.id = "gc-pauses";
    f.rank = ctx.profile.rank;
    f.value = nanosToMs(double(pauses.front()->duration));
    f.threshold = limitMs;
    f.unit = "ms";
    if (auto idle = deviceIdleMs(ctx)) {
        f.impactMs = std::min(perStepMs, *idle);
        f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    } else {
        f.impactEstimated = false;
    }
    f.severity = severityOfCost(ctx, perStepMs);
    f.title = (pauses.size() == 1 ? SL_MSG("finding.gc-pauses.title.one",
                                           "Python's garbage collector stopped the training loop for {time}")
                                  : SL_MSG("finding.gc-pauses.title.many",
                                           "Python's garbage collector stopped the training loop {n} times, {time} "
                                           "per step")
                                        .arg("n", pauses.size()))
                  .arg("time", fmtMs(pauses.size() == 1 ? ms : perStepMs));
    f.explanation =
        SL_MSG("finding.gc-pauses.explanation",
               "While Python's cyclic garbage collector runs, the training loop stops: no operator is "
               "launched, and once the queue drains the device waits. The trace holds {n} collections of "
               "{limit} or more in {steps}, {time} in all; the longest took {longest}. Collections come "
               "when many container objects are created, such as lists of tensors kept for logging.")
            .arg("n", pauses.size())
            .arg("limit", fmtMs(limitMs))
            .arg("steps",
                 host->stepCount == 1
                     ? Message(SL_MSG("finding.gc-pauses.one-step", "the profiled step"))
                     : SL_MSG("finding.gc-pauses.steps", "{n} profiled steps").arg("n", fmtCount(host->stepCount)))
            .arg("time", fmtMs(ms))
            .arg("longest", fmtMs(nanosToMs(double(pauses.front()->duration))));
    TimelineSteps windows;
    windows.steps = host->steps;
    for (std::size_t i = 0; i < pauses.size() && i < 5; ++i) {
        const HostCall& p = *pauses[i];
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = p.start;
        e.end = p.end();
        const int step = stepIndexAt(windows, p.start);
        e.label = (step >= 0 ? SL_MSG("finding.gc-pauses.evidence.in-step", "a {time} collection in step {step}")
                                   .arg("step", static_cast<long long>(host->steps[std::size_t(step)].number))
                             : SL_MSG("finding.gc-pauses.evidence.pause", "a {time} collection"))
                      .arg("time", fmtMs(nanosToMs(double(p.duration))));
        f.evidence.push_back(std::move(e));
    }
    f.suggestion = SL_MSG("finding.gc-pauses.suggestion",
                          "Create fewer long-lived container objects in the loop (keep metrics as tensors or numbers, "
                          "not growing lists), break reference cycles, and take the collections out of the step: "
                          "freeze the objects built at start-up so they are no longer scanned, raise the collection "
                          "thresholds, or disable automatic collection and collect every N steps yourself.");
    const std::string code = "import gc\n"
                             "gc.collect(); gc.freeze()  # after building the model: start-up objects are not scanned "
                             "again\n"
                             "gc.set_threshold(100000, 50, 50)  # collect the young generation less often";
    f.snippet = frameworkSnippet(adviceFramework(ctx.profile), code, code);
    out.push_back(std::move(f));
}

} // namespace steplens
