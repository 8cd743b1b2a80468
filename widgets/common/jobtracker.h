#pragma once
// Runs work off the UI thread and brings results back safely (ARCHITECTURE.md, "Background jobs").
//
// Every start() makes a new job id and so cancels the one before. The job gets a JobContext: its
// cancelled() predicate turns true as soon as the id moves on (or the tracker goes away), and post()
// queues a call to the GUI thread that is dropped if the job is stale by the time it runs. The
// tracker owns its thread pool and waits for it when destroyed, so no job outlives the owner.
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace steplens {

class JobContext
{
public:
    JobContext(std::shared_ptr<std::atomic<quint64>> current, quint64 id, QPointer<QObject> receiver)
        : m_current(std::move(current))
        , m_id(id)
        , m_receiver(std::move(receiver))
    {}

    quint64 id() const { return m_id; }
    bool cancelled() const { return m_current->load() != m_id; }

    // Runs `fn` on the receiver's (GUI) thread, unless the job is stale or the receiver is gone by then.
    void post(std::function<void()> fn) const
    {
        if (cancelled())
            return;
        QObject* receiver = m_receiver.data();
        if (!receiver)
            return;
        auto current = m_current;
        auto id = m_id;
        QPointer<QObject> guard = m_receiver;
        QMetaObject::invokeMethod(
            receiver,
            [current, id, guard, fn = std::move(fn)] {
                if (guard && current->load() == id)
                    fn();
            },
            Qt::QueuedConnection);
    }

private:
    std::shared_ptr<std::atomic<quint64>> m_current;
    quint64 m_id;
    QPointer<QObject> m_receiver;
};

class JobTracker
{
public:
    explicit JobTracker(QObject* receiver)
        : m_receiver(receiver)
    {
        // Cancelled jobs unwind while a new one starts, so allow a few to overlap.
        m_pool.setMaxThreadCount(3);
    }
    ~JobTracker()
    {
        cancel();
        m_pool.waitForDone();
    }
    JobTracker(const JobTracker&) = delete;
    JobTracker& operator=(const JobTracker&) = delete;

    // Starts `job(context)` on a worker thread; any earlier job becomes stale. Returns the job id.
    quint64 start(std::function<void(const JobContext&)> job)
    {
        const quint64 id = ++*m_current;
        JobContext context(m_current, id, m_receiver);
        m_pool.start([context, job = std::move(job)] { job(context); });
        return id;
    }

    // Makes the running job stale: its cancelled() turns true and its pending posts are dropped.
    void cancel() { ++*m_current; }

    quint64 currentId() const { return m_current->load(); }
    bool isCurrent(quint64 id) const { return m_current->load() == id; }

    // For tests and shutdown: blocks until every started job has returned.
    bool waitForDone(int msecs = -1) { return m_pool.waitForDone(msecs); }

private:
    std::shared_ptr<std::atomic<quint64>> m_current = std::make_shared<std::atomic<quint64>>(0);
    QPointer<QObject> m_receiver;
    QThreadPool m_pool;
};

} // namespace steplens
