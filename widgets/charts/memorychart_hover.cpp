// MemoryChart: hover text and clicks on a step band, and the texts the chart shows (for tests).
#include "charts/memorychart.h"

#include "charts/memorychart_format.h"
#include "charts/memorycurveplottable.h"

namespace steplens {

using namespace memorychart;

QString MemoryChart::peakLabelText() const
{
    QStringList all;
    for (const Peak& p : m_peaks)
        all << p.label;
    return all.join(QLatin1Char('\n'));
}

QString MemoryChart::capacityLabelText() const
{
    return m_capacityMB ? m_capacityLabel->text() : QString();
}

QString MemoryChart::emptyText() const
{
    return m_empty ? m_emptyLabel->text() : QString();
}

long long MemoryChart::stepAtKey(double keyMs) const
{
    for (const Band& b : m_stepBands)
        if (keyMs >= b.lowerMs && keyMs <= b.upperMs)
            return b.step;
    return -1;
}

QString MemoryChart::toolTipAt(double keyMs) const
{
    QStringList lines;
    QString head = tr("%1 on the time axis").arg(msText(keyMs));
    const long long step = stepAtKey(keyMs);
    if (step >= 0)
        head += QLatin1String(", ") + tr("step %1").arg(step);
    lines << head;
    for (MemoryCurvePlottable* p : m_curves) {
        if (!p->visible())
            continue;
        if (auto v = p->valueAtKey(keyMs))
            lines << QStringLiteral("%1: %2").arg(p->name(), mb(*v));
    }
    return lines.join(QLatin1Char('\n'));
}

QString MemoryChart::toolTipAtPoint(const QPoint& pos) const
{
    if (m_empty || !axisRect()->rect().contains(pos))
        return {};
    return toolTipAt(xAxis->pixelToCoord(pos.x()));
}

void MemoryChart::clickAt(const QPoint& pos)
{
    if (!axisRect()->rect().contains(pos))
        return;
    const long long step = stepAtKey(xAxis->pixelToCoord(pos.x()));
    if (step >= 0)
        emit stepClicked(step);
}

} // namespace steplens
