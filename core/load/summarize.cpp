#include "load/summarize.h"

#include "io/text.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

namespace steplens {

namespace {

std::optional<double> flopsOf(const Operators& ops, const char* total, const char* cube, const char* vec)
{
    const auto& m = ops.flopsSummary;
    if (auto it = m.find(total); it != m.end())
        return it->second;
    auto c = m.find(cube), v = m.find(vec);
    if (c != m.end() && v != m.end())
        return c->second + v->second;
    return std::nullopt;
}

void stepTableOf2x(const StepTraceTime& table, RankSummary& r)
{
    const std::size_t n = kStepColumnCount;
    for (const StepBreakdown* row : table.stepRows()) {
        r.steps.push_back(row->stepNum);
        for (std::size_t c = 0; c < n; ++c)
            r.values.push_back(row->has(StepColumn(c)) ? nanosToMs(double(row->get(StepColumn(c)))) : kAbsent);
    }
}

void stepTableOf1x(const StepTrace& trace, RankSummary& r)
{
    for (const StepRecord& s : trace.steps) {
        r.steps.push_back(s.stepNum);
        for (Nanos v : {s.iterationInterval, s.fpAndBp, s.tail, s.total})
            r.values.push_back(nanosToMs(double(v)));
    }
}

void addDomain(RankCommunication& c, const std::string& group, const CommOp& op)
{
    auto it =
        std::find_if(c.domains.begin(), c.domains.end(), [&](const CommDomainTotals& d) { return d.group == group; });
    if (it == c.domains.end()) {
        c.domains.push_back({group});
        it = c.domains.end() - 1;
    }
    ++it->ops;
    it->elapseMs += nanosToMs(op.elapseNs);
    it->transitMs += nanosToMs(op.transitNs);
    it->waitMs += nanosToMs(op.waitNs);
    it->syncMs += nanosToMs(op.syncNs);
    it->idleMs += nanosToMs(op.idleNs);
}

bool parseLinkKey(std::string_view key, int& src, int& dst)
{
    const auto dash = key.find('-');
    if (dash == std::string_view::npos)
        return false;
    auto a = std::from_chars(key.data(), key.data() + dash, src);
    auto b = std::from_chars(key.data() + dash + 1, key.data() + key.size(), dst);
    return a.ec == std::errc() && a.ptr == key.data() + dash && b.ec == std::errc() &&
           b.ptr == key.data() + key.size() && src >= 0 && dst >= 0;
}

// The operation family a link entry names: "allreduce-total" -> "allreduce", "hcom_allReduce__586_0_1"
// -> "allReduce", "stream_43_0_AllReduce-op4582" -> "AllReduce".
std::string linkOpFamily(std::string name)
{
    for (const char* suffix : {"-total", "-top1", "-middle", "-bottom1", "-bottom2", "-bottom3"})
        if (io::endsWith(name, suffix))
            return name.substr(0, name.size() - std::char_traits<char>::length(suffix));
    if (io::startsWith(name, "stream_")) { // stream_<id>_<n>_<name>
        std::size_t pos = 0;
        for (int k = 0; k < 3 && pos != std::string::npos; ++k)
            pos = name.find('_', pos + 1);
        if (pos != std::string::npos)
            name = name.substr(pos + 1);
    }
    if (auto op = name.rfind("-op"); op != std::string::npos && op + 3 < name.size() &&
                                     name.find_first_not_of("0123456789", op + 3) == std::string::npos)
        name.resize(op);
    if (io::startsWith(name, "hcom_")) {
        name = name.substr(5);
        if (auto tail = name.find("__"); tail != std::string::npos)
            name.resize(tail);
    }
    return name;
}

void addOp(ClusterLink& l, const std::string& op)
{
    if (op.empty() || l.ops.size() >= ClusterLink::kMaxLinkOps)
        return;
    if (std::find(l.ops.begin(), l.ops.end(), op) == l.ops.end())
        l.ops.push_back(op);
}

void finishBandwidth(ClusterLink& l, double writtenGBs, int entries)
{
    l.bandwidthGBs = l.sizeMB > 0 && l.timeMs > 0 ? l.sizeMB / l.timeMs : (entries == 1 ? writtenGBs : 0.0);
}

void linksOf1x(const HcclRaw& hccl, int rank, RankSummary& r)
{
    if (!hccl.average)
        return;
    for (const LinkStat& s : hccl.average->links) {
        ClusterLink l;
        if (!parseLinkKey(s.link, l.src, l.dst))
            continue;
        if (l.src == l.dst) {
            // A rank's link to itself is a local copy; its key tells the rank's index in its group.
            if (std::none_of(r.groupSelfIndex.begin(), r.groupSelfIndex.end(),
                             [](const auto& g) { return g.first.empty(); }))
                r.groupSelfIndex.emplace_back(std::string(), l.src);
            continue;
        }
        l.transport = s.transport;
        l.sizeMB = s.sizeKB / 1000.0;
        l.timeMs = s.timeMs;
        // MindSpore's hccl parser writes KB/s; that number is what MindInsight's rule compares (the
        // size / time of the average row disagrees with it), converted to GB/s.
        l.bandwidthGBs = s.bandwidth / 1e6;
        l.reportedBy = rank;
        for (const HcclOpCost& op : hccl.average->ops)
            for (const LinkStat& ol : op.links)
                if (ol.link == s.link && ol.transport == s.transport)
                    addOp(l, linkOpFamily(op.name));
        r.links.push_back(std::move(l));
    }
}

} // namespace

RankCommunication summarizeCommunication(const Communication& comm, int rank)
{
    RankCommunication c;
    std::set<std::string> steps;
    for (const CommOp& op : comm.ops) {
        if (op.place.total || (rank >= 0 && op.place.rank != rank))
            continue;
        ++c.ops;
        steps.insert(op.place.step);
        c.elapseMs += nanosToMs(op.elapseNs);
        c.transitMs += nanosToMs(op.transitNs);
        c.waitMs += nanosToMs(op.waitNs);
        c.syncMs += nanosToMs(op.syncNs);
        c.idleMs += nanosToMs(op.idleNs);
        addDomain(c, op.place.group, op);
    }
    c.steps = int(steps.size());
    return c;
}

void summarizeMatrix(const CommunicationMatrix& matrix, int reportedBy, RankSummary& into)
{
    // The recommended entries: the "-total" sums (newer files), else "Total Op Info" (older), else all.
    bool totals = false, totalOpInfo = false;
    for (const CommLink& l : matrix.links) {
        totals |= !l.place.total && io::endsWith(l.place.opName, "-total");
        totalOpInfo |= l.place.total;
    }
    auto accepted = [&](const CommLink& l) {
        if (totals)
            return !l.place.total && io::endsWith(l.place.opName, "-total");
        if (totalOpInfo)
            return l.place.total;
        return true;
    };
    struct Key {
        int src, dst;
        std::string transport, group;
        bool operator<(const Key& o) const
        {
            return std::tie(src, dst, transport, group) < std::tie(o.src, o.dst, o.transport, o.group);
        }
    };
    std::map<Key, std::pair<ClusterLink, std::pair<double, int>>> byKey; // link, (last written GB/s, entries)
    std::map<std::string, int> self;
    for (const CommLink& l : matrix.links) {
        if (l.src < 0 || l.dst < 0)
            continue;
        if (l.src == l.dst || l.transport == "LOCAL") {
            if (l.src == l.dst)
                self.emplace(l.place.group, l.src);
            continue;
        }
        if (!accepted(l))
            continue;
        auto& [link, written] = byKey[{l.src, l.dst, l.transport, l.place.group}];
        if (written.second == 0) {
            link.src = l.src;
            link.dst = l.dst;
            link.transport = l.transport;
            link.group = l.place.group;
            link.reportedBy = reportedBy;
        }
        link.sizeMB += l.sizeMB;
        link.timeMs += nanosToMs(l.timeNs);
        written.first = l.bandwidthGBs;
        ++written.second;
        addOp(link, linkOpFamily(l.place.total ? l.linkOpName : l.place.opName));
    }
    for (auto& [key, entry] : byKey) {
        finishBandwidth(entry.first, entry.second.first, entry.second.second);
        into.links.push_back(std::move(entry.first));
    }
    for (auto& [group, index] : self)
        into.groupSelfIndex.emplace_back(group, index);
}

RankSummary summarizeProfile(const Profile& p)
{
    RankSummary r;
    r.rank = p.rank;
    r.layout = p.layout;
    r.folder = p.folder;
    r.filesRead = p.filesRead;
    if (p.ascend && !p.ascend->framework.empty())
        r.framework = p.ascend->framework;
    else if (io::endsWith(p.folder, "_ascend_pt"))
        r.framework = "torch_npu";
    else if (io::endsWith(p.folder, "_ascend_ms") || p.layout == Layout::MindSpore1x)
        r.framework = "mindspore";
    if (p.ascend && p.ascend->stepTraceTime)
        stepTableOf2x(*p.ascend->stepTraceTime, r);
    else if (p.stepTrace) {
        r.layout = Layout::MindSpore1x; // a 1.x step trace alone (MindSpore 2.3/2.4 without step_trace_time.csv)
        stepTableOf1x(*p.stepTrace, r);
    }
    if (p.ascend && p.ascend->communication)
        r.communication = summarizeCommunication(*p.ascend->communication);
    else if (p.hccl && p.hccl->average) {
        RankCommunication c;
        c.ops = int(p.hccl->average->ops.size());
        c.steps = int(p.hccl->steps.size());
        c.transitMs = p.hccl->average->communicationMs;
        c.waitMs = p.hccl->average->waitMs;
        c.elapseMs = c.transitMs + c.waitMs;
        r.communication = c;
    }
    if (p.ascend && p.ascend->communicationMatrix)
        summarizeMatrix(*p.ascend->communicationMatrix, p.rank, r);
    else if (p.hccl)
        linksOf1x(*p.hccl, p.rank, r);

    if (p.info) {
        r.rankSize = p.info->rankSize;
        r.stageNum = p.info->stageNum;
        r.parallelMode = p.info->parallelMode;
    }
    if (p.clusterAnalyse) {
        const ClusterAnalyse& ca = *p.clusterAnalyse;
        if (!ca.mode.empty())
            r.parallelMode = ca.mode;
        if (ca.stageNum > 0)
            r.stageNum = ca.stageNum;
        if (ca.rankSize > 0)
            r.rankSize = ca.rankSize;
        r.clusterAnalyseKeys = ca.keys;
        r.clusterAnalyseAverage = ca.average;
    }
    if (p.ascend && p.ascend->metadata) {
        const ProfilerMetadata& m = *p.ascend->metadata;
        if (m.worldSize && *m.worldSize > 0)
            r.rankSize = *m.worldSize;
        if (m.pipelineParallel && *m.pipelineParallel > 0)
            r.stageNum = *m.pipelineParallel;
        for (const ParallelGroup& g : m.parallelGroups)
            r.groups.push_back({g.groupName.empty() ? g.key : g.groupName, g.globalRanks});
    }
    if (p.operators) {
        r.flops = flopsOf(*p.operators, "FLOPS", "cube_FLOPS", "vec_FLOPS");
        r.flopsTotal = flopsOf(*p.operators, "FLOPs", "cube_FLOPs", "vec_FLOPs");
    }
    return r;
}

ClusterSummary summarizeRun(const Run& run)
{
    std::vector<const Profile*> ranks;
    for (const Profile& p : run.ranks)
        ranks.push_back(&p);
    ClusterSummary s = summarizeProfiles(ranks);
    s.path = run.path;
    s.folder = run.profilerFolder;
    s.cancelled = run.cancelled;
    return s;
}

ClusterSummary summarizeProfiles(const std::vector<const Profile*>& ranks)
{
    ClusterSummary s;
    s.source = ClusterSource::LoadedRun;
    for (const Profile* p : ranks)
        if (p)
            s.ranks.push_back(summarizeProfile(*p));
    s.layout = clusterLayout(s.ranks);
    resolveClusterLinks(s);
    return s;
}

Layout clusterLayout(const std::vector<RankSummary>& ranks)
{
    // The layout most ranks have step data of; without any step data, the layout most ranks have.
    std::size_t stepsAscend = 0, stepsLegacy = 0, ascend = 0, legacy = 0;
    for (const auto& r : ranks) {
        const bool is2x = r.layout == Layout::AscendProfilerOutput;
        (is2x ? ascend : legacy) += 1;
        if (r.hasSteps())
            (is2x ? stepsAscend : stepsLegacy) += 1;
    }
    if (stepsAscend + stepsLegacy > 0)
        return stepsLegacy > stepsAscend ? Layout::MindSpore1x : Layout::AscendProfilerOutput;
    return legacy > ascend ? Layout::MindSpore1x : Layout::AscendProfilerOutput;
}

void resolveClusterLinks(ClusterSummary& summary)
{
    // Members of each group: the ranks whose files use it, ascending.
    std::map<std::string, std::vector<int>> members;
    auto note = [&](const std::string& group, int rank) {
        if (group.empty() || rank < 0)
            return;
        auto& m = members[group];
        if (std::find(m.begin(), m.end(), rank) == m.end())
            m.push_back(rank);
    };
    int rankSize = 0, stageNum = 1;
    for (const RankSummary& r : summary.ranks) {
        if (r.communication)
            for (const auto& d : r.communication->domains)
                note(d.group, r.rank);
        for (const auto& l : r.links)
            note(l.group, r.rank);
        for (const auto& [group, index] : r.groupSelfIndex)
            note(group, r.rank);
        if (rankSize == 0 && r.rankSize > 0) {
            rankSize = r.rankSize;
            stageNum = std::max(1, r.stageNum);
        }
    }
    for (auto& [group, m] : members)
        std::sort(m.begin(), m.end());
    // hccl_raw names no group: MindSpore's gradient all-reduce runs among the ranks of a pipeline stage
    // (all ranks without pipeline parallelism), so those are the members.
    std::vector<int> everyRank;
    for (const RankSummary& r : summary.ranks)
        if (r.rank >= 0)
            everyRank.push_back(r.rank);
    std::sort(everyRank.begin(), everyRank.end());
    auto stageMembers = [&](int rank) -> std::vector<int> {
        if (rankSize <= 0)
            return everyRank;
        int per = rankSize, base = 0;
        if (stageNum > 1 && rankSize % stageNum == 0) {
            per = rankSize / stageNum;
            base = rank / per * per;
        }
        std::vector<int> m(static_cast<std::size_t>(per));
        for (int i = 0; i < per; ++i)
            m[std::size_t(i)] = base + i;
        return m;
    };

    std::size_t kept = 0, dropped = 0;
    for (RankSummary& r : summary.ranks) {
        if (r.linksResolved)
            continue;
        std::vector<ClusterLink> out;
        for (ClusterLink& l : r.links) {
            auto self = std::find_if(r.groupSelfIndex.begin(), r.groupSelfIndex.end(),
                                     [&](const auto& g) { return g.first == l.group; });
            const int selfIndex = self == r.groupSelfIndex.end() ? -1 : self->second;
            std::vector<int> m;
            if (l.group.empty())
                m = stageMembers(r.rank);
            else if (auto it = members.find(l.group); it != members.end())
                m = it->second;
            bool mapped = false;
            if (!m.empty()) {
                const auto at = std::lower_bound(m.begin(), m.end(), r.rank);
                const int position = at != m.end() && *at == r.rank ? int(at - m.begin()) : -1;
                const bool inRange = std::size_t(l.src) < m.size() && std::size_t(l.dst) < m.size();
                const bool selfFits = selfIndex >= 0 ? selfIndex == position : (l.src == position || l.dst == position);
                if (position >= 0 && inRange && selfFits) {
                    l.src = m[std::size_t(l.src)];
                    l.dst = m[std::size_t(l.dst)];
                    mapped = true;
                }
            }
            if (!mapped) {
                // Keys that cannot be mapped: keep them when they read as global ranks of this rank.
                const bool namesSelf = l.src == r.rank || l.dst == r.rank;
                if (!(namesSelf && (selfIndex < 0 || selfIndex == r.rank))) {
                    ++dropped;
                    continue;
                }
                l.keysAsWritten = true;
                ++kept;
            }
            out.push_back(std::move(l));
        }
        r.links = std::move(out);
        r.linksResolved = true;
    }
    if (kept > 0)
        summary.diagnostics.push_back(Diagnostic::info(
            summary.folder,
            SL_MSG("cluster.links.kept-as-written",
                   "{n} links of communication_matrix.json could not be placed through their group's members (ranks "
                   "of the group are not in this folder)")
                .arg("n", kept),
            SL_MSG("cluster.links.kept-as-written.action",
                   "their keys are read as global ranks, since they name the rank that wrote them")));
    if (dropped > 0)
        summary.diagnostics.push_back(Diagnostic::warning(
            summary.folder,
            SL_MSG("cluster.links.unplaced",
                   "{n} links of communication_matrix.json use group-local rank keys whose group is not complete in "
                   "this folder")
                .arg("n", dropped),
            SL_MSG("cluster.links.unplaced.action", "left out of the link matrix and the slow-link rule")));
}

} // namespace steplens
