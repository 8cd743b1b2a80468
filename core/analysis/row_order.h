#pragma once
// Sorting and filtering big tables as a permutation of row indices (ARCHITECTURE.md, "Big tables"). The GUI's table
// models keep their rows immutable and show them through a std::vector<std::uint32_t>; these
// functions compute that vector on a worker thread, so a 10^6-row operator table sorts and filters
// without a per-row QVariant (as QSortFilterProxyModel would need).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

using RowOrder = std::vector<std::uint32_t>;

// 0, 1, ..., n-1.
RowOrder identityOrder(std::size_t n);

// Case-insensitive (ASCII) substring test with the needle prepared once.
class TextMatcher
{
public:
    explicit TextMatcher(std::string_view needle);
    bool empty() const { return m_needle.empty(); }
    bool matches(std::string_view text) const;

private:
    std::string m_needle; // lower case
    int m_skip[256];      // Horspool shift table over lower-cased bytes
};

// Sorts `rows` by keys[row] (keys are indexed by row, not by position in `rows`). NaN keys ("not
// known") go last in both directions; ties keep the row index order, so the result is deterministic.
void sortRowsByNumber(RowOrder& rows, const std::vector<double>& keys, bool descending);

// The same for text, compared case-insensitively (ASCII); empty text goes last.
void sortRowsByText(RowOrder& rows, const std::vector<std::string_view>& keys, bool descending);

// A text column's sort keys, computed once: each row's rank in the column's case-insensitive order
// (texts equal but for case share a rank; empty text gets kNoRank). Sorting by rank then costs a
// radix sort of integers instead of a string sort, for every later sort of that column.
using TextRanks = std::vector<std::uint32_t>;
constexpr std::uint32_t kNoRank = 0xFFFFFFFFu;
TextRanks textRanks(const std::vector<std::string_view>& keys);
// The same, given up when `cancelled` returns true (polled between the parts of the sort, so a table of
// millions of rows stops within milliseconds): nullopt then.
std::optional<TextRanks> textRanks(const std::vector<std::string_view>& keys, const std::function<bool()>& cancelled);

// Sorts `rows` by ranks[row]: the same order as sortRowsByText on the texts the ranks came from
// (kNoRank last in both directions, ties by row index).
void sortRowsByRank(RowOrder& rows, const TextRanks& ranks, bool descending);

} // namespace steplens
