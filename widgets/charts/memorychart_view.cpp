// MemoryChart: what is on show: the time range (zoom, pan, clamped to the data), which curves are
// visible, the value axis that follows them, and the highlighted lifetime.
#include "charts/memorychart.h"

#include "charts/memorycurveplottable.h"

#include <algorithm>
#include <cmath>

namespace steplens {

void MemoryChart::setMetricVisible(MemoryMetric metric, bool visible)
{
    m_metricVisible[std::size_t(metric)] = visible;
    applyVisibility();
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::setComponentVisible(const QString& component, bool visible)
{
    if (visible)
        m_hiddenComponents.remove(component);
    else
        m_hiddenComponents.insert(component);
    applyVisibility();
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::applyVisibility()
{
    for (MemoryCurvePlottable* p : m_curves) {
        const bool show = metricVisible(p->curve().metric) &&
                          !m_hiddenComponents.contains(QString::fromStdString(p->curve().component));
        p->setVisible(show);
        if (show)
            p->addToLegend();
        else
            p->removeFromLegend();
    }
    rescaleValues();
    layoutForWidth(width());
}

int MemoryChart::visibleCurveCount() const
{
    int n = 0;
    for (MemoryCurvePlottable* p : m_curves)
        n += p->visible() ? 1 : 0;
    return n;
}

void MemoryChart::rescaleValues()
{
    double top = 0;
    for (MemoryCurvePlottable* p : m_curves) {
        if (!p->visible())
            continue;
        bool found = false;
        const QCPRange r = p->getValueRange(found);
        if (found)
            top = std::max(top, r.upper);
    }
    for (const Peak& p : m_peaks)
        top = std::max(top, p.mb);
    if (m_capacityMB)
        top = std::max(top, *m_capacityMB);
    yAxis->setRange(0, top > 0 ? top * 1.15 : 1.0);
    m_capacityLine->setVisible(bool(m_capacityMB));
    m_capacityLabel->setVisible(bool(m_capacityMB));
    if (m_capacityMB) {
        m_capacityLine->point1->setCoords(0, *m_capacityMB);
        m_capacityLine->point2->setCoords(1, *m_capacityMB);
        m_capacityLabel->position->setCoords(1, *m_capacityMB);
    }
}

void MemoryChart::resetZoom()
{
    double lo = m_spanLowerMs, hi = m_spanUpperMs;
    if (hi - lo <= 0) {
        // All rows at one instant (a spreadsheet rounded the times): a small window around it.
        lo -= 1;
        hi += 1;
    }
    const double pad = (hi - lo) * 0.02;
    xAxis->setRange(lo - pad, hi + pad);
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::showRange(Nanos begin, Nanos end)
{
    if (end <= begin) {
        resetZoom();
        return;
    }
    const double lo = nanosToMs(double(begin - m_origin)), hi = nanosToMs(double(end - m_origin));
    const double pad = (hi - lo) * 0.04;
    xAxis->setRange(lo - pad, hi + pad);
    replot(QCustomPlot::rpQueuedReplot);
}

std::pair<Nanos, Nanos> MemoryChart::visibleRange() const
{
    const QCPRange r = xAxis->range();
    return {m_origin + Nanos(std::llround(r.lower * kNanosPerMs)),
            m_origin + Nanos(std::llround(r.upper * kNanosPerMs))};
}

void MemoryChart::setHighlight(Nanos begin, Nanos end)
{
    if (begin > end || m_empty) {
        m_highlight->setVisible(false);
    } else {
        double lo = nanosToMs(double(begin - m_origin)), hi = nanosToMs(double(end - m_origin));
        // Keep a lifetime of a few µs visible: at least two pixels wide.
        const double minWidth = xAxis->range().size() / std::max(1, axisRect()->width()) * 2;
        if (hi - lo < minWidth) {
            const double mid = (lo + hi) / 2;
            lo = mid - minWidth / 2;
            hi = mid + minWidth / 2;
        }
        m_highlight->topLeft->setCoords(lo, 0);
        m_highlight->bottomRight->setCoords(hi, 1);
        m_highlight->setVisible(true);
    }
    replot(QCustomPlot::rpQueuedReplot);
}

bool MemoryChart::hasHighlight() const
{
    return m_highlight->visible();
}

void MemoryChart::onRangeChanged(const QCPRange& range)
{
    if (m_clamping)
        return;
    // Keep the view on the data: never wider than the span (plus a margin), never narrower than 1 µs.
    double lo = m_spanLowerMs, hi = m_spanUpperMs;
    if (hi - lo <= 0) {
        lo -= 1;
        hi += 1;
    }
    const double margin = (hi - lo) * 0.05;
    QCPRange r = range;
    if (r.size() > (hi - lo) + 2 * margin)
        r = QCPRange(lo - margin, hi + margin);
    if (r.size() < 1e-3)
        r = QCPRange(r.center() - 5e-4, r.center() + 5e-4);
    if (r.lower < lo - margin)
        r = QCPRange(lo - margin, lo - margin + r.size());
    if (r.upper > hi + margin)
        r = QCPRange(hi + margin - r.size(), hi + margin);
    if (r != range) {
        m_clamping = true;
        xAxis->setRange(r);
        m_clamping = false;
    }
    placeLabels();
    const auto [begin, end] = visibleRange();
    emit visibleRangeChanged(begin, end);
}

} // namespace steplens
