#pragma once
// "No value" in a double column: a NaN instead of a std::optional<double>, which takes 16 bytes where
// the value takes 8 (the big 1.x and memory tables; the cluster summary's rank-by-phase grid). Readers
// never store a NaN of their own (io::parseDouble rejects nan and inf, JSON has none), so a NaN always
// means absent.
#include <cmath>
#include <limits>
#include <optional>

namespace steplens {

constexpr double kAbsent = std::numeric_limits<double>::quiet_NaN();
inline bool isAbsent(double v)
{
    return std::isnan(v);
}
// The value, or nullopt where it is absent: for callers that read the column as an optional.
inline std::optional<double> presentValue(double v)
{
    return isAbsent(v) ? std::nullopt : std::optional<double>(v);
}

} // namespace steplens
