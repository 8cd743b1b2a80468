#pragma once
// A number of the JSON report as report text: `decimals` decimals (fmtNumber) and an optional unit, or
// "—" where the report holds null (a figure that could not be computed).
#include "report/doc_writer.h"

#include <nlohmann/json.hpp>

#include <string>

namespace steplens {

inline std::string numberText(const nlohmann::ordered_json& v, int decimals, const char* unit = "")
{
    return v.is_number() ? fmtNumber(v.get<double>(), decimals) + unit : std::string("—");
}

} // namespace steplens
