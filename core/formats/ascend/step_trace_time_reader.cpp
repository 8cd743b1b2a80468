#include "formats/ascend/step_trace_time_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/numbers.h"
#include "io/text.h"

#include <set>

namespace steplens {

ReadResult<StepTraceTime> readStepTraceTime(const std::string& path)
{
    return guardedRead<StepTraceTime>(path, [&](DiagnosticSink& sink) -> std::optional<StepTraceTime> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const io::HeaderIndex& header = table.header();
        StepTraceTime out;
        out.sources.push_back(path);
        int columns[kStepColumnCount];
        int known = 0;
        for (int i = 0; i < kStepColumnCount; ++i) {
            columns[i] = header.find(stepColumnHeader(StepColumn(i)));
            out.hasColumn[std::size_t(i)] = columns[i] >= 0;
            known += columns[i] >= 0;
        }
        const int step = header.find("Step");
        const int device = header.find("Device_id");
        const int type = header.find("Type");
        const int index = header.find("Index");
        out.hasDeviceId = device >= 0;
        out.clusterForm = type >= 0 && index >= 0;
        if (columns[int(StepColumn::Computing)] < 0 || known < 3) {
            sink.error(1,
                       SL_MSG("diag.step-trace-time.header-is-not-a-step",
                              "header '{header_text}' is not a step_trace_time layout (no Computing column)")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        for (std::size_t i = 0; i < csv.size(); ++i) {
            std::string_view h = io::trim(csv[i]);
            int col = static_cast<int>(i);
            bool used = col == step || col == device || col == type || col == index;
            for (int c : columns)
                used = used || c == col;
            if (!used && !h.empty())
                sink.info(1,
                          SL_MSG("diag.step-trace-time.unknown-column", "unknown column '{preview}'")
                              .arg("preview", formats::preview(h)),
                          SL_MSG("diag.action.column-ignored", "column ignored"));
        }
        if (!out.has(StepColumn::Preparing))
            sink.info(1,
                      SL_MSG("diag.step-trace-time.no-preparing-column-written-by",
                             "no Preparing column (written by profilers before 2025)"),
                      SL_MSG("diag.action.the-host-lead-in-of", "the host lead-in of each step is unknown"));

        const std::size_t headerSize = csv.size();
        formats::RoundingWatch rounding;
        std::set<std::tuple<std::string, int, std::string, std::string>> seen;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, 2, sink))
                continue;
            StepBreakdown row;
            row.step = std::string(formats::textCell(csv, step));
            if (!row.step.empty()) {
                auto n = io::parseInt(row.step);
                if (n)
                    row.stepNum = *n;
                else
                    sink.info(csv.line(),
                              SL_MSG("diag.step-trace-time.step-is-not-a-number", "step '{preview}' is not a number")
                                  .arg("preview", formats::preview(row.step)),
                              SL_MSG("diag.action.kept-as-text", "kept as text"));
            }
            if (device >= 0) {
                auto d = formats::integerCell(csv, device, "Device_id", sink,
                                              SL_ONCE(SL_MSG("diag.action.device-unknown", "device unknown")), false);
                if (d && *d >= 0 && *d < 1 << 20)
                    row.deviceId = int(*d);
            }
            row.type = std::string(formats::textCell(csv, type));
            row.index = std::string(formats::textCell(csv, index));
            bool bad = false;
            for (int i = 0; i < kStepColumnCount; ++i) {
                if (columns[i] < 0)
                    continue;
                const char* name = stepColumnHeader(StepColumn(i));
                if (io::isMissing(csv[std::size_t(columns[i])])) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.step-trace-time.is-empty", "{name} is empty").arg("name", std::string(name)),
                              SL_MSG("diag.action.value-treated-as-absent", "value treated as absent"));
                    continue;
                }
                auto v =
                    formats::microsCell(csv, columns[i], name, sink,
                                        SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding);
                if (!v) {
                    bad = true;
                    break;
                }
                row.values[std::size_t(i)] = *v;
                row.present |= std::uint16_t(1u << i);
            }
            if (bad)
                continue;
            if (row.has(StepColumn::Computing) && row.get(StepColumn::Computing) < 0)
                sink.warn(csv.line(), SL_MSG("diag.step-trace-time.computing-is-negative", "Computing is negative"),
                          SL_MSG("diag.action.row-kept", "row kept"));
            if (!seen.insert({row.step, row.deviceId, row.type, row.index}).second)
                sink.warn(csv.line(),
                          SL_MSG("diag.step-trace-time.step-appears-twice", "step '{step}' appears twice")
                              .arg("step", row.step),
                          SL_MSG("diag.action.both-rows-kept", "both rows kept"));
            out.rows.push_back(std::move(row));
        }
        rounding.report(sink);
        if (out.rows.empty()) {
            sink.error(0, SL_MSG("diag.step-trace-time.no-step-rows", "no step rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        return out;
    });
}

} // namespace steplens
