#include "charts/memorycurveplottable.h"

#include "analysis/memory_curve.h"

#include <algorithm>
#include <cmath>

namespace steplens {

MemoryCurvePlottable::MemoryCurvePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis,
                                           std::shared_ptr<const std::vector<MemoryCurve>> keep,
                                           const MemoryCurve& curve, Nanos origin, Nanos holdUntil)
    : QCPAbstractPlottable(keyAxis, valueAxis)
    , m_keep(std::move(keep))
    , m_curve(&curve)
    , m_origin(origin)
    , m_holdUntil(curve.samples.samples.empty() ? holdUntil : std::max(holdUntil, curve.samples.samples.back().first))
    , m_lod(curve.samples)
{
    const auto& s = curve.samples.samples;
    if (!s.empty()) {
        auto [lo, hi] = m_lod.rangeMinMax(0, s.size());
        m_min = lo;
        m_max = hi;
    }
    setAntialiased(false); // thousands of short segments: aliased lines draw several times faster
}

std::optional<double> MemoryCurvePlottable::valueAtKey(double keyMs) const
{
    const auto& s = m_curve->samples.samples;
    const Nanos t = m_origin + Nanos(std::llround(keyMs * kNanosPerMs));
    if (s.empty() || t > m_holdUntil)
        return std::nullopt;
    return valueAt(m_curve->samples, t);
}

double MemoryCurvePlottable::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1; // not selectable; the chart's hover reads values itself
}

QCPRange MemoryCurvePlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    const auto& s = m_curve->samples.samples;
    foundRange = !s.empty();
    if (s.empty())
        return {};
    return QCPRange(nanosToMs(double(s.front().first - m_origin)), nanosToMs(double(m_holdUntil - m_origin)));
}

QCPRange MemoryCurvePlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = !m_curve->samples.samples.empty();
    return QCPRange(m_min, m_max);
}

void MemoryCurvePlottable::draw(QCPPainter* painter)
{
    QCPAxis* key = keyAxis();
    QCPAxis* value = valueAxis();
    if (!key || !value || m_curve->samples.samples.empty())
        return;
    // The view in the curve's clock: the axis rect's pixels across the visible key range.
    const QRect rect = key->axisRect()->rect();
    const int width = std::max(1, rect.width());
    const QCPRange range = key->range();
    TimeView view;
    view.start = m_origin + Nanos(std::llround(range.lower * kNanosPerMs));
    view.width = width;
    view.nsPerPixel = std::max(1e-3, range.size() * kNanosPerMs / width);
    const CurvePolyline line = curvePolyline(m_lod, m_curve->samples, view, m_holdUntil);
    m_lastVertices = line.size();
    if (line.size() == 0)
        return;
    QVector<QPointF> points;
    points.reserve(int(line.size()));
    for (std::size_t i = 0; i < line.size(); ++i)
        points.append(
            QPointF(key->coordToPixel(nanosToMs(double(line.t[i] - m_origin))), value->coordToPixel(line.v[i])));
    applyDefaultAntialiasingHint(painter);
    // Where columns hold many samples the line is mostly vertical strokes: drawn 1 px wide (a cosmetic
    // pen), which the raster engine draws several times faster than a wide or dashed stroke.
    QPen linePen = pen();
    if (line.reduced)
        linePen.setWidth(1);
    painter->setPen(linePen);
    painter->setBrush(Qt::NoBrush);
    if (points.size() == 1) {
        // A single sample in view: a short mark so it can be seen.
        painter->drawLine(points.front() - QPointF(2, 0), points.front() + QPointF(2, 0));
        return;
    }
    painter->drawPolyline(points.constData(), points.size());
}

void MemoryCurvePlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->drawLine(QLineF(rect.left(), rect.center().y() + 0.5, rect.right() + 5, rect.center().y() + 0.5));
}

} // namespace steplens
