#include "formats/ascend/op_statistic_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<OpStatistic> readOpStatistic(const std::string& path)
{
    return guardedRead<OpStatistic>(path, [&](DiagnosticSink& sink) -> std::optional<OpStatistic> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const int type = table.required("OP Type");
        const int core = table.required("Core Type");
        const int count = table.optional("Count");
        const int total = table.required("Total Time(us)");
        const int minT = table.optional("Min Time(us)");
        const int avgT = table.optional("Avg Time(us)");
        const int maxT = table.optional("Max Time(us)");
        const int ratio = table.optional("Ratio(%)");
        const int device = table.optional("Device_id");
        const int model = table.optional("Model Name");
        if (!table.hasRequired(SL_MSG("diag.op-statistic.header-lacks-op-type-core",
                                      "header '{header_text}' lacks OP Type, Core Type or Total Time(us)")))
            return std::nullopt;
        OpStatistic out;
        out.sources.push_back(path);
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            OpStatisticRow r;
            r.opType = std::string(formats::textCell(csv, type));
            r.coreType = std::string(formats::textCell(csv, core));
            if (r.opType.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.op-statistic.op-type-is-empty", "OP Type is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            auto t = formats::microsCell(csv, total, "Total Time(us)", sink,
                                         SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding);
            if (!t)
                continue;
            if (*t < 0) {
                sink.warn(csv.line(),
                          SL_MSG("diag.op-statistic.total-time-us-is-negative", "Total Time(us) is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            r.total = *t;
            if (count >= 0) {
                auto n = formats::integerCell(csv, count, "Count", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), true);
                r.count = n && *n > 0 ? *n : 0;
            }
            const DiagnosticText unknown = SL_MSG("diag.action.value-left-0", "value left 0");
            r.min = formats::microsCell(csv, minT, "Min Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.avg = formats::microsCell(csv, avgT, "Avg Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.max = formats::microsCell(csv, maxT, "Max Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.ratioPct = formats::valueCell(csv, ratio, "Ratio(%)", sink, unknown, false, &rounding).value_or(0);
            if (device >= 0) {
                auto d = formats::integerCell(csv, device, "Device_id", sink,
                                              SL_ONCE(SL_MSG("diag.action.device-unknown", "device unknown")), false);
                if (d && *d >= 0 && *d < 1 << 20)
                    r.deviceId = int(*d);
            }
            r.modelName = std::string(formats::textCell(csv, model));
            out.rows.push_back(std::move(r));
        }
        rounding.report(sink);
        if (out.rows.empty())
            sink.info(0, SL_MSG("diag.op-statistic.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.no-op-statistics-from-this", "no op statistics from this file"));
        return out;
    });
}

} // namespace steplens
