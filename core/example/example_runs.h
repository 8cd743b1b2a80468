#pragma once
// StepLens' bundled example: five synthetic MindSpore 1.x profiler folders (rank 0, Ascend, graph
// mode, MindSpore ≈1.8 file layout) that tell a tuning story. They follow a published CIFAR-10
// tuning case on Ascend at batch size 128, one change per run:
//
//   1-baseline         map ops with 1 worker: the augment map is the bottleneck, host queue empty
//   2-workers          8 workers: 2150 samples/s, the map op (Python transforms) still the slowest
//   3-c-transforms     C transforms only: every pipeline queue > 80 % full, sending is the limit
//   4-sink-mode        dataset sink mode: the host queue is rarely empty any more
//   5-mixed-precision  amp O3: forward+backward halves, compute ops in float16
//
// The data is generated, not measured: deterministic (a fixed-seed generator, byte-identical on
// every machine), consistent across files (op names join, timeline events sit inside their steps,
// the AllReduce of the step trace is the one of the timeline and of hccl_raw), and its step-trace
// averages are the case's figures. The desktop viewer opens them when started without a folder;
// tests and documentation use them.
#include <string>
#include <vector>

namespace steplens {

// Folder names of the five runs, in order.
const std::vector<std::string>& exampleRunNames();

// True when `dir` holds output of writeExampleRuns (its README.txt starts with the example marker).
bool isExampleOutput(const std::string& dir);

// Writes the five run folders and a README.txt into `outDir` (created if missing). Refuses a folder
// that is not empty unless it holds a previous example output, which is then replaced run by run.
// Each run is written under a temporary name and renamed into place, so a failure never leaves a
// half-written run behind. Returns false with a message in `error`; never throws.
bool writeExampleRuns(const std::string& outDir, std::string& error);

} // namespace steplens
