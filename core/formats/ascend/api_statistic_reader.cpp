#include "formats/ascend/api_statistic_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<ApiStatRow>> readApiStatistic(const std::string& path)
{
    return guardedRead<std::vector<ApiStatRow>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<ApiStatRow>> {
            io::CsvReader csv(path, sink);
            formats::CsvTable table(csv, sink);
            if (!table.isOpen())
                return std::nullopt;
            const int level = table.optional("Level");
            const int name = table.required("API Name");
            const int time = table.required("Time(us)");
            const int count = table.optional("Count");
            const int avg = table.optional("Avg(us)");
            const int minT = table.optional("Min(us)");
            const int maxT = table.optional("Max(us)");
            const int variance = table.optional("Variance");
            if (!table.hasRequired(SL_MSG("diag.api-statistic.header-lacks-api-name-or",
                                          "header '{header_text}' lacks API Name or Time(us)")))
                return std::nullopt;
            const std::size_t headerSize = table.headerSize();
            const std::size_t needed = table.needed();
            std::vector<ApiStatRow> out;
            const DiagnosticText unknown = SL_MSG("diag.action.value-left-0", "value left 0");
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                ApiStatRow r;
                r.name = std::string(formats::textCell(csv, name));
                auto t = formats::numberCell(csv, time, "Time(us)", sink,
                                             SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
                if (r.name.empty() || !t) {
                    if (r.name.empty())
                        sink.warn(csv.line(), SL_MSG("diag.api-statistic.api-name-is-empty", "API Name is empty"),
                                  SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                r.totalNs = usToNanos(*t);
                r.level = std::string(formats::textCell(csv, level));
                auto n = formats::integerCell(csv, count, "Count", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), false);
                r.count = n && *n > 0 ? *n : 0;
                r.avgNs = usToNanos(formats::numberCell(csv, avg, "Avg(us)", sink, unknown, false).value_or(0));
                r.minNs = usToNanos(formats::numberCell(csv, minT, "Min(us)", sink, unknown, false).value_or(0));
                r.maxNs = usToNanos(formats::numberCell(csv, maxT, "Max(us)", sink, unknown, false).value_or(0));
                r.variance = formats::numberCell(csv, variance, "Variance", sink, unknown, false).value_or(0);
                out.push_back(std::move(r));
            }
            return out;
        });
}

} // namespace steplens
