#include "timeline/timelineview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {
constexpr int kHeaderHeight = 18;
constexpr int kLanePadding = 4;
constexpr double kMinNsPerPixel = 0.01; // 100 px per ns: deep enough to see single-ns events
} // namespace

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent)
    , m_scroll(new QScrollBar(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("timelineView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(320, 160);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this] {
        m_listValid = false;
        update();
    });
    changeEvent(nullptr);
}

TimelineView::~TimelineView() = default;

void TimelineView::setTimeline(std::shared_ptr<const Timeline> timeline, TimelineSteps steps)
{
    m_timeline = std::move(timeline);
    m_steps = std::move(steps);
    m_selected.reset();
    m_rangeBegin = m_rangeEnd = 0;
    m_matchNames.clear();
    m_matchHits.clear();
    m_hitIndex.clear();
    m_flowsByStart.clear();
    m_longestFlow = 0;
    m_collapsed.assign(m_timeline ? m_timeline->tracks.size() : 0, false);
    m_counterLods.clear();
    if (m_timeline) {
        for (const TimelineCounter& c : m_timeline->counters)
            m_counterLods.push_back(std::make_unique<CounterLod>(c));
        const auto& flows = m_timeline->flows;
        m_flowsByStart.resize(flows.size());
        for (std::uint32_t i = 0; i < flows.size(); ++i) {
            m_flowsByStart[i] = i;
            m_longestFlow = std::max<Nanos>(m_longestFlow, std::llabs(flows[i].toTime - flows[i].fromTime));
        }
        auto lo = [&](std::uint32_t i) { return std::min(flows[i].fromTime, flows[i].toTime); };
        std::sort(m_flowsByStart.begin(), m_flowsByStart.end(), [&](auto a, auto b) { return lo(a) < lo(b); });
    }
    layoutLanes();
    m_scroll->setValue(0);
    resetView();
}

int TimelineView::trackAreaWidth() const
{
    return std::max(1, width() - m_gutter - m_scroll->sizeHint().width());
}

int TimelineView::laneAreaHeight() const
{
    return std::max(0, height() - laneAreaTop());
}

TimeView TimelineView::clampedView(TimeView view) const
{
    view.width = trackAreaWidth();
    if (!m_timeline)
        return view;
    const Nanos span = std::max<Nanos>(m_timeline->end - m_timeline->begin, 1);
    view.nsPerPixel =
        std::clamp(view.nsPerPixel, kMinNsPerPixel, std::max(kMinNsPerPixel, 1.5 * double(span) / view.width));
    // Keep at least half of the view on the trace.
    const Nanos half = static_cast<Nanos>(view.nsPerPixel * view.width / 2);
    view.start =
        std::clamp(view.start, m_timeline->begin - half, std::max(m_timeline->begin - half, m_timeline->end - half));
    return view;
}

void TimelineView::setTimeView(const TimeView& view)
{
    const TimeView v = clampedView(view);
    if (v.start == m_view.start && v.nsPerPixel == m_view.nsPerPixel && v.width == m_view.width)
        return;
    m_view = v;
    emitView();
}

void TimelineView::emitView()
{
    m_listValid = false;
    update();
    emit viewChanged();
}

void TimelineView::showRange(Nanos t0, Nanos t1)
{
    if (t1 < t0)
        std::swap(t0, t1);
    setTimeView(TimeView::fit(t0, std::max(t1, t0 + 1), trackAreaWidth()));
}

void TimelineView::resetView()
{
    if (!m_timeline) {
        m_view = TimeView::fit(0, 1000000, trackAreaWidth());
        emitView();
        return;
    }
    showRange(m_timeline->begin, m_timeline->end);
}

void TimelineView::zoomBy(double factor, double trackX)
{
    setTimeView(m_view.zoomed(factor, trackX));
}

void TimelineView::panBy(double dx)
{
    setTimeView(m_view.panned(dx));
}

void TimelineView::setRange(Nanos begin, Nanos end)
{
    if (end < begin)
        std::swap(begin, end);
    if (begin == m_rangeBegin && end == m_rangeEnd)
        return;
    m_rangeBegin = begin;
    m_rangeEnd = end;
    update();
    emit rangeChanged(begin, end);
}

void TimelineView::zoomToRange()
{
    if (hasRange())
        showRange(m_rangeBegin, m_rangeEnd);
}

void TimelineView::setSelectedEvent(std::optional<TimelineEventRef> event, bool reveal)
{
    if (event && (!m_timeline || event->track >= m_timeline->tracks.size() ||
                  event->event >= m_timeline->tracks[event->track].events.size()))
        event.reset();
    m_selected = event;
    if (event && reveal) {
        const TimelineEvent& e = m_timeline->tracks[event->track].events[event->event];
        // Show the event at least 40 px wide and centred, unless it already is in view.
        const Nanos want = std::max<Nanos>(e.duration, 1);
        if (e.start < m_view.start || e.end() > m_view.end() || m_view.toX(e.end()) - m_view.toX(e.start) < 2) {
            TimeView v = m_view;
            if (double(want) / v.nsPerPixel < 2 || double(want) > double(v.span()) * 0.8)
                v.nsPerPixel = std::max(kMinNsPerPixel, double(want) / 40.0);
            v.start = e.start + want / 2 - static_cast<Nanos>(v.nsPerPixel * v.width / 2);
            setTimeView(v);
        }
        const Lane& lane = m_lanes[std::size_t(m_laneOfTrack[event->track])];
        if (lane.y < m_scroll->value() || lane.y + m_rowHeight > m_scroll->value() + laneAreaHeight())
            m_scroll->setValue(std::max(0, lane.y - laneAreaHeight() / 3));
    }
    update();
}

void TimelineView::setMatches(std::vector<bool> names, std::vector<TimelineEventRef> hits)
{
    m_matchNames = std::move(names);
    m_matchHits = std::move(hits);
    m_hitIndex.clear();
    for (const auto& h : m_matchHits) {
        const TimelineEvent& e = m_timeline->tracks[h.track].events[h.event];
        m_hitIndex.add(h.track, e.depth, e.start);
    }
    m_hitIndex.finish();
    update();
}

void TimelineView::setColourPalette(colors::TimelinePalette palette)
{
    m_palette = palette;
    update();
}

bool TimelineView::trackCollapsed(std::uint32_t track) const
{
    return track < m_collapsed.size() && m_collapsed[track];
}

void TimelineView::setTrackCollapsed(std::uint32_t track, bool collapsed)
{
    if (track >= m_collapsed.size() || m_collapsed[track] == collapsed)
        return;
    m_collapsed[track] = collapsed;
    layoutLanes();
    m_listValid = false;
    update();
}

QString TimelineView::trackLabel(std::uint32_t track) const
{
    if (!m_timeline || track >= m_timeline->tracks.size())
        return {};
    const TimelineTrack& t = m_timeline->tracks[track];
    if (!t.thread.empty())
        return QString::fromStdString(t.thread);
    return tr("thread %1").arg(QString::fromStdString(t.tid));
}

void TimelineView::layoutLanes()
{
    m_lanes.clear();
    m_laneOfTrack.assign(m_timeline ? m_timeline->tracks.size() : 0, -1);
    int y = 0;
    const std::string* process = nullptr;
    const std::string* pid = nullptr;
    for (std::uint32_t i = 0; m_timeline && i < m_timeline->tracks.size(); ++i) {
        const TimelineTrack& t = m_timeline->tracks[i];
        if (!process || *process != t.process || *pid != t.pid) {
            QString label = QString::fromStdString(t.process.empty() ? t.pid : t.process);
            if (!t.process.empty() && !t.pid.empty() && t.process != t.pid)
                label += tr("  (pid %1)").arg(QString::fromStdString(t.pid));
            m_lanes.push_back(Lane{-1, -1, y, kHeaderHeight, label});
            y += kHeaderHeight;
            process = &t.process;
            pid = &t.pid;
        }
        const int rows = m_collapsed[i] ? 0 : int(t.maxDepth) + 1;
        const int h = rows == 0 ? m_rowHeight / 2 + kLanePadding : rows * m_rowHeight + kLanePadding;
        m_laneOfTrack[i] = int(m_lanes.size());
        m_lanes.push_back(Lane{int(i), -1, y, h, trackLabel(i)});
        y += h;
    }
    // Counters (frequencies, bandwidths) below the tracks, one lane each under one header.
    if (m_timeline && !m_timeline->counters.empty()) {
        m_lanes.push_back(Lane{-1, -1, y, kHeaderHeight, tr("Counters")});
        y += kHeaderHeight;
        for (std::size_t i = 0; i < m_timeline->counters.size(); ++i) {
            const TimelineCounter& c = m_timeline->counters[i];
            QString label = QString::fromStdString(c.name);
            if (!c.series.empty() && c.series != "value" && c.series != c.name)
                label += QStringLiteral(" · ") + QString::fromStdString(c.series);
            m_lanes.push_back(Lane{-1, int(i), y, 2 * m_rowHeight + kLanePadding, label});
            y += 2 * m_rowHeight + kLanePadding;
        }
    }
    m_contentHeight = y;
    updateScrollBar();
}

void TimelineView::updateScrollBar()
{
    const int sw = m_scroll->sizeHint().width();
    m_scroll->setGeometry(width() - sw, laneAreaTop(), sw, laneAreaHeight());
    m_scroll->setRange(0, std::max(0, m_contentHeight - laneAreaHeight()));
    m_scroll->setPageStep(std::max(1, laneAreaHeight()));
    m_scroll->setSingleStep(m_rowHeight);
}

const TimelineView::Lane* TimelineView::laneAt(int widgetY, int scrollY) const
{
    const int y = widgetY - laneAreaTop() + scrollY;
    if (widgetY < laneAreaTop() || y < 0)
        return nullptr;
    auto it = std::upper_bound(m_lanes.begin(), m_lanes.end(), y, [](int v, const Lane& l) { return v < l.y; });
    if (it == m_lanes.begin())
        return nullptr;
    --it;
    return y < it->y + it->height ? &*it : nullptr;
}

QRect TimelineView::trackRect(std::uint32_t track) const
{
    if (track >= m_laneOfTrack.size() || m_laneOfTrack[track] < 0)
        return {};
    const Lane& l = m_lanes[std::size_t(m_laneOfTrack[track])];
    const QRect r(m_gutter, laneAreaTop() + l.y - m_scroll->value(), trackAreaWidth(), l.height);
    return r.intersects(QRect(0, laneAreaTop(), width(), laneAreaHeight())) ? r : QRect();
}

std::vector<std::uint32_t> TimelineView::visibleTracks(int height, int scrollY) const
{
    std::vector<std::uint32_t> out;
    const int top = scrollY, bottom = scrollY + std::max(0, height - laneAreaTop());
    for (const Lane& l : m_lanes)
        if (l.track >= 0 && l.y < bottom && l.y + l.height > top)
            out.push_back(std::uint32_t(l.track));
    return out;
}

DrawOptions TimelineView::drawOptions() const
{
    DrawOptions o;
    o.charWidthPx = m_charWidth;
    o.labelPaddingPx = 6;
    return o;
}

const DrawList& TimelineView::drawList() const
{
    if (!m_listValid || m_listScroll != m_scroll->value()) {
        m_listTracks = visibleTracks(height(), m_scroll->value());
        m_list = m_timeline && !m_listTracks.empty() ? buildDrawList(*m_timeline, m_view, m_listTracks, drawOptions())
                                                     : DrawList{};
        m_list.view = m_view;
        m_listScroll = m_scroll->value();
        m_listValid = true;
    }
    return m_list;
}

const DrawItem* TimelineView::itemAt(QPoint pos) const
{
    if (!m_timeline || pos.x() < m_gutter || pos.x() >= m_gutter + trackAreaWidth())
        return nullptr;
    const Lane* lane = laneAt(pos.y(), m_scroll->value());
    if (!lane || lane->track < 0)
        return nullptr;
    const int inLane = pos.y() - (laneAreaTop() + lane->y - m_scroll->value()) - kLanePadding / 2;
    const int depth = trackCollapsed(std::uint32_t(lane->track)) ? 0 : std::max(0, inLane / m_rowHeight);
    return hitTest(drawList(), std::uint32_t(lane->track), std::uint16_t(depth), pos.x() - m_gutter, 1);
}

std::optional<TimelineEventRef> TimelineView::eventAt(QPoint pos, bool* folded, std::uint32_t* count) const
{
    const DrawItem* item = itemAt(pos);
    if (!item)
        return std::nullopt;
    if (folded)
        *folded = item->kind == DrawKind::Folded;
    if (count)
        *count = item->count;
    return TimelineEventRef{item->track, item->event};
}

void TimelineView::renderFrame(QImage& image) const
{
    if (image.size() != size())
        image = QImage(size(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    paintFrame(p, Frame{size(), m_view, m_scroll->value(), &drawList()});
}

void TimelineView::renderForExport(QPainter& painter, QSize size) const
{
    // The same time window across the export's whole width (no scroll bar on paper); the same
    // tracks from the same scroll position.
    renderWindow(painter, size, m_view.start, m_view.end());
}

void TimelineView::renderWindow(QPainter& painter, QSize size, Nanos t0, Nanos t1) const
{
    const TimeView view = TimeView::fit(t0, t1, std::max(1, size.width() - m_gutter));
    const DrawList list =
        m_timeline ? buildDrawList(*m_timeline, view, visibleTracks(size.height(), m_scroll->value()), drawOptions())
                   : DrawList{};
    paintFrame(painter, Frame{size, view, m_scroll->value(), &list});
}

void TimelineView::setRulerOrigin(std::optional<Nanos> origin)
{
    m_rulerOrigin = origin;
    update();
}

Nanos TimelineView::rulerOrigin() const
{
    return m_rulerOrigin.value_or(m_timeline ? m_timeline->begin : 0);
}

void TimelineView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintFrame(p, Frame{size(), m_view, m_scroll->value(), &drawList()});
}

void TimelineView::resizeEvent(QResizeEvent*)
{
    updateScrollBar();
    if (m_timeline) {
        // Keep the same time window across the new width.
        const Nanos t0 = m_view.start, t1 = m_view.end();
        if (m_view.width > 1)
            m_view = clampedView(TimeView::fit(t0, t1, trackAreaWidth()));
        else
            m_view = clampedView(TimeView::fit(m_timeline->begin, m_timeline->end, trackAreaWidth()));
    }
    m_view.width = trackAreaWidth();
    m_listValid = false;
}

void TimelineView::changeEvent(QEvent* event)
{
    if (!event || event->type() == QEvent::FontChange) {
        const QFontMetrics fm(font());
        m_rowHeight = fm.height() + 5;
        m_charWidth = std::max(1, fm.horizontalAdvance(QStringLiteral("abcdefghijklmnopqrstuvwxyz_0123456789")) / 37);
        m_rulerHeight = 2 * fm.height() + 10;
        m_gutter = std::max(160, fm.horizontalAdvance(QLatin1Char('x')) * 26);
        layoutLanes();
        m_listValid = false;
    }
    if (event)
        QWidget::changeEvent(event);
}

} // namespace steplens
