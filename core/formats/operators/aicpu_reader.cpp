#include "formats/operators/aicpu_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<AiCpuTasks> readAicpu(const std::string& path)
{
    return guardedRead<AiCpuTasks>(path, [&](DiagnosticSink& sink) -> std::optional<AiCpuTasks> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const int serial = table.optional("serial_number");
        const int type = table.required({"op_type", "kernel_type", "node_type_name"});
        const int total = table.required("total_time");
        const int dispatch = table.optional("dispatch_time");
        const int execution = table.optional("execution_time");
        const int runStart = table.optional("run_start");
        const int runEnd = table.optional("run_end");
        if (!table.hasRequired(
                SL_MSG("diag.aicpu.header-is-not-a-known", "header '{header_text}' is not a known AI CPU layout")))
            return std::nullopt;
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        const DiagnosticText unknown = SL_MSG("diag.action.value-left-unknown", "value left unknown");

        AiCpuTasks out;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            formats::reserveForFile(out.rows(), csv);
            AiCpuTask t;
            const std::string_view opType = io::trim(csv[type]);
            if (opType.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.aicpu.operator-type-is-empty", "operator type is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            auto totalMs = formats::numberCell(csv, total, "total_time", sink,
                                               SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
            if (!totalMs)
                continue;
            if (*totalMs < 0) {
                sink.warn(csv.line(), SL_MSG("diag.aicpu.total-time-is-negative", "total_time is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            t.totalNs = msToNanos(*totalMs);
            // Checked and reported like the kept columns, but not kept (AiCpuTask).
            formats::integerCell(csv, serial, "serial_number", sink, unknown, false);
            t.dispatchNs = msToNanos(formats::numberCell(csv, dispatch, "dispatch_time", sink,
                                                         SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                                         .value_or(0));
            if (execution >= 0)
                if (auto ms = formats::numberCell(csv, execution, "execution_time", sink, unknown, false))
                    t.setExecutionNs(msToNanos(*ms));
            const double started = formats::numberCell(csv, runStart, "run_start", sink,
                                                       SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                                       .value_or(0);
            const double ended = formats::numberCell(csv, runEnd, "run_end", sink,
                                                     SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")), false)
                                     .value_or(0);
            if (ended < started && ended != 0)
                sink.warn(
                    csv.line(), SL_MSG("diag.aicpu.run-end-is-before-run", "run_end is before run_start"),
                    SL_MSG("diag.action.times-kept-as-written-total", "times kept as written; total_time is used"));
            out.add(t, opType);
        }
        if (out.empty())
            sink.info(0, SL_MSG("diag.aicpu.no-ai-cpu-task-rows", "no AI CPU task rows"),
                      SL_MSG("diag.action.no-ai-cpu-times-from", "no AI CPU times from this file"));
        return out;
    });
}

} // namespace steplens
