#include "io/worker_thread.h"

namespace steplens::io {

WorkerThread::~WorkerThread()
{
    if (!m_thread.joinable())
        return;
    if (m_abandon) {
        try {
            m_abandon();
        } catch (...) {
            // only a request to stop early: the join below is what matters
        }
    }
    m_thread.join();
}

void WorkerThread::join()
{
    if (m_thread.joinable())
        m_thread.join();
    if (m_error) {
        std::exception_ptr error = std::move(m_error);
        m_error = nullptr;
        std::rethrow_exception(error);
    }
}

bool worthASecondThread(int threads, std::int64_t bytes, std::int64_t minBytes)
{
    if (threads == 1)
        return false;
    if (threads >= 2)
        return true;
    return bytes >= minBytes && std::thread::hardware_concurrency() >= 2;
}

} // namespace steplens::io
