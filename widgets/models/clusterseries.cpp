#include "models/clusterseries.h"

#include "analysis/findings/rules.h"
#include "models/missingvalue.h"
#include "style/formatting.h"

#include <QObject>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace steplens {

namespace {

std::set<int> slowRanks(const ClusterOverview& o)
{
    std::set<int> out;
    for (const SlowPhase& p : o.analysis.slowPhases)
        for (const SlowRank& r : p.ranks)
            out.insert(r.rank);
    return out;
}

double meanOf(const ClusterOverview& o, const RankPhaseMeans& p, const std::string& key)
{
    if (key == "step")
        return p.stepMs;
    const int i = o.summary->phaseIndex(key);
    return i >= 0 && p.mean[std::size_t(i)] ? *p.mean[std::size_t(i)] : kNaN;
}

// Largest first; ties (and NaN) by rank.
void sortByValue(std::vector<std::pair<int, double>>& order)
{
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
        const bool an = std::isnan(a.second), bn = std::isnan(b.second);
        if (an != bn)
            return bn;
        if (!an && a.second != b.second)
            return a.second > b.second;
        return a.first < b.first;
    });
}

} // namespace

std::vector<std::string> stackedPhaseKeys(Layout layout)
{
    if (layout == Layout::MindSpore1x)
        return {"iteration_interval", "fp_and_bp", "tail"};
    return {"preparing", "computing", "communication_not_overlapped", "free"};
}

QString metricDisplayName(const std::string& metric)
{
    if (metric == "step")
        return QObject::tr("Step time");
    return fmt::toQ(clusterPhaseName(metric));
}

RankBars phaseBars(const ClusterOverview& o, const std::string& sortKey)
{
    RankBars b;
    b.valueLabel = QObject::tr("Mean per step (ms)");
    b.markLabel = QObject::tr("slow");
    b.marked = slowRanks(o);
    std::vector<std::pair<int, double>> order;
    std::vector<const RankPhaseMeans*> byRank;
    for (const RankPhaseMeans& p : o.analysis.phases)
        if (p.steps > 0) {
            order.emplace_back(int(byRank.size()), meanOf(o, p, sortKey.empty() ? "step" : sortKey));
            byRank.push_back(&p);
        }
    if (sortKey != "rank")
        sortByValue(order);
    std::vector<std::string> keys;
    for (const auto& k : stackedPhaseKeys(o.summary->layout))
        if (o.summary->phaseIndex(k) >= 0) {
            bool any = false;
            for (const RankPhaseMeans* p : byRank)
                any |= !std::isnan(meanOf(o, *p, k));
            if (any)
                keys.push_back(k);
        }
    for (const auto& k : keys)
        b.series.push_back({metricDisplayName(k), k, {}});
    for (const auto& [index, value] : order) {
        const RankPhaseMeans& p = *byRank[std::size_t(index)];
        b.ranks.push_back(p.rank);
        for (auto& s : b.series) {
            const double v = meanOf(o, p, s.key);
            s.values.push_back(std::isnan(v) ? 0.0 : v);
        }
    }
    return b;
}

RankBars communicationBars(const ClusterOverview& o, const std::string& sortKey)
{
    RankBars b;
    b.valueLabel = QObject::tr("Collective time over the profiled steps (ms)");
    b.markLabel = QObject::tr("slow");
    b.marked = slowRanks(o);
    b.series = {{QObject::tr("Transit (moving data)"), "transit", {}},
                {QObject::tr("Wait (for the other ranks)"), "wait", {}},
                {QObject::tr("Idle inside the operations"), "idle", {}}};
    std::vector<std::pair<int, double>> order;
    std::vector<const RankSummary*> ranks;
    for (const RankSummary& r : o.summary->ranks)
        if (r.communication) {
            const RankCommunication& c = *r.communication;
            const double key = sortKey == "transit" ? c.transitMs : sortKey == "rank" ? 0.0 : c.waitMs;
            order.emplace_back(int(ranks.size()), key);
            ranks.push_back(&r);
        }
    if (sortKey == "transit")
        sortByValue(order);
    else if (sortKey != "rank") // least waiting first: in a synchronous job the rank the others wait for
        std::stable_sort(order.begin(), order.end(), [](const auto& x, const auto& y) { return x.second < y.second; });
    for (const auto& [index, value] : order) {
        const RankCommunication& c = *ranks[std::size_t(index)]->communication;
        b.ranks.push_back(ranks[std::size_t(index)]->rank);
        b.series[0].values.push_back(c.transitMs);
        b.series[1].values.push_back(c.waitMs);
        b.series[2].values.push_back(c.idleMs);
    }
    bool idle = false;
    for (double v : b.series[2].values)
        idle |= v > 0;
    if (!idle)
        b.series.removeLast();
    return b;
}

std::vector<std::string> heatMapMetrics(const ClusterOverview& o)
{
    std::vector<std::string> out{"step"};
    const std::size_t n = o.summary->phaseKeys().size();
    for (std::size_t c = 0; c < n; ++c) {
        bool any = false;
        for (const RankSummary& r : o.summary->ranks) {
            for (std::size_t row = 0; row < r.stepCount() && !any; ++row)
                any = !std::isnan(r.value(row, c, n));
            if (any)
                break;
        }
        if (any && o.summary->phaseKeys()[c] != "total")
            out.push_back(o.summary->phaseKeys()[c]);
    }
    return out;
}

RankStepGrid rankStepGrid(const ClusterOverview& o, const std::string& metric, const std::vector<int>& rankOrder)
{
    RankStepGrid g;
    g.metricName = metricDisplayName(metric);
    g.marked = slowRanks(o);
    const ClusterSummary& s = *o.summary;
    const int phase = metric == "step" ? -1 : s.phaseIndex(metric);
    const std::size_t n = s.phaseKeys().size();
    std::set<long long> steps;
    std::vector<const RankSummary*> rows;
    for (int rank : rankOrder)
        if (const RankSummary* r = s.rank(rank); r && r->layout == s.layout) {
            rows.push_back(r);
            steps.insert(r->steps.begin(), r->steps.end());
        }
    g.steps.assign(steps.begin(), steps.end());
    g.values.assign(rows.size() * g.steps.size(), kNaN);
    bool first = true;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const RankSummary& r = *rows[i];
        g.ranks.push_back(r.rank);
        for (std::size_t row = 0; row < r.stepCount(); ++row) {
            const auto col =
                std::size_t(std::lower_bound(g.steps.begin(), g.steps.end(), r.steps[row]) - g.steps.begin());
            const double v = phase < 0 ? stepWallMs(r, row) : r.value(row, std::size_t(phase), n);
            g.values[i * g.steps.size() + col] = v;
            if (std::isnan(v))
                continue;
            g.minMs = first ? v : std::min(g.minMs, v);
            g.maxMs = first ? v : std::max(g.maxMs, v);
            first = false;
        }
    }
    return g;
}

std::vector<std::string> clusterTransports(const ClusterOverview& o)
{
    std::set<std::string> t;
    for (const RankSummary& r : o.summary->ranks)
        for (const ClusterLink& l : r.links)
            t.insert(l.transport);
    return {t.begin(), t.end()};
}

LinkMatrix clusterLinkMatrix(const ClusterOverview& o, const std::string& transport, const std::string& group)
{
    LinkMatrix m;
    m.slowFraction = o.options.thresholds.get(ThresholdKey::SlowLinkPct) / 100;
    std::set<std::tuple<int, int, std::string>> slow;
    for (const SlowLink& l : o.analysis.slowLinks)
        slow.insert({l.link.src, l.link.dst, l.link.transport});
    std::map<std::pair<int, int>, LinkMatrixCell> cells;
    std::set<int> src, dst;
    for (const RankSummary& r : o.summary->ranks) {
        if (!r.linksResolved)
            continue;
        for (const ClusterLink& l : r.links) {
            if ((!transport.empty() && l.transport != transport) || (!group.empty() && l.group != group))
                continue;
            LinkMatrixCell& c = cells[{l.src, l.dst}];
            if (c.links == 0) {
                c.src = l.src;
                c.dst = l.dst;
                c.transport = l.transport;
            } else if (c.transport != l.transport) {
                c.transport = "mixed";
            }
            ++c.links;
            c.sizeMB += l.sizeMB;
            c.timeMs += l.timeMs;
            c.bandwidthGBs = l.bandwidthGBs; // one entry: as computed; several: size / time below
            c.slow = c.slow || slow.count({l.src, l.dst, l.transport});
            src.insert(l.src);
            dst.insert(l.dst);
        }
    }
    m.srcRanks.assign(src.begin(), src.end());
    m.dstRanks.assign(dst.begin(), dst.end());
    bool first = true;
    for (auto& [key, c] : cells) {
        if (c.links > 1 && c.sizeMB > 0 && c.timeMs > 0)
            c.bandwidthGBs = c.sizeMB / c.timeMs;
        m.minGBs = first ? c.bandwidthGBs : std::min(m.minGBs, c.bandwidthGBs);
        m.maxGBs = first ? c.bandwidthGBs : std::max(m.maxGBs, c.bandwidthGBs);
        first = false;
        m.cells.push_back(c);
    }
    return m;
}

std::vector<ClusterRankRow> clusterRankRows(const ClusterOverview& o)
{
    std::vector<ClusterRankRow> rows;
    const auto keys = stackedPhaseKeys(o.summary->layout);
    std::map<int, std::string> slowNote;
    for (const SlowPhase& p : o.analysis.slowPhases)
        for (const SlowRank& r : p.ranks)
            slowNote[r.rank] +=
                (slowNote[r.rank].empty() ? "" : ", ") + fmt::toQ(clusterPhaseName(p.phase)).toStdString();
    for (std::size_t i = 0; i < o.analysis.phases.size() && i < o.summary->ranks.size(); ++i) {
        const RankPhaseMeans& p = o.analysis.phases[i];
        const RankSummary& r = o.summary->ranks[i];
        ClusterRankRow row;
        row.rank = p.rank;
        row.steps = double(p.steps);
        for (std::size_t k = 0; k < keys.size() && k < 4; ++k)
            row.phase[k] = p.steps > 0 ? meanOf(o, p, keys[k]) : kNaN;
        row.stepMs = p.steps > 0 ? p.stepMs : kNaN;
        row.stage = p.stage > 0 ? double(p.stage) : kNaN;
        if (r.communication) {
            row.ops = r.communication->ops;
            row.transitMs = r.communication->transitMs;
            row.waitMs = r.communication->waitMs;
            const double d = row.transitMs + row.waitMs;
            row.waitPct = d > 0 ? row.waitMs / d * 100 : kNaN;
        } else {
            row.ops = row.transitMs = row.waitMs = row.waitPct = kNaN;
        }
        if (auto it = slowNote.find(p.rank); it != slowNote.end())
            row.note = QObject::tr("slow: %1").arg(QString::fromStdString(it->second)).toStdString();
        else if (p.steps == 0)
            row.note = QObject::tr("no step data: %1").arg(fmt::toQ(p.missing)).toStdString();
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace steplens
