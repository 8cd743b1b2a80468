#include "model/track_index.h"

#include <algorithm>

namespace steplens {

namespace {

bool eventLess(const TimelineEvent& a, const TimelineEvent& b)
{
    return a.start != b.start ? a.start < b.start : a.duration > b.duration;
}

// "Default/network/Conv2D-op12" -> "Conv2D"; empty when the text does not end in "-op<digits>".
std::string opTypeFromOpName(const std::string& text)
{
    std::size_t slash = text.find_last_of('/');
    std::string_view last = std::string_view(text).substr(slash == std::string::npos ? 0 : slash + 1);
    std::size_t op = last.rfind("-op");
    if (op == std::string_view::npos || op == 0 || op + 3 >= last.size())
        return {};
    for (std::size_t i = op + 3; i < last.size(); ++i)
        if (last[i] < '0' || last[i] > '9')
            return {};
    return std::string(last.substr(0, op));
}

} // namespace

void indexTrack(TimelineTrack& track, bool alreadySorted)
{
    EventArray& ev = track.events;
    // Growth leaves up to half the capacity unused (and, with huge pages, resident): give it back.
    ev.shrinkToFit();
    if (!alreadySorted && !std::is_sorted(ev.begin(), ev.end(), eventLess))
        std::sort(ev.begin(), ev.end(), eventLess);
    track.levels.clear();
    track.maxDepth = 0;
    track.begin = ev.empty() ? 0 : ev[0].start;
    track.end = track.begin;
    if (ev.empty()) {
        track.levels.resize(1);
        return;
    }
    // Depth: an event nests in every open event that has not ended by its start. The pop rule
    // (end <= start) guarantees that events of one depth never overlap.
    std::vector<Nanos> open;
    std::vector<std::size_t> perDepth(1, 0);
    bool clamped = false;
    for (TimelineEvent& e : ev) {
        while (!open.empty() && open.back() <= e.start)
            open.pop_back();
        std::size_t depth = open.size();
        if (depth >= kMaxTimelineDepth) {
            depth = kMaxTimelineDepth - 1;
            e.flags |= kEventDepthClamped;
            clamped = true;
        }
        e.depth = static_cast<std::uint16_t>(depth);
        open.push_back(e.end());
        if (depth >= perDepth.size())
            perDepth.resize(depth + 1, 0);
        ++perDepth[depth];
        track.end = std::max(track.end, e.end());
    }
    track.maxDepth = static_cast<std::uint16_t>(perDepth.size() - 1);
    track.levels.resize(perDepth.size());
    if (track.maxDepth > 0) {
        for (std::size_t d = 0; d < perDepth.size(); ++d)
            track.levels[d].index.reserve(perDepth[d]);
        for (std::size_t i = 0; i < ev.size(); ++i)
            track.levels[ev[i].depth].index.push_back(static_cast<std::uint32_t>(i));
    }
    for (const TimelineEvent& e : ev) {
        TimelineLevel& level = track.levels[e.depth];
        level.maxDuration = std::max(level.maxDuration, e.duration);
    }
    if (clamped)
        track.levels.back().overlapping = true;
}

void updateTimelineExtent(Timeline& timeline)
{
    bool any = false;
    Nanos begin = 0, end = 0;
    std::uint64_t count = 0;
    auto take = [&](Nanos b, Nanos e) {
        begin = any ? std::min(begin, b) : b;
        end = any ? std::max(end, e) : e;
        any = true;
    };
    for (const TimelineTrack& t : timeline.tracks) {
        count += t.events.size();
        if (!t.events.empty())
            take(t.begin, t.end);
    }
    for (const TimelineCounter& c : timeline.counters)
        if (!c.samples.empty())
            take(c.samples.front().first, c.samples.back().first);
    timeline.begin = begin;
    timeline.end = end;
    timeline.eventCount = count;
}

std::string timelineGroupOf(const std::string& name, const std::string& type, const std::string& fullName,
                            bool typeIsTaskType)
{
    std::string group = opTypeFromOpName(fullName);
    if (group.empty())
        group = opTypeFromOpName(name);
    if (group.empty() && !typeIsTaskType)
        group = type;
    if (group.empty())
        group = name;
    return group;
}

std::uint32_t timelineColourOf(const std::string& group)
{
    std::uint32_t h = 2166136261u;
    for (unsigned char c : group) {
        h ^= c;
        h *= 16777619u;
    }
    return h;
}

} // namespace steplens

namespace steplens {

int findTrack(const Timeline& timeline, std::string_view process, std::string_view thread)
{
    for (std::size_t i = 0; i < timeline.tracks.size(); ++i)
        if (timeline.tracks[i].process == process && timeline.tracks[i].thread == thread)
            return static_cast<int>(i);
    return -1;
}

} // namespace steplens
