// The window loop of the Chrome-trace scanner: read() the file into one reused window, parse the
// complete events in it, carry the incomplete tail over to the next fill. Memory stays at the
// window size whatever the file size; an event larger than the limit is streamed past, not kept.
#include "formats/timeline/timeline_scan.h"

#include <algorithm>
#include <cerrno>
#include <memory>
#include <new>
#include <unistd.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace steplens::tlscan {

using tljson::Status;

namespace {

constexpr std::size_t kPadding = 64;
constexpr int kMaxResyncs = 10000;

std::string sizeText(std::size_t bytes)
{
    if (bytes >= (1u << 20))
        return std::to_string((bytes + (1u << 19)) >> 20) + " MiB";
    if (bytes >= (1u << 10))
        return std::to_string((bytes + 512) >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

// The window's memory comes straight from mmap and goes back with munmap: through malloc, a
// freed multi-MiB buffer raises glibc's mmap threshold and the next one stays in the heap,
// resident, after the load.
class WindowBuffer
{
public:
    explicit WindowBuffer(std::size_t bytes)
        : m_bytes(bytes)
    {
#if defined(__linux__)
        void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        m_data = static_cast<char*>(p);
#else
        m_data = new char[bytes];
#endif
    }
    ~WindowBuffer()
    {
#if defined(__linux__)
        ::munmap(m_data, m_bytes);
#else
        delete[] m_data;
#endif
    }
    WindowBuffer(const WindowBuffer&) = delete;
    WindowBuffer& operator=(const WindowBuffer&) = delete;
    char* get() const
    {
        return m_data;
    }

private:
    char* m_data = nullptr;
    std::size_t m_bytes;
};

class Window
{
public:
    Window(int fd, std::int64_t offset, std::int64_t fileSize, std::size_t capacity)
        : m_fd(fd)
        , m_offset(offset)
        , m_fileSize(fileSize)
        , m_capacity(capacity)
        , m_buffer(capacity + kPadding)
    {}
    const char* data() const { return m_buffer.get(); }
    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    std::int64_t offsetOf(std::size_t pos) const { return m_offset + static_cast<std::int64_t>(pos); }
    bool eof() const { return m_eof; }
    bool readError() const { return m_readError; }

    // Drops bytes before `keep`, then reads as much as fits. Returns the bytes read.
    std::size_t refill(std::size_t& keep)
    {
        if (keep > 0) {
            std::memmove(m_buffer.get(), m_buffer.get() + keep, m_size - keep);
            m_offset += static_cast<std::int64_t>(keep);
            m_size -= keep;
            keep = 0;
        }
        std::size_t got = 0;
        while (m_size < m_capacity && !m_eof) {
            std::int64_t at = m_offset + static_cast<std::int64_t>(m_size);
            std::size_t want = m_capacity - m_size;
            if (at >= m_fileSize) {
                m_eof = true;
                break;
            }
            want = std::min<std::size_t>(want, static_cast<std::size_t>(m_fileSize - at));
            ssize_t n = ::pread(m_fd, m_buffer.get() + m_size, want, at);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                m_eof = true;
                m_readError = n < 0;
                break;
            }
            m_size += static_cast<std::size_t>(n);
            got += static_cast<std::size_t>(n);
        }
        std::memset(m_buffer.get() + m_size, 0, kPadding);
        return got;
    }

private:
    int m_fd;
    std::int64_t m_offset;
    std::int64_t m_fileSize;
    std::size_t m_capacity;
    WindowBuffer m_buffer;
    std::size_t m_size = 0;
    bool m_eof = false;
    bool m_readError = false;
};

// Streams past one JSON value that does not fit the window: tracks strings and nesting byte by
// byte. Returns false when the file ends first.
struct StreamSkipper {
    int depth = 0;
    bool inString = false;
    bool escape = false;
    bool started = false;

    // Consumes from [p, end); returns the position after the value, or end when it goes on.
    const char* feed(const char* p, const char* end, bool& done)
    {
        for (; p < end; ++p) {
            char c = *p;
            if (inString) {
                if (escape)
                    escape = false;
                else if (c == '\\')
                    escape = true;
                else if (c == '"')
                    inString = false;
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++depth;
                started = true;
            } else if (c == '}' || c == ']') {
                if (--depth <= 0) {
                    done = true;
                    return p + 1;
                }
            }
        }
        return p;
    }
};

} // namespace

RangeOutcome scanRange(int fd, std::int64_t begin, std::int64_t stopAt, std::int64_t fileSize, const ScanLimits& limits,
                       ScanControl& control, ScanRole role, TimelineScan& scan)
{
    RangeOutcome out;
    // The window holds at least two of the largest events, so one never needs a window to itself.
    const std::size_t capacity = std::max(limits.windowBytes, limits.maxEventBytes * 2);
    Window win(fd, begin, fileSize, capacity);
    std::size_t pos = 0;
    enum { ExpectEvent, AfterEvent } state = ExpectEvent;
    int resyncs = 0;
    ParsedEvent ev;
    std::int64_t accounted = begin;

    auto report = [&]() {
        std::int64_t now = win.offsetOf(pos);
        if (now > accounted) {
            control.bytesDone.fetch_add(static_cast<std::uint64_t>(now - accounted), std::memory_order_relaxed);
            accounted = now;
        }
        if (role == ScanRole::Helper)
            return control.stop.load(std::memory_order_relaxed) || control.helperStop.load(std::memory_order_relaxed);
        if (control.cancelled && control.cancelled())
            control.stop.store(true);
        if (control.progress)
            control.progress(
                std::min(1.0, double(control.bytesDone.load(std::memory_order_relaxed)) / double(control.totalBytes)));
        return control.stop.load(std::memory_order_relaxed);
    };
    // Refills the window keeping bytes from `pos`; false at the end of the file.
    auto more = [&]() {
        if (report()) {
            out.cancelled = true;
            return false;
        }
        if (win.eof())
            return false;
        win.refill(pos);
        return true;
    };
    // After malformed input: look for the next "}" "," "{" boundary and continue there.
    auto resync = [&](std::size_t from, const Message& what) {
        ++scan.skipped;
        scan.problem(Severity::Warning, win.offsetOf(from), what,
                     SL_MSG("diag.timeline.skipped-to-the-next-event", "skipped to the next event"));
        if (++resyncs > kMaxResyncs) {
            scan.problem(Severity::Error, win.offsetOf(from),
                         SL_MSG("diag.timeline.too-many-malformed-events", "too many malformed events"),
                         SL_MSG("diag.timeline.rest-of-the-file-ignored", "rest of the file ignored"));
            return false;
        }
        pos = from + 1;
        for (;;) {
            const char* d = win.data();
            for (; pos < win.size(); ++pos) {
                if (d[pos] != ',')
                    continue;
                std::size_t b = pos;
                while (b > 0 && tljson::isSpace(d[b - 1]))
                    --b;
                if (b > 0 && d[b - 1] != '}')
                    continue;
                std::size_t a = pos + 1;
                while (a < win.size() && tljson::isSpace(d[a]))
                    ++a;
                if (a < win.size() && d[a] == '{') {
                    pos = a;
                    state = ExpectEvent;
                    return true;
                }
            }
            // Keep a little context for the pattern across the refill.
            pos = win.size() > 64 ? win.size() - 64 : 0;
            if (!more()) {
                pos = win.size();
                return false;
            }
            pos = std::min<std::size_t>(pos + 1, win.size());
        }
    };
    auto skipHuge = [&]() {
        std::int64_t at = win.offsetOf(pos);
        StreamSkipper skipper;
        bool done = false;
        for (;;) {
            const char* d = win.data();
            const char* stop = skipper.feed(d + pos, d + win.size(), done);
            pos = static_cast<std::size_t>(stop - d);
            if (done)
                break;
            if (!more())
                break;
        }
        ++scan.skipped;
        if (done) {
            scan.problem(Severity::Warning, at,
                         SL_MSG("diag.timeline.event-too-large", "event larger than the {limit} limit")
                             .arg("limit", sizeText(limits.maxEventBytes)),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            state = AfterEvent;
            return true;
        }
        out.truncated = true;
        scan.problem(Severity::Warning, at,
                     SL_MSG("diag.timeline.file-ends-inside-an-oversized-event", "file ends inside an oversized event"),
                     SL_MSG("diag.timeline.event-skipped", "event skipped"));
        return false;
    };

    win.refill(pos);
    for (;;) {
        const char* d = win.data();
        while (pos < win.size() && tljson::isSpace(d[pos]))
            ++pos;
        if (pos >= win.size()) {
            if (!more())
                break;
            continue;
        }
        const std::int64_t here = win.offsetOf(pos);
        if (stopAt >= 0 && state == ExpectEvent && here == stopAt) {
            out.reachedStop = true;
            break;
        }
        if (stopAt >= 0 && here > stopAt && !out.passedStop) {
            // The split point was not an event boundary: the helper's scan is useless, and this one
            // goes on to the end of the file instead.
            out.passedStop = true;
            control.helperStop.store(true);
        }
        const char c = d[pos];
        if (state == AfterEvent) {
            if (c == ',') {
                ++pos;
                state = ExpectEvent;
            } else if (c == ']') {
                out.arrayClosed = true;
                ++pos;
                break;
            } else if (c == '{') {
                scan.problem(Severity::Warning, here,
                             SL_MSG("diag.timeline.missing-comma-between-events", "missing comma between events"),
                             SL_MSG("diag.timeline.read-on", "read on"));
                state = ExpectEvent;
            } else if (!resync(pos,
                               SL_MSG("diag.timeline.unexpected-character", "unexpected character after an event"))) {
                break;
            }
            continue;
        }
        if (c == ']') {
            out.arrayClosed = true;
            ++pos;
            break;
        }
        if (c == ',') {
            ++pos; // "[," or ",," : tolerated
            continue;
        }
        if (c != '{') {
            if (!resync(pos, SL_MSG("diag.timeline.expected-event-object", "expected an event object")))
                break;
            continue;
        }
        const char* next = nullptr;
        Status s = parseEvent(d + pos, d + win.size(), ev, next);
        if (s == Status::Ok && static_cast<std::size_t>(next - (d + pos)) > limits.maxEventBytes) {
            // Complete in the window but over the limit: same rule as one that does not fit.
            ++scan.skipped;
            scan.problem(Severity::Warning, here,
                         SL_MSG("diag.timeline.event-too-large", "event larger than the {limit} limit")
                             .arg("limit", sizeText(limits.maxEventBytes)),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            pos = static_cast<std::size_t>(next - d);
            state = AfterEvent;
            continue;
        }
        if (s == Status::Ok) {
            addEvent(scan, ev, here);
            pos = static_cast<std::size_t>(next - d);
            state = AfterEvent;
            continue;
        }
        if (s == Status::Error) {
            if (!resync(pos, SL_MSG("diag.timeline.malformed-event", "malformed event")))
                break;
            continue;
        }
        if (win.size() - pos >= limits.maxEventBytes) {
            if (!skipHuge())
                break;
            continue;
        }
        if (win.eof()) {
            out.truncated = true;
            scan.problem(Severity::Warning, here,
                         SL_MSG("diag.timeline.file-ends-inside-an-event-the-profiler-stops-writing-at-its-",
                                "file ends inside an event (the profiler stops writing at its size limit)"),
                         SL_MSG("diag.action.events-before-byte-loaded", "events before byte {byte} loaded")
                             .arg("byte", std::to_string(here)));
            break;
        }
        if (!more())
            break;
    }
    if (win.readError())
        scan.problem(Severity::Error, win.offsetOf(pos), SL_MSG("diag.timeline.read-error", "read error"),
                     SL_MSG("diag.timeline.rest-of-the-file-ignored", "rest of the file ignored"));
    report();
    out.endOffset = win.offsetOf(pos);
    return out;
}

} // namespace steplens::tlscan
