#pragma once
// One rank of the database export, read into the same model as the text files: the profiler
// database (ascend_pytorch_profiler_<rank>.db, ascend_mindspore_profiler[_<rank>].db or msprof_*.db)
// and, beside it, analysis.db / communication_analyzer.db. Missing tables and columns are
// diagnostics, not failures; the timeline is read separately (db_timeline.h) so that the small
// sections can be shown first.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <optional>
#include <string>

namespace steplens {

struct DbRank {
    // stepTraceTime, kernels, opStatistic (derived from the kernels), communication,
    // communicationMatrix, memoryRecords, operatorMemory, npuModuleMemory, metadata; source = "db".
    AscendOutput output;
    std::optional<int> rank;          // RANK_DEVICE_MAP's rank, when it holds one
    bool stepsFromAnalysisDb = false; // StepTraceTime of analysis.db, else computed from STEP_TIME and TASK
    bool communicationFromAnalysisDb = false;
};

// `profilerDb` or `analysisDb` may be empty (not present). Never throws.
ReadResult<DbRank> readDbRank(const std::string& profilerDb, const std::string& analysisDb);

// What the cluster overview needs before a rank is opened: analysis.db's step table, communication and
// link matrix, and the rank id (RANK_DEVICE_MAP). The profiler database's tasks are read only when
// analysis.db has no step table (the breakdown is then computed from them); kernels, memory and
// operator tables are left empty. Never throws.
ReadResult<DbRank> readDbRankSummary(const std::string& profilerDb, const std::string& analysisDb);

} // namespace steplens
