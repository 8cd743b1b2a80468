#include "formats/cluster/cluster_analyse_reader.h"
#include "formats/cluster/hccl_raw_reader.h"
#include "formats/profiler_info_reader.h"
#include "io/text.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

namespace steplens::detail {

namespace {

void loadProfilerInfo(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    auto* infos = files.get(FileKind::ProfilerInfo);
    if (!infos)
        return;
    // A rank's own profiler_info_<rank>.json wins over the shared profiler_info.json.
    std::size_t chosen = 0;
    for (std::size_t i = 0; i < infos->size(); ++i)
        if (io::baseName((*infos)[i]) != "profiler_info.json") {
            chosen = i;
            break;
        }
    const std::string& path = (*infos)[chosen];
    reading(progress, path);
    profile.info = takeResult(readProfilerInfo(path), profile, path);
    noteUnused(profile, *infos, chosen,
               SL_MSG("diag.load.own-profiler-info-used", "the rank's own profiler_info file is used"));
    if (!profile.info || profile.info->rankId < 0)
        return;
    if (profile.rank < 0) {
        profile.rank = profile.info->rankId;
    } else if (profile.rank != profile.info->rankId) {
        profile.diagnostics.push_back(
            Diagnostic::info(path,
                             SL_MSG("diag.load-cluster.rank-id-differs-from-the",
                                    "rank_id {rank_id} differs from the file name's id {rank}")
                                 .arg("rank_id", std::to_string(profile.info->rankId))
                                 .arg("rank", std::to_string(profile.rank)),
                             SL_MSG("diag.action.the-file-name-s-id", "the file name's id is used")));
    }
}

} // namespace

void loadClusterSection(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    loadProfilerInfo(files, profile, progress);
    if (auto* hccl = files.get(FileKind::HcclRaw)) {
        reading(progress, hccl->front());
        profile.hccl = takeResult(readHcclRaw(hccl->front()), profile, hccl->front());
    }
    if (auto* cluster = files.get(FileKind::ClusterAnalyse)) {
        reading(progress, cluster->front());
        profile.clusterAnalyse = takeResult(readClusterAnalyse(cluster->front()), profile, cluster->front());
        if (profile.clusterAnalyse)
            noteUnused(profile, *cluster, 0,
                       SL_MSG("diag.load.one-cluster-analysis-used", "one cluster analysis file per rank is used"));
    }
    if (auto* dynamic = files.get(FileKind::DynamicShapeInfo)) {
        // Only its presence matters: it switches the step views to dynamic-shape mode.
        profile.dynamicShape = true;
        profile.filesRead.push_back(dynamic->front());
    }
}

} // namespace steplens::detail
