#pragma once
// Op-type tables of the 2.x layout in the shape of the 1.x ones (Operators::aicoreTypes /
// aicpuTypes), so the operator panels, the report and the rules read both layouts alike.
#include "model/ascend_output.h"
#include "model/operators.h"

#include <vector>

namespace steplens {

// The 1.x tables have two sides, AI Core and AI CPU. Every core type other than AI_CPU (AI_CORE,
// AI_VECTOR_CORE, MIX_AIC, MIX_AIV, DSA_SQE...) goes to the device-core side, so no row of
// op_statistic.csv is lost and the two tables add up to its total.
struct AscendTypeTables {
    std::vector<OpTypeStat> aicore; // every core type but AI_CPU, summed per OP Type
    std::vector<OpTypeStat> aicpu;  // Core Type AI_CPU
    double leftOutNs = 0;           // kernel_details only: kernels without a core type (Level0's N/A)
};

// From op_statistic.csv: per OP Type over the core types of each side, total = Σ Total Time,
// count = Σ Count, percent = Σ Ratio(%). Largest total first.
AscendTypeTables typeTablesFromOpStatistic(const OpStatistic& stats);

// From kernel_details.csv when op_statistic.csv is absent: kernels grouped by (Type, Accelerator
// Core) the same way; percent of the two sides' total. Communication kernels (HCCL,
// COMMUNICATION) are left out, as op_statistic.csv leaves them out. Rows without a core type
// (Level0 writes N/A) cannot be placed and are left out too (counted in leftOutNs).
AscendTypeTables typeTablesFromKernels(const KernelDetails& kernels, int step = -1);

} // namespace steplens
