#include "load/section_thread.h"

#include "load/load_progress.h"

#include <algorithm>
#include <filesystem>
#include <iterator>

namespace steplens::detail {

void runAsReadingThread(FileProgress* progress, const std::string& path, const std::function<void()>& work)
{
    if (!path.empty())
        reading(progress, path);
    try {
        work();
    } catch (...) {
        if (progress)
            progress->threadDone();
        throw;
    }
    if (progress)
        progress->threadDone();
}

bool sectionFileWorthAThread(int sectionThreads, const std::string& path)
{
    if (sectionThreads < 2)
        return false;
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(path, ec);
    return io::worthASecondThread(sectionThreads >= 3 ? 2 : 0, ec ? 0 : std::int64_t(bytes), 4 << 20);
}

bool SectionThread::start(const RankFiles& files, Backend backend, FileProgress& progress, Load load, Take take)
{
    m_take = take;
    m_part.backend = backend;
    // A cancelled or failed load still waits for the thread (m_worker's destructor): it reads `files`.
    // What the section throws is kept by the worker and rethrown by joinInto().
    return m_worker.tryStart([this, &files, &progress, load] {
        runAsReadingThread(&progress, {}, [&] { load(files, m_part, &progress); });
    });
}

void SectionThread::mark(const Profile& profile)
{
    m_diagnosticsAt = profile.diagnostics.size();
    m_filesReadAt = profile.filesRead.size();
}

void SectionThread::joinInto(Profile& profile)
{
    m_worker.join();
    auto moveInto = [](auto& from, auto& to, std::size_t at) {
        to.insert(to.begin() + std::ptrdiff_t(std::min(at, to.size())), std::make_move_iterator(from.begin()),
                  std::make_move_iterator(from.end()));
    };
    moveInto(m_part.diagnostics, profile.diagnostics, m_diagnosticsAt);
    moveInto(m_part.filesRead, profile.filesRead, m_filesReadAt);
    m_take(m_part, profile);
}

} // namespace steplens::detail
