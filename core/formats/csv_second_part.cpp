#include "formats/csv_second_part.h"

#include "io/line_split.h"
#include "io/worker_thread.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <utility>

namespace steplens::formats {

namespace {

// Adds the second part's diagnostics (`list`, and `suppressed` more its sink did not list) to `sink`, at
// their lines in the file, but `redundant` (CsvRowParts::redundantDiagnostic).
void appendDiagnostics(Diagnostics& list, std::size_t suppressed, std::optional<std::ptrdiff_t> redundant,
                       DiagnosticSink& sink, std::int64_t lineOffset)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (redundant == std::ptrdiff_t(i))
            continue;
        Diagnostic& d = list[i];
        // Line 0 (and -1) is about the part as a whole, not a line of it: kept as it is.
        sink.add(d.severity, d.line > 0 ? d.line + lineOffset : d.line, std::move(d.message), std::move(d.action),
                 d.byteOffset);
    }
    if (redundant == kUnlistedDiagnostic && suppressed > 0)
        --suppressed;
    sink.addSuppressed(suppressed);
}

} // namespace

int readRowsInTwoParts(const std::string& path, io::CsvReader& csv, DiagnosticSink& sink, int threads,
                       std::int64_t minBytes, const CsvRowParts& parts)
{
    const std::int64_t split = io::secondPartStart(path, csv, threads, minBytes);
    Diagnostics secondDiagnostics;
    DiagnosticSink secondSink(secondDiagnostics, path);
    bool secondRead = false;
    // Set when the second part ends (also when it throws), with a wake-up for a first part that waits on it.
    struct Ending {
        std::mutex mutex;
        std::condition_variable ended;
        bool done = false;
    } ending;
    io::WorkerThread second; // after what its task writes: joined before those are destroyed
    const bool started = split > csv.bytesRead() && second.tryStart([&] {
        struct Ended {
            Ending& ending;
            ~Ended()
            {
                std::lock_guard<std::mutex> lock(ending.mutex);
                ending.done = true;
                ending.ended.notify_one();
            }
        } ended{ending};
        io::CsvReader secondCsv(path, secondSink);
        if (!secondCsv.startAt(split))
            return; // the first part reads on instead
        parts.readSecond(secondCsv, secondSink);
        secondRead = true;
    });
    parts.readFirst(started ? split : -1);
    if (started && parts.waiting) {
        // Tells the wait every 50 ms, and stops waiting the moment the second part ends (no poll's delay).
        std::unique_lock<std::mutex> lock(ending.mutex);
        while (!ending.ended.wait_for(lock, std::chrono::milliseconds(50), [&] { return ending.done; })) {
            lock.unlock();
            parts.waiting();
            lock.lock();
        }
    }
    second.join();
    // The cut was at a line start, but a quoted field may hold line breaks: the second part is only right
    // when the first part's last record ended exactly at the cut.
    if (!secondRead || csv.bytesRead() != split) {
        parts.readFirst(-1);
        return 1;
    }
    const std::int64_t lineOffset = csv.nextLine() - 1;
    appendDiagnostics(secondDiagnostics, secondSink.suppressed(),
                      parts.redundantDiagnostic ? parts.redundantDiagnostic() : std::nullopt, sink, lineOffset);
    parts.appendSecond(lineOffset);
    return 2;
}

} // namespace steplens::formats
