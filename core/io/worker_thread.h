#pragma once
// One task on a thread of its own: how StepLens uses the second core (a rank's operator files beside
// its other sections, the second half of a big kernel_details.csv or timeline, the host-queue analysis
// beside the rest of a rank's). The task's exception is kept and rethrown by join(), and a worker that
// is never joined (the caller returned or threw early) is joined by its destructor, so a task never
// outlives the caller's data it reads.
#include <cstdint>
#include <exception>
#include <functional>
#include <system_error>
#include <thread>
#include <utility>

namespace steplens::io {

class WorkerThread
{
public:
    WorkerThread() = default;
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;
    // Joins a task still running, after calling the abandon hook (if any) to ask it to stop early.
    // Never throws: a task's exception not collected by join() is dropped.
    ~WorkerThread();

    // Starts `task`. Throws std::system_error, as std::thread does, when no thread can be had (tryStart
    // says false instead).
    template <typename F>
    void start(F&& task)
    {
        m_error = nullptr;
        m_thread = std::thread([this, task = std::forward<F>(task)]() mutable {
            try {
                task();
            } catch (...) {
                m_error = std::current_exception();
            }
        });
    }

    // start() for callers that have a way without the thread: false, and `task` not run, when no thread
    // can be had (std::system_error); the caller then does the work on its own thread.
    template <typename F>
    bool tryStart(F&& task)
    {
        try {
            start(std::forward<F>(task));
            return true;
        } catch (const std::system_error&) {
            return false;
        }
    }

    bool started() const { return m_thread.joinable(); }

    // Waits for the task; rethrows what it threw (out of memory, most likely). Nothing when not started.
    void join();

    // Called by the destructor before it waits for a task that join() never collected.
    void setAbandonHook(std::function<void()> hook) { m_abandon = std::move(hook); }

private:
    std::thread m_thread;
    std::exception_ptr m_error;
    std::function<void()> m_abandon;
};

// Whether `bytes` of work are worth a second thread. `threads` is the reader's option: 1 never, 2 or more
// always (tests use it on small files), 0 when the work is at least `minBytes` and the machine has a
// second core.
bool worthASecondThread(int threads, std::int64_t bytes, std::int64_t minBytes);

} // namespace steplens::io
