#include "formats/ascend/kernel_details_reader.h"

#include "formats/ascend/kernel_details_append.h"
#include "formats/ascend/kernel_row_parser.h"
#include "formats/csv_cells.h"
#include "formats/csv_second_part.h"
#include "formats/csv_table.h"
#include "io/file_reader.h"
#include "io/own_cache_lines.h"
#include "io/text.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <optional>

namespace steplens {

ReadResult<KernelDetails> readKernelDetails(const std::string& path, const KernelReadOptions& options)
{
    return guardedRead<KernelDetails>(path, [&](DiagnosticSink& sink) -> std::optional<KernelDetails> {
        io::CsvReader csv(path, sink);
        // Tools that post-process these files (msprof-analyze's own samples) write them without a final line
        // break, so an unterminated last row is read like any other.
        csv.allowUnterminatedLastLine();
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        formats::KernelColumns c(table.header());
        table.required(c.name);
        table.required(c.start);
        table.required(c.duration);
        if (!table.hasRequired(SL_MSG("diag.kernel-details.header-lacks-name-start-time",
                                      "header '{header_text}' lacks Name, Start Time(us) or Duration(us)")))
            return std::nullopt;
        KernelDetails out;
        out.sources.push_back(path);
        out.hasStep = c.step >= 0;
        out.hasShapes = c.inShapes >= 0 || c.outShapes >= 0;
        if (c.type < 0)
            sink.info(1, SL_MSG("diag.kernel-details.no-type-column", "no Type column"),
                      SL_MSG("diag.action.the-kernel-name-is-used", "the kernel name is used as its type"));

        for (std::size_t i = 0; i < csv.size(); ++i)
            if (!c.known(static_cast<int>(i)) && !io::trim(csv[i]).empty())
                c.metrics.push_back(static_cast<int>(i));
        if (!c.metrics.empty() && io::fileSize(path) > options.maxBytesWithMetrics) {
            sink.info(1,
                      SL_MSG("diag.kernel-details.pmu-metric-columns-in-a",
                             "{count} PMU metric columns in a file of {path} MB")
                          .arg("count", std::to_string(c.metrics.size()))
                          .arg("path", std::to_string(io::fileSize(path) >> 20)),
                      SL_MSG("diag.action.metric-columns-not-kept-to", "metric columns not kept, to save memory"));
            c.metrics.clear();
        }
        for (int col : c.metrics)
            out.metricNames.emplace_back(io::trim(csv[std::size_t(col)]));
        c.headerSize = table.headerSize();
        c.needed = table.needed();

        // Each part's parser and table on cache lines of their own: see io/own_cache_lines.h.
        io::OwnCacheLines<formats::KernelRowParser> first(c, out, options.rowsInPlace);
        // The bytes of rows the second part has read, while it reads: the first part reports both.
        std::atomic<std::int64_t> laterBytes{0};
        const std::int64_t rowsStart = csv.bytesRead();
        // Rows read in place are counted a window at a time, so a report can repeat the last (1 at the end of
        // the file, then 1 when done): only a fraction past the last one is passed on.
        double reported = 0;
        auto reportProgress = [&options, &reported](double fraction) {
            if (fraction > reported) {
                reported = fraction;
                options.progress(fraction);
            }
        };
        auto onRows = [&](bool twoParts) -> std::function<void(std::int64_t)> {
            const std::int64_t end = csv.fileSize();
            if (!options.progress || end <= rowsStart)
                return {};
            const double share = twoParts ? kRowsShareOfTwoParts : 1.0;
            return [&reportProgress, &laterBytes, rowsStart, end, share](std::int64_t bytes) {
                const double done = double(bytes - rowsStart + laterBytes.load(std::memory_order_relaxed));
                reportProgress(share * std::min(1.0, done / double(end - rowsStart)));
            };
        };
        // The rows after the cut, when read in two parts: a KernelDetails and a parser of their own.
        io::OwnCacheLines<KernelDetails> laterRows;
        laterRows->metricNames = out.metricNames;
        io::OwnCacheLines<formats::KernelRowParser> later(c, *laterRows, options.rowsInPlace);
        formats::CsvRowParts parts;
        parts.readFirst = [&](std::int64_t stopAt) {
            if (stopAt < 0) // one part, or the first part read on when the second could not be used
                laterBytes = 0;
            first->readRows(csv, sink, stopAt, onRows(stopAt >= 0));
        };
        if (const auto report = onRows(true)) // the first part's rows read, the second's still coming
            parts.waiting = [&csv, &laterBytes, report, last = std::int64_t(-1)]() mutable {
                const std::int64_t bytes = laterBytes.load(std::memory_order_relaxed);
                if (bytes != last) { // the same fraction again would tell nothing
                    last = bytes;
                    report(csv.bytesRead());
                }
            };
        parts.readSecond = [&](io::CsvReader& laterCsv, DiagnosticSink& laterSink) {
            laterCsv.allowUnterminatedLastLine();
            const std::int64_t from = laterCsv.bytesRead();
            later->readRows(laterCsv, laterSink, -1, [&laterBytes, from](std::int64_t bytes) {
                laterBytes.store(bytes - from, std::memory_order_relaxed);
            });
        };
        parts.appendSecond = [&](std::int64_t lineOffset) {
            if (options.joining)
                options.joining(kRowsShareOfTwoParts);
            first->mergeLater(*later, lineOffset);
            formats::appendKernelDetails(out, std::move(*laterRows));
        };
        // One reader over the whole file warns about the first bad metric cell only.
        parts.redundantDiagnostic = [&]() -> std::optional<std::ptrdiff_t> {
            if (first->badMetrics() > 0 && later->badMetrics() > 0)
                return later->firstBadMetricWarning();
            return std::nullopt;
        };
        const int partsRead =
            formats::readRowsInTwoParts(path, csv, sink, options.threads, options.splitMinBytes, parts);
        if (options.partsRead)
            *options.partsRead = partsRead;
        if (options.rowsReadInPlace)
            *options.rowsReadInPlace = first->rowsReadInPlace() + later->rowsReadInPlace();
        first->finish(sink);
        if (options.progress)
            reportProgress(1.0);
        return out;
    });
}

} // namespace steplens
