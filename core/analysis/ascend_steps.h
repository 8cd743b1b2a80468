#pragma once
// Statistics over step_trace_time.csv rows (2.x layout): the mean of every column, the step wall
// time (Preparing + Computing + Communication(Not Overlapped) + Free) and each part's share of it.
#include "analysis/step_stats.h"
#include "model/ascend_output.h"

#include <array>
#include <optional>
#include <vector>

namespace steplens {

struct AscendStepStats {
    std::size_t stepCount = 0; // rows analysed (after the warm-up cut)
    std::size_t skipped = 0;
    std::array<std::optional<double>, kStepColumnCount> meanMs{}; // absent when the file lacks the column
    PhaseStats wall;                                              // per-step wall time, ms
    PhaseStats preparing;                                         // zero samples when the file has no Preparing column
    PhaseStats free;
    PhaseStats exposedCommunication;                                   // Communication(Not Overlapped)
    double preparingPct = 0, freePct = 0, exposedCommunicationPct = 0; // of the mean wall time
    std::vector<const StepBreakdown*> rows;                            // the rows analysed, file order

    std::optional<double> mean(StepColumn c) const { return meanMs[std::size_t(c)]; }
};

AscendStepStats analyzeStepTraceTime(const StepTraceTime& table, std::size_t skipFirstSteps = 0);

// The `n` rows with the largest value of column `c`: their step numbers (or row order when the
// file has no step numbers), largest first.
std::vector<long long> stepsWithLargest(const AscendStepStats& stats, StepColumn c, std::size_t n);

} // namespace steplens
