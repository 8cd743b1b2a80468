#pragma once
// Independent pieces of work (a run's ranks to analyse, a report's parts to write) shared among the
// calling thread and up to one helper thread per further core. Each piece is taken once, by whichever
// thread is free first, so one slow rank does not hold back the others.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <memory>
#include <thread>
#include <vector>

#include "io/worker_thread.h"

namespace steplens::io {

// Calls task(i) once for every i in [0, count). `beforeEach(i)` runs just before task(i), on the same
// thread (any of them, at the same time as others: a progress report must lock). Pieces are taken in
// increasing order. Without a second core, or when no thread can be had, the caller does every piece
// itself, in order.
// An exception from a piece stops the pieces not yet taken and is rethrown here once all threads have
// stopped (the caller's own first).
template <typename Task, typename Before>
void parallelFor(std::size_t count, Task&& task, Before&& beforeEach)
{
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < count;) {
            try {
                beforeEach(i);
                task(i);
            } catch (...) {
                next = count; // the others stop after their current piece
                throw;
            }
        }
    };
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t helpers = count > 1 ? std::min(cores, count) - 1 : 0;
    std::vector<std::unique_ptr<WorkerThread>> threads;
    for (std::size_t t = 0; t < helpers; ++t) {
        threads.push_back(std::make_unique<WorkerThread>());
        if (!threads.back()->tryStart(work)) {
            threads.pop_back();
            break; // the caller's thread does the rest
        }
    }
    work(); // on a throw, the workers' destructors wait for their current piece
    for (auto& t : threads)
        t->join();
}

template <typename Task>
void parallelFor(std::size_t count, Task&& task)
{
    parallelFor(count, std::forward<Task>(task), [](std::size_t) {});
}

} // namespace steplens::io
