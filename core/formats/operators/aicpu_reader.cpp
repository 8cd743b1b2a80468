#include "formats/operators/aicpu_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_second_part.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/own_cache_lines.h"
#include "io/text.h"

#include <algorithm>
#include <optional>

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

        // Each part's table on cache lines of its own (io/own_cache_lines.h); the second holds the rows after
        // the cut, when read in two parts.
        io::OwnCacheLines<AiCpuTasks> out, later;
        formats::CsvRowParts parts;
        parts.readFirst = [&](std::int64_t stopAt) { readRows(csv, c, sink, *out, stopAt); };
        parts.readSecond = [&](io::CsvReader& laterCsv, DiagnosticSink& laterSink) {
            readRows(laterCsv, c, laterSink, *later, -1);
        };
        parts.appendSecond = [&](std::int64_t) { out->append(*later); };
        const int partsRead =
            formats::readRowsInTwoParts(path, csv, sink, options.threads, options.splitMinBytes, parts);
        if (options.partsRead)
            *options.partsRead = partsRead;
        if (out->empty())
            sink.info(0, SL_MSG("diag.aicpu.no-ai-cpu-task-rows", "no AI CPU task rows"),
                      SL_MSG("diag.action.no-ai-cpu-times-from", "no AI CPU times from this file"));
        return std::move(*out);
    });
}

} // namespace steplens
