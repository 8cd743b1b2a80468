#pragma once
// The tuning assistant's rules. Each lives in its own file and appends what it finds; none hides
// another (unlike MindInsight). analyzeProfile() runs them all and orders the result by impact.
#include "analysis/findings/finding.h"
#include "analysis/findings/thresholds.h"

#include <vector>

namespace steplens {

struct Profile;
struct ProfileAnalysis;
struct ClusterAnalysis;

struct RuleContext {
    const Profile& profile;
    const ProfileAnalysis& analysis;
    const Thresholds& thresholds;
};

void ruleIterationGap(const RuleContext& ctx, std::vector<Finding>& out);
void ruleCommunication(const RuleContext& ctx, std::vector<Finding>& out);
// 2.x layout: Free (device idle inside the step) above free_share_pct means the host holds the device back.
void ruleDeviceIdle(const RuleContext& ctx, std::vector<Finding>& out);
// Both layouts: AI CPU time above aicpu_share_pct of operator time (ops that fell back from AI Core).
void ruleAicpuShare(const RuleContext& ctx, std::vector<Finding>& out);
void ruleMixedPrecision(const RuleContext& ctx, std::vector<Finding>& out);
void ruleDataProcessing(const RuleContext& ctx, std::vector<Finding>& out);
void rulePipelineOps(const RuleContext& ctx, std::vector<Finding>& out);
void ruleTransfer(const RuleContext& ctx, std::vector<Finding>& out);
void ruleCpuBusy(const RuleContext& ctx, std::vector<Finding>& out);

// Cluster rules (issue 13): a rank slower than the others in a step phase, a link slower than its
// transport's mean. Both read the cluster analysis (analysis/cluster_rules.h).
void ruleSlowRank(const ClusterAnalysis& cluster, const Thresholds& thresholds, std::vector<Finding>& out);
void ruleSlowLink(const ClusterAnalysis& cluster, const Thresholds& thresholds, std::vector<Finding>& out);
// The name of a cluster step phase key for texts ("Computing", "iteration gap").
Message clusterPhaseName(const std::string& key);

// Sorts by estimated impact (ms per step), then severity, then id so the order is stable.
void orderFindings(std::vector<Finding>& findings);

// The pipeline op that holds the pipeline back the most: an op whose input queue is fuller than its
// output queue (largest difference) before a starved source op. Null when nothing is flagged.
struct FlaggedPipelineOp;
struct PipelineBottleneck;
const FlaggedPipelineOp* primaryPipelineOp(const PipelineBottleneck& b);
// Advice for one flagged pipeline op by its class: the change and a code snippet.
void pipelineOpAdvice(const FlaggedPipelineOp& op, int numWorkers, Message& suggestion, std::string& snippet);

// Formatting helpers shared by the rules' texts.
std::string fmtMs(double ms);
std::string fmtPct(double pct);
// Step numbers as the evidence labels list them: "3 5 7".
std::string stepList(const std::vector<long long>& steps);
// Ranks as ranges: "0–36 and 38–63", "3, 5 and 7–9" (sorted, duplicates dropped).
std::string rankRanges(std::vector<int> ranks);

} // namespace steplens
