#include "model/cluster_summary.h"

#include <algorithm>

namespace steplens {

const std::vector<std::string>& clusterPhaseKeys(Layout layout)
{
    static const std::vector<std::string> ascend = [] {
        std::vector<std::string> keys;
        for (int c = 0; c < kStepColumnCount; ++c)
            keys.emplace_back(stepColumnKey(StepColumn(c)));
        return keys;
    }();
    static const std::vector<std::string> legacy = {"iteration_interval", "fp_and_bp", "tail", "total"};
    return layout == Layout::AscendProfilerOutput ? ascend : legacy;
}

const char* clusterSourceName(ClusterSource source)
{
    switch (source) {
    case ClusterSource::RankFolders: return "rank_folders";
    case ClusterSource::LoadedRun: return "loaded_run";
    case ClusterSource::Reports: return "reports";
    case ClusterSource::ClusterAnalysisOutput: return "cluster_analysis_output";
    }
    return "rank_folders";
}

int ClusterSummary::phaseIndex(std::string_view key) const
{
    const auto& keys = phaseKeys();
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == key)
            return int(i);
    return -1;
}

const RankSummary* ClusterSummary::rank(int id) const
{
    auto it = std::lower_bound(ranks.begin(), ranks.end(), id,
                               [](const RankSummary& r, int value) { return r.rank < value; });
    if (it != ranks.end() && it->rank == id)
        return &*it;
    for (const auto& r : ranks) // ranks were not sorted (a summary built by hand)
        if (r.rank == id)
            return &r;
    return nullptr;
}

bool ClusterSummary::rankOpenable(int id) const
{
    const RankSummary* r = rank(id);
    return r && !r->folder.empty() && (source == ClusterSource::RankFolders || source == ClusterSource::LoadedRun);
}

double stepWallMs(const RankSummary& rank, std::size_t row)
{
    const std::size_t n = clusterPhaseKeys(rank.layout).size();
    if (rank.layout == Layout::MindSpore1x)
        return rank.value(row, 3, n);
    double wall = 0;
    bool any = false;
    for (StepColumn c :
         {StepColumn::Preparing, StepColumn::Computing, StepColumn::CommunicationNotOverlapped, StepColumn::Free}) {
        const double v = rank.value(row, std::size_t(c), n);
        if (!isAbsent(v)) {
            wall += v;
            any = true;
        }
    }
    return any ? wall : kAbsent;
}

} // namespace steplens
