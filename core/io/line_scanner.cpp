#include "io/line_scanner.h"

#include <algorithm>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace steplens::io {

namespace {

constexpr std::size_t kStop = static_cast<std::size_t>(-1);

// Where the line that ends at `at` (a CR or LF) is followed by the next one. Returns false for a CR
// that is the last byte of the window before the end of the file: a LF may follow in the next read.
bool lineBreak(const char* base, std::size_t at, std::size_t end, bool atEof, ScannedLine& line)
{
    line.end = at;
    if (base[at] == '\n') {
        line.next = at + 1;
        return true;
    }
    if (at + 1 == end && !atEof)
        return false;
    line.next = (at + 1 < end && base[at + 1] == '\n') ? at + 2 : at + 1;
    return true;
}

struct Targets {
    char bytes[4];
#if defined(__SSE2__)
    // Bit i is set when p[i] equals one of the four bytes.
    unsigned mask(const char* p) const
    {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, _mm_set1_epi8(bytes[0])),
                                                    _mm_cmpeq_epi8(block, _mm_set1_epi8(bytes[1]))),
                                       _mm_or_si128(_mm_cmpeq_epi8(block, _mm_set1_epi8(bytes[2])),
                                                    _mm_cmpeq_epi8(block, _mm_set1_epi8(bytes[3]))));
        return static_cast<unsigned>(_mm_movemask_epi8(m));
    }
#endif
    bool match(char c) const
    {
        return c == bytes[0] || c == bytes[1] || c == bytes[2] || c == bytes[3];
    }
};

// Calls `onByte(offset)` for each byte of [begin, end) that is one of the targets, in order.
// `onByte` returns where to go on scanning (offset + 1, or further to skip a quoted part), or kStop.
template <typename OnByte>
void forEachMatch(const char* base, std::size_t begin, std::size_t end, const Targets& targets, OnByte&& onByte)
{
    std::size_t i = begin;
#if defined(__SSE2__)
    while (i + 16 <= end) {
        unsigned mask = targets.mask(base + i);
        std::size_t resume = i + 16;
        while (mask) {
            const std::size_t at = i + static_cast<std::size_t>(__builtin_ctz(mask));
            const std::size_t next = onByte(at);
            if (next == kStop)
                return;
            if (next >= i + 16) {
                resume = next;
                break;
            }
            mask &= ~0u << (next - i); // the bits before `next` are done
        }
        i = resume;
    }
#endif
    while (i < end) {
        if (!targets.match(base[i])) {
            ++i;
            continue;
        }
        i = onByte(i);
        if (i == kStop)
            return;
    }
}

// A comma-separated line is split 64 bytes at a time from three bit masks: commas, quotes and line-end
// bytes. Every quote toggles "inside a quoted part" (a doubled quote toggles out and back in), so the
// prefix XOR of the quote bits says which bytes are inside: separators there are text. Only the bits
// before the first line end outside quotes belong to this line. Branches are per separator, not per
// byte; the rare field with quotes is unescaped on its own (unescapedField). A block of 64 (four SSE2
// loads) rather than 16 takes a typical kernel_details.csv row (~190 bytes) in three steps instead of
// twelve: the per-block work (masks, prefix XOR, line-end test) was half of the scanner's time.
constexpr std::size_t kBlock = 64;
using BlockBits = std::uint64_t;

struct CommaBits {
    BlockBits comma = 0, quote = 0, lineEnd = 0; // bit i: byte i of the block is one of these
};

// The masks of the `n` (at most 64) bytes at `p`; bytes past `n` are not read.
inline CommaBits commaBits(const char* p, std::size_t n)
{
    CommaBits bits;
#if defined(__SSE2__)
    if (n == kBlock) {
        const __m128i commas = _mm_set1_epi8(','), quotes = _mm_set1_epi8('"');
        const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
        for (int k = 0; k < 4; ++k) {
            const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
            auto bitsOf = [&](__m128i eq) {
                return BlockBits(static_cast<unsigned>(_mm_movemask_epi8(eq))) << (16 * k);
            };
            bits.comma |= bitsOf(_mm_cmpeq_epi8(block, commas));
            bits.quote |= bitsOf(_mm_cmpeq_epi8(block, quotes));
            bits.lineEnd |= bitsOf(_mm_or_si128(_mm_cmpeq_epi8(block, lf), _mm_cmpeq_epi8(block, cr)));
        }
        return bits;
    }
#endif
    for (std::size_t i = 0; i < n; ++i) {
        const BlockBits bit = BlockBits(1) << i;
        bits.comma |= p[i] == ',' ? bit : 0;
        bits.quote |= p[i] == '"' ? bit : 0;
        bits.lineEnd |= (p[i] == '\n' || p[i] == '\r') ? bit : 0;
    }
    return bits;
}

// Bit i is set when byte i comes after an odd number of quotes (counting from the block's start, and
// one more when it starts inside a quoted part): inside quotes.
inline BlockBits insideQuotes(BlockBits quotes, bool startsInside)
{
    BlockBits x = quotes;
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return startsInside ? ~x : x;
}

inline unsigned lowBit(BlockBits bits)
{
    return static_cast<unsigned>(__builtin_ctzll(bits));
}

inline unsigned lastBit(BlockBits bits)
{
    return 63u - static_cast<unsigned>(__builtin_clzll(bits));
}

// A field that holds quotes. Profilers write two shapes of it, and both are views into the window:
// "text" (one quoted part) is text; """text""" (a quoted part whose value starts and ends with a
// doubled quote, as shapes in kernel_details.csv are written) is "text", which is in the window as it
// stands. Anything else is unescaped into `scratch` the careful path's way.
std::string_view unescapedField(std::string_view raw, std::string& scratch)
{
    constexpr auto npos = std::string_view::npos;
    if (raw.size() >= 2 && raw.front() == '"' && raw.back() == '"') {
        const std::string_view inner = raw.substr(1, raw.size() - 2);
        if (inner.find('"') == npos)
            return inner;
        if (raw.size() >= 6 && inner.substr(0, 2) == "\"\"" && inner.substr(inner.size() - 2) == "\"\"" &&
            inner.substr(2, inner.size() - 4).find('"') == npos)
            return raw.substr(2, raw.size() - 4);
    }
    const std::size_t from = scratch.size();
    unquoteCsvField(raw, scratch);
    return std::string_view(scratch.data() + from, scratch.size() - from);
}

} // namespace

// The careful path's unescaping (CsvReader::splitQuoted), a byte at a time: only fields other than the
// two shapes unescapedField keeps as views come here.
void unquoteCsvField(std::string_view raw, std::string& out)
{
    bool inQuotes = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c != '"') {
            out.push_back(c);
        } else if (!inQuotes) {
            inQuotes = true;
        } else if (i + 1 < raw.size() && raw[i + 1] == '"') {
            out.push_back('"');
            ++i;
        } else {
            inQuotes = false;
        }
    }
}

Outcome scanCommaLine(const char* base, std::size_t begin, std::size_t end, bool atEof, std::size_t maxFields,
                      std::vector<std::string_view>& fields, std::string& scratch, ScannedLine& line,
                      std::size_t asWrittenColumn)
{
    fields.clear();
    scratch.clear();
    // Unescaped fields point into `scratch`: sized for the whole window up front, it never moves.
    if (scratch.capacity() < end - begin)
        scratch.reserve(end - begin);
    auto careful = [&] {
        fields.clear();
        return Outcome::Careful;
    };
    std::size_t fieldStart = begin;
    std::size_t pastLastQuote = 0; // one past the last quote seen so far; 0 before any
    auto closeField = [&](std::size_t at) {
        if (pastLastQuote > fieldStart && fields.size() != asWrittenColumn)
            fields.push_back(unescapedField(std::string_view(base + fieldStart, at - fieldStart), scratch));
        else
            fields.emplace_back(base + fieldStart, at - fieldStart);
    };
    bool inside = false; // whether the block starts inside a quoted part
    for (std::size_t i = begin; i < end; i += kBlock) {
        const std::size_t n = std::min(kBlock, end - i);
        const CommaBits bits = commaBits(base + i, n);
        const BlockBits in = insideQuotes(bits.quote, inside);
        const BlockBits breaks = bits.lineEnd & ~in;
        const BlockBits before = breaks ? (BlockBits(1) << lowBit(breaks)) - 1 : ~BlockBits(0);
        if (bits.lineEnd & in & before)
            return careful(); // a line break inside quotes
        const BlockBits quotes = bits.quote & before;
        for (BlockBits commas = bits.comma & ~in & before; commas; commas &= commas - 1) {
            const unsigned c = lowBit(commas);
            if (const BlockBits q = quotes & ((BlockBits(1) << c) - 1))
                pastLastQuote = i + lastBit(q) + 1;
            if (fields.size() + 1 >= maxFields)
                return careful();
            closeField(i + c);
            fieldStart = i + c + 1;
        }
        if (quotes)
            pastLastQuote = i + lastBit(quotes) + 1;
        if (breaks) {
            const std::size_t at = i + lowBit(breaks);
            if (!lineBreak(base, at, end, atEof, line))
                return careful();
            closeField(at);
            return Outcome::Line;
        }
        inside = (in >> (kBlock - 1)) & 1u; // used only after a whole block
    }
    return careful(); // no line end in the window, or a quoted part still open at its end
}

Outcome scanWhitespaceLine(const char* base, std::size_t begin, std::size_t end, bool atEof, std::size_t maxFields,
                           std::vector<std::string_view>& fields, ScannedLine& line)
{
    fields.clear();
    static constexpr Targets kSeparators{{' ', '\t', '\n', '\r'}};
    std::size_t fieldStart = begin;
    bool found = false, careful = false;
    auto closeField = [&](std::size_t at) {
        if (at > fieldStart) {
            if (fields.size() >= maxFields)
                return false;
            fields.emplace_back(base + fieldStart, at - fieldStart);
        }
        fieldStart = at + 1;
        return true;
    };
    forEachMatch(base, begin, end, kSeparators, [&](std::size_t at) -> std::size_t {
        const char ch = base[at];
        if (ch == ' ' || ch == '\t') {
            careful = !closeField(at);
            return careful ? kStop : at + 1;
        }
        found = lineBreak(base, at, end, atEof, line) && closeField(at);
        careful = !found;
        return kStop;
    });
    if (!found || careful) {
        fields.clear();
        return Outcome::Careful;
    }
    return Outcome::Line;
}

} // namespace steplens::io
