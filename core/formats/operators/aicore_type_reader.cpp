#include "formats/operators/aicore_type_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/operators/percent_scale.h"
#include "io/csv_reader.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

ReadResult<std::vector<OpTypeStat>> readAicoreType(const std::string& path)
{
    return guardedRead<std::vector<OpTypeStat>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<OpTypeStat>> {
            io::CsvReader csv(path, sink);
            formats::CsvTable table(csv, sink);
            if (!table.isOpen())
                return std::nullopt;
            const int type = table.required({"op_type", "kernel_type"});
            const int msTime = table.optional("execution_time"); // MindSpore 1.x: sum of averages, ms
            // Otherwise msprof-based: total_time or task_time, sum of totals, ms.
            const int time = table.required({"execution_time", "total_time", "task_time"});
            const int count = table.optional("execution_frequency");
            const int percent = table.optional("percent");
            if (!table.hasRequired(SL_MSG("diag.aicore-type.header-is-not-a-known",
                                          "header '{header_text}' is not a known AI Core type layout")))
                return std::nullopt;
            const std::size_t headerSize = table.headerSize();
            const std::size_t needed = table.needed();

            std::vector<OpTypeStat> out;
            std::vector<double> shares; // as written, for the rows that have one
            std::vector<bool> hasShare;
            while (csv.next()) {
                if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                    continue;
                OpTypeStat s;
                s.type = std::string(io::trim(csv[type]));
                if (s.type.empty()) {
                    sink.warn(csv.line(), SL_MSG("diag.aicore-type.operator-type-is-empty", "operator type is empty"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                auto ms = formats::numberCell(csv, time, "time", sink,
                                              SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
                if (!ms)
                    continue;
                if (*ms < 0) {
                    sink.warn(csv.line(), SL_MSG("diag.aicore-type.time-is-negative", "time is negative"),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                s.totalNs = msToNanos(*ms);
                if (count >= 0) {
                    auto n =
                        formats::integerCell(csv, count, "execution_frequency", sink,
                                             SL_ONCE(SL_MSG("diag.action.count-read-as-0", "count read as 0")), false);
                    s.count = n && *n > 0 ? *n : 0;
                }
                bool shareKnown = false;
                double share = 0;
                if (percent >= 0) {
                    if (auto written = formats::numberCell(csv, percent, "percent", sink,
                                                           SL_ONCE(SL_MSG("diag.action.share-computed-from-the-times",
                                                                          "share computed from the times")),
                                                           false)) {
                        if (*written < 0) {
                            sink.warn(csv.line(), SL_MSG("diag.aicore-type.percent-is-negative", "percent is negative"),
                                      SL_MSG("diag.action.share-computed-from-the-times",
                                             "share computed from the times"));
                        } else {
                            shareKnown = true;
                            share = *written;
                        }
                    }
                }
                formats::reserveForFile(shares, csv);
                formats::reserveForFile(out, csv);
                hasShare.push_back(shareKnown);
                shares.push_back(share);
                out.push_back(std::move(s));
            }

            double totalNs = 0;
            for (const auto& s : out)
                totalNs += s.totalNs;
            std::vector<double> written;
            for (std::size_t i = 0; i < out.size(); ++i)
                if (hasShare[i])
                    written.push_back(shares[i]);
            ShareScale scale;
            if (percent >= 0 && !written.empty()) {
                scale = decideShareScale(written, msTime >= 0 ? ShareHint::Percent : ShareHint::Fraction, "percent");
                if (!scale.explanation.empty())
                    sink.info(0, scale.explanation, scale.action());
            } else if (!out.empty()) {
                sink.info(1, SL_MSG("diag.aicore-type.no-percent-values", "no percent values"),
                          SL_MSG("diag.action.shares-computed-from-the-times", "shares computed from the times"));
            }
            for (std::size_t i = 0; i < out.size(); ++i) {
                if (hasShare[i])
                    out[i].percent = scale.fraction ? shares[i] * 100.0 : shares[i];
                else
                    out[i].percent = totalNs > 0 ? out[i].totalNs / totalNs * 100.0 : 0.0;
            }
            if (out.empty())
                sink.info(0, SL_MSG("diag.aicore-type.no-operator-type-rows", "no operator type rows"),
                          SL_MSG("diag.action.no-ai-core-type-times", "no AI Core type times from this file"));
            return out;
        });
}

} // namespace steplens
