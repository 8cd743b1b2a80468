#pragma once
// Comparing two runs: A is the baseline, B the candidate (after a change). Steps are aligned by
// index; unequal step counts are compared over the common prefix and said so.
#include "analysis/profile_analysis.h"
#include "model/profile.h"
#include "text/message.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct PhaseDelta {
    std::string name;
    double aMs = 0, bMs = 0, deltaMs = 0;
    std::optional<double> deltaPct; // absent when A is 0
};

enum class DiffStatus { Added, Removed, Faster, Slower, Unchanged };
const char* diffStatusName(DiffStatus s);

struct OpDiff {
    // Op type; for an operator the full name, or "<A's full name> (B: <B's last segment>)" when the two
    // runs numbered the matched op differently ("-op7" in A, "-op8" in B).
    std::string name;
    std::string key;          // what A and B were matched on (operators: see operatorMatchKeys)
    std::string aName, bName; // operators: the real full name in each run, empty where the run lacks it
    std::string category;     // "aicore" or "aicpu"
    double aUs = 0, bUs = 0, deltaUs = 0;
    std::optional<double> deltaPct;
    long long aCount = 0, bCount = 0;
    DiffStatus status = DiffStatus::Unchanged;
    // The op's time is a wait for input (GetNext in sink mode, analysis/wait_ops.h): its Δ follows the
    // data pipeline, not the op, so it is kept out of the regressions and improvements.
    bool waitsForInput = false;
};

// One op of the data pipeline in both runs. Ops are matched by their place in the tree, not by id
// (ids shift between runs, see pipeline_match.h).
struct PipelineOpDiff {
    int opId = -1; // A's id, or B's for an op only B has
    std::optional<int> aOpId, bOpId;
    std::string opType;
    std::optional<int> aWorkers, bWorkers;
    std::optional<double> aUsage, bUsage; // 0-1
    bool workersChanged = false;
    bool usageChanged = false; // by more than 0.1
};

struct QueueDiff {
    std::string queue; // "host" or "chip"
    std::optional<double> aEmptyRatio, bEmptyRatio;
    std::optional<double> aFullRatio, bFullRatio;
};

struct CompareOptions {
    double relativeTolerance = 0.05;  // |Δ| within 5 % ...
    double absoluteToleranceUs = 1.0; // ... or within 1 µs is "unchanged"
};

struct RunComparison {
    std::vector<PhaseDelta> phases; // iteration_interval, fp_and_bp, tail, total
    std::optional<double> aStepsPerSecond, bStepsPerSecond, throughputRatio;
    std::optional<double> aSamplesPerSecond, bSamplesPerSecond;
    std::size_t aSteps = 0, bSteps = 0, alignedSteps = 0;
    std::vector<double> perStepTotalDeltaMs; // B − A for each aligned step index
    std::vector<OpDiff> opTypes;             // ordered: largest regressions first, then improvements
    std::vector<OpDiff> operators;
    std::vector<PipelineOpDiff> pipeline;
    std::vector<QueueDiff> queues;
    std::vector<std::string> findingsResolved, findingsNew, findingsPersisting;
    std::map<std::string, Message> findingTitles; // id -> title (B's wording where both have it)
    std::vector<Message> notes;                       // what could not be compared and why
};

RunComparison compareProfiles(const Profile& a, const ProfileAnalysis& analysisA, const Profile& b,
                              const ProfileAnalysis& analysisB, const CompareOptions& options = {});

// Operators are matched across runs on stripOpNumbers(full name), since MindSpore renumbers the ops at
// every compilation. Where one run has several ops with the same stripped name (the 29 ApplyMomentum
// of a ResNet), they are paired in their order of appearance: the n-th (n ≥ 2) gets the key
// "<stripped>#n". Input: full names in order of appearance, each once; output: one key per name.
std::vector<std::string> operatorMatchKeys(const std::vector<std::string>& fullNames);

// Orders diffs: regressions (largest Δ first), then improvements (largest gain first), then the ops that
// wait for input (largest |Δ| first, whatever their status), then the unchanged rest.
void orderDiffs(std::vector<OpDiff>& diffs);

} // namespace steplens
