#include "formats/ascend/op_statistic_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<OpStatistic> readOpStatistic(const std::string& path)
{
    return guardedRead<OpStatistic>(path, [&](DiagnosticSink& sink) -> std::optional<OpStatistic> {
        io::CsvReader csv(path, sink);
        if (!csv.isOpen() || !formats::readHeader(csv, sink))
            return std::nullopt;
        io::HeaderIndex header(csv.fields());
        const int type = header.find("OP Type");
        const int core = header.find("Core Type");
        const int count = header.find("Count");
        const int total = header.find("Total Time(us)");
        const int minT = header.find("Min Time(us)");
        const int avgT = header.find("Avg Time(us)");
        const int maxT = header.find("Max Time(us)");
        const int ratio = header.find("Ratio(%)");
        const int device = header.find("Device_id");
        const int model = header.find("Model Name");
        if (type < 0 || core < 0 || total < 0) {
            sink.error(1,
                       SL_MSG("diag.op-statistic.header-lacks-op-type-core",
                              "header '{header_text}' lacks OP Type, Core Type or Total Time(us)")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        OpStatistic out;
        out.sources.push_back(path);
        const std::size_t headerSize = csv.size();
        const std::size_t needed = std::size_t(std::max({type, core, total})) + 1;
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
                                         SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
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
                                              SL_MSG("diag.action.count-read-as-0", "count read as 0"), true);
                r.count = n && *n > 0 ? *n : 0;
            }
            const Message unknown = SL_MSG("diag.action.value-left-0", "value left 0");
            r.min = formats::microsCell(csv, minT, "Min Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.avg = formats::microsCell(csv, avgT, "Avg Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.max = formats::microsCell(csv, maxT, "Max Time(us)", sink, unknown, false, &rounding).value_or(0);
            r.ratioPct = formats::valueCell(csv, ratio, "Ratio(%)", sink, unknown, false, &rounding).value_or(0);
            if (device >= 0) {
                auto d = formats::integerCell(csv, device, "Device_id", sink,
                                              SL_MSG("diag.action.device-unknown", "device unknown"), false);
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
