#include "formats/operators/aicpu_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/line_split.h"
#include "io/text.h"
#include "io/worker_thread.h"

#include <algorithm>
#include <optional>
#include <system_error>

namespace steplens {

namespace {

// Where the columns are, from the header.
struct AicpuColumns {
    int serial = -1, type = -1, total = -1, dispatch = -1, execution = -1, runStart = -1, runEnd = -1;
    std::size_t headerSize = 0, needed = 0;
};

// One row into `out`.
void readRow(const io::CsvReader& csv, const AicpuColumns& c, DiagnosticSink& sink, AiCpuTasks& out)
{
    const DiagnosticText& unknown = SL_ONCE(SL_MSG("diag.action.value-left-unknown", "value left unknown"));
    if (!formats::checkFieldCount(csv, c.headerSize, c.needed, sink))
        return;
    formats::reserveForFile(out.rows(), csv);
    AiCpuTask t;
    const std::string_view opType = io::trim(csv[c.type]);
    if (opType.empty()) {
        sink.warn(csv.line(), SL_MSG("diag.aicpu.operator-type-is-empty", "operator type is empty"),
                  SL_MSG("diag.action.row-skipped", "row skipped"));
        return;
    }
    auto totalMs = formats::numberCell(csv, c.total, "total_time", sink,
                                       SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
    if (!totalMs)
        return;
    if (*totalMs < 0) {
        sink.warn(csv.line(), SL_MSG("diag.aicpu.total-time-is-negative", "total_time is negative"),
                  SL_MSG("diag.action.row-skipped", "row skipped"));
        return;
    }
    t.totalNs = msToNanos(*totalMs);
    // Checked and reported like the kept columns, but not kept (AiCpuTask).
    formats::integerCell(csv, c.serial, "serial_number", sink, unknown, false);
    t.dispatchNs = msToNanos(formats::numberCell(csv, c.dispatch, "dispatch_time", sink,
                                                 SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                                 .value_or(0));
    if (c.execution >= 0)
        if (auto ms = formats::numberCell(csv, c.execution, "execution_time", sink, unknown, false))
            t.setExecutionNs(msToNanos(*ms));
    const double started = formats::numberCell(csv, c.runStart, "run_start", sink,
                                               SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                               .value_or(0);
    const double ended = formats::numberCell(csv, c.runEnd, "run_end", sink,
                                             SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                             .value_or(0);
    if (ended < started && ended != 0)
        sink.warn(csv.line(), SL_MSG("diag.aicpu.run-end-is-before-run", "run_end is before run_start"),
                  SL_MSG("diag.action.times-kept-as-written-total", "times kept as written; total_time is used"));
    out.add(t, opType);
}

// Rows until the reader has read `stopAt` bytes (-1: the end of the file).
void readRows(io::CsvReader& csv, const AicpuColumns& c, DiagnosticSink& sink, AiCpuTasks& out, std::int64_t stopAt)
{
    while ((stopAt < 0 || csv.bytesRead() < stopAt) && csv.next())
        readRow(csv, c, sink, out);
}

// The rows after `offset`, read on a thread of its own into tasks and diagnostics of their own.
class LaterRows
{
public:
    LaterRows(const std::string& path, std::int64_t offset, const AicpuColumns& columns)
        : m_sink(m_diagnostics, path)
    {
        m_worker.start([this, path, offset, columns] {
            io::CsvReader csv(path, m_sink);
            if (!csv.startAt(offset)) {
                m_failed = true;
                return;
            }
            readRows(csv, columns, m_sink, m_tasks, -1);
        });
    }

    // Waits; false when the part could not be read (the first part then reads on instead). Rethrows
    // what the part threw (out of memory, most likely: guardedRead says so).
    bool join()
    {
        m_worker.join();
        return !m_failed;
    }

    // Appends this part after `out`, whose reader ended at this part's line `lineOffset` + 1: the
    // diagnostics go through `sink` (its limit applies to both parts as to one), renumbered.
    void appendTo(AiCpuTasks& out, DiagnosticSink& sink, std::int64_t lineOffset)
    {
        for (Diagnostic& d : m_diagnostics)
            sink.add(d.severity, d.line > 0 ? d.line + lineOffset : d.line, std::move(d.message), std::move(d.action),
                     d.byteOffset);
        sink.addSuppressed(m_sink.suppressed());
        out.append(m_tasks);
    }

private:
    Diagnostics m_diagnostics;
    DiagnosticSink m_sink;
    AiCpuTasks m_tasks;
    bool m_failed = false;
    io::WorkerThread m_worker; // last: joined before the members it writes are destroyed
};

} // namespace

ReadResult<AiCpuTasks> readAicpu(const std::string& path, const AicpuReadOptions& options)
{
    return guardedRead<AiCpuTasks>(path, [&](DiagnosticSink& sink) -> std::optional<AiCpuTasks> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        AicpuColumns c;
        c.serial = table.optional("serial_number");
        c.type = table.required({"op_type", "kernel_type", "node_type_name"});
        c.total = table.required("total_time");
        c.dispatch = table.optional("dispatch_time");
        c.execution = table.optional("execution_time");
        c.runStart = table.optional("run_start");
        c.runEnd = table.optional("run_end");
        if (!table.hasRequired(
                SL_MSG("diag.aicpu.header-is-not-a-known", "header '{header_text}' is not a known AI CPU layout")))
            return std::nullopt;
        c.headerSize = table.headerSize();
        c.needed = table.needed();

        AiCpuTasks out;
        const std::int64_t split = io::secondPartStart(path, csv, options.threads, options.splitMinBytes);
        std::optional<LaterRows> later;
        if (split > csv.bytesRead()) {
            try {
                later.emplace(path, split, c);
            } catch (const std::system_error&) {
                // no thread to be had: one part
            }
        }
        readRows(csv, c, sink, out, later ? split : -1);
        // The cut was at a line start, but a quoted field may hold line breaks: the later part is only
        // right when the first part's last record ended exactly at the cut.
        int parts = 1;
        if (later && later->join() && csv.bytesRead() == split) {
            later->appendTo(out, sink, csv.nextLine() - 1);
            parts = 2;
        } else {
            readRows(csv, c, sink, out, -1);
        }
        if (options.partsRead)
            *options.partsRead = parts;
        if (out.empty())
            sink.info(0, SL_MSG("diag.aicpu.no-ai-cpu-task-rows", "no AI CPU task rows"),
                      SL_MSG("diag.action.no-ai-cpu-times-from", "no AI CPU times from this file"));
        return out;
    });
}

} // namespace steplens
