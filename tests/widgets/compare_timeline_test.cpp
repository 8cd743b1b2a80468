// The comparison's stacked timelines on the example pair (1-baseline against 5-mixed-precision):
// each view starts at its own run's step start, both on one time scale, zoom and pan in one move the
// other, a run without a timeline says so, and the stacked PNG has content in both halves.
#include "charts/chartexport.h"
#include "compare/comparesteppage.h"
#include "compare/comparetimelinepage.h"
#include "compare/comparetimelineslot.h"
#include "compare/comparisonview.h"
#include "common/selectionstate.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {

ComparisonSnapshot examplePair(bool timelineOfB = true)
{
    ComparisonSnapshot s;
    s.a.folder = QString::fromStdString(test::exampleRuns().run("1-baseline").string());
    s.b.folder = QString::fromStdString(test::exampleRuns().run("5-mixed-precision").string());
    s.a.run = std::make_shared<const Run>(loadRun(s.a.folder.toStdString()));
    LoadOptions o;
    o.timeline = timelineOfB;
    s.b.run = std::make_shared<const Run>(loadRun(s.b.folder.toStdString(), o));
    s.options.steps.batchSize = 128;
    completeComparison(s);
    return s;
}

const StepWindow* stepWindow(const TimelineView* v, long long number)
{
    for (const StepWindow& w : v->steps().steps)
        if (w.number == number)
            return &w;
    return nullptr;
}

// Distinct colours in a horizontal band of an image.
int bandVariety(const QImage& image, int top, int bottom)
{
    return test::colourVariety(image.copy(0, top, image.width(), bottom - top));
}

} // namespace

TEST_CASE("compare timelines: step-aligned, one time scale, synchronised zoom, PNG export")
{
    REQUIRE(test::exampleRuns().ok);
    const ComparisonSnapshot s = examplePair();
    REQUIRE_FALSE(s.empty());
    ComparisonView view;
    view.resize(1600, 1000);
    view.show();
    view.showComparison(s);
    view.tabs()->setCurrentWidget(view.timelineSlot());
    QTest::qWait(50);
    auto* page = dynamic_cast<CompareTimelinePage*>(view.timelineSlot()->installedView());
    REQUIRE(page);
    REQUIRE(page->hasTimelineA());
    REQUIRE(page->hasTimelineB());
    CHECK(page->stepCount() == 30);
    TimelineView* a = page->viewA();
    TimelineView* b = page->viewB();
    REQUIRE(a->trackAreaWidth() > 500);
    CHECK(a->trackAreaWidth() == b->trackAreaWidth());

    // Step 5 (index 4): each view starts at its own step 5 start; both span the longer step.
    page->selectStep(4);
    const StepWindow* wa = stepWindow(a, 5);
    const StepWindow* wb = stepWindow(b, 5);
    REQUIRE(wa);
    REQUIRE(wb);
    const Nanos durA = wa->end - wa->start, durB = wb->end - wb->start;
    INFO("step 5: A " << durA << " ns, B " << durB << " ns");
    CHECK(durB < durA); // mixed precision is the faster run: its step draws shorter on the shared scale
    CHECK(a->timeView().start == wa->start);
    CHECK(b->timeView().start == wb->start);
    CHECK(page->anchorA() == wa->start);
    CHECK(page->anchorB() == wb->start);
    CHECK(a->timeView().nsPerPixel == b->timeView().nsPerPixel);
    CHECK(a->timeView().span() >= std::max(durA, durB));
    CHECK(a->timeView().span() < std::max(durA, durB) * 11 / 10);
    CHECK(a->rulerOrigin() == wa->start);
    CHECK(b->rulerOrigin() == wb->start);
    // B's step ends left of A's: the faster step looks shorter.
    CHECK(b->xOf(wb->end) < a->xOf(wa->end));
    CHECK(page->captionText().contains(QStringLiteral("faster step looks shorter")));

    // Zooming A (around its middle) changes B's visible duration identically and keeps them aligned.
    const Nanos spanBefore = b->timeView().span();
    a->zoomBy(2.0, a->trackAreaWidth() / 2.0);
    CHECK(a->timeView().nsPerPixel == b->timeView().nsPerPixel);
    CHECK(b->timeView().span() == a->timeView().span());
    CHECK(b->timeView().span() < spanBefore * 6 / 10);
    CHECK(a->timeView().start - wa->start == b->timeView().start - wb->start);
    // Panning B moves A by the same time.
    b->panBy(120);
    CHECK(a->timeView().start - wa->start == b->timeView().start - wb->start);
    CHECK(a->timeView().start > wa->start);

    // A step picked in the step-trace charts re-aligns the timelines on it.
    view.stepPage()->selection()->setSelectedStep(12);
    CHECK(page->currentStep() == 11);
    CHECK(a->timeView().start == stepWindow(a, 12)->start);
    CHECK(b->timeView().start == stepWindow(b, 12)->start);

    // Export through the comparison's items: one PNG, both halves drawn.
    test::TempDir out;
    bool found = false;
    for (const ExportItem& item : view.exportItems())
        if (item.id == QLatin1String("compare-timeline")) {
            found = true;
            const QString path = QString::fromStdString(out.file("compare-timeline.png"));
            REQUIRE(saveWidgetImage(item.chart, path, QSize(1600, 900)));
            const QImage image(path);
            REQUIRE(image.size() == QSize(1600, 900));
            // Below the caption, each half has a title and a timeline with coloured events.
            CHECK(bandVariety(image, 120, 480) > 8);
            CHECK(bandVariety(image, 520, 890) > 8);
            image.save(test::saveShot(page, QStringLiteral("compare-timeline-page")) + QStringLiteral(".export.png"));
        }
    CHECK(found);
}

TEST_CASE("compare timelines: a run without a timeline says so in its half and is not exported")
{
    REQUIRE(test::exampleRuns().ok);
    const ComparisonSnapshot s = examplePair(false);
    REQUIRE_FALSE(s.empty());
    ComparisonView view;
    view.resize(1400, 900);
    view.showComparison(s);
    auto* page = dynamic_cast<CompareTimelinePage*>(view.timelineSlot()->installedView());
    REQUIRE(page);
    CHECK(page->hasTimelineA());
    CHECK_FALSE(page->hasTimelineB());
    CHECK(page->missingText(true).contains(QStringLiteral("5-mixed-precision) has no timeline")));
    CHECK(page->captionText().contains(QStringLiteral("when both runs have one")));
    for (const ExportItem& item : view.exportItems())
        CHECK(item.id != QLatin1String("compare-timeline"));
}
