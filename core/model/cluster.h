#pragma once
// Cluster and communication files: profiler_info, hccl_raw, ascend_cluster_analyse.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

// profiler_info_<rank>.json (MindSpore 1.8+, 2.x, torch_npu variants) or profiler_info.json.
struct ProfilerInfo {
    int rankId = -1;
    int rankSize = 0;
    int stageNum = 0;
    std::string contextMode; // "graph", "pynative" (MindSpore 2.5 writes 0/1: mapped to these)
    std::string msVersion;   // ms_version / mindspore_version
    std::string torchNpuVersion;
    std::string cannVersion;
    std::string parallelMode;
    bool heterogeneous = false;
    std::vector<long long> graphIds;
    std::optional<double> diffTimeUs; // MindInsight's rank clock offset, when written
    // Every scalar value as text; nested objects flattened with dotted keys ("config.common_config.with_stack").
    std::map<std::string, std::string> values;
    std::vector<std::string> sources;
};

struct LinkStat {
    std::string link;      // "<src>-<dst>" as written
    std::string transport; // SDMA, RDMA...
    double timeMs = 0;
    double sizeKB = 0;
    double bandwidth = 0; // as written (MindSpore's hccl_parser says KB/s)
    double waitMs = 0;    // RDMA only
};

struct HcclOpCost {
    std::string name; // as in the step trace reduce columns
    std::string step; // as written ("1", "-")
    double costMs = 0;
    double waitMs = 0;
    std::vector<LinkStat> links;
};

struct HcclStep {
    long long step = 0; // -1 for the average row
    double communicationMs = 0;
    double waitMs = 0;
    std::vector<LinkStat> links;
    std::vector<HcclOpCost> ops;
};

struct HcclRaw {
    std::vector<HcclStep> steps;
    std::optional<HcclStep> average; // the "-" row
    std::vector<std::string> sources;
};

struct ClusterAnalyse {
    std::string mode; // data-parallel, model-parallel, pipeline-parallel (from the file name)
    int stageNum = 0;
    int rankSize = 0;
    int rank = -1;
    std::string device;               // "ascend" or "gpu" (file name prefix)
    std::vector<std::string> columns; // header names as written, trimmed
    // Canonical names per column: computation, communication_alone, stage, receive_alone,
    // collective_communication_alone, iteration_interval, fp_and_bp, tail; empty when unknown.
    std::vector<std::string> keys;
    // ms (the old iteration_interval layout is converted from ticks). MindSpore appends an average
    // row when there is more than one step: that row is `average`, the others are `steps`. A one-row
    // file has its row in both.
    std::vector<std::vector<double>> steps;
    std::optional<std::vector<double>> average;
    std::vector<std::string> sources;

    int column(std::string_view key) const
    {
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] == key)
                return static_cast<int>(i);
        return -1;
    }
};

} // namespace steplens
