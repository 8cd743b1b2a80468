#pragma once
// A big table of a profile (kernel_details.csv's rows, the memory tables) held so that copies of the
// profile share it: the window shows a copy of a rank as soon as its tables are read, while the same
// rank goes on to read its timeline, and copying a torch_npu rank's tables for that view cost as much
// memory and time as reading them (BENCHMARKS.md, "The early view shares the tables").
//
// It reads as a std::optional<T>. Reading through a const path never copies; a write through a
// non-const path first copies the table when another profile still shares it, so a copy never sees
// the other's changes. Two threads may each hold a profile sharing a table as long as each changes only
// its own profile (the shared table itself is only read).
#include <memory>
#include <optional>
#include <utility>

namespace steplens {

template <typename T>
class SharedTable
{
public:
    using value_type = T;

    SharedTable() = default;
    SharedTable(std::nullopt_t) {}
    SharedTable(T table) : m_table(std::make_shared<T>(std::move(table))) {}
    SharedTable(std::optional<T> table)
    {
        if (table)
            m_table = std::make_shared<T>(std::move(*table));
    }
    SharedTable& operator=(std::nullopt_t)
    {
        m_table.reset();
        return *this;
    }
    SharedTable& operator=(T table)
    {
        m_table = std::make_shared<T>(std::move(table));
        return *this;
    }
    SharedTable& operator=(std::optional<T> table)
    {
        *this = SharedTable(std::move(table));
        return *this;
    }
    template <typename... Args>
    T& emplace(Args&&... args)
    {
        m_table = std::make_shared<T>(std::forward<Args>(args)...);
        return *m_table;
    }
    void reset() { m_table.reset(); }

    bool has_value() const { return m_table != nullptr; }
    explicit operator bool() const { return has_value(); }
    const T& operator*() const { return *m_table; }
    const T* operator->() const { return m_table.get(); }
    T& operator*() { return own(); }
    T* operator->() { return &own(); }

    // Whether another profile shares this table (for tests).
    bool shared() const { return m_table.use_count() > 1; }
    // Whether both hold the one table (a copy not written to since), or both none. Work derived from a
    // table can be taken over from a profile that holds the same one (analysis/memory_analysis.h).
    bool sameTable(const SharedTable& other) const { return m_table == other.m_table; }

private:
    T& own()
    {
        if (m_table.use_count() > 1)
            m_table = std::make_shared<T>(std::as_const(*m_table));
        return *m_table;
    }

    std::shared_ptr<T> m_table;
};

} // namespace steplens
