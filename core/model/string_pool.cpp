#include "model/string_pool.h"

#include "model/text_hash.h"

namespace steplens {

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
        const std::uint64_t hash = textHash(m_views[id]);
        Slot& slot = m_slots[slotOf(m_views[id], hash)];
        slot.hash = static_cast<std::uint32_t>(hash);
        slot.id = id;
    }
}

void StringPool::add(std::string_view s, std::uint64_t hash, std::size_t slot)
{
    m_strings.push_back(std::string(s));
    m_views.emplace_back(m_strings.back());
    m_slots[slot] = Slot{static_cast<std::uint32_t>(hash), static_cast<std::uint32_t>(m_views.size() - 1)};
}

std::uint32_t StringPool::intern(std::string_view s)
{
    if (m_slots.empty())
        rehash(64);
    const std::uint64_t hash = textHash(s);
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
    const Slot& slot = m_slots[slotOf(s, textHash(s))];
    return slot.id == kFree ? -1 : std::int64_t(slot.id);
}

StringPool& StringPool::operator=(const StringPool& other)
{
    if (this == &other)
        return *this;
    m_strings = other.m_strings;
    m_views.clear();
    for (std::size_t id = 0; id < m_strings.size(); ++id)
        m_views.emplace_back(m_strings[id]);
    rehash(other.m_slots.size() < 64 ? 64 : other.m_slots.size());
    return *this;
}

} // namespace steplens
