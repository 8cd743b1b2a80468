// Rule 9 and its siblings from MindInsight's cluster page: a rank whose step phases are more than
// 20 % above the mean of ranks holds every other rank back at the next collective operation.
#include "analysis/findings/rules.h"
#include "analysis/run_analysis.h"

namespace steplens {

std::vector<Finding> clusterFindings(const ClusterAnalysis& c, const Thresholds& thresholds)
{
    std::vector<Finding> out;
    const double pct = thresholds.get("slow_rank_pct");
    if (c.slowRank) {
        const RankOutlier& r = *c.slowRank;
        Finding f;
        f.id = "slow-rank/" + std::to_string(r.rank);
        f.rank = r.rank;
        f.severity = r.fraction > 2 * pct / 100 ? FindingSeverity::High : FindingSeverity::Moderate;
        f.title = "Rank " + std::to_string(r.rank) + " waits longer for data than the others: iteration gap " +
                  fmtMs(r.value) + " against a mean of " + fmtMs(r.mean);
        f.explanation = "In synchronous training every rank waits for the slowest one at the next all-reduce. Rank " +
                        std::to_string(r.rank) + "'s iteration gap is " + fmtPct(r.fraction * 100) +
                        " above the mean of all ranks, so its data path (or its host) slows the whole job.";
        f.value = r.fraction * 100;
        f.threshold = pct;
        f.unit = "% above mean";
        Evidence e{Evidence::Kind::Rank, "rank " + std::to_string(r.rank)};
        e.rank = r.rank;
        f.evidence.push_back(e);
        f.impactMs = r.value - r.mean;
        f.suggestion = "Look at this rank's host: its data pipeline, CPU load and storage. Make sure each rank reads "
                       "its own shard (num_shards/shard_id) and that no other process competes for its cores.";
        f.snippet = "dataset = ds.Cifar10Dataset(data_dir, num_shards=rank_size, shard_id=rank_id,\n"
                    "                            num_parallel_workers=8)";
        out.push_back(std::move(f));
    }
    if (c.lowFlopsRank) {
        const RankOutlier& r = *c.lowFlopsRank;
        Finding f;
        f.id = "low-flops-rank/" + std::to_string(r.rank);
        f.rank = r.rank;
        f.severity = FindingSeverity::Moderate;
        f.title =
            "Rank " + std::to_string(r.rank) + " computes " + fmtPct(r.fraction * 100) + " fewer FLOPS than the mean";
        f.explanation = "Its operators reach a lower throughput than the other ranks': a slower device, thermal "
                        "limits or a different operator mix on this rank.";
        f.value = r.fraction * 100;
        f.threshold = pct;
        f.unit = "% below mean";
        Evidence e{Evidence::Kind::Rank, "rank " + std::to_string(r.rank)};
        e.rank = r.rank;
        f.evidence.push_back(e);
        f.impactEstimated = false;
        f.suggestion = "Compare this rank's operator table with another rank's (steplens compare) to see which "
                       "operators run slower, and check the device's health.";
        out.push_back(std::move(f));
    }
    for (const auto& link : c.slowLinks) {
        Finding f;
        f.id = "slow-link/" + link.transport + "/" + link.link;
        f.rank = link.rank;
        f.severity = FindingSeverity::Moderate;
        f.title = link.transport + " link " + link.link + " is " + fmtPct(link.fraction * 100) +
                  " slower than the mean of its kind";
        f.explanation = "Collective communication moves at the pace of its slowest link.";
        f.value = link.fraction * 100;
        f.threshold = pct;
        f.unit = "% below mean";
        Evidence e{Evidence::Kind::Rank, "rank " + std::to_string(link.rank) + ", link " + link.link};
        e.rank = link.rank;
        f.evidence.push_back(e);
        f.impactEstimated = false;
        f.suggestion = "Check the cabling and the network configuration of this link.";
        out.push_back(std::move(f));
    }
    const double commLimit = thresholds.get("communication_share_pct");
    if (c.communication.available && c.communication.share * 100 > commLimit) {
        Finding f;
        f.id = "cluster-communication";
        f.severity = c.communication.share * 100 > 2 * commLimit ? FindingSeverity::High : FindingSeverity::Moderate;
        f.title = "Communication not hidden by computation is " + fmtPct(c.communication.share * 100) +
                  " of the time across " + std::to_string(c.communication.ranks) + " ranks";
        f.explanation = "Summed over the ranks, " + fmtMs(c.communication.communicationAloneMs) +
                        " of communication run while no computation does, against " +
                        fmtMs(c.communication.computationMs) + " of computation.";
        f.value = c.communication.share * 100;
        f.threshold = commLimit;
        f.unit = "%";
        f.impactEstimated = false;
        f.suggestion = c.mode == "data-parallel"
                           ? "Fuse gradients so all-reduce overlaps the backward pass."
                           : "Revisit the parallel strategy (sharding, pipeline stages) so less data crosses devices "
                             "per step, and fuse small collective operations.";
        f.snippet = "context.set_auto_parallel_context(all_reduce_fusion_config=[20, 35])";
        out.push_back(std::move(f));
    }
    if (c.heavyStage) {
        Finding f;
        f.id = "heavy-stage/" + std::to_string(c.heavyStage->stage);
        f.severity = FindingSeverity::Moderate;
        f.title = "Pipeline stage " + std::to_string(c.heavyStage->stage) + " has " +
                  fmtPct(c.heavyStage->fraction * 100) + " more FLOPs than the mean stage";
        f.explanation = "In pipeline parallelism the slowest stage sets the pace; the others wait in bubbles.";
        f.value = c.heavyStage->fraction * 100;
        f.threshold = pct;
        f.unit = "% above mean";
        f.impactEstimated = false;
        f.suggestion = "Move layers from this stage to its neighbours so stages carry similar FLOPs.";
        f.snippet = "net.layer.pipeline_stage = 1  # assign layers to stages so the work is balanced";
        out.push_back(std::move(f));
    }
    orderFindings(out);
    return out;
}

RunAnalysis analyzeRun(const Run& run, const AnalysisOptions& options)
{
    RunAnalysis a;
    std::vector<const Profile*> ranks;
    for (const auto& p : run.ranks) {
        a.ranks.push_back(analyzeProfile(p, options));
        ranks.push_back(&p);
    }
    if (ranks.size() >= 2) {
        ClusterThresholds ct;
        ct.slowRank = ct.lowFlops = ct.slowLink = ct.heavyStage = options.thresholds.get("slow_rank_pct") / 100;
        ct.communication = options.thresholds.get("communication_share_pct") / 100;
        a.cluster = analyzeCluster(ranks, ct);
        a.clusterFindings = clusterFindings(*a.cluster, options.thresholds);
    }
    return a;
}

} // namespace steplens
