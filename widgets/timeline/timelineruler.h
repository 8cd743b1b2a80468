#pragma once
// The time ruler of the timeline: tick positions with a "nice" spacing (1, 2 or 5 x 10^k ns) for
// the zoom level, and labels in the unit that suits the spacing (ns, µs, ms, s), so a label never
// shows more digits than the spacing resolves.
#include "model/time.h"
#include "timeline/time_view.h"

#include <QString>

#include <vector>

namespace steplens {

struct RulerTicks {
    Nanos step = 1;           // between labelled ticks
    Nanos minorStep = 1;      // between unlabelled ones (step / 5 or / 2)
    std::vector<Nanos> major; // visible labelled ticks, left to right
};

// Ticks for `view`, at least `minSpacingPx` apart.
RulerTicks rulerTicks(const TimeView& view, double minSpacingPx = 90);

// `t` (ns since the trace's origin) written for ticks `step` apart: "0", "1.5 ms", "250 µs", "12.34 s".
QString rulerLabel(Nanos t, Nanos step);

// A duration for people: 3 significant digits in the largest fitting unit: "812 ns", "12.3 µs", "1.25 s".
QString timelineDuration(Nanos ns);
// A time since the trace's origin: "12.345 ms"; `precise` keeps every ns ("12.345678 ms").
QString timelineTime(Nanos ns, bool precise = false);

} // namespace steplens
