#pragma once
// Internal to the loader: one section of a rank (its operator files, its host queue) read on a thread
// of its own into a profile of its own while the caller reads the other sections in order. mark() notes
// where reading in order would have put the section's diagnostics and files read; joinInto() waits and
// moves them there, with the section's data, so the Profile is the one reading in order gives.
#include "io/worker_thread.h"
#include "load/load_sections.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace steplens::detail {

// Runs `work` as the calling thread's whole share of a rank's reading: its last file counts as done
// when `work` ends, by returning or by throwing (what it throws goes on to the caller). `path`, when not
// empty, is named as the file the thread reads first. (load_progress.h stays out of this header.)
void runAsReadingThread(FileProgress* progress, const std::string& path, const std::function<void()>& work);

class SectionThread
{
public:
    using Load = std::function<void(const RankFiles& files, Profile& profile, FileProgress* progress)>;
    using Take = void (*)(Profile& from, Profile& into); // moves the section's data

    // Starts reading; false when no thread can be had (the caller reads the section in order then).
    bool start(const RankFiles& files, Backend backend, FileProgress& progress, Load load, Take take);

    void mark(const Profile& profile);
    // Waits, rethrows what the section threw, and moves its results into `profile`. Sections joined
    // into one profile are joined last-marked first, so an earlier mark still points where it did.
    void joinInto(Profile& profile);

private:
    Profile m_part;
    Take m_take = nullptr;
    std::size_t m_diagnosticsAt = 0;
    std::size_t m_filesReadAt = 0;
    io::WorkerThread m_worker; // last: joined before m_part is destroyed
};

// Whether the file at `path` is worth a thread of its own under LoadOptions::sectionThreads: never below 2;
// from 2, a file of 4 MB or more on a machine with a second core (a 1.x folder of 50,000 steps has a
// 30 MB host queue and a 30 MB AI CPU table); from 3, any file (tests use it on small folders).
bool sectionFileWorthAThread(int sectionThreads, const std::string& path);

// One reader's result read ahead on a thread of its own, and taken in file order where the section gets
// to that file. The readers are pure functions of the path (their diagnostics are in their result), so
// the profile is the one reading in order gives.
template <typename Result>
class ReadAhead
{
public:
    // Starts reading; false when no thread can be had (the caller reads the file in order then).
    template <typename Read>
    bool start(const std::string& path, FileProgress* progress, Read read)
    {
        // What the reader throws is kept by the worker and rethrown by take().
        return m_worker.tryStart([this, path, progress, read] {
            runAsReadingThread(progress, path, [&] { m_result.emplace(read(path)); });
        });
    }

    // Waits for the result; rethrows what the reader threw (out of memory, most likely).
    Result take()
    {
        m_worker.join();
        return std::move(*m_result);
    }

private:
    std::optional<Result> m_result;
    io::WorkerThread m_worker; // last: joined before m_result is destroyed
};

} // namespace steplens::detail
