#include "formats/operators/aicore_detail_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/text.h"
#include "model/row_index.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace steplens {

ReadResult<std::vector<OpDetail>> readAicoreDetail(const std::string& path)
{
    return guardedRead<std::vector<OpDetail>>(path, [&](DiagnosticSink& sink) -> std::optional<std::vector<OpDetail>> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        // "full_op_time" and "full_kernel_time" are typos of MindInsight's test files, kept for them.
        const int name = table.required({"full_op_name", "full_kernel_name", "full_op_time", "full_kernel_time"});
        const int time = table.required({"execution_time", "task_duration"});
        const int count = table.optional("execution_frequency");
        const int taskType = table.optional("task_type");
        if (!table.hasRequired(SL_MSG("diag.aicore-detail.header-is-not-a-known",
                                      "header '{header_text}' is not a known AI Core detail layout")))
            return std::nullopt;
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();

        std::vector<OpDetail> out;
        std::vector<std::int64_t> lines; // file line of each row in `out`
        // The rows' full names, indexed for the repeated-name check without copying each name into a map.
        RowIndex names;
        auto nameAt = [&out](std::size_t i) -> std::string_view { return out[i].fullName; };
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            const std::string_view nameText = io::trim(csv[name]);
            if (nameText.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.aicore-detail.operator-name-is-empty", "operator name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            const std::uint32_t nameHash = RowIndex::hashOf(nameText);
            names.prefetch(nameHash);
            OpDetail d;
            d.fullName = std::string(nameText);
            auto ms = formats::numberCell(csv, time, "execution time", sink,
                                          SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
            if (!ms)
                continue;
            if (*ms < 0) {
                sink.warn(csv.line(),
                          SL_MSG("diag.aicore-detail.execution-time-is-negative", "execution time is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            d.avgNs = msToNanos(*ms);
            if (count >= 0) {
                auto n = formats::integerCell(csv, count, "execution_frequency", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-left-unknown", "count left unknown")),
                                              false);
                if (n && *n < 0)
                    sink.warn(
                        csv.line(),
                        SL_MSG("diag.aicore-detail.execution-frequency-is-negative", "execution_frequency is negative"),
                        SL_MSG("diag.action.count-left-unknown", "count left unknown"));
                else if (n)
                    d.count = *n;
            }
            if (taskType >= 0)
                d.taskType = std::string(io::trim(csv[taskType]));
            formats::reserveForFile(out, csv);
            formats::reserveForFile(lines, csv);
            out.push_back(std::move(d));
            lines.push_back(csv.line());
            const long earlier = names.findOrAdd(nameText, nameHash, out.size() - 1, nameAt);
            if (earlier >= 0)
                sink.warn(csv.line(),
                          SL_MSG("diag.aicore-detail.operator-already-had-a-row",
                                 "operator '{full_name}' already had a row at line {earlier}")
                              .arg("full_name", formats::preview(out.back().fullName))
                              .arg("earlier", std::to_string(lines[std::size_t(earlier)])),
                          SL_MSG("diag.action.both-rows-kept", "both rows kept"));
        }
        if (out.empty())
            sink.info(0, SL_MSG("diag.aicore-detail.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.no-ai-core-operator-times", "no AI Core operator times from this file"));
        return out;
    });
}

} // namespace steplens
