#pragma once
// The cluster rules over the summary of a many-rank job (model/cluster_summary.h), for both layouts:
//  - slow rank: per step phase (2.x Computing, Free, Preparing; 1.x iteration gap, fwd+bwd), a rank
//    whose mean is above the mean of the other ranks (of its pipeline stage) by more than a share of
//    the mean step. In a synchronous job the others wait for it in their next collective, which shows
//    as their exposed communication; the slow rank waits least.
//  - slow link: a link whose bandwidth is more than a share below the mean of its transport type.
//  - MindInsight's cluster rules: low-FLOPS rank, communication share (2.x: Communication(Not
//    Overlapped) against Computing), pipeline-stage shares, heavy stage (FLOPs, or 2.x Computing).
#include "model/cluster_summary.h"
#include "model/profile.h"
#include "text/message.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct ClusterThresholds {
    double slowRankStepFraction = 0.05; // a phase above the others' mean by 5 % of the mean step
    double slowLinkFraction = 0.2;      // bandwidth more than 20 % below its transport's mean
    double lowFlops = 0.2;              // FLOPS more than 20 % below the mean
    double communication = 0.1;         // communication share of the step
    double heavyStage = 0.2;            // stage FLOPs (or Computing) more than 20 % above the mean of stages
    std::size_t skipFirstSteps = 0;     // warm-up steps left out of the means (as for each rank)
};

// One rank's step phases: the mean over its steps (after the warm-up cut) of each phase column.
struct RankPhaseMeans {
    int rank = -1;
    std::size_t steps = 0;                   // steps averaged; 0 when the rank has no step data
    std::vector<std::optional<double>> mean; // per ClusterSummary::phaseKeys(), ms; absent column = nullopt
    double stepMs = 0;                       // mean step wall time (stepWallMs)
    int stage = 0;                           // pipeline stage (0 when not pipeline parallel)
    Message missing;                         // why there are no steps (when steps == 0)
};

struct SlowRank {
    int rank = -1;
    double valueMs = 0;             // the rank's mean of the phase
    double othersMs = 0;            // mean of the other ranks of its stage
    double excessMs = 0;            // valueMs - othersMs: what the whole job loses per step
    double exposedCommMs = 0;       // its Communication(Not Overlapped) (2.x) or tail (1.x)
    double othersExposedCommMs = 0; // the others' mean of it
    bool waitsLeast = false;        // its exposed communication is the lowest of its stage
};

struct SlowPhase {
    std::string phase;           // phase key ("computing", "free", "preparing", "iteration_interval", "fp_and_bp")
    std::vector<SlowRank> ranks; // largest excess first
    double meanStepMs = 0;
    double thresholdMs = 0; // the share of the mean step an excess must pass
};

struct TransportStats {
    std::string transport;
    std::size_t links = 0;
    double meanGBs = 0, minGBs = 0, maxGBs = 0;
};

struct SlowLink {
    ClusterLink link;
    double meanGBs = 0;       // mean of its transport type across the cluster
    double fraction = 0;      // how far below the mean
    double lostMsPerStep = 0; // its transfer time minus the time at the mean bandwidth, per step
};

// A communication domain: the ranks that share a group, with a name from profiler_metadata.json
// when one group there has exactly these ranks.
struct CommDomain {
    std::string group;
    std::string name;       // "tp", "dp"... or empty
    std::vector<int> ranks; // ascending
    std::size_t links = 0;
    double transitMs = 0, waitMs = 0; // summed over its ranks
};

struct RankOutlier {
    int rank = -1;
    double value = 0;
    double mean = 0;
    double fraction = 0; // how far from the mean, as a fraction of it (positive)
};

struct StageShare {
    int stage = 0;    // 1-based
    double share = 0; // collective-communication-alone / (computation + communication alone)
};

struct ClusterCommunication {
    bool available = false;
    std::string source; // "cluster_analyse" (1.x files) or "step_trace_time" (2.x)
    int ranks = 0;
    double computationMs = 0; // sums over the ranks of their mean per step
    double communicationAloneMs = 0;
    double share = 0; // alone / (computation + alone)
    bool fires = false;
    // Pipeline parallel only:
    bool pipeline = false;
    double receiveAloneMs = 0;
    double betweenStageShare = 0;
    bool betweenStageFires = false;
    std::vector<StageShare> withinStage;
    std::optional<StageShare> worstWithinStage;
};

struct StageOutlier {
    int stage = 0;
    double value = 0; // mean FLOPs of the stage's ranks, or their mean Computing ms (2.x)
    double mean = 0;
    double fraction = 0;
    std::string unit; // "FLOPs" or "ms"
};

struct ClusterAnalysis {
    Layout layout = Layout::AscendProfilerOutput;
    std::vector<std::string> phaseKeys;
    std::string mode;      // data-parallel, pipeline-parallel... or empty
    std::string framework; // "mindspore", "torch_npu" or empty (the ranks' majority)
    int stageNum = 1;
    int rankSize = 0;
    std::vector<RankPhaseMeans> phases; // one per rank of the summary, same order
    double meanStepMs = 0;              // mean over the ranks with steps
    std::vector<SlowPhase> slowPhases;  // phases with at least one slow rank
    std::vector<TransportStats> transports;
    std::vector<SlowLink> slowLinks; // slowest (largest fraction) first
    std::vector<CommDomain> domains;
    std::optional<RankOutlier> lowFlopsRank;
    ClusterCommunication communication;
    std::optional<StageOutlier> heavyStage;
    std::vector<Message> notes; // why a rule could not run

    const RankPhaseMeans* phasesOf(int rank) const;
};

// Never throws.
ClusterAnalysis analyzeCluster(const ClusterSummary& summary, const ClusterThresholds& thresholds = {});

// The same over ranks read in full (summarizeRun of them).
ClusterAnalysis analyzeCluster(const std::vector<const Profile*>& ranks, const ClusterThresholds& thresholds = {});

// Pieces of analyzeCluster, usable on their own.
std::vector<RankPhaseMeans> rankPhaseMeans(const ClusterSummary& summary, std::size_t skipFirstSteps = 0);
std::vector<SlowPhase> slowRankRule(const ClusterSummary& summary, const std::vector<RankPhaseMeans>& phases,
                                    double stepFraction = 0.05);
std::vector<SlowLink> slowLinkRule(const ClusterSummary& summary, double fraction, std::vector<TransportStats>* stats);
ClusterCommunication clusterCommunicationShare(const ClusterSummary& summary, const std::vector<RankPhaseMeans>& phases,
                                               double threshold = 0.1);

} // namespace steplens
