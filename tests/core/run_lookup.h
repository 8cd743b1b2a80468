#pragma once
// Loading a folder without its timeline, and looking up one rank by its number in a loaded run or in a
// discovered layout (nullptr when absent).
#include "load/load.h"

#include <cstddef>
#include <string>

namespace steplens::test {

inline Run loadWithoutTimeline(const std::string& folder)
{
    LoadOptions options;
    options.timeline = false;
    return loadRun(folder, options);
}

inline const Profile* rankOf(const Run& run, int rank)
{
    for (const auto& p : run.ranks)
        if (p.rank == rank)
            return &p;
    return nullptr;
}

// The index of `rank` in `run.ranks`, or run.ranks.size() when it is not there.
inline std::size_t rankIndex(const Run& run, int rank)
{
    for (std::size_t i = 0; i < run.ranks.size(); ++i)
        if (run.ranks[i].rank == rank)
            return i;
    return run.ranks.size();
}

inline const RankFiles* rankOf(const RunLayout& layout, int rank)
{
    for (const auto& r : layout.ranks)
        if (r.rank == rank)
            return &r;
    return nullptr;
}

} // namespace steplens::test
