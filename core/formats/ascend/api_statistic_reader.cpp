#include "formats/ascend/api_statistic_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<ApiStatRow>> readApiStatistic(const std::string& path)
{
    return guardedRead<std::vector<ApiStatRow>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<ApiStatRow>> {
            io::CsvReader csv(path, sink);
            if (!csv.isOpen() || !formats::readHeader(csv, sink))
                return std::nullopt;
            io::HeaderIndex h(csv.fields());
            const int level = h.find("Level");
            const int name = h.find("API Name");
            const int time = h.find("Time(us)");
            const int count = h.find("Count");
            const int avg = h.find("Avg(us)");
            const int minT = h.find("Min(us)");
            const int maxT = h.find("Max(us)");
            const int variance = h.find("Variance");
            if (name < 0 || time < 0) {
                sink.error(1,
                           SL_MSG("diag.api-statistic.header-lacks-api-name-or",
                                  "header '{header_text}' lacks API Name or Time(us)")
                               .arg("header_text", formats::headerText(csv)),
                           SL_MSG("diag.action.file-ignored", "file ignored"));
                return std::nullopt;
            }
            const std::size_t headerSize = csv.size();
            const std::size_t needed = std::size_t(std::max(name, time)) + 1;
            std::vector<ApiStatRow> out;
            const Message unknown = SL_MSG("diag.action.value-left-0", "value left 0");
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                ApiStatRow r;
                r.name = std::string(formats::textCell(csv, name));
                auto t =
                    formats::numberCell(csv, time, "Time(us)", sink, SL_MSG("diag.action.row-skipped", "row skipped"));
                if (r.name.empty() || !t) {
                    if (r.name.empty())
                        sink.warn(csv.line(), SL_MSG("diag.api-statistic.api-name-is-empty", "API Name is empty"),
                                  SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                r.totalNs = usToNanos(*t);
                r.level = std::string(formats::textCell(csv, level));
                auto n = formats::integerCell(csv, count, "Count", sink,
                                              SL_MSG("diag.action.count-read-as-0", "count read as 0"), false);
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
