#pragma once
// The one source of variation in the example runs: a fixed-seed xorshift64* generator, so every
// generation is byte-identical on every machine (never std::random_device, never the clock).
#include <cstdint>

namespace steplens::example {

class XorShift
{
public:
    explicit XorShift(std::uint64_t seed)
        : m_state(seed != 0 ? seed : 0x9E3779B97F4A7C15ull)
    {
        for (int i = 0; i < 4; ++i) // let nearby seeds drift apart before the first draw
            next();
    }
    std::uint64_t next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 0x2545F4914F6CDD1Dull;
    }
    // In [0, 1).
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    // In [-1, 1).
    double symmetric() { return uniform() * 2.0 - 1.0; }
    // In [0, n).
    int below(int n) { return n <= 0 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

private:
    std::uint64_t m_state;
};

// Separate streams per purpose, so changing how one file is generated never shifts another.
inline std::uint64_t streamSeed(std::uint64_t runSeed, std::uint64_t purpose)
{
    return runSeed * 0x9E3779B97F4A7C15ull ^ (purpose + 0xD1B54A32D192ED03ull) * 0xBF58476D1CE4E5B9ull;
}

} // namespace steplens::example
