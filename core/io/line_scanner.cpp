#include "io/line_scanner.h"

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

// The first byte of [begin, end) that is one of the targets, or `end`.
std::size_t findFirst(const char* base, std::size_t begin, std::size_t end, const Targets& targets)
{
    std::size_t found = end;
    forEachMatch(base, begin, end, targets, [&](std::size_t at) {
        found = at;
        return kStop;
    });
    return found;
}

// A field holding quotes, unescaped the way CsvReader's careful path does: a quote opens a quoted
// part anywhere in the field, a doubled quote inside it stands for one quote character.
void appendUnquoted(std::string_view raw, std::string& out)
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

} // namespace

Outcome scanCommaLine(const char* base, std::size_t begin, std::size_t end, bool atEof, std::size_t maxFields,
                      std::vector<std::string_view>& fields, std::string& scratch, ScannedLine& line)
{
    fields.clear();
    static constexpr Targets kSeparators{{',', '\n', '\r', '"'}};
    static constexpr Targets kInQuotes{{'"', '\n', '\r', '"'}};
    std::size_t fieldStart = begin;
    bool quoted = false; // the current field holds a quote
    bool found = false, careful = false;
    scratch.clear();
    // Unescaped fields point into `scratch`: sized for the whole window up front, it never moves.
    if (scratch.capacity() < end - begin)
        scratch.reserve(end - begin);
    auto closeField = [&](std::size_t at) {
        if (!quoted) {
            fields.emplace_back(base + fieldStart, at - fieldStart);
        } else if (at - fieldStart >= 2 && base[fieldStart] == '"' && base[at - 1] == '"' &&
                   findFirst(base, fieldStart + 1, at - 1, kInQuotes) == at - 1) {
            fields.emplace_back(base + fieldStart + 1, at - fieldStart - 2); // "text": nothing to unescape
        } else {
            const std::size_t from = scratch.size();
            appendUnquoted(std::string_view(base + fieldStart, at - fieldStart), scratch);
            fields.emplace_back(scratch.data() + from, scratch.size() - from);
        }
        quoted = false;
    };
    forEachMatch(base, begin, end, kSeparators, [&](std::size_t at) -> std::size_t {
        const char ch = base[at];
        if (ch == ',') {
            if (fields.size() + 1 >= maxFields) {
                careful = true;
                return kStop;
            }
            closeField(at);
            fieldStart = at + 1;
            return at + 1;
        }
        if (ch == '"') {
            // A quoted part: up to its closing quote. A line break inside it, or a window that ends
            // before it is closed, is left to the careful path.
            quoted = true;
            std::size_t p = at + 1;
            while (true) {
                const std::size_t q = findFirst(base, p, end, kInQuotes);
                if (q + 1 >= end || base[q] != '"') {
                    careful = true;
                    return kStop;
                }
                if (base[q + 1] != '"')
                    return q + 1;
                p = q + 2; // a doubled quote
            }
        }
        found = lineBreak(base, at, end, atEof, line);
        careful = !found;
        return kStop;
    });
    if (!found || careful) {
        fields.clear();
        return Outcome::Careful;
    }
    closeField(line.end);
    return Outcome::Line;
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
