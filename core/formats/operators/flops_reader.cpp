#include "formats/operators/flops_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/numbers.h"
#include "io/text.h"

namespace steplens {

ReadResult<FlopsTable> readFlops(const std::string& path)
{
    return guardedRead<FlopsTable>(path, [&](DiagnosticSink& sink) -> std::optional<FlopsTable> {
        io::CsvReader csv(path, sink);
        csv.allowUnterminatedLastLine(); // MindSpore writes this file without a final line break
        formats::CsvTable opened(csv, sink);
        if (!opened.isOpen())
            return std::nullopt;
        const int name = opened.optional({"op_full_name", "full_kernel_name", "full_op_name"});
        if (name != 0 || csv.size() < 2) {
            sink.error(1,
                       SL_MSG("diag.flops.header-is-not-a-known", "header '{header_text}' is not a known FLOPs layout")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        FlopsTable table;
        for (std::size_t i = 1; i < csv.size(); ++i)
            table.headers.emplace_back(io::trim(csv[i]));
        const std::size_t headerSize = csv.size();

        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, headerSize, sink))
                continue;
            FlopsRow row;
            row.fullName = std::string(io::trim(csv[0]));
            if (row.fullName.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.flops.operator-name-is-empty", "operator name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            bool ok = true;
            for (std::size_t i = 1; i < headerSize && ok; ++i) {
                auto v = io::parseDouble(csv[i]);
                if (!v) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.flops.is-not-a-number", "{i} '{preview}' is not a number")
                                  .arg("i", table.headers[i - 1])
                                  .arg("preview", formats::preview(csv[i])),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    ok = false;
                } else {
                    row.values.push_back(*v);
                }
            }
            if (!ok)
                continue;
            auto [it, inserted] = table.rows.try_emplace(row.fullName);
            if (!inserted)
                sink.warn(csv.line(),
                          SL_MSG("diag.flops.operator-appears-twice", "operator '{preview}' appears twice")
                              .arg("preview", formats::preview(row.fullName)),
                          SL_MSG("diag.action.later-row-kept", "later row kept"));
            it->second = std::move(row);
        }
        if (table.rows.empty())
            sink.info(0, SL_MSG("diag.flops.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.no-flops-from-this-file", "no FLOPs from this file"));
        return table;
    });
}

} // namespace steplens
