#pragma once
// The op_info cell of framework_raw_<id>.csv: a JSON object {"input_0": {"format", "data_type",
// "shape"}, "output_0": {...}} (keys Input_N/Output_N in msprof-based files; shape a string
// "32,3,224,224" in MindSpore 1.x and a list [32, 3, 224, 224] later).
#include "model/operators.h"
#include "text/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

// Tensors in the order inputs 0..n, then outputs 0..n. An empty cell gives an empty list. Returns
// nullopt and sets `error` when the cell is not a JSON object. Never throws.
std::optional<std::vector<TensorDesc>> parseOpInfo(std::string_view text, Message& error);

// "32, 3, 224, 224", "[32,3,224,224]" -> "32,3,224,224".
std::string normalizeShapeText(std::string_view shape);

} // namespace steplens
