#include "analysis/memory_curve.h"

#include <algorithm>

namespace steplens {

CurvePolyline curvePolyline(const CounterLod& lod, const TimelineCounter& counter, const TimeView& view,
                            Nanos holdUntil)
{
    CurvePolyline out;
    const auto& s = counter.samples;
    if (s.empty() || view.width <= 0)
        return out;
    const Nanos last = s.back().first;
    const Nanos until = std::max(holdUntil, last);
    if (until < view.start)
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
    // The last value holds to the view's right edge when later samples exist, else to `until`.
    if (have && last >= view.end())
        add(view.end(), current);
    else if (have && until > last)
        add(std::min(view.end(), until), current);
    return out;
}

} // namespace steplens
