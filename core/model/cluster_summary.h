#pragma once
// The summary of a many-rank job: per rank, its step phases step by step, the time its collectives
// spent moving data against waiting, and the links it measured. It is the unit of scale-out: small
// (memory grows with ranks x steps, never with a rank's timeline or kernel table), read before any
// rank is opened, and the same whether it came from rank folders, from msprof-analyze's
// cluster_analysis_output or from a folder of `steplens report --format json` documents.
#include "model/absent.h"
#include "model/diagnostic.h"
#include "model/profile.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

// The phase columns of a cluster's step table. The 2.x layout keeps every step_trace_time.csv column
// (stepColumnKey order: computing, communication_not_overlapped, overlapped, communication, free,
// stage, bubble, communication_not_overlapped_exclude_receive, preparing); the 1.x layout keeps
// iteration_interval, fp_and_bp, tail and total of the step trace.
const std::vector<std::string>& clusterPhaseKeys(Layout layout);

// One link between two ranks, summed over the profiled steps. LOCAL copies are not links and are
// not kept.
struct ClusterLink {
    int src = -1, dst = -1; // global ranks
    std::string transport;  // HCCS, RDMA, PCIE, SDMA, SIO
    std::string group;      // communication domain (the group hash after '@'); empty when unknown
    double sizeMB = 0;
    double timeMs = 0;
    double bandwidthGBs = 0;      // size / time when both are positive, else as written
    std::vector<std::string> ops; // operations that used the link (at most kMaxLinkOps, first seen first)
    int reportedBy = -1;          // the rank whose file listed the link
    bool keysAsWritten = false;   // its group could not be completed: the keys were read as global ranks

    static constexpr std::size_t kMaxLinkOps = 8;
};

// Communication of one rank within one domain, summed over the profiled operations.
struct CommDomainTotals {
    std::string group; // group hash; empty for operations without one
    int ops = 0;
    double elapseMs = 0, transitMs = 0, waitMs = 0, syncMs = 0, idleMs = 0;
};

struct RankCommunication {
    int ops = 0;   // operation instances over all steps ("Total Op Info" entries not counted)
    int steps = 0; // distinct steps among them
    double elapseMs = 0, transitMs = 0, waitMs = 0, syncMs = 0, idleMs = 0;
    std::vector<CommDomainTotals> domains; // one per group, in order of first appearance
};

// A named communication domain of profiler_metadata.json (parallel_group_info): "tp", "dp", "pp"...
struct NamedGroup {
    std::string name;
    std::vector<int> ranks; // global ranks, as written
};

struct RankSummary {
    int rank = -1;
    Layout layout = Layout::AscendProfilerOutput;
    std::string folder;    // the rank's folder; empty when the summary came from elsewhere
    std::string source;    // the file it came from when not a rank folder (a report JSON, cluster_step_trace_time.csv)
    std::string framework; // "mindspore", "torch_npu" or empty

    // Step table: one row per step, clusterPhaseKeys(layout).size() values per row (ms, NaN when
    // the file had no such column).
    std::vector<long long> steps; // step numbers as written; -1 when a row had none
    std::vector<double> values;   // row-major
    // Rows a report JSON carried only as a mean (no per-step data): `steps` holds one row of -1.
    bool meanOnly = false;

    std::optional<RankCommunication> communication;
    // Links as the rank's communication_matrix.json wrote them: keys are group-local until
    // resolveClusterLinks (load/summarize.h) maps them to global ranks with every rank's groups.
    std::vector<ClusterLink> links;
    bool linksResolved = false;
    // The rank's own index in each group, from its LOCAL ("k-k") entries: group hash -> k (the empty
    // group for hccl_raw, whose links name no group).
    std::vector<std::pair<std::string, int>> groupSelfIndex;

    // Parallel context, when the rank's files say.
    int rankSize = 0;
    int stageNum = 0;         // 1.x profiler_info / cluster_analyse; 2.x pipeline_model_parallel_size
    std::string parallelMode; // data-parallel, pipeline-parallel, semi_auto_parallel...
    std::vector<NamedGroup> groups;

    // The 1.x cluster rules' inputs.
    std::optional<double> flops;                 // FLOPS of flops_summary (or cube + vec)
    std::optional<double> flopsTotal;            // FLOPs
    std::vector<std::string> clusterAnalyseKeys; // canonical names, ascend_cluster_analyse_*.csv
    std::optional<std::vector<double>> clusterAnalyseAverage;

    std::vector<std::string> filesRead;
    Diagnostics diagnostics;

    std::size_t stepCount() const { return steps.size(); }
    bool hasSteps() const { return !steps.empty(); }
    // Value of phase `phase` in row `row` (kAbsent when absent).
    double value(std::size_t row, std::size_t phase, std::size_t phaseCount) const
    {
        const std::size_t i = row * phaseCount + phase;
        return i < values.size() ? values[i] : kAbsent;
    }
};

enum class ClusterSource {
    RankFolders,           // *_ascend_ms / *_ascend_pt or 1.x profiler folders, read summary first
    LoadedRun,             // a run read in full (the summary was made from it)
    Reports,               // a folder of `steplens report --format json` documents
    ClusterAnalysisOutput, // msprof-analyze's cluster_analysis_output/ alone
};

const char* clusterSourceName(ClusterSource source);

struct ClusterSummary {
    std::string path;   // what the user opened
    std::string folder; // the folder holding the ranks (or the reports)
    ClusterSource source = ClusterSource::RankFolders;
    Layout layout = Layout::AscendProfilerOutput;
    std::vector<RankSummary> ranks; // ascending rank
    // The named groups of every rank, each once (the summary-first loader moves them here from the
    // ranks: every rank lists the world group, which would make memory grow with ranks squared).
    std::vector<NamedGroup> groups;
    Diagnostics diagnostics; // folder-level problems (per-rank ones sit in each rank)
    bool cancelled = false;

    const std::vector<std::string>& phaseKeys() const { return clusterPhaseKeys(layout); }
    // Index of `key` among phaseKeys(), -1 when the layout has no such phase.
    int phaseIndex(std::string_view key) const;
    const RankSummary* rank(int id) const;
    // True when a rank can be opened in full (its folder is on this machine).
    bool rankOpenable(int id) const;
};

// The step wall time of one row: Preparing + Computing + Communication(Not Overlapped) + Free for
// the 2.x layout (the parts present), total for 1.x. NaN when the row has none of them.
double stepWallMs(const RankSummary& rank, std::size_t row);

} // namespace steplens
