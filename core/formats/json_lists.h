#pragma once
// Small helpers shared by the readers of JSON-bearing files: number lists and JSON list cells.
#include "text/message.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens::formats {

// Appends the finite numbers of a JSON array to `out`. Returns how many entries were not numbers
// (they are left out), or -1 when `value` is not an array at all.
long long appendNumbers(const nlohmann::json& value, std::vector<double>& out);
long long appendNumbers(const nlohmann::ordered_json& value, std::vector<double>& out);

// Same, for whole numbers (fractions and out-of-range values count as bad entries).
long long appendInts(const nlohmann::json& value, std::vector<int>& out);

// Parses a CSV cell holding a JSON (or Python repr) list of whole numbers: "[10, 20, 30]".
// Returns nullopt when the cell is not such a list.
std::optional<std::vector<int>> parseIntListCell(std::string_view cell);

// Parses a CSV cell holding a JSON object ("{...}"), without throwing, keeping the key order of the
// file. Nullopt when it is not one; `problem` then says why ("is not a JSON object"...).
std::optional<nlohmann::ordered_json> parseJsonObjectCell(std::string_view cell, Message* problem = nullptr);

// Text of a short cell for a diagnostic message.
std::string quoteCell(std::string_view cell, std::size_t maxChars = 40);

} // namespace steplens::formats
