#pragma once
// One rank of the database export, read into the same model as the text files: the profiler
// database (ascend_pytorch_profiler_<rank>.db, ascend_mindspore_profiler[_<rank>].db or msprof_*.db)
// and, beside it, analysis.db / communication_analyzer.db. Missing tables and columns are
// diagnostics, not failures; the timeline is read separately (db_timeline.h) so that the small
// sections can be shown first.
#include "formats/read_result.h"
#include "model/ascend_output.h"

#include <functional>
#include <memory>
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

// readDbRank in two parts, so that a loader can show the steps before the big tables are read:
// steps() opens analysis.db and reads its StepTraceTime; finish() reads everything else and gives what
// readDbRank gives, diagnostics in the same order (analysis.db's, held back by steps(), come after the
// profiler database's, as when read in one go). Each database is opened once.
class DbRankReading
{
public:
    DbRankReading(std::string profilerDb, std::string analysisDb);
    ~DbRankReading();
    DbRankReading(const DbRankReading&) = delete;
    DbRankReading& operator=(const DbRankReading&) = delete;

    // analysis.db's step table, null when there is none: the steps are then computed from every device
    // task of the profiler database, which only finish() reads. Never throws.
    const StepTraceTime* steps();
    // The whole rank, as readDbRank(profilerDb, analysisDb). Call once. Never throws.
    ReadResult<DbRank> finish();
    // When set, finish() tells how far through the rank it is, in [0, 1], never going back: by the rows
    // read against the rows of the big tables (db_read_progress.h), called on finish()'s
    // thread every few thousand rows.
    void setProgress(std::function<void(double fraction)> progress);

    struct State; // the open analysis.db and what steps() read from it (db_rank_reader.cpp)

private:
    std::string m_profilerDb;
    std::string m_analysisDb;
    std::unique_ptr<State> m_state;
    std::function<void(double)> m_progress;
};

// What the cluster overview needs before a rank is opened: analysis.db's step table, communication and
// link matrix, and the rank id (RANK_DEVICE_MAP). The profiler database's tasks are read only when
// analysis.db has no step table (the breakdown is then computed from them); kernels, memory and
// operator tables are left empty. Never throws.
ReadResult<DbRank> readDbRankSummary(const std::string& profilerDb, const std::string& analysisDb);

} // namespace steplens
