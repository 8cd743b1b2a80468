#pragma once
// Analysis of a whole run: every rank's ProfileAnalysis plus the cluster rules across ranks
// (slow rank, low-FLOPS rank, slow link, communication share, heavy pipeline stage).
#include "analysis/cluster_rules.h"
#include "analysis/profile_analysis.h"

#include <optional>
#include <vector>

namespace steplens {

struct RunAnalysis {
    std::vector<ProfileAnalysis> ranks;     // same order as Run::ranks
    std::optional<ClusterAnalysis> cluster; // only with two or more ranks
    std::vector<Finding> clusterFindings;   // ordered by impact
};

RunAnalysis analyzeRun(const Run& run, const AnalysisOptions& options = {});

// The cluster rules' findings (rule 9 and its siblings), for use on their own.
std::vector<Finding> clusterFindings(const ClusterAnalysis& cluster, const Thresholds& thresholds);

} // namespace steplens
