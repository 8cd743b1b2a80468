#pragma once
// An index of a table's rows by a text key that stays in the rows (an operator's full name): open
// addressing over row indices, each slot holding the key's hash too, so that growing never hashes a key
// again and a probe reads a row's key only when the hashes agree. For tables of up to millions of rows,
// where a map of strings would copy every key (a node and a string per row cost more than parsing the
// row): the framework operators (model/framework_ops.h) and the AI Core detail table's repeated names.
#include "io/memory_advice.h"
#include "model/row_store.h"
#include "model/string_pool.h"
#include "model/text_hash.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace steplens {

class RowIndex
{
public:
    static std::uint32_t hashOf(std::string_view key) { return static_cast<std::uint32_t>(textHash(key)); }

    // The slot a key's probe starts at is a cache miss in a table of millions of rows: asking for it as soon
    // as the key is known lets the rest of the row be parsed while it loads.
    void prefetch(std::uint32_t hash) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]);
    }

    // Room for `rows` keys without growing, for a table sized once from its file.
    void reserve(std::size_t rows)
    {
        std::size_t slotCount = kMinSlots;
        while (slotCount < 2 * rows)
            slotCount *= 2;
        if (slotCount > m_slots.size())
            resize(slotCount);
    }

    // The row whose key is `key` (which hashes to `hash`), or -1 after recording `row` as its row.
    // keyOf(i) gives row i's key.
    template <typename KeyOf>
    long findOrAdd(std::string_view key, std::uint32_t hash, std::size_t row, const KeyOf& keyOf)
    {
        if (2 * (m_count + 1) > m_slots.size())
            resize(std::max(kMinSlots, 2 * m_slots.size()));
        Slot& slot = m_slots[probe(key, hash, keyOf)];
        if (slot.row != 0)
            return static_cast<long>(slot.row - 1);
        slot = Slot{static_cast<std::uint32_t>(row + 1), hash};
        ++m_count;
        return -1;
    }

    // The row whose key is `key`, or -1.
    template <typename KeyOf>
    long find(std::string_view key, std::uint32_t hash, const KeyOf& keyOf) const
    {
        if (m_slots.empty())
            return -1;
        const Slot& slot = m_slots[probe(key, hash, keyOf)];
        return slot.row != 0 ? static_cast<long>(slot.row - 1) : -1;
    }

private:
    static constexpr std::size_t kMinSlots = 64;
    // A zero slot is free, so that a fresh table needs no filling: the kernel hands out zeroed pages.
    struct Slot {
        std::uint32_t row = 0; // row index + 1; 0 when free
        std::uint32_t hash = 0;
    };

    // The slot holding `key`, or the free slot where it belongs.
    template <typename KeyOf>
    std::size_t probe(std::string_view key, std::uint32_t hash, const KeyOf& keyOf) const
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot& slot = m_slots[i];
            if (slot.row == 0 || (slot.hash == hash && sameText(keyOf(std::size_t(slot.row - 1)), key)))
                return i;
        }
    }

    void resize(std::size_t slotCount)
    {
        RowStore<Slot> fresh;
        fresh.reserve(slotCount);
        io::adviseHugePages(fresh.data(), slotCount * sizeof(Slot));
        fresh.growForOverwrite(slotCount); // fresh pages are zeros: every slot free
        const std::size_t mask = slotCount - 1;
        for (const Slot& slot : m_slots) {
            if (slot.row == 0)
                continue;
            std::size_t i = slot.hash & mask;
            while (fresh[i].row != 0)
                i = (i + 1) & mask;
            fresh[i] = slot;
        }
        m_slots.swap(fresh);
    }

    RowStore<Slot> m_slots; // a power of two, at most half full
    std::size_t m_count = 0;
};

} // namespace steplens
