#include "formats/db/db_steps.h"

#include <algorithm>
#include <cmath>

namespace steplens::db {

namespace {

void set(StepBreakdown& row, StepColumn c, Nanos v)
{
    row.values[std::size_t(c)] = v;
    row.present |= std::uint16_t(1u << int(c));
}

long long stepNumber(std::string_view s)
{
    if (s.empty() || s.size() > 18 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return -1;
    return std::stoll(std::string(s));
}

} // namespace

std::vector<StepSpan> readStepTime(const Database& db, DiagnosticSink& sink)
{
    std::vector<StepSpan> steps;
    if (!db.hasTable("STEP_TIME"))
        return steps;
    auto missing = db.missingColumns("STEP_TIME", {"id", "startNs", "endNs"});
    if (!missing.empty()) {
        sink.warn(0,
                  SL_MSG("diag.db-steps.step-time-lacks-the-column", "STEP_TIME lacks the column {missing}")
                      .arg("missing", missing.front()),
                  SL_MSG("diag.action.the-steps-are-not-read", "the steps are not read"));
        return steps;
    }
    Statement st = db.prepare("SELECT id, startNs, endNs FROM STEP_TIME", sink);
    while (st.step()) {
        StepSpan s;
        bool ok = true;
        for (int col = 0; col < 3 && ok; ++col) {
            std::int64_t v = 0;
            Cell c = col == 0 ? st.integer(col, v) : st.time(col, v);
            if (c != Cell::Value) {
                reportBadCell(sink, "STEP_TIME", st, col, SL_MSG("diag.db-cell.an-integer", "an integer"),
                              SL_MSG("diag.db-cell.step-skipped", "step skipped"));
                ok = false;
            } else if (col == 0) {
                s.id = v;
            } else if (col == 1) {
                s.start = v;
            } else {
                s.end = v;
            }
        }
        if (!ok)
            continue;
        if (s.end < s.start) {
            sink.warn(0,
                      SL_MSG("diag.db-steps.step-time-step-ends-before", "STEP_TIME step {id} ends before it starts")
                          .arg("id", std::to_string(s.id)),
                      SL_MSG("diag.action.step-skipped", "step skipped"));
            continue;
        }
        steps.push_back(s);
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-steps.step-time-could-not-be", "STEP_TIME could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-steps-read-so-far", "the steps read so far are used"));
    std::sort(steps.begin(), steps.end(), [](const StepSpan& a, const StepSpan& b) { return a.start < b.start; });
    return steps;
}

std::int32_t stepAt(const std::vector<StepSpan>& steps, Nanos t)
{
    auto it = std::upper_bound(steps.begin(), steps.end(), t, [](Nanos v, const StepSpan& s) { return v < s.start; });
    while (it != steps.begin()) {
        --it;
        if (t <= it->end)
            return std::int32_t(std::clamp<std::int64_t>(it->id, -1, INT32_MAX));
        break;
    }
    return -1;
}

StepTraceTime computeStepTraceTime(const std::vector<StepSpan>& steps, const StepIntervals& iv,
                                   const std::string& source)
{
    StepTraceTime out;
    out.sources.push_back(source);
    std::vector<StepSpan> spans = steps;
    const bool stepless = spans.empty();
    if (stepless) {
        Nanos first = INT64_MAX, last = INT64_MIN;
        for (const auto* list : {&iv.compute, &iv.communication})
            if (!list->empty()) {
                first = std::min(first, list->front().first);
                last = std::max(last, list->back().second);
            }
        if (first > last)
            return out;
        spans.push_back({-1, first, last});
    }
    for (StepColumn c : {StepColumn::Computing, StepColumn::CommunicationNotOverlapped, StepColumn::Overlapped,
                         StepColumn::Communication, StepColumn::Free, StepColumn::Stage, StepColumn::Bubble,
                         StepColumn::CommunicationNotOverlappedExcludeReceive})
        out.hasColumn[std::size_t(c)] = true;
    out.hasColumn[std::size_t(StepColumn::Preparing)] = !stepless;
    for (const auto& s : spans) {
        StepBreakdown row;
        if (!stepless) {
            row.step = std::to_string(s.id);
            row.stepNum = s.id;
        }
        auto compute = clipTo(iv.compute, s.start, s.end);
        auto comm = clipTo(iv.communication, s.start, s.end);
        auto receive = clipTo(iv.receive, s.start, s.end);
        std::vector<Interval> all = compute;
        all.insert(all.end(), comm.begin(), comm.end());
        mergeIntervals(all);
        const Nanos computing = totalLength(compute);
        const Nanos communication = totalLength(comm);
        const Nanos overlapped = intersectionLength(compute, comm);
        auto commNoReceive = difference(comm, receive);
        set(row, StepColumn::Computing, computing);
        set(row, StepColumn::Communication, communication);
        set(row, StepColumn::Overlapped, overlapped);
        set(row, StepColumn::CommunicationNotOverlapped, communication - overlapped);
        set(row, StepColumn::Bubble, totalLength(receive));
        set(row, StepColumn::CommunicationNotOverlappedExcludeReceive,
            totalLength(commNoReceive) - intersectionLength(compute, commNoReceive));
        if (all.empty()) {
            set(row, StepColumn::Free, 0);
            set(row, StepColumn::Stage, 0);
            if (!stepless)
                set(row, StepColumn::Preparing, s.end - s.start);
        } else {
            const Nanos first = all.front().first, last = all.back().second;
            set(row, StepColumn::Stage, last - first);
            set(row, StepColumn::Free, (last - first) - totalLength(all));
            if (!stepless)
                set(row, StepColumn::Preparing, first - s.start);
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

std::optional<StepTraceTime> readAnalysisStepTrace(const Database& db, DiagnosticSink& sink)
{
    if (!db.hasTable("StepTraceTime"))
        return std::nullopt;
    // Column names of analysis.db, in StepColumn order.
    static const char* kColumns[kStepColumnCount] = {"computing",  "communication_not_overlapped",
                                                     "overlapped", "communication",
                                                     "free",       "stage",
                                                     "bubble",     "communication_not_overlapped_and_exclude_receive",
                                                     "preparing"};
    StepTraceTime out;
    out.sources.push_back(db.path());
    std::string sql = "SELECT ";
    sql += db.hasColumn("StepTraceTime", "step") ? "step" : "NULL";
    std::vector<int> colOf(kStepColumnCount, -1);
    int next = 1;
    for (int c = 0; c < kStepColumnCount; ++c) {
        if (!db.hasColumn("StepTraceTime", kColumns[c]))
            continue;
        sql += std::string(", ") + kColumns[c];
        colOf[std::size_t(c)] = next++;
        out.hasColumn[std::size_t(c)] = true;
    }
    if (next == 1) {
        sink.warn(0,
                  SL_MSG("diag.db-steps.steptracetime-has-none-of-the",
                         "StepTraceTime has none of the step columns (computing, communication, free...)"),
                  SL_MSG("diag.action.the-step-breakdown-is-computed",
                         "the step breakdown is computed from the profiler database instead"));
        return std::nullopt;
    }
    Statement st = db.prepare(sql + " FROM StepTraceTime", sink);
    while (st.step()) {
        StepBreakdown row;
        std::string_view step;
        if (st.text(0, step) == Cell::Value) {
            row.step = std::string(step);
            row.stepNum = stepNumber(row.step);
        }
        for (int c = 0; c < kStepColumnCount; ++c) {
            int col = colOf[std::size_t(c)];
            if (col < 0)
                continue;
            double us = 0;
            Cell cell = st.real(col, us);
            if (cell == Cell::Bad)
                reportBadCell(sink, "StepTraceTime", st, col, SL_MSG("diag.db-cell.a-number", "a number"),
                              SL_MSG("diag.db-cell.cell-left-empty", "cell left empty"));
            if (cell != Cell::Value)
                continue;
            row.values[std::size_t(c)] = std::llround(us * 1000.0);
            row.present |= std::uint16_t(1u << c);
        }
        out.rows.push_back(std::move(row));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-steps.steptracetime-could-not-be-read",
                         "StepTraceTime could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-rows-read-so-far", "the rows read so far are used"));
    if (out.rows.empty())
        return std::nullopt;
    return out;
}

} // namespace steplens::db
