// Link bandwidth below the expected rate (2.x layout, communication.json). CANN's msprof cluster
// analysis compares each transport's rate with the rate the link should reach (HCCS 18 GB/s, PCIe
// 20 GB/s, RDMA 12.5 GB/s on Atlas training servers) and calls a link slow below 80 % of it; it
// then tells small-packet traffic (under 80 % large packets) from a link problem. StepLens does the
// same per transport over the profiled steps (data moved / link time), with the expected rates as
// thresholds the user can change for other hardware.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <cctype>
#include <optional>

namespace steplens {

namespace {

std::optional<ThresholdKey> expectedKey(const std::string& transport)
{
    if (transport == "HCCS")
        return ThresholdKey::HccsExpectedGbs;
    if (transport == "PCIE")
        return ThresholdKey::PcieExpectedGbs;
    if (transport == "RDMA")
        return ThresholdKey::RdmaExpectedGbs;
    return std::nullopt;
}

// The operation with the lowest rate on `transport`, for the evidence.
const CommOp* slowestOp(const Communication& comm, const std::string& transport, double& rate)
{
    const CommOp* slowest = nullptr;
    for (const CommOp& op : comm.ops) {
        if (op.place.total)
            continue;
        for (const CommBandwidth& b : op.bandwidth)
            if (b.transport == transport && b.sizeMB > 0 && b.timeNs > 0) {
                const double r = b.effectiveBandwidthGBs();
                if (!slowest || r < rate) {
                    slowest = &op;
                    rate = r;
                }
            }
    }
    return slowest;
}

} // namespace

void ruleLinkBandwidth(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ts = ctx.analysis.transfers;
    if (!ts || !ctx.profile.ascend || !ctx.profile.ascend->communication)
        return;
    const double limit = ctx.thresholds.get(ThresholdKey::LinkBandwidthPct);
    for (const auto& [transport, traffic] : ts->byTransport) {
        const std::optional<ThresholdKey> key = expectedKey(transport);
        const double expected = key ? ctx.thresholds.get(*key) : 0.0;
        if (!key || expected <= 0 || traffic.sizeMB <= 0 || traffic.ns <= 0)
            continue;
        const double rate = traffic.bandwidthGBs();
        const double utilisation = rate / expected * 100.0;
        if (utilisation >= limit)
            continue;
        Finding f;
        std::string lower = transport;
        for (char& c : lower)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        f.id = "low-bandwidth-" + lower;
        f.rank = ctx.profile.rank;
        f.value = utilisation;
        f.threshold = limit;
        f.unit = "%";
        f.impactEstimated = false;
        f.severity = utilisation < limit / 2 ? FindingSeverity::Moderate : FindingSeverity::Info;
        f.title = SL_MSG("finding.low-bandwidth.title",
                         "{transport} transfers reach {rate}, {share} of the {expected} the link should give")
                      .arg("transport", transport)
                      .arg("rate", fmtGBs(rate))
                      .arg("share", fmtPct(utilisation))
                      .arg("expected", fmtGBs(expected));
        const double largeShare =
            traffic.transfers > 0 ? double(traffic.largeTransfers) / double(traffic.transfers) * 100.0 : -1.0;
        Message cause =
            largeShare >= 0 && largeShare < 80
                ? SL_MSG("finding.low-bandwidth.cause.small",
                         "Only {large} of its transfers are large ({size} or more), so the rate is held down by "
                         "small transfers rather than by the link: see the small-transfer finding.")
                      .arg("large", fmtPct(largeShare))
                      .arg("size", fmtMB(largeTransferMB(transport)))
            : transport == "RDMA" ? SL_MSG("finding.low-bandwidth.cause.rdma",
                                           "The transfers are large, so the network itself is slow: check the "
                                           "switch and NIC configuration (RoCE priority flow control, the traffic "
                                           "class HCCL_RDMA_TC and service level HCCL_RDMA_SL) and other jobs "
                                           "sharing the links.")
            : transport == "HCCS" ? SL_MSG("finding.low-bandwidth.cause.hccs",
                                           "The transfers are large, so the links themselves are slow: check the "
                                           "HCCS configuration of the server and whether other processes use the "
                                           "same devices.")
                                  : SL_MSG("finding.low-bandwidth.cause.pcie",
                                           "The transfers are large, so the PCIe links are slow: host-device "
                                           "copies or other devices behind the same PCIe switch compete for "
                                           "them.");
        f.explanation =
            SL_MSG("finding.low-bandwidth.explanation",
                   "{source} records {size} moved over {transport} in {time} of link time: "
                   "{rate} per link, below {limit} of the {expected} such a link is expected to reach. {cause}")
                .arg("source", tableSource(ctx.profile, AscendTable::Communication))
                .arg("size", fmtMB(traffic.sizeMB))
                .arg("transport", transport)
                .arg("time", fmtMs(nanosToMs(traffic.ns)))
                .arg("rate", fmtGBs(rate))
                .arg("limit", fmtPct(limit))
                .arg("expected", fmtGBs(expected))
                .arg("cause", std::move(cause));
        double slowRate = 0;
        if (const CommOp* op = slowestOp(*ctx.profile.ascend->communication, transport, slowRate))
            f.evidence.push_back(commOpEvidence(
                *op, SL_MSG("finding.low-bandwidth.evidence.slowest", "the slowest {transport} operation, {op}: {rate}")
                         .arg("transport", transport)
                         .arg("op", commOpName(*op))
                         .arg("rate", fmtGBs(slowRate))));
        f.suggestion = SL_MSG("finding.low-bandwidth.suggestion",
                              "If the transfers are small, make them larger (see the small-transfer finding). "
                              "Otherwise check the links on the host: their state and speed, and whether another job "
                              "shares them. The expected rates are thresholds you can set for your hardware.");
        const std::string check = "# on the host: link state and speed of device 0's NIC, and the HCCS topology\n"
                                  "hccn_tool -i 0 -link -g\n"
                                  "hccn_tool -i 0 -speed -g\n"
                                  "npu-smi info -t topo";
        f.snippet = frameworkSnippet(adviceFramework(ctx.profile), check, check);
        out.push_back(std::move(f));
    }
}

} // namespace steplens
