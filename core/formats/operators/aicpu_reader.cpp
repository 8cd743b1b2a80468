#include "formats/operators/aicpu_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_second_part.h"
#include "formats/csv_table.h"
#include "formats/lines_in_place.h"
#include "io/csv_reader.h"
#include "io/own_cache_lines.h"
#include "io/plain_numbers.h"
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

// The columns in the order MindSpore writes them, which the in-place path below reads.
bool writtenOrder(const AicpuColumns& c)
{
    return c.headerSize == 7 && c.serial == 0 && c.type == 1 && c.total == 2 && c.dispatch == 3 && c.execution == 4 &&
           c.runStart == 5 && c.runEnd == 6;
}

// The number at `p` followed by a comma: where the next field starts, or nullptr.
inline const char* plainNumberThenComma(const char* p, const char* end, double& value)
{
    const char* q = io::plainDecimalPrefix(p, end, value);
    return q && q < end && *q == ',' ? q + 1 : nullptr;
}

// The number at `p` ending the line with LF or CRLF (MindSpore writes these files with Python's csv module,
// whose lines end in CRLF): where the next line starts, or nullptr.
inline const char* plainNumberThenLineEnd(const char* p, const char* end, double& value)
{
    const char* q = io::plainDecimalPrefix(p, end, value);
    if (!q || q == end)
        return nullptr;
    if (*q == '\r')
        ++q;
    return q < end && *q == '\n' ? q + 1 : nullptr;
}

// The plain row "<serial>,<op_type>,<total>,<dispatch>,<execution>,<run_start>,<run_end>" read in place
// (formats/lines_in_place.h): an unsigned serial, an op type without quotes or surrounding spaces, plain
// decimals, total not negative, run_end not before run_start. Anything else: nullptr, for readRow.
const char* plainAicpuRow(const char* p, const char* const end, AiCpuTasks& out)
{
    std::uint64_t serial = 0;
    const char* q = io::gatherDigits(p, end, serial);
    if (q == p || q - p > 18 || q == end || *q != ',')
        return nullptr;
    const char* const type = q + 1;
    q = type;
    while (q < end && *q != ',' && *q != '"' && *q != '\n' && *q != '\r')
        ++q;
    // io::trim takes any byte up to ' ' off the ends: such a type goes to readRow.
    if (q == type || q == end || *q != ',' || static_cast<unsigned char>(*type) <= ' ' ||
        static_cast<unsigned char>(q[-1]) <= ' ')
        return nullptr;
    const std::string_view opType(type, std::size_t(q - type));
    double total = 0, dispatch = 0, execution = 0, started = 0, ended = 0;
    if (!(q = plainNumberThenComma(q + 1, end, total)) || total < 0 ||
        !(q = plainNumberThenComma(q, end, dispatch)) || !(q = plainNumberThenComma(q, end, execution)) ||
        !(q = plainNumberThenComma(q, end, started)) || !(q = plainNumberThenLineEnd(q, end, ended)) ||
        (ended < started && ended != 0))
        return nullptr;
    AiCpuTask t;
    t.totalNs = msToNanos(total);
    t.dispatchNs = msToNanos(dispatch);
    t.setExecutionNs(msToNanos(execution));
    out.add(t, opType);
    return q;
}

// Rows until the reader has read `stopAt` bytes (-1: the end of the file).
void readRows(io::CsvReader& csv, const AicpuColumns& c, DiagnosticSink& sink, AiCpuTasks& out, std::int64_t stopAt,
              bool rowsInPlace)
{
    const bool inPlace = rowsInPlace && writtenOrder(c);
    // The rows in place come before any readRow, which sizes the table: size it here from the record read
    // last (the header). A second part has read none yet; its first readRow sizes it.
    if (inPlace && !csv.rawRecord().empty())
        formats::reserveForFile(out.rows(), csv);
    formats::readLines(
        csv, stopAt, inPlace, [&](const char* line, const char* end) { return plainAicpuRow(line, end, out); },
        [&] { readRow(csv, c, sink, out); }, [](long long, bool) {});
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
        parts.readFirst = [&](std::int64_t stopAt) { readRows(csv, c, sink, *out, stopAt, options.rowsInPlace); };
        parts.readSecond = [&](io::CsvReader& laterCsv, DiagnosticSink& laterSink) {
            readRows(laterCsv, c, laterSink, *later, -1, options.rowsInPlace);
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
