#pragma once
// Interning of small tuples of strings (names, (pid, tid) pairs, flow keys) into dense ids, with an
// open-addressing table so that looking up a key seen before allocates nothing. The key bytes sit
// back to back in one arena: checking a hit touches two or three adjacent cache lines instead of
// three scattered heap strings (that check ran on every event and was a fifth of the scan).
#include "formats/timeline/timeline_json.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace steplens::tlscan {

template <std::size_t N>
class InternTable
{
public:
    using Key = std::array<std::string_view, N>;

    // Long parts (MindSpore full names run to hundreds of bytes) are hashed by their length and
    // their last 16 bytes, where op names differ ("...-op123"): hashing every byte of every event
    // cost a third of the scan. Keys that share all of that still intern correctly; they only
    // probe longer.
    static std::uint64_t hashKey(const Key& key)
    {
        std::uint64_t h = 0x243F6A8885A308D3ull;
        for (std::size_t i = 0; i < N; ++i) {
            const std::string_view part = key[i];
            if (part.size() <= 32)
                h = tljson::hashBytes(part.data(), part.size(), h + i);
            else
                h = tljson::hashBytes(part.data() + part.size() - 16, 16, h + i + part.size());
        }
        return h;
    }

    // The id of `key`; a new key is copied in and `inserted` set.
    std::uint32_t intern(const Key& key, bool& inserted)
    {
        const std::uint64_t h = hashKey(key);
        if ((m_entries.size() + 1) * 2 > m_slots.size())
            rehash(m_slots.empty() ? 64 : m_slots.size() * 2);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            const std::uint32_t slot = m_slots[i];
            if (slot == 0) {
                Entry e;
                e.hash = h;
                e.offset = m_arena.size();
                for (std::size_t k = 0; k < N; ++k) {
                    e.size[k] = static_cast<std::uint32_t>(key[k].size());
                    if (!key[k].empty())
                        m_arena.append(key[k].data(), key[k].size());
                }
                m_entries.push_back(e);
                m_slots[i] = static_cast<std::uint32_t>(m_entries.size());
                inserted = true;
                return static_cast<std::uint32_t>(m_entries.size() - 1);
            }
            const Entry& e = m_entries[slot - 1];
            if (e.hash == h && equal(e, key)) {
                inserted = false;
                return slot - 1;
            }
        }
    }
    std::uint32_t intern(const Key& key)
    {
        bool inserted = false;
        return intern(key, inserted);
    }
    // The id of `key`, or UINT32_MAX when it is not in the table.
    std::uint32_t find(const Key& key) const
    {
        if (m_slots.empty())
            return UINT32_MAX;
        const std::uint64_t h = hashKey(key);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            const std::uint32_t slot = m_slots[i];
            if (slot == 0)
                return UINT32_MAX;
            const Entry& e = m_entries[slot - 1];
            if (e.hash == h && equal(e, key))
                return slot - 1;
        }
    }

    // Views into the table; valid until the next intern().
    Key key(std::uint32_t id) const
    {
        Key k;
        const Entry& e = m_entries[id];
        std::size_t at = e.offset;
        for (std::size_t i = 0; i < N; ++i) {
            k[i] = std::string_view(m_arena.data() + at, e.size[i]);
            at += e.size[i];
        }
        return k;
    }
    std::size_t size() const { return m_entries.size(); }
    // Copies the keys out and empties the table.
    std::vector<std::array<std::string, N>> takeKeys()
    {
        std::vector<std::array<std::string, N>> out(m_entries.size());
        for (std::uint32_t id = 0; id < m_entries.size(); ++id) {
            Key k = key(id);
            for (std::size_t i = 0; i < N; ++i)
                out[id][i].assign(k[i].data(), k[i].size());
        }
        m_entries.clear();
        m_slots.clear();
        m_arena.clear();
        m_arena.shrink_to_fit();
        return out;
    }

private:
    struct Entry {
        std::uint64_t hash = 0;
        std::size_t offset = 0;
        std::uint32_t size[N] = {};
    };

    bool equal(const Entry& e, const Key& key) const
    {
        for (std::size_t k = 0; k < N; ++k)
            if (e.size[k] != key[k].size())
                return false;
        const char* at = m_arena.data() + e.offset;
        for (std::size_t k = 0; k < N; ++k) {
            if (!key[k].empty() && std::memcmp(at, key[k].data(), key[k].size()) != 0)
                return false;
            at += key[k].size();
        }
        return true;
    }
    void rehash(std::size_t slots)
    {
        m_slots.assign(slots, 0);
        const std::size_t mask = slots - 1;
        for (std::size_t id = 0; id < m_entries.size(); ++id) {
            std::size_t i = m_entries[id].hash & mask;
            while (m_slots[i] != 0)
                i = (i + 1) & mask;
            m_slots[i] = static_cast<std::uint32_t>(id + 1);
        }
    }

    std::vector<Entry> m_entries;
    std::vector<std::uint32_t> m_slots; // id + 1; 0 = empty
    std::string m_arena;
};

} // namespace steplens::tlscan
