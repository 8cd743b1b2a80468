#include "analysis/cluster_rules.h"

#include <map>

namespace steplens {

namespace {

std::optional<double> flopsValue(const Profile& p, const char* total, const char* cube, const char* vec)
{
    if (!p.operators)
        return std::nullopt;
    const auto& m = p.operators->flopsSummary;
    if (auto it = m.find(total); it != m.end())
        return it->second;
    auto c = m.find(cube), v = m.find(vec);
    if (c != m.end() && v != m.end())
        return c->second + v->second;
    return std::nullopt;
}

// A cluster_analyse average row value by canonical column name.
std::optional<double> averageOf(const ClusterAnalyse& ca, const char* key)
{
    int col = ca.column(key);
    if (col < 0 || !ca.average || std::size_t(col) >= ca.average->size())
        return std::nullopt;
    return (*ca.average)[std::size_t(col)];
}

int stageOf(int rank, int rankSize, int stageNum)
{
    if (stageNum <= 0 || rankSize < stageNum)
        return 1;
    return rank / (rankSize / stageNum) + 1;
}

// Mode, stage count and rank size: the cluster_analyse file names first, profiler_info second.
void parallelContext(const std::vector<const Profile*>& ranks, std::string& mode, int& stageNum, int& rankSize)
{
    for (const Profile* p : ranks) {
        if (p && p->clusterAnalyse && !p->clusterAnalyse->mode.empty()) {
            mode = p->clusterAnalyse->mode;
            stageNum = p->clusterAnalyse->stageNum;
            rankSize = p->clusterAnalyse->rankSize;
            return;
        }
    }
    for (const Profile* p : ranks) {
        if (p && p->info && p->info->rankSize > 0) {
            stageNum = p->info->stageNum;
            rankSize = p->info->rankSize;
            return;
        }
    }
}

} // namespace

std::vector<RankPhases> rankPhaseAverages(const std::vector<const Profile*>& ranks)
{
    std::vector<RankPhases> out;
    for (const Profile* p : ranks) {
        if (!p || !p->stepTrace)
            continue;
        const StepTrace& t = *p->stepTrace;
        RankPhases r;
        r.rank = p->rank;
        if (t.writtenAverage) {
            const StepRecord& a = *t.writtenAverage;
            r.intervalMs = nanosToMs(double(a.iterationInterval));
            r.fpAndBpMs = nanosToMs(double(a.fpAndBp));
            r.tailMs = nanosToMs(double(a.tail));
            r.totalMs = nanosToMs(double(a.total));
            r.fromWrittenAverage = true;
        } else if (!t.steps.empty()) {
            for (const auto& s : t.steps) {
                r.intervalMs += nanosToMs(double(s.iterationInterval));
                r.fpAndBpMs += nanosToMs(double(s.fpAndBp));
                r.tailMs += nanosToMs(double(s.tail));
                r.totalMs += nanosToMs(double(s.total));
            }
            double n = double(t.steps.size());
            r.intervalMs /= n;
            r.fpAndBpMs /= n;
            r.tailMs /= n;
            r.totalMs /= n;
        } else {
            continue;
        }
        out.push_back(r);
    }
    return out;
}

std::optional<RankOutlier> slowRankRule(const std::vector<RankPhases>& phases, double threshold)
{
    if (phases.size() < 2)
        return std::nullopt;
    double mean = 0;
    for (const auto& p : phases)
        mean += p.intervalMs;
    mean /= double(phases.size());
    if (mean <= 0)
        return std::nullopt;
    std::optional<RankOutlier> worst;
    for (const auto& p : phases) {
        double fraction = p.intervalMs / mean - 1;
        if (fraction > threshold && (!worst || fraction > worst->fraction))
            worst = RankOutlier{p.rank, p.intervalMs, mean, fraction};
    }
    return worst;
}

std::vector<LinkOutlier> slowLinkRule(const std::vector<const Profile*>& ranks, double threshold)
{
    struct Entry {
        int rank;
        const LinkStat* link;
    };
    std::map<std::string, std::vector<Entry>> byTransport;
    for (const Profile* p : ranks) {
        if (!p || !p->hccl || !p->hccl->average)
            continue;
        for (const auto& l : p->hccl->average->links) {
            auto dash = l.link.find('-');
            // A rank's link to itself is local copying, not a link between ranks.
            if (dash != std::string::npos && l.link.substr(0, dash) == l.link.substr(dash + 1))
                continue;
            byTransport[l.transport].push_back({p->rank, &l});
        }
    }
    std::vector<LinkOutlier> out;
    for (const auto& [transport, entries] : byTransport) {
        double mean = 0;
        for (const auto& e : entries)
            mean += e.link->bandwidth;
        mean /= double(entries.size());
        if (mean <= 0)
            continue;
        std::optional<LinkOutlier> worst;
        for (const auto& e : entries) {
            double fraction = (mean - e.link->bandwidth) / mean;
            if (fraction > threshold && (!worst || fraction > worst->fraction))
                worst = LinkOutlier{e.rank, e.link->link, transport, e.link->bandwidth, mean, fraction};
        }
        if (worst)
            out.push_back(*worst);
    }
    return out;
}

ClusterCommunication clusterCommunicationShare(const std::vector<const Profile*>& ranks, double threshold)
{
    ClusterCommunication c;
    std::string mode;
    int stageNum = 1, rankSize = 0;
    parallelContext(ranks, mode, stageNum, rankSize);
    c.pipeline = mode == "pipeline-parallel";
    std::map<int, double> stageCollective, stageTotal;
    bool collectiveEverywhere = true;
    for (const Profile* p : ranks) {
        if (!p || !p->clusterAnalyse)
            continue;
        auto comp = averageOf(*p->clusterAnalyse, "computation");
        auto alone = averageOf(*p->clusterAnalyse, "communication_alone");
        if (!comp || !alone)
            continue;
        ++c.ranks;
        c.computationMs += *comp;
        c.communicationAloneMs += *alone;
        if (c.pipeline) {
            c.receiveAloneMs += averageOf(*p->clusterAnalyse, "receive_alone").value_or(0);
            auto collective = averageOf(*p->clusterAnalyse, "collective_communication_alone");
            if (!collective)
                collectiveEverywhere = false;
            int stage = stageOf(p->rank, rankSize, stageNum);
            stageCollective[stage] += collective.value_or(0);
            stageTotal[stage] += *comp + *alone;
        }
    }
    if (c.ranks == 0)
        return c;
    c.available = true;
    double denominator = c.computationMs + c.communicationAloneMs;
    // MindInsight reports 0 unless both sums are positive.
    if (c.computationMs > 0 && c.communicationAloneMs > 0)
        c.share = c.communicationAloneMs / denominator;
    c.fires = !c.pipeline && c.share > threshold;
    if (c.pipeline) {
        if (c.computationMs > 0 && c.communicationAloneMs > 0 && c.receiveAloneMs > 0)
            c.betweenStageShare = c.receiveAloneMs / denominator;
        c.betweenStageFires = c.betweenStageShare > threshold;
        if (collectiveEverywhere) {
            for (const auto& [stage, total] : stageTotal) {
                StageShare s{stage, total > 0 ? stageCollective[stage] / total : 0};
                c.withinStage.push_back(s);
                if (s.share > threshold && (!c.worstWithinStage || s.share > c.worstWithinStage->share))
                    c.worstWithinStage = s;
            }
        }
    }
    return c;
}

ClusterAnalysis analyzeCluster(const std::vector<const Profile*>& ranks, const ClusterThresholds& t)
{
    ClusterAnalysis a;
    parallelContext(ranks, a.mode, a.stageNum, a.rankSize);
    a.phases = rankPhaseAverages(ranks);
    if (a.phases.size() < ranks.size())
        a.notes.push_back(std::to_string(ranks.size() - a.phases.size()) + " ranks have no step trace");
    a.slowRank = slowRankRule(a.phases, t.slowRank);

    // FLOPS per rank (flops_summary: FLOPS, or cube_FLOPS + vec_FLOPS in newer files).
    std::vector<std::pair<int, double>> flops;
    for (const Profile* p : ranks)
        if (p)
            if (auto f = flopsValue(*p, "FLOPS", "cube_FLOPS", "vec_FLOPS"))
                flops.emplace_back(p->rank, *f);
    if (flops.size() >= 2) {
        double mean = 0;
        for (const auto& f : flops)
            mean += f.second;
        mean /= double(flops.size());
        if (mean > 0)
            for (const auto& [rank, value] : flops) {
                double fraction = (mean - value) / mean;
                if (fraction > t.lowFlops && (!a.lowFlopsRank || fraction > a.lowFlopsRank->fraction))
                    a.lowFlopsRank = RankOutlier{rank, value, mean, fraction};
            }
    } else if (ranks.size() >= 2) {
        a.notes.push_back("FLOPS rule needs flops_summary for at least two ranks");
    }

    a.slowLinks = slowLinkRule(ranks, t.slowLink);
    a.communication = clusterCommunicationShare(ranks, t.communication);
    if (!a.communication.available)
        a.notes.push_back("communication share needs computation and communication_alone columns in cluster_analyse");

    // Pipeline parallel: a stage doing more than its share of the FLOPs.
    if (a.mode == "pipeline-parallel" && a.stageNum > 0 && a.rankSize >= a.stageNum) {
        const int perStage = a.rankSize / a.stageNum;
        std::map<int, double> stageFlops;
        for (const Profile* p : ranks)
            if (p)
                if (auto f = flopsValue(*p, "FLOPs", "cube_FLOPs", "vec_FLOPs"))
                    stageFlops[p->rank / perStage + 1] += *f / perStage;
        if (!stageFlops.empty()) {
            double mean = 0;
            for (const auto& s : stageFlops)
                mean += s.second;
            mean /= double(stageFlops.size());
            if (mean > 0)
                for (const auto& [stage, value] : stageFlops) {
                    double fraction = value / mean - 1;
                    if (fraction > t.heavyStage && (!a.heavyStage || fraction > a.heavyStage->fraction))
                        a.heavyStage = StageOutlier{stage, value, mean, fraction};
                }
        }
    }
    return a;
}

} // namespace steplens
