#pragma once
// Interned strings for large tables: a kernel table can hold millions of rows that repeat a few
// thousand names, types and shapes. Each distinct string is stored once; rows keep 32-bit ids.
//
// Readers intern several cells per row, so the lookup is a flat open-addressing table of (hash, id)
// slots rather than std::unordered_map's node per string: one probe usually lands on the id, and the
// stored hash rejects other strings without touching their text (BENCHMARKS.md, "CSV folders").
#include "model/stable_vector.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace steplens {

// a == b for the short texts interned by the readers (names, types, shapes), without a call into
// memcmp: up to 16 bytes are compared as two overlapping 8-byte words. Longer texts use memcmp.
inline bool sameText(std::string_view a, std::string_view b)
{
    const std::size_t n = a.size();
    if (n != b.size())
        return false;
    auto word = [](const char* p) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        return w;
    };
    if (n >= 8 && n <= 16)
        return word(a.data()) == word(b.data()) && word(a.data() + n - 8) == word(b.data() + n - 8);
    if (n < 8) {
        for (std::size_t i = 0; i < n; ++i)
            if (a[i] != b[i])
                return false;
        return true;
    }
    return std::memcmp(a.data(), b.data(), n) == 0;
}

class StringPool
{
public:
    StringPool() { intern({}); } // id 0 is the empty string, so a zeroed row reads as ""

    std::uint32_t intern(std::string_view s);
    const std::string& at(std::uint32_t id) const
    {
        static const std::string empty;
        return id < m_strings.size() ? m_strings[id] : empty;
    }
    // The same text as at(), as a view (cheaper to compare: the sizes are checked first).
    std::string_view view(std::uint32_t id) const { return id < m_views.size() ? m_views[id] : std::string_view{}; }
    // The id of `s`, or -1 when it was never interned (lookups never grow the pool).
    std::int64_t find(std::string_view s) const;
    std::size_t size() const { return m_strings.size(); }

    StringPool(const StringPool& other) { *this = other; }
    StringPool& operator=(const StringPool& other);
    // The strings' move keeps them where they are, so the views stay valid; it cannot throw, so tables
    // holding a pool are moved, not copied, when a vector of them grows (model/stable_vector.h).
    StringPool(StringPool&&) noexcept = default;
    StringPool& operator=(StringPool&&) noexcept = default;

private:
    static constexpr std::uint32_t kFree = 0xFFFFFFFFu;
    struct Slot {
        std::uint32_t hash = 0; // the low half of the string's hash
        std::uint32_t id = kFree;
    };
    // The slot holding `s`, or the free slot where it belongs.
    std::size_t slotOf(std::string_view s, std::uint64_t hash) const;
    void add(std::string_view s, std::uint64_t hash, std::size_t slot);
    void rehash(std::size_t slots);

    StableVector<std::string> m_strings; // never moves its elements: the views stay valid
    std::vector<std::string_view> m_views;
    std::vector<Slot> m_slots; // a power of two, at most half full
};
static_assert(std::is_nothrow_move_constructible_v<StringPool>, "tables holding a pool must move, not copy");

} // namespace steplens
