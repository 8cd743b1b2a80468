// The five runs of the bundled example: a CIFAR-10 tuning case on Ascend at batch size 128, where
// each run changes one thing. The step figures are the case's published per-step averages (ms);
// the generator makes every written file agree with them (see example_plan.cpp).
#include "example/example_plan.h"

namespace steplens::example {

namespace {

RunSpec baseSpec(int index)
{
    RunSpec s{};
    s.seed = 0x5EED0000ull + static_cast<std::uint64_t>(index) * 7919u;
    // Each run is a separate training job, a few hours after the previous one on the same machine.
    s.tickBase = 15490789606875LL + index * 2000000000000LL;
    s.hostBaseMs = 1689847200000LL + index * 20000000LL;
    s.cpuDeviceQueue = 0;
    return s;
}

std::vector<RunSpec> makeSpecs()
{
    std::vector<RunSpec> specs;

    RunSpec r1 = baseSpec(0);
    r1.folder = "1-baseline";
    r1.change = "the starting point: both map ops with num_parallel_workers=1, mixed Python/C transforms, no sink "
                "mode, float32";
    r1.shows = "the augment map op (1 worker) is the bottleneck: its input queue is nearly full and its output queue "
               "nearly empty, its worker is busy, and the host queue is empty for almost every step";
    r1.samplesPerSecond = 1100;
    r1.gapMs = 77.50;
    r1.fpbpMs = 37.00;
    r1.tailMs = 1.86;
    r1.mapWorkers = 1;
    r1.pythonTransforms = true;
    r1.hostEmptyBatches = 29;
    r1.usageBatch = 0.005, r1.usageNormalize = 0.03, r1.usageAugment = 0.04, r1.usageSource = 0.95;
    r1.cpuBatch = 25, r1.cpuNormalize = 28, r1.cpuAugment = 98, r1.cpuSource = 35;
    specs.push_back(r1);

    RunSpec r2 = baseSpec(1);
    r2.folder = "2-workers";
    r2.change = "num_parallel_workers=8 on both map ops";
    r2.shows = "the step interval shrinks to a quarter, but the augment map op is still the slowest op: its Python "
               "transforms keep it from using its 8 workers, and the host queue is still nearly always empty";
    r2.samplesPerSecond = 2150;
    r2.gapMs = 20.67;
    r2.fpbpMs = 37.00;
    r2.tailMs = 1.86;
    r2.mapWorkers = 8;
    r2.pythonTransforms = true;
    r2.hostEmptyBatches = 29;
    r2.usageBatch = 0.006, r2.usageNormalize = 0.07, r2.usageAugment = 0.11, r2.usageSource = 0.90;
    r2.cpuBatch = 27, r2.cpuNormalize = 200, r2.cpuAugment = 390, r2.cpuSource = 45;
    specs.push_back(r2);

    RunSpec r3 = baseSpec(2);
    r3.folder = "3-c-transforms";
    r3.change = "C transforms only";
    r3.shows = "every pipeline queue below the root is above 80 % full while the host queue still runs empty: the "
               "pipeline keeps up, sending batches to the device is now the limit";
    r3.samplesPerSecond = 2250;
    r3.gapMs = 17.06;
    r3.fpbpMs = 37.00;
    r3.tailMs = 2.83;
    r3.mapWorkers = 8;
    r3.hostEmptyBatches = 28;
    r3.usageBatch = 0.006, r3.usageNormalize = 0.84, r3.usageAugment = 0.87, r3.usageSource = 0.91;
    r3.cpuBatch = 28, r3.cpuNormalize = 95, r3.cpuAugment = 200, r3.cpuSource = 50;
    specs.push_back(r3);

    RunSpec r4 = baseSpec(3);
    r4.folder = "4-sink-mode";
    r4.change = "dataset sink mode";
    r4.shows = "the host queue is rarely empty any more (about 10 % of batches) while the chip-side queue is empty at "
               "almost every GetNext; the compute ops still run in float32";
    r4.samplesPerSecond = 2350;
    r4.gapMs = 14.60;
    r4.fpbpMs = 37.00;
    r4.tailMs = 2.87;
    r4.sinkMode = true;
    r4.mapWorkers = 8;
    r4.hostEmptyBatches = 3;
    r4.usageBatch = 0.86, r4.usageNormalize = 0.88, r4.usageAugment = 0.90, r4.usageSource = 0.92;
    r4.cpuBatch = 26, r4.cpuNormalize = 96, r4.cpuAugment = 205, r4.cpuSource = 52, r4.cpuDeviceQueue = 35;
    specs.push_back(r4);

    RunSpec r5 = baseSpec(4);
    r5.folder = "5-mixed-precision";
    r5.change = "mixed precision (amp level O3)";
    r5.shows = "forward and backward take half the time: the compute ops run in float16 (see op_info) and Cast ops "
               "appear; the step interval is unchanged, so data transfer is now a larger share of the step";
    r5.samplesPerSecond = 3500;
    r5.gapMs = 14.60;
    r5.fpbpMs = 19.10;
    r5.tailMs = 2.87;
    r5.sinkMode = true;
    r5.float16 = true;
    r5.mapWorkers = 8;
    r5.hostEmptyBatches = 3;
    r5.usageBatch = 0.85, r5.usageNormalize = 0.88, r5.usageAugment = 0.90, r5.usageSource = 0.93;
    r5.cpuBatch = 27, r5.cpuNormalize = 97, r5.cpuAugment = 210, r5.cpuSource = 55, r5.cpuDeviceQueue = 38;
    specs.push_back(r5);
    return specs;
}

} // namespace

const std::vector<RunSpec>& runSpecs()
{
    static const std::vector<RunSpec> specs = makeSpecs();
    return specs;
}

} // namespace steplens::example
