#include "analysis/cluster_rules.h"

#include "load/summarize.h"

#include <algorithm>
#include <map>
#include <set>

namespace steplens {

namespace {

// Stage of a rank (1-based) when the job is pipeline parallel with a known layout, else 0.
int stageOf(int rank, int rankSize, int stageNum)
{
    if (stageNum <= 1 || rankSize < stageNum || rankSize % stageNum != 0 || rank < 0)
        return 0;
    return rank / (rankSize / stageNum) + 1;
}

// Mode, stage count and rank size: the 1.x cluster_analyse file names first, then any rank's files.
void parallelContext(const ClusterSummary& s, std::string& mode, int& stageNum, int& rankSize)
{
    for (const auto& r : s.ranks)
        if (!r.clusterAnalyseKeys.empty() && !r.parallelMode.empty()) {
            mode = r.parallelMode;
            stageNum = std::max(1, r.stageNum);
            rankSize = r.rankSize;
            return;
        }
    for (const auto& r : s.ranks)
        if (r.rankSize > 0) {
            stageNum = std::max(1, r.stageNum);
            rankSize = r.rankSize;
            if (mode.empty())
                mode = r.parallelMode;
            return;
        }
}

Message missingReason(const ClusterSummary& s, const RankSummary& r)
{
    if (r.layout != s.layout)
        return SL_MSG("cluster.rank.other-layout",
                      "its step data is of the other profiler layout than the rest of the cluster");
    if (s.layout == Layout::AscendProfilerOutput)
        return SL_MSG("cluster.rank.no-step-trace-time",
                      "no step rows in this rank's ASCEND_PROFILER_OUTPUT (step_trace_time.csv, or analysis.db "
                      "for a database export)");
    return SL_MSG("cluster.rank.no-step-trace", "no step_trace_raw file (or it held no steps) for this rank");
}

// The phases the slow-rank rule compares: time a rank spends on its own before the others wait for it.
std::vector<std::string> comparedPhases(Layout layout)
{
    if (layout == Layout::AscendProfilerOutput)
        return {"computing", "free", "preparing"};
    return {"iteration_interval", "fp_and_bp"};
}

const char* exposedPhase(Layout layout)
{
    return layout == Layout::AscendProfilerOutput ? "communication_not_overlapped" : "tail";
}

std::optional<double> caAverage(const RankSummary& r, const char* key)
{
    if (!r.clusterAnalyseAverage)
        return std::nullopt;
    for (std::size_t i = 0; i < r.clusterAnalyseKeys.size() && i < r.clusterAnalyseAverage->size(); ++i)
        if (r.clusterAnalyseKeys[i] == key)
            return (*r.clusterAnalyseAverage)[i];
    return std::nullopt;
}

} // namespace

const RankPhaseMeans* ClusterAnalysis::phasesOf(int rank) const
{
    for (const auto& p : phases)
        if (p.rank == rank)
            return &p;
    return nullptr;
}

std::vector<RankPhaseMeans> rankPhaseMeans(const ClusterSummary& s, std::size_t skipFirstSteps)
{
    std::string mode;
    int stageNum = 1, rankSize = 0;
    parallelContext(s, mode, stageNum, rankSize);
    const std::size_t n = s.phaseKeys().size();
    std::vector<RankPhaseMeans> out;
    out.reserve(s.ranks.size());
    for (const RankSummary& r : s.ranks) {
        RankPhaseMeans m;
        m.rank = r.rank;
        m.mean.assign(n, std::nullopt);
        m.stage = stageOf(r.rank, rankSize, stageNum);
        const std::size_t rows = r.layout == s.layout ? r.stepCount() : 0;
        // Never cut every step: a one-step profile keeps its step (as analyzeStepTraceTime does).
        const std::size_t skip = skipFirstSteps < rows && !r.meanOnly ? skipFirstSteps : 0;
        m.steps = rows - skip;
        if (m.steps == 0) {
            m.missing = missingReason(s, r);
            out.push_back(std::move(m));
            continue;
        }
        // Summed in file order as ms, exactly as the rank's own breakdown is, so both agree to the bit.
        for (std::size_t c = 0; c < n; ++c) {
            double sum = 0;
            std::size_t count = 0;
            for (std::size_t row = skip; row < rows; ++row)
                if (double v = r.value(row, c, n); !isAbsent(v)) {
                    sum += v;
                    ++count;
                }
            if (count > 0)
                m.mean[c] = sum / double(count);
        }
        double wall = 0;
        for (std::size_t row = skip; row < rows; ++row)
            if (double w = stepWallMs(r, row); !isAbsent(w))
                wall += w;
        m.stepMs = wall / double(m.steps);
        out.push_back(std::move(m));
    }
    return out;
}

std::vector<SlowPhase> slowRankRule(const ClusterSummary& s, const std::vector<RankPhaseMeans>& phases,
                                    double stepFraction)
{
    std::vector<SlowPhase> out;
    double stepSum = 0;
    std::size_t withSteps = 0;
    for (const auto& p : phases)
        if (p.steps > 0) {
            stepSum += p.stepMs;
            ++withSteps;
        }
    if (withSteps < 2 || stepSum <= 0)
        return out;
    const double meanStep = stepSum / double(withSteps);
    const double limit = stepFraction * meanStep;
    const int exposed = s.phaseIndex(exposedPhase(s.layout));
    // Ranks are compared within their pipeline stage: stages do different work by design.
    std::map<int, std::vector<const RankPhaseMeans*>> byStage;
    for (const auto& p : phases)
        if (p.steps > 0)
            byStage[p.stage].push_back(&p);
    for (const std::string& phase : comparedPhases(s.layout)) {
        const int c = s.phaseIndex(phase);
        if (c < 0)
            continue;
        SlowPhase sp;
        sp.phase = phase;
        sp.meanStepMs = meanStep;
        sp.thresholdMs = limit;
        for (const auto& [stage, members] : byStage) {
            double sum = 0, exposedSum = 0, exposedMin = 0;
            std::size_t count = 0, exposedCount = 0;
            for (const RankPhaseMeans* m : members) {
                if (m->mean[std::size_t(c)]) {
                    sum += *m->mean[std::size_t(c)];
                    ++count;
                }
                if (exposed >= 0 && m->mean[std::size_t(exposed)]) {
                    const double e = *m->mean[std::size_t(exposed)];
                    exposedMin = exposedCount == 0 ? e : std::min(exposedMin, e);
                    exposedSum += e;
                    ++exposedCount;
                }
            }
            if (count < 2)
                continue;
            for (const RankPhaseMeans* m : members) {
                if (!m->mean[std::size_t(c)])
                    continue;
                const double v = *m->mean[std::size_t(c)];
                const double others = (sum - v) / double(count - 1);
                if (v - others <= limit)
                    continue;
                SlowRank r;
                r.rank = m->rank;
                r.valueMs = v;
                r.othersMs = others;
                r.excessMs = v - others;
                if (exposed >= 0 && m->mean[std::size_t(exposed)] && exposedCount >= 2) {
                    r.exposedCommMs = *m->mean[std::size_t(exposed)];
                    r.othersExposedCommMs = (exposedSum - r.exposedCommMs) / double(exposedCount - 1);
                    r.waitsLeast = r.exposedCommMs <= exposedMin;
                }
                sp.ranks.push_back(r);
            }
        }
        if (sp.ranks.empty())
            continue;
        std::stable_sort(sp.ranks.begin(), sp.ranks.end(),
                         [](const SlowRank& a, const SlowRank& b) { return a.excessMs > b.excessMs; });
        out.push_back(std::move(sp));
    }
    return out;
}

std::vector<SlowLink> slowLinkRule(const ClusterSummary& s, double fraction, std::vector<TransportStats>* stats)
{
    // One entry per directed link and transport, summed over its groups (a link serves every domain it is in).
    struct Agg {
        ClusterLink link;
        std::set<std::string> groups;
        std::size_t steps = 1;
    };
    std::map<std::tuple<int, int, std::string>, Agg> links;
    for (const RankSummary& r : s.ranks) {
        if (!r.linksResolved)
            continue;
        const std::size_t steps = r.communication && r.communication->steps > 0
                                      ? std::size_t(r.communication->steps)
                                      : std::max<std::size_t>(1, r.stepCount());
        for (const ClusterLink& l : r.links) {
            if (l.src == l.dst || l.bandwidthGBs <= 0)
                continue;
            auto [it, fresh] = links.try_emplace({l.src, l.dst, l.transport});
            Agg& a = it->second;
            if (fresh) {
                a.link = l;
                a.steps = steps;
                a.groups.insert(l.group);
                continue;
            }
            if (!a.groups.insert(l.group).second && l.reportedBy == a.link.reportedBy)
                continue;
            const bool measured = a.link.sizeMB > 0 && a.link.timeMs > 0 && l.sizeMB > 0 && l.timeMs > 0;
            a.link.sizeMB += l.sizeMB;
            a.link.timeMs += l.timeMs;
            a.link.bandwidthGBs =
                measured ? a.link.sizeMB / a.link.timeMs : std::min(a.link.bandwidthGBs, l.bandwidthGBs);
            for (const auto& op : l.ops)
                if (a.link.ops.size() < ClusterLink::kMaxLinkOps &&
                    std::find(a.link.ops.begin(), a.link.ops.end(), op) == a.link.ops.end())
                    a.link.ops.push_back(op);
            if (a.link.group != l.group)
                a.link.group.clear(); // several domains
        }
    }
    // Per transport: mean bandwidth over the links that moved enough data to measure one. A link that
    // moved less than 1 % of the transport's largest link carries only small messages, whose
    // bandwidth is bound by latency and would read as a slow link.
    std::map<std::string, std::vector<const Agg*>> byTransport;
    for (const auto& [key, a] : links)
        byTransport[a.link.transport].push_back(&a);
    std::vector<SlowLink> out;
    for (auto& [transport, list] : byTransport) {
        double maxSize = 0;
        for (const Agg* a : list)
            maxSize = std::max(maxSize, a->link.sizeMB);
        std::vector<const Agg*> measured;
        for (const Agg* a : list)
            if (maxSize <= 0 || a->link.sizeMB >= 0.01 * maxSize)
                measured.push_back(a);
        TransportStats t;
        t.transport = transport;
        t.links = measured.size();
        double sum = 0;
        for (std::size_t i = 0; i < measured.size(); ++i) {
            const double bw = measured[i]->link.bandwidthGBs;
            sum += bw;
            t.minGBs = i == 0 ? bw : std::min(t.minGBs, bw);
            t.maxGBs = std::max(t.maxGBs, bw);
        }
        t.meanGBs = measured.empty() ? 0 : sum / double(measured.size());
        if (stats)
            stats->push_back(t);
        if (measured.size() < 2 || t.meanGBs <= 0)
            continue;
        for (const Agg* a : measured) {
            const double f = (t.meanGBs - a->link.bandwidthGBs) / t.meanGBs;
            if (f <= fraction)
                continue;
            SlowLink sl;
            sl.link = a->link;
            sl.meanGBs = t.meanGBs;
            sl.fraction = f;
            // At the mean bandwidth the same bytes would take size / mean.
            sl.lostMsPerStep = std::max(0.0, a->link.timeMs - a->link.sizeMB / t.meanGBs) / double(a->steps);
            out.push_back(std::move(sl));
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SlowLink& a, const SlowLink& b) { return a.fraction > b.fraction; });
    return out;
}

ClusterCommunication clusterCommunicationShare(const ClusterSummary& s, const std::vector<RankPhaseMeans>& phases,
                                               double threshold)
{
    ClusterCommunication c;
    std::string mode;
    int stageNum = 1, rankSize = 0;
    parallelContext(s, mode, stageNum, rankSize);
    c.pipeline = mode == "pipeline-parallel" || (mode.empty() && stageNum > 1);
    std::map<int, double> stageCollective, stageTotal;
    bool collectiveEverywhere = true;
    auto add = [&](int rank, double comp, double alone, std::optional<double> receive,
                   std::optional<double> collective) {
        ++c.ranks;
        c.computationMs += comp;
        c.communicationAloneMs += alone;
        if (!c.pipeline)
            return;
        c.receiveAloneMs += receive.value_or(0);
        if (!collective)
            collectiveEverywhere = false;
        const int stage = std::max(1, stageOf(rank, rankSize, stageNum));
        stageCollective[stage] += collective.value_or(0);
        stageTotal[stage] += comp + alone;
    };
    // The 1.x cluster files measure it directly; else the 2.x step table.
    for (const RankSummary& r : s.ranks) {
        auto comp = caAverage(r, "computation"), alone = caAverage(r, "communication_alone");
        if (comp && alone)
            add(r.rank, *comp, *alone, caAverage(r, "receive_alone"), caAverage(r, "collective_communication_alone"));
    }
    if (c.ranks > 0) {
        c.source = "cluster_analyse";
    } else if (s.layout == Layout::AscendProfilerOutput) {
        const int comp = s.phaseIndex("computing"), alone = s.phaseIndex("communication_not_overlapped"),
                  excl = s.phaseIndex("communication_not_overlapped_exclude_receive");
        for (const RankPhaseMeans& p : phases) {
            if (p.steps == 0 || !p.mean[std::size_t(comp)] || !p.mean[std::size_t(alone)])
                continue;
            const double a = *p.mean[std::size_t(alone)];
            std::optional<double> collective = p.mean[std::size_t(excl)];
            std::optional<double> receive;
            if (collective)
                receive = std::max(0.0, a - *collective);
            add(p.rank, *p.mean[std::size_t(comp)], a, receive, collective);
        }
        if (c.ranks > 0)
            c.source = "step_trace_time";
    }
    if (c.ranks == 0)
        return c;
    c.available = true;
    const double denominator = c.computationMs + c.communicationAloneMs;
    // MindInsight reports 0 unless both sums are positive.
    if (c.computationMs > 0 && c.communicationAloneMs > 0)
        c.share = c.communicationAloneMs / denominator;
    c.fires = !c.pipeline && c.share > threshold;
    if (c.pipeline) {
        if (c.computationMs > 0 && c.communicationAloneMs > 0 && c.receiveAloneMs > 0)
            c.betweenStageShare = c.receiveAloneMs / denominator;
        c.betweenStageFires = c.betweenStageShare > threshold;
        if (collectiveEverywhere)
            for (const auto& [stage, total] : stageTotal) {
                StageShare sh{stage, total > 0 ? stageCollective[stage] / total : 0};
                c.withinStage.push_back(sh);
                if (sh.share > threshold && (!c.worstWithinStage || sh.share > c.worstWithinStage->share))
                    c.worstWithinStage = sh;
            }
    }
    return c;
}

namespace {

std::vector<CommDomain> communicationDomains(const ClusterSummary& s)
{
    std::map<std::string, CommDomain> byGroup;
    for (const RankSummary& r : s.ranks) {
        if (r.communication)
            for (const auto& d : r.communication->domains) {
                if (d.group.empty())
                    continue;
                CommDomain& cd = byGroup[d.group];
                cd.group = d.group;
                cd.ranks.push_back(r.rank);
                cd.transitMs += d.transitMs;
                cd.waitMs += d.waitMs;
            }
        if (r.linksResolved)
            for (const auto& l : r.links)
                if (!l.group.empty()) {
                    CommDomain& cd = byGroup[l.group];
                    cd.group = l.group;
                    ++cd.links;
                    cd.ranks.push_back(r.rank);
                    if (!l.keysAsWritten) // a guessed key says nothing sure about the members
                        for (int x : {l.src, l.dst})
                            cd.ranks.push_back(x);
                }
    }
    // Names (profiler_metadata.json groups) only when the folder holds every rank of the job: with
    // ranks missing, a domain's members are incomplete and would match the wrong group.
    int rankSize = 0;
    for (const RankSummary& r : s.ranks)
        rankSize = std::max(rankSize, r.rankSize);
    const bool complete = rankSize > 0 && std::size_t(rankSize) == s.ranks.size();
    std::map<std::vector<int>, std::string> names;
    auto addName = [&](const NamedGroup& g) {
        std::vector<int> sorted = g.ranks;
        std::sort(sorted.begin(), sorted.end());
        names.emplace(std::move(sorted), g.name);
    };
    if (complete) {
        for (const NamedGroup& g : s.groups)
            addName(g);
        for (const RankSummary& r : s.ranks)
            for (const NamedGroup& g : r.groups)
                addName(g);
    }
    std::vector<CommDomain> out;
    for (auto& [group, d] : byGroup) {
        std::sort(d.ranks.begin(), d.ranks.end());
        d.ranks.erase(std::unique(d.ranks.begin(), d.ranks.end()), d.ranks.end());
        if (auto it = names.find(d.ranks); it != names.end())
            d.name = it->second;
        out.push_back(std::move(d));
    }
    // Largest domains first (the world, then the node groups...), then by first rank.
    std::stable_sort(out.begin(), out.end(), [](const CommDomain& a, const CommDomain& b) {
        if (a.ranks.size() != b.ranks.size())
            return a.ranks.size() > b.ranks.size();
        return a.ranks < b.ranks;
    });
    return out;
}

} // namespace

ClusterAnalysis analyzeCluster(const ClusterSummary& s, const ClusterThresholds& t)
{
    ClusterAnalysis a;
    a.layout = s.layout;
    a.phaseKeys = s.phaseKeys();
    parallelContext(s, a.mode, a.stageNum, a.rankSize);
    std::map<std::string, std::size_t> frameworks;
    for (const auto& r : s.ranks)
        if (!r.framework.empty())
            ++frameworks[r.framework];
    for (const auto& [name, n] : frameworks)
        if (a.framework.empty() || n > frameworks[a.framework])
            a.framework = name;
    a.phases = rankPhaseMeans(s, t.skipFirstSteps);
    std::size_t withSteps = 0;
    double stepSum = 0;
    for (const auto& p : a.phases)
        if (p.steps > 0) {
            ++withSteps;
            stepSum += p.stepMs;
        }
    a.meanStepMs = withSteps > 0 ? stepSum / double(withSteps) : 0;
    if (withSteps < a.phases.size())
        a.notes.push_back(SL_MSG("cluster.note.ranks-without-steps",
                                 "{n} of {total} ranks have no step data and are left out of "
                                 "the step comparison")
                              .arg("n", a.phases.size() - withSteps)
                              .arg("total", a.phases.size()));
    a.slowPhases = slowRankRule(s, a.phases, t.slowRankStepFraction);
    a.slowLinks = slowLinkRule(s, t.slowLinkFraction, &a.transports);
    a.domains = communicationDomains(s);

    // FLOPS per rank (1.x flops_summary).
    std::vector<std::pair<int, double>> flops;
    for (const RankSummary& r : s.ranks)
        if (r.flops)
            flops.emplace_back(r.rank, *r.flops);
    if (flops.size() >= 2) {
        double mean = 0;
        for (const auto& f : flops)
            mean += f.second;
        mean /= double(flops.size());
        if (mean > 0)
            for (const auto& [rank, value] : flops) {
                const double fraction = (mean - value) / mean;
                if (fraction > t.lowFlops && (!a.lowFlopsRank || fraction > a.lowFlopsRank->fraction))
                    a.lowFlopsRank = RankOutlier{rank, value, mean, fraction};
            }
    } else if (s.layout == Layout::MindSpore1x && s.ranks.size() >= 2) {
        a.notes.push_back(SL_MSG("cluster.note.no-flops", "the FLOPS rule needs flops_summary for at least two ranks"));
    }

    a.communication = clusterCommunicationShare(s, a.phases, t.communication);
    if (!a.communication.available)
        a.notes.push_back(SL_MSG("cluster.note.no-communication-share",
                                 "the communication share needs Computing and Communication(Not Overlapped) columns, "
                                 "or computation and communication_alone in ascend_cluster_analyse files"));

    // Pipeline parallel: a stage doing more than its share (FLOPs for 1.x, Computing for 2.x).
    if (a.stageNum > 1 && a.rankSize >= a.stageNum && a.rankSize % a.stageNum == 0) {
        std::map<int, std::pair<double, int>> perStage;
        std::string unit;
        for (const RankSummary& r : s.ranks)
            if (r.flopsTotal) {
                auto& v = perStage[stageOf(r.rank, a.rankSize, a.stageNum)];
                v.first += *r.flopsTotal;
                ++v.second;
                unit = "FLOPs";
            }
        const int comp = s.phaseIndex("computing");
        if (perStage.empty() && comp >= 0)
            for (const auto& p : a.phases)
                if (p.steps > 0 && p.mean[std::size_t(comp)]) {
                    auto& v = perStage[p.stage];
                    v.first += *p.mean[std::size_t(comp)];
                    ++v.second;
                    unit = "ms";
                }
        perStage.erase(0);
        if (perStage.size() >= 2) {
            double mean = 0;
            for (const auto& [stage, v] : perStage)
                mean += v.first / v.second;
            mean /= double(perStage.size());
            if (mean > 0)
                for (const auto& [stage, v] : perStage) {
                    const double value = v.first / v.second;
                    const double fraction = value / mean - 1;
                    if (fraction > t.heavyStage && (!a.heavyStage || fraction > a.heavyStage->fraction))
                        a.heavyStage = StageOutlier{stage, value, mean, fraction, unit};
                }
        }
    }
    return a;
}

ClusterAnalysis analyzeCluster(const std::vector<const Profile*>& ranks, const ClusterThresholds& thresholds)
{
    return analyzeCluster(summarizeProfiles(ranks), thresholds);
}

} // namespace steplens
