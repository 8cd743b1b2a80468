#pragma once
// Byte-level JSON primitives for the streaming Chrome-trace scanner: find the end of a string, skip
// a value, walk the members of one object, parse µs numbers into ns. Every function works on a
// [p, end) window and reports NeedMore when the value runs past `end`, so the caller can refill
// its window and retry; nothing allocates.
#include "model/time.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace steplens::tljson {

enum class Status { Ok, NeedMore, Error };

inline bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

inline const char* skipSpace(const char* p, const char* end)
{
    while (p < end && isSpace(*p))
        ++p;
    return p;
}

// First '"' or '\\' in [p, end), or end.
inline const char* findQuoteOrBackslash(const char* p, const char* end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (end - p >= 16) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)));
        if (mask)
            return p + __builtin_ctz(static_cast<unsigned>(mask));
        p += 16;
    }
#endif
    while (p < end && *p != '"' && *p != '\\')
        ++p;
    return p;
}

// First of '"', '{', '}', '[', ']' in [p, end), or end.
inline const char* findStructural(const char* p, const char* end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    // OR-ing 0x20 maps '[' onto '{' and ']' onto '}', and no other byte onto either.
    const __m128i lower = _mm_set1_epi8(0x20);
    const __m128i open = _mm_set1_epi8('{');
    const __m128i close = _mm_set1_epi8('}');
    while (end - p >= 16) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        __m128i folded = _mm_or_si128(v, lower);
        __m128i isBracket = _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close));
        int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, quote), isBracket));
        if (mask)
            return p + __builtin_ctz(static_cast<unsigned>(mask));
        p += 16;
    }
#endif
    while (p < end) {
        char c = *p;
        if (c == '"' || c == '{' || c == '}' || c == '[' || c == ']')
            return p;
        ++p;
    }
    return p;
}

// The content of a JSON string as written (escapes not decoded).
struct Text {
    const char* data = nullptr;
    std::uint32_t size = 0;
    bool escaped = false; // contains backslash escapes: decode before use as text
    bool quoted = false;  // was a JSON string (else a bare number or literal token)
    bool present = false;
    std::string_view view() const { return {data, size}; }
};

// `p` points just after the opening quote. On Ok, `out` holds the content and `next` points past
// the closing quote.
inline Status scanString(const char* p, const char* end, Text& out, const char*& next)
{
    const char* start = p;
    bool escaped = false;
    for (;;) {
        p = findQuoteOrBackslash(p, end);
        if (p >= end)
            return Status::NeedMore;
        if (*p == '"')
            break;
        escaped = true;
        if (p + 1 >= end)
            return Status::NeedMore;
        p += 2;
    }
    out.data = start;
    out.size = static_cast<std::uint32_t>(p - start);
    out.escaped = escaped;
    out.quoted = true;
    out.present = true;
    next = p + 1;
    return Status::Ok;
}

// Bytes that end a bare token: , } ] and whitespace; { [ " : make the token malformed.
struct TokenTable {
    unsigned char kind[256] = {}; // 0 token byte, 1 end, 2 error
    constexpr TokenTable()
    {
        kind[static_cast<unsigned char>(',')] = 1;
        kind[static_cast<unsigned char>('}')] = 1;
        kind[static_cast<unsigned char>(']')] = 1;
        kind[static_cast<unsigned char>(' ')] = 1;
        kind[static_cast<unsigned char>('\n')] = 1;
        kind[static_cast<unsigned char>('\r')] = 1;
        kind[static_cast<unsigned char>('\t')] = 1;
        kind[static_cast<unsigned char>('{')] = 2;
        kind[static_cast<unsigned char>('[')] = 2;
        kind[static_cast<unsigned char>('"')] = 2;
        kind[static_cast<unsigned char>(':')] = 2;
    }
};
inline constexpr TokenTable kTokenTable{};

// A bare token (number, true, false, null): runs to the next delimiter.
inline Status scanToken(const char* p, const char* end, Text& out, const char*& next)
{
    const char* start = p;
    unsigned char k = 0;
    while (p < end && (k = kTokenTable.kind[static_cast<unsigned char>(*p)]) == 0)
        ++p;
    if (p >= end)
        return Status::NeedMore;
    if (k == 2 || p == start)
        return Status::Error;
    out.data = start;
    out.size = static_cast<std::uint32_t>(p - start);
    out.escaped = false;
    out.quoted = false;
    out.present = true;
    next = p;
    return Status::Ok;
}

// Skips a nested object or array; `p` points at its opening bracket.
inline Status skipNested(const char* p, const char* end, const char*& next)
{
    int depth = 0;
    for (;;) {
        p = findStructural(p, end);
        if (p >= end)
            return Status::NeedMore;
        char c = *p;
        if (c == '"') {
            Text ignored;
            Status s = scanString(p + 1, end, ignored, p);
            if (s != Status::Ok)
                return s;
            continue;
        }
        if (c == '{' || c == '[') {
            if (++depth > 100000)
                return Status::Error;
        } else if (--depth == 0) {
            next = p + 1;
            return Status::Ok;
        } else if (depth < 0) {
            return Status::Error;
        }
        ++p;
    }
}

// Scans any value starting at `p` (after whitespace). Strings and tokens fill `out`; objects and
// arrays are skipped and `out.data/size` cover them whole (brackets included).
inline Status scanValue(const char* p, const char* end, Text& out, const char*& next)
{
    if (p >= end)
        return Status::NeedMore;
    char c = *p;
    if (c == '"')
        return scanString(p + 1, end, out, next);
    if (c == '{' || c == '[') {
        Status s = skipNested(p, end, next);
        if (s == Status::Ok) {
            out.data = p;
            out.size = static_cast<std::uint32_t>(next - p);
            out.escaped = false;
            out.quoted = false;
            out.present = true;
        }
        return s;
    }
    return scanToken(p, end, out, next);
}

// Decodes JSON escapes of a string's content (\" \\ \/ \b \f \n \r \t \uXXXX with surrogate pairs).
// Invalid escapes are kept as written.
std::string decodeString(std::string_view raw);

// Parses a decimal number of microseconds (optionally quoted content, sign, fraction, exponent)
// into integer nanoseconds. Digits beyond the third decimal round half away from zero, so the
// float noise of 1.x files ("4236.099998474121") gives the intended whole ns.
bool parseMicros(std::string_view text, Nanos& out);
// Parses a decimal number of milliseconds into integer nanoseconds, rounding past the sixth decimal.
bool parseMillis(std::string_view text, Nanos& out);
// Integer (or integral decimal) from a number token or numeric string.
bool parseInteger(std::string_view text, std::int64_t& out);
// Any finite number, from a token or numeric string.
bool parseNumber(std::string_view text, double& out);

// 64-bit hash of a byte string (stable across runs and platforms).
inline std::uint64_t hashBytes(const char* p, std::size_t n, std::uint64_t seed = 0x9E3779B97F4A7C15ull)
{
    std::uint64_t h = seed ^ (n * 0xFF51AFD7ED558CCDull);
    while (n >= 8) {
        std::uint64_t v;
        std::memcpy(&v, p, 8);
        h = (h ^ v) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
        p += 8;
        n -= 8;
    }
    // 0-7 remaining bytes: two overlapping loads instead of a byte loop.
    std::uint64_t tail = 0;
    if (n >= 4) {
        std::uint32_t a, b;
        std::memcpy(&a, p, 4);
        std::memcpy(&b, p + n - 4, 4);
        tail = (std::uint64_t(a) << 32) | b;
    } else if (n > 0) {
        tail = (std::uint64_t(static_cast<unsigned char>(p[0])) << 16) |
               (std::uint64_t(static_cast<unsigned char>(p[n >> 1])) << 8) | static_cast<unsigned char>(p[n - 1]);
    }
    h = (h ^ tail) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 32;
    return h;
}

} // namespace steplens::tljson
