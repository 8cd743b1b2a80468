#include "timeline/timelineruler.h"

#include <cmath>

namespace steplens {

namespace {

struct Unit {
    Nanos ns;
    const char* suffix;
};

Unit unitFor(Nanos magnitude)
{
    if (magnitude >= 1000000000)
        return {1000000000, " s"};
    if (magnitude >= 1000000)
        return {1000000, " ms"};
    if (magnitude >= 1000)
        return {1000, " \u00B5s"};
    return {1, " ns"};
}

QString number(double v, int decimals)
{
    return QString::number(v, 'f', std::max(0, decimals));
}

} // namespace

RulerTicks rulerTicks(const TimeView& view, double minSpacingPx)
{
    RulerTicks out;
    const double raw = std::max(1.0, view.nsPerPixel * minSpacingPx);
    double pow10 = std::pow(10.0, std::floor(std::log10(raw)));
    Nanos step = 0;
    int minorDiv = 5;
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * pow10 >= raw) {
            step = static_cast<Nanos>(std::llround(m * pow10));
            minorDiv = m == 2.0 ? 2 : 5;
            break;
        }
    }
    out.step = std::max<Nanos>(step, 1);
    out.minorStep = std::max<Nanos>(out.step / minorDiv, 1);
    const Nanos t0 = view.start, t1 = view.end();
    Nanos first = (t0 / out.step) * out.step;
    if (first < t0)
        first += out.step;
    for (Nanos t = first; t <= t1 && out.major.size() < 1000; t += out.step)
        out.major.push_back(t);
    return out;
}

QString rulerLabel(Nanos t, Nanos step)
{
    if (t == 0)
        return QStringLiteral("0");
    // The unit of the value itself ("2.52 ms", not "2520 µs"), with the decimals the spacing needs.
    const Unit u = unitFor(std::max<Nanos>(std::llabs(t), std::max<Nanos>(step, 1)));
    const double r = double(std::max<Nanos>(step, 1)) / double(u.ns);
    const int decimals = r >= 1 ? 0 : int(std::ceil(-std::log10(r) - 1e-9));
    return number(double(t) / double(u.ns), decimals) + QString::fromUtf8(u.suffix);
}

QString timelineDuration(Nanos ns)
{
    const Nanos a = std::llabs(ns);
    const Unit u = unitFor(a);
    if (u.ns == 1)
        return QString::number(ns) + QStringLiteral(" ns");
    const double v = double(ns) / double(u.ns);
    const int decimals = std::fabs(v) >= 100 ? 1 : std::fabs(v) >= 10 ? 2 : 3;
    return number(v, decimals) + QString::fromUtf8(u.suffix);
}

QString timelineTime(Nanos ns, bool precise)
{
    const Nanos a = std::llabs(ns);
    if (a >= 1000000)
        return number(double(ns) / 1e6, precise ? 6 : 3) + QStringLiteral(" ms");
    if (a >= 1000)
        return number(double(ns) / 1e3, 3) + QStringLiteral(" \u00B5s");
    return QString::number(ns) + QStringLiteral(" ns");
}

} // namespace steplens
