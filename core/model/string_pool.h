#pragma once
// Interned strings for large tables: a kernel table can hold millions of rows that repeat a few
// thousand names, types and shapes. Each distinct string is stored once; rows keep 32-bit ids.
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>

namespace steplens {

class StringPool
{
public:
    StringPool() { intern({}); } // id 0 is the empty string, so a zeroed row reads as ""

    std::uint32_t intern(std::string_view s)
    {
        auto it = m_index.find(s);
        if (it != m_index.end())
            return it->second;
        // A deque never moves its elements, so the views used as keys stay valid.
        m_strings.emplace_back(s);
        auto id = static_cast<std::uint32_t>(m_strings.size() - 1);
        m_index.emplace(std::string_view(m_strings.back()), id);
        return id;
    }
    const std::string& at(std::uint32_t id) const
    {
        static const std::string empty;
        return id < m_strings.size() ? m_strings[id] : empty;
    }
    // The id of `s`, or -1 when it was never interned (lookups never grow the pool).
    std::int64_t find(std::string_view s) const
    {
        auto it = m_index.find(s);
        return it == m_index.end() ? -1 : std::int64_t(it->second);
    }
    std::size_t size() const { return m_strings.size(); }

    StringPool(const StringPool& other) { *this = other; }
    StringPool& operator=(const StringPool& other)
    {
        if (this == &other)
            return *this;
        m_strings = other.m_strings;
        m_index.clear();
        for (std::size_t i = 0; i < m_strings.size(); ++i)
            m_index.emplace(std::string_view(m_strings[i]), static_cast<std::uint32_t>(i));
        return *this;
    }
    StringPool(StringPool&&) = default;
    StringPool& operator=(StringPool&&) = default;

private:
    std::deque<std::string> m_strings;
    std::unordered_map<std::string_view, std::uint32_t> m_index;
};

} // namespace steplens
