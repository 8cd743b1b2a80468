#include "formats/ascend/kernel_details_reader.h"

#include "formats/ascend/kernel_details_append.h"
#include "formats/ascend/kernel_row_parser.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/file_reader.h"
#include "io/line_split.h"
#include "io/text.h"
#include "io/worker_thread.h"

#include <system_error>

namespace steplens {

namespace {

// The rows after `offset`, read on a thread of its own into a KernelDetails and diagnostics of its own.
class LaterPart
{
public:
    LaterPart(const std::string& path, std::int64_t offset, const formats::KernelColumns& columns,
              const KernelDetails& header)
        : m_sink(m_diagnostics, path)
        , m_parser(columns, m_rows)
    {
        m_rows.metricNames = header.metricNames;
        m_worker.start([this, path, offset] {
            io::CsvReader csv(path, m_sink);
            csv.allowUnterminatedLastLine();
            if (!csv.startAt(offset)) {
                m_failed = true;
                return;
            }
            m_parser.readRows(csv, m_sink);
        });
    }

    // Waits for the part; false when it could not be read (the first part then reads on instead).
    // Rethrows what the part threw (out of memory, most likely: guardedRead says so).
    bool join()
    {
        m_worker.join();
        return !m_failed;
    }

    // Appends this part after `first`, whose reader ended at this part's line `lineOffset` + 1.
    void appendTo(KernelDetails& out, formats::KernelRowParser& first, DiagnosticSink& sink, std::int64_t lineOffset)
    {
        // One reader over the whole file warns about the first bad metric cell only.
        const bool dropFirstBad = first.badMetrics() > 0 && m_parser.badMetrics() > 0;
        std::size_t suppressed = m_sink.suppressed();
        for (std::size_t i = 0; i < m_diagnostics.size(); ++i) {
            if (dropFirstBad && std::ptrdiff_t(i) == m_parser.firstBadMetricWarning())
                continue;
            Diagnostic& d = m_diagnostics[i];
            sink.add(d.severity, d.line > 0 ? d.line + lineOffset : d.line, std::move(d.message), std::move(d.action),
                     d.byteOffset);
        }
        if (dropFirstBad && m_parser.firstBadMetricWarning() < 0 && suppressed > 0)
            --suppressed; // that warning was one of the ones not listed
        sink.addSuppressed(suppressed);
        first.mergeLater(m_parser, lineOffset);
        formats::appendKernelDetails(out, std::move(m_rows));
    }

private:
    Diagnostics m_diagnostics;
    DiagnosticSink m_sink;
    KernelDetails m_rows;
    formats::KernelRowParser m_parser;
    bool m_failed = false;
    io::WorkerThread m_worker; // last: joined before the members it writes are destroyed
};

} // namespace

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

        formats::KernelRowParser first(c, out);
        const std::int64_t split = io::secondPartStart(path, csv, options.threads, options.splitMinBytes);
        std::optional<LaterPart> later;
        if (split > csv.bytesRead()) {
            try {
                later.emplace(path, split, c, out);
            } catch (const std::system_error&) {
                // no thread to be had: one part
            }
        }
        // The first part's pace stands for both: they are read at once, and are of a size.
        const std::int64_t rowsStart = csv.bytesRead();
        auto onRows = [&](std::int64_t end) -> std::function<void(std::int64_t)> {
            if (!options.progress || end <= rowsStart)
                return {};
            return [&options, rowsStart, end](std::int64_t bytes) {
                options.progress(double(bytes - rowsStart) / double(end - rowsStart));
            };
        };
        first.readRows(csv, sink, later ? split : -1, onRows(later ? split : csv.fileSize()));
        // The cut was at a line start, but a quoted field may hold line breaks: the later part is only
        // right when the first part's last record ended exactly at the cut.
        int parts = 1;
        if (later && later->join() && csv.bytesRead() == split) {
            later->appendTo(out, first, sink, csv.nextLine() - 1);
            parts = 2;
        } else {
            first.readRows(csv, sink, -1, onRows(csv.fileSize()));
        }
        if (options.partsRead)
            *options.partsRead = parts;
        first.finish(sink);
        return out;
    });
}

} // namespace steplens
