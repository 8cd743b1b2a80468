#pragma once
// Cluster and communication files: profiler_info, hccl_raw, ascend_cluster_analyse.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct ProfilerInfo {
    int rankId = -1;
    int rankSize = 0;
    int stageNum = 0;
    std::string contextMode;   // "graph", "pynative"
    std::string msVersion;
    std::string parallelMode;
    bool heterogeneous = false;
    std::map<std::string, std::string> values; // every scalar key as text
    std::vector<std::string> sources;
};

struct LinkStat {
    std::string link;      // "<src>-<dst>"
    std::string transport; // SDMA, RDMA
    double timeMs = 0;
    double sizeKB = 0;
    double bandwidthKBs = 0;
    double waitMs = 0;
};

struct HcclOpCost {
    std::string name;
    double costMs = 0;
    double waitMs = 0;
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
    std::optional<HcclStep> average;
    std::vector<std::string> sources;
};

struct ClusterAnalyse {
    std::string mode; // data-parallel, model-parallel, pipeline-parallel
    int stageNum = 0;
    int rankSize = 0;
    int rank = -1;
    std::vector<std::string> columns;          // header names, trimmed
    std::vector<std::vector<double>> steps;    // ms
    std::optional<std::vector<double>> average;
    std::vector<std::string> sources;
};

} // namespace steplens
