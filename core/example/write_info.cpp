// profiler_info_0.json (graph mode, one rank, data parallel) and hccl_raw_0.csv, whose AllReduce
// costs are the AllReduce events of the step trace and of the timeline.
#include "example/example_plan.h"
#include "example/example_text.h"

namespace steplens::example {

namespace {

// {"0-0": {"SDMA": [time ms, size KB, bandwidth KB/s]}}: one rank, so the only link is to itself.
nlohmann::ordered_json linkInfo(double ms, double sizeKB)
{
    nlohmann::ordered_json link;
    link["0-0"]["SDMA"] = {ms, sizeKB, ms > 0 ? sizeKB / ms * 1000.0 : 0.0};
    return link;
}

} // namespace

void writeInfoFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    const RunSpec& s = *plan.spec;
    long long stopMs = static_cast<long long>(plan.hostMs(plan.steps.back().end)) + 2000;
    nlohmann::ordered_json info;
    info["context_mode"] = "graph";
    info["rank_id"] = "0";
    info["ms_version"] = "1.8.1";
    info["parallel_mode"] = "data_parallel";
    info["stage_num"] = 1;
    info["rank_size"] = 1;
    info["graph_ids"] = nlohmann::ordered_json::array({0});
    info["is_heterogeneous"] = false;
    info["profiling_start_time"] = utcText(s.hostBaseMs - 5000);
    info["profiling_stop_time"] = utcText(stopMs);
    info["analyse_start_time"] = utcText(stopMs + 3000);
    info["analyse_end_time"] = utcText(stopMs + 41000);
    out.emplace_back("profiler_info_0.json", pyJson(info));

    const OpDef& reduce = plan.net.ops[static_cast<std::size_t>(plan.allReduceOp)];
    const std::string column = "stream_" + std::to_string(reduce.stream) + "_0_" + reduce.opName;
    const double sizeKB = plan.net.gradientBytes / 1024.0;
    std::string csv =
        csvRow({"step_num", "communication_cost", "wait_cost", "link_info", "communication_operator_cost"});
    double costSum = 0, waitSum = 0;
    auto row = [&](const std::string& step, double cost, double wait) {
        nlohmann::ordered_json links = linkInfo(cost, sizeKB);
        nlohmann::ordered_json ops;
        ops[column] = {step, cost, wait, links};
        csv += csvRow({step, pyFloat(cost), pyFloat(wait), pyJson(links), pyJson(ops)});
    };
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const StepTimes& st = plan.steps[i];
        double cost = double(st.reduceEnd - st.reduceStart) / double(kTicksPerMs);
        double wait = roundTo(st.hcclWaitMs, 5);
        row(std::to_string(i + 1), cost, wait);
        costSum += cost;
        waitSum += wait;
    }
    row("-", costSum / double(plan.steps.size()), waitSum / double(plan.steps.size()));
    out.emplace_back("hccl_raw_0.csv", csv);
}

} // namespace steplens::example
