// A data loader slower than the step can afford (trace). msprof-analyze's data-loader check flags a
// framework event named after the data loader ("dataloader" in the name: torch's
// DataLoader.__next__ frames or enumerate(DataLoader) ranges) lasting 10 ms or more. StepLens takes
// the outermost such calls inside the profiled steps, reports the longest against dataloader_ms and
// costs their time per step, bounded by the device's idle time.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

void ruleSlowDataloader(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& host = ctx.analysis.hostTrace;
    if (!host || host->dataloader.empty())
        return;
    const HostCall* longest = nullptr;
    double ms = 0;
    for (const auto& c : host->dataloader) {
        ms += nanosToMs(double(c.duration));
        if (!longest || c.duration > longest->duration)
            longest = &c;
    }
    const double limitMs = ctx.thresholds.get(ThresholdKey::DataloaderMs);
    const double longestMs = nanosToMs(double(longest->duration));
    if (longestMs <= limitMs)
        return;
    const double perStepMs = ms / host->stepCount;
    const bool singleProcess = io::toLower(longest->name).find("singleprocess") != std::string::npos;

    Finding f;
    f.id = "slow-dataloader";
    f.rank = ctx.profile.rank;
    f.value = longestMs;
    f.threshold = limitMs;
    f.unit = "ms";
    if (auto idle = deviceIdleMs(ctx)) {
        f.impactMs = std::min(perStepMs, *idle);
        f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    } else {
        f.impactEstimated = false;
    }
    f.severity = severityOfCost(ctx, perStepMs);
    f.title = SL_MSG("finding.slow-dataloader.title", "Fetching a batch from the data loader takes up to {time}")
                  .arg("time", fmtMs(longestMs));
    Message callCount =
        host->dataloader.size() == 1
            ? SL_MSG("finding.slow-dataloader.calls.one", "one data-loader call in the profiled steps")
            : SL_MSG("finding.slow-dataloader.calls.many", "{n} data-loader calls in the profiled steps")
                  .arg("n", host->dataloader.size());
    f.explanation = SL_MSG("finding.slow-dataloader.explanation",
                           "The training loop waits for the data loader before it can launch the step, and the "
                           "device waits with it. The trace holds {calls}, {time} per step; the longest, {name}, "
                           "took {longest}, above the {limit} a loader that keeps up needs.{single}")
                        .arg("calls", std::move(callCount))
                        .arg("time", fmtMs(perStepMs))
                        .arg("name", longest->name)
                        .arg("longest", fmtMs(longestMs))
                        .arg("limit", fmtMs(limitMs))
                        .arg("single", singleProcess ? Message(SL_MSG("finding.slow-dataloader.single-process",
                                                                      " It loads in the training process itself "
                                                                      "(num_workers=0)."))
                                                     : Message(std::string()));
    std::vector<const HostCall*> calls;
    for (const auto& c : host->dataloader)
        calls.push_back(&c);
    std::stable_sort(calls.begin(), calls.end(),
                     [](const HostCall* a, const HostCall* b) { return a->duration > b->duration; });
    for (std::size_t i = 0; i < calls.size() && i < 3; ++i) {
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = calls[i]->start;
        e.end = calls[i]->end();
        e.label = SL_MSG("finding.slow-dataloader.evidence.call", "{name}: {time}")
                      .arg("name", calls[i]->name)
                      .arg("time", fmtMs(nanosToMs(double(calls[i]->duration))));
        f.evidence.push_back(std::move(e));
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.slow-dataloader.suggestion.mindspore",
               "Give the dataset more parallel workers and a deeper prefetch, keep the data on fast local disk, "
               "avoid reading packed archives (tar, zip) in the loop, and bind the training processes to separate "
               "CPU cores."),
        SL_MSG("finding.slow-dataloader.suggestion.torch",
               "Load in worker processes (num_workers), pin host memory and prefetch; keep the data on fast local "
               "disk (on ModelArts, /cache), avoid reading packed archives (tar, zip) in the loop, and bind the "
               "training processes to separate CPU cores."));
    f.snippet = frameworkSnippet(fw,
                                 "dataset = dataset.map(operations=transforms, input_columns=['image'],\n"
                                 "                      num_parallel_workers=8)\n"
                                 "ds.config.set_prefetch_size(16)",
                                 "loader = torch.utils.data.DataLoader(dataset, batch_size=bs, num_workers=8,\n"
                                 "                                     pin_memory=True, persistent_workers=True,\n"
                                 "                                     prefetch_factor=4)");
    out.push_back(std::move(f));
}

} // namespace steplens
