// step_trace_raw_0_detail_time.csv and step_trace_point_info_0.json, as MindSpore 1.x writes them:
// ticks of 10 ns, CRLF rows, one AllReduce stream in the `stream_<sid>_<k>_<Op>` layout, and a
// last `-` row holding round(mean) of every column over all the step rows.
#include "example/example_plan.h"
#include "example/example_text.h"

namespace steplens::example {

void writeStepTraceFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    const OpDef& reduce = plan.net.ops[static_cast<std::size_t>(plan.allReduceOp)];
    const std::string column = "stream_" + std::to_string(reduce.stream) + "_0_" + reduce.opName;
    std::string csv =
        csvRow({"step_num", "start_point", "end_point", "total", "fp_point", "bp_point", "iteration_interval",
                "fp_and_bp", "tail", column, column + "_start_point", column + "_end_point"});
    constexpr int kColumns = 11;
    long long sums[kColumns] = {};
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const StepTimes& s = plan.steps[i];
        const long long values[kColumns] = {s.start,       s.end,        s.end - s.start,
                                            s.fp,          s.bp,         s.fp - s.start,
                                            s.bp - s.fp,   s.end - s.bp, s.reduceEnd - s.reduceStart,
                                            s.reduceStart, s.reduceEnd};
        std::vector<std::string> row{std::to_string(i + 1)};
        for (int c = 0; c < kColumns; ++c) {
            row.push_back(std::to_string(values[c]));
            sums[c] += values[c];
        }
        csv += csvRow(row);
    }
    std::vector<std::string> average{"-"};
    for (long long sum : sums)
        average.push_back(std::to_string(roundedMean(sum, static_cast<long long>(plan.steps.size()))));
    csv += csvRow(average);
    out.emplace_back("step_trace_raw_0_detail_time.csv", csv);

    nlohmann::ordered_json points;
    points["fp_start"] = plan.fpStartOp;
    points["bp_end"] = plan.bpEndOp;
    out.emplace_back("step_trace_point_info_0.json", pyJson(points));
}

} // namespace steplens::example
