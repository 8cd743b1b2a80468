#pragma once
// The mapping between trace time and screen pixels of one timeline view: a value type the widget
// keeps, changes on pan and zoom, and passes to the draw-list builder and the hit tests.
#include "model/time.h"

#include <algorithm>
#include <cmath>

namespace steplens {

struct TimeView {
    Nanos start = 0;       // time at x = 0
    double nsPerPixel = 1; // > 0
    int width = 0;         // pixels

    Nanos end() const { return start + static_cast<Nanos>(std::ceil(nsPerPixel * width)); }
    double toX(Nanos t) const { return double(t - start) / nsPerPixel; }
    Nanos toTime(double x) const { return start + static_cast<Nanos>(std::llround(x * nsPerPixel)); }
    Nanos span() const { return end() - start; }

    // The view that shows [t0, t1] across `width` pixels.
    static TimeView fit(Nanos t0, Nanos t1, int width)
    {
        TimeView v;
        v.start = t0;
        v.width = std::max(width, 1);
        v.nsPerPixel = std::max(1e-3, double(std::max<Nanos>(t1 - t0, 1)) / v.width);
        return v;
    }
    // Zooms by `factor` (> 1 zooms in) keeping the time under pixel `anchorX` in place.
    TimeView zoomed(double factor, double anchorX) const
    {
        TimeView v = *this;
        const Nanos anchor = toTime(anchorX);
        v.nsPerPixel = std::max(1e-3, nsPerPixel / std::max(factor, 1e-9));
        v.start = anchor - static_cast<Nanos>(std::llround(anchorX * v.nsPerPixel));
        return v;
    }
    // Moves the view by `dx` pixels (positive: later times).
    TimeView panned(double dx) const
    {
        TimeView v = *this;
        v.start += static_cast<Nanos>(std::llround(dx * nsPerPixel));
        return v;
    }
};

} // namespace steplens
