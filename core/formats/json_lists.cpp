#include "formats/json_lists.h"

#include "formats/plain_int_list.h"

#include "io/json_util.h"
#include "io/text.h"

#include <cmath>
#include <limits>

namespace steplens::formats {

namespace {

template <typename Json>
long long appendFiniteNumbers(const Json& value, std::vector<double>& out)
{
    if (!value.is_array())
        return -1;
    long long bad = 0;
    out.reserve(out.size() + value.size());
    for (const auto& v : value) {
        if (v.is_number()) {
            double d = v.template get<double>();
            if (std::isfinite(d)) {
                out.push_back(d);
                continue;
            }
        }
        ++bad;
    }
    return bad;
}

} // namespace

long long appendNumbers(const nlohmann::json& value, std::vector<double>& out)
{
    return appendFiniteNumbers(value, out);
}

long long appendNumbers(const nlohmann::ordered_json& value, std::vector<double>& out)
{
    return appendFiniteNumbers(value, out);
}

long long appendInts(const nlohmann::json& value, std::vector<int>& out)
{
    if (!value.is_array())
        return -1;
    long long bad = 0;
    out.reserve(out.size() + value.size());
    for (const auto& v : value) {
        if (v.is_number()) {
            double d = v.get<double>();
            if (std::isfinite(d) && std::floor(d) == d && d >= std::numeric_limits<int>::min() &&
                d <= std::numeric_limits<int>::max()) {
                out.push_back(static_cast<int>(d));
                continue;
            }
        }
        ++bad;
    }
    return bad;
}

std::optional<std::vector<int>> parseIntListCell(std::string_view cell)
{
    std::string_view s = io::trim(cell);
    if (s.size() < 2 || s.front() != '[' || s.back() != ']')
        return std::nullopt;
    std::vector<int> plain;
    if (parsePlainIntList(s, plain))
        return plain;
    if (io::jsonNestingDepth(s, 4) > 1)
        return std::nullopt;
    nlohmann::json j = nlohmann::json::parse(s.begin(), s.end(), nullptr, false);
    if (j.is_discarded() || !j.is_array())
        return std::nullopt;
    std::vector<int> out;
    if (appendInts(j, out) != 0)
        return std::nullopt;
    return out;
}

std::optional<nlohmann::ordered_json> parseJsonObjectCell(std::string_view cell, Message* problem)
{
    auto fail = [&](Message why) -> std::optional<nlohmann::ordered_json> {
        if (problem)
            *problem = std::move(why);
        return std::nullopt;
    };
    std::string_view s = io::trim(cell);
    if (s.empty() || s.front() != '{')
        return fail(SL_MSG("diag.json-cell.not-an-object", "is not a JSON object"));
    if (io::jsonNestingDepth(s) > io::kMaxJsonDepth)
        return fail(SL_MSG("diag.json-cell.nested-too-deep", "is nested deeper than {levels} levels")
                        .arg("levels", std::to_string(io::kMaxJsonDepth)));
    if (!io::isValidUtf8(s))
        return fail(SL_MSG("diag.json-cell.not-utf8", "is not valid UTF-8"));
    nlohmann::ordered_json j = nlohmann::ordered_json::parse(s.begin(), s.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return fail(SL_MSG("diag.json-cell.not-an-object", "is not a JSON object"));
    return j;
}

std::string quoteCell(std::string_view cell, std::size_t maxChars)
{
    std::string_view s = io::trim(cell);
    std::string out = "'" + std::string(io::utf8Prefix(s, maxChars));
    if (s.size() > maxChars)
        out += "...";
    return out + "'";
}

} // namespace steplens::formats
