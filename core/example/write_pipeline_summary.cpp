// minddata_pipeline_summary_0.json (MindSpore's own pipeline analysis, computed here the way its
// analyser computes it, suggestions in our own words) and minddata_cpu_utilization_0.json.
#include "example/example_pipeline.h"
#include "example/example_text.h"

#include <set>

namespace steplens::example {

namespace {

// The analyser's op name: the type without its "Op" suffix.
std::string shortName(const std::string& type)
{
    return type.size() > 2 && type.compare(type.size() - 2, 2, "Op") == 0 ? type.substr(0, type.size() - 2) : type;
}

double average(const std::vector<double>& a, const std::vector<double>& b)
{
    double sum = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        sum += a[i] + b[i];
    return a.empty() ? 0 : sum / double(a.size());
}

// Per-batch times from the host-queue records, skipping the first batch as MindSpore does.
std::vector<double> batchTimes(const RunPlan& plan)
{
    std::vector<double> q[3];
    long long previous = 0;
    for (const auto& r : plan.hostQueue) {
        if (r.batch < 2) {
            previous = r.timeMs;
            continue;
        }
        if (r.type == 0 && r.extra >= 0 && r.extra < 3)
            q[r.extra].push_back(double(r.value));
        else if (r.type == 1 && !plan.spec->sinkMode) {
            q[2].push_back(double(r.timeMs - previous));
            previous = r.timeMs;
        }
    }
    std::vector<double> out;
    for (const auto& v : q) {
        double sum = 0;
        for (double x : v)
            sum += x;
        out.push_back(v.empty() ? -1 : roundTo(sum / double(v.size()), 3));
    }
    return out;
}

struct Summary {
    std::vector<std::string> names;
    std::vector<int> workers;
    std::vector<double> avgSize, utilPct, emptyPct, cpuPct, perWorker;
    std::vector<std::vector<int>> children;
};

// The op feeding `id` through its first child, skipping queue-less ops; -1 for none.
int inputOp(const Summary& s, int id)
{
    if (id < 0 || s.children[static_cast<std::size_t>(id)].empty())
        return -1;
    int child = s.children[static_cast<std::size_t>(id)].front();
    return s.avgSize[static_cast<std::size_t>(child)] != -1 ? child : inputOp(s, child);
}

// MindSpore's bottleneck search: from the highest op id down, the lowest id that matches wins.
int bottleneck(const Summary& s, bool& cpuBound)
{
    static const std::set<std::string> kSkipped = {"Barrier", "Concat", "EpochCtrl", "Rename", "Repeat",
                                                   "Shuffle", "Skip",   "Take",      "Zip",    "DeviceQueue"};
    int found = -1;
    for (int id = static_cast<int>(s.names.size()) - 1; id >= 0; --id) {
        auto i = static_cast<std::size_t>(id);
        if (kSkipped.count(s.names[i]))
            continue;
        int in = inputOp(s, id);
        if (s.perWorker[i] > 75) {
            found = id;
            cpuBound = true;
        } else if (s.perWorker[i] < 20 && in >= 0) {
            double inQ = s.utilPct[static_cast<std::size_t>(in)];
            if (inQ < 10 || s.utilPct[i] - inQ > 50) {
                found = id;
                cpuBound = false;
            }
        }
    }
    return found;
}

} // namespace

void writePipelineSummaryFiles(const RunPlan& plan, const PipelineData& pipe, std::vector<RunFile>& out)
{
    Summary s;
    std::vector<int> parent(pipe.ops.size(), -1);
    nlohmann::ordered_json j;
    for (const auto& op : pipe.ops) {
        s.names.push_back(shortName(op.type));
        s.workers.push_back(op.workers);
        s.children.push_back(op.children);
        for (int c : op.children)
            parent[static_cast<std::size_t>(c)] = op.id;
        if (op.hasQueue && !op.sizes.empty()) {
            double sum = 0, zeros = 0;
            for (int v : op.sizes) {
                sum += v;
                zeros += v == 0 ? 1 : 0;
            }
            double avg = roundTo(sum / double(op.sizes.size()), 2);
            s.avgSize.push_back(avg);
            s.utilPct.push_back(roundTo(100 * avg / op.capacity, 2));
            s.emptyPct.push_back(roundTo(100 * zeros / double(op.sizes.size()), 2));
        } else {
            s.avgSize.push_back(-1);
            s.utilPct.push_back(-1);
            s.emptyPct.push_back(-1);
        }
        s.cpuPct.push_back(roundTo(average(op.user, op.sys), 2));
        s.perWorker.push_back(roundTo(op.workers != 0 ? s.cpuPct.back() / op.workers : -1, 2));
    }
    std::vector<int> ids;
    std::vector<std::string> labels;
    for (const auto& op : pipe.ops) {
        ids.push_back(op.id);
        labels.push_back(shortName(op.type) + "(id=" + std::to_string(op.id) + ")");
    }
    j["op_ids"] = ids;
    j["op_names"] = s.names;
    j["pipeline_ops"] = labels;
    j["num_workers"] = s.workers;
    j["queue_average_size"] = s.avgSize;
    j["queue_utilization_pct"] = s.utilPct;
    j["queue_empty_freq_pct"] = s.emptyPct;
    j["children_ids"] = s.children;
    j["parent_id"] = parent;
    j["avg_cpu_pct"] = s.cpuPct;
    std::vector<double> times = batchTimes(plan);
    j["per_pipeline_time"] = nlohmann::ordered_json::array({times[0]});
    j["per_push_queue_time"] = nlohmann::ordered_json::array({times[1]});
    j["per_batch_time"] = nlohmann::ordered_json::array({times[2]});
    j["avg_cpu_pct_per_worker"] = s.perWorker;
    bool cpuBound = false;
    int slow = bottleneck(s, cpuBound);
    if (slow >= 0) {
        auto i = static_cast<std::size_t>(slow);
        j["bottleneck_warning"] = nlohmann::ordered_json::array({labels[i]});
        j["bottleneck_suggestion"] = nlohmann::ordered_json::array(
            {cpuBound ? labels[i] + " keeps each of its " + std::to_string(s.workers[i]) + " workers " +
                            fixed(s.perWorker[i], 2) + "% busy; more num_parallel_workers should help."
                      : labels[i] + " uses " + fixed(s.perWorker[i], 2) +
                            "% CPU per worker while its queues are unbalanced; a larger prefetch_size may help."});
    }
    out.emplace_back("minddata_pipeline_summary_0.json", pyJson(j));

    // CPU utilisation, written by MindSpore's C++ sampler (nlohmann, sorted keys).
    nlohmann::json cpu;
    cpu["sampling_interval"] = pipe.cpuIntervalMs;
    cpu["cpu_processor_num"] = pipe.cpuCount;
    cpu["time_stamp"] = pipe.cpuTimes;
    std::vector<double> procUser, procSys;
    std::vector<int> devUser, devSys, devIo, devIdle, runnable, switches;
    for (std::size_t k = 0; k < pipe.cpuTimes.size(); ++k) {
        double u = pipe.otherUser[k], sy = pipe.otherSys[k];
        for (const auto& op : pipe.ops) {
            u += op.user[k];
            sy += op.sys[k];
        }
        procUser.push_back(roundTo(u / pipe.cpuCount, 2));
        procSys.push_back(roundTo(sy / pipe.cpuCount, 2));
        bool first = k == 0;
        devUser.push_back(first ? 0 : static_cast<int>(u / pipe.cpuCount + 2.5));
        devSys.push_back(first ? 0 : static_cast<int>(sy / pipe.cpuCount + 1.5));
        devIo.push_back(0);
        devIdle.push_back(first ? 0 : 100 - devUser.back() - devSys.back());
        runnable.push_back(first ? 0 : 3 + static_cast<int>(k % 3));
        switches.push_back(first ? 0 : 21000 + static_cast<int>((k * 7919) % 5000));
    }
    cpu["device_info"] = {{"user_utilization", devUser},   {"sys_utilization", devSys},
                          {"io_utilization", devIo},       {"idle_utilization", devIdle},
                          {"runable_processes", runnable}, {"context_switch_count", switches}};
    cpu["process_info"] = {{"user_utilization", procUser}, {"sys_utilization", procSys}};
    nlohmann::json opInfo = nlohmann::json::array();
    auto metrics = [](const std::vector<double>& user, const std::vector<double>& sys) {
        return nlohmann::json{{"user_utilization", user}, {"sys_utilization", sys}};
    };
    opInfo.push_back({{"op_id", -1}, {"metrics", metrics(pipe.otherUser, pipe.otherSys)}});
    for (const auto& op : pipe.ops)
        opInfo.push_back({{"op_id", op.id}, {"metrics", metrics(op.user, op.sys)}});
    cpu["op_info"] = opInfo;
    out.emplace_back("minddata_cpu_utilization_0.json", cpu.dump());
}

} // namespace steplens::example
