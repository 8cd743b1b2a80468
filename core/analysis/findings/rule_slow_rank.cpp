// Slow rank (issue 13): in a synchronous job every rank waits for the slowest one at the next
// collective, so a rank that computes longer, or whose host prepares the step later, makes every
// step of the whole job longer by the difference. The others show that wait as exposed
// communication; the slow rank is the one that waits least.
#include "analysis/cluster_rules.h"
#include "analysis/findings/rules.h"

#include <algorithm>

namespace steplens {

Message clusterPhaseName(const std::string& key)
{
    if (key == "computing")
        return SL_MSG("cluster.phase.computing", "Computing");
    if (key == "free")
        return SL_MSG("cluster.phase.free", "Free (device idle)");
    if (key == "preparing")
        return SL_MSG("cluster.phase.preparing", "Preparing");
    if (key == "communication_not_overlapped")
        return SL_MSG("cluster.phase.exposed-communication", "Communication (not overlapped)");
    if (key == "iteration_interval")
        return SL_MSG("cluster.phase.iteration-interval", "iteration gap");
    if (key == "fp_and_bp")
        return SL_MSG("cluster.phase.fp-and-bp", "forward and backward");
    if (key == "tail")
        return SL_MSG("cluster.phase.tail", "tail");
    return Message(key);
}

namespace {

constexpr std::size_t kMaxRankEvidence = 20;

bool computePhase(const std::string& phase)
{
    return phase == "computing" || phase == "fp_and_bp";
}

} // namespace

void ruleSlowRank(const ClusterAnalysis& c, const Thresholds& thresholds, std::vector<Finding>& out)
{
    const double pct = thresholds.get(ThresholdKey::SlowRankStepPct);
    for (const SlowPhase& sp : c.slowPhases) {
        if (sp.ranks.empty() || sp.meanStepMs <= 0)
            continue;
        const SlowRank& worst = sp.ranks.front();
        std::vector<int> ranks;
        for (const SlowRank& r : sp.ranks)
            ranks.push_back(r.rank);
        Finding f;
        f.id = "slow-rank";
        f.rank = worst.rank;
        f.ranks = ranks;
        std::sort(f.ranks.begin(), f.ranks.end());
        f.phase = sp.phase;
        const double share = worst.excessMs / sp.meanStepMs * 100.0;
        f.severity = share > 2 * pct ? FindingSeverity::High : FindingSeverity::Moderate;
        const Message phase = clusterPhaseName(sp.phase);
        if (ranks.size() == 1)
            f.title = SL_MSG("finding.slow-rank.title.one",
                             "Rank {rank} holds the whole job back: its {phase} takes {excess} longer per step than "
                             "the other ranks' ({value} against {others})")
                          .arg("rank", worst.rank)
                          .arg("phase", phase)
                          .arg("excess", fmtMs(worst.excessMs))
                          .arg("value", fmtMs(worst.valueMs))
                          .arg("others", fmtMs(worst.othersMs));
        else
            f.title = SL_MSG("finding.slow-rank.title.many",
                             "{n} ranks hold the whole job back: their {phase} takes up to {excess} longer per step "
                             "than the other ranks' (ranks {ranks})")
                          .arg("n", ranks.size())
                          .arg("phase", phase)
                          .arg("excess", fmtMs(worst.excessMs))
                          .arg("ranks", rankRanges(ranks));
        Message wait;
        if (worst.waitsLeast)
            wait = SL_MSG("finding.slow-rank.waits-least",
                          " The others show the wait as exposed communication ({others} per step on average) while "
                          "rank {rank} waits least ({own}): they are waiting for it.")
                       .arg("others", fmtMs(worst.othersExposedCommMs))
                       .arg("rank", worst.rank)
                       .arg("own", fmtMs(worst.exposedCommMs));
        else if (worst.othersExposedCommMs > 0)
            wait = SL_MSG("finding.slow-rank.waits",
                          " Its exposed communication is {own} per step against {others} for the others, so it is "
                          "not the only reason the others wait.")
                       .arg("own", fmtMs(worst.exposedCommMs))
                       .arg("others", fmtMs(worst.othersExposedCommMs));
        f.explanation = SL_MSG("finding.slow-rank.explanation",
                               "In synchronous training every rank waits for the slowest one at the next collective "
                               "operation, so each step of the whole job lasts about {excess} longer: {share} of the "
                               "{step} mean step (the rule fires above {pct}).{wait}")
                            .arg("excess", fmtMs(worst.excessMs))
                            .arg("share", fmtPct(share))
                            .arg("step", fmtMs(sp.meanStepMs))
                            .arg("pct", fmtPct(pct))
                            .arg("wait", wait);
        f.value = share;
        f.threshold = pct;
        f.unit = "% of the mean step";
        for (std::size_t i = 0; i < sp.ranks.size() && i < kMaxRankEvidence; ++i) {
            const SlowRank& r = sp.ranks[i];
            Evidence e{Evidence::Kind::Rank,
                       SL_MSG("finding.slow-rank.evidence", "rank {rank}: {phase} {value}, {excess} above the others")
                           .arg("rank", r.rank)
                           .arg("phase", phase)
                           .arg("value", fmtMs(r.valueMs))
                           .arg("excess", fmtMs(r.excessMs))};
            e.rank = r.rank;
            f.evidence.push_back(std::move(e));
        }
        f.impactMs = worst.excessMs;
        if (sp.meanStepMs - worst.excessMs > 0)
            f.stepsPerSecondIfFixed = 1000.0 / (sp.meanStepMs - worst.excessMs);
        if (computePhase(sp.phase)) {
            f.suggestion = SL_MSG("finding.slow-rank.suggestion.compute",
                                  "Find out why this rank computes longer: an uneven data shard (longer sequences or "
                                  "other shapes reach it), a slower or throttled device (check its temperature, "
                                  "frequency and health with npu-smi info), or a different operator mix. Open the "
                                  "rank and compare it with a typical one (steplens compare).");
            f.snippet =
                c.framework == "torch_npu"
                    ? "# give every rank the same amount of work per step\n"
                      "sampler = DistributedSampler(dataset, num_replicas=world_size, rank=rank, drop_last=True)"
                    : "# give every rank its own, equal shard\n"
                      "dataset = ds.MindDataset(files, num_shards=rank_size, shard_id=rank_id)";
        } else {
            f.suggestion = SL_MSG("finding.slow-rank.suggestion.host",
                                  "Look at the host of this rank: a straggling data loader (give it more workers and "
                                  "prefetching), other processes or a bad CPU binding on that node competing for its "
                                  "cores, slower storage on that node, or a synchronisation inside its step.");
            f.snippet = c.framework == "torch_npu"
                            ? "loader = DataLoader(dataset, batch_size=bs, num_workers=8, prefetch_factor=4,\n"
                              "                    pin_memory=True, persistent_workers=True)"
                            : "dataset = dataset.map(operations=transforms, num_parallel_workers=8)\n"
                              "dataset = dataset.batch(batch_size, num_parallel_workers=8)";
        }
        out.push_back(std::move(f));
    }
}

} // namespace steplens
