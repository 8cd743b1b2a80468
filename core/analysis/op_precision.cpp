#include "analysis/op_precision.h"

#include "io/text.h"

namespace steplens {

namespace {

bool isComputePart(std::string_view part)
{
    static const char* const prefixes[] = {"conv2d",          "conv3d",      "depthwiseconv2d",
                                           "matmul",          "batchmatmul", "dense",
                                           "fullyconnection", "gemm",        "deconvolution"};
    std::string lower = io::toLower(part);
    for (const char* p : prefixes)
        if (io::startsWith(lower, p))
            return true;
    return false;
}

enum class Precision { Half, Float32, Other };

// The first floating-point input decides: a float16 MatMul accumulating into a float32 output
// still runs on the half-precision cube units.
Precision precisionOf(const AicoreOpRow& row)
{
    for (auto dtype : io::split(row.inputDtypes, ';')) {
        if (dtype == "float16" || dtype == "bfloat16")
            return Precision::Half;
        if (dtype == "float32")
            return Precision::Float32;
        if (io::startsWith(dtype, "float"))
            return Precision::Other;
    }
    return Precision::Other;
}

} // namespace

bool isComputeBoundType(std::string_view type)
{
    if (isComputePart(type))
        return true;
    if (!io::startsWith(type, "FusionOp_"))
        return false;
    for (auto part : io::split(type.substr(9), '_'))
        if (isComputePart(part))
            return true;
    return false;
}

ComputePrecision computePrecision(const std::vector<AicoreOpRow>& rows)
{
    ComputePrecision p;
    for (const auto& row : rows) {
        if (!isComputeBoundType(row.type))
            continue;
        ++p.computeOps;
        p.computeNs += row.totalNs;
        switch (precisionOf(row)) {
        case Precision::Half:
            ++p.halfOps;
            p.halfNs += row.totalNs;
            break;
        case Precision::Float32:
            ++p.float32Ops;
            p.float32Ns += row.totalNs;
            p.slowestFloat32.push_back(row);
            break;
        case Precision::Other:
            ++p.otherOps;
            p.otherNs += row.totalNs;
            break;
        }
    }
    if (p.computeNs > 0) {
        p.halfPercent = p.halfNs / p.computeNs * 100.0;
        p.float32Percent = p.float32Ns / p.computeNs * 100.0;
        p.otherPercent = p.otherNs / p.computeNs * 100.0;
    }
    p.slowestFloat32 = topByTotal(std::move(p.slowestFloat32), 5);
    return p;
}

ComputePrecision computePrecision(const Operators& ops)
{
    return computePrecision(aicoreOpTable(ops));
}

} // namespace steplens
