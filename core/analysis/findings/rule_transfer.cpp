// Rule 3: sending batches to the device is the limit.
//  (a) the host queue is healthy but the chip-side (device) queue runs empty: batches are ready on
//      the host and do not reach the device in time (MindInsight's "data transmission" status);
//  (b) the host queue runs empty although every pipeline queue is above the high threshold: the
//      pipeline has batches ready, but the op that hands them to the device cannot send them fast
//      enough (MindInsight returned nothing here);
//  (c) not in dataset sink mode while steps wait for data: every step hands its batch over itself.
// Outside sink mode the fix is sink mode; inside it, send less per batch or queue more ahead.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleTransfer(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& a = ctx.analysis;
    auto hostEmpty = hostQueueEmptyRatio(a);
    auto chipEmpty = chipQueueEmptyRatio(a);
    if (!hostEmpty)
        return;
    const double hostLimit = ctx.thresholds.get(ThresholdKey::HostQueueEmptyRatio);
    const double chipLimit = ctx.thresholds.get(ThresholdKey::ChipQueueEmptyRatio);
    const bool sinkMode = ctx.profile.hostQueue && ctx.profile.hostQueue->sinkMode;
    const bool gapLong = a.steps && a.steps->stepCount > 0 &&
                         a.steps->interval.meanMs > ctx.thresholds.get(ThresholdKey::IterationGapMs);
    const bool pipelineFull = a.pipelineBottleneck && a.pipelineBottleneck->allQueuesHigh;

    enum class Why { None, ChipStarved, PipelineFullHostEmpty, NotSinkMode } why = Why::None;
    if (*hostEmpty <= hostLimit && chipEmpty && *chipEmpty > chipLimit)
        why = Why::ChipStarved;
    else if (*hostEmpty > hostLimit && pipelineFull)
        why = Why::PipelineFullHostEmpty;
    else if (!sinkMode && gapLong)
        why = Why::NotSinkMode;
    if (why == Why::None)
        return;

    const auto& host = *a.hostQueue;
    Finding f;
    f.id = sinkMode ? "device-transfer-limit" : "host-to-device-transfer";
    f.rank = ctx.profile.rank;
    Evidence hostEv{Evidence::Kind::HostQueue,
                    SL_MSG("finding.transfer.evidence-host", "host queue empty for {empty} of {total} batches ({pct})")
                        .arg("empty", host.empty)
                        .arg("total", host.total)
                        .arg("pct", fmtPct(*hostEmpty * 100))};
    f.evidence.push_back(hostEv);
    switch (why) {
    case Why::ChipStarved:
        f.severity = FindingSeverity::High;
        f.title = SL_MSG("finding.device-transfer-limit.title",
                         "Batches wait on the host: the device queue was empty for {pct} of GetNext calls")
                      .arg("pct", fmtPct(*chipEmpty * 100));
        f.explanation = SL_MSG("finding.device-transfer-limit.explanation",
                               "The host queue is healthy (empty for only {host} of the batches), yet the device-side "
                               "queue was empty when {empty} of {total} GetNext calls ran. The data is ready on the "
                               "host and does not reach the device in time: the host-to-device transfer is the limit.")
                            .arg("host", fmtPct(*hostEmpty * 100))
                            .arg("empty", a.chipQueue->empty)
                            .arg("total", a.chipQueue->total);
        f.value = *chipEmpty * 100;
        f.threshold = chipLimit * 100;
        f.evidence.push_back({Evidence::Kind::ChipQueue,
                              SL_MSG("finding.device-transfer-limit.evidence-device",
                                     "device queue empty for {empty} of {total} GetNext calls")
                                  .arg("empty", a.chipQueue->empty)
                                  .arg("total", a.chipQueue->total)});
        break;
    case Why::PipelineFullHostEmpty:
        f.severity = FindingSeverity::High;
        f.title = SL_MSG("finding.device-send-limit.title",
                         "Sending to the device is the limit: every pipeline queue is full, the host queue runs empty");
        f.explanation = SL_MSG("finding.device-send-limit.explanation",
                               "Every data-pipeline queue is more than {full} full, so the pipeline has batches ready, "
                               "yet the host queue was empty for {host} of the batches. The operator that hands "
                               "batches to the device cannot send them as fast as the pipeline produces them.")
                            .arg("full", fmtPct(a.pipelineBottleneck->thresholds.high * 100))
                            .arg("host", fmtPct(*hostEmpty * 100));
        f.value = *hostEmpty * 100;
        f.threshold = hostLimit * 100;
        f.evidence.push_back({Evidence::Kind::PipelineOp,
                              SL_MSG("finding.device-send-limit.evidence-queues", "all pipeline queues above {full}")
                                  .arg("full", fmtPct(a.pipelineBottleneck->thresholds.high * 100))});
        break;
    case Why::NotSinkMode:
    case Why::None:
        f.severity = FindingSeverity::Info;
        f.title = SL_MSG("finding.host-to-device-transfer.title",
                         "Not in dataset sink mode: each step hands its batch to the device itself");
        f.explanation = SL_MSG("finding.host-to-device-transfer.explanation",
                               "This run reads batches through the dataset iterator, so every step waits while its "
                               "batch is copied to the device. In sink mode the data is sent ahead through a device "
                               "queue and the copy overlaps computation. How much of the {gap} gap this would save "
                               "cannot be told from this data.")
                            .arg("gap", fmtMs(a.steps->interval.meanMs));
        f.value = a.steps->interval.meanMs;
        f.threshold = ctx.thresholds.get(ThresholdKey::IterationGapMs);
        f.unit = "ms";
        break;
    }
    if (f.unit.empty())
        f.unit = "%";
    if (why != Why::NotSinkMode && a.steps && a.steps->stepCount > 0) {
        f.impactMs = a.steps->interval.meanMs;
        double fixed = a.steps->total.meanMs - f.impactMs;
        if (fixed > 0)
            f.stepsPerSecondIfFixed = 1000.0 / fixed;
    } else {
        f.impactEstimated = false;
    }
    if (!sinkMode) {
        f.suggestion = SL_MSG("finding.transfer.suggestion-sink",
                              "Train in dataset sink mode, so batches are sent to the device through a queue ahead of "
                              "the step instead of inside it.");
        f.snippet = "model.train(epochs, train_dataset, dataset_sink_mode=True)";
    } else {
        f.suggestion = SL_MSG("finding.transfer.suggestion-smaller",
                              "Already in sink mode: send less per batch (keep images as uint8 and normalise on the "
                              "device, crop before sending) and let more batches queue ahead by raising the prefetch "
                              "size.");
        f.snippet = "ds.config.set_prefetch_size(32)";
    }
    out.push_back(std::move(f));
}

} // namespace steplens
