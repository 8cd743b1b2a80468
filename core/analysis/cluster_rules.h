#pragma once
// Cluster rules over all ranks of a run (docs/rules.md, MindInsight's cluster page): slow
// rank, low-FLOPS rank, slow link per link type, communication share, pipeline-stage rules.
#include "model/profile.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct ClusterThresholds {
    double slowRank = 0.2;      // interval more than 20 % above the mean of ranks
    double lowFlops = 0.2;      // FLOPS more than 20 % below the mean
    double slowLink = 0.2;      // bandwidth more than 20 % below its link type's mean
    double communication = 0.1; // communication share of the step
    double heavyStage = 0.2;    // stage FLOPs more than 20 % above the mean of stages
};

// Per-rank step phases in ms: the step trace's average row, or the mean of its steps without one.
struct RankPhases {
    int rank = -1;
    double intervalMs = 0;
    double fpAndBpMs = 0;
    double tailMs = 0;
    double totalMs = 0;
    bool fromWrittenAverage = false;
};

std::vector<RankPhases> rankPhaseAverages(const std::vector<const Profile*>& ranks);

struct RankOutlier {
    int rank = -1;
    double value = 0;
    double mean = 0;
    double fraction = 0; // how far from the mean, as a fraction of it (positive)
};

struct LinkOutlier {
    int rank = -1;         // the rank whose hccl_raw file listed the link
    std::string link;      // "<src>-<dst>"
    std::string transport; // SDMA, RDMA
    double bandwidth = 0;
    double mean = 0;     // mean bandwidth of that transport over every rank's links
    double fraction = 0; // how far below the mean
};

struct StageShare {
    int stage = 0;    // 1-based, rank / (rank_size / stage_num) + 1
    double share = 0; // collective-communication-alone / (computation + communication alone)
};

struct ClusterCommunication {
    bool available = false; // every considered rank had computation and communication columns
    int ranks = 0;
    double computationMs = 0; // sums of the average rows
    double communicationAloneMs = 0;
    double share = 0; // alone / (computation + alone)
    bool fires = false;
    // Pipeline parallel only:
    bool pipeline = false;
    double receiveAloneMs = 0;
    double betweenStageShare = 0; // receive alone / (computation + alone)
    bool betweenStageFires = false;
    std::vector<StageShare> withinStage;
    std::optional<StageShare> worstWithinStage; // the highest share above the threshold
};

struct StageOutlier {
    int stage = 0;
    double flops = 0; // mean FLOPs of the stage's ranks
    double mean = 0;
    double fraction = 0;
};

struct ClusterAnalysis {
    std::string mode; // data-parallel, model-parallel, pipeline-parallel, or empty
    int stageNum = 1;
    int rankSize = 0;
    std::vector<RankPhases> phases;
    std::optional<RankOutlier> slowRank;
    std::optional<RankOutlier> lowFlopsRank;
    std::vector<LinkOutlier> slowLinks; // at most one per transport
    ClusterCommunication communication;
    std::optional<StageOutlier> heavyStage;
    std::vector<std::string> notes; // why a rule could not run
};

// Ranks without the needed data are left out of a rule (and named in notes). Never throws.
ClusterAnalysis analyzeCluster(const std::vector<const Profile*>& ranks, const ClusterThresholds& thresholds = {});

// Pieces of analyzeCluster, usable on their own.
std::optional<RankOutlier> slowRankRule(const std::vector<RankPhases>& phases, double threshold = 0.2);
std::vector<LinkOutlier> slowLinkRule(const std::vector<const Profile*>& ranks, double threshold = 0.2);
ClusterCommunication clusterCommunicationShare(const std::vector<const Profile*>& ranks, double threshold = 0.1);

} // namespace steplens
