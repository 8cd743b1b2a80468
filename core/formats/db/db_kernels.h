#pragma once
// Kernels of a database rank: TASK joined with COMPUTE_TASK_INFO (on globalTaskId) and STRING_IDS,
// in the model of kernel_details.csv, and the op statistic msprof derives from them (op_statistic.csv:
// per op type and core type, count and total/min/avg/max of the task durations, share of all
// kernel time).
#include "formats/db/db_steps.h"
#include "formats/db/db_strings.h"
#include "model/ascend_output.h"

#include <optional>

namespace steplens::db {

// nullopt when TASK or COMPUTE_TASK_INFO is missing (with a diagnostic); rows sorted by start.
// Each kernel's step is the STEP_TIME step that holds its start.
std::optional<KernelDetails> readDbKernels(const Database& db, const IdTable& strings,
                                           const std::vector<StepSpan>& steps, DiagnosticSink& sink);

// op_statistic.csv's rows from the kernels: (op type, core type) groups, largest total first.
OpStatistic opStatisticFromKernels(const KernelDetails& kernels, const std::string& source);

} // namespace steplens::db
