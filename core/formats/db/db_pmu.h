#pragma once
// The PMU metrics of a database rank's kernels: TASK_PMU_INFO (globalTaskId, name, value), one row per
// kernel and metric (aic_mte2_ratio, aiv_vec_ratio, aic_total_cycles...), written at Level1/Level2 with
// aic_metrics. Into KernelDetails::metricNames/metrics as kernel_details.csv's metric columns are, so the
// memory-bound kernel rule reads either export the same way (docs/formats.md, "Database export").
#include "formats/db/db_strings.h"
#include "formats/db/sqlite_db.h"
#include "model/ascend_output.h"

#include <cstdint>
#include <vector>

namespace steplens::db {

// Metrics above this many cells (rows × names) are not kept, as for a large kernel_details.csv.
constexpr std::size_t kMaxMetricCells = std::size_t(64) << 20; // 256 MiB of floats

// `taskIds[i]` is the globalTaskId of kernels.rows[i]. Without a TASK_PMU_INFO table, or with an empty
// one, nothing changes and nothing is said (Level0 writes none).
void readDbPmuMetrics(const Database& db, const IdTable& strings, const std::vector<std::int64_t>& taskIds,
                      KernelDetails& kernels, DiagnosticSink& sink);

} // namespace steplens::db
