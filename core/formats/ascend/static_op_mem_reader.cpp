#include "formats/ascend/static_op_mem_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "text/message.h"

#include <algorithm>

namespace steplens {

ReadResult<StaticOpMemory> readStaticOpMem(const std::string& path)
{
    return guardedRead<StaticOpMemory>(path, [&](DiagnosticSink& sink) -> std::optional<StaticOpMemory> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const int name = table.required("Op Name");
        const int model = table.optional("Model Name");
        const int graph = table.optional("Graph ID");
        const int start = table.required("Node Index Start");
        const int end = table.optional("Node Index End");
        const int size = table.required("Size(KB)");
        if (!table.hasRequired(
                SL_MSG("diag.static-op-mem.header", "header '{header}' lacks Op Name, Node Index Start or Size(KB)"),
                SL_MSG("diag.static-op-mem.file-ignored", "file ignored"), "header"))
            return std::nullopt;
        StaticOpMemory out;
        out.sources.push_back(path);
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            auto kb = formats::valueCell(csv, size, "Size(KB)", sink,
                                         SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding);
            if (!kb)
                continue;
            const std::string op(formats::textCell(csv, name));
            const std::string modelName(formats::textCell(csv, model));
            const long long graphId =
                formats::integerCell(csv, graph, "Graph ID", sink,
                                     SL_ONCE(SL_MSG("diag.action.graph-read-as-1", "graph read as -1")), false)
                    .value_or(-1);
            if (op == "TOTAL") {
                out.totals.push_back({modelName, graphId, *kb});
                continue;
            }
            auto first = formats::integerCell(csv, start, "Node Index Start", sink,
                                              SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
            if (!first)
                continue;
            StaticOpMemRow r;
            r.opName = op;
            r.modelName = modelName;
            r.graphId = graphId;
            r.nodeStart = *first;
            // A missing end is read as "held to the end of the graph", like CANN's 4294967295.
            r.nodeEnd =
                formats::integerCell(
                    csv, end, "Node Index End", sink,
                    SL_ONCE(SL_MSG("diag.action.held-to-the-end-of-the-graph", "held to the end of the graph")), false)
                    .value_or(kStaticNodeOpen);
            r.sizeKB = *kb;
            if (r.nodeEnd < r.nodeStart) {
                sink.warn(csv.line(),
                          SL_MSG("diag.static-op-mem.end-before-start",
                                 "Node Index End {end} lies before Node Index Start {start}")
                              .arg("end", r.nodeEnd)
                              .arg("start", r.nodeStart),
                          SL_MSG("diag.static-op-mem.row-skipped", "row skipped"));
                continue;
            }
            out.rows.push_back(std::move(r));
        }
        rounding.report(sink);
        return out;
    });
}

} // namespace steplens
