#pragma once
// The common shape of a list cell, "[10, 20, 30]", read without a JSON parser. A MindData pipeline
// CSV holds one such list of queue sizes per op, and building a JSON document for each of them was
// most of that reader's time (BENCHMARKS.md, "Loading each file kind").
//
// This is only a fast path: it answers for lists of short plain integers and hands everything else
// (leading zeros, fractions, exponents, long numbers, tabs or line breaks, any other text) back to the
// JSON path, whose rules stay the only definition of what a list cell accepts. What it accepts, JSON
// accepts with the same values, so a cell reads the same either way.
#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace steplens::formats {

// `s` is the trimmed cell, starting with '[' and ending with ']'. Returns true with the values in
// `out` (cleared first) when the list is made of integers of at most 9 digits with an optional '-',
// separated by commas and spaces. Returns false, with `out` unspecified, when it cannot tell.
inline bool parsePlainIntList(std::string_view s, std::vector<int>& out)
{
    out.clear();
    const char* p = s.data() + 1;                    // past '['
    const char* const end = s.data() + s.size() - 1; // at ']'
    auto skipSpaces = [&] {
        while (p < end && *p == ' ')
            ++p;
    };
    skipSpaces();
    if (p == end)
        return true; // "[]" or "[ ]": an empty list, as JSON reads it
    // One allocation of the right size (growing by doubling cost a third of the list's time), and
    // values stored by index: a valid list has one more value than commas.
    out.resize(static_cast<std::size_t>(std::count(p, end, ',')) + 1);
    for (std::size_t n = 0;; ++n) {
        const bool negative = *p == '-';
        if (negative)
            ++p;
        const char* const digits = p;
        int value = 0;
        while (p < end && unsigned(*p - '0') <= 9u) {
            if (p - digits == 9)
                return false; // a tenth digit may leave the int range: the JSON path checks it
            value = value * 10 + (*p - '0');
            ++p;
        }
        // No digits ("-", ","), or a leading zero JSON refuses ("01"): the JSON path decides.
        if (p == digits || (*digits == '0' && p - digits > 1))
            return false;
        out[n] = negative ? -value : value; // n < size: each value but the last is followed by a comma
        skipSpaces();
        if (p == end)
            return n + 1 == out.size(); // always true here: commas and values were counted alike
        if (*p != ',')
            return false; // fraction, exponent, other separators or text
        ++p;
        skipSpaces();
        if (p == end)
            return false; // "[1,]"
    }
}

} // namespace steplens::formats
