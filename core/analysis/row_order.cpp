#include "analysis/row_order.h"

#include <algorithm>
#include <cmath>
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

struct TextItem {
    std::uint64_t chunk;
    std::uint32_t row;
};

// Most-significant-chunk-first sort of items whose keys agree before `offset`. The common prefix
// of the range is skipped first (operator full names share long scopes), so most ranges are
// settled by one or two integer sorts.
void sortTextRange(TextItem* first, TextItem* last, const std::vector<std::string_view>& keys, std::size_t offset,
                   bool descending)
{
    if (last - first < 2)
        return;
    const std::string_view a = keys[first->row];
    std::size_t common = a.size() > offset ? a.size() - offset : 0;
    bool allEnded = a.size() <= offset;
    for (TextItem* it = first + 1; it != last && (common > 0 || !allEnded); ++it) {
        const std::string_view b = keys[it->row];
        allEnded = allEnded && b.size() <= offset;
        // Exact bytes first (memcmp speed), then case-insensitively from the first difference.
        const std::size_t limit = std::min(common, b.size() > offset ? b.size() - offset : 0);
        std::size_t i = std::size_t(std::mismatch(a.data() + offset, a.data() + offset + limit, b.data() + offset).first -
                                    (a.data() + offset));
        while (i < limit && lower(static_cast<unsigned char>(a[offset + i])) == lower(static_cast<unsigned char>(b[offset + i])))
            ++i;
        common = i;
    }
    if (allEnded) { // equal texts: data order
        std::sort(first, last, [](const TextItem& x, const TextItem& y) { return x.row < y.row; });
        return;
    }
    offset += common;
    for (TextItem* it = first; it != last; ++it)
        it->chunk = chunkAt(keys[it->row], offset);
    if (descending)
        std::sort(first, last, [](const TextItem& x, const TextItem& y) { return x.chunk != y.chunk ? x.chunk > y.chunk : x.row < y.row; });
    else
        std::sort(first, last, [](const TextItem& x, const TextItem& y) { return x.chunk != y.chunk ? x.chunk < y.chunk : x.row < y.row; });
    for (TextItem* run = first; run != last;) {
        TextItem* end = run + 1;
        while (end != last && end->chunk == run->chunk)
            ++end;
        if (end - run > 1)
            sortTextRange(run, end, keys, offset + 8, descending);
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
            while (i + 1 < m && lower(static_cast<unsigned char>(text[pos + i])) == static_cast<unsigned char>(m_needle[i]))
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
    struct Item {
        double key;
        std::uint32_t row;
    };
    std::vector<Item> known;
    RowOrder unknown;
    known.reserve(rows.size());
    for (std::uint32_t r : rows) {
        const double k = r < keys.size() ? keys[r] : std::nan("");
        if (std::isnan(k))
            unknown.push_back(r);
        else
            known.push_back({k, r});
    }
    if (descending)
        std::sort(known.begin(), known.end(),
                  [](const Item& a, const Item& b) { return a.key != b.key ? a.key > b.key : a.row < b.row; });
    else
        std::sort(known.begin(), known.end(),
                  [](const Item& a, const Item& b) { return a.key != b.key ? a.key < b.key : a.row < b.row; });
    std::sort(unknown.begin(), unknown.end());
    std::size_t i = 0;
    for (const Item& item : known)
        rows[i++] = item.row;
    for (std::uint32_t r : unknown)
        rows[i++] = r;
}

void sortRowsByText(RowOrder& rows, const std::vector<std::string_view>& keys, bool descending)
{
    std::vector<TextItem> known;
    RowOrder empty;
    known.reserve(rows.size());
    for (std::uint32_t r : rows) {
        if (r >= keys.size() || keys[r].empty())
            empty.push_back(r);
        else
            known.push_back({0, r});
    }
    sortTextRange(known.data(), known.data() + known.size(), keys, 0, descending);
    std::sort(empty.begin(), empty.end());
    std::size_t i = 0;
    for (const TextItem& item : known)
        rows[i++] = item.row;
    for (std::uint32_t r : empty)
        rows[i++] = r;
}

} // namespace steplens
