#pragma once
// The hash of the flat open-addressing tables that intern names (StringPool, FrameworkOps): a
// multiply-xorshift over eight bytes at a time. The texts hashed are names, types, shapes and operator
// paths of a few dozen to a few hundred bytes, and std::hash's byte loop was a visible part of reading them.
#include <cstdint>
#include <cstring>
#include <string_view>

namespace steplens {

inline std::uint64_t textHash(std::string_view s)
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

} // namespace steplens
