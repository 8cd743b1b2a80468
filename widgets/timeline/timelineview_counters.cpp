// Counter lanes of the timeline view (AI Core frequency, HBM bandwidth...): one min-max mark per
// pixel column from core's counter pyramid, joined by the value held between samples, scaled to the
// values in view. Costs about width x log(samples) per lane whatever the number of samples.
#include "style/formatting.h"
#include "timeline/timelineruler.h"
#include "timeline/timelineview.h"

#include <QPainter>

#include <algorithm>

namespace steplens {

namespace {
QString value(double v)
{
    return fmt::si(v);
}
} // namespace

void TimelineView::paintCounter(QPainter& p, const Frame& f, const Lane& lane, int laneTop) const
{
    const CounterColumns cols = m_counterLods[std::size_t(lane.counter)]->columns(f.view, 1);
    if (cols.columns.empty() && !cols.before)
        return;
    const double lo = std::min(0.0, cols.min), hi = cols.max > lo ? cols.max : lo + 1;
    const double top = laneTop + 3, height = lane.height - 6;
    auto yOf = [&](double v) { return top + height * (1 - (v - lo) / (hi - lo)); };
    const QColor c(0x3A, 0x6E, 0xA5);
    QColor fill = c;
    fill.setAlpha(60);
    p.setPen(QPen(c, 1));
    double x = m_gutter;
    std::optional<double> held = cols.before;
    for (const CounterColumn& col : cols.columns) {
        const double cx = m_gutter + col.x;
        if (held) { // the value in force since the previous column, up to this one
            p.fillRect(QRectF(x, yOf(*held), cx - x, top + height - yOf(*held)), fill);
            p.drawLine(QPointF(x, yOf(*held)), QPointF(cx, yOf(*held)));
        }
        p.fillRect(QRectF(cx, yOf(col.max), 1, top + height - yOf(col.max)), fill);
        p.drawLine(QPointF(cx, yOf(col.min)), QPointF(cx, yOf(col.max)));
        x = cx + 1;
        held = col.last;
    }
    const double right = std::min<double>(m_gutter + f.view.width, m_gutter + f.view.toX(m_timeline->end));
    if (held && right > x) {
        p.fillRect(QRectF(x, yOf(*held), right - x, top + height - yOf(*held)), fill);
        p.drawLine(QPointF(x, yOf(*held)), QPointF(right, yOf(*held)));
    }
    // The scale: the largest value in view, top right.
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(m_gutter, laneTop, f.view.width - 4, m_rowHeight), Qt::AlignRight | Qt::AlignVCenter,
               tr("max %1").arg(value(cols.max)));
}

QString TimelineView::counterToolTip(const Lane& lane, double widgetX) const
{
    const TimelineCounter& c = m_timeline->counters[std::size_t(lane.counter)];
    const Nanos t = timeAtX(widgetX);
    auto it = std::upper_bound(c.samples.begin(), c.samples.end(), t,
                               [](Nanos v, const std::pair<Nanos, double>& s) { return v < s.first; });
    QString text = QStringLiteral("<b>") + QString::fromStdString(c.name).toHtmlEscaped() + QStringLiteral("</b>");
    if (!c.series.empty())
        text += QStringLiteral(" (") + QString::fromStdString(c.series).toHtmlEscaped() + QStringLiteral(")");
    text += tr("<br>process: %1<br>%2 samples")
                .arg(QString::fromStdString(c.process).toHtmlEscaped())
                .arg(c.samples.size());
    if (it != c.samples.begin()) {
        const auto& s = *(it - 1);
        text +=
            tr("<br>at %1: %2 (sampled at %3)")
                .arg(timelineTime(t - m_timeline->begin), value(s.second), timelineTime(s.first - m_timeline->begin));
    }
    return text;
}

} // namespace steplens
