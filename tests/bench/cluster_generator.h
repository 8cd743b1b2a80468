#pragma once
// Synthetic many-rank jobs in the MindSpore >= 2.3 / torch_npu layout, for the cluster view's tests
// and benchmark: one rank folder per rank with the files the cluster summary reads
// (ASCEND_PROFILER_OUTPUT/step_trace_time.csv, communication.json, communication_matrix.json,
// profiler_info_<rank>.json, profiler_metadata.json), in the shapes the real writers use
// (docs formats-2x.md §4, §6, §10).
//
// The job is synchronous data parallel over servers of `ranksPerNode` NPUs: every step each rank
// computes, then waits in its first all-reduce for the slowest rank, then transfers. A planted slow
// rank computes `slowRankExtraMs` longer: the others' Communication(Not Overlapped) grows by as much
// and the slow rank waits least. Inside a server the ranks talk over HCCS (a tensor-parallel group:
// communication_matrix.json keys are the group-local indices 0..ranksPerNode-1), between servers over
// RDMA (the world group: keys are global ranks). A planted slow link runs at `slowLinkFactor` of the
// HCCS bandwidth. Generated data goes under /tmp, never into the repository.
#include <string>

namespace steplens::bench {

struct ClusterSpec {
    int ranks = 256;
    int steps = 10;
    int firstStep = 1;
    int ranksPerNode = 8;
    bool mindspore = false; // *_ascend_ms (MindSpore) instead of *_ascend_pt (torch_npu) folders
    unsigned seed = 13;
    int slowRank = -1; // planted slow rank, -1 for none
    double slowRankExtraMs = 15.0;
    int slowLinkSrc = -1, slowLinkDst = -1; // planted slow HCCS link (two ranks of one server), -1 for none
    double slowLinkFactor = 1.0 / 3.0;

    // The numbers the generator builds the steps from (ms), so tests can state what they expect.
    static constexpr double kComputingMs = 80.0;
    static constexpr double kTransitMs = 24.0;   // exposed transfer of the all-reduces
    static constexpr double kOverlappedMs = 6.0; // communication hidden under computation
    static constexpr double kFreeMs = 3.0;
    static constexpr double kPreparingMs = 0.5;
    static constexpr double kHccsGBs = 17.5;
    static constexpr double kRdmaGBs = 11.0;
};

// Writes `root`/<one folder per rank>. Replaces nothing outside `root`; `root` is created when missing.
// Returns false (with `error`) on an I/O error.
bool writeCluster(const std::string& root, const ClusterSpec& spec, std::string& error);

// The folder name of rank `rank` ("node1_rank12_20250101120000000_ascend_pt").
std::string clusterRankFolderName(const ClusterSpec& spec, int rank);

} // namespace steplens::bench
