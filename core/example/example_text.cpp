#include "example/example_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace steplens::example {

std::string pyFloat(double value)
{
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    std::string s(buf, ec == std::errc() ? end : buf);
    if (s.find_first_of(".eEn") == std::string::npos)
        s += ".0";
    return s;
}

std::string fixed(double value, int decimals)
{
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    std::string s(buf, ec == std::errc() ? end : buf);
    if (!s.empty() && s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos)
        s.erase(0, 1);
    return s;
}

double roundTo(double value, int digits)
{
    double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

std::string pyJson(const nlohmann::ordered_json& value)
{
    switch (value.type()) {
    case nlohmann::ordered_json::value_t::object: {
        std::string s = "{";
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            s += first ? "" : ", ";
            s += nlohmann::ordered_json(it.key()).dump() + ": " + pyJson(it.value());
            first = false;
        }
        return s + "}";
    }
    case nlohmann::ordered_json::value_t::array: {
        std::string s = "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            s += (i ? ", " : "") + pyJson(value[i]);
        return s + "]";
    }
    case nlohmann::ordered_json::value_t::number_float: return pyFloat(value.get<double>());
    case nlohmann::ordered_json::value_t::boolean: return value.get<bool>() ? "true" : "false";
    default: return value.dump();
    }
}

std::string csvRow(const std::vector<std::string>& fields)
{
    std::string row;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            row += ',';
        const std::string& f = fields[i];
        if (f.find_first_of(",\"\r\n") == std::string::npos) {
            row += f;
            continue;
        }
        row += '"';
        for (char c : f) {
            if (c == '"')
                row += '"';
            row += c;
        }
        row += '"';
    }
    return row + "\r\n";
}

long long roundedMean(long long sum, long long count)
{
    if (count <= 0)
        return 0;
    long long q = sum / count, r = sum % count;
    if (r < 0) { // keep the remainder non-negative so halves compare the same way on both sides
        r += count;
        --q;
    }
    if (2 * r > count || (2 * r == count && (q % 2 != 0)))
        ++q;
    return q;
}

std::string utcText(long long epochMs)
{
    // Civil date from days since 1970-01-01 (proleptic Gregorian), without the C library's time zone.
    long long secs = epochMs / 1000;
    long long days = secs / 86400, rem = secs % 86400;
    long long z = days + 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long y = yoe + era * 400;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    long long d = doy - (153 * mp + 2) / 5 + 1;
    long long m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2)
        ++y;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld %02lld:%02lld:%02lld", y, m, d, rem / 3600, rem % 3600 / 60,
                  rem % 60);
    return buf;
}

} // namespace steplens::example
