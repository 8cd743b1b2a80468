#pragma once
// Whether the compute-bound operators (convolutions, matrix products) run in float16/bfloat16 or
// float32, weighted by their AI Core time and judged from the framework file's input dtypes. The
// tuning assistant's mixed-precision rule shows the measured shares as its evidence.
#include "analysis/op_tables.h"
#include "model/operators.h"

#include <string_view>
#include <vector>

namespace steplens {

// Conv2D, Conv3D, Conv2DBackpropInput/Filter(D), DepthwiseConv2D*, MatMul(V2), BatchMatMul(V2),
// Dense, FullyConnection, GEMM; fused types ("FusionOp_Conv2D_ReluV2") count when a part is one.
bool isComputeBoundType(std::string_view type);

struct ComputePrecision {
    double computeNs = 0; // AI Core time of the compute-bound operators
    double halfNs = 0;    // of which the operator's first floating-point input is float16 or bfloat16
    double float32Ns = 0; // of which it is float32
    double otherNs = 0;   // no float input, another float type, or no framework info
    std::size_t computeOps = 0, halfOps = 0, float32Ops = 0, otherOps = 0;
    double halfPercent = 0; // shares of computeNs, 0-100
    double float32Percent = 0;
    double otherPercent = 0;
    std::vector<AicoreOpRow> slowestFloat32; // up to 5 float32 compute operators, slowest first
    // True when some compute time has a known precision; without it there is nothing to judge.
    bool measured() const { return halfNs + float32Ns > 0; }
};

ComputePrecision computePrecision(const Operators& ops);
// The same from an operator table already built.
ComputePrecision computePrecision(const std::vector<AicoreOpRow>& rows);

} // namespace steplens
