#pragma once
// A value that shares no cache line with anything else.
//
// Why: a big CSV file is read in two parts at once (formats/csv_second_part.h), each part with its own
// parser and table, and each thread writes its own on every row (a row count, the last name seen). Declared
// side by side on the caller's stack, the two parts' objects shared cache lines, so every write by one core
// took the line away from the other: reading the kernel table in two parts cost a third more CPU than
// reading it in one (BENCHMARKS.md, "Two parts without shared cache lines"). Wrapping each part's
// state keeps the lines apart.
#include <cstddef>
#include <utility>

namespace steplens::io {

// 128 bytes rather than one 64-byte line: x86 cores also fetch a line's neighbour (the spatial prefetcher),
// so writes one line apart still interfere.
constexpr std::size_t kCacheLinePairBytes = 128;

template <typename T>
struct alignas(kCacheLinePairBytes) OwnCacheLines {
    template <typename... Args>
    explicit OwnCacheLines(Args&&... args) : value(std::forward<Args>(args)...)
    {}

    T* operator->() { return &value; }
    const T* operator->() const { return &value; }
    T& operator*() { return value; }
    const T& operator*() const { return value; }

    T value;
};

// Two wrapped values side by side start a whole line pair apart, whatever they hold.
static_assert(sizeof(OwnCacheLines<char>) == kCacheLinePairBytes);
static_assert(alignof(OwnCacheLines<char>) == kCacheLinePairBytes);

} // namespace steplens::io
