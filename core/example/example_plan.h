#pragma once
// Internal to core/example: the specification of the five runs and the plan of one run (every
// step, every device op execution, every queue record) that all file writers read. Writing the
// plan once and deriving every file from it is what keeps the files consistent with each other:
// op names join, the AllReduce of the step trace is the one of the timeline, and so on.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace steplens::example {

using Ticks = std::int64_t; // Ascend system counter: 1 tick = 10 ns, 100 ticks = 1 µs, 100000 = 1 ms

constexpr int kSteps = 30;
constexpr int kBatchSize = 128;
constexpr Ticks kTicksPerUs = 100;
constexpr Ticks kTicksPerMs = 100000;

// One row of the tuning table (see example_specs.cpp).
struct RunSpec {
    std::string folder;           // "1-baseline"
    std::string change;           // what changed from the previous run
    std::string shows;            // what the data shows
    double samplesPerSecond;      // as the case reports it (128 × 1000 / step ms)
    double gapMs, fpbpMs, tailMs; // per-step averages over every step written
    bool sinkMode;                // dataset sink mode: device_queue_profiling + minddata_aicpu
    bool float16;                 // amp O3: compute ops in float16, Cast ops added
    int mapWorkers;               // num_parallel_workers of both map ops
    bool pythonTransforms;        // the augment map mixes Python and C transforms
    int hostEmptyBatches;         // host-queue records with size 0 (of kSteps)
    // Wanted output-queue usage (0-1) of batch, normalise map, augment map, source.
    double usageBatch, usageNormalize, usageAugment, usageSource;
    // CPU use in % of one core of batch, normalise map, augment map, source, device queue.
    double cpuBatch, cpuNormalize, cpuAugment, cpuSource, cpuDeviceQueue;
    std::uint64_t seed;
    Ticks tickBase;       // device clock at the first step's start
    long long hostBaseMs; // host clock (epoch ms) at the same moment
    double stepMs() const { return gapMs + fpbpMs + tailMs; }
};

const std::vector<RunSpec>& runSpecs();

struct Tensor {
    std::string name;   // input_0, output_0...
    std::string format; // NC1HWC0, FracZ, DefaultFormat
    std::string dtype;  // NUMBER_TYPE_FLOAT32...
    std::string shape;  // "128,4,32,32,16"
};

enum class Phase { Input, Forward, Backward, Optimizer, Communication };
enum class Unit { AiCore, AiCpu, Hccl };

struct OpDef {
    std::string type;     // Conv2D
    std::string fullName; // Default/.../Conv2D-op5
    std::string opName;   // Conv2D-op5
    int id = 0;
    int stream = 0;
    int taskId = 0;
    int blockDim = 1;
    Phase phase = Phase::Forward;
    Unit unit = Unit::AiCore;
    double costUs = 0; // modelled time per execution, before the per-step scaling
    double mflops = 0; // per execution
    std::vector<Tensor> tensors;
    int anchor = -1; // ops off the main stream start together with this op (index)
    std::string subgraph() const { return fullName.substr(0, fullName.find('/')); }
};

struct Network {
    std::vector<OpDef> ops; // execution order within each phase
    double gradientBytes = 0;
};

// The ResNet-style CIFAR-10 network at batch 128, float32 or (amp O3) float16.
Network buildNetwork(bool float16, bool sinkMode);

struct StepTimes {
    Ticks start = 0, fp = 0, bp = 0, end = 0;
    Ticks reduceStart = 0, reduceEnd = 0; // the step's AllReduce
    Ticks firstEvent = 0;                 // first device event of the step (timeline Steps row)
    double hcclWaitMs = 0;
};

struct OpExec {
    int op = 0;   // index into Network::ops
    int step = 0; // 0-based
    Ticks start = 0;
    Ticks duration = 0;
};

// One line of the host queue file: "<type> <extra> <batch> <value> <time stamp ms>".
struct HostRecord {
    int type = 0;
    int extra = 0;
    int batch = 0;
    long long value = 0;
    long long timeMs = 0;
};

struct RunPlan {
    const RunSpec* spec = nullptr;
    Network net;
    std::vector<StepTimes> steps;
    std::vector<OpExec> execs; // sorted by start time
    Ticks deviceZero = 0;      // earliest device event: the timeline's zero, min_cycle_counter
    std::vector<HostRecord> hostQueue;
    int hostQueueCapacity = 64;
    std::vector<int> chipQueueSizes; // per step (sink mode)
    long long pipelineStartMs = 0;   // host ms when the dataset pipeline started
    long long pipelineEndMs = 0;
    int allReduceOp = -1;
    std::string fpStartOp, bpEndOp; // full names

    double hostMs(Ticks t) const { return double(spec->hostBaseMs) + double(t - spec->tickBase) / double(kTicksPerMs); }
};

RunPlan planRun(const RunSpec& spec);

// A file of a run folder: name and exact bytes.
using RunFile = std::pair<std::string, std::string>;

// One writer per family of files; each appends its files to `out`.
void writeStepTraceFiles(const RunPlan& plan, std::vector<RunFile>& out);
void writeOperatorFiles(const RunPlan& plan, std::vector<RunFile>& out);
void writePipelineFiles(const RunPlan& plan, std::vector<RunFile>& out);
void writeQueueFiles(const RunPlan& plan, std::vector<RunFile>& out);
void writeTimelineFiles(const RunPlan& plan, std::vector<RunFile>& out);
void writeInfoFiles(const RunPlan& plan, std::vector<RunFile>& out);

// Every file of one run folder, in a fixed order.
std::vector<RunFile> renderRun(const RunSpec& spec);

// The README.txt written next to the run folders.
std::string readmeText();

} // namespace steplens::example
