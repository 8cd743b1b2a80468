// Slow link (issue 13): a collective moves at the pace of its slowest link, so a link well below
// the bandwidth of the other links of its transport type (HCCS inside a server, RDMA between
// servers...) makes every rank of its communication domain wait while it transfers.
#include "analysis/cluster_rules.h"
#include "analysis/findings/rules.h"

#include <algorithm>
#include <cstdio>

namespace steplens {

namespace {

constexpr std::size_t kMaxLinkEvidence = 20;

std::string gbs(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f GB/s" : v >= 10 ? "%.1f GB/s" : "%.2f GB/s", v);
    return buf;
}

std::string mb(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f MB" : "%.2f MB", v);
    return buf;
}

std::string opList(const std::vector<std::string>& ops)
{
    std::string out;
    for (const auto& op : ops)
        out += (out.empty() ? "" : ", ") + op;
    return out;
}

} // namespace

void ruleSlowLink(const ClusterAnalysis& c, const Thresholds& thresholds, std::vector<Finding>& out)
{
    if (c.slowLinks.empty())
        return;
    const double pct = thresholds.get(ThresholdKey::SlowLinkPct);
    const SlowLink& worst = c.slowLinks.front();
    Finding f;
    f.id = "slow-link";
    f.rank = worst.link.src;
    f.severity = worst.fraction * 100 > 2 * pct ? FindingSeverity::High : FindingSeverity::Moderate;
    double lost = 0;
    for (const SlowLink& s : c.slowLinks) {
        Finding::Link l;
        l.src = s.link.src;
        l.dst = s.link.dst;
        l.transport = s.link.transport;
        l.group = s.link.group;
        l.bandwidthGBs = s.link.bandwidthGBs;
        l.meanGBs = s.meanGBs;
        l.ops = s.link.ops;
        f.links.push_back(std::move(l));
        f.ranks.push_back(s.link.src);
        lost = std::max(lost, s.lostMsPerStep);
    }
    std::sort(f.ranks.begin(), f.ranks.end());
    f.ranks.erase(std::unique(f.ranks.begin(), f.ranks.end()), f.ranks.end());
    if (c.slowLinks.size() == 1)
        f.title = SL_MSG("finding.slow-link.title.one",
                         "{transport} link {src} → {dst} runs at {bw}, {below} below the {mean} mean of the "
                         "{transport} links")
                      .arg("transport", worst.link.transport)
                      .arg("src", worst.link.src)
                      .arg("dst", worst.link.dst)
                      .arg("bw", gbs(worst.link.bandwidthGBs))
                      .arg("below", fmtPct(worst.fraction * 100))
                      .arg("mean", gbs(worst.meanGBs));
    else
        f.title = SL_MSG("finding.slow-link.title.many",
                         "{n} links run more than {pct} below the mean bandwidth of their transport; the slowest, "
                         "{transport} {src} → {dst}, at {bw} against {mean}")
                      .arg("n", c.slowLinks.size())
                      .arg("pct", fmtPct(pct))
                      .arg("transport", worst.link.transport)
                      .arg("src", worst.link.src)
                      .arg("dst", worst.link.dst)
                      .arg("bw", gbs(worst.link.bandwidthGBs))
                      .arg("mean", gbs(worst.meanGBs));
    const Message ops = worst.link.ops.empty() ? SL_MSG("finding.slow-link.ops.unknown", "the files do not name them")
                                               : Message(opList(worst.link.ops));
    f.explanation = SL_MSG("finding.slow-link.explanation",
                           "A collective operation moves at the pace of its slowest link: every rank of its "
                           "communication domain waits while this link transfers. It moved {size} in {time} over the "
                           "profiled steps; at the mean bandwidth that would take {ideal}. Operations on it: {ops}.")
                        .arg("size", mb(worst.link.sizeMB))
                        .arg("time", fmtMs(worst.link.timeMs))
                        .arg("ideal", fmtMs(worst.meanGBs > 0 ? worst.link.sizeMB / worst.meanGBs : 0))
                        .arg("ops", ops);
    f.value = worst.fraction * 100;
    f.threshold = pct;
    f.unit = "% below mean";
    for (std::size_t i = 0; i < c.slowLinks.size() && i < kMaxLinkEvidence; ++i) {
        const SlowLink& s = c.slowLinks[i];
        Evidence e{Evidence::Kind::Rank,
                   SL_MSG("finding.slow-link.evidence", "link {src} → {dst} ({transport}): {bw} against {mean}")
                       .arg("src", s.link.src)
                       .arg("dst", s.link.dst)
                       .arg("transport", s.link.transport)
                       .arg("bw", gbs(s.link.bandwidthGBs))
                       .arg("mean", gbs(s.meanGBs))};
        e.rank = s.link.src;
        e.peerRank = s.link.dst;
        f.evidence.push_back(std::move(e));
    }
    // The time the slowest link loses against the mean bandwidth, per step: an upper bound on what the
    // domain waits for it (less when the transfer overlaps computation).
    f.impactMs = lost;
    f.suggestion = SL_MSG("finding.slow-link.suggestion",
                          "Check this link: for HCCS, the server's topology and link state (npu-smi info -t topo); "
                          "for RDMA, the NIC, the cable, the switch port and the link counters (hccn_tool -i <device> "
                          "-link -g and -stat -g) and whether another job shares the network. Then measure the pair "
                          "alone with hccl_test to confirm.");
    out.push_back(std::move(f));
}

} // namespace steplens
