#pragma once
// Pieces of a full operator name "Default/network-WithLossCell/conv1-Conv2d/Conv2D-op13":
// scopes separated by '/', the last segment "<Type>-op<N>".
#include <string>
#include <string_view>

namespace steplens {

// "Conv2D-op13": the last segment.
std::string_view opShortName(std::string_view fullName);
// "Default/network-WithLossCell/conv1-Conv2d": everything before the last segment ("" when none).
std::string_view opScope(std::string_view fullName);
// "Default": the first segment (the subgraph), or "" for a name without '/'.
std::string_view opSubgraph(std::string_view fullName);
// "Conv2D": the last segment without its "-op<N>" suffix (or without anything after the first '-'
// when there is no such suffix, as MindInsight grouped AI CPU types).
std::string opTypeFromName(std::string_view fullName);
// The name without the "-op<N>" number MindSpore gives each node when it compiles the graph, removed
// from the end of every '/'-segment: "Gradients/Default/.../gradConv2D/Cast-op53" gives
// "Gradients/Default/.../gradConv2D/Cast". The number changes between compilations (run 2 of a model
// with one Cast more shifts every later op), so runs are compared on this. Names without such a suffix
// (2.x kernels such as "aclnnMatmul_MatMulCommon_MatMulV2") come back unchanged.
std::string stripOpNumbers(std::string_view fullName);

} // namespace steplens

namespace steplens {

// One spelling per tensor type across MindSpore versions: "NUMBER_TYPE_FLOAT16", "FLOAT16", "DT_FLOAT16"
// and "float16" all give "float16"; "DT_FLOAT"/"FLOAT" give "float32", "BF16" gives "bfloat16".
// Empty or unknown markers ("UNKNOWN", "NUMBER_TYPE_END") give "".
std::string canonicalDtype(std::string_view dtype);

} // namespace steplens
