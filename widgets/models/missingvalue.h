#pragma once
// A number the data does not have (a block never freed, a rank without the measure) is NaN in the
// models' cells: shown empty, and sorted after every number.
#include <limits>

namespace steplens {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace steplens
