// Timeline panel: zoom keeps the time under the cursor, search counts what a brute-force scan counts,
// range statistics are core's, selecting a step shows exactly that step, exports are the widget's size.
#include "analysis/host_trace_stats.h"
#include "analysis/profile_analysis.h"
#include "charts/chartexport.h"
#include "common/selectionstate.h"
#include "model/track_index.h"
#include "panels/sectionmessage.h"
#include "panels/timelinepanel.h"
#include "temp_dir.h"
#include "timeline/range_stats.h"
#include "timeline/timelinemodels.h"
#include "timeline/timelineruler.h"
#include "timeline/timelineview.h"
#include "widget_test_util.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>

using namespace steplens;

namespace {

// Events whose name, type or full name contain `needle` (ASCII, case-insensitive), by walking every event.
std::uint64_t bruteForceCount(const Timeline& t, const std::string& needle)
{
    auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        return s;
    };
    const std::string n = lower(needle);
    std::uint64_t count = 0;
    for (const TimelineTrack& track : t.tracks)
        for (const TimelineEvent& e : track.events) {
            const TimelineName& name = t.nameOf(e);
            if (lower(name.name).find(n) != std::string::npos || lower(name.type).find(n) != std::string::npos ||
                lower(name.fullName).find(n) != std::string::npos)
                ++count;
        }
    return count;
}

void wheel(QWidget* w, QPoint pos, int delta, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWheelEvent e(QPointF(pos), QPointF(w->mapToGlobal(pos)), QPoint(), QPoint(0, delta), Qt::NoButton, mods,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

struct Shown {
    SelectionState selection;
    TimelinePanel panel{&selection};
    explicit Shown(const ViewSnapshot& s)
    {
        panel.resize(1500, 800);
        panel.show();
        panel.showSnapshot(s);
        QApplication::processEvents();
    }
};

} // namespace

TEST_CASE("Timeline view paints folds in the colour of their columns' dominant type and marks hits in them")
{
    // One stream of 2000 events of 5 ns every 10 ns: MatMul for the first half, Add for the second.
    // Zoomed out on all 20 µs, they fold into one span.
    auto t = std::make_shared<Timeline>();
    for (const char* type : {"MatMul", "Add"}) {
        t->groups.push_back(type);
        TimelineName n;
        n.name = std::string(type) + "-op";
        n.type = type;
        n.group = std::uint32_t(t->groups.size() - 1);
        n.colour = timelineColourOf(n.type);
        t->names.push_back(n);
    }
    TimelineTrack tr;
    tr.process = "P";
    tr.thread = "stream";
    for (Nanos i = 0; i < 2000; ++i)
        tr.events.push_back(TimelineEvent{i * 10, 5, i < 1000 ? 0u : 1u, 0, 0});
    indexTrack(tr);
    t->tracks.push_back(std::move(tr));
    updateTimelineExtent(*t);
    TimelineView view;
    view.resize(900, 300);
    view.setTimeline(t);
    const DrawList& list = view.drawList();
    REQUIRE(list.items.size() == 1);
    REQUIRE(list.items[0].kind == DrawKind::Folded);
    const QRect lane = view.trackRect(0);
    REQUIRE(!lane.isNull());
    const int y = lane.top() + 8;
    const int w = view.trackAreaWidth();
    const int xA = view.gutterWidth() + w * 3 / 10, xB = view.gutterWidth() + w * 8 / 10; // past the label
    QImage image;
    view.renderFrame(image);
    const QRgb matMul = colors::timelineEventColor(t->names[0].colour, colors::TimelinePalette::ByOpType).rgb();
    const QRgb add = colors::timelineEventColor(t->names[1].colour, colors::TimelinePalette::ByOpType).rgb();
    REQUIRE(matMul != add);
    CHECK(image.pixel(xA, y) == matMul);
    CHECK(image.pixel(xB, y) == add);
    CHECK(image.pixel(xA, y) != colors::timelineFoldColor().rgb());
    const QString tip = view.toolTipAt(QPoint(xA, y));
    CHECK(tip.contains(QStringLiteral("2000 events")));
    CHECK(tip.contains(QStringLiteral("here mostly <b>MatMul</b> (100 %")));

    // Searching "Add" with one hit kept (event 1500): a tick in that event's column, Add's colour beside it.
    const int hitX = view.gutterWidth() + int(std::floor(view.timeView().toX(15000)));
    view.setMatches({false, true}, {TimelineEventRef{0, 1500}});
    view.renderFrame(image);
    CHECK(image.pixel(hitX, y) == colors::timelineMatchColor().rgb());
    CHECK(image.pixel(hitX + 3, y) == add);
    CHECK(image.pixel(hitX - 3, y) == add);
}

TEST_CASE("Timeline ruler: nice steps and labels in readable units")
{
    TimeView v = TimeView::fit(0, 1000000000, 1000); // 1 s over 1000 px
    RulerTicks t = rulerTicks(v, 90);
    CHECK(t.step == 100000000);
    CHECK(rulerLabel(300000000, t.step) == QStringLiteral("300 ms"));
    CHECK(rulerLabel(1300000000, t.step) == QStringLiteral("1.3 s"));
    v = TimeView::fit(0, 50000, 1000); // 50 µs
    t = rulerTicks(v, 90);
    CHECK(t.step == 5000);
    CHECK(rulerLabel(15000, t.step) == QStringLiteral("15 \u00B5s"));
    CHECK(rulerLabel(2500000, 100000) == QStringLiteral("2.5 ms"));
    CHECK(rulerLabel(2520000, 20000) == QStringLiteral("2.52 ms"));
    CHECK(timelineDuration(812) == QStringLiteral("812 ns"));
    CHECK(timelineDuration(12345) == QStringLiteral("12.35 \u00B5s"));
    CHECK(timelineDuration(1250000000) == QStringLiteral("1.250 s"));
}

TEST_CASE("Timeline panel on the example baseline: zoom, search, range statistics, steps, export")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    REQUIRE(s.profile->timeline);
    const Timeline& tl = *s.profile->timeline;
    Shown shown(s);
    TimelinePanel& panel = shown.panel;
    TimelineView* view = panel.view();
    REQUIRE(panel.showsData());
    REQUIRE(panel.findChild<TimelineView*>() == view);
    CHECK(panel.objectName() == QStringLiteral("timelinePanel"));

    SECTION("the whole trace is in view and the draw list folds instead of drawing every event")
    {
        CHECK(view->timeView().start == tl.begin);
        CHECK(view->timeView().end() >= tl.end);
        const DrawList& list = view->drawList();
        CHECK(list.items.size() < tl.eventCount);
        CHECK(list.items.size() < std::size_t(view->trackAreaWidth()) * tl.tracks.size());
        CHECK(list.eventsCovered > 0);
    }

    SECTION("wheel zoom keeps the time under the cursor where it was")
    {
        const QPoint cursor(view->gutterWidth() + 377, view->height() / 2);
        const Nanos before = view->timeAtX(cursor.x());
        const double nsPerPx = view->timeView().nsPerPixel;
        wheel(view, cursor, 120);
        CHECK(view->timeView().nsPerPixel == Approx(nsPerPx / 1.25));
        CHECK(std::llabs(view->timeAtX(cursor.x()) - before) <= Nanos(nsPerPx) + 1);
        for (int i = 0; i < 12; ++i)
            wheel(view, cursor, 120);
        CHECK(std::llabs(view->timeAtX(cursor.x()) - before) <= Nanos(nsPerPx) + 1);
        wheel(view, cursor, -240);
        CHECK(std::llabs(view->timeAtX(cursor.x()) - before) <= Nanos(nsPerPx) + 1);
        // Keys: D pans later by a tenth of the width, S zooms out, Home shows everything again.
        const Nanos start = view->timeView().start;
        QTest::keyClick(view, Qt::Key_D);
        CHECK(view->timeView().start > start);
        QTest::keyClick(view, Qt::Key_Home);
        CHECK(view->timeView().start == tl.begin);
        // W zooms in by 1.25 and S back out; a plain drag pans by the dragged pixels.
        QTest::keyClick(view, Qt::Key_W);
        CHECK(view->timeView().nsPerPixel == Approx(nsPerPx / 1.25));
        QTest::keyClick(view, Qt::Key_W);
        QTest::keyClick(view, Qt::Key_S);
        CHECK(view->timeView().nsPerPixel == Approx(nsPerPx / 1.25));
        const TimeView viewBefore = view->timeView();
        const QPoint from(view->gutterWidth() + 600, view->trackRect(0).center().y()), to = from - QPoint(200, 0);
        QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), QPointF(view->mapToGlobal(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, to);
        CHECK(view->timeView().nsPerPixel == viewBefore.nsPerPixel);
        CHECK(std::llabs(view->timeView().start - (viewBefore.start + Nanos(200 * viewBefore.nsPerPixel))) <= 1);
        CHECK_FALSE(view->hasRange());
    }

    SECTION("search finds every matching event of the trace, not only the visible ones")
    {
        view->showRange(tl.begin, tl.begin + (tl.end - tl.begin) / 50); // a small window
        QSignalSpy done(&panel, &TimelinePanel::searchFinished);
        panel.search(QStringLiteral("MatMul"), false);
        REQUIRE(done.wait(10000));
        const std::uint64_t expected = bruteForceCount(tl, "matmul");
        REQUIRE(expected > 0);
        CHECK(panel.searchResult().count == expected);
        CHECK(std::uint64_t(panel.hitsModel()->rowCount()) == expected);
        CHECK(panel.searchSummary().contains(QStringLiteral(" matches (")));
        // Hits outside the visible window: next goes to the first, and brings it into view.
        panel.nextHit();
        const auto sel = view->selectedEvent();
        REQUIRE(sel);
        const TimelineEvent& e = tl.tracks[sel->track].events[sel->event];
        CHECK(e.start >= view->timeView().start);
        CHECK(e.end() <= view->timeView().end());
        CHECK(panel.detailsText().contains(QString::fromStdString(tl.nameOf(e).name)));
        // A regex with an alternation counts both.
        panel.search(QStringLiteral("^(MatMul|BiasAdd)"), true);
        REQUIRE(done.wait(10000));
        std::uint64_t both = 0;
        for (const auto& track : tl.tracks)
            for (const auto& ev : track.events) {
                const std::string& n = tl.nameOf(ev).name;
                const std::string& full = tl.nameOf(ev).fullName;
                const std::string& type = tl.nameOf(ev).type;
                auto starts = [](const std::string& x) {
                    return x.rfind("MatMul", 0) == 0 || x.rfind("BiasAdd", 0) == 0;
                };
                both += starts(n) || starts(full) || starts(type);
            }
        CHECK(panel.searchResult().count == both);
        panel.search(QStringLiteral("(unclosed"), true);
        REQUIRE(done.wait(10000));
        CHECK(panel.searchSummary().startsWith(QStringLiteral("Invalid regular expression")));
    }

    SECTION("a Shift+drag selects a range whose statistics are core's")
    {
        QSignalSpy done(&panel, &TimelinePanel::rangeStatsFinished);
        const int y = view->trackRect(0).center().y();
        const QPoint a(view->gutterWidth() + 200, y), b(view->gutterWidth() + 700, y);
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, a);
        QMouseEvent move(QEvent::MouseMove, QPointF(b), QPointF(view->mapToGlobal(b)), Qt::NoButton, Qt::LeftButton,
                         Qt::ShiftModifier);
        QApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, b);
        REQUIRE(view->hasRange());
        CHECK(view->rangeBegin() == view->timeAtX(a.x()));
        CHECK(view->rangeEnd() == view->timeAtX(b.x()));
        REQUIRE(done.wait(10000));
        RangeStatsOptions options;
        for (std::uint32_t t = 0; t < tl.tracks.size(); ++t)
            if (tl.tracks[t].kind != TrackKind::Steps && tl.tracks[t].kind != TrackKind::Scope)
                options.tracks.push_back(t);
        CHECK(options.tracks.size() == tl.tracks.size() - 2); // the example has one Steps and one Scope row
        CHECK(TimelinePanel::rangeStatsOptions(tl).tracks == options.tracks);
        const RangeStats core = rangeStatistics(tl, view->rangeBegin(), view->rangeEnd(), options);
        const RangeStats& shownStats = panel.rangeModel()->stats();
        REQUIRE(core.count > 0);
        CHECK(shownStats.count == core.count);
        CHECK(shownStats.totalNs == core.totalNs);
        REQUIRE(panel.rangeModel()->rowCount() == int(core.groups.size()));
        for (std::size_t i = 0; i < core.groups.size(); ++i) {
            const QModelIndex row = panel.rangeModel()->index(int(i), RangeStatsModel::OpType);
            CHECK(row.data().toString() == QString::fromStdString(core.groups[i].name));
            CHECK(row.siblingAtColumn(RangeStatsModel::Count).data(Qt::UserRole).toULongLong() == core.groups[i].count);
            CHECK(row.siblingAtColumn(RangeStatsModel::InRange).data(Qt::UserRole).toLongLong() ==
                  core.groups[i].totalNs);
        }
        // Zoom to the selection fits it to the view.
        QTest::keyClick(view, Qt::Key_Z);
        CHECK(view->timeView().start == core.t0);
        CHECK(std::llabs(view->timeView().end() - core.t1) <= Nanos(view->timeView().nsPerPixel) + 1);
    }

    SECTION("selecting a step (as the step-trace panel does) shows exactly that step")
    {
        const TimelineSteps& steps = view->steps();
        REQUIRE(steps.steps.size() >= 3);
        const StepWindow w = steps.steps[2];
        shown.selection.setSelectedStep(w.number);
        CHECK(view->timeView().start == w.start);
        CHECK(view->timeView().end() >= w.end);
        CHECK(view->timeView().end() - w.end <= Nanos(view->timeView().nsPerPixel) + 1);
        CHECK(view->rangeBegin() == w.start);
        CHECK(view->rangeEnd() == w.end);
        QSignalSpy done(&panel, &TimelinePanel::rangeStatsFinished);
        REQUIRE(done.wait(10000));
        CHECK(panel.rangeModel()->stats().t0 == w.start);
        test::saveShot(&panel, QStringLiteral("timeline-baseline-step"));
    }

    SECTION("a click selects the event under the cursor and the details pane shows its fields")
    {
        // Zoom far enough in that the first event of the first track is wide, then click its middle.
        const TimelineTrack& t0 = tl.tracks[0];
        const TimelineEvent& e = t0.events[0];
        view->showRange(e.start - e.duration, e.end() + e.duration);
        const QPoint p(int(view->xOf(e.start + e.duration / 2)), view->trackRect(0).top() + 6);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, p);
        REQUIRE(view->selectedEvent());
        CHECK(view->selectedEvent()->track == 0);
        CHECK(panel.detailsText().contains(QString::fromStdString(tl.nameOf(e).name)));
        CHECK(panel.detailsText().contains(timelineDuration(e.duration)));
        CHECK(view->toolTipAt(p).contains(QString::fromStdString(tl.nameOf(e).name).toHtmlEscaped()));
        test::saveShot(&panel, QStringLiteral("timeline-baseline-event"));
    }

    SECTION("collapsing a track shrinks its lane")
    {
        const int h = view->trackRect(0).height();
        view->setTrackCollapsed(0, true);
        CHECK(view->trackRect(0).height() < h);
        view->setTrackCollapsed(0, false);
        CHECK(view->trackRect(0).height() == h);
    }

    SECTION("PNG export is the widget's size and not blank, in both palettes")
    {
        test::TempDir dir;
        const QString path = QString::fromStdString(dir.file("timeline.png"));
        QString error;
        REQUIRE(saveWidgetImage(view, path, {}, &error));
        const QImage image(path);
        CHECK(image.size() == view->size() * view->devicePixelRatioF());
        CHECK(test::colourVariety(image) > 12);
        view->setColourPalette(colors::TimelinePalette::ColourBlindSafe);
        REQUIRE(saveWidgetImage(view, path, QSize(1000, 500), &error));
        CHECK(QImage(path).size() == QSize(1000, 500));
        REQUIRE(panel.exportItems().size() == 1);
        CHECK(panel.exportItems().front().id == QStringLiteral("timeline"));
        test::saveShot(&panel, QStringLiteral("timeline-baseline"));
    }
}

TEST_CASE("Timeline panel on MindInsight's run_1 timeline_display_1.json")
{
    const std::string folder = test::mindinsight("run_1/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    REQUIRE(s.profile);
    REQUIRE(s.profile->timeline);
    Shown shown(s);
    REQUIRE(shown.panel.showsData());
    // 6,359 complete events in the file; MatMul in 210 names/types/full names (checked with python3).
    CHECK(s.profile->timeline->eventCount == 6359);
    QSignalSpy done(&shown.panel, &TimelinePanel::searchFinished);
    shown.panel.search(QStringLiteral("matmul"), false);
    REQUIRE(done.wait(10000));
    CHECK(shown.panel.searchResult().count == 210);
    test::saveShot(&shown.panel, QStringLiteral("timeline-run1"));
}

TEST_CASE("A finding's time range opens on the timeline of a database export too")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    REQUIRE(s.profile->timeline);
    REQUIRE(s.analysis);
    const Timeline& tl = *s.profile->timeline;
    CHECK(tl.format == "database");
    // The host-synchronisation finding's longest call is on the database's clock.
    REQUIRE(s.analysis->hostTrace);
    REQUIRE_FALSE(s.analysis->hostTrace->syncs.empty());
    const HostCall& sync = s.analysis->hostTrace->syncs.front();
    CHECK(sync.name.rfind("AscendCL@aclrtSynchronize", 0) == 0);
    Shown shown(s);
    shown.selection.setTimeRange(sync.start, sync.end());
    CHECK(shown.panel.view()->hasRange());
    CHECK(shown.panel.view()->rangeBegin() == sync.start);
    CHECK(shown.panel.view()->rangeEnd() == sync.end());
}

TEST_CASE("Timeline panel without a timeline says why and exports nothing")
{
    SelectionState selection;
    TimelinePanel panel(&selection);
    ViewSnapshot s;
    s.profile = std::make_shared<const Profile>();
    panel.showSnapshot(s);
    CHECK_FALSE(panel.showsData());
    CHECK(panel.exportItems().isEmpty());
    CHECK(panel.message()->title().contains(QStringLiteral("timeline"), Qt::CaseInsensitive));
    s.partial = true;
    panel.showSnapshot(s);
    CHECK(panel.message()->title().startsWith(QStringLiteral("Loading")));
}

TEST_CASE("Timeline panel opens and navigates every fixture timeline")
{
    struct Case {
        const char* folder; // under fixtures/
        const char* shot;
    };
    const Case cases[] = {
        {"mindspore-ai/mindinsight/tests/utils/resource/run_2/normal_run/profiler", "timeline-run2"},
        {"mindspore-ai/mindinsight/tests/utils/resource/profiler", "timeline-msprof"},
        {"Ascend/msinsight/test/data/pytorch/text/level1/rank0_ascend_pt", "timeline-trace-view-level1"},
        {"Ascend/msinsight/test/data/pytorch/text/level2/rank0_ascend_pt", "timeline-trace-view-level2"},
    };
    for (const Case& c : cases) {
        const std::string folder = test::fixture(c.folder);
        INFO(c.folder);
        if (folder.empty())
            continue; // ../shared absent: the run_1 case above reports the skip
        const ViewSnapshot s = test::fixtureSnapshot(folder);
        REQUIRE(s.profile);
        REQUIRE(s.profile->timeline);
        const Timeline& tl = *s.profile->timeline;
        Shown shown(s);
        TimelineView* view = shown.panel.view();
        REQUIRE(shown.panel.showsData());
        CHECK_FALSE(view->drawList().items.empty());
        // Navigate: zoom in around the middle, pan both ways, select a range, reset.
        const QPoint mid(view->gutterWidth() + view->trackAreaWidth() / 2, view->height() / 2);
        for (int i = 0; i < 10; ++i)
            wheel(view, mid, 120);
        CHECK(view->timeView().span() < (tl.end - tl.begin) / 5);
        QTest::keyClick(view, Qt::Key_A);
        QTest::keyClick(view, Qt::Key_D);
        QTest::keyClick(view, Qt::Key_Home);
        CHECK(view->timeView().start == tl.begin);
        // Hover over every lane's middle: tooltips are built from the same draw list, never crash.
        for (std::uint32_t t = 0; t < tl.tracks.size(); ++t) {
            const QRect r = view->trackRect(t);
            if (!r.isNull())
                (void)view->toolTipAt(QPoint(r.center().x(), r.top() + 6));
        }
        test::saveShot(&shown.panel, QString::fromLatin1(c.shot));
        if (!tl.counters.empty()) {
            // Counter lanes sit below the tracks: scroll there and hover the last one.
            auto* bar = view->findChild<QScrollBar*>();
            REQUIRE(bar);
            bar->setValue(bar->maximum());
            const QString tip =
                view->toolTipAt(QPoint(view->gutterWidth() + view->trackAreaWidth() / 2, view->height() - 20));
            CHECK(tip.contains(QString::fromStdString(tl.counters.back().name).toHtmlEscaped()));
            test::saveShot(&shown.panel, QString::fromLatin1(c.shot) + QStringLiteral("-counters"));
        }
    }
}

TEST_CASE("The range table gives its op-type column the room at the width of the default dock at 1366x768")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    REQUIRE(s.profile->timeline);
    const Timeline& tl = *s.profile->timeline;
    SelectionState selection;
    TimelinePanel panel(&selection);
    // The timeline dock between the overview and the tuning assistant of a 1366x768 window.
    panel.resize(720, 500);
    panel.show();
    panel.showSnapshot(s);
    QApplication::processEvents();
    QSignalSpy done(&panel, &TimelinePanel::rangeStatsFinished);
    selection.setTimeRange(tl.begin, tl.end);
    REQUIRE(done.wait(10000));
    QApplication::processEvents();
    QTableView* table = panel.rangeTable();
    REQUIRE(table->isVisible());
    REQUIRE(panel.rangeModel()->rowCount() > 5);
    const int nameWidth = table->columnWidth(RangeStatsModel::OpType);
    INFO("table viewport " << table->viewport()->width() << ", name column " << nameWidth);
    CHECK(table->viewport()->width() < 300); // the narrow side pane the squeeze happened in
    // At least twenty characters of a name, and wider than every number column.
    CHECK(nameWidth >= TimelinePanel::kReadableNameChars * table->fontMetrics().averageCharWidth());
    for (int c = RangeStatsModel::Count; c < RangeStatsModel::ColumnCount; ++c)
        CHECK(nameWidth > table->columnWidth(c));
    CHECK(table->textElideMode() == Qt::ElideMiddle);
    // The whole name is the cell's tooltip.
    const QModelIndex first = panel.rangeModel()->index(0, RangeStatsModel::OpType);
    CHECK(first.data(Qt::ToolTipRole).toString() == QString::fromStdString(panel.rangeModel()->stats().groups[0].name));
    // Given a wider pane, the name column takes the spare width and nothing scrolls sideways.
    panel.resize(1900, 500);
    QApplication::processEvents();
    int numbers = 0;
    for (int c = RangeStatsModel::Count; c < RangeStatsModel::ColumnCount; ++c)
        numbers += table->columnWidth(c);
    CHECK(table->columnWidth(RangeStatsModel::OpType) + numbers == table->viewport()->width());
}
