#pragma once
// One rank of a profiled run, with every section StepLens can read. Each section is optional and
// lists the files that fed it; a missing section means the folder has no data for it.
#include "model/ascend_output.h"
#include "model/backend.h"
#include "model/cluster.h"
#include "model/diagnostic.h"
#include "model/operators.h"
#include "model/pipeline.h"
#include "model/queues.h"
#include "model/step_trace.h"
#include "model/timeline.h"

#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace steplens {

enum class Layout { MindSpore1x, AscendProfilerOutput };

struct Profile {
    int rank = -1;      // rank or device id; -1 when the folder does not say
    std::string folder; // the folder the files came from
    Layout layout = Layout::MindSpore1x;
    Backend backend = Backend::Unknown;

    std::optional<StepTrace> stepTrace;
    std::optional<Operators> operators;
    std::optional<Pipeline> pipeline;
    std::optional<PipelineSummary> pipelineSummary;
    std::optional<CpuUtilization> cpu;
    std::optional<HostQueue> hostQueue;
    std::optional<ChipQueue> chipQueue;
    std::shared_ptr<const Timeline> timeline; // shared: it can be large and outlives panels
    std::optional<TimelineSummary> timelineSummary;
    std::optional<ProfilerInfo> info;
    std::optional<HcclRaw> hccl;
    std::optional<ClusterAnalyse> clusterAnalyse;
    bool dynamicShape = false; // dynamic_shape_info_<id>.json present
    // The ASCEND_PROFILER_OUTPUT layout (MindSpore >= 2.3, torch_npu); set only for that layout.
    // Its op statistics also fill `operators`, so the operator tables work on both layouts.
    std::optional<AscendOutput> ascend;

    std::vector<std::string> filesRead;
    std::vector<std::string> filesFound; // every file discovery gave this rank, read or not
    Diagnostics diagnostics;             // everything found while loading this rank
};
// A vector of profiles that grows moves them; were a member's move able to throw, it would copy every
// rank's tables instead (model/stable_vector.h says how that happened once).
static_assert(std::is_nothrow_move_constructible_v<Profile>, "a member of Profile has a move that can throw");

// A whole profiler folder: one Profile per rank, plus folder-level diagnostics.
struct Run {
    std::string path;                           // what the user asked for
    std::string profilerFolder;                 // the folder that held the data
    std::vector<Profile> ranks;                 // sorted by rank
    Diagnostics diagnostics;                    // discovery problems (per-rank problems sit in each Profile)
    std::optional<AscendCluster> ascendCluster; // msprof-analyze cluster_analysis_output/, when present
    bool cancelled = false;

    const Profile* rank(int id) const
    {
        for (const auto& p : ranks)
            if (p.rank == id)
                return &p;
        return nullptr;
    }
};

} // namespace steplens
