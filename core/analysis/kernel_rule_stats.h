#pragma once
// What the kernel rules of the tuning assistant need from kernel_details.csv, gathered in one pass:
// the AI CPU tasks by operator type, the kernels that leave cores idle (Block Dim below the core
// count), and the kernels bound by moving data in (PipeUtilization MTE2 ratios) against the
// compute-bound ones. Computed once per rank in analyzeProfile.
#include "model/ascend_output.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct KernelRuleThresholds {
    double aicpuTaskUs = 20;   // AI CPU tasks longer than this are "long"
    double heavyKernelUs = 20; // shorter kernels are left out of the core and pipe statistics
    double cubeMte2Bound = 0.95, cubeMacBound = 0.8;
    double vectorMte2Bound = 0.7, vectorVecBound = 0.7;
};

// The cores a kernel can spread its blocks over.
struct CoreCounts {
    int cube = -1;         // AI Cores: AI_CORE and MIX_AIC kernels
    int vector = -1;       // vector cores: AI_VECTOR_CORE and MIX_AIV kernels (-1 unknown)
    bool inferred = false; // from the kernels' Block Dim, the device info file being absent
};

struct AicpuTypeStats {
    std::string type;
    long long tasks = 0, longTasks = 0;
    double ns = 0, longNs = 0;          // all tasks / the tasks longer than the threshold
    const KernelRow* longest = nullptr; // its dtypes and shapes name the cause
};

// Kernels of one type on one kind of core that ran on fewer blocks than there are cores.
struct IdleCoreGroup {
    std::string type, core;
    long long kernels = 0;
    double ns = 0;     // their time
    double idleNs = 0; // Σ duration × (1 − Block Dim / cores): core time left unused
    int minBlockDim = 0, maxBlockDim = 0, cores = 0;
    const KernelRow* longest = nullptr;
};

// Kernels of one type bound by moving data in from global memory (MTE2) rather than computing.
struct BoundGroup {
    std::string type, core;
    long long kernels = 0;
    double ns = 0;
    double mte2Ratio = 0, computeRatio = 0; // duration-weighted means (aic_mac / aiv_vec for compute)
    const KernelRow* longest = nullptr;
};

struct KernelRuleStats {
    const KernelDetails* kernels = nullptr;
    double steps = 1;                  // profiled steps the rows cover
    std::vector<std::int32_t> stepIds; // KernelDetails::steps(), collected on the way (empty: no step column)
    double computeNs = 0;              // every AI Core side kernel (AI_CORE, AI_VECTOR_CORE, MIX_*)
    double heavyNs = 0;                // of them, kernels of at least heavyKernelUs
    CoreCounts cores;
    std::vector<AicpuTypeStats> aicpu;    // AI CPU operator types (not the dataset channel), longest tasks first
    std::vector<IdleCoreGroup> idleCores; // most idle core time first
    double idleCoreNs = 0;
    bool hasPipeMetrics = false;         // the file has the PipeUtilization ratio columns
    std::vector<BoundGroup> memoryBound; // most time first
    double memoryBoundNs = 0, computeBoundNs = 0;
    long long dynamicKernels = 0, staticKernels = 0; // OP State column (CANN >= 8: dynamic-shape kernels)
};

// `fallbackSteps` is used when the file has no step column (the step rows of step_trace_time.csv).
KernelRuleStats kernelRuleStats(const KernelDetails& kernels, const std::optional<AscendDeviceInfo>& device,
                                const KernelRuleThresholds& thresholds, double fallbackSteps);

// The core counts: from the device info file when present, else inferred from the kernels: the
// largest Block Dim that at least a tenth of each side's kernels use (operators spread over every
// core when they can, so the common maximum is the core count; a rare larger value is a kernel
// that loops over its cores and is not taken).
CoreCounts coreCounts(const KernelDetails& kernels, const std::optional<AscendDeviceInfo>& device);

} // namespace steplens
