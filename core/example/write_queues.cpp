// The host-side queue file (dataset_iterator_profiling_0.txt without sink mode,
// device_queue_profiling_0.txt with it: "<type> <extra> <batch> <value> <host ms>") and, in sink
// mode, the chip-side queue file minddata_aicpu_0.txt (GetNext lines, µs of the device clock).
#include "example/example_plan.h"

namespace steplens::example {

void writeQueueFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    std::string host;
    for (const auto& r : plan.hostQueue)
        host += std::to_string(r.type) + " " + std::to_string(r.extra) + " " + std::to_string(r.batch) + " " +
                std::to_string(r.value) + " " + std::to_string(r.timeMs) + "\n";
    out.emplace_back(plan.spec->sinkMode ? "device_queue_profiling_0.txt" : "dataset_iterator_profiling_0.txt", host);
    if (!plan.spec->sinkMode)
        return;
    std::string chip;
    for (const auto& e : plan.execs) {
        const OpDef& op = plan.net.ops[static_cast<std::size_t>(e.op)];
        if (op.phase != Phase::Input)
            continue;
        // The dequeue wait sits inside the GetNext kernel.
        long long start = e.start / kTicksPerUs + 10, end = (e.start + e.duration) / kTicksPerUs - 10;
        chip += "GetNext_dequeue_wait " + std::to_string(start) + " " + std::to_string(end) + " " +
                std::to_string(plan.chipQueueSizes[static_cast<std::size_t>(e.step)]) + "\n";
    }
    out.emplace_back("minddata_aicpu_0.txt", chip);
}

} // namespace steplens::example
