// The operator files: framework_raw_0.csv (variant B, with op_info), aicore_intermediate_0_detail.csv
// and _type.csv (MindSpore 1.x: ms, percent 0-100), aicpu_intermediate_0.csv, flops_0.txt and
// flops_summary_0.json. Averages come from the planned executions, so the detail file, the type file
// and the timeline all agree, and they fill the forward/backward phase of the step trace.
#include "example/example_plan.h"
#include "example/example_rng.h"
#include "example/example_text.h"

#include <map>

namespace steplens::example {

namespace {

// Ascend 910 peak: 32 AI Cores × 4096 MACs × 2 × 1 GHz, in FLOPS.
constexpr double kPeakFlops = 262144e9;

std::string opInfo(const OpDef& op)
{
    nlohmann::ordered_json info = nlohmann::ordered_json::object();
    for (const auto& t : op.tensors)
        info[t.name] = {{"format", t.format}, {"data_type", t.dtype}, {"shape", t.shape}};
    return pyJson(info);
}

// Average execution time (ms, rounded as written) per op index, over all its executions.
std::vector<double> averageMs(const RunPlan& plan)
{
    std::vector<double> sum(plan.net.ops.size(), 0), count(plan.net.ops.size(), 0);
    for (const auto& e : plan.execs) {
        sum[static_cast<std::size_t>(e.op)] += double(e.duration) / double(kTicksPerMs);
        count[static_cast<std::size_t>(e.op)] += 1;
    }
    for (std::size_t i = 0; i < sum.size(); ++i)
        sum[i] = count[i] > 0 ? roundTo(sum[i] / count[i], 6) : 0;
    return sum;
}

void writeFramework(const RunPlan& plan, std::vector<RunFile>& out)
{
    std::string csv = csvRow(
        {"task_id", "stream_id", "block_dim", "full_op_name", "op_name", "op_type", "subgraph", "op_info", "graph_id"});
    for (const auto& op : plan.net.ops)
        csv += csvRow({std::to_string(op.taskId), std::to_string(op.stream), std::to_string(op.blockDim), op.fullName,
                       op.opName, op.type, op.subgraph(), opInfo(op), "0"});
    out.emplace_back("framework_raw_0.csv", csv);
}

void writeAicore(const RunPlan& plan, const std::vector<double>& avg, std::vector<RunFile>& out)
{
    std::string detail = csvRow({"full_op_name", "execution_time", "execution_frequency"});
    std::vector<std::string> typeOrder;
    std::map<std::string, std::pair<double, int>> byType;
    double total = 0;
    for (std::size_t i = 0; i < plan.net.ops.size(); ++i) {
        const OpDef& op = plan.net.ops[i];
        if (op.unit != Unit::AiCore)
            continue;
        detail += csvRow({op.fullName, pyFloat(avg[i]), std::to_string(kSteps)});
        if (!byType.count(op.type))
            typeOrder.push_back(op.type);
        byType[op.type].first += avg[i];
        byType[op.type].second += 1;
        total += avg[i];
    }
    std::string type = csvRow({"op_type", "execution_time", "execution_frequency", "percent"});
    for (const auto& t : typeOrder) {
        const auto& [time, count] = byType[t];
        type += csvRow({t, fixed(time, 6), std::to_string(count), fixed(time / total * 100.0, 2)});
    }
    out.emplace_back("aicore_intermediate_0_detail.csv", detail);
    out.emplace_back("aicore_intermediate_0_type.csv", type);
}

void writeAicpu(const RunPlan& plan, std::vector<RunFile>& out)
{
    XorShift rng(streamSeed(plan.spec->seed, 4));
    std::string csv =
        csvRow({"serial_number", "op_type", "total_time", "dispatch_time", "execution_time", "run_start", "run_end"});
    int serial = 0;
    for (const auto& e : plan.execs) {
        const OpDef& op = plan.net.ops[static_cast<std::size_t>(e.op)];
        if (op.unit != Unit::AiCpu)
            continue;
        double totalMs = double(e.duration) / double(kTicksPerMs);
        double dispatchMs = roundTo(0.04 + 0.05 * rng.uniform(), 3);
        csv += csvRow({std::to_string(++serial), op.type, pyFloat(roundTo(totalMs, 3)), pyFloat(dispatchMs),
                       pyFloat(roundTo(totalMs - dispatchMs, 3)), std::to_string(e.start / kTicksPerUs),
                       std::to_string((e.start + e.duration) / kTicksPerUs)});
    }
    out.emplace_back("aicpu_intermediate_0.csv", csv);
}

void writeFlops(const RunPlan& plan, const std::vector<double>& avg, std::vector<RunFile>& out)
{
    std::string txt = "op_full_name, FLOPs, FLOPS, FLOPS utilization\n";
    double mflops = 0, ms = 0;
    for (std::size_t i = 0; i < plan.net.ops.size(); ++i) {
        const OpDef& op = plan.net.ops[i];
        if (op.unit != Unit::AiCore || op.mflops <= 0 || avg[i] <= 0)
            continue;
        double gflops = op.mflops / avg[i]; // MFLOP per ms = GFLOP per s
        txt += op.fullName + ", " + pyFloat(roundTo(op.mflops, 3)) + ", " + pyFloat(roundTo(gflops, 3)) + ", " +
               pyFloat(roundTo(gflops * 1e9 / kPeakFlops * 100.0, 3)) + "\n";
        mflops += op.mflops;
        ms += avg[i];
    }
    out.emplace_back("flops_0.txt", txt);
    nlohmann::ordered_json summary;
    double gflops = ms > 0 ? mflops / ms : 0;
    summary["FLOPs"] = roundTo(mflops, 3);
    summary["FLOPS"] = roundTo(gflops, 3);
    summary["FLOPS_Utilization"] = roundTo(gflops * 1e9 / kPeakFlops * 100.0, 3);
    out.emplace_back("flops_summary_0.json", pyJson(summary));
}

} // namespace

void writeOperatorFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    std::vector<double> avg = averageMs(plan);
    writeFramework(plan, out);
    writeAicore(plan, avg, out);
    writeAicpu(plan, out);
    writeFlops(plan, avg, out);
}

} // namespace steplens::example
