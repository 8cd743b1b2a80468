// Orchestration of the Chrome-trace scan: open, find the event list, split the file for a second
// thread when it is large, merge, resolve and finish.
#include "formats/timeline/timeline_reader.h"

#include "formats/timeline/timeline_scan.h"
#include "io/file_reader.h"
#include "io/own_cache_lines.h"
#include "io/text.h"
#include "io/worker_thread.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace steplens {

using namespace tlscan;

namespace {

constexpr std::int64_t kSplitMinBytes = 16 << 20;

double since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

class FileHandle
{
public:
    explicit FileHandle(const std::string& path)
        : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC))
    {}
    ~FileHandle()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileHandle(const FileHandle&) = delete;
    FileHandle& operator=(const FileHandle&) = delete;
    int fd() const { return m_fd; }

private:
    int m_fd;
};

// Joins the helper thread on every way out, so an exception on the caller's thread never leaves
// it running on a scan that is going away.
// Scans one file into `scan`. Returns false when nothing could be read (diagnostics say why).
bool scanFile(const std::string& path, const TimelineReadOptions& options, ScanControl& control, TimelineScan& scan)
{
    scan.path = path;
    FileHandle file(path);
    struct stat st {};
    if (file.fd() < 0 || ::fstat(file.fd(), &st) != 0) {
        scan.problem(
            Severity::Error, -1,
            SL_MSG("diag.io.cannot-open", "cannot open the file: {reason}").arg("reason", io::systemError(errno)),
            SL_MSG("diag.action.file-ignored", "file ignored"));
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        scan.problem(Severity::Error, -1, SL_MSG("diag.timeline.not-a-regular-file", "not a regular file"),
                     SL_MSG("diag.action.file-ignored", "file ignored"));
        return false;
    }
#if defined(POSIX_FADV_SEQUENTIAL)
    ::posix_fadvise(file.fd(), 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
    const std::int64_t size = st.st_size;
    ScanLimits limits;
    limits.windowBytes = std::max<std::size_t>(options.windowBytes, 256);
    limits.maxEventBytes = std::max<std::size_t>(options.maxEventBytes, 64);
    const std::int64_t start = locateEventArray(file.fd(), size, limits, scan);
    if (start < 0)
        return false;
    control.bytesDone.fetch_add(static_cast<std::uint64_t>(start));

    std::int64_t split = -1;
    if (io::worthASecondThread(options.threads, size - start, kSplitMinBytes))
        split = findSplitCandidate(file.fd(), start + (size - start) / 2, size);
    RangeOutcome outcome;
    if (split > start) {
        // The second half's scan on cache lines of its own: see io/own_cache_lines.h.
        io::OwnCacheLines<TimelineScan> second;
        second->path = path;
        RangeOutcome secondOutcome;
        bool secondFailed = false;
        io::WorkerThread helper;
        helper.setAbandonHook([&control] { control.helperStop.store(true); });
        auto scanSecondHalf = [&] {
            try {
                secondOutcome = scanRange(file.fd(), split, -1, size, limits, control, ScanRole::Helper, *second);
            } catch (...) {
                secondFailed = true;
            }
        };
        if (!helper.tryStart(scanSecondHalf))
            secondFailed = true; // no thread to be had: the main thread scans the second half below
        outcome = scanRange(file.fd(), start, split, size, limits, control, ScanRole::Main, scan);
        if (!outcome.reachedStop)
            control.helperStop.store(true);
        helper.join();
        if (outcome.reachedStop && !outcome.cancelled) {
            if (!secondFailed && !secondOutcome.cancelled) {
                auto t0 = std::chrono::steady_clock::now();
                mergeSplitScan(scan, std::move(*second));
                if (options.timings) {
                    options.timings->merge += since(t0);
                    options.timings->split = true;
                }
                outcome = secondOutcome;
            } else {
                // The helper could not finish (memory): scan its half here.
                outcome = scanRange(file.fd(), split, -1, size, limits, control, ScanRole::Main, scan);
            }
        }
    } else {
        outcome = scanRange(file.fd(), start, -1, size, limits, control, ScanRole::Main, scan);
    }
    if (outcome.cancelled || control.stop.load())
        return false;
    if (!outcome.arrayClosed && !outcome.truncated)
        scan.problem(
            Severity::Warning, outcome.endOffset,
            SL_MSG(
                "diag.timeline.the-event-list-is-not-closed-the-file-is-cut-short-the-profi",
                "the event list is not closed: the file is cut short (the profiler stops writing at its size limit)"),
            SL_MSG("diag.timeline.every-complete-event-loaded", "every complete event loaded"));
    if (scan.skipped)
        scan.problem(Severity::Info, -1,
                     SL_MSG("diag.timeline.malformed-total", "{n} malformed events skipped in total")
                         .arg("n", std::to_string(scan.skipped)),
                     Message());
    return true;
}

FileHints hintsFromName(const std::string& path)
{
    FileHints h;
    std::string name(io::baseName(path));
    if (io::startsWith(name, "gpu_"))
        h.backend = Backend::Gpu;
    else if (io::startsWith(name, "cpu_"))
        h.backend = Backend::Cpu;
    else
        h.backend = Backend::Ascend;
    std::size_t dot = name.rfind('.');
    std::size_t us = name.rfind('_', dot);
    if (us != std::string::npos && dot != std::string::npos && dot > us + 1) {
        std::int64_t id = 0;
        if (tljson::parseInteger(std::string_view(name).substr(us + 1, dot - us - 1), id) && id >= 0 && id < 1000000)
            h.deviceId = static_cast<int>(id);
    }
    return h;
}

ReadResult<Timeline> readChromeTraces(const std::vector<std::string>& paths, Flavor flavor, const char* format,
                                      const TimelineReadOptions& options)
{
    const std::string first = paths.empty() ? std::string() : paths.front();
    return guardedRead<Timeline>(first, [&](DiagnosticSink& sink) -> std::optional<Timeline> {
        ScanControl control;
        std::uint64_t total = 0;
        for (const auto& p : paths) {
            struct stat st {};
            if (::stat(p.c_str(), &st) == 0)
                total += static_cast<std::uint64_t>(st.st_size);
        }
        control.totalBytes = total ? total : 1;
        control.progress = options.progress;
        control.cancelled = options.cancelled;

        TimelineScan merged;
        bool any = false;
        std::vector<std::string> sources;
        for (const auto& path : paths) {
            TimelineScan scan;
            auto t0 = std::chrono::steady_clock::now();
            const bool ok = scanFile(path, options, control, scan);
            if (options.timings)
                options.timings->scan += since(t0) - options.timings->merge;
            t0 = std::chrono::steady_clock::now();
            if (control.stop.load()) {
                sink.out().push_back(Diagnostic::info(
                    path, SL_MSG("diag.timeline.timeline-loading-cancelled", "timeline loading cancelled"),
                    SL_MSG("diag.action.timeline-not-loaded", "timeline not loaded")));
                return std::nullopt;
            }
            if (ok)
                resolveScan(scan, flavor, hintsFromName(path));
            if (options.timings)
                options.timings->resolve += since(t0);
            for (auto& d : scan.diagnostics)
                sink.out().push_back(std::move(d));
            if (scan.suppressed)
                sink.out().push_back(
                    Diagnostic::warning(path,
                                        SL_MSG("diag.timeline.more-problems-of-this-file",
                                               "{suppressed} more problems of this file are not listed")
                                            .arg("suppressed", std::to_string(scan.suppressed)),
                                        SL_MSG("diag.action.same-handling-as-above", "same handling as above")));
            scan.diagnostics.clear();
            if (!ok)
                continue;
            sources.push_back(path);
            if (!any) {
                merged = std::move(scan);
                any = true;
            } else {
                mergeFileScan(merged, std::move(scan));
            }
        }
        if (!any)
            return std::nullopt;
        if (merged.events == 0 && merged.counters.empty())
            sink.out().push_back(Diagnostic::warning(
                first, SL_MSG("diag.timeline.the-timeline-holds-no-events", "the timeline holds no events"),
                SL_MSG("diag.action.nothing-to-show", "nothing to show")));
        auto t0 = std::chrono::steady_clock::now();
        Timeline tl = finishTimeline(std::move(merged), format);
        if (options.timings)
            options.timings->finish += since(t0);
        tl.sources = std::move(sources);
        if (options.progress)
            options.progress(1.0);
        return tl;
    });
}

} // namespace

ReadResult<Timeline> readTimelineDisplay(const std::string& path, const TimelineReadOptions& options)
{
    return readChromeTraces({path}, Flavor::MindSporeDisplay, "mindspore_display", options);
}

ReadResult<Timeline> readTraceView(const std::string& path, const TimelineReadOptions& options)
{
    return readChromeTraces({path}, Flavor::TraceView, "trace_view", options);
}

ReadResult<Timeline> readMsprofTimeline(const std::vector<std::string>& paths, const TimelineReadOptions& options)
{
    return readChromeTraces(paths, Flavor::Msprof, "msprof", options);
}

} // namespace steplens
