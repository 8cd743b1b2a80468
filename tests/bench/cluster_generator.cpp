#include "cluster_generator.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace fs = std::filesystem;

namespace steplens::bench {

namespace {

const char* kTimestamp = "20250101120000000";

// Deterministic noise in [-1, 1] for (seed, rank, step, channel).
double noise(unsigned seed, int rank, int step, int channel)
{
    std::uint64_t x = (std::uint64_t(seed) << 40) ^ (std::uint64_t(unsigned(rank)) << 20) ^
                      (std::uint64_t(unsigned(step)) << 4) ^ std::uint64_t(unsigned(channel));
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return double(x % 2000001) / 1000000.0 - 1.0;
}

std::string fmt(const char* pattern, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, pattern, v);
    return buf;
}

std::string worldGroup()
{
    return "9000000000000000001";
}

std::string nodeGroup(int node)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "80000000000000%05d", node);
    return buf;
}

bool writeFile(const fs::path& path, const std::string& text, std::string& error)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) {
        error = "cannot write " + path.string();
        return false;
    }
    return true;
}

struct StepValues {
    double preparing, computing, cnno, overlapped, free, wait, transit;
};

std::string bandwidthInfo(const char* transport, double sizeMB, double timeMs)
{
    std::string out = "{";
    for (const char* t : {"RDMA", "HCCS", "PCIE", "SDMA", "SIO"}) {
        const bool used = std::string(t) == transport || (std::string(t) == "SDMA" && std::string(transport) == "HCCS");
        const double size = used ? sizeMB : 0, time = used ? timeMs : 0, bw = used && timeMs > 0 ? sizeMB / timeMs : 0;
        if (out.size() > 1)
            out += ", ";
        out += std::string("\"") + t + "\": {\"Transit Size(MB)\": " + fmt("%.6f", size) +
               ", \"Transit Time(ms)\": " + fmt("%.6f", time) + ", \"Bandwidth(GB/s)\": " + fmt("%.4f", bw) +
               ", \"Large Packet Ratio\": 0, \"Size Distribution\": {}}";
    }
    return out + "}";
}

std::string commOp(const std::string& key, double startUs, double transitMs, double waitMs, double idleMs,
                   const char* transport, double sizeMB)
{
    const double elapse = transitMs + waitMs + idleMs;
    const double ratio = transitMs + waitMs > 0 ? waitMs / (transitMs + waitMs) : 0;
    return "\"" + key + "\": {\"Communication Time Info\": {\"Start Timestamp(us)\": " + fmt("%.3f", startUs) +
           ", \"Elapse Time(ms)\": " + fmt("%.6f", elapse) + ", \"Transit Time(ms)\": " + fmt("%.6f", transitMs) +
           ", \"Wait Time(ms)\": " + fmt("%.6f", waitMs) +
           ", \"Synchronization Time(ms)\": " + fmt("%.6f", waitMs * 0.9) +
           ", \"Idle Time(ms)\": " + fmt("%.6f", idleMs) + ", \"Wait Time Ratio\": " + fmt("%.4f", ratio) +
           ", \"Synchronization Time Ratio\": " + fmt("%.4f", ratio * 0.9) +
           "}, \"Communication Bandwidth Info\": " + bandwidthInfo(transport, sizeMB, transitMs) + "}";
}

std::string link(const std::string& key, const char* transport, double sizeMB, double bwGBs, const std::string& op)
{
    const double time = bwGBs > 0 ? sizeMB / bwGBs : 0;
    return "\"" + key + "\": {\"Transport Type\": \"" + transport + "\", \"Transit Size(MB)\": " + fmt("%.6f", sizeMB) +
           ", \"Transit Time(ms)\": " + fmt("%.6f", time) + ", \"Bandwidth(GB/s)\": " + fmt("%.4f", bwGBs) +
           ", \"Op Name\": \"" + op + "\"}";
}

} // namespace

std::string clusterRankFolderName(const ClusterSpec& spec, int rank)
{
    const int perNode = std::max(1, std::min(spec.ranksPerNode, spec.ranks));
    return "node" + std::to_string(rank / perNode) + "_rank" + std::to_string(rank) + "_" + kTimestamp +
           (spec.mindspore ? "_ascend_ms" : "_ascend_pt");
}

bool writeCluster(const std::string& rootPath, const ClusterSpec& spec, std::string& error)
{
    const fs::path root(rootPath);
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec) {
        error = "cannot create " + rootPath + ": " + ec.message();
        return false;
    }
    const int n = spec.ranks;
    const int perNode = std::max(1, std::min(spec.ranksPerNode, n));
    // Step values of every rank: the synchronous wait needs the slowest rank of each step.
    std::vector<std::vector<StepValues>> values(std::size_t(n), std::vector<StepValues>(std::size_t(spec.steps)));
    for (int s = 0; s < spec.steps; ++s) {
        double slowest = 0;
        for (int r = 0; r < n; ++r) {
            StepValues& v = values[std::size_t(r)][std::size_t(s)];
            v.preparing = ClusterSpec::kPreparingMs * (1 + 0.1 * noise(spec.seed, r, s, 1));
            v.computing = ClusterSpec::kComputingMs * (1 + 0.01 * noise(spec.seed, r, s, 2)) +
                          (r == spec.slowRank ? spec.slowRankExtraMs : 0.0);
            v.free = ClusterSpec::kFreeMs * (1 + 0.1 * noise(spec.seed, r, s, 3));
            v.overlapped = ClusterSpec::kOverlappedMs;
            v.transit = ClusterSpec::kTransitMs * (1 + 0.02 * noise(spec.seed, r, s, 4));
            slowest = std::max(slowest, v.preparing + v.computing);
        }
        for (int r = 0; r < n; ++r) {
            StepValues& v = values[std::size_t(r)][std::size_t(s)];
            v.wait = slowest - (v.preparing + v.computing) + 0.05;
            v.cnno = v.transit + v.wait;
        }
    }

    std::string worldRanks;
    for (int r = 0; r < n; ++r)
        worldRanks += (r ? ", " : "") + std::to_string(r);

    for (int r = 0; r < n; ++r) {
        const int node = r / perNode, local = r % perNode, nodeBase = node * perNode;
        const int nodeSize = std::min(perNode, n - nodeBase);
        const fs::path dir = root / clusterRankFolderName(spec, r);
        const fs::path out = dir / "ASCEND_PROFILER_OUTPUT";
        fs::create_directories(out, ec);
        if (ec) {
            error = "cannot create " + out.string() + ": " + ec.message();
            return false;
        }
        // step_trace_time.csv (µs, three decimals, as the writers quantise them).
        std::string csv = "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
                          "Communication(Not Overlapped and Exclude Receive),Preparing\n";
        for (int s = 0; s < spec.steps; ++s) {
            const StepValues& v = values[std::size_t(r)][std::size_t(s)];
            const double us = 1000.0;
            csv += std::to_string(spec.firstStep + s) + "," + fmt("%.3f", v.computing * us) + "," +
                   fmt("%.3f", v.cnno * us) + "," + fmt("%.3f", v.overlapped * us) + "," +
                   fmt("%.3f", (v.cnno + v.overlapped) * us) + "," + fmt("%.3f", v.free * us) + "," +
                   fmt("%.3f", (v.computing + v.cnno + v.free) * us) + ",0," + fmt("%.3f", v.cnno * us) + "," +
                   fmt("%.3f", v.preparing * us) + "\n";
        }
        if (!writeFile(out / "step_trace_time.csv", csv, error))
            return false;

        // communication.json: two all-reduces over the world (RDMA), one all-gather inside the server (HCCS).
        std::string comm = "{";
        std::string matrix = "{";
        for (int s = 0; s < spec.steps; ++s) {
            const StepValues& v = values[std::size_t(r)][std::size_t(s)];
            const int step = spec.firstStep + s;
            const double t0 = 1.7e15 + double(s) * 2e5;
            const std::string idx = std::to_string(s * 3);
            const std::string ar0 = "hcom_allReduce__001_" + idx + "_1",
                              ar1 = "hcom_allReduce__001_" + std::to_string(s * 3 + 1) + "_1",
                              ag = "hcom_allGather__002_" + std::to_string(s * 3 + 2) + "_1";
            comm += std::string(s ? ", " : "") + "\"step" + std::to_string(step) +
                    "\": {\"p2p\": {}, \"collective\": {" +
                    commOp(ar0 + "@" + worldGroup(), t0, v.transit * 0.6, v.wait, 0.1, "RDMA",
                           v.transit * 0.6 * ClusterSpec::kRdmaGBs) +
                    ", " +
                    commOp(ar1 + "@" + worldGroup(), t0 + 5e4, v.transit * 0.4, 0.02, 0.05, "RDMA",
                           v.transit * 0.4 * ClusterSpec::kRdmaGBs) +
                    ", " +
                    commOp(ag + "@" + nodeGroup(node), t0 + 9e4, 3.0, 0.05, 0.02, "HCCS", 3.0 * ClusterSpec::kHccsGBs) +
                    "}}";
            // communication_matrix.json: the "-total" entries, keys group-local (the world group's
            // local index is the global rank).
            std::string world = link(std::to_string(r) + "-" + std::to_string(r), "LOCAL", 16.0, 300.0, ar0);
            if (n > perNode) {
                for (int peer : {(r + perNode) % n, (r - perNode + n) % n})
                    if (peer != r)
                        world += ", " + link(std::to_string(r) + "-" + std::to_string(peer), "RDMA", 128.0,
                                             ClusterSpec::kRdmaGBs * (1 + 0.03 * noise(spec.seed, r, peer, 5)), ar0);
            }
            std::string hccs = link(std::to_string(local) + "-" + std::to_string(local), "LOCAL", 8.0, 300.0, ag);
            for (int j = 0; j < nodeSize; ++j) {
                if (j == local)
                    continue;
                double bw = ClusterSpec::kHccsGBs * (1 + 0.02 * noise(spec.seed, r, nodeBase + j, 6));
                if (r == spec.slowLinkSrc && nodeBase + j == spec.slowLinkDst)
                    bw *= spec.slowLinkFactor;
                hccs += ", " + link(std::to_string(local) + "-" + std::to_string(j), "HCCS", 64.0, bw, ag);
            }
            matrix += std::string(s ? ", " : "") + "\"step" + std::to_string(step) +
                      "\": {\"p2p\": {}, \"collective\": {\"allreduce-total@" + worldGroup() + "\": {" + world +
                      "}, \"allgather-total@" + nodeGroup(node) + "\": {" + hccs + "}}}";
        }
        comm += "}";
        matrix += "}";
        if (!writeFile(out / "communication.json", comm, error) ||
            !writeFile(out / "communication_matrix.json", matrix, error))
            return false;

        std::string nodeRanks;
        for (int j = 0; j < nodeSize; ++j)
            nodeRanks += (j ? ", " : "") + std::to_string(nodeBase + j);
        const std::string groups =
            "\"parallel_group_info\": {\"group_name_0\": {\"group_name\": \"default_group\", "
            "\"group_rank\": " +
            std::to_string(r) + ", \"global_ranks\": [" + worldRanks +
            "]}, \"group_name_1\": {\"group_name\": \"tp\", \"group_rank\": " + std::to_string(local) +
            ", \"global_ranks\": [" + nodeRanks + "]}}";
        std::string info, metadata;
        if (spec.mindspore) {
            info = "{\"profiler_parameters\": {\"profiler_level\": \"Level1\", \"activities\": [\"CPU\", \"NPU\"]}, "
                   "\"ms_version\": \"2.5.0\", \"rank_id\": " +
                   std::to_string(r) + "}";
            metadata = "{" + groups + "}";
        } else {
            info = "{\"config\": {\"common_config\": {\"activities\": [\"ProfilerActivity.CPU\", "
                   "\"ProfilerActivity.NPU\"]}, \"experimental_config\": {\"_profiler_level\": \"Level1\"}}, "
                   "\"torch_npu_version\": \"2.1.0\", \"cann_version\": \"8.0.RC3\", \"rank_id\": " +
                   std::to_string(r) + "}";
            metadata = "{\"distributed_args\": {\"tensor_model_parallel_size\": " + std::to_string(perNode) +
                       ", \"pipeline_model_parallel_size\": 1, \"data_parallel_size\": " +
                       std::to_string(std::max(1, n / perNode)) + ", \"rank\": " + std::to_string(r) +
                       ", \"world_size\": " + std::to_string(n) + "}, " + groups + "}";
        }
        if (!writeFile(dir / ("profiler_info_" + std::to_string(r) + ".json"), info, error) ||
            !writeFile(dir / "profiler_metadata.json", metadata, error))
            return false;
    }
    return true;
}

} // namespace steplens::bench
