#include "formats/dataprep/queue_reader.h"

#include "formats/csv_cells.h"
#include "formats/json_lists.h"
#include "formats/lines_in_place.h"
#include "io/csv_reader.h"
#include "io/numbers.h"
#include "io/plain_numbers.h"
#include "io/text.h"

#include <cstdint>

namespace steplens {

using formats::quoteCell;

namespace {

// The line nearly every host queue file is made of, parsed in place: "<0|1> <extra> <batch> <value>
// [<stamp>]\n" with single spaces, extra and batch unsigned (at most 9 and 18 digits), value and stamp
// plain decimals (io::plainDecimalPrefix, the digits parseDouble would read the same way). Returns where
// the next line starts, or nullptr for anything else (a CR, a tab, a sign, an exponent, a bad or
// out-of-range field), which the careful path reads and reports. Through CsvReader's fields this took
// 89 ns a line, over half of a 1.x folder's critical path (BENCHMARKS.md, "The host queue and AI CPU
// rows in place").
const char* plainHostQueueLine(const char* p, const char* const end, HostQueueRecord& r, bool& stamped)
{
    if (end - p < 8 || (p[0] != '0' && p[0] != '1') || p[1] != ' ')
        return nullptr;
    const std::int8_t type = std::int8_t(p[0] - '0');
    p += 2;
    std::uint64_t extra = 0, batch = 0;
    const char* q = io::gatherDigits(p, end, extra);
    if (q == p || q - p > 9 || q == end || *q != ' ' || (type == 0 && extra > 2))
        return nullptr;
    p = q + 1;
    q = io::gatherDigits(p, end, batch);
    if (q == p || q - p > 18 || q == end || *q != ' ')
        return nullptr;
    double value = 0;
    q = io::plainDecimalPrefix(q + 1, end, value);
    if (!q || q == end || (type == 1 && value < 0))
        return nullptr;
    r = HostQueueRecord{}; // no time stamp left over from the line before
    r.type = type;
    r.extraInfo = std::int32_t(extra);
    r.batch = static_cast<long long>(batch);
    r.value = value;
    if (*q == '\n') {
        stamped = false;
        return q + 1;
    }
    double stamp = 0;
    if (*q != ' ' || !(q = io::plainDecimalPrefix(q + 1, end, stamp)) || q == end || *q != '\n')
        return nullptr;
    r.setTimestampMs(stamp);
    stamped = true;
    return q + 1;
}

// One record through CsvReader's fields, with a diagnostic for whatever is wrong with it.
void readHostQueueFields(const io::CsvReader& text, DiagnosticSink& sink, HostQueue& queue, long long& withStamp)
{
    const std::size_t n = text.size();
    if (n < 4) {
        sink.warn(text.line(),
                  SL_MSG("diag.queue.line-has-fields-a-record", "line has {n} fields; a record needs 4 or 5")
                      .arg("n", std::to_string(n)),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    if (n > 5)
        sink.warn(text.line(),
                  SL_MSG("diag.queue.line-has-fields-a-record-2", "line has {n} fields; a record has 4 or 5")
                      .arg("n", std::to_string(n)),
                  SL_MSG("diag.action.fields-after-the-fifth-ignored", "fields after the fifth ignored"));
    auto type = io::parseInt(text[0]);
    auto extra = io::parseInt(text[1]);
    auto batch = io::parseInt(text[2]);
    auto value = io::parseDouble(text[3]);
    if (!type || !extra || !batch || !value) {
        const char* what = !type ? "type" : !extra ? "extra_info" : !batch ? "batch number" : "value";
        std::size_t col = !type ? 0 : !extra ? 1 : !batch ? 2 : 3;
        sink.warn(text.line(),
                  SL_MSG("diag.queue.is-not-a-number", "{what} {quote_cell} is not a number")
                      .arg("what", std::string(what))
                      .arg("quote_cell", quoteCell(text[col])),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    if (*type != 0 && *type != 1) {
        sink.warn(text.line(),
                  SL_MSG("diag.queue.record-type-is-neither-0", "record type {type} is neither 0 (time) nor 1 (queue)")
                      .arg("type", std::to_string(*type)),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    if (*type == 0 && (*extra < 0 || *extra > 2)) {
        sink.warn(text.line(),
                  SL_MSG("diag.queue.time-record-kind-is-not", "time record kind {extra} is not 0, 1 or 2")
                      .arg("extra", std::to_string(*extra)),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    if (*extra < INT32_MIN || *extra > INT32_MAX) {
        sink.warn(text.line(), SL_MSG("diag.queue.extra-info-out-of-range", "extra_info out of range"),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    HostQueueRecord r;
    r.type = std::int8_t(*type);
    r.extraInfo = std::int32_t(*extra);
    r.batch = *batch;
    r.value = *value;
    bool stamped = false;
    if (n >= 5) {
        if (auto stamp = io::parseDouble(text[4])) {
            r.setTimestampMs(*stamp);
            stamped = true;
        } else {
            sink.warn(text.line(),
                      SL_MSG("diag.queue.time-stamp-is-not-a", "time stamp {quote_cell} is not a number")
                          .arg("quote_cell", quoteCell(text[4])),
                      SL_MSG("diag.action.record-kept-without-a-time", "record kept without a time stamp"));
        }
    }
    if (r.type == 1 && r.value < 0) {
        sink.warn(text.line(), SL_MSG("diag.queue.negative-queue-size", "negative queue size"),
                  SL_MSG("diag.action.line-skipped", "line skipped"));
        return;
    }
    withStamp += stamped;
    queue.records.push_back(r);
}

} // namespace

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
        HostQueueRecord r;
        bool stamped = false;
        while (true) {
            // The whole lines of the window that take the plain form, in place; the first line, and any
            // other, through next().
            lines += formats::parseLinesInPlace(text, -1, [&](const char* line, const char* end) {
                const char* next = plainHostQueueLine(line, end, r, stamped);
                if (next) {
                    queue.records.push_back(r);
                    withStamp += stamped;
                }
                return next;
            });
            if (!text.next())
                break;
            ++lines;
            formats::reserveForFile(queue.records, text);
            readHostQueueFields(text, sink, queue, withStamp);
        }
        if (lines == 0) {
            sink.warn(0, SL_MSG("diag.queue.file-is-empty", "file is empty"),
                      SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        if (queue.records.empty()) {
            sink.error(0, SL_MSG("diag.queue.no-readable-record", "no readable record"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        if (withStamp != 0 && withStamp != static_cast<long long>(queue.records.size()))
            sink.info(0,
                      SL_MSG("diag.queue.records-have-no-time-stamp", "{size_t} records have no time stamp")
                          .arg("size_t", std::to_string(queue.records.size() - std::size_t(withStamp))),
                      SL_MSG("diag.action.they-are-left-out-of", "they are left out of time-based views"));
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
                sink.warn(text.line(),
                          SL_MSG("diag.queue.getnext-line-has-fields-it", "GetNext line has {count} fields; it needs 4")
                              .arg("count", std::to_string(text.size())),
                          SL_MSG("diag.action.line-skipped", "line skipped"));
                continue;
            }
            auto start = io::parseDouble(text[1]);
            auto end = io::parseDouble(text[2]);
            auto size = io::parseInt(text[3]);
            if (!start || !end || !size || *size < 0 || *size > INT32_MAX) {
                std::size_t col = !start ? 1 : !end ? 2 : 3;
                const char* what = col == 1 ? "start time" : col == 2 ? "end time" : "queue size";
                Message why = col < 3 || !size ? io::whyNotNumber(text[col], col == 3)
                              : *size < 0      ? SL_MSG("io.number.negative", "is negative")
                                               : SL_MSG("io.number.out-of-range", "is out of range");
                sink.warn(text.line(),
                          SL_MSG("diag.queue.text", "{what} {quote_cell} {why}")
                              .arg("what", std::string(what))
                              .arg("quote_cell", quoteCell(text[col]))
                              .arg("why", why),
                          SL_MSG("diag.action.line-skipped", "line skipped"));
                continue;
            }
            if (*end < *start)
                sink.warn(text.line(),
                          SL_MSG("diag.queue.getnext-ends-before-it-starts", "GetNext ends before it starts"),
                          SL_MSG("diag.action.kept-its-duration-reads-as", "kept; its duration reads as negative"));
            formats::reserveForFile(queue.records, text);
            queue.records.push_back(ChipQueueRecord{std::string(node), *start, *end, int(*size)});
        }
        if (lines == 0) {
            sink.warn(0, SL_MSG("diag.queue.file-is-empty", "file is empty"),
                      SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        if (queue.records.empty())
            sink.info(0,
                      SL_MSG("diag.queue.no-getnext-line-other-lines", "no GetNext line ({other_lines} other lines)")
                          .arg("other_lines", std::to_string(queue.otherLines)),
                      SL_MSG("diag.action.chip-queue-shown-as-empty", "chip queue shown as empty"));
        return queue;
    });
}

} // namespace steplens
