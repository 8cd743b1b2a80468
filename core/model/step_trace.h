#pragma once
// Step trace of the MindSpore 1.x layout (step_trace_raw_<id>_detail_time.csv and point info).
#include "model/time.h"

#include <cstddef>
#include <cstdint>
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
    // The step's reduce events (non-zero times only): a run of StepTrace::reduceEvents, read with
    // StepTrace::reduceOf. One array for all steps, not a vector per step: a million-step file took a
    // million allocations (and their page faults) for one or two events each.
    std::size_t reduceFirst = 0;
    std::uint32_t reduceCount = 0;
};

// The events of one step, as a range over StepTrace::reduceEvents.
struct ReduceEventRange {
    const ReduceEvent* first = nullptr;
    std::size_t count = 0;
    const ReduceEvent* begin() const { return first; }
    const ReduceEvent* end() const { return first + count; }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const ReduceEvent& operator[](std::size_t i) const { return first[i]; }
};

enum class StepTraceMode { Training, Inference };

struct StepTrace {
    StepTraceMode mode = StepTraceMode::Training;
    std::vector<StepRecord> steps;            // data rows, file order
    std::optional<StepRecord> writtenAverage; // the last row as MindSpore wrote it
    std::vector<ReduceColumn> reduceColumns;
    std::vector<ReduceEvent> reduceEvents; // every step's, each step's in one run

    ReduceEventRange reduceOf(const StepRecord& s) const
    {
        if (s.reduceCount == 0 || s.reduceFirst + s.reduceCount > reduceEvents.size())
            return {};
        return {reduceEvents.data() + s.reduceFirst, s.reduceCount};
    }
    // Adds an event to `s`, whose events so far must be the last ones added, or are moved to the end.
    void addReduceEvent(StepRecord& s, const ReduceEvent& e)
    {
        if (s.reduceCount > 0 && s.reduceFirst + s.reduceCount != reduceEvents.size()) {
            const std::size_t from = s.reduceFirst;
            s.reduceFirst = reduceEvents.size();
            for (std::uint32_t i = 0; i < s.reduceCount; ++i)
                reduceEvents.push_back(reduceEvents[from + i]);
        }
        if (s.reduceCount == 0)
            s.reduceFirst = reduceEvents.size();
        reduceEvents.push_back(e);
        ++s.reduceCount;
    }
    // Operators at the trace points (step_trace_point_info[_<id>].json). GPU files hold one entry per step.
    std::vector<std::string> fpStartOps;
    std::vector<std::string> bpEndOps;
    std::vector<std::string> sources;
};

} // namespace steplens
