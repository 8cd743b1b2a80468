#pragma once
// Interned small records for large tables: the columns of a kernel table that are read rarely and
// repeat from row to row (shapes, dtypes and formats together; op state, model id...) are kept as one
// tuple per distinct combination, and each row holds a 32-bit id of its tuple (StringPool does the
// same for single strings). Id 0 is the default-constructed T, so a default row reads as "absent".
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace steplens {

// T: a small copyable record with operator==; Hash: a hash functor for T.
template <typename T, typename Hash>
class ValuePool
{
public:
    ValuePool() { m_index.emplace(T{}, 0); }

    std::uint32_t intern(const T& v)
    {
        // Neighbouring rows often repeat their tuple: compare with the last one before hashing.
        if (m_values[m_last] == v)
            return m_last;
        auto [it, added] = m_index.emplace(v, static_cast<std::uint32_t>(m_values.size()));
        if (added)
            m_values.push_back(v);
        return m_last = it->second;
    }
    // The tuple of `id`; the default T for an id never handed out.
    const T& at(std::uint32_t id) const { return id < m_values.size() ? m_values[id] : m_values[0]; }
    std::size_t size() const { return m_values.size(); }

private:
    std::vector<T> m_values{T{}}; // m_values[0] exists before the first intern(), for the shortcut
    std::unordered_map<T, std::uint32_t, Hash> m_index;
    std::uint32_t m_last = 0;
};

} // namespace steplens
