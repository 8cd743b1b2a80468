// Pieces of work shared among the caller's thread and helpers (io/parallel_for.h).
#include "io/parallel_for.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace steplens;

TEST_CASE("parallelFor: every piece once, each after its own beforeEach, on up to one thread per core")
{
    constexpr std::size_t kPieces = 1000;
    std::vector<std::atomic<int>> done(kPieces);
    std::mutex mutex;
    std::vector<std::size_t> before;
    std::set<std::thread::id> threads;
    io::parallelFor(
        kPieces,
        [&](std::size_t i) {
            done[i] += 1;
            const std::lock_guard<std::mutex> lock(mutex);
            threads.insert(std::this_thread::get_id());
            // beforeEach ran for this piece first
            CHECK(std::find(before.begin(), before.end(), i) != before.end());
        },
        [&](std::size_t i) {
            const std::lock_guard<std::mutex> lock(mutex);
            before.push_back(i);
        });
    for (std::size_t i = 0; i < kPieces; ++i)
        CHECK(done[i] == 1);
    CHECK(before.size() == kPieces);
    CHECK(threads.size() <= std::max(1u, std::thread::hardware_concurrency()));
    // Nothing to do: neither is called.
    io::parallelFor(0, [](std::size_t) { FAIL("no piece"); }, [](std::size_t) { FAIL("no piece"); });
}

TEST_CASE("parallelFor: a piece's exception stops the pieces not yet taken and reaches the caller")
{
    std::atomic<std::size_t> ran{0};
    CHECK_THROWS_WITH(io::parallelFor(100000,
                                      [&](std::size_t i) {
                                          if (i == 10)
                                              throw std::runtime_error("piece 10 failed");
                                          ++ran;
                                      }),
                      "piece 10 failed");
    // The other thread stops after its current piece: far fewer than all the pieces ran.
    CHECK(ran < 100000 - 1);
    // Pieces 0-9 were taken before piece 10, and a piece taken runs to its end before the call returns.
    CHECK(ran >= 10);
}
