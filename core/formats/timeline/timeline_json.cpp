#include "formats/timeline/timeline_json.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace steplens::tljson {

namespace {

std::string_view trimNumber(std::string_view s)
{
    while (!s.empty() && (isSpace(s.front()) || s.front() == '"'))
        s.remove_prefix(1);
    while (!s.empty() && (isSpace(s.back()) || s.back() == '"'))
        s.remove_suffix(1);
    return s;
}

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool hex4(std::string_view s, std::size_t at, std::uint32_t& v)
{
    if (at + 4 > s.size())
        return false;
    v = 0;
    for (std::size_t i = at; i < at + 4; ++i) {
        char c = s[i];
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= std::uint32_t(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= std::uint32_t(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= std::uint32_t(c - 'A' + 10);
        else
            return false;
    }
    return true;
}

// Decimal text scaled by 10^scaleDigits into an integer, rounding half away from zero.
bool parseScaled(std::string_view text, int scaleDigits, std::int64_t& out)
{
    std::string_view s = trimNumber(text);
    if (s.empty())
        return false;
    bool negative = false;
    std::size_t i = 0;
    if (s[0] == '-' || s[0] == '+') {
        negative = s[0] == '-';
        ++i;
    }
    std::int64_t scale = 1;
    for (int k = 0; k < scaleDigits; ++k)
        scale *= 10;
    const std::int64_t limit = (std::numeric_limits<std::int64_t>::max() - scale) / scale;
    std::int64_t whole = 0;
    std::size_t digits = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++digits) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > limit)
            return false;
    }
    std::int64_t frac = 0;
    int fracDigits = 0;
    bool roundUp = false;
    if (i < s.size() && s[i] == '.') {
        ++i;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++digits) {
            if (fracDigits < scaleDigits) {
                frac = frac * 10 + (s[i] - '0');
                ++fracDigits;
            } else if (fracDigits == scaleDigits) {
                roundUp = s[i] >= '5';
                ++fracDigits;
            }
        }
    }
    if (digits == 0)
        return false;
    if (i != s.size()) {
        if (s[i] != 'e' && s[i] != 'E')
            return false;
        // Exponent forms go through double; they never carry epoch precision in practice.
        double v = 0;
        const char* b = s.data() + (s[0] == '+' ? 1 : 0);
        auto [ptr, ec] = std::from_chars(b, s.data() + s.size(), v);
        if (ec != std::errc() || ptr != s.data() + s.size() || !std::isfinite(v))
            return false;
        double scaled = v * double(scale);
        if (std::fabs(scaled) > 9.2e18)
            return false;
        out = static_cast<std::int64_t>(std::llround(scaled));
        return true;
    }
    for (; fracDigits < scaleDigits; ++fracDigits)
        frac *= 10;
    std::int64_t v = whole * scale + frac + (roundUp ? 1 : 0);
    out = negative ? -v : v;
    return true;
}

} // namespace

std::string decodeString(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        if (c != '\\' || i + 1 >= raw.size()) {
            out += c;
            continue;
        }
        char e = raw[++i];
        switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
            std::uint32_t cp = 0;
            if (!hex4(raw, i + 1, cp)) {
                out += "\\u";
                break;
            }
            i += 4;
            std::uint32_t low = 0;
            if (cp >= 0xD800 && cp < 0xDC00 && i + 2 < raw.size() && raw[i + 1] == '\\' && raw[i + 2] == 'u' &&
                hex4(raw, i + 3, low) && low >= 0xDC00 && low < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                i += 6;
            } else if (cp >= 0xD800 && cp < 0xE000) {
                cp = 0xFFFD; // lone surrogate
            }
            appendUtf8(out, cp);
            break;
        }
        default: out += '\\'; out += e;
        }
    }
    return out;
}

bool parseMicros(std::string_view text, Nanos& out)
{
    // Fast path for the common "123456.789..." form: no sign, no exponent, at most 19 characters.
    const char* p = text.data();
    const char* end = p + text.size();
    if (text.size() > 0 && text.size() <= 19 && *p >= '0' && *p <= '9') {
        std::int64_t whole = 0;
        while (p < end && *p >= '0' && *p <= '9')
            whole = whole * 10 + (*p++ - '0');
        const bool fits = p - text.data() <= 16; // 16 integer digits x 1000 stay below 2^63
        std::int64_t frac = 0;
        int digits = 0;
        bool roundUp = false;
        if (p < end && *p == '.') {
            ++p;
            while (p < end && *p >= '0' && *p <= '9') {
                if (digits < 3)
                    frac = frac * 10 + (*p - '0');
                else if (digits == 3)
                    roundUp = *p >= '5';
                ++digits;
                ++p;
            }
        }
        if (p == end && fits) {
            for (int k = digits; k < 3; ++k)
                frac *= 10;
            out = whole * 1000 + frac + (roundUp ? 1 : 0);
            return true;
        }
    }
    return parseScaled(text, 3, out);
}

bool parseMillis(std::string_view text, Nanos& out)
{
    return parseScaled(text, 6, out);
}

bool parseInteger(std::string_view text, std::int64_t& out)
{
    std::string_view s = trimNumber(text);
    if (s.empty())
        return false;
    if (s[0] == '+')
        s.remove_prefix(1);
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc() && ptr == s.data() + s.size())
        return true;
    double d = 0;
    if (!parseNumber(s, d) || std::floor(d) != d || std::fabs(d) > 9.2e18)
        return false;
    out = static_cast<std::int64_t>(d);
    return true;
}

bool parseNumber(std::string_view text, double& out)
{
    std::string_view s = trimNumber(text);
    if (!s.empty() && s[0] == '+')
        s.remove_prefix(1);
    if (s.empty())
        return false;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size() && std::isfinite(out);
}

} // namespace steplens::tljson
