// Panels out of sight while a folder loads (PanelDocks::showSnapshot): a partial snapshot waits for a panel
// behind another tab until that tab comes forward, a whole run reaches every panel at once, and File ›
// Export sees every panel up to date.
#include "common/analysissettings.h"
#include "common/selectionstate.h"
#include "gui/panelregistry.h"
#include "panels/dataprepanel.h"
#include "panels/steptracepanel.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
ViewSnapshot partialOf(const ViewSnapshot& whole)
{
    ViewSnapshot s;
    s.profile = whole.profile;
    s.analysis = whole.analysis;
    s.partial = true;
    return s;
}
} // namespace

TEST_CASE("docks: a partial snapshot waits for the panels behind another tab")
{
    const ViewSnapshot whole = test::exampleSnapshot("1-baseline");
    REQUIRE(whole.profile);
    QMainWindow window;
    SelectionState selection;
    AnalysisSettings settings;
    PanelDocks docks(&window, &selection, &settings);
    window.resize(1366, 768);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto* data = docks.panel<DataPrepPanel>();
    auto* steps = docks.panel<StepTracePanel>();
    QDockWidget* dataDock = docks.dock(QStringLiteral("dataPrepPanel"));
    REQUIRE(data);
    REQUIRE(steps);
    REQUIRE(dataDock);
    REQUIRE(test::inFront(docks.dock(QStringLiteral("stepTracePanel"))));
    REQUIRE_FALSE(test::inFront(dataDock)); // tabbed behind the step trace

    docks.showSnapshot(partialOf(whole));
    CHECK(steps->showsChart());     // in front: drawn at once
    CHECK_FALSE(data->showsData()); // behind: still the empty panel

    SECTION("it is shown when its tab comes forward")
    {
        dataDock->raise();
        REQUIRE(test::waitUntil([&] { return test::inFront(dataDock); }, 2000));
        CHECK(data->showsData());
    }
    SECTION("a whole run reaches it at once")
    {
        docks.showSnapshot(whole);
        CHECK(data->showsData());
        CHECK_FALSE(test::inFront(dataDock));
    }
    SECTION("reading the panels brings them up to date")
    {
        docks.bringUpToDate();
        CHECK(data->showsData());
    }
    SECTION("an empty snapshot reaches it at once")
    {
        docks.showSnapshot(whole);
        REQUIRE(data->showsData());
        docks.showSnapshot({});
        CHECK_FALSE(data->showsData());
        // After a whole run a partial (another load) does not wait: the panel must let the run go.
        docks.showSnapshot(whole);
        docks.showSnapshot(partialOf(whole));
        CHECK(data->showsData());
    }
}
