#pragma once
// Level of detail for the timeline, Tracy style, as pure data: for a view, each track's visible
// events become rectangles, and runs of events narrower than a few pixels fold into one
// "N events" span. Per depth level the visible slice is found with binary searches and a fold
// skips ahead with galloping searches, so a frame costs about (pixels / 3) x levels x log(N)
// whatever the number of events. The painter only walks the list; hover uses the same list.
//
// A fold also says what it holds: per pixel column, the op type whose events cover most of the
// column's busy time (FoldColumn), found from a few events per column (DrawOptions), so a
// zoomed-out stream of 10M events shows its mix of types instead of one grey bar, and the cost still
// follows pixels.
#include "model/timeline.h"
#include "timeline/time_view.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace steplens {

enum class DrawKind : std::uint8_t { Event, Folded };

struct DrawItem {
    float x0 = 0; // pixels from the view's left edge, clamped to [-1, width + 1]
    float x1 = 0;
    std::uint32_t track = 0; // index into Timeline::tracks
    std::uint16_t depth = 0;
    DrawKind kind = DrawKind::Event;
    std::uint16_t labelChars = 0;   // characters of the name that fit inside (0: draw no label)
    std::uint32_t colour = 0;       // TimelineName::colour (a fold takes its first event's)
    std::uint32_t event = 0;        // Event: index into track.events; Folded: its first event
    std::uint32_t levelFirst = 0;   // position of the (first) event in its depth level
    std::uint32_t count = 1;        // events covered: 1, or N for a fold
    std::uint32_t name = 0;         // name id of the (first) event
    std::uint32_t columnsBegin = 0; // Folded: its columns, [begin, end) of DrawList::foldColumns
    std::uint32_t columnsEnd = 0;
};

// One pixel column of a fold: the op type (TimelineName::group) whose events cover the most time in it.
struct FoldColumn {
    std::int32_t x = 0;       // the column [x, x + 1), pixels from the view's left edge, inside [0, width)
    std::uint32_t group = 0;  // TimelineName::group of the dominant op type
    std::uint32_t colour = 0; // its TimelineName::colour
    std::uint32_t name = 0;   // the name of that type covering the most time in the column
    float share = 0;          // the type's part of the time the column's events cover, in (0, 1]
    std::uint32_t events = 0; // events of the column looked at (all of them unless `sampled`)
    bool sampled = false;     // the column held more than foldSamples events: an estimate from a sample
};

struct DrawOptions {
    double minVisiblePx = 3;   // narrower events fold (Tracy's MinVisSize)
    double charWidthPx = 7;    // average glyph width, for fitting labels
    double labelPaddingPx = 4; // left + right padding inside a rectangle
    int minLabelChars = 3;     // fewer fitting characters: no label
    int foldSamples = 16;      // events read per fold column at most (evenly spaced), 0: no fold columns
    int foldDenseSamples = 2;  // events read per column, about, where a fold averages more than foldSamples
};

struct DrawTrackRange {
    std::uint32_t track = 0;
    std::size_t begin = 0; // items of this track: [begin, end), by depth then x
    std::size_t end = 0;
};

struct DrawList {
    TimeView view;
    std::vector<DrawItem> items;
    std::vector<DrawTrackRange> tracks;
    std::vector<FoldColumn> foldColumns; // of all folds, each fold's by x
    std::uint64_t eventsCovered = 0;     // sum of counts
    std::uint64_t probes = 0;            // events the build read: the cost of the frame
};

// Is `e` inside [view.start, view.end())? Instants count at their time; spans need a real overlap.
inline bool eventVisible(const TimelineEvent& e, Nanos t0, Nanos t1)
{
    return e.start < t1 && (e.end() > t0 || (e.duration == 0 && e.start >= t0));
}

// Draw items of the given tracks (all tracks when `tracks` is empty).
DrawList buildDrawList(const Timeline& timeline, const TimeView& view, const std::vector<std::uint32_t>& tracks = {},
                       const DrawOptions& options = {});

// One track's items, appended to `out` (callers may build tracks on several threads); with `columns`,
// the folds' columns are appended there and the folds' columnsBegin/End index it.
void appendTrackDrawItems(const Timeline& timeline, std::uint32_t track, const TimeView& view,
                          const DrawOptions& options, std::vector<DrawItem>& out, std::uint64_t* probes = nullptr,
                          std::vector<FoldColumn>* columns = nullptr);

// The column of a fold item under pixel `x` (same coordinates as the items), or nullptr.
const FoldColumn* foldColumnAt(const DrawList& list, const DrawItem& item, double x);

// The item under pixel `x` of (track, depth), within `tolerancePx`; nullptr when there is none.
const DrawItem* hitTest(const DrawList& list, std::uint32_t track, std::uint16_t depth, double x,
                        double tolerancePx = 2);

// The event of (track, depth) that contains time `t` (binary search), or nullopt.
std::optional<std::uint32_t> eventAt(const TimelineTrack& track, std::uint16_t depth, Nanos t);

// Range [begin, end) of level positions whose events may be visible in [t0, t1).
std::pair<std::size_t, std::size_t> visibleLevelRange(const TimelineTrack& track, std::size_t depth, Nanos t0, Nanos t1,
                                                      std::uint64_t* probes = nullptr);

} // namespace steplens
