#pragma once
// Statistics over the steps of a step trace: per phase mean/median/p90/min/max and share of the
// step, outliers, warm-up exclusion, and the written average row against a recomputed one.
#include "formats/steps/written_average.h"
#include "model/step_trace.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct PhaseStats {
    std::string name; // "iteration_interval", "fp_and_bp", "tail", "total", or "stream <id>"
    double meanMs = 0;
    double medianMs = 0;
    double p90Ms = 0;
    double minMs = 0;
    double maxMs = 0;
    double sharePct = 0; // mean / mean total × 100
    std::size_t samples = 0;
};

struct StepAnalysisOptions {
    std::size_t skipFirstSteps = 0; // warm-up steps left out
    double outlierFactor = 1.5;     // a step is an outlier above this × the median total
    std::optional<int> batchSize;   // samples per step, for samples/s
};

struct StepAnalysis {
    std::size_t stepCount = 0; // steps analysed (after the warm-up cut)
    std::size_t skipped = 0;
    StepTraceMode mode = StepTraceMode::Training;
    PhaseStats interval, fpAndBp, tail, total;
    std::vector<PhaseStats> reduceStreams;     // per stream: time spent in reduce events per step
    std::vector<long long> outlierSteps;       // step numbers
    std::optional<double> writtenAverageMs[4]; // interval, fp_and_bp, tail, total as written
    double recomputedAverageMs[4] = {0, 0, 0, 0};
    // Phases whose written average differs > 1 % from the mean of all steps, left empty when the
    // written row matches either the mean of all steps or that of steps 2..N (see checkWrittenAverage).
    std::vector<std::string> averageMismatches;
    std::string averageMatchedBy; // "all_steps", "steps_2_to_n", or empty (no match, or no written row)
    double stepsPerSecond = 0;
    std::optional<double> samplesPerSecond;
};


StepAnalysis analyzeSteps(const StepTrace& trace, const StepAnalysisOptions& options = {});

// Percentile with linear interpolation between closest ranks (p in [0, 100]).
double percentile(std::vector<double> values, double p);

} // namespace steplens
