#include "analysis/communication_stats.h"

#include <algorithm>
#include <set>

namespace steplens {

std::vector<CommOpSummary> summarizeCommOps(const Communication& comm)
{
    std::vector<CommOpSummary> out;
    for (const auto& op : comm.ops) {
        if (op.place.total)
            continue;
        CommOpSummary s;
        s.step = op.place.step;
        s.kind = op.place.kind;
        s.name = op.place.opName;
        s.group = op.place.group;
        s.rank = op.place.rank;
        s.elapseMs = nanosToMs(op.elapseNs);
        s.transitMs = nanosToMs(op.transitNs);
        s.waitMs = nanosToMs(op.waitNs);
        s.syncMs = nanosToMs(op.syncNs);
        s.idleMs = nanosToMs(op.idleNs);
        if (const CommBandwidth* b = op.mainTransport()) {
            s.transport = b->transport;
            s.bandwidthGBs = b->effectiveBandwidthGBs();
            s.sizeMB = b->sizeMB;
        }
        s.op = &op;
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const CommOpSummary& a, const CommOpSummary& b) { return a.elapseMs > b.elapseMs; });
    return out;
}

CommTotals communicationTotals(const Communication& comm)
{
    CommTotals t;
    for (const auto& op : comm.ops) {
        if (op.place.total)
            continue;
        ++t.ops;
        t.elapseMs += nanosToMs(op.elapseNs);
        t.transitMs += nanosToMs(op.transitNs);
        t.waitMs += nanosToMs(op.waitNs);
        t.syncMs += nanosToMs(op.syncNs);
        t.idleMs += nanosToMs(op.idleNs);
    }
    return t;
}

std::size_t communicationSteps(const Communication& comm)
{
    std::set<std::string> steps;
    for (const auto& op : comm.ops)
        if (!op.place.total)
            steps.insert(op.place.step);
    return steps.size();
}

} // namespace steplens
