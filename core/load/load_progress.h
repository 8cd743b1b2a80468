#pragma once
// Internal to the loader: a rank's progress weighted by file bytes. The sizes of the files discover
// found are taken once; each section says which file it starts (the stage text names it, with its
// size) and big readers report how far into the file they are. The timeline gets the byte share of
// the one file (or msprof set, or database) it is read from, and its reader's own fraction is mapped
// onto that share. The fractions reported never go back, and stay in [0, 1].
#include "load/discover.h"
#include "load/load.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace steplens::detail {

// The files the rank's timeline will most likely be read from, in load_timeline.cpp's order: the profiler
// database, else trace_view.json, the display file, CANN's msprof files (all of them), the text file. Empty
// when it has none.
std::vector<std::string> timelineSourceFiles(const RankFiles& files);

class FileProgress
{
public:
    // `timeline`: whether the timeline will be read (LoadOptions::timeline).
    FileProgress(const RankFiles& files, const LoadCallbacks& callbacks, bool timeline);
    FileProgress(const FileProgress&) = delete;
    FileProgress& operator=(const FileProgress&) = delete;

    // The calling thread starts reading `path`: the file it read before counts as done.
    void reading(const std::string& path);
    // The calling thread is `fraction` of the way through its current file.
    void inside(double fraction);
    // The same, doing `stage` (work on the file after its rows: "kernel_details.csv: joining the two
    // halves") rather than reading it.
    void inside(double fraction, const Message& stage);
    // The calling thread reads nothing more (a section thread that ends): its last file counts as done.
    void threadDone();
    // The sections are read: the timeline's share starts here, named after `path` (its file).
    void timeline(const std::string& path);
    // `fraction` of the timeline read.
    void insideTimeline(double fraction);
    void report(double fraction, const Message& stage);

    std::int64_t totalBytes() const { return m_total; }

    // "kernel_details.csv (1.3 GB)".
    static Message fileStage(const std::string& path, std::int64_t bytes);
    // "1.3 GB", "120 MB", "45 KB", "800 B".
    static std::string sizeText(std::int64_t bytes);

private:
    std::int64_t sizeOf(const std::string& path) const;
    void reportLocked(double fraction, const Message& stage);

    const LoadCallbacks& m_callbacks;
    std::map<std::string, std::int64_t> m_sizes;
    std::int64_t m_total = 0;         // every file's bytes, the timeline's counted once
    std::int64_t m_timelineBytes = 0; // the share of the timeline
    std::mutex m_mutex;
    std::int64_t m_done = 0;
    std::map<std::thread::id, std::string> m_current;
    std::string m_timelinePath;
    double m_last = 0;
};

// Null-safe shorthands for the section loaders (the cluster summary reads sections without progress).
inline void reading(FileProgress* progress, const std::string& path)
{
    if (progress)
        progress->reading(path);
}

} // namespace steplens::detail
