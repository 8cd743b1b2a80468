#include "io/numbers.h"

#include "io/plain_numbers.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

namespace steplens::io {

namespace {
std::string_view cleanCell(std::string_view s)
{
    auto strip = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"' || c == '\''; };
    while (!s.empty() && strip(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && strip(s.back()))
        s.remove_suffix(1);
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    return s;
}
} // namespace

bool isMissing(std::string_view text)
{
    if (!text.empty() && text.front() >= '0' && text.front() <= '9')
        return false; // a number: the common case, decided by its first byte
    std::string_view s = cleanCell(text);
    return s.empty() || s == "N/A" || s == "n/a" || s == "NA" || s == "-" || s == "null" || s == "None";
}

Message whyNotNumber(std::string_view text, bool integer)
{
    std::string_view s = cleanCell(text);
    if (!s.empty() && s.front() == '-')
        s.remove_prefix(1);
    std::string lower;
    for (char c : s)
        lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (lower == "nan" || lower == "inf" || lower == "infinity")
        return SL_MSG("io.number.not-finite", "is not a finite number");
    double v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ptr == s.data() + s.size() && !s.empty()) {
        if (ec == std::errc::result_out_of_range || (integer && std::fabs(v) > 9.2e18))
            return SL_MSG("io.number.out-of-range", "is out of range");
        if (integer && ec == std::errc() && std::floor(v) != v)
            return SL_MSG("io.number.not-whole", "is not a whole number");
    }
    return integer ? SL_MSG("io.number.not-whole", "is not a whole number")
                   : SL_MSG("io.number.not-a-number", "is not a number");
}

namespace {
// Most cells are a bare number: starting with a digit or a minus and ending with a digit, there is
// nothing for cleanCell to strip.
bool bareNumber(std::string_view s)
{
    return !s.empty() && ((s.front() >= '0' && s.front() <= '9') || s.front() == '-') && s.back() >= '0' &&
           s.back() <= '9';
}

} // namespace

std::optional<double> parseDouble(std::string_view text)
{
    std::string_view s = bareNumber(text) ? text : cleanCell(text);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    if (parsePlainDecimal(s, v))
        return v;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<long long> parseInt(std::string_view text)
{
    std::string_view s = bareNumber(text) ? text : cleanCell(text);
    if (s.empty())
        return std::nullopt;
    long long v = 0;
    if (parsePlainInteger(s, v))
        return v;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec == std::errc() && ptr == s.data() + s.size())
        return v;
    // "12.0" and "1.2e3" style integers
    auto d = parseDouble(s);
    if (!d || std::floor(*d) != *d || std::fabs(*d) > 9.2e18)
        return std::nullopt;
    return static_cast<long long>(*d);
}

std::optional<long long> toLongLong(double d)
{
    if (!(std::fabs(d) < 9.2e18)) // false for NaN too
        return std::nullopt;
    return static_cast<long long>(d);
}

bool parseMicrosToNanos(std::string_view text, long long& nanos)
{
    bool digitsOnly = false;
    return parseMicrosToNanos(text, nanos, digitsOnly);
}

bool parseMicrosToNanos(std::string_view text, long long& nanos, bool& digitsOnly)
{
    digitsOnly = false;
    std::string_view s = bareNumber(text) ? text : cleanCell(text);
    if (s.empty())
        return false;
    bool negative = false;
    if (s.front() == '-') {
        negative = true;
        s.remove_prefix(1);
    }
    const long long limit = (std::numeric_limits<long long>::max() - 999) / 1000;
    // The whole part eight digits at a time: up to 16 digits cannot overflow, so the limit is checked once
    // (an epoch timestamp in µs has 16). A longer run (leading zeros) is read a digit at a time.
    std::uint64_t gathered = 0;
    std::size_t i = std::size_t(gatherDigits(s.data(), s.data() + s.size(), gathered) - s.data());
    long long whole = static_cast<long long>(gathered);
    if (i > 16) {
        whole = 0;
        for (i = 0; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            whole = whole * 10 + (s[i] - '0');
            if (whole > limit)
                return false;
        }
    } else if (whole > limit) {
        return false;
    }
    long long frac = 0;
    int fracDigits = 0;
    bool roundUp = false; // the digit after the ns one: "8827.472999999998" is 8827473 ns, not 8827472
    if (i < s.size() && s[i] == '.') {
        ++i;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            if (fracDigits < 3) {
                frac = frac * 10 + (s[i] - '0');
                ++fracDigits;
            } else if (fracDigits == 3) {
                roundUp = s[i] >= '5';
                ++fracDigits;
            }
        }
    }
    if (i != s.size()) {
        // Exponent forms ("1.69512E+15", as Excel writes them) go through double.
        auto d = parseDouble(text);
        if (!d || std::fabs(*d) > 9.2e15)
            return false;
        nanos = static_cast<long long>(std::llround(*d * 1000.0));
        return true;
    }
    while (fracDigits < 3) {
        frac *= 10;
        ++fracDigits;
    }
    long long ns = whole * 1000 + frac + (roundUp ? 1 : 0);
    nanos = negative ? -ns : ns;
    digitsOnly = true;
    return true;
}

} // namespace steplens::io
