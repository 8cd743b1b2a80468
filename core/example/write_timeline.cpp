// ascend_timeline_display_0.json in MindSpore 1.x's array layout (op events sorted by start, then
// the metadata events), ascend_timeline_summary_0.json and min_cycle_counter_0.txt. Times are µs
// from the earliest device event; AI Core ops carry type, full name and tensors in `args`.
// Only the top scope level (Default / Gradients) gets Scope Name events, to keep the file small.
#include "example/example_plan.h"
#include "example/example_text.h"

#include <algorithm>
#include <climits>
#include <map>
#include <set>

namespace steplens::example {

namespace {

constexpr int kAiCorePid = 0; // the rank id
constexpr int kAiCpuPid = 9000;
constexpr int kCommunicationPid = 10000;
constexpr int kStepsTid = 100000;
constexpr int kScopeTid = 100001;

struct Event {
    Ticks start = 0;
    nlohmann::ordered_json json;
};

nlohmann::ordered_json complete(const std::string& name, int tid, double ts, double dur, int pid)
{
    nlohmann::ordered_json e;
    e["name"] = name;
    e["ph"] = "X";
    e["tid"] = tid;
    e["ts"] = ts;
    e["dur"] = dur;
    e["pid"] = pid;
    return e;
}

nlohmann::ordered_json metadata(const char* name, int pid, int tid, const char* key, nlohmann::ordered_json value)
{
    nlohmann::ordered_json e;
    e["name"] = name;
    e["ph"] = "M";
    e["pid"] = pid;
    if (tid != INT32_MIN)
        e["tid"] = tid;
    e["args"] = {{key, value}};
    return e;
}

} // namespace

void writeTimelineFiles(const RunPlan& plan, std::vector<RunFile>& out)
{
    auto us = [&](Ticks t) { return double(t - plan.deviceZero) / double(kTicksPerUs); };
    auto usDur = [](Ticks t) { return double(t) / double(kTicksPerUs); };
    std::vector<Event> events;
    std::map<int, std::set<int>> threads; // pid -> tids
    std::set<std::string> distinctOps;
    std::set<int> streams;
    double totalMs = 0;
    // Top-level scope spans per step: forward (Default), backward (Gradients), optimizer (Default).
    std::map<std::pair<int, int>, std::pair<Ticks, Ticks>> scopes;
    for (const auto& e : plan.execs) {
        const OpDef& op = plan.net.ops[static_cast<std::size_t>(e.op)];
        int pid = op.unit == Unit::AiCore ? kAiCorePid : (op.unit == Unit::AiCpu ? kAiCpuPid : kCommunicationPid);
        auto j = complete(op.unit == Unit::AiCpu ? op.type : op.opName, op.stream, us(e.start), usDur(e.duration), pid);
        if (op.unit != Unit::AiCpu) {
            nlohmann::ordered_json args;
            args["type"] = op.type;
            args["fullname"] = op.fullName;
            if (op.unit == Unit::AiCore)
                for (const auto& t : op.tensors)
                    args[t.name] = {{"format", t.format}, {"data_type", t.dtype}, {"shape", t.shape}};
            j["args"] = args;
        }
        events.push_back({e.start, std::move(j)});
        threads[pid].insert(op.stream);
        distinctOps.insert(op.fullName);
        streams.insert(op.stream);
        totalMs += double(e.duration) / double(kTicksPerMs);
        if (op.unit == Unit::AiCore) {
            int part = op.phase == Phase::Forward ? 0 : (op.phase == Phase::Backward ? 1 : 2);
            auto [it, fresh] = scopes.try_emplace({e.step, part}, e.start, e.start + e.duration);
            if (!fresh) {
                it->second.first = std::min(it->second.first, e.start);
                it->second.second = std::max(it->second.second, e.start + e.duration);
            }
        }
    }
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const StepTimes& s = plan.steps[i];
        events.push_back({s.firstEvent, complete(std::to_string(i + 1), kStepsTid, us(s.firstEvent),
                                                 usDur(s.end - s.firstEvent), kAiCorePid)});
    }
    for (const auto& [key, span] : scopes) {
        auto j = complete(key.second == 1 ? "Gradients" : "Default", kScopeTid, us(span.first),
                          usDur(span.second - span.first), kAiCorePid);
        j["scope_level"] = 0;
        events.push_back({span.first, std::move(j)});
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) { return a.start < b.start; });

    nlohmann::ordered_json meta = nlohmann::ordered_json::array();
    const std::pair<int, const char*> processes[] = {
        {kAiCorePid, "AICORE OP"}, {kAiCpuPid, "AICPU OP"}, {kCommunicationPid, "Communication Op"}};
    for (const auto& [pid, label] : processes) {
        meta.push_back(metadata("process_labels", pid, INT32_MIN, "labels", label));
        meta.push_back(metadata("process_sort_index", pid, INT32_MIN, "sort_index", pid));
        for (int tid : threads[pid]) {
            meta.push_back(metadata("thread_name", pid, tid, "name", "Stream #" + std::to_string(tid)));
            meta.push_back(metadata("thread_sort_index", pid, tid, "sort_index", tid));
        }
    }
    meta.push_back(metadata("thread_name", kAiCorePid, kStepsTid, "name", "Steps"));
    meta.push_back(metadata("thread_sort_index", kAiCorePid, kStepsTid, "sort_index", -4));
    meta.push_back(metadata("thread_name", kAiCorePid, kScopeTid, "name", "Scope Name"));
    meta.push_back(metadata("thread_sort_index", kAiCorePid, kScopeTid, "sort_index", -3));

    // MindSpore writes "[", each event followed by ",", then the metadata list without its "[".
    std::string json = "[";
    for (const auto& e : events)
        json += pyJson(e.json) + ",";
    json += pyJson(meta).substr(1);
    out.emplace_back("ascend_timeline_display_0.json", json);

    nlohmann::ordered_json summary;
    summary["total_time"] = roundTo(totalMs, 6);
    summary["num_of_streams"] = streams.size();
    summary["num_of_ops"] = distinctOps.size();
    summary["op_exe_times"] = plan.execs.size();
    summary["max_scope_name_num"] = 1;
    out.emplace_back("ascend_timeline_summary_0.json", pyJson(summary));
    out.emplace_back("min_cycle_counter_0.txt", std::to_string(plan.deviceZero) + ".0");
}

} // namespace steplens::example
