#include "formats/steps/step_trace_reader.h"

#include "formats/steps/written_average.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/json_util.h"
#include "io/numbers.h"
#include "io/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace steplens {

namespace {

using io::CsvReader;

struct MainColumns {
    int stepNum = -1, start = -1, end = -1, total = -1, fpPoint = -1, bpPoint = -1;
    int interval = -1, fpAndBp = -1, tail = -1, fp = -1;
};

struct ReduceColumnIndex {
    int duration = -1, start = -1, end = -1;
};

// Splits "stream_<sid>_<rest>" into stream id and event label.
bool parseReduceHeader(std::string_view header, ReduceColumn& out)
{
    if (!io::startsWith(header, "stream_"))
        return false;
    std::string_view rest = header.substr(7);
    std::size_t us = rest.find('_');
    if (us == std::string_view::npos || us == 0)
        return false;
    out.stream = std::string(rest.substr(0, us));
    out.name = std::string(rest.substr(us + 1));
    out.header = std::string(header);
    return !out.name.empty();
}

std::optional<Nanos> ticks(std::string_view cell)
{
    auto v = io::parseInt(cell);
    if (!v || *v > INT64_MAX / kNanosPerTick || *v < INT64_MIN / kNanosPerTick)
        return std::nullopt;
    return *v * kNanosPerTick;
}

// Step numbers seen so far, for the repeated-step check. Files list steps in increasing order, so
// those go to a sorted vector in O(1) (a million-node std::map cost more than parsing the rows);
// a step out of order goes to a map beside it.
class StepIndex
{
public:
    // The index of the earlier row with `step`, or -1 after recording `step` at `index`.
    long findOrAdd(long long step, std::size_t index)
    {
        if (m_inOrder.empty() || step > m_inOrder.back().first) {
            if (!m_others.count(step)) {
                m_inOrder.emplace_back(step, index);
                return -1;
            }
        } else {
            auto it = std::lower_bound(m_inOrder.begin(), m_inOrder.end(), std::make_pair(step, std::size_t(0)));
            if (it != m_inOrder.end() && it->first == step)
                return static_cast<long>(it->second);
        }
        auto [it, inserted] = m_others.emplace(step, index);
        return inserted ? -1 : static_cast<long>(it->second);
    }

private:
    std::vector<std::pair<long long, std::size_t>> m_inOrder; // increasing steps
    std::map<long long, std::size_t> m_others;
};

bool sameRow(const StepRecord& a, const StepRecord& b)
{
    return a.start == b.start && a.end == b.end && a.total == b.total && a.fpPoint == b.fpPoint &&
           a.iterationInterval == b.iterationInterval && a.fpAndBp == b.fpAndBp && a.tail == b.tail;
}

std::string fixedMs(double ms)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f", ms);
    return buf;
}

// MindSpore writes the average of all steps or (older versions) of steps 2..N; a row matching neither
// was not computed from these steps, and the report uses the recomputed averages instead.
void warnUnmatchedAverage(const StepTrace& trace, long long line, DiagnosticSink& sink)
{
    AverageCheck check = checkWrittenAverage(trace);
    if (!check.hasWrittenRow || !check.matchedBy.empty())
        return;
    // One message per differing phase, joined by "; " as a list of data (the phase names are column names).
    Message what;
    for (std::size_t k = 0; k < check.mismatches.size(); ++k) {
        const std::string& phase = check.mismatches[k];
        int i = phase == "iteration_interval" ? 0 : phase == "tail" ? 2 : phase == "total" ? 3 : 1;
        Message item =
            SL_MSG("diag.step-trace.average-phase", "{phase} written {written} ms, mean of the steps {mean} ms")
                .arg("phase", phase)
                .arg("written", fixedMs(check.writtenMs[i]))
                .arg("mean", fixedMs(check.allStepsMs[i]));
        what = k == 0 ? item : Message(std::string("{before}; {item}")).arg("before", what).arg("item", item);
    }
    Message message = trace.steps.size() > 1
                          ? SL_MSG("diag.step-trace.average-matches-neither",
                                   "the written average row matches neither the mean of all steps nor that of steps "
                                   "2..{n} (within 1 %): {phases}")
                                .arg("n", std::to_string(trace.steps.size()))
                          : SL_MSG("diag.step-trace.average-differs-from-only-step",
                                   "the written average row differs from the only step by more than 1 %: {phases}");
    message.arg("phases", std::move(what));
    sink.warn(line, message, SL_MSG("diag.action.recomputed-values-used", "recomputed values used"));
}

} // namespace

ReadResult<StepTrace> readStepTrace(const std::string& path)
{
    return guardedRead<StepTrace>(path, [&](DiagnosticSink& sink) -> std::optional<StepTrace> {
        CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        MainColumns c;
        c.stepNum = table.required("step_num");
        c.start = table.optional("start_point");
        c.end = table.optional("end_point");
        c.total = table.required("total");
        c.fpPoint = table.optional("fp_point");
        c.bpPoint = table.optional("bp_point");
        c.interval = table.required("iteration_interval");
        c.fpAndBp = table.optional("fp_and_bp");
        c.tail = table.optional("tail");
        c.fp = table.optional("fp");
        table.requireOneOf({c.fpAndBp, c.fp});
        if (!table.hasRequired(
                SL_MSG("diag.step-trace.header-lacks-step-num-total",
                       "header lacks step_num, total, iteration_interval or fp_and_bp/fp: not a step trace")))
            return std::nullopt;

        StepTrace trace;
        trace.sources.push_back(path);
        trace.mode = (c.fp >= 0 && c.bpPoint < 0) ? StepTraceMode::Inference : StepTraceMode::Training;

        // Reduce columns: a "stream_*" header not ending in "point" is a duration; its
        // _start_point/_end_point siblings hold the times.
        std::vector<ReduceColumnIndex> reduceIdx;
        const auto& names = csv.fields();
        std::map<std::string, int> byHeader;
        for (std::size_t i = 0; i < names.size(); ++i)
            byHeader[std::string(io::trim(names[i]))] = static_cast<int>(i);
        for (std::size_t i = 0; i < names.size(); ++i) {
            std::string_view h = io::trim(names[i]);
            if (io::endsWith(h, "point"))
                continue;
            ReduceColumn col;
            if (!parseReduceHeader(h, col))
                continue;
            ReduceColumnIndex idx;
            idx.duration = static_cast<int>(i);
            auto s = byHeader.find(col.header + "_start_point");
            auto e = byHeader.find(col.header + "_end_point");
            idx.start = s == byHeader.end() ? -1 : s->second;
            idx.end = e == byHeader.end() ? -1 : e->second;
            if (idx.start < 0 || idx.end < 0)
                sink.warn(1,
                          SL_MSG("diag.step-trace.reduce-column-has-no-start",
                                 "reduce column '{header}' has no start/end point columns")
                              .arg("header", col.header),
                          SL_MSG("diag.action.durations-kept-times-unknown", "durations kept, times unknown"));
            trace.reduceColumns.push_back(std::move(col));
            reduceIdx.push_back(idx);
        }
        const std::size_t columnCount = names.size();
        // A row too short to hold every phase column would read its missing times as zeros.
        const std::size_t needed =
            static_cast<std::size_t>(std::max(
                {c.stepNum, c.start, c.end, c.total, c.fpPoint, c.bpPoint, c.interval, c.fpAndBp, c.tail, c.fp})) +
            1;

        std::vector<StepRecord> rows;
        std::vector<std::int64_t> rowLines;
        long long averageLine = 0;
        std::vector<bool> rowIsAverage;
        while (csv.next()) {
            if (csv.size() != columnCount) {
                sink.warn(csv.line(),
                          SL_MSG("diag.step-trace.row-has-fields-header-has",
                                 "row has {count} fields, header has {column_count}")
                              .arg("count", std::to_string(csv.size()))
                              .arg("column_count", std::to_string(columnCount)),
                          csv.size() < needed ? SL_MSG("diag.action.row-skipped", "row skipped")
                          : csv.size() < columnCount
                              ? SL_MSG("diag.action.missing-communication-events-left-out",
                                       "missing communication events left out")
                              : SL_MSG("diag.action.extra-fields-ignored", "extra fields ignored"));
                if (csv.size() < needed)
                    continue;
            }
            StepRecord r;
            std::string_view stepText = io::trim(csv[c.stepNum]);
            bool average = stepText == "-";
            if (!average) {
                auto n = io::parseInt(stepText);
                if (!n) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.step-trace.step-num-is-not-a", "step_num '{utf8prefix}' is not a number")
                                  .arg("utf8prefix", std::string(io::utf8Prefix(stepText, 40))),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    continue;
                }
                r.stepNum = *n;
            } else {
                r.stepNum = -1;
            }
            bool bad = false;
            auto get = [&](int col, Nanos& out, const char* what) {
                if (col < 0 || static_cast<std::size_t>(col) >= csv.size()) {
                    out = 0;
                    return;
                }
                auto v = ticks(csv[col]);
                if (!v) {
                    auto asNumber = io::parseDouble(csv[col]);
                    const bool huge = asNumber && std::fabs(*asNumber) >= double(INT64_MAX / kNanosPerTick);
                    sink.warn(csv.line(),
                              SL_MSG("diag.step-trace.bad-ticks", "{column} '{cell}' {why}")
                                  .arg("column", what)
                                  .arg("cell", std::string(io::utf8Prefix(io::trim(csv[col]), 40)))
                                  .arg("why", huge ? SL_MSG("diag.step-trace.too-large-ticks",
                                                            "is too large for a time in ticks")
                                                   : io::whyNotNumber(csv[col], true)),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    bad = true;
                    return;
                }
                out = *v;
            };
            get(c.start, r.start, "start_point");
            get(c.end, r.end, "end_point");
            get(c.total, r.total, "total");
            get(c.fpPoint, r.fpPoint, "fp_point");
            get(c.bpPoint, r.bpPoint, "bp_point");
            get(c.interval, r.iterationInterval, "iteration_interval");
            get(trace.mode == StepTraceMode::Inference ? c.fp : c.fpAndBp, r.fpAndBp,
                trace.mode == StepTraceMode::Inference ? "fp" : "fp_and_bp");
            get(c.tail, r.tail, "tail");
            if (bad)
                continue;
            if (r.total < 0 || r.iterationInterval < 0 || r.fpAndBp < 0 || r.tail < 0) {
                const char* phase = r.total < 0               ? "total"
                                    : r.iterationInterval < 0 ? "iteration_interval"
                                    : r.fpAndBp < 0           ? "fp_and_bp"
                                                              : "tail";
                sink.warn(
                    csv.line(),
                    SL_MSG("diag.step-trace.negative-phase", "negative phase duration ({phase})").arg("phase", phase),
                    SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            if (!average && r.end < r.start) {
                sink.warn(csv.line(),
                          SL_MSG("diag.step-trace.step-ends-before-it-starts", "step ends before it starts"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            if (!reduceIdx.empty())
                formats::reserveForFile(trace.reduceEvents, csv, reduceIdx.size());
            for (std::size_t k = 0; k < reduceIdx.size(); ++k) {
                const auto& idx = reduceIdx[k];
                auto d = static_cast<std::size_t>(idx.duration) < csv.size() ? ticks(csv[idx.duration]) : Nanos(0);
                auto s = idx.start >= 0 && static_cast<std::size_t>(idx.start) < csv.size() ? ticks(csv[idx.start])
                                                                                            : Nanos(0);
                auto e =
                    idx.end >= 0 && static_cast<std::size_t>(idx.end) < csv.size() ? ticks(csv[idx.end]) : Nanos(0);
                if (!d || !s || !e) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.step-trace.reduce-event-has-a-non",
                                     "reduce event '{header}' has a non-numeric value")
                                  .arg("header", trace.reduceColumns[k].header),
                              SL_MSG("diag.action.event-ignored", "event ignored"));
                    continue;
                }
                // MindInsight skips events whose start, end or duration is 0: steps lacking an event carry 0,0,0.
                if (*d <= 0 || (idx.start >= 0 && *s == 0) || (idx.end >= 0 && *e == 0))
                    continue;
                if (idx.start >= 0 && idx.end >= 0 && *e < *s) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.step-trace.reduce-event-ends-before-it",
                                     "reduce event '{header}' ends before it starts")
                                  .arg("header", trace.reduceColumns[k].header),
                              SL_MSG("diag.action.event-ignored", "event ignored"));
                    continue;
                }
                trace.addReduceEvent(r, ReduceEvent{static_cast<int>(k), *s, *e, *d});
            }
            formats::reserveForFile(rows, csv);
            formats::reserveForFile(rowLines, csv);
            rows.push_back(std::move(r));
            rowLines.push_back(csv.line());
            rowIsAverage.push_back(average);
        }

        // The last row is the average MindSpore wrote ("-", or "0" in some old files).
        if (!rows.empty()) {
            const StepRecord& last = rows.back();
            if (rowIsAverage.back() || last.stepNum == 0) {
                trace.writtenAverage = last;
                trace.writtenAverage->stepNum = -1;
                averageLine = static_cast<long long>(rowLines.back());
                rows.pop_back();
                rowLines.pop_back();
                rowIsAverage.pop_back();
            } else {
                sink.info(
                    rowLines.back(),
                    SL_MSG("diag.step-trace.no-average-row-at-the", "no average row at the end of the file"),
                    SL_MSG("diag.action.average-computed-from-the-steps", "average computed from the steps only"));
            }
        }
        // The rows become the steps in place (a 50,000-step file would touch another 5 MB of fresh pages
        // for a copy): kept rows move down over the skipped ones.
        trace.steps = std::move(rows);
        std::vector<StepRecord>& steps = trace.steps;
        StepIndex seen;
        std::size_t kept = 0;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (rowIsAverage[i]) {
                sink.warn(
                    rowLines[i],
                    SL_MSG("diag.step-trace.an-average-row-before-the", "an average row ('-') before the last row"),
                    SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            const long earlier = seen.findOrAdd(steps[i].stepNum, kept);
            if (earlier >= 0) {
                if (sameRow(steps[static_cast<std::size_t>(earlier)], steps[i])) {
                    sink.warn(rowLines[i],
                              SL_MSG("diag.step-trace.step-is-repeated-with-the",
                                     "step {step_num} is repeated with the same values")
                                  .arg("step_num", std::to_string(steps[i].stepNum)),
                              SL_MSG("diag.action.duplicate-row-skipped", "duplicate row skipped"));
                    continue;
                }
                sink.warn(rowLines[i],
                          SL_MSG("diag.step-trace.step-appears-twice-with-different",
                                 "step {step_num} appears twice with different values")
                              .arg("step_num", std::to_string(steps[i].stepNum)),
                          SL_MSG("diag.action.both-rows-kept", "both rows kept"));
            }
            if (kept != i)
                steps[kept] = std::move(steps[i]);
            ++kept;
        }
        steps.erase(steps.begin() + static_cast<std::ptrdiff_t>(kept), steps.end());
        if (trace.steps.empty() && !trace.writtenAverage) {
            sink.error(0, SL_MSG("diag.step-trace.no-step-rows", "no step rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        warnUnmatchedAverage(trace, averageLine, sink);
        return trace;
    });
}

ReadResult<StepPointInfo> readStepPointInfo(const std::string& path)
{
    return guardedRead<StepPointInfo>(path, [&](DiagnosticSink& sink) -> std::optional<StepPointInfo> {
        auto doc = io::readJsonFile(path, sink);
        if (!doc)
            return std::nullopt;
        StepPointInfo info;
        auto take = [&](const nlohmann::json& obj) {
            info.fpStart.push_back(io::jsonString(obj, "fp_start").value_or(""));
            info.bpEnd.push_back(io::jsonString(obj, "bp_end").value_or(""));
        };
        if (doc->is_object()) {
            take(*doc);
        } else if (doc->is_array()) {
            for (const auto& item : *doc) {
                if (item.is_object())
                    take(item);
                else
                    sink.warn(0, SL_MSG("diag.step-trace.list-entry-is-not-an", "list entry is not an object"),
                              SL_MSG("diag.action.entry-skipped", "entry skipped"));
            }
        } else {
            sink.error(0, SL_MSG("diag.step-trace.expected-an-object-or-a", "expected an object or a list of objects"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        return info;
    });
}

} // namespace steplens
