#include "load/load_progress.h"

#include "io/file_reader.h"
#include "io/text.h"
#include "load/load_sections.h"

#include <algorithm>
#include <cstdio>

namespace steplens::detail {

namespace {

bool isTimelineKind(FileKind kind)
{
    return kind == FileKind::TraceView || kind == FileKind::TimelineDisplay || kind == FileKind::MsprofTimeline ||
           kind == FileKind::OutputTimelineData || kind == FileKind::TimelineSummary;
}

} // namespace

std::vector<std::string> timelineSourceFiles(const RankFiles& files)
{
    const DbFiles db = databaseFiles(files, nullptr);
    if (db.used && !db.profiler.empty())
        return {db.profiler}; // read a second time, for its timeline tables
    for (FileKind kind : {FileKind::TraceView, FileKind::TimelineDisplay})
        if (auto* paths = files.get(kind))
            return {paths->front()};
    if (auto* msprof = files.get(FileKind::MsprofTimeline))
        return *msprof;
    if (auto* text = files.get(FileKind::OutputTimelineData))
        return {text->front()};
    return {};
}

FileProgress::FileProgress(const RankFiles& files, const LoadCallbacks& callbacks, bool timeline)
    : m_callbacks(callbacks)
{
    if (!callbacks.progress)
        return; // nobody listens: no file is looked at
    for (const auto& [kind, paths] : files.files)
        for (const auto& p : paths)
            m_sizes.emplace(p, std::max(0LL, io::fileSize(p)));
    for (const auto& [kind, paths] : files.files)
        if (!isTimelineKind(kind))
            for (const auto& p : paths)
                m_total += sizeOf(p);
    if (timeline)
        for (const std::string& p : timelineSourceFiles(files))
            m_timelineBytes += sizeOf(p);
    m_total += m_timelineBytes;
}

std::int64_t FileProgress::sizeOf(const std::string& path) const
{
    auto it = m_sizes.find(path);
    return it == m_sizes.end() ? 0 : it->second;
}

void FileProgress::reading(const std::string& path)
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    std::string& current = m_current[std::this_thread::get_id()];
    m_done += sizeOf(current);
    current = path;
    reportLocked(m_total > 0 ? double(m_done) / double(m_total) : 0.0, fileStage(path, sizeOf(path)));
}

void FileProgress::inside(double fraction)
{
    inside(fraction, Message());
}

void FileProgress::inside(double fraction, const Message& stage)
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    const std::string& current = m_current[std::this_thread::get_id()];
    if (current.empty() || m_total <= 0)
        return;
    const std::int64_t bytes = sizeOf(current);
    reportLocked((double(m_done) + std::clamp(fraction, 0.0, 1.0) * double(bytes)) / double(m_total),
                 stage.empty() ? fileStage(current, bytes) : stage);
}

void FileProgress::threadDone()
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    auto it = m_current.find(std::this_thread::get_id());
    if (it != m_current.end()) {
        m_done += sizeOf(it->second);
        m_current.erase(it);
    }
}

void FileProgress::timeline(const std::string& path)
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    // Files found but not read (a second profiler_info, a database next to its text export) never
    // counted as done: the timeline's share starts where the sections' share ends all the same.
    m_current.clear();
    m_done = m_total - m_timelineBytes;
    m_timelinePath = path;
    reportLocked(m_total > 0 ? double(m_done) / double(m_total) : 0.0, fileStage(path, sizeOf(path)));
}

void FileProgress::insideTimeline(double fraction)
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_total <= 0)
        return;
    reportLocked((double(m_done) + std::clamp(fraction, 0.0, 1.0) * double(m_timelineBytes)) / double(m_total),
                 m_timelinePath.empty() ? SL_MSG("load.stage.timeline", "timeline")
                                        : fileStage(m_timelinePath, sizeOf(m_timelinePath)));
}

void FileProgress::report(double fraction, const Message& stage)
{
    if (!m_callbacks.progress)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    reportLocked(fraction, stage);
}

void FileProgress::reportLocked(double fraction, const Message& stage)
{
    m_last = std::max(m_last, std::clamp(fraction, 0.0, 1.0));
    m_callbacks.progress(m_last, stage);
}

Message FileProgress::fileStage(const std::string& path, std::int64_t bytes)
{
    return SL_MSG("load.stage.file", "{file} ({size})")
        .arg("file", std::string(io::baseName(path)))
        .arg("size", sizeText(bytes));
}

std::string FileProgress::sizeText(std::int64_t bytes)
{
    static const char* const kUnits[] = {"KB", "MB", "GB", "TB"};
    if (bytes < 1024)
        return std::to_string(std::max<std::int64_t>(bytes, 0)) + " B";
    double v = double(bytes) / 1024.0;
    std::size_t unit = 0;
    for (; v >= 1024.0 && unit + 1 < std::size(kUnits); ++unit)
        v /= 1024.0;
    char text[32];
    if (v < 10)
        std::snprintf(text, sizeof text, "%.1f %s", v, kUnits[unit]);
    else
        std::snprintf(text, sizeof text, "%.0f %s", v, kUnits[unit]);
    return text;
}

} // namespace steplens::detail
