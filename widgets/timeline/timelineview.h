#pragma once
// The timeline track view: one lane per track (stream, thread, the Steps row) under a header per
// process, a time ruler on top, track names in a gutter on the left. Custom-painted from
// core/timeline's draw lists (binary-search culling, sub-pixel folding), rebuilt only when the view
// changes, so a frame costs about pixels x tracks x log(N) whatever the number of events.
//
// Mouse: wheel zooms around the cursor (Shift+wheel scrolls the tracks), drag pans, Shift+drag (or a
// drag on the ruler) selects a time range, click selects an event, a click in the gutter collapses a
// track. Keys: W/S zoom, A/D pan, Z zoom to the selection, Home or 0 resets, Esc clears the selection.
#include "charts/chartexport.h"
#include "timeline/counter_lod.h"
#include "timeline/draw_list.h"
#include "timeline/hit_marks.h"
#include "timeline/steps.h"
#include "timeline/timelinecolors.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QScrollBar;

namespace steplens {

struct TimelineEventRef {
    std::uint32_t track = 0;
    std::uint32_t event = 0; // index into track.events
    bool operator==(const TimelineEventRef& o) const { return track == o.track && event == o.event; }
};

class TimelineView : public QWidget, public ExportRenderable
{
    Q_OBJECT
public:
    explicit TimelineView(QWidget* parent = nullptr);
    ~TimelineView() override;

    // Shows `timeline` (null: nothing) with its step windows, whole trace in view.
    void setTimeline(std::shared_ptr<const Timeline> timeline, TimelineSteps steps = {});
    const Timeline* timeline() const { return m_timeline.get(); }
    const TimelineSteps& steps() const { return m_steps; }

    // The time/pixel mapping of the track area (x = 0 at the gutter's right edge).
    const TimeView& timeView() const { return m_view; }
    void setTimeView(const TimeView& view);
    void showRange(Nanos t0, Nanos t1);        // fits [t0, t1] across the track area
    void resetView();                          // the whole trace
    void zoomBy(double factor, double trackX); // > 1 zooms in, keeping the time at trackX in place
    void panBy(double dx);                     // pixels; positive shows later times
    int gutterWidth() const { return m_gutter; }
    int trackAreaWidth() const;
    // Widget x of a time, and the time at a widget x.
    double xOf(Nanos t) const { return m_gutter + m_view.toX(t); }
    Nanos timeAtX(double widgetX) const { return m_view.toTime(widgetX - m_gutter); }

    // The selected time range (Shift+drag, a step); none when begin == end.
    bool hasRange() const { return m_rangeEnd > m_rangeBegin; }
    Nanos rangeBegin() const { return m_rangeBegin; }
    Nanos rangeEnd() const { return m_rangeEnd; }
    void setRange(Nanos begin, Nanos end); // emits rangeChanged
    void zoomToRange();

    std::optional<TimelineEventRef> selectedEvent() const { return m_selected; }
    // Selects an event (none: clear); with `reveal`, pans (and zooms out if needed) to show it.
    void setSelectedEvent(std::optional<TimelineEventRef> event, bool reveal);
    // Search matches: the names (ids) drawn outlined, and the hits (sorted by start) marked on their track.
    void setMatches(std::vector<bool> names, std::vector<TimelineEventRef> hits);

    colors::TimelinePalette colourPalette() const { return m_palette; }
    void setColourPalette(colors::TimelinePalette palette);

    bool trackCollapsed(std::uint32_t track) const;
    void setTrackCollapsed(std::uint32_t track, bool collapsed);
    QString trackLabel(std::uint32_t track) const;
    // Widget rectangle of a track's lane (null when the track is scrolled away or unknown).
    QRect trackRect(std::uint32_t track) const;
    // The event drawn under a widget point, if one is (a fold: its first event, `folded` set).
    std::optional<TimelineEventRef> eventAt(QPoint pos, bool* folded = nullptr, std::uint32_t* count = nullptr) const;
    QString toolTipAt(QPoint pos) const;

    // The draw list of the current view (built on demand): tests and the frame benchmark read it.
    const DrawList& drawList() const;
    // Draws one frame of the current view at the widget's size into `image` (the benchmark's frame).
    void renderFrame(QImage& image) const;

    void renderForExport(QPainter& painter, QSize size) const override;
    // Draws [t0, t1] across `size` (the export of a window the caller chose, e.g. a comparison's
    // step-aligned one, whatever size the widget has).
    void renderWindow(QPainter& painter, QSize size, Nanos t0, Nanos t1) const;

    // The time the ruler counts from (none: the trace's first event). A comparison sets each run's
    // aligned step start, so both rulers read "time since the start of step k".
    void setRulerOrigin(std::optional<Nanos> origin);
    Nanos rulerOrigin() const;

signals:
    void viewChanged();
    void rangeChanged(qint64 begin, qint64 end); // begin == end: cleared
    void eventClicked(std::optional<steplens::TimelineEventRef> event);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // One lane of the layout: a process header (track = -1) or a track's rows.
    struct Lane {
        int track = -1;   // -1 with counter -1: a header
        int counter = -1; // index into Timeline::counters: a counter lane
        int y = 0;        // from the top of the lane area (before scrolling)
        int height = 0;
        QString label;
    };
    struct Frame {
        QSize size;
        TimeView view;
        int scrollY = 0;
        const DrawList* list = nullptr;
    };

    void layoutLanes();
    void updateScrollBar();
    int laneAreaTop() const { return m_rulerHeight; }
    int laneAreaHeight() const;
    const Lane* laneAt(int widgetY, int scrollY) const;
    std::vector<std::uint32_t> visibleTracks(int height, int scrollY) const;
    const DrawItem* itemAt(QPoint pos) const; // the draw item under a widget point
    DrawOptions drawOptions() const;
    TimeView clampedView(TimeView view) const;
    void emitView();

    // timelineview_paint.cpp
    void paintFrame(QPainter& p, const Frame& f) const;
    void paintLanes(QPainter& p, const Frame& f) const;
    void paintItems(QPainter& p, const Frame& f, const Lane& lane, int laneTop,
                    const std::vector<FoldHitMark>& foldMarks) const;
    void paintMatches(QPainter& p, const Frame& f) const;
    void paintFlows(QPainter& p, const Frame& f) const;
    void paintSteps(QPainter& p, const Frame& f) const;
    void paintRuler(QPainter& p, const Frame& f) const;
    void paintGutter(QPainter& p, const Frame& f) const;
    void paintRange(QPainter& p, const Frame& f) const;
    // timelineview_counters.cpp
    void paintCounter(QPainter& p, const Frame& f, const Lane& lane, int laneTop) const;
    QString counterToolTip(const Lane& lane, double widgetX) const;

    std::shared_ptr<const Timeline> m_timeline;
    TimelineSteps m_steps;
    std::vector<std::unique_ptr<CounterLod>> m_counterLods; // per Timeline::counters entry
    std::vector<std::uint32_t> m_flowsByStart;              // flow indices sorted by the earlier end's time
    Nanos m_longestFlow = 0;
    TimeView m_view;
    std::vector<Lane> m_lanes;
    std::vector<int> m_laneOfTrack; // track -> index into m_lanes
    std::vector<bool> m_collapsed;
    int m_contentHeight = 0;
    mutable DrawList m_list;
    mutable bool m_listValid = false;
    mutable std::vector<std::uint32_t> m_listTracks;
    mutable int m_listScroll = -1;

    Nanos m_rangeBegin = 0, m_rangeEnd = 0;
    std::optional<TimelineEventRef> m_selected;
    std::vector<bool> m_matchNames;
    std::vector<TimelineEventRef> m_matchHits;
    HitIndex m_hitIndex; // the hits' start times per track and depth, for one mark per pixel column
    colors::TimelinePalette m_palette = colors::TimelinePalette::ByOpType;
    std::optional<Nanos> m_rulerOrigin;

    QScrollBar* m_scroll;
    int m_gutter = 200;
    int m_rulerHeight = 34;
    int m_rowHeight = 18;
    int m_charWidth = 7;

    enum class Drag { None, Pan, Range, Pending };
    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_lastPos;
    bool m_pressShift = false;
    bool m_pressOnRuler = false;
    Nanos m_dragAnchor = 0;
};

} // namespace steplens

Q_DECLARE_METATYPE(std::optional<steplens::TimelineEventRef>)
