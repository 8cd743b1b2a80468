#pragma once
// ascend_cluster_analyse_<mode>_<stage_num>_<rank_size>_<rank>.csv (and gpu_cluster_analyse_...):
// per-step computation / communication split of one rank, last row the average.
#include "formats/read_result.h"
#include "model/cluster.h"

#include <string>

namespace steplens {

ReadResult<ClusterAnalyse> readClusterAnalyse(const std::string& path);

// Mode, stage count, rank size and rank from the file name; false when the name does not follow the pattern.
bool parseClusterAnalyseName(const std::string& fileName, ClusterAnalyse& out);

} // namespace steplens
