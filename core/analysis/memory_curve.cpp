#include "analysis/memory_curve.h"

namespace steplens {

CurvePolyline curvePolyline(const CounterLod& lod, const TimelineCounter& counter, const TimeView& view)
{
    CurvePolyline out;
    const auto& s = counter.samples;
    if (s.empty() || view.width <= 0)
        return out;
    if (s.back().first < view.start)
        return out; // the curve ends before the view
    const CounterColumns cols = lod.columns(view, 1);
    out.columns = cols.columns.size();
    out.t.reserve(cols.columns.size() * 4 + 2);
    out.v.reserve(cols.columns.size() * 4 + 2);
    auto add = [&](Nanos t, double v) {
        // Repeated vertices add nothing to the drawing.
        if (!out.t.empty() && out.t.back() == t && out.v.back() == v)
            return;
        out.t.push_back(t);
        out.v.push_back(v);
    };
    bool have = false;
    double current = 0;
    if (cols.before) {
        // The value in force when the view begins.
        current = *cols.before;
        have = true;
        add(view.start, current);
    }
    for (const CounterColumn& c : cols.columns) {
        const Nanos x = view.toTime(c.x);
        if (have)
            add(x, current); // flat up to this column
        add(x, c.first);
        if (c.count > 1) {
            out.reduced = true;
            add(x, c.min);
            add(x, c.max);
        }
        add(x, c.last);
        current = c.last;
        have = true;
    }
    // A later sample exists beyond the view: the last value holds to its right edge.
    if (have && s.back().first >= view.end())
        add(view.end(), current);
    return out;
}

} // namespace steplens
