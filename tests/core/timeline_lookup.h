#pragma once
// The track of a loaded timeline with the given process and thread names (the test fails without one).
#include "model/track_index.h"

#include <catch2/catch.hpp>

namespace steplens::test {

inline const TimelineTrack& track(const Timeline& t, const char* process, const char* thread)
{
    int i = findTrack(t, process, thread);
    INFO(process << " / " << thread);
    REQUIRE(i >= 0);
    return t.tracks[static_cast<std::size_t>(i)];
}

} // namespace steplens::test
