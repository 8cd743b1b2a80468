#include "io/worker_thread.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <stdexcept>

using namespace steplens;

TEST_CASE("worker thread: join waits for the task and rethrows what it threw")
{
    int value = 0;
    {
        io::WorkerThread worker;
        CHECK_FALSE(worker.started());
        worker.start([&value] { value = 42; });
        CHECK(worker.started());
        worker.join();
        CHECK(value == 42);
        CHECK_FALSE(worker.started());
        worker.join(); // nothing to wait for: no effect
    }
    io::WorkerThread failing;
    failing.start([] { throw std::runtime_error("out of room"); });
    CHECK_THROWS_WITH(failing.join(), "out of room");
    failing.join(); // the exception is reported once
    // A worker can be started again after a join.
    failing.start([&value] { value = 7; });
    failing.join();
    CHECK(value == 7);
}

TEST_CASE("worker thread: tryStart starts the task as start does, and says so")
{
    int value = 0;
    io::WorkerThread worker;
    REQUIRE(worker.tryStart([&value] { value = 5; }));
    CHECK(worker.started());
    worker.join();
    CHECK(value == 5);
    REQUIRE(worker.tryStart([] { throw std::runtime_error("out of room"); }));
    // What the task throws still comes out of join(): tryStart only catches a thread that cannot be had.
    CHECK_THROWS_WITH(worker.join(), "out of room");
}

TEST_CASE("worker thread: a worker never joined asks its task to stop, then waits for it")
{
    std::atomic<bool> stop{false};
    std::atomic<bool> finished{false};
    {
        io::WorkerThread worker;
        worker.setAbandonHook([&stop] { stop.store(true); });
        worker.start([&] {
            while (!stop.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            finished.store(true);
        });
        // Leaves the scope without join(): without the hook the destructor would wait forever.
    }
    CHECK(stop.load());
    CHECK(finished.load());

    // A task that throws and is never joined: the destructor neither throws nor loses the thread.
    {
        io::WorkerThread worker;
        worker.start([] { throw std::runtime_error("dropped"); });
    }
    SUCCEED("the destructor returned");
}

TEST_CASE("worker thread: when a second thread is worth it")
{
    CHECK_FALSE(io::worthASecondThread(1, std::int64_t(1) << 40, 1)); // one thread asked for
    CHECK(io::worthASecondThread(2, 0, std::int64_t(1) << 40));       // two asked for, whatever the size
    CHECK_FALSE(io::worthASecondThread(0, 100, 101));                 // too small
    CHECK(io::worthASecondThread(0, 101, 101) == (std::thread::hardware_concurrency() >= 2));
}
