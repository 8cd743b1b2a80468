#pragma once
// Report sections for files that are read but not otherwise summarised: CPU utilisation
// (minddata_cpu_utilization), framework op info (framework_raw), FLOPs (flops / flops_summary) and
// the cluster_analyse CSV. Each is absent from the rank's JSON when the folder has no such data.
#include "analysis/cpu_idle.h"
#include "model/profile.h"
#include "report/doc_writer.h"

#include <nlohmann/json.hpp>

namespace steplens {

// Adds "cpu_utilization", "framework", "flops" and "cluster_analyse" to a rank object where the data exists.
void addExtraSectionsJson(nlohmann::ordered_json& rank, const Profile& p, const CpuIdleVerdict* idle);

// One short text block per section present in the rank object.
void writeExtraSections(DocWriter& w, const nlohmann::ordered_json& rank);

} // namespace steplens
