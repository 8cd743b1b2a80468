#pragma once
// Internal to the loader: one function per family of files, each in its own source file, so a new
// format touches only its reader and its section loader.
#include "load/discover.h"
#include "formats/read_result.h"
#include "load/load.h"
#include "model/profile.h"

namespace steplens::detail {

void loadStepTraceSection(const RankFiles& files, Profile& profile);
void loadOperatorSection(const RankFiles& files, Profile& profile);
void loadDataSection(const RankFiles& files, Profile& profile);
void loadClusterSection(const RankFiles& files, Profile& profile);
void loadTimelineSection(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks);
// The ASCEND_PROFILER_OUTPUT files of a 2.x rank (load_ascend_output.cpp).
void loadAscendOutputSection(const RankFiles& files, Profile& profile);
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
void noteUnused(Profile& profile, const std::vector<std::string>& paths, std::size_t usedIndex, const char* why);

} // namespace steplens::detail
