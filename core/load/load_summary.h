#pragma once
// Summary-first loading of a many-rank job: every rank's step table, communication totals and links
// (model/cluster_summary.h), read on a pool of threads from the small files only (step_trace_time.csv
// or step_trace_raw, communication*.json, hccl_raw, profiler_info, profiler_metadata, flops_summary).
// Timelines, kernel tables and operator files are left for when a rank is opened (load.h loadRun with
// LoadOptions::onlyRank).
//
// Accepted folders, tried in this order:
//  - a folder of `steplens report --format json` documents (one or more ranks each): the summaries
//    made next to the data, on the cluster's own machines;
//  - a job or profiler folder discoverRun understands (2.x rank folders, 1.x profiler folders);
//  - msprof-analyze's cluster_analysis_output/ alone (the folder itself or one below the one opened).
#include "load/discover.h"
#include "model/cluster_summary.h"

#include <functional>
#include <string>

namespace steplens {

struct SummaryOptions {
    int threads = 0; // ranks read at the same time; 0 = one per core (std::thread::hardware_concurrency)
};

// Called from the worker threads one at a time (never two at once).
struct SummaryCallbacks {
    std::function<void(double fraction, const std::string& stage)> progress;
    // Polled before each rank; returning true stops the load (ClusterSummary::cancelled is then set
    // and the ranks read so far are kept).
    std::function<bool()> cancelled;
};

// Never throws; problems are in the summary's diagnostics (folder level) and in each rank's.
ClusterSummary loadClusterSummary(const std::string& path, const SummaryOptions& options = {},
                                  const SummaryCallbacks& callbacks = {});

// The summary of one discovered rank, reading only its small files.
RankSummary loadRankSummary(const RankFiles& files);

// True when `path` can only be read as a cluster summary: it holds report documents, or
// cluster_analysis_output/ without rank folders (the report is then made from the summary).
bool isSummaryOnlyFolder(const std::string& path);

// The `steplens report --format json` documents directly in `folder` (*.json whose first bytes hold
// "schema_version"), sorted by name; empty when there are none.
std::vector<std::string> reportDocumentsIn(const std::string& folder);

} // namespace steplens
