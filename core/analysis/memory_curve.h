#pragma once
// A memory curve reduced for drawing: the vertices of a polyline that shows a step curve (each value
// holds until the next sample) across a view of `width` pixels, whatever the number of samples.
// Where a pixel column holds several samples, it contributes the value it is entered with, its
// minimum, its maximum and its last value, all at the column's left edge (a vertical stroke), so no
// peak or dip between two pixels is lost; from one column to the next the line runs flat, as the
// curve does. CounterLod answers each column's min/max in O(log n), so a frame costs about
// width x log(n) whatever the zoom. Pure: the chart only converts the times to its axis.
#include "model/timeline.h"
#include "timeline/counter_lod.h"
#include "timeline/time_view.h"

#include <vector>

namespace steplens {

struct CurvePolyline {
    std::vector<Nanos> t;    // vertex times, not decreasing
    std::vector<double> v;   // vertex values
    std::size_t columns = 0; // pixel columns that held samples
    bool reduced = false;    // true when at least one column held more than one sample

    std::size_t size() const { return t.size(); }
};

// `lod` must have been built from `counter` (it keeps a reference to it). The last value holds until
// `holdUntil` (the end of the capture: the allocator writes a row at every change, so no row means no
// change); at the last sample when `holdUntil` is earlier.
CurvePolyline curvePolyline(const CounterLod& lod, const TimelineCounter& counter, const TimeView& view,
                            Nanos holdUntil = 0);

} // namespace steplens
