#include "formats/operators/backend_op_detail_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/operators/percent_scale.h"
#include "io/text.h"
#include "model/op_names.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<BackendOpDetail>> readBackendOpDetails(const std::string& path, BackendSide side)
{
    using Rows = std::vector<BackendOpDetail>;
    return guardedRead<Rows>(path, [&](DiagnosticSink& sink) -> std::optional<Rows> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        formats::UnitHeader header(csv.fields());
        const int opSide = header.find({"op_side"});
        const int type = header.find({"op_type"});
        const int name = header.find({"op_name"});
        const int fullName = table.required(header.find({"op_full_name", "full_op_name"}));
        const int count = header.find({"op_occurrences"});
        const int total = header.find({"op_total_time"});
        const int avg = header.find({"op_avg_time"});
        const int share = header.find({"total_proportion", "proportion"});
        const int cudaTime = header.find({"cuda_activity_cost_time"});
        const int cudaCalls = header.find({"cuda_activity_call_count"});
        table.requireOneOf({total, avg});
        table.need(total);
        table.need(avg);
        if (!table.hasRequired(SL_MSG("diag.backend-op-detail.header-is-not-a-known",
                                      "header '{header_text}' is not a known {side_name} op detail layout")
                                   .arg("side_name", formats::sideName(side))))
            return std::nullopt;
        const double fallback = formats::defaultNanosPerUnit(side);
        const double totalUnit = header.nanosPerUnit(total).value_or(header.nanosPerUnit(avg).value_or(fallback));
        const double avgUnit = header.nanosPerUnit(avg).value_or(totalUnit);
        const double cudaUnit = header.nanosPerUnit(cudaTime).value_or(1e3);
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        const DiagnosticText unknown = SL_MSG("diag.action.value-left-unknown", "value left unknown");

        Rows out;
        std::vector<std::optional<double>> shares;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            BackendOpDetail d;
            d.fullName = std::string(io::trim(csv[fullName]));
            if (d.fullName.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.backend-op-detail.operator-name-is-empty", "operator name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            d.side = opSide >= 0 ? std::string(io::trim(csv[opSide])) : std::string();
            d.type = type >= 0 ? std::string(io::trim(csv[type])) : std::string();
            if (d.type.empty())
                d.type = opTypeFromName(d.fullName);
            d.name = name >= 0 ? std::string(io::trim(csv[name])) : std::string();
            if (d.name.empty())
                d.name = std::string(opShortName(d.fullName));
            d.occurrences = std::max(
                0LL, formats::integerCell(csv, count, "op_occurrences", sink,
                                          SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), false)
                         .value_or(0));
            auto t = formats::numberCell(csv, total, "op_total_time", sink, unknown, false);
            auto a = formats::numberCell(csv, avg, "op_avg_time", sink, unknown, false);
            if (!t && !a) {
                sink.warn(csv.line(), SL_MSG("diag.backend-op-detail.no-usable-time", "no usable time"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            d.totalNs = t ? *t * totalUnit : *a * avgUnit * double(d.occurrences);
            d.avgNs = a ? *a * avgUnit : (d.occurrences > 0 ? d.totalNs / double(d.occurrences) : 0.0);
            if (d.totalNs < 0 || d.avgNs < 0) {
                sink.warn(csv.line(), SL_MSG("diag.backend-op-detail.time-is-negative", "time is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            if (auto c = formats::numberCell(csv, cudaTime, "cuda_activity_cost_time", sink, unknown, false))
                d.cudaActivityNs = *c * cudaUnit;
            d.cudaActivityCalls =
                formats::integerCell(csv, cudaCalls, "cuda_activity_call_count", sink, unknown, false).value_or(-1);
            shares.push_back(formats::numberCell(
                csv, share, "proportion", sink,
                SL_ONCE(SL_MSG("diag.action.share-computed-from-the-times", "share computed from the times")), false));
            out.push_back(std::move(d));
        }

        applyShares(out, shares, ShareHint::Fraction, "proportion", sink);
        if (out.empty())
            sink.info(0, SL_MSG("diag.backend-op-detail.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.no-op-times-from-this", "no op times from this file"));
        return out;
    });
}

} // namespace steplens
