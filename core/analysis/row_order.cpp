#include "analysis/row_order.h"

#include <functional>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace steplens {

namespace {

inline unsigned char lower(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<unsigned char>(c + ('a' - 'A')) : c;
}

// Eight bytes of `s` from `offset`, lower-cased, packed big-endian (zero past the end): comparing
// these integers compares the strings' bytes there, so a text sort mostly compares integers held
// next to each other instead of strings scattered in memory.
std::uint64_t chunkAt(std::string_view s, std::size_t offset)
{
    std::uint64_t key = 0;
    for (std::size_t i = offset; i < offset + 8; ++i)
        key = (key << 8) | (i < s.size() ? lower(static_cast<unsigned char>(s[i])) : 0u);
    return key;
}

// An unsigned integer that orders like the double (negative numbers flipped, the sign bit set on
// the others), so the sort can look at bytes instead of comparing doubles.
std::uint64_t orderedBits(double value)
{
    if (value == 0)
        value = 0; // -0.0 and 0.0 are equal
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return (bits & 0x8000000000000000ull) ? ~bits : (bits | 0x8000000000000000ull);
}

struct NumberItem {
    std::uint64_t key;
    std::uint32_t row;
};

// Stable least-significant-digit radix sort on 16-bit digits; digits every key shares are skipped.
// About ten times faster than std::sort on a million items, which keeps a full re-sort of a
// 10^6-row table near the 200 ms the GUI aims for.
void radixSort(NumberItem* first, NumberItem* last)
{
    constexpr int kDigits = 4;
    constexpr std::size_t kBuckets = 1u << 16;
    const std::size_t n = std::size_t(last - first);
    if (n < 2)
        return;
    std::vector<std::uint32_t> counts(kDigits * kBuckets, 0);
    for (const NumberItem* item = first; item != last; ++item)
        for (int d = 0; d < kDigits; ++d)
            ++counts[std::size_t(d) * kBuckets + ((item->key >> (16 * d)) & 0xFFFF)];
    std::vector<NumberItem> buffer(n);
    NumberItem* from = first;
    NumberItem* to = buffer.data();
    for (int d = 0; d < kDigits; ++d) {
        std::uint32_t* count = &counts[std::size_t(d) * kBuckets];
        if (count[(first->key >> (16 * d)) & 0xFFFF] == n)
            continue; // every key has the same digit here
        std::uint32_t sum = 0;
        for (std::size_t b = 0; b < kBuckets; ++b) {
            const std::uint32_t c = count[b];
            count[b] = sum;
            sum += c;
        }
        for (const NumberItem* item = from; item != from + n; ++item)
            to[count[(item->key >> (16 * d)) & 0xFFFF]++] = *item;
        std::swap(from, to);
    }
    if (from != first)
        std::copy(from, from + n, first);
}

void radixSort(std::vector<NumberItem>& items)
{
    radixSort(items.data(), items.data() + items.size());
}

using TextItem = NumberItem; // key: eight bytes of the text at the range's offset

// Most-significant-chunk-first sort of items whose keys agree before `offset`. The common prefix
// of the range is skipped first (operator full names share long scopes), so most ranges are
// settled by one or two integer sorts.
void sortTextRange(TextItem* first, TextItem* last, const std::vector<std::string_view>& keys, std::size_t offset,
                   bool descending, const std::function<bool()>* cancelled = nullptr)
{
    if (last - first < 2)
        return;
    // Large ranges only: a poll per small run would cost more than the run.
    if (cancelled && last - first > 4096 && (*cancelled)())
        return;
    const std::string_view a = keys[first->row];
    std::size_t common = a.size() > offset ? a.size() - offset : 0;
    bool allEnded = a.size() <= offset;
    // Scan on while the prefix can still shrink or every text so far has ended here (an ended first
    // text says nothing about the others).
    for (TextItem* it = first + 1; it != last && (common > 0 || allEnded); ++it) {
        const std::string_view b = keys[it->row];
        allEnded = allEnded && b.size() <= offset;
        // Exact bytes first (memcmp speed), then case-insensitively from the first difference.
        const std::size_t limit = std::min(common, b.size() > offset ? b.size() - offset : 0);
        std::size_t i = std::size_t(
            std::mismatch(a.data() + offset, a.data() + offset + limit, b.data() + offset).first - (a.data() + offset));
        while (i < limit &&
               lower(static_cast<unsigned char>(a[offset + i])) == lower(static_cast<unsigned char>(b[offset + i])))
            ++i;
        common = i;
    }
    if (allEnded) { // equal texts: data order
        std::sort(first, last, [](const TextItem& x, const TextItem& y) { return x.row < y.row; });
        return;
    }
    offset += common;
    for (TextItem* it = first; it != last; ++it)
        it->key = descending ? ~chunkAt(keys[it->row], offset) : chunkAt(keys[it->row], offset);
    // Stable on the key: items come in row order, so equal keys stay in row order (ties by row).
    if (last - first > 4096)
        radixSort(first, last);
    else
        std::stable_sort(first, last, [](const TextItem& x, const TextItem& y) { return x.key < y.key; });
    std::ptrdiff_t sincePoll = 0;
    for (TextItem* run = first; run != last;) {
        TextItem* end = run + 1;
        while (end != last && end->key == run->key)
            ++end;
        if (end - run > 1)
            sortTextRange(run, end, keys, offset + 8, descending, cancelled);
        // Many small runs (texts that differ after a shared prefix) poll every 64K items they sort.
        sincePoll += end - run;
        if (cancelled && sincePoll > 65536) {
            if ((*cancelled)())
                return;
            sincePoll = 0;
        }
        run = end;
    }
}

} // namespace

RowOrder identityOrder(std::size_t n)
{
    RowOrder rows(n);
    std::iota(rows.begin(), rows.end(), 0u);
    return rows;
}

TextMatcher::TextMatcher(std::string_view needle)
{
    m_needle.reserve(needle.size());
    for (char c : needle)
        m_needle.push_back(static_cast<char>(lower(static_cast<unsigned char>(c))));
    const int m = static_cast<int>(m_needle.size());
    std::fill(std::begin(m_skip), std::end(m_skip), m > 0 ? m : 1);
    for (int i = 0; i + 1 < m; ++i)
        m_skip[static_cast<unsigned char>(m_needle[static_cast<std::size_t>(i)])] = m - 1 - i;
}

bool TextMatcher::matches(std::string_view text) const
{
    const std::size_t m = m_needle.size();
    if (m == 0)
        return true;
    if (text.size() < m)
        return false;
    // Horspool over lower-cased bytes: the shift comes from the text byte under the needle's end.
    const unsigned char last = static_cast<unsigned char>(m_needle[m - 1]);
    std::size_t pos = 0;
    while (pos + m <= text.size()) {
        const unsigned char c = lower(static_cast<unsigned char>(text[pos + m - 1]));
        if (c == last) {
            std::size_t i = 0;
            while (i + 1 < m &&
                   lower(static_cast<unsigned char>(text[pos + i])) == static_cast<unsigned char>(m_needle[i]))
                ++i;
            if (i + 1 >= m)
                return true;
        }
        pos += static_cast<std::size_t>(m_skip[c]);
    }
    return false;
}

void sortRowsByNumber(RowOrder& rows, const std::vector<double>& keys, bool descending)
{
    // Ties keep the data order: start from the rows in data order, then sort stably.
    if (!std::is_sorted(rows.begin(), rows.end()))
        std::sort(rows.begin(), rows.end());
    std::vector<NumberItem> known;
    RowOrder unknown;
    known.reserve(rows.size());
    for (std::uint32_t r : rows) {
        const double k = r < keys.size() ? keys[r] : std::nan("");
        if (std::isnan(k))
            unknown.push_back(r);
        else
            known.push_back({descending ? ~orderedBits(k) : orderedBits(k), r});
    }
    if (known.size() > 4096)
        radixSort(known);
    else
        std::stable_sort(known.begin(), known.end(),
                         [](const NumberItem& a, const NumberItem& b) { return a.key < b.key; });
    std::size_t i = 0;
    for (const NumberItem& item : known)
        rows[i++] = item.row;
    for (std::uint32_t r : unknown)
        rows[i++] = r;
}

namespace {

void sortRowsByTextUnless(RowOrder& rows, const std::vector<std::string_view>& keys, bool descending,
                          const std::function<bool()>* cancelled)
{
    // Data order first: the strings are then read roughly in the order they sit in memory.
    if (!std::is_sorted(rows.begin(), rows.end()))
        std::sort(rows.begin(), rows.end());
    std::vector<TextItem> known;
    RowOrder empty;
    known.reserve(rows.size());
    for (std::uint32_t r : rows) {
        if (r >= keys.size() || keys[r].empty())
            empty.push_back(r);
        else
            known.push_back({0, r});
    }
    sortTextRange(known.data(), known.data() + known.size(), keys, 0, descending, cancelled);
    std::sort(empty.begin(), empty.end());
    std::size_t i = 0;
    for (const TextItem& item : known)
        rows[i++] = item.row;
    for (std::uint32_t r : empty)
        rows[i++] = r;
}

} // namespace

void sortRowsByText(RowOrder& rows, const std::vector<std::string_view>& keys, bool descending)
{
    sortRowsByTextUnless(rows, keys, descending, nullptr);
}

namespace {

bool equalIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(static_cast<unsigned char>(a[i])) != lower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

TextRanks textRanks(const std::vector<std::string_view>& keys)
{
    return *textRanks(keys, std::function<bool()>());
}

std::optional<TextRanks> textRanks(const std::vector<std::string_view>& keys, const std::function<bool()>& cancelled)
{
    RowOrder rows = identityOrder(keys.size());
    sortRowsByTextUnless(rows, keys, false, cancelled ? &cancelled : nullptr);
    if (cancelled && cancelled())
        return std::nullopt; // the order may be partial
    TextRanks ranks(keys.size(), kNoRank);
    std::uint32_t rank = 0;
    std::string_view previous;
    bool first = true;
    for (std::uint32_t r : rows) {
        const std::string_view k = keys[r];
        if (k.empty())
            break; // empty texts come last and keep kNoRank
        if (!first && !equalIgnoringCase(k, previous))
            ++rank;
        first = false;
        previous = k;
        ranks[r] = rank;
    }
    return ranks;
}

void sortRowsByRank(RowOrder& rows, const TextRanks& ranks, bool descending)
{
    if (!std::is_sorted(rows.begin(), rows.end()))
        std::sort(rows.begin(), rows.end());
    std::vector<NumberItem> known;
    RowOrder unknown;
    known.reserve(rows.size());
    for (std::uint32_t r : rows) {
        const std::uint32_t k = r < ranks.size() ? ranks[r] : kNoRank;
        if (k == kNoRank)
            unknown.push_back(r);
        else
            known.push_back({descending ? std::uint64_t(kNoRank - k) : std::uint64_t(k), r});
    }
    if (known.size() > 4096)
        radixSort(known); // stable: equal ranks keep the row order
    else
        std::stable_sort(known.begin(), known.end(),
                         [](const NumberItem& a, const NumberItem& b) { return a.key < b.key; });
    std::size_t i = 0;
    for (const NumberItem& item : known)
        rows[i++] = item.row;
    for (std::uint32_t r : unknown)
        rows[i++] = r;
}

} // namespace steplens
