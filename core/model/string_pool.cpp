#include "model/string_pool.h"

#include <cstring>

namespace steplens {

namespace {

// A multiply-xorshift hash, eight bytes at a time: interned strings are short names, types and shapes,
// and std::hash's byte loop was a visible part of reading them.
std::uint64_t hashOf(std::string_view s)
{
    constexpr std::uint64_t kMul = 0x9E3779B97F4A7C15ull;
    std::uint64_t h = (s.size() + 1) * kMul;
    const char* p = s.data();
    std::size_t n = s.size();
    auto mix = [&](std::uint64_t word) {
        h = (h ^ word) * kMul;
        h ^= h >> 29;
    };
    for (; n >= 8; p += 8, n -= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        mix(word);
    }
    if (n > 0) {
        std::uint64_t word = 0;
        std::memcpy(&word, p, n);
        mix(word);
    }
    h ^= h >> 32;
    h *= kMul;
    return h ^ (h >> 29);
}

} // namespace

std::size_t StringPool::slotOf(std::string_view s, std::uint64_t hash) const
{
    const std::size_t mask = m_slots.size() - 1;
    const auto low = static_cast<std::uint32_t>(hash);
    for (std::size_t i = std::size_t(hash >> 32) & mask;; i = (i + 1) & mask) {
        const Slot& slot = m_slots[i];
        if (slot.id == kFree || (slot.hash == low && sameText(m_views[slot.id], s)))
            return i;
    }
}

void StringPool::rehash(std::size_t slots)
{
    m_slots.assign(slots, Slot{});
    for (std::uint32_t id = 0; id < m_views.size(); ++id) {
        const std::uint64_t hash = hashOf(m_views[id]);
        Slot& slot = m_slots[slotOf(m_views[id], hash)];
        slot.hash = static_cast<std::uint32_t>(hash);
        slot.id = id;
    }
}

void StringPool::add(std::string_view s, std::uint64_t hash, std::size_t slot)
{
    m_strings.emplace_back(s);
    m_views.emplace_back(m_strings.back());
    m_slots[slot] = Slot{static_cast<std::uint32_t>(hash), static_cast<std::uint32_t>(m_views.size() - 1)};
}

std::uint32_t StringPool::intern(std::string_view s)
{
    if (m_slots.empty())
        rehash(64);
    const std::uint64_t hash = hashOf(s);
    std::size_t slot = slotOf(s, hash);
    if (m_slots[slot].id != kFree)
        return m_slots[slot].id;
    if (2 * (m_views.size() + 1) > m_slots.size()) {
        rehash(2 * m_slots.size());
        slot = slotOf(s, hash);
    }
    add(s, hash, slot);
    return static_cast<std::uint32_t>(m_views.size() - 1);
}

std::int64_t StringPool::find(std::string_view s) const
{
    if (m_slots.empty())
        return -1;
    const Slot& slot = m_slots[slotOf(s, hashOf(s))];
    return slot.id == kFree ? -1 : std::int64_t(slot.id);
}

StringPool& StringPool::operator=(const StringPool& other)
{
    if (this == &other)
        return *this;
    m_strings = other.m_strings;
    m_views.assign(m_strings.begin(), m_strings.end());
    rehash(other.m_slots.size() < 64 ? 64 : other.m_slots.size());
    return *this;
}

} // namespace steplens
