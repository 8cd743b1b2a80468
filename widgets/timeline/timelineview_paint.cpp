// Painting of the timeline view. Everything here walks the draw list (or binary-searched slices of
// the steps, flows and search hits): nothing iterates the events of the trace.
#include "style/formatting.h"
#include "timeline/timelineruler.h"
#include "timeline/timelineview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>

namespace steplens {

namespace {
constexpr int kPaletteSlots = 20;
constexpr std::size_t kMaxFlows = 3000; // flows looked at per frame
constexpr std::size_t kAllFlows = 150;  // at most this many in view: all drawn
constexpr int kLanePad = 2;

// Rectangle buckets of paintItems, painted in this order: one drawRects per colour and kind.
constexpr int kEventBuckets = 0;                                          // events, by palette slot
constexpr int kFoldBucket = kPaletteSlots;                                // folds' neutral grey (under their columns)
constexpr int kDimBuckets = 2 * kPaletteSlots;                            // events not matching a search
constexpr int kStepBuckets = 3 * kPaletteSlots;                           // even and odd steps
constexpr int kFoldColumnBuckets = kStepBuckets + 2;                      // fold columns, by palette slot
constexpr int kDimFoldColumnBuckets = kFoldColumnBuckets + kPaletteSlots; // ... not matching a search
constexpr int kBuckets = kDimFoldColumnBuckets + kPaletteSlots;

// Adds a rectangle to a bucket, widening the last one instead when it ends where this one starts on
// the same row: a fold's run of same-type columns becomes one rectangle.
void addRect(std::vector<QRectF>& bucket, const QRectF& r)
{
    if (!bucket.empty() && bucket.back().y() == r.y() && bucket.back().right() == r.left()) {
        bucket.back().setRight(r.right());
        return;
    }
    bucket.push_back(r);
}

QColor blendRgb(const QColor& a, const QColor& b, double f)
{
    return QColor(int(a.red() + (b.red() - a.red()) * f), int(a.green() + (b.green() - a.green()) * f),
                  int(a.blue() + (b.blue() - a.blue()) * f));
}
} // namespace

void TimelineView::paintFrame(QPainter& p, const Frame& f) const
{
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(QRect(QPoint(), f.size), palette().color(QPalette::Base));
    p.setFont(font());
    if (!m_timeline) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(QPoint(), f.size), Qt::AlignCenter, tr("No timeline to show"));
        return;
    }
    paintLanes(p, f);
    paintSteps(p, f);
    paintMatches(p, f);
    paintFlows(p, f);
    paintRange(p, f);
    paintGutter(p, f);
    paintRuler(p, f);
}

void TimelineView::paintLanes(QPainter& p, const Frame& f) const
{
    const int top = laneAreaTop();
    const QRect area(m_gutter, top, f.view.width, f.size.height() - top);
    p.save();
    p.setClipRect(area);
    const QColor alt = blendRgb(palette().color(QPalette::Base), palette().color(QPalette::AlternateBase), 0.7);
    const QColor header = palette().color(QPalette::Window);
    // Search hits inside folds have no rectangle to outline: one tick per pixel column instead.
    const std::vector<FoldHitMark> foldMarks =
        m_hitIndex.empty() ? std::vector<FoldHitMark>{} : foldHitMarks(*f.list, m_hitIndex);
    for (const Lane& lane : m_lanes) {
        const int y = top + lane.y - f.scrollY;
        if (y + lane.height < top || y > f.size.height())
            continue;
        if (lane.counter >= 0) {
            paintCounter(p, f, lane, y);
            continue;
        }
        if (lane.track < 0) {
            p.fillRect(QRect(m_gutter, y, f.view.width, lane.height), header);
            continue;
        }
        if (lane.track % 2)
            p.fillRect(QRect(m_gutter, y, f.view.width, lane.height), alt);
        paintItems(p, f, lane, y, foldMarks);
    }
    p.restore();
}

void TimelineView::paintItems(QPainter& p, const Frame& f, const Lane& lane, int laneTop,
                              const std::vector<FoldHitMark>& foldMarks) const
{
    const DrawList& list = *f.list;
    auto range = std::find_if(list.tracks.begin(), list.tracks.end(),
                              [&](const DrawTrackRange& r) { return r.track == std::uint32_t(lane.track); });
    if (range == list.tracks.end())
        return;
    const bool collapsed = trackCollapsed(std::uint32_t(lane.track));
    const bool searching = !m_matchNames.empty();
    std::array<std::vector<QRectF>, kBuckets> buckets;
    const bool stepsTrack = m_timeline->tracks[std::size_t(lane.track)].kind == TrackKind::Steps;
    std::vector<const DrawItem*> labelled, matched;
    const double rowH = collapsed ? lane.height - 2 * kLanePad : m_rowHeight - 2;
    auto matches = [&](std::uint32_t name) { return name < m_matchNames.size() && m_matchNames[name]; };
    for (std::size_t i = range->begin; i < range->end; ++i) {
        const DrawItem& it = list.items[i];
        if (collapsed && it.depth > 0)
            break; // items are ordered by depth
        const double x0 = m_gutter + it.x0, w = std::max(1.0f, it.x1 - it.x0);
        const double y = laneTop + kLanePad + (collapsed ? 0 : it.depth * m_rowHeight);
        const bool match = searching && matches(it.name);
        std::size_t bucket;
        if (it.kind == DrawKind::Folded)
            bucket = kFoldBucket;
        else if (stepsTrack) // steps alternate two shades: a colour per step number would suggest a meaning
            bucket = std::size_t(kStepBuckets + int(it.levelFirst % 2));
        else
            bucket = std::size_t((searching && !match ? kDimBuckets : kEventBuckets) + int(it.colour % kPaletteSlots));
        buckets[bucket].push_back(QRectF(x0, y, w, rowH));
        if (it.kind == DrawKind::Folded) {
            // Over the grey, each pixel column in the colour of the type covering most of its time;
            // columns without events (gaps shorter than a fold breaks on) stay grey.
            for (std::uint32_t c = it.columnsBegin; c < it.columnsEnd; ++c) {
                const FoldColumn& col = list.foldColumns[c];
                const double cx0 = std::max<double>(col.x, it.x0), cx1 = std::min<double>(col.x + 1, it.x0 + w);
                if (cx1 <= cx0)
                    continue;
                const int base = searching && !matches(col.name) ? kDimFoldColumnBuckets : kFoldColumnBuckets;
                addRect(buckets[std::size_t(base + int(col.colour % kPaletteSlots))],
                        QRectF(m_gutter + cx0, y, cx1 - cx0, rowH));
            }
        }
        if ((it.labelChars > 0 || (it.kind == DrawKind::Folded && w > 6 * m_charWidth)) && !collapsed)
            labelled.push_back(&it);
        if (match && it.kind == DrawKind::Event)
            matched.push_back(&it);
    }
    const QColor base = palette().color(QPalette::Base);
    p.setPen(Qt::NoPen);
    for (std::size_t b = 0; b < buckets.size(); ++b) {
        if (buckets[b].empty())
            continue;
        QColor c;
        if (b == std::size_t(kFoldBucket))
            c = colors::timelineFoldColor();
        else if (b >= std::size_t(kStepBuckets) && b < std::size_t(kFoldColumnBuckets))
            c = b % 2 ? QColor(0xB8, 0xC8, 0xD8) : QColor(0x98, 0xAC, 0xC4);
        else {
            const bool dim = (b >= std::size_t(kDimBuckets) && b < std::size_t(kStepBuckets)) ||
                             b >= std::size_t(kDimFoldColumnBuckets);
            const int first = b < std::size_t(kStepBuckets) ? (dim ? kDimBuckets : kEventBuckets)
                                                            : (dim ? kDimFoldColumnBuckets : kFoldColumnBuckets);
            c = colors::timelineEventColor(std::uint32_t(int(b) - first), m_palette);
            if (dim)
                c = blendRgb(c, base, 0.6);
        }
        p.setBrush(c);
        p.drawRects(buckets[b].data(), int(buckets[b].size()));
    }
    // Ticks for the search hits inside this track's folds (marks are ordered by item).
    auto mark = std::partition_point(foldMarks.begin(), foldMarks.end(),
                                     [&](const FoldHitMark& m) { return m.item < range->begin; });
    std::vector<QLineF> ticks;
    for (; mark != foldMarks.end() && mark->item < range->end; ++mark) {
        const DrawItem& it = list.items[mark->item];
        if (collapsed && it.depth > 0)
            continue;
        const double x = m_gutter + mark->x + 0.5;
        const double y = laneTop + kLanePad + (collapsed ? 0 : it.depth * m_rowHeight);
        ticks.push_back(QLineF(x, y, x, y + rowH - 1));
    }
    if (!ticks.empty()) {
        p.setPen(QPen(colors::timelineMatchColor(), 1));
        p.drawLines(ticks.data(), int(ticks.size()));
    }
    p.setBrush(Qt::NoBrush);
    const QColor text = Qt::black, dimText = QColor(90, 90, 90);
    const QFontMetrics fm(font());
    for (const DrawItem* it : labelled) {
        const TimelineName& n = m_timeline->names[it->name];
        QString label;
        if (it->kind == DrawKind::Folded) {
            label = tr("%1 events").arg(fmt::count(qint64(it->count)));
            if (fm.horizontalAdvance(label) + 6 > it->x1 - it->x0)
                continue;
        } else {
            label = QString::fromUtf8(n.name.data(), int(std::min<std::size_t>(it->labelChars, n.name.size())));
            if (it->labelChars < n.name.size())
                label = label.left(std::max(1, int(label.size()) - 1)) + QStringLiteral("…");
        }
        const double x0 = std::max<double>(m_gutter + it->x0, m_gutter) + 3;
        const double x1 = std::min<double>(m_gutter + it->x1, m_gutter + f.view.width) - 3;
        const bool dim = searching && !(it->name < m_matchNames.size() && m_matchNames[it->name]);
        if (it->kind == DrawKind::Folded) // a pale backdrop: the label must read on any mix of column colours
            p.fillRect(QRectF(x0 - 2, laneTop + kLanePad + it->depth * m_rowHeight + 2,
                              std::min<double>(fm.horizontalAdvance(label) + 4, x1 - x0 + 4), rowH - 4),
                       QColor(255, 255, 255, 170));
        p.setPen(dim ? dimText : text);
        p.drawText(QRectF(x0, laneTop + kLanePad + it->depth * m_rowHeight, x1 - x0, rowH),
                   Qt::AlignVCenter | Qt::AlignLeft, label);
    }
    if (!matched.empty()) {
        p.setPen(QPen(colors::timelineMatchColor(), 2));
        for (const DrawItem* it : matched)
            p.drawRect(QRectF(m_gutter + it->x0, laneTop + kLanePad + (collapsed ? 0 : it->depth * m_rowHeight),
                              std::max(1.0f, it->x1 - it->x0), rowH));
    }
    if (m_selected && m_selected->track == std::uint32_t(lane.track)) {
        const TimelineTrack& t = m_timeline->tracks[m_selected->track];
        const TimelineEvent& e = t.events[m_selected->event];
        const double x0 = m_gutter + f.view.toX(e.start), x1 = m_gutter + f.view.toX(e.end());
        const double y = laneTop + kLanePad + (collapsed ? 0 : e.depth * m_rowHeight);
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.drawRect(QRectF(std::max<double>(x0, m_gutter - 2), y - 1, std::clamp(x1 - x0, 2.0, 1e6), rowH + 2));
    }
}

void TimelineView::paintMatches(QPainter& p, const Frame& f) const
{
    // A tick above each pixel column holding a search hit's start, per track: found per column by
    // binary search, so a million hits cost at most a tick per column of each visible track.
    if (m_hitIndex.empty())
        return;
    p.save();
    p.setClipRect(QRect(m_gutter, laneAreaTop(), f.view.width, f.size.height() - laneAreaTop()));
    std::vector<QLineF> ticks;
    for (const Lane& lane : m_lanes) {
        const int y = laneAreaTop() + lane.y - f.scrollY;
        if (lane.track < 0 || y + lane.height < laneAreaTop() || y > f.size.height())
            continue;
        for (int x : hitColumns(m_hitIndex.track(std::uint32_t(lane.track)), f.view, 0, f.view.width))
            ticks.push_back(QLineF(m_gutter + x + 0.5, y, m_gutter + x + 0.5, y + kLanePad + 1));
    }
    p.setPen(QPen(colors::timelineMatchColor(), 1));
    if (!ticks.empty())
        p.drawLines(ticks.data(), int(ticks.size()));
    p.restore();
}

void TimelineView::paintFlows(QPainter& p, const Frame& f) const
{
    if (m_flowsByStart.empty())
        return;
    const auto& flows = m_timeline->flows;
    const Nanos t0 = f.view.start, t1 = f.view.end();
    auto lowTime = [&](std::uint32_t i) { return std::min(flows[i].fromTime, flows[i].toTime); };
    auto it = std::partition_point(m_flowsByStart.begin(), m_flowsByStart.end(),
                                   [&](std::uint32_t i) { return lowTime(i) < t0 - m_longestFlow; });
    std::vector<std::uint32_t> visible;
    for (; it != m_flowsByStart.end() && lowTime(*it) <= t1; ++it) {
        const TimelineFlow& fl = flows[*it];
        if (std::max(fl.fromTime, fl.toTime) >= t0 && (visible.size() <= kMaxFlows))
            visible.push_back(*it);
        if (visible.size() > kMaxFlows)
            break;
    }
    // Many arrows hide the events under them: then only the selected event's own are drawn.
    const TimelineEvent* sel = m_selected ? &m_timeline->tracks[m_selected->track].events[m_selected->event] : nullptr;
    auto ownFlow = [&](const TimelineFlow& fl) {
        return sel && ((fl.fromTrack == m_selected->track && fl.fromTime >= sel->start && fl.fromTime <= sel->end()) ||
                       (fl.toTrack == m_selected->track && fl.toTime >= sel->start && fl.toTime <= sel->end()));
    };
    const bool all = visible.size() <= kAllFlows;
    p.save();
    p.setClipRect(QRect(m_gutter, laneAreaTop(), f.view.width, f.size.height() - laneAreaTop()));
    if (!all) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QString more =
            visible.size() > kMaxFlows ? tr("more than %1").arg(kMaxFlows) : QString::number(visible.size());
        p.drawText(QRect(m_gutter + 6, laneAreaTop() + 2, f.view.width - 12, m_rowHeight), Qt::AlignRight,
                   tr("%1 flow arrows here: click an event to see its own, or zoom in").arg(more));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    const QColor faint(60, 60, 60, 110), strong(20, 20, 20, 230);
    for (std::uint32_t i : visible) {
        const TimelineFlow& fl = flows[i];
        if (fl.fromTrack >= m_laneOfTrack.size() || fl.toTrack >= m_laneOfTrack.size())
            continue;
        const bool own = ownFlow(fl);
        if (!all && !own)
            continue;
        const QColor c = own ? strong : faint;
        p.setPen(QPen(c, own ? 1.6 : 1));
        const Lane& a = m_lanes[std::size_t(m_laneOfTrack[fl.fromTrack])];
        const Lane& b = m_lanes[std::size_t(m_laneOfTrack[fl.toTrack])];
        const QPointF from(m_gutter + f.view.toX(fl.fromTime),
                           laneAreaTop() + a.y - f.scrollY + kLanePad + m_rowHeight / 2.0);
        const QPointF to(m_gutter + f.view.toX(fl.toTime),
                         laneAreaTop() + b.y - f.scrollY + kLanePad + m_rowHeight / 2.0);
        QPainterPath path(from);
        const double dx = std::max(20.0, std::abs(to.x() - from.x()) / 2);
        path.cubicTo(from + QPointF(dx, 0), to - QPointF(dx, 0), to);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(c);
        p.drawPolygon(QPolygonF({to, to + QPointF(-6, -3), to + QPointF(-6, 3)}));
    }
    p.restore();
}

void TimelineView::paintSteps(QPainter& p, const Frame& f) const
{
    // Faint boundaries across the lanes, where steps are wide enough to tell apart.
    const auto& steps = m_steps.steps;
    if (steps.empty())
        return;
    const Nanos t0 = f.view.start, t1 = f.view.end();
    auto it = std::partition_point(steps.begin(), steps.end(), [&](const StepWindow& s) { return s.end < t0; });
    auto end = std::partition_point(it, steps.end(), [&](const StepWindow& s) { return s.start <= t1; });
    if (end - it > f.view.width / 6)
        return;
    p.save();
    p.setClipRect(QRect(m_gutter, laneAreaTop(), f.view.width, f.size.height() - laneAreaTop()));
    QColor c = palette().color(QPalette::Text);
    c.setAlpha(70);
    p.setPen(QPen(c, 1, Qt::DashLine));
    for (; it != end; ++it) {
        const int x = m_gutter + int(f.view.toX(it->start));
        p.drawLine(x, laneAreaTop(), x, f.size.height());
    }
    p.restore();
}

void TimelineView::paintRange(QPainter& p, const Frame& f) const
{
    if (!hasRange())
        return;
    const double x0 = std::max<double>(m_gutter + f.view.toX(m_rangeBegin), m_gutter - 1);
    const double x1 = std::min<double>(m_gutter + f.view.toX(m_rangeEnd), m_gutter + f.view.width + 1);
    if (x1 < m_gutter || x0 > m_gutter + f.view.width)
        return;
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlpha(45);
    p.fillRect(QRectF(x0, 0, std::max(1.0, x1 - x0), f.size.height()), fill);
    fill.setAlpha(200);
    p.setPen(QPen(fill, 1));
    p.drawLine(QPointF(x0, 0), QPointF(x0, f.size.height()));
    p.drawLine(QPointF(x1, 0), QPointF(x1, f.size.height()));
}

void TimelineView::paintGutter(QPainter& p, const Frame& f) const
{
    const int top = laneAreaTop();
    p.save();
    // Process headers run across the whole width (their row is empty in the lane area too).
    p.setClipRect(QRect(0, top, f.size.width(), f.size.height() - top));
    p.fillRect(QRect(0, top, m_gutter, f.size.height() - top), palette().color(QPalette::Window));
    QFont bold = font();
    bold.setBold(true);
    for (const Lane& lane : m_lanes) {
        const int y = top + lane.y - f.scrollY;
        if (y + lane.height < top || y > f.size.height())
            continue;
        const QRect r(6, y, m_gutter - 10, std::min(lane.height, m_rowHeight + kLanePad));
        if (lane.track < 0 && lane.counter < 0) {
            p.setFont(bold);
            p.setPen(palette().color(QPalette::WindowText));
            const QString text = QFontMetrics(bold).elidedText(lane.label, Qt::ElideRight, f.size.width() - 10);
            p.drawText(QRect(4, y, f.size.width() - 8, lane.height), Qt::AlignVCenter | Qt::AlignLeft, text);
            p.setPen(palette().color(QPalette::Mid));
            p.drawLine(0, y + lane.height - 1, f.size.width(), y + lane.height - 1);
            continue;
        }
        p.setFont(font());
        p.setPen(palette().color(QPalette::WindowText));
        const bool collapsed = lane.track >= 0 && trackCollapsed(std::uint32_t(lane.track));
        const QString arrow = lane.counter >= 0 ? QStringLiteral("  ")
                              : collapsed       ? QStringLiteral("\u25B8 ")
                                                : QStringLiteral("\u25BE ");
        const QString text = QFontMetrics(font()).elidedText(arrow + lane.label, Qt::ElideMiddle, r.width() - 4);
        p.drawText(QRect(r.x() + 4, r.y(), r.width() - 4, r.height()), Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    p.setPen(palette().color(QPalette::Mid));
    for (const Lane& lane : m_lanes) // the gutter's edge, except across process headers
        if (lane.track >= 0 || lane.counter >= 0)
            p.drawLine(m_gutter - 1, top + lane.y - f.scrollY, m_gutter - 1, top + lane.y - f.scrollY + lane.height);
    p.restore();
}

void TimelineView::paintRuler(QPainter& p, const Frame& f) const
{
    const QFontMetrics fm(font());
    const int h = laneAreaTop();
    p.fillRect(QRect(0, 0, f.size.width(), h), palette().color(QPalette::Window));
    const Nanos origin = rulerOrigin();
    TimeView rel = f.view;
    rel.start -= origin;
    RulerTicks ticks = rulerTicks(rel, std::max(90, fm.horizontalAdvance(QStringLiteral("00.000 ms")) + 20));
    // Deep zooms far into a long trace need long labels ("12.3456789 s"): space the ticks for them.
    if (!ticks.major.empty()) {
        const int widest = fm.horizontalAdvance(rulerLabel(ticks.major.back(), ticks.step)) + 20;
        if (widest > ticks.step / rel.nsPerPixel)
            ticks = rulerTicks(rel, widest);
    }
    const int tickTop = fm.height() + 4;
    p.setPen(palette().color(QPalette::WindowText));
    // Minor ticks between the labelled ones.
    if (!ticks.major.empty()) {
        for (Nanos t = ticks.major.front() - ticks.step; t <= rel.end(); t += ticks.minorStep) {
            const double x = m_gutter + rel.toX(t);
            if (x >= m_gutter)
                p.drawLine(QPointF(x, h - 5), QPointF(x, h));
        }
    }
    for (Nanos t : ticks.major) {
        const double x = m_gutter + rel.toX(t);
        p.drawLine(QPointF(x, tickTop), QPointF(x, h));
        const QString label = rulerLabel(t, ticks.step);
        if (x + 3 + fm.horizontalAdvance(label) <= f.size.width())
            p.drawText(QPointF(x + 3, tickTop + fm.ascent()), label);
    }
    // Step numbers over their windows, where they fit.
    const auto& steps = m_steps.steps;
    auto it =
        std::partition_point(steps.begin(), steps.end(), [&](const StepWindow& s) { return s.end < f.view.start; });
    int lastRight = m_gutter;
    QColor band = palette().color(QPalette::Highlight);
    band.setAlpha(40);
    for (std::size_t n = 0; it != steps.end() && it->start <= f.view.end() && n < 2000; ++it, ++n) {
        const double x0 = std::max<double>(m_gutter, m_gutter + f.view.toX(it->start));
        const double x1 = std::min<double>(m_gutter + f.view.width, m_gutter + f.view.toX(it->end));
        if (x1 - x0 < 2)
            continue;
        p.fillRect(QRectF(x0 + 1, 2, x1 - x0 - 2, fm.height()), band);
        QString label = tr("step %1").arg(it->number);
        if (x1 - x0 <= fm.horizontalAdvance(label) + 6)
            label = QString::number(it->number); // narrow steps: the number alone
        if (x1 - x0 > fm.horizontalAdvance(label) + 6 && x0 >= lastRight) {
            p.drawText(QRectF(x0, 2, x1 - x0, fm.height()), Qt::AlignCenter, label);
            lastRight = int(x1);
        }
    }
    // What the view spans, and the selected range's length, in the gutter corner.
    p.fillRect(QRect(0, 0, m_gutter, h), palette().color(QPalette::Window));
    p.drawText(QRect(6, 2, m_gutter - 10, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               tr("view %1").arg(timelineDuration(f.view.span())));
    if (hasRange())
        p.drawText(QRect(6, 2 + fm.height(), m_gutter - 10, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("range %1").arg(timelineDuration(m_rangeEnd - m_rangeBegin)));
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(0, h - 1, f.size.width(), h - 1);
}

} // namespace steplens
