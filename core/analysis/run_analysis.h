#pragma once
// Analysis of a whole run: every rank's ProfileAnalysis plus the cluster view across ranks (the
// summary of every rank, slow rank, slow link, communication share, heavy pipeline stage).
#include "analysis/cluster_rules.h"
#include "analysis/profile_analysis.h"
#include "model/cluster_summary.h"
#include "text/message.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace steplens {

// The cluster as the Cluster view and the report show it: the summary, its analysis and the
// findings, made once and shared read-only (the summary can come from a summary-first load before
// any rank is read in full, or from a run read in full).
struct ClusterOverview {
    std::shared_ptr<const ClusterSummary> summary;
    ClusterAnalysis analysis;
    std::vector<Finding> findings; // ordered by impact
    AnalysisOptions options;       // what the analysis was made with
};

// The thresholds of the cluster rules, from the options' threshold table.
ClusterThresholds clusterThresholds(const AnalysisOptions& options);

// Analyses a summary (never throws). Null summary gives null.
std::shared_ptr<const ClusterOverview> analyzeClusterSummary(std::shared_ptr<const ClusterSummary> summary,
                                                             const AnalysisOptions& options = {});

struct RunAnalysis {
    std::vector<ProfileAnalysis> ranks;             // same order as Run::ranks
    std::shared_ptr<const ClusterOverview> cluster; // only with two or more ranks
    std::vector<Finding> clusterFindings;           // the same as cluster->findings (empty without a cluster)
};

// Called before each rank's analysis and before the cluster's, with the fraction of the ranks done and
// what comes next: a run of many ranks takes seconds to analyse, and a window shows how far it is.
using AnalysisProgress = std::function<void(double fraction, const Message& stage)>;

RunAnalysis analyzeRun(const Run& run, const AnalysisOptions& options = {}, const AnalysisProgress& progress = {});

// The cluster rules' findings, for use on their own.
std::vector<Finding> clusterFindings(const ClusterAnalysis& cluster, const Thresholds& thresholds);

} // namespace steplens
