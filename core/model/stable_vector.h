#pragma once
// A growing sequence whose elements never move, so references and views into them stay valid as it
// grows (what the string pool and the framework table's tensor lists need), and whose move cannot throw.
//
// Why not std::deque: its move constructor allocates, so it is not noexcept, and neither is the move of
// any table holding one. std::vector grows a vector of such tables by copying them instead: loading a
// folder copied every rank's host queue, AI CPU and step tables once while collecting the ranks (a fifth
// of an 8-rank 1.x folder's page zeroing; BENCHMARKS.md, "A heap of huge pages").
//
// Elements sit in chunks of 16, 32, 64... elements, each allocated once; the chunk of element i follows
// from i by a bit scan.
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace steplens {

template <typename T>
class StableVector
{
public:
    StableVector() = default;
    StableVector(const StableVector& other) { *this = other; }
    StableVector& operator=(const StableVector& other)
    {
        if (this == &other)
            return *this;
        clear();
        for (std::size_t i = 0; i < other.size(); ++i)
            push_back(other[i]);
        return *this;
    }
    StableVector(StableVector&& other) noexcept
        : m_chunks(std::move(other.m_chunks))
        , m_size(std::exchange(other.m_size, 0))
    {}
    StableVector& operator=(StableVector&& other) noexcept
    {
        m_chunks = std::move(other.m_chunks);
        m_size = std::exchange(other.m_size, 0);
        return *this;
    }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    T& operator[](std::size_t i)
    {
        const auto [chunk, offset] = locate(i);
        return m_chunks[chunk][offset];
    }
    const T& operator[](std::size_t i) const
    {
        const auto [chunk, offset] = locate(i);
        return m_chunks[chunk][offset];
    }
    T& back() { return (*this)[m_size - 1]; }
    const T& back() const { return (*this)[m_size - 1]; }

    void push_back(T value)
    {
        const auto [chunk, offset] = locate(m_size);
        if (chunk == m_chunks.size())
            m_chunks.push_back(std::make_unique<T[]>(kFirstChunk << chunk));
        m_chunks[chunk][offset] = std::move(value);
        ++m_size;
    }
    void clear()
    {
        m_chunks.clear();
        m_size = 0;
    }

private:
    static constexpr std::size_t kFirstChunk = 16;

    // Chunk c holds kFirstChunk << c elements and starts at element kFirstChunk * (2^c - 1).
    static std::pair<std::size_t, std::size_t> locate(std::size_t i)
    {
        const std::size_t q = i / kFirstChunk + 1;
        const auto chunk = std::size_t(63 - __builtin_clzll(static_cast<unsigned long long>(q)));
        return {chunk, i - kFirstChunk * ((std::size_t(1) << chunk) - 1)};
    }

    std::vector<std::unique_ptr<T[]>> m_chunks;
    std::size_t m_size = 0;
};

} // namespace steplens
