#include "analysis/transfer_stats.h"

#include "analysis/communication_stats.h"

#include <algorithm>

namespace steplens {

namespace {

void addSizes(TransferFamily& f, const CommBandwidth& b)
{
    for (const auto& p : b.sizeDistribution) {
        if (p.count <= 0)
            continue;
        auto it =
            std::find_if(f.sizes.begin(), f.sizes.end(), [&](const TransferSize& s) { return s.sizeMB == p.sizeMB; });
        if (it == f.sizes.end()) {
            f.sizes.push_back({p.sizeMB, 0, 0});
            it = f.sizes.end() - 1;
        }
        it->count += p.count;
        it->ns += p.timeNs;
        f.count += p.count;
        f.ns += p.timeNs;
    }
}

} // namespace

std::vector<const CommBandwidth*> familyBlocks(const CommOp& op, bool rdma)
{
    std::vector<const CommBandwidth*> out;
    const CommBandwidth* sdma = nullptr;
    for (const CommBandwidth& b : op.bandwidth) {
        if (b.sizeDistribution.empty())
            continue;
        if (b.transport == "SDMA")
            sdma = &b;
        else if ((b.transport == "RDMA") == rdma)
            out.push_back(&b);
    }
    if (!rdma && out.empty() && sdma)
        out.push_back(sdma);
    return out;
}

double effectiveTransitNs(const CommOp& op)
{
    if (op.transitNs > 0)
        return op.transitNs;
    double longest = 0;
    for (const CommBandwidth& b : op.bandwidth)
        if (b.sizeMB > 0)
            longest = std::max(longest, b.timeNs);
    return longest;
}

double largeTransferMB(const std::string& transport)
{
    return transport == "RDMA" ? 0.5 : 32.0;
}

std::optional<TransferStats> transferStats(const Communication& comm)
{
    TransferStats s;
    bool any = false;
    for (const CommOp& op : comm.ops) {
        if (op.place.total)
            continue;
        any = true;
        s.waitNs += op.waitNs;
        s.transitNs += effectiveTransitNs(op);
        s.elapseNs += op.elapseNs;
        if (op.waitNs > 0)
            s.byWait.push_back(&op);
        for (const CommBandwidth& b : op.bandwidth) {
            if (b.transport == "SDMA" || (b.sizeMB <= 0 && b.sizeDistribution.empty()))
                continue;
            TransportTraffic& t = s.byTransport[b.transport];
            t.sizeMB += b.sizeMB;
            t.ns += b.timeNs;
            for (const auto& p : b.sizeDistribution) {
                t.transfers += p.count;
                if (p.sizeMB >= largeTransferMB(b.transport))
                    t.largeTransfers += p.count;
            }
            if (b.transport == "RDMA" && b.timeNs > s.longestRdmaNs) {
                s.longestRdmaNs = b.timeNs;
                s.longestRdma = &op;
            }
        }
        for (const CommBandwidth* b : familyBlocks(op, false))
            addSizes(s.sdma, *b);
        for (const CommBandwidth* b : familyBlocks(op, true))
            addSizes(s.rdma, *b);
    }
    if (!any)
        return std::nullopt;
    s.steps = double(std::max<std::size_t>(1, communicationSteps(comm)));
    for (TransferFamily* f : {&s.sdma, &s.rdma})
        std::sort(f->sizes.begin(), f->sizes.end(),
                  [](const TransferSize& a, const TransferSize& b) { return a.sizeMB < b.sizeMB; });
    std::stable_sort(s.byWait.begin(), s.byWait.end(),
                     [](const CommOp* a, const CommOp* b) { return a->waitNs > b->waitNs; });
    return s;
}

} // namespace steplens
