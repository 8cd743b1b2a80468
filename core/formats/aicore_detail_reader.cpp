#include "formats/aicore_detail_reader.h"

#include "formats/csv_cells.h"
#include "io/csv_reader.h"
#include "io/text.h"

#include <algorithm>
#include <unordered_map>

namespace steplens {

ReadResult<std::vector<OpDetail>> readAicoreDetail(const std::string& path)
{
    return guardedRead<std::vector<OpDetail>>(path, [&](DiagnosticSink& sink) -> std::optional<std::vector<OpDetail>> {
        io::CsvReader csv(path, sink);
        if (!csv.isOpen() || !formats::readHeader(csv, sink))
            return std::nullopt;
        io::HeaderIndex header(csv.fields());
        // "full_op_time" and "full_kernel_time" are typos of MindInsight's test files, kept for them.
        const int name = header.findAny({"full_op_name", "full_kernel_name", "full_op_time", "full_kernel_time"});
        const int time = header.findAny({"execution_time", "task_duration"});
        const int count = header.findAny({"execution_frequency"});
        const int taskType = header.findAny({"task_type"});
        if (name < 0 || time < 0) {
            sink.error(1, "header '" + formats::headerText(csv) + "' is not a known AI Core detail layout", "file ignored");
            return std::nullopt;
        }
        const std::size_t headerSize = csv.size();
        const std::size_t needed = static_cast<std::size_t>(std::max(name, time)) + 1;

        std::vector<OpDetail> out;
        std::unordered_map<std::string, std::int64_t> firstLine;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            OpDetail d;
            d.fullName = std::string(io::trim(csv[name]));
            if (d.fullName.empty()) {
                sink.warn(csv.line(), "operator name is empty", "row skipped");
                continue;
            }
            auto ms = formats::numberCell(csv, time, "execution time", sink, "row skipped");
            if (!ms)
                continue;
            if (*ms < 0) {
                sink.warn(csv.line(), "execution time is negative", "row skipped");
                continue;
            }
            d.avgNs = msToNanos(*ms);
            if (count >= 0) {
                auto n = formats::integerCell(csv, count, "execution_frequency", sink, "count left unknown", false);
                if (n && *n < 0)
                    sink.warn(csv.line(), "execution_frequency is negative", "count left unknown");
                else if (n)
                    d.count = *n;
            }
            if (taskType >= 0)
                d.taskType = std::string(io::trim(csv[taskType]));
            auto [it, inserted] = firstLine.emplace(d.fullName, csv.line());
            if (!inserted)
                sink.warn(csv.line(), "operator '" + formats::preview(d.fullName) + "' already had a row at line " +
                                          std::to_string(it->second), "both rows kept");
            out.push_back(std::move(d));
        }
        if (out.empty())
            sink.info(0, "no operator rows", "no AI Core operator times from this file");
        return out;
    });
}

} // namespace steplens
