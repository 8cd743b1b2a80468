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
    // 2^40 pieces would take hours: the call returning at all shows that the pieces not yet taken were
    // left alone. How many ran besides depends on the threads' timing (a thread holding piece 5 may be
    // descheduled while another runs on), so only what is certain is checked.
    constexpr std::size_t kPieces = std::size_t(1) << 40;
    std::atomic<std::size_t> ran{0};
    CHECK_THROWS_WITH(io::parallelFor(kPieces,
                                      [&](std::size_t i) {
                                          if (i == 5)
                                              throw std::runtime_error("piece 5 failed");
                                          ++ran;
                                      }),
                      "piece 5 failed");
    // Pieces 0-4 were taken before piece 5, and a piece taken runs to its end before the call returns.
    CHECK(ran >= 5);
    CHECK(ran < kPieces - 1);
}
