#pragma once
// What the panels show: one rank of a run, shared read-only (style.md §6 item 3). While a folder is
// still loading, `profile` can be a partial copy (small sections read, timeline not yet) and `run`
// is null; once loading is done `profile` points into `run`.
#include "model/profile.h"

#include <memory>

namespace steplens {

struct ViewSnapshot {
    std::shared_ptr<const Run> run;         // the whole folder, null while loading
    std::shared_ptr<const Profile> profile; // the rank on show, null when nothing could be read
    bool partial = false;                   // true until the big sections (timeline) have arrived
    double loadSeconds = 0;                 // wall time of the load, 0 while loading

    bool empty() const { return !run && !profile; }

    // The rank `index` of a complete run, sharing ownership with the run.
    static ViewSnapshot ofRank(std::shared_ptr<const Run> run, std::size_t index, double loadSeconds)
    {
        ViewSnapshot s;
        s.run = run;
        s.loadSeconds = loadSeconds;
        if (run && index < run->ranks.size())
            s.profile = std::shared_ptr<const Profile>(run, &run->ranks[index]);
        return s;
    }
};

} // namespace steplens
