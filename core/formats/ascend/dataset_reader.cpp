#include "formats/ascend/dataset_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<DatasetRow>> readDatasetCsv(const std::string& path)
{
    return guardedRead<std::vector<DatasetRow>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<DatasetRow>> {
            io::CsvReader csv(path, sink);
            formats::CsvTable table(csv, sink);
            if (!table.isOpen())
                return std::nullopt;
            const int operation = table.required("Operation");
            const int stage = table.optional("Stage");
            const int occurrences = table.optional("Occurrences");
            // The writer puts a space before "(us)"; the documentation does not.
            const int avg = table.required({"Avg. time (us)", "Avg. time(us)", "Avg time(us)"});
            const int custom = table.optional("Custom Info");
            if (!table.hasRequired(SL_MSG("diag.dataset.header-lacks-operation-or-avg",
                                          "header '{header_text}' lacks Operation or Avg. time (us)")))
                return std::nullopt;
            const std::size_t headerSize = table.headerSize();
            const std::size_t needed = table.needed();
            std::vector<DatasetRow> out;
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                DatasetRow r;
                r.operation = std::string(formats::textCell(csv, operation));
                if (r.operation.empty()) {
                    sink.warn(csv.line(), SL_MSG("diag.dataset.operation-is-empty", "Operation is empty"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                auto a = formats::numberCell(csv, avg, "Avg. time (us)", sink,
                                             SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
                if (!a)
                    continue;
                r.avgNs = usToNanos(*a);
                r.stage = std::string(formats::textCell(csv, stage));
                auto n = formats::integerCell(csv, occurrences, "Occurrences", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), false);
                r.occurrences = n && *n > 0 ? *n : 0;
                r.customInfo = std::string(formats::textCell(csv, custom));
                out.push_back(std::move(r));
            }
            return out;
        });
}

} // namespace steplens
