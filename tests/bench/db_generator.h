#pragma once
// Writes a synthetic profiler database in msprof's schema (STRING_IDS, TASK, COMPUTE_TASK_INFO,
// COMMUNICATION_OP, STEP_TIME, CANN_API, RANK_DEVICE_MAP, MEMORY_RECORD), for the database-load benchmark
// (a million tasks) and for tests that need a database of a known shape. Every step is laid out the same
// way: `preparingNs` of nothing, then kernels of `kernelNs` separated by `gapNs` on `streams` streams in
// turn, and one communication operation covering the last `commNs` of the kernels' span.
#include <cstdint>
#include <string>

namespace steplens::bench {

struct DbSpec {
    int steps = 1;
    long long kernelsPerStep = 10;
    int streams = 1;
    std::int64_t kernelNs = 1000;
    std::int64_t gapNs = 500;
    std::int64_t preparingNs = 10000;
    std::int64_t commNs = 4000;
    std::int64_t stepTailNs = 20000; // after the last kernel, before the next step
    std::int64_t firstStepNs = 1700000000000000000LL;
    int opTypes = 20; // distinct op types, used in turn
    int rank = 0;
    bool withCannApi = true;
};

// The step's length and the span of its kernels, from the spec.
std::int64_t stepLength(const DbSpec& spec);

// Writes the database (replacing `path`); false with `error` set on failure.
bool writeProfilerDb(const std::string& path, const DbSpec& spec, std::string* error = nullptr);

} // namespace steplens::bench
