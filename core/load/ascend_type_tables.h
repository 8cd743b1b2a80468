#pragma once
// Op-type tables of the 2.x layout in the shape of the 1.x ones (Operators::aicoreTypes /
// aicpuTypes), so the operator panels, the report and the rules read both layouts alike.
#include "model/ascend_output.h"
#include "model/operators.h"

#include <vector>

namespace steplens {

struct AscendTypeTables {
    std::vector<OpTypeStat> aicore; // every Core Type but AI_CPU (AI_CORE, AI_VECTOR_CORE, MIX_*, DSA_SQE...)
    std::vector<OpTypeStat> aicpu;  // Core Type AI_CPU
};

// From op_statistic.csv: per OP Type over the core types of each side, total = Σ Total Time,
// count = Σ Count, percent = Σ Ratio(%). Largest total first.
AscendTypeTables typeTablesFromOpStatistic(const OpStatistic& stats);

// From kernel_details.csv when op_statistic.csv is absent: kernels grouped by (Type, Accelerator
// Core) the same way, communication kernels (HCCL) left out; percent of the two sides' total. Rows
// without a core type (Level0 writes N/A) go to the device-core table like every non-AI_CPU row.
AscendTypeTables typeTablesFromKernels(const KernelDetails& kernels, int step = -1);

} // namespace steplens
