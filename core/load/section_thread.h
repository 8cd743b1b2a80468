#pragma once
// Internal to the loader: one section of a rank (its operator files, its host queue) read on a thread
// of its own into a profile of its own while the caller reads the other sections in order. mark() notes
// where reading in order would have put the section's diagnostics and files read; joinInto() waits and
// moves them there, with the section's data, so the Profile is the one reading in order gives.
#include "io/worker_thread.h"
#include "load/load_sections.h"

#include <cstddef>

namespace steplens::detail {

class SectionThread
{
public:
    using Load = void (*)(const RankFiles& files, Profile& profile, FileProgress* progress);
    using Take = void (*)(Profile& from, Profile& into); // moves the section's data

    // Starts reading; throws std::system_error when no thread can be had (read in order then).
    SectionThread(const RankFiles& files, Backend backend, FileProgress& progress, Load load, Take take);

    void mark(const Profile& profile);
    // Waits, rethrows what the section threw, and moves its results into `profile`. Sections joined
    // into one profile are joined last-marked first, so an earlier mark still points where it did.
    void joinInto(Profile& profile);

private:
    Profile m_part;
    Take m_take;
    std::size_t m_diagnosticsAt = 0;
    std::size_t m_filesReadAt = 0;
    io::WorkerThread m_worker; // last: joined before m_part is destroyed
};

} // namespace steplens::detail
