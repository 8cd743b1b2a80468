#include "formats/operators/aicpu_op_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<DataPreprocessRow>> readDataPreprocess(const std::string& path)
{
    return guardedRead<std::vector<DataPreprocessRow>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<DataPreprocessRow>> {
            io::CsvReader csv(path, sink);
            formats::CsvTable table(csv, sink);
            if (!table.isOpen())
                return std::nullopt;
            const int node = table.required("Node");
            const int time = table.optional("Timestamp(us)");
            const int compute = table.optional("Compute_time(us)");
            const int memcpy = table.optional("Memcpy_time(us)");
            const int task = table.optional("Task_time(us)");
            const int dispatch = table.optional("Dispatch_time(us)");
            const int total = table.required("Total_time(us)");
            const int stream = table.optional("Stream ID");
            const int taskId = table.optional("Task ID");
            if (!table.hasRequired(SL_MSG("diag.aicpu-op.header-lacks-node-or-total",
                                          "header '{header_text}' lacks Node or Total_time(us)")))
                return std::nullopt;
            const std::size_t headerSize = table.headerSize();
            const std::size_t needed = table.needed();
            formats::RoundingWatch rounding;
            std::vector<DataPreprocessRow> out;
            const DiagnosticText unknown = SL_MSG("diag.action.value-left-0", "value left 0");
            auto us = [&](int col, const char* name) {
                return usToNanos(formats::valueCell(csv, col, name, sink, unknown, false, &rounding).value_or(0));
            };
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                DataPreprocessRow r;
                r.node = std::string(formats::textCell(csv, node));
                auto t = formats::valueCell(csv, total, "Total_time(us)", sink,
                                            SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding);
                if (r.node.empty() || !t) {
                    if (r.node.empty())
                        sink.warn(csv.line(), SL_MSG("diag.aicpu-op.node-is-empty", "Node is empty"),
                                  SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                r.totalNs = usToNanos(*t);
                r.timestamp =
                    formats::microsCell(csv, time, "Timestamp(us)", sink, unknown, false, &rounding).value_or(0);
                r.computeNs = us(compute, "Compute_time(us)");
                r.memcpyNs = us(memcpy, "Memcpy_time(us)");
                r.taskNs = us(task, "Task_time(us)");
                r.dispatchNs = us(dispatch, "Dispatch_time(us)");
                auto s = formats::integerCell(csv, stream, "Stream ID", sink,
                                              SL_ONCE(SL_MSG("diag.action.stream-unknown", "stream unknown")), false);
                r.streamId = s && *s >= 0 && *s < 1 << 30 ? int(*s) : -1;
                r.taskId = formats::integerCell(csv, taskId, "Task ID", sink,
                                                SL_ONCE(SL_MSG("diag.action.task-unknown", "task unknown")), false)
                               .value_or(-1);
                out.push_back(std::move(r));
            }
            rounding.report(sink);
            return out;
        });
}

} // namespace steplens
