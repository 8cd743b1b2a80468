#pragma once
// The row array of a table that can hold millions of rows (kernel_details.csv's 5M): a std::vector's
// interface over memory of whole pages (io/page_memory.h). Unlike a vector it grows without copying its
// rows (the kernel moves the mapping), it can grow by rows that several threads then fill, and it can take
// another store's pages (appendTaking): a table read in two parts (formats/csv_second_part.h) has its second
// part's pages moved behind the first's rows instead of copied into fresh ones (BENCHMARKS.md, "Pages moved,
// not copied").
//
// Rows must be trivially copyable (they are copied as bytes). Nothing here throws but std::bad_alloc.
#include "io/page_memory.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <type_traits>
#include <utility>

namespace steplens {

template <typename T>
class RowStore
{
    static_assert(std::is_trivially_copyable_v<T>, "RowStore copies its rows as bytes");

public:
    using value_type = T;
    using size_type = std::size_t;
    using iterator = T*;
    using const_iterator = const T*;
    using reference = T&;
    using const_reference = const T&;

    RowStore() = default;
    RowStore(std::initializer_list<T> rows) { assign(rows.begin(), rows.end()); }
    explicit RowStore(std::size_t count) { resize(count); }
    ~RowStore() { io::unmapPages(m_data, m_capacity * sizeof(T)); }

    RowStore(const RowStore& other) { assign(other.begin(), other.end()); }
    RowStore& operator=(const RowStore& other)
    {
        if (this != &other)
            assign(other.begin(), other.end());
        return *this;
    }
    RowStore(RowStore&& other) noexcept { swap(other); }
    RowStore& operator=(RowStore&& other) noexcept
    {
        RowStore gone(std::move(*this));
        swap(other);
        return *this;
    }
    void swap(RowStore& other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
    }

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    bool empty() const { return m_size == 0; }
    T* data() { return m_data; }
    const T* data() const { return m_data; }
    T* begin() { return m_data; }
    T* end() { return m_data + m_size; }
    const T* begin() const { return m_data; }
    const T* end() const { return m_data + m_size; }
    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }
    T& front() { return m_data[0]; }
    const T& front() const { return m_data[0]; }
    T& back() { return m_data[m_size - 1]; }
    const T& back() const { return m_data[m_size - 1]; }

    void reserve(std::size_t rows)
    {
        if (rows <= m_capacity)
            return;
        void* grown = io::remapPages(m_data, m_capacity * sizeof(T), rows * sizeof(T));
        if (!grown && m_data) {
            // Where the mapping cannot be grown (not Linux, or no room), the rows are copied.
            grown = io::mapPages(rows * sizeof(T));
            if (grown) {
                std::memcpy(grown, m_data, m_size * sizeof(T));
                io::unmapPages(m_data, m_capacity * sizeof(T));
            }
        }
        if (!grown)
            throw std::bad_alloc();
        m_data = static_cast<T*>(grown);
        m_capacity = rows;
    }
    void push_back(const T& row)
    {
        if (m_size == m_capacity)
            reserve(std::max<std::size_t>(2 * m_capacity, pageRows()));
        m_data[m_size++] = row;
    }
    // Appends `count` rows copied from `rows` (not from this store), growing by doubling as push_back does.
    void append(const T* rows, std::size_t count)
    {
        if (count == 0)
            return;
        if (m_size + count > m_capacity)
            reserve(std::max({2 * m_capacity, m_size + count, pageRows()}));
        std::memcpy(m_data + m_size, rows, count * sizeof(T));
        m_size += count;
    }
    template <typename... Args>
    T& emplace_back(Args&&... args)
    {
        push_back(T{std::forward<Args>(args)...});
        return back();
    }
    void pop_back() { --m_size; }
    // New rows are value-initialised, as a vector's are.
    void resize(std::size_t rows)
    {
        reserve(rows);
        for (std::size_t i = m_size; i < rows; ++i)
            m_data[i] = T{};
        m_size = rows;
    }
    void clear() { m_size = 0; }
    template <typename It>
    void assign(It first, It last)
    {
        clear();
        reserve(std::size_t(std::distance(first, last)));
        for (; first != last; ++first)
            m_data[m_size++] = *first;
    }

    // Grows the store by `count` rows for the caller to fill, from several threads at once if it likes (a
    // vector can only grow by writing every new row itself). Returns the first. Their bytes are whatever
    // the memory holds (zeros when it is fresh) until they are written.
    T* growForOverwrite(std::size_t count)
    {
        reserve(m_size + count);
        T* first = m_data + m_size;
        m_size += count;
        return first;
    }

    // Appends the rows of `later`, moving its pages to the end of this store instead of copying them into
    // fresh ones: the second part of a 5M-row kernel_details.csv is 160 MB that would otherwise be faulted in
    // a second time (BENCHMARKS.md, "Pages moved, not copied"). Pages move whole, so the rows of `later` are
    // first shifted inside its own pages to line up after this store's last whole page, and the rows on this
    // store's last, partial page are copied in front of them. A big store is shifted further, to the same
    // place in a 2 MiB huge page as where its rows go: the kernel then moves its huge pages whole, where it
    // would otherwise split them, and every later pass over the rows paid for the 4 KiB pages (a 5M-row
    // report took 1.3x the time). Where pages cannot be moved (not Linux, a row size that does not divide
    // the page, the kernel refuses) the rows are copied. `later` is left empty.
    void appendTaking(RowStore&& later)
    {
        RowStore taken(std::move(later));
        const std::size_t count = taken.m_size;
        if (count == 0)
            return;
        const std::size_t page = io::pageBytes();
        if (!m_data || page % sizeof(T) != 0) {
            append(taken.m_data, count);
            return;
        }
        const std::size_t perPage = page / sizeof(T);
        const std::size_t partial = m_size % perPage; // rows on this store's last page when it is not full
        const std::size_t whole = m_size - partial;   // rows on whole pages: they stay where they are
        const std::size_t moved = (count + partial + perPage - 1) / perPage * perPage; // rows on the moved pages
        constexpr std::size_t kHugePage = std::size_t(2) << 20;
        const bool big = count * sizeof(T) >= 2 * kHugePage && kHugePage % page == 0;
        const std::size_t leadRoom = big ? kHugePage / sizeof(T) : 0;
        if (!tryReserve(taken, leadRoom + moved) || !tryReserve(*this, whole + moved)) {
            append(taken.m_data, count);
            return;
        }
        // Rows left unused at the start of `taken`: its moved pages then lie where this store's do in a huge page.
        const std::size_t lead =
            big ? (reinterpret_cast<std::uintptr_t>(m_data + whole) - reinterpret_cast<std::uintptr_t>(taken.m_data)) %
                      kHugePage / sizeof(T)
                : 0;
        T* const block = taken.m_data + lead;
        if (lead + partial != 0)
            std::memmove(block + partial, taken.m_data, count * sizeof(T));
        std::memcpy(block, m_data + whole, partial * sizeof(T));
        if (!io::movePages(block, moved * sizeof(T), m_data + whole)) {
            append(block + partial, count); // this store's own rows are still in place
            return;
        }
        // The moved pages are gone from `taken`; what it had before and after them is given back here.
        const std::size_t takenBytes = (taken.m_capacity * sizeof(T) + page - 1) / page * page;
        const std::size_t afterMoved = (lead + moved) * sizeof(T);
        if (lead != 0)
            io::unmapPages(taken.m_data, lead * sizeof(T));
        if (takenBytes > afterMoved)
            io::unmapPages(reinterpret_cast<char*>(taken.m_data) + afterMoved, takenBytes - afterMoved);
        taken.m_data = nullptr;
        taken.m_size = taken.m_capacity = 0;
        m_size += count;
    }

private:
    static bool tryReserve(RowStore& store, std::size_t rows)
    {
        try {
            store.reserve(rows);
            return true;
        } catch (const std::bad_alloc&) {
            return false;
        }
    }
    static std::size_t pageRows() { return std::max<std::size_t>(io::pageBytes() / sizeof(T), 1); }

    T* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0; // rows
};

} // namespace steplens
