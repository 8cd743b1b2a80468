#include "formats/dataprep/queue_reader.h"

#include "formats/json_lists.h"
#include "io/csv_reader.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cstdint>

namespace steplens {

using formats::quoteCell;

ReadResult<HostQueue> readHostQueue(const std::string& path, bool sinkMode)
{
    return guardedRead<HostQueue>(path, [&](DiagnosticSink& sink) -> std::optional<HostQueue> {
        io::CsvReader text(path, sink, io::CsvReader::Split::Whitespace);
        if (!text.isOpen())
            return std::nullopt;
        HostQueue queue;
        queue.sinkMode = sinkMode;
        queue.sources.push_back(path);
        long long lines = 0, withStamp = 0;
        while (text.next()) {
            ++lines;
            const std::size_t n = text.size();
            if (n < 4) {
                sink.warn(text.line(), "line has " + std::to_string(n) + " fields; a record needs 4 or 5",
                          "line skipped");
                continue;
            }
            if (n > 5)
                sink.warn(text.line(), "line has " + std::to_string(n) + " fields; a record has 4 or 5",
                          "fields after the fifth ignored");
            auto type = io::parseInt(text[0]);
            auto extra = io::parseInt(text[1]);
            auto batch = io::parseInt(text[2]);
            auto value = io::parseDouble(text[3]);
            if (!type || !extra || !batch || !value) {
                const char* what = !type ? "type" : !extra ? "extra_info" : !batch ? "batch number" : "value";
                std::size_t col = !type ? 0 : !extra ? 1 : !batch ? 2 : 3;
                sink.warn(text.line(), std::string(what) + " " + quoteCell(text[col]) + " is not a number",
                          "line skipped");
                continue;
            }
            if (*type != 0 && *type != 1) {
                sink.warn(text.line(), "record type " + std::to_string(*type) + " is neither 0 (time) nor 1 (queue)",
                          "line skipped");
                continue;
            }
            if (*type == 0 && (*extra < 0 || *extra > 2)) {
                sink.warn(text.line(), "time record kind " + std::to_string(*extra) + " is not 0, 1 or 2",
                          "line skipped");
                continue;
            }
            if (*extra < INT32_MIN || *extra > INT32_MAX) {
                sink.warn(text.line(), "extra_info out of range", "line skipped");
                continue;
            }
            HostQueueRecord r;
            r.type = int(*type);
            r.extraInfo = int(*extra);
            r.batch = *batch;
            r.value = *value;
            if (n >= 5) {
                if (auto stamp = io::parseDouble(text[4])) {
                    r.timestampMs = *stamp;
                    ++withStamp;
                } else {
                    sink.warn(text.line(), "time stamp " + quoteCell(text[4]) + " is not a number",
                              "record kept without a time stamp");
                }
            }
            if (r.type == 1 && r.value < 0) {
                sink.warn(text.line(), "negative queue size", "line skipped");
                continue;
            }
            queue.records.push_back(r);
        }
        if (lines == 0) {
            sink.warn(0, "file is empty", "file ignored");
            return std::nullopt;
        }
        if (queue.records.empty()) {
            sink.error(0, "no readable record", "file ignored");
            return std::nullopt;
        }
        if (withStamp != 0 && withStamp != static_cast<long long>(queue.records.size()))
            sink.info(0, std::to_string(queue.records.size() - std::size_t(withStamp)) + " records have no time stamp",
                      "they are left out of time-based views");
        return queue;
    });
}

ReadResult<ChipQueue> readChipQueue(const std::string& path, bool gpu)
{
    return guardedRead<ChipQueue>(path, [&](DiagnosticSink& sink) -> std::optional<ChipQueue> {
        io::CsvReader text(path, sink, io::CsvReader::Split::Whitespace);
        if (!text.isOpen())
            return std::nullopt;
        ChipQueue queue;
        queue.gpu = gpu;
        queue.sources.push_back(path);
        long long lines = 0;
        bool first = true;
        while (text.next()) {
            ++lines;
            std::string_view node = text[0];
            if (first && node == "node_name") {
                first = false;
                continue; // the optional header
            }
            first = false;
            // MindInsight keeps lines whose first token starts with GetNext (Ascend GetNext_dequeue_wait, GPU GetNext).
            if (!io::startsWith(node, "GetNext")) {
                ++queue.otherLines;
                continue;
            }
            if (text.size() < 4) {
                sink.warn(text.line(), "GetNext line has " + std::to_string(text.size()) + " fields; it needs 4",
                          "line skipped");
                continue;
            }
            auto start = io::parseDouble(text[1]);
            auto end = io::parseDouble(text[2]);
            auto size = io::parseInt(text[3]);
            if (!start || !end || !size || *size < 0 || *size > INT32_MAX) {
                std::size_t col = !start ? 1 : !end ? 2 : 3;
                const char* what = col == 1 ? "start time" : col == 2 ? "end time" : "queue size";
                const char* why = col < 3 || !size ? io::whyNotNumber(text[col], col == 3)
                                  : *size < 0      ? "is negative"
                                                   : "is out of range";
                sink.warn(text.line(), std::string(what) + " " + quoteCell(text[col]) + " " + why, "line skipped");
                continue;
            }
            if (*end < *start)
                sink.warn(text.line(), "GetNext ends before it starts", "kept; its duration reads as negative");
            queue.records.push_back(ChipQueueRecord{std::string(node), *start, *end, int(*size)});
        }
        if (lines == 0) {
            sink.warn(0, "file is empty", "file ignored");
            return std::nullopt;
        }
        if (queue.records.empty())
            sink.info(0, "no GetNext line (" + std::to_string(queue.otherLines) + " other lines)",
                      "chip queue shown as empty");
        return queue;
    });
}

} // namespace steplens
