#pragma once
// The plain-digit fast paths of number parsing, inline so that a reader's per-cell helpers (for
// example formats::integerCell) take the common case without a call. Anything they refuse goes
// through numbers.h, which gives the same value for what they accept.
#include <cstdint>
#include <cstring>
#include <string_view>

namespace steplens::io {

// Whether the 8 bytes at `p` are all decimal digits, and their value: the eight digits are combined
// pairwise in three multiplications instead of eight dependent ones. Timestamps of 13 to 16 digits fill
// most of a 1.x folder's numbers.
inline bool eightDigits(const char* p, std::uint64_t& value)
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    // Each byte's high nibble is 3, and adding 6 keeps it 3 (so the low nibble is at most 9).
    if ((((v & 0xF0F0F0F0F0F0F0F0u) | (((v + 0x0606060606060606u) & 0xF0F0F0F0F0F0F0F0u) >> 4))) !=
        0x3333333333333333u)
        return false;
    v -= 0x3030303030303030u;               // little-endian: the first digit is the lowest byte
    v = (v * 10) + (v >> 8);                // pairs of digits in bytes 0, 2, 4, 6
    v = (((v & 0x000000FF000000FFu) * (100 + (1000000ull << 32))) +
         (((v >> 16) & 0x000000FF000000FFu) * (1 + (10000ull << 32)))) >>
        32;
    value = v;
    return true;
}

// Appends the digits from `p` to `m` (m * 10^n + digits; it wraps when there are more than 19, which
// the callers reject by count) and returns where they end.
inline const char* gatherDigits(const char* p, const char* end, std::uint64_t& m)
{
    std::uint64_t chunk = 0;
    while (end - p >= 8 && eightDigits(p, chunk)) {
        m = m * 100000000u + chunk;
        p += 8;
    }
    for (; p < end; ++p) {
        const unsigned d = unsigned(static_cast<unsigned char>(*p)) - unsigned('0');
        if (d > 9)
            break;
        m = m * 10 + d;
    }
    return p;
}

// Plain integers ("-12", "1700000000000"): at most 18 digits cannot overflow a long long.
inline bool parsePlainInteger(std::string_view s, long long& out)
{
    if (s.empty())
        return false;
    const char* p = s.data();
    const char* const end = p + s.size();
    const bool negative = *p == '-';
    if (negative)
        ++p;
    if (p == end || end - p > 18)
        return false;
    std::uint64_t v = 0;
    if (gatherDigits(p, end, v) != end)
        return false;
    out = negative ? -static_cast<long long>(v) : static_cast<long long>(v);
    return true;
}

inline const char* skipZeros(const char* p, const char* end)
{
    while (p < end && *p == '0')
        ++p;
    return p;
}

// Plain decimals ("-12", "8827.472999999998", ".5"), the bulk of every profiler table, without
// std::from_chars: the significant digits are gathered into an integer m, and when m <= 2^53 and there
// are at most 22 digits after the point, m and 10^k are both exact doubles, so the one IEEE division
// m / 10^k is the correctly rounded value, the same double from_chars returns (Clinger's fast path).
// Reads the number at `p` and returns where it stops (a reader that parses a line in place checks the
// byte there), or nullptr when there is no digit or the value is not exact this way (exponents, longer
// mantissas): numbers.h's parseDouble then goes to from_chars.
inline const char* plainDecimalPrefix(const char* p, const char* const end, double& out)
{
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    constexpr std::uint64_t kExact = std::uint64_t(1) << 53;
    if (p == end)
        return nullptr;
    const bool negative = *p == '-';
    if (negative)
        ++p;
    std::uint64_t m = 0;
    // Leading zeros are not significant: "007.5" has two significant digits, like "7.5".
    const char* const intStart = p;
    const char* const intSignificant = skipZeros(p, end);
    p = gatherDigits(intSignificant, end, m);
    bool anyDigit = p > intStart;
    std::ptrdiff_t digits = p - intSignificant;
    std::ptrdiff_t fraction = 0;
    if (p < end && *p == '.') {
        const char* const fracStart = ++p;
        // Before the first non-zero digit, zeros after the point only scale: "0.000123" is 123 / 10^6.
        const char* const fracSignificant = m == 0 ? skipZeros(p, end) : p;
        p = gatherDigits(fracSignificant, end, m);
        fraction = p - fracStart;
        digits += p - fracSignificant;
        anyDigit = anyDigit || p > fracStart;
    }
    if (!anyDigit || digits > 19 || m > kExact || fraction > 22)
        return nullptr;
    const double v = fraction > 0 ? double(m) / kPow10[fraction] : double(m);
    out = negative ? -v : v;
    return p;
}

// A whole cell that is a plain decimal (plainDecimalPrefix reads all of it): its value in `out`, left alone
// when false (an empty cell is not one).
inline bool parsePlainDecimal(std::string_view s, double& out)
{
    const char* const end = s.data() + s.size();
    double v = 0;
    if (s.empty() || plainDecimalPrefix(s.data(), end, v) != end)
        return false;
    out = v;
    return true;
}

} // namespace steplens::io
