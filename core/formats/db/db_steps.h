#pragma once
// The per-step device time split of a database rank, in the model of step_trace_time.csv:
// analysis.db's StepTraceTime (µs, as torch_npu wrote it) when present, else computed from STEP_TIME
// and the device tasks with the definitions that reproduce analysis.db on every fixture rank:
//   within [startNs, endNs] of each step, with C = union of compute-task intervals and
//   M = union of COMMUNICATION_OP intervals:
//   Computing = |C|, Communication = |M|, Overlapped = |C ∩ M|, Communication(Not Overlapped) = |M| - |C ∩ M|,
//   Preparing = first start of C ∪ M - step start, Free = (last end - first start) - |C ∪ M|,
//   Stage = last end - first start (Computing + Not Overlapped + Free).
// Bubble and the "Exclude Receive" column follow their names: the union of receive operations, and the
// not-overlapped communication without them (the fixtures have no receive operations to check this on).
#include "formats/db/db_intervals.h"
#include "formats/db/sqlite_db.h"
#include "model/ascend_output.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens::db {

struct StepSpan {
    std::int64_t id = -1;
    Nanos start = 0;
    Nanos end = 0;
};

// STEP_TIME(id, startNs, endNs), sorted by start; empty when the table is absent or empty.
std::vector<StepSpan> readStepTime(const Database& db, DiagnosticSink& sink);

// The step of a time: the id of the step whose [start, end] holds it, else -1.
std::int32_t stepAt(const std::vector<StepSpan>& steps, Nanos t);

struct StepIntervals {
    std::vector<Interval> compute;       // merged
    std::vector<Interval> communication; // merged
    std::vector<Interval> receive;       // merged: receive operations (pipeline parallel)
};

// The breakdown of each step from the device intervals. Without steps, one row (step "") spans the
// data, with no Preparing (there is no step start to measure it from).
StepTraceTime computeStepTraceTime(const std::vector<StepSpan>& steps, const StepIntervals& intervals,
                                   const std::string& source);

// analysis.db / communication_analyzer.db StepTraceTime (values in µs). nullopt when the table is
// absent or holds no row.
std::optional<StepTraceTime> readAnalysisStepTrace(const Database& db, DiagnosticSink& sink);

} // namespace steplens::db
