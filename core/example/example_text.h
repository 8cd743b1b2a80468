#pragma once
// Locale-independent text helpers for the example writers. MindSpore writes most files from
// Python, so numbers follow Python's repr, JSON follows json.dumps (", " and ": "), and CSV rows
// end with CRLF as Python's csv module writes them.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace steplens::example {

// Python repr of a float: shortest round-trip digits, "1.0" rather than "1".
std::string pyFloat(double value);
// Fixed decimals ("0.047035"), never "-0.000".
std::string fixed(double value, int decimals);
// Rounds like Python's round(x, digits) for display values (half away from zero is close enough
// here: the inputs are not exact binary halves).
double roundTo(double value, int digits);
// json.dumps style: {"a": 1, "b": [1, 2]}, floats as pyFloat.
std::string pyJson(const nlohmann::ordered_json& value);

// One CSV row with CRLF, quoting fields that need it.
std::string csvRow(const std::vector<std::string>& fields);

// round(mean) of integers as Python's Decimal round does it (half to even).
long long roundedMean(long long sum, long long count);

// "2023-07-20 10:00:00" for epoch milliseconds, UTC.
std::string utcText(long long epochMs);

} // namespace steplens::example
