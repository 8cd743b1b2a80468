#pragma once
// Makes a track's events ready for drawing: sorted by start (longer first on ties), nesting depth
// from a stack of open events, one index per depth level, the track's extent. Readers call it once
// per track; tests and generators that build tracks by hand call it too.
#include "model/timeline.h"

#include <string_view>

namespace steplens {

// `alreadySorted` skips the sort (the scanner knows when a file was written in order).
void indexTrack(TimelineTrack& track, bool alreadySorted = false);

// Recomputes Timeline::begin/end/eventCount from the tracks and counters.
void updateTimelineExtent(Timeline& timeline);

// The op type an event's colour and statistics group by: the "<Type>-op<N>" pattern of MindSpore
// op names (in the full name, then the name), else the args type unless it is a CANN task type,
// else the name itself.
std::string timelineGroupOf(const std::string& name, const std::string& type, const std::string& fullName,
                            bool typeIsTaskType);

// A stable 32-bit colour id for a group text (FNV-1a), identical across files and runs.
std::uint32_t timelineColourOf(const std::string& group);

} // namespace steplens

namespace steplens {

// Index of the first track with these labels, or -1 (for tests, tools and saved view state).
int findTrack(const Timeline& timeline, std::string_view process, std::string_view thread);

} // namespace steplens
