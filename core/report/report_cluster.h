#pragma once
// The cluster part of the report: the `cluster` block (both layouts), the keys each rank object
// carries so that a folder of single-rank reports can be read back as a cluster (step_trace.per_step_ms,
// communication_summary, communication_links, parallel, cluster_rule_inputs), the text/Markdown
// rendering of the cluster, and the grouping of per-rank findings that fire on several ranks.
#include "analysis/run_analysis.h"
#include "report/doc_writer.h"
#include "report/report.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace steplens {

// {"columns": [phase keys present], "steps": [step numbers], "rows": [[ms or null, ...], ...]}, every
// step of the rank's step table (warm-up steps included); null without steps.
nlohmann::ordered_json perStepJson(const RankSummary& rank);

// Adds to a rank object: step_trace.per_step_ms (when step_trace is an object), communication_summary,
// communication_links, parallel and cluster_rule_inputs (each null or absent when there is no data).
void addRankSummaryJson(nlohmann::ordered_json& rankJson, const RankSummary& rank);
// The same with per_step_ms made beforehand (perStepJson(rank), on another thread).
void addRankSummaryJson(nlohmann::ordered_json& rankJson, const RankSummary& rank, nlohmann::ordered_json perStep);

// The `cluster` block.
nlohmann::ordered_json clusterJson(const ClusterOverview& overview, const Translator* translator = nullptr);

// A whole report made from a cluster summary alone (a folder of report documents, or
// cluster_analysis_output/): `ranks` are the rank objects to list (the documents' own, passed through;
// empty for cluster_analysis_output), then the cluster block and the diagnostics.
nlohmann::ordered_json clusterReportJson(const ClusterOverview& overview, nlohmann::ordered_json ranks,
                                         const ReportOptions& options = {});

// The cluster section of the text and Markdown reports.
void writeClusterSection(DocWriter& w, const nlohmann::ordered_json& cluster, const ReportOptions& options);

// Per-rank findings that fire on several ranks: written once ("ranks 0–36 and 38–63") before the
// rank sections. Returns the ids so written; the rank sections then only point at them.
std::set<std::string> writeSharedFindings(DocWriter& w, const nlohmann::ordered_json& ranks,
                                          const ReportOptions& options);

// The numbered list of findings (report_text.cpp), shared by the rank and cluster sections. With the
// rank's JSON and the report's diagnostics, an empty list of a rank where nothing could be read says
// so (and what was found) instead of "no rule fired".
void writeFindingList(DocWriter& w, const nlohmann::ordered_json& findings,
                      const nlohmann::ordered_json* rank = nullptr,
                      const nlohmann::ordered_json* diagnostics = nullptr);

} // namespace steplens
