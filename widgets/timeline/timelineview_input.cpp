// Mouse, keyboard and tooltips of the timeline view.
#include "timeline/timelineruler.h"
#include "timeline/timelineview.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace steplens {

namespace {
constexpr double kKeyZoom = 1.25;
constexpr double kKeyPanFraction = 0.1;

QString escapedPreview(const std::string& s, int maxChars = 400)
{
    QString q = QString::fromStdString(s);
    if (q.size() > maxChars)
        q = q.left(maxChars) + QStringLiteral("…");
    return q.toHtmlEscaped();
}
} // namespace

void TimelineView::wheelEvent(QWheelEvent* event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ShiftModifier) {
        // Shift+wheel scrolls the tracks (some systems turn it into a horizontal delta).
        const int d = delta.y() != 0 ? delta.y() : delta.x();
        m_scroll->setValue(m_scroll->value() - d * m_rowHeight / 40);
    } else if (std::abs(delta.x()) > std::abs(delta.y())) {
        panBy(-delta.x() * trackAreaWidth() / 1200.0); // touchpads: sideways swipes pan
    } else if (delta.y() != 0) {
        // One notch (120) zooms by 1.25, around the time under the cursor.
        zoomBy(std::pow(1.25, delta.y() / 120.0), event->position().x() - m_gutter);
    }
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressPos = m_lastPos = event->position().toPoint();
    m_pressShift = event->modifiers() & Qt::ShiftModifier;
    m_pressOnRuler = m_pressPos.y() < laneAreaTop() && m_pressPos.x() >= m_gutter;
    m_dragAnchor = timeAtX(m_pressPos.x());
    m_drag = Drag::Pending;
}

void TimelineView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (m_drag == Drag::Pending && (pos - m_pressPos).manhattanLength() >= 4)
        m_drag = m_pressShift || m_pressOnRuler ? Drag::Range : Drag::Pan;
    if (m_drag == Drag::Pan) {
        panBy(m_lastPos.x() - pos.x());
        m_scroll->setValue(m_scroll->value() + m_lastPos.y() - pos.y());
        setCursor(Qt::ClosedHandCursor);
    } else if (m_drag == Drag::Range) {
        setRange(m_dragAnchor, timeAtX(std::clamp(pos.x(), m_gutter, m_gutter + trackAreaWidth())));
    }
    m_lastPos = pos;
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Drag drag = m_drag;
    m_drag = Drag::None;
    unsetCursor();
    if (drag != Drag::Pending)
        return;
    const QPoint pos = event->position().toPoint();
    if (pos.x() < m_gutter && pos.y() >= laneAreaTop()) {
        // A click on a track's name collapses or expands it.
        const int y = pos.y() - laneAreaTop() + m_scroll->value();
        for (const Lane& l : m_lanes)
            if (l.track >= 0 && y >= l.y && y < l.y + l.height)
                setTrackCollapsed(std::uint32_t(l.track), !trackCollapsed(std::uint32_t(l.track)));
        return;
    }
    if (pos.y() < laneAreaTop()) {
        setRange(0, 0);
        return;
    }
    bool folded = false;
    const auto hit = eventAt(pos, &folded);
    if (hit && folded) {
        // A fold stands for many events: zoom in on it rather than pretend one was picked.
        zoomBy(4, pos.x() - m_gutter);
        return;
    }
    setSelectedEvent(hit, false);
    emit eventClicked(hit);
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto hit = eventAt(event->position().toPoint());
    if (!hit)
        return;
    const TimelineEvent& e = m_timeline->tracks[hit->track].events[hit->event];
    const Nanos pad = std::max<Nanos>(e.duration / 10, 1);
    showRange(e.start - pad, e.end() + pad);
}

void TimelineView::keyPressEvent(QKeyEvent* event)
{
    const QPoint cursor = mapFromGlobal(QCursor::pos());
    const double anchor =
        rect().contains(cursor) && cursor.x() >= m_gutter ? cursor.x() - m_gutter : trackAreaWidth() / 2.0;
    switch (event->key()) {
    case Qt::Key_W: zoomBy(kKeyZoom, anchor); break;
    case Qt::Key_S: zoomBy(1 / kKeyZoom, anchor); break;
    case Qt::Key_A: panBy(-kKeyPanFraction * trackAreaWidth()); break;
    case Qt::Key_D: panBy(kKeyPanFraction * trackAreaWidth()); break;
    case Qt::Key_Z: zoomToRange(); break;
    case Qt::Key_Home:
    case Qt::Key_0: resetView(); break;
    case Qt::Key_Up: m_scroll->setValue(m_scroll->value() - m_rowHeight); break;
    case Qt::Key_Down: m_scroll->setValue(m_scroll->value() + m_rowHeight); break;
    case Qt::Key_PageUp: m_scroll->setValue(m_scroll->value() - m_scroll->pageStep()); break;
    case Qt::Key_PageDown: m_scroll->setValue(m_scroll->value() + m_scroll->pageStep()); break;
    case Qt::Key_Escape:
        setRange(0, 0);
        setSelectedEvent(std::nullopt, false);
        emit eventClicked(std::nullopt);
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TimelineView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString TimelineView::toolTipAt(QPoint pos) const
{
    if (pos.x() < m_gutter && pos.y() >= laneAreaTop()) {
        const int y = pos.y() - laneAreaTop() + m_scroll->value();
        for (const Lane& l : m_lanes)
            if (l.track >= 0 && y >= l.y && y < l.y + l.height) {
                const TimelineTrack& t = m_timeline->tracks[std::size_t(l.track)];
                return tr("<b>%1</b> / %2<br>%3 events, %4 nesting levels<br><i>Click to %5.</i>")
                    .arg(escapedPreview(t.process), escapedPreview(t.thread.empty() ? t.tid : t.thread))
                    .arg(t.events.size())
                    .arg(t.maxDepth + 1)
                    .arg(trackCollapsed(std::uint32_t(l.track)) ? tr("expand") : tr("collapse"));
            }
        return {};
    }
    if (const Lane* lane = laneAt(pos.y(), m_scroll->value()); lane && lane->counter >= 0)
        return counterToolTip(*lane, pos.x());
    const DrawItem* item = itemAt(pos);
    if (!item)
        return {};
    const TimelineTrack& track = m_timeline->tracks[item->track];
    const TimelineEvent& e = track.events[item->event];
    const TimelineName& n = m_timeline->nameOf(e);
    const Nanos origin = rulerOrigin();
    if (item->kind == DrawKind::Folded) {
        // What the column under the cursor mostly holds: the colour drawn there, named.
        QString here;
        if (const FoldColumn* col = foldColumnAt(drawList(), *item, pos.x() - m_gutter)) {
            const TimelineName& top = m_timeline->names[col->name];
            const QString type = escapedPreview(m_timeline->groups[col->group]);
            const QString percent = QString::number(std::lround(100.0 * col->share));
            here = col->sampled
                       ? tr("<br>here mostly <b>%1</b> (about %2 % of the busy time, from %3 sampled events), e.g. %4")
                             .arg(type, percent, QString::number(col->events), escapedPreview(top.name))
                       : tr("<br>here mostly <b>%1</b> (%2 % of the busy time of %3 events), e.g. %4")
                             .arg(type, percent, QString::number(col->events), escapedPreview(top.name));
        }
        return tr("<b>%1 events</b> too small to draw at this zoom, from %2%3<br>first: %4<br><i>Click or zoom in to "
                  "see them.</i>")
            .arg(item->count)
            .arg(timelineTime(e.start - origin), here, escapedPreview(n.name));
    }
    QString text =
        tr("<b>%1</b><br>type: %2<br>start: %3<br>duration: %4<br>track: %5 / %6")
            .arg(escapedPreview(n.name), escapedPreview(m_timeline->groups[n.group]), timelineTime(e.start - origin),
                 (e.flags & kEventInstant) ? tr("instant") : timelineDuration(e.duration),
                 escapedPreview(track.process), escapedPreview(track.thread.empty() ? track.tid : track.thread));
    if (!n.fullName.empty() && n.fullName != n.name)
        text += tr("<br>full name: %1").arg(escapedPreview(n.fullName));
    if (!n.details.empty())
        text += tr("<br>args: <tt>%1</tt>").arg(escapedPreview(n.details, 300));
    return text;
}

} // namespace steplens
