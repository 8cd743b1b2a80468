#pragma once
// Naming, classifying and ordering the tracks of a Chrome trace: the file's metadata first, then
// what is known about the writer. MindSpore 1.x display files use fixed pids and tids
// (docs/formats.md 2.13); trace_view and msprof files are recognised by process *name* only, since
// their pids are synthetic.
#include "formats/timeline/timeline_scan.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace steplens::tlscan {

TrackKind kindFromProcessName(std::string_view name);

class ProcessLabeler
{
public:
    ProcessLabeler(const std::vector<RawMeta>& meta, Flavor flavor, const FileHints& hints);

    // Sets the process and thread labels, sort keys and kind of a track from its pid and tid.
    void label(TimelineTrack& track) const;
    std::string processLabel(const std::string& pid) const;
    std::int64_t processSort(const std::string& pid) const;

private:
    struct Process {
        std::string name;
        std::string labels;
        std::optional<std::int64_t> sort;
    };
    struct Thread {
        std::string name;
        std::optional<std::int64_t> sort;
    };
    const Process* process(const std::string& pid) const;
    TrackKind processKind(const std::string& pid) const;

    std::unordered_map<std::string, Process> m_processes;
    std::map<std::pair<std::string, std::string>, Thread> m_threads;
    Flavor m_flavor;
    FileHints m_hints;
};

// Display order: process sort key, process label, pid, thread sort key, tid.
bool trackDisplayLess(const TimelineTrack& a, const TimelineTrack& b);

} // namespace steplens::tlscan
