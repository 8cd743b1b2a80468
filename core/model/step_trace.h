#pragma once
// Step trace of the MindSpore 1.x layout (step_trace_raw_<id>_detail_time.csv and point info).
#include "model/time.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

// One reduce/communication event of a step on one stream (all-reduce, receive, ...).
struct ReduceEvent {
    int column = 0;  // index into StepTrace::reduceColumns
    Nanos start = 0; // absolute, device clock
    Nanos end = 0;
    Nanos duration = 0;
};

// Describes one reduce column group of the CSV: which stream and which event it is.
struct ReduceColumn {
    std::string stream; // stream id as written ("10", "24", or "ops" for GPU files)
    std::string name;   // event label: "AllReduce-op3143", "parallel_0", "Receive-op663"...
    std::string header; // the duration column's header text
};

struct StepRecord {
    long long stepNum = 0; // as written; the average row has -1
    Nanos start = 0;
    Nanos end = 0;
    Nanos total = 0;
    Nanos fpPoint = 0;
    Nanos bpPoint = 0; // training only
    Nanos iterationInterval = 0;
    Nanos fpAndBp = 0;               // training; for inference this holds `fp` (= fp_and_bp + tail)
    Nanos tail = 0;                  // training only
    std::vector<ReduceEvent> reduce; // events with non-zero times only
};

enum class StepTraceMode { Training, Inference };

struct StepTrace {
    StepTraceMode mode = StepTraceMode::Training;
    std::vector<StepRecord> steps;            // data rows, file order
    std::optional<StepRecord> writtenAverage; // the last row as MindSpore wrote it
    std::vector<ReduceColumn> reduceColumns;
    // Operators at the trace points (step_trace_point_info[_<id>].json). GPU files hold one entry per step.
    std::vector<std::string> fpStartOps;
    std::vector<std::string> bpEndOps;
    std::vector<std::string> sources;
};

} // namespace steplens
