// The cluster findings: slow rank and slow link (their own files), and MindInsight's cluster-page
// rules on both layouts: low-FLOPS rank, communication not hidden by computation, heavy pipeline stage.
#include "analysis/findings/rules.h"
#include "analysis/run_analysis.h"
#include "io/parallel_for.h"
#include "load/summarize.h"

#include <algorithm>
#include <mutex>

namespace steplens {

namespace {

void ruleLowFlops(const ClusterAnalysis& c, const Thresholds& thresholds, std::vector<Finding>& out)
{
    if (!c.lowFlopsRank)
        return;
    const RankOutlier& r = *c.lowFlopsRank;
    Finding f;
    f.id = "low-flops-rank";
    f.rank = r.rank;
    f.ranks = {r.rank};
    f.severity = FindingSeverity::Moderate;
    f.title = SL_MSG("finding.low-flops-rank.title", "Rank {rank} computes {pct} fewer FLOPS than the mean")
                  .arg("rank", r.rank)
                  .arg("pct", fmtPct(r.fraction * 100));
    f.explanation = SL_MSG("finding.low-flops-rank.explanation",
                           "Its operators reach a lower throughput than the other ranks': a slower device, thermal "
                           "limits or a different operator mix on this rank.");
    f.value = r.fraction * 100;
    f.threshold = thresholds.get(ThresholdKey::SlowRankPct);
    f.unit = "% below mean";
    Evidence e{Evidence::Kind::Rank, SL_MSG("finding.cluster.evidence.rank", "rank {rank}").arg("rank", r.rank)};
    e.rank = r.rank;
    f.evidence.push_back(std::move(e));
    f.impactEstimated = false;
    f.suggestion = SL_MSG("finding.low-flops-rank.suggestion",
                          "Compare this rank's operator table with another rank's (steplens compare) to see which "
                          "operators run slower, and check the device's health.");
    out.push_back(std::move(f));
}

void ruleCommunicationShare(const ClusterAnalysis& c, const Thresholds& thresholds, std::vector<Finding>& out)
{
    const double limit = thresholds.get(ThresholdKey::CommunicationSharePct);
    if (!c.communication.available || c.communication.share * 100 <= limit)
        return;
    Finding f;
    f.id = "cluster-communication";
    f.severity = c.communication.share * 100 > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.cluster-communication.title",
                     "Communication not hidden by computation is {share} of the time across {n} ranks")
                  .arg("share", fmtPct(c.communication.share * 100))
                  .arg("n", c.communication.ranks);
    f.explanation = SL_MSG("finding.cluster-communication.explanation",
                           "Summed over the ranks, {alone} of communication run while no computation does, against "
                           "{computation} of computation.")
                        .arg("alone", fmtMs(c.communication.communicationAloneMs))
                        .arg("computation", fmtMs(c.communication.computationMs));
    f.value = c.communication.share * 100;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false;
    if (c.mode == "data-parallel")
        f.suggestion = SL_MSG("finding.cluster-communication.suggestion.dp",
                              "Fuse gradients so all-reduce overlaps the backward pass.");
    else
        f.suggestion = SL_MSG("finding.cluster-communication.suggestion.other",
                              "Revisit the parallel strategy (sharding, pipeline stages) so less data crosses devices "
                              "per step, and fuse small collective operations.");
    f.snippet = c.framework == "torch_npu" ? "model = DDP(model, bucket_cap_mb=100)  # larger gradient buckets overlap "
                                             "more of the all-reduce"
                                           : "context.set_auto_parallel_context(all_reduce_fusion_config=[20, 35])";
    out.push_back(std::move(f));
}

void ruleHeavyStage(const ClusterAnalysis& c, const Thresholds& thresholds, std::vector<Finding>& out)
{
    if (!c.heavyStage)
        return;
    const StageOutlier& s = *c.heavyStage;
    Finding f;
    f.id = "heavy-stage";
    f.severity = FindingSeverity::Moderate;
    if (s.unit == "ms")
        f.title = SL_MSG("finding.heavy-stage.title.computing",
                         "Pipeline stage {stage} computes {pct} longer than the mean stage ({value} against {mean})")
                      .arg("stage", s.stage)
                      .arg("pct", fmtPct(s.fraction * 100))
                      .arg("value", fmtMs(s.value))
                      .arg("mean", fmtMs(s.mean));
    else
        f.title = SL_MSG("finding.heavy-stage.title", "Pipeline stage {stage} has {pct} more FLOPs than the mean stage")
                      .arg("stage", s.stage)
                      .arg("pct", fmtPct(s.fraction * 100));
    f.explanation = SL_MSG("finding.heavy-stage.explanation",
                           "In pipeline parallelism the slowest stage sets the pace; the others wait in bubbles.");
    f.value = s.fraction * 100;
    f.threshold = thresholds.get(ThresholdKey::SlowRankPct);
    f.unit = "% above mean";
    f.impactEstimated = false;
    f.suggestion = SL_MSG("finding.heavy-stage.suggestion",
                          "Move layers from this stage to its neighbours so stages carry similar work.");
    f.snippet = c.framework == "torch_npu" ? "# Megatron: --num-layers-per-virtual-pipeline-stage, or an uneven split "
                                             "with --decoder-first-pipeline-num-layers"
                                           : "net.layer.pipeline_stage = 1  # assign layers to stages so the work is "
                                             "balanced";
    out.push_back(std::move(f));
}

} // namespace

std::vector<Finding> clusterFindings(const ClusterAnalysis& c, const Thresholds& thresholds)
{
    std::vector<Finding> out;
    ruleSlowRank(c, thresholds, out);
    ruleSlowLink(c, thresholds, out);
    ruleLowFlops(c, thresholds, out);
    ruleCommunicationShare(c, thresholds, out);
    ruleHeavyStage(c, thresholds, out);
    orderFindings(out);
    return out;
}

ClusterThresholds clusterThresholds(const AnalysisOptions& options)
{
    const Thresholds& t = options.thresholds;
    ClusterThresholds ct;
    ct.slowRankStepFraction = t.get(ThresholdKey::SlowRankStepPct) / 100;
    ct.slowLinkFraction = t.get(ThresholdKey::SlowLinkPct) / 100;
    ct.lowFlops = ct.heavyStage = t.get(ThresholdKey::SlowRankPct) / 100;
    ct.communication = t.get(ThresholdKey::CommunicationSharePct) / 100;
    ct.skipFirstSteps = options.steps.skipFirstSteps;
    return ct;
}

namespace {

// One rank's communication-wait finding cannot say whom it waits for; with every rank analysed, the
// slow ranks of the cluster (slow-rank, the ranks that reach the collectives last) are the answer:
// they become the finding's peerRanks, with Rank evidence for each.
void namePeersOfWaits(RunAnalysis& a)
{
    if (!a.cluster)
        return;
    const auto& slow = a.cluster->analysis.slowPhases;
    for (ProfileAnalysis& rank : a.ranks)
        for (Finding& f : rank.findings) {
            if (f.id != "communication-wait")
                continue;
            for (const SlowPhase& sp : slow)
                for (const SlowRank& r : sp.ranks) {
                    if (r.rank == f.rank ||
                        std::find(f.peerRanks.begin(), f.peerRanks.end(), r.rank) != f.peerRanks.end())
                        continue;
                    f.peerRanks.push_back(r.rank);
                    Evidence e{Evidence::Kind::Rank,
                               SL_MSG("finding.communication-wait.evidence.peer",
                                      "rank {rank} reaches the collectives late: its {phase} is {excess} longer than "
                                      "the other ranks'")
                                   .arg("rank", r.rank)
                                   .arg("phase", clusterPhaseName(sp.phase))
                                   .arg("excess", fmtMs(r.excessMs))};
                    e.rank = r.rank;
                    f.evidence.push_back(std::move(e));
                }
        }
}

} // namespace

std::shared_ptr<const ClusterOverview> analyzeClusterSummary(std::shared_ptr<const ClusterSummary> summary,
                                                             const AnalysisOptions& options)
{
    if (!summary)
        return nullptr;
    auto o = std::make_shared<ClusterOverview>();
    o->summary = std::move(summary);
    o->options = options;
    try {
        o->analysis = analyzeCluster(*o->summary, clusterThresholds(options));
        o->findings = clusterFindings(o->analysis, options.thresholds);
    } catch (const std::exception& e) {
        o->analysis.notes.push_back(
            SL_MSG("cluster.note.analysis-stopped", "the cluster analysis stopped: {what}").arg("what", e.what()));
    }
    return o;
}

RunAnalysis analyzeRun(const Run& run, const AnalysisOptions& options, const AnalysisProgress& progress)
{
    RunAnalysis a;
    // The cluster's analysis is counted as one more rank's: it is of the same order of time.
    const std::size_t parts = run.ranks.size() + (run.ranks.size() >= 2 ? 1 : 0);
    // The ranks are analysed side by side, one per core: 8 ranks of a big 1.x folder ~103 -> ~80 ms on two,
    // held back by the command line's one malloc arena (BENCHMARKS.md, "Blocks on the heap, queue counts,
    // ranks side by side, JSON on every core").
    a.ranks.resize(run.ranks.size());
    std::mutex progressMutex;
    std::size_t started = 0;
    io::parallelFor(
        run.ranks.size(), [&](std::size_t i) { a.ranks[i] = analyzeProfile(run.ranks[i], options); },
        [&](std::size_t i) {
            // From whichever thread takes rank i; the bar moves by the ranks started, so only forward.
            const std::lock_guard<std::mutex> lock(progressMutex);
            if (progress)
                progress(double(started++) / double(parts),
                         SL_MSG("analysis.progress.rank", "analysing rank {rank} ({n} of {count})")
                             .arg("rank", std::to_string(run.ranks[i].rank))
                             .arg("n", std::to_string(i + 1))
                             .arg("count", std::to_string(run.ranks.size())));
        });
    if (run.ranks.size() >= 2) {
        if (progress)
            progress(double(run.ranks.size()) / double(parts),
                     SL_MSG("analysis.progress.cluster", "comparing the ranks"));
        a.cluster = analyzeClusterSummary(std::make_shared<const ClusterSummary>(summarizeRun(run)), options);
        a.clusterFindings = a.cluster->findings;
        namePeersOfWaits(a);
    }
    return a;
}

} // namespace steplens
