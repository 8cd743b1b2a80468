#include "formats/operators/backend_op_type_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/operators/percent_scale.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<OpTypeStat>> readBackendOpTypes(const std::string& path, BackendSide side)
{
    return guardedRead<std::vector<OpTypeStat>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<OpTypeStat>> {
            io::CsvReader csv(path, sink);
            formats::CsvTable table(csv, sink);
            if (!table.isOpen())
                return std::nullopt;
            formats::UnitHeader header(csv.fields());
            const int type = table.required(header.find({"op_type"}));
            const int count = header.find({"type_occurrences", "op_occurrences"});
            const int total = header.find({"total_time", "total_compute_time", "op_total_time"});
            const int avg = header.find({"avg_time", "op_avg_time"});
            const int share = header.find({"total_proportion", "proportion", "percent"});
            table.requireOneOf({total, avg});
            table.need(total);
            table.need(avg);
            if (!table.hasRequired(SL_MSG("diag.backend-op-type.header-is-not-a-known",
                                          "header '{header_text}' is not a known {side_name} op type layout")
                                       .arg("side_name", formats::sideName(side))))
                return std::nullopt;
            // The total column has no unit in CPU files; its avg_time(ms) sibling says it.
            const double unit = header.nanosPerUnit(total).value_or(
                header.nanosPerUnit(avg).value_or(formats::defaultNanosPerUnit(side)));
            const std::size_t headerSize = table.headerSize();
            const std::size_t needed = table.needed();

            std::vector<OpTypeStat> out;
            std::vector<std::optional<double>> shares;
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                OpTypeStat s;
                s.type = std::string(io::trim(csv[type]));
                if (s.type.empty()) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.backend-op-type.operator-type-is-empty", "operator type is empty"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                auto n = formats::integerCell(csv, count, "type_occurrences", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), false);
                s.count = n && *n > 0 ? *n : 0;
                if (total >= 0) {
                    auto t = formats::numberCell(csv, total, "total time", sink,
                                                 SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
                    if (!t)
                        continue;
                    s.totalNs = *t * unit;
                } else {
                    auto a = formats::numberCell(csv, avg, "average time", sink,
                                                 SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
                    if (!a)
                        continue;
                    s.totalNs = *a * unit * double(s.count);
                }
                if (s.totalNs < 0) {
                    sink.warn(csv.line(), SL_MSG("diag.backend-op-type.time-is-negative", "time is negative"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                shares.push_back(formats::numberCell(
                    csv, share, "proportion", sink,
                    SL_ONCE(SL_MSG("diag.action.share-computed-from-the-times", "share computed from the times")),
                    false));
                out.push_back(std::move(s));
            }

            applyShares(out, shares, ShareHint::Fraction, "proportion", sink);
            if (out.empty())
                sink.info(0, SL_MSG("diag.backend-op-type.no-operator-type-rows", "no operator type rows"),
                          SL_MSG("diag.action.no-op-type-times-from", "no op type times from this file"));
            return out;
        });
}

} // namespace steplens
