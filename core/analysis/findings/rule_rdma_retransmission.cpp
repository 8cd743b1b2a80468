// RDMA retransmissions (2.x layout, communication.json). A lost RDMA packet is resent only after a
// timeout, so one transfer then takes seconds. msprof-analyze's retransmission check flags RDMA
// transfers over 4 s (in operations that lasted at least as long, so that it is not ranks out of
// step). The files do not record retransmissions themselves; this is the trace they leave.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

void ruleRdmaRetransmission(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ts = ctx.analysis.transfers;
    if (!ts || !ts->longestRdma)
        return;
    const double limitMs = ctx.thresholds.get(ThresholdKey::RdmaRetransmissionMs);
    const double transitMs = nanosToMs(ts->longestRdmaNs);
    const CommOp& op = *ts->longestRdma;
    if (transitMs <= limitMs || nanosToMs(op.elapseNs) < limitMs)
        return;
    double sizeMB = 0;
    for (const CommBandwidth& b : op.bandwidth)
        if (b.transport == "RDMA")
            sizeMB = b.sizeMB;
    const double expected = ctx.thresholds.get(ThresholdKey::RdmaExpectedGbs);
    const double normalMs = expected > 0 ? sizeMB / expected : 0.0; // MB / (GB/s) = ms

    Finding f;
    f.id = "rdma-retransmission";
    f.rank = ctx.profile.rank;
    f.value = transitMs;
    f.threshold = limitMs;
    f.unit = "ms";
    f.impactMs = std::max(0.0, transitMs - normalMs) / ts->steps;
    f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    f.severity = FindingSeverity::High;
    f.title = SL_MSG("finding.rdma-retransmission.title", "An RDMA transfer took {time}: packets were probably resent")
                  .arg("time", fmtMs(transitMs));
    f.explanation = SL_MSG("finding.rdma-retransmission.explanation",
                           "In {op} the RDMA transfer of {size} took {time}; at the expected {rate} it needs "
                           "{normal}. A lost RDMA packet is resent only after a timeout, which is how one transfer "
                           "comes to take seconds.")
                        .arg("op", commOpName(op))
                        .arg("size", fmtMB(sizeMB))
                        .arg("time", fmtMs(transitMs))
                        .arg("rate", fmtGBs(expected))
                        .arg("normal", fmtMs(normalMs));
    f.evidence.push_back(commOpEvidence(op, SL_MSG("finding.rdma-retransmission.evidence.op", "{op}: {time} in all")
                                                .arg("op", commOpName(op))
                                                .arg("time", fmtMs(nanosToMs(op.elapseNs)))));
    f.suggestion = SL_MSG("finding.rdma-retransmission.suggestion",
                          "Look for packet loss in the network: the switch ports' drop and pause counters, RoCE "
                          "priority flow control and ECN settings, the NIC's link state and its optics. "
                          "HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT set how long HCCL waits before resending.");
    const std::string check = "# on the host: packet and error counters of device 0's NIC\n"
                              "hccn_tool -i 0 -stat -g\n"
                              "hccn_tool -i 0 -link -g";
    f.snippet = frameworkSnippet(adviceFramework(ctx.profile), check, check);
    out.push_back(std::move(f));
}

} // namespace steplens
