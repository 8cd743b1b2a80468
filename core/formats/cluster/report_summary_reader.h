#pragma once
// A `steplens report --format json` document read back as cluster summaries, one per rank of its
// ranks[] array: the unit of scale-out. Each rank folder of a job too big to copy is reported where
// it lies (`steplens report RANKDIR --format json`), and only these small files travel.
//
// Read per rank: rank, layout, step_trace.per_step_ms (else the mean breakdown as one row, marked
// meanOnly), communication.totals_ms and its operations' groups, communication_links, parallel and
// cluster_rule_inputs. Keys this reader does not know are ignored, so newer reports still read.
#include "formats/read_result.h"
#include "model/cluster_summary.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace steplens {

// True when the first bytes of `path` look like a steplens report (a JSON object with "schema_version").
bool looksLikeReportDocument(const std::string& path);

ReadResult<std::vector<RankSummary>> readReportSummaries(const std::string& path);

// One rank object of a report (the element of ranks[]); `source` names the file for diagnostics.
RankSummary rankSummaryFromReport(const nlohmann::json& rank, const std::string& source, DiagnosticSink& sink);

} // namespace steplens
