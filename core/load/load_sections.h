#pragma once
// Internal to the loader: one function per family of files, each in its own source file, so a new
// format touches only its reader and its section loader.
#include "formats/db/db_rank_reader.h"
#include "formats/read_result.h"
#include "load/discover.h"
#include "load/load.h"
#include "model/profile.h"

#include <functional>

namespace steplens::detail {

class FileProgress; // load_progress.h; null where nobody follows the progress (the cluster summary)

void loadStepTraceSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr);
// `sectionThreads` (LoadOptions::sectionThreads): with 2 or more, a big AI CPU table is read ahead on a
// thread of its own while the framework and AI Core files are read (section_thread.h).
void loadOperatorSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr,
                         int sectionThreads = 1);
// The data section in file order: pipeline, its summary, CPU use, host queue, chip queue. Where the host
// queue comes, `hostQueueReadElsewhere` (when given) is asked; true means it is read on a section thread
// (load.cpp), which then owns it.
void loadDataSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr,
                     const std::function<bool()>& hostQueueReadElsewhere = {});
// The host queue alone (device_queue_profiling, else dataset_iterator_profiling).
void loadHostQueueSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr);
void loadClusterSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr);
void loadTimelineSection(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks,
                         FileProgress* progress = nullptr);
// The ASCEND_PROFILER_OUTPUT files of a 2.x rank (load_ascend_output.cpp), in two parts: the steps
// part (step_trace_time.csv, the collection settings: what the step chart and the overview need)
// first, so they can be shown before kernel_details.csv is read; then the rest. A database rank's
// steps part opens analysis.db and reads its step table; `dbReading` carries that open reading to the
// rest (null for a text rank, or when the steps part was not asked to keep it).
void loadAscendStepsSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr,
                            std::unique_ptr<DbRankReading>* dbReading = nullptr);
void loadAscendOutputSection(const RankFiles& files, Profile& profile, FileProgress* progress = nullptr,
                             std::unique_ptr<DbRankReading> dbReading = nullptr);
// The database export of a rank (load_db.cpp). `used` is false when the rank has no database or also
// has the text export, which is then read instead; with a profile, the choice is told in a diagnostic.
struct DbFiles {
    std::string profiler; // ascend_*_profiler[_<rank>].db or PROF_*/msprof_*.db; empty when absent
    std::string analysis; // analysis.db / communication_analyzer.db; empty when absent
    bool used = false;
};
DbFiles databaseFiles(const RankFiles& files, Profile* profile);
// Reads the chosen databases into `out` (source "db"); false when they gave no table. `reading`, when
// given, is the reading of the same databases whose steps were read early (DbRankReading::steps).
bool readDatabaseInto(const DbFiles& db, Profile& profile, AscendOutput& out, DbRankReading* reading = nullptr);
// The cluster overview's part of the database export (readDbRankSummary): the step table, communication,
// links and the rank id.
void readDatabaseSummaryInto(const DbFiles& db, Profile& profile, AscendOutput& out);
// The timeline of a rank read from its database; false when the rank is not a database rank.
bool loadDbTimeline(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks,
                    FileProgress* progress = nullptr);
// msprof-analyze's cluster_analysis_output/ files, for the whole run.
void loadAscendCluster(const std::map<FileKind, std::string>& files, Run& run);

// Moves a reader's diagnostics into the profile and records the file when it gave data.
template <typename T>
std::optional<T> takeResult(ReadResult<T>&& result, Profile& profile, const std::string& path)
{
    for (auto& d : result.diagnostics)
        profile.diagnostics.push_back(std::move(d));
    if (result.value)
        profile.filesRead.push_back(path);
    return std::move(result.value);
}

// Notes that a file of a kind was not used because another one of the same kind was.
void noteUnused(Profile& profile, const std::vector<std::string>& paths, std::size_t usedIndex, const Message& why);

// The usual reasons for noteUnused, shared by the sections that read one file of a kind.
inline Message anotherFileOfKindRead()
{
    return SL_MSG("diag.load.another-file-of-kind-read", "another file of the same kind was read for this rank");
}
inline Message anotherTimelineUsed()
{
    return SL_MSG("diag.load.another-timeline-used", "another timeline file of this rank was used");
}

} // namespace steplens::detail
