#pragma once
// Checks the average row that MindSpore 1.x writes at the end of step_trace_raw_*_detail_time.csv.
// A reader concern (it decides whether the file's own summary can be trusted), so it lives with the
// step trace reader; the step analysis reports its result.
#include "model/step_trace.h"

#include <string>
#include <vector>

namespace steplens {

// The written average row against the steps of the file. MindSpore 1.x writes the mean of all steps,
// while the 2020 MindInsight samples (and some MindSpore versions) leave step 1 out: both are accepted
// within 1 % on every phase. Independent of any warm-up cut the user asks for.
struct AverageCheck {
    bool hasWrittenRow = false;
    std::string matchedBy;               // "all_steps", "steps_2_to_n", or empty
    std::vector<std::string> mismatches; // phases off by > 1 % from the mean of all steps
    double allStepsMs[4] = {0, 0, 0, 0}; // interval, fp_and_bp (fp), tail, total
    double writtenMs[4] = {0, 0, 0, 0};
};

AverageCheck checkWrittenAverage(const StepTrace& trace);

} // namespace steplens
