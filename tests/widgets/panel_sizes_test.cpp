// Every dock panel fits a laptop screen (issue 19): filled with a real run, a panel's minimum size
// stays small, so the window can be narrowed to 1024 px and docks share 1280×720 without drawing over
// each other. What does not fit scrolls or elides inside the panel.
#include "common/selectionstate.h"
#include "common/translation.h"
#include "compare/comparisonsnapshot.h"
#include "compare/comparisonview.h"
#include "panels/clusterpanel.h"
#include "panels/communicationpanel.h"
#include "panels/dataprepanel.h"
#include "panels/memorypanel.h"
#include "panels/operatorspanel.h"
#include "panels/overviewpanel.h"
#include "panels/pipelinepanel.h"
#include "panels/problemspanel.h"
#include "panels/steptracepanel.h"
#include "panels/timelinepanel.h"
#include "panels/tuningassistantpanel.h"
#include "widget_test_util.h"

#include <QLayout>
#include <QScrollArea>
#include <catch2/catch.hpp>

#include <algorithm>

#include <memory>
#include <vector>

using namespace steplens;

namespace {

// A dock gives its widget at least this much; the sum of a column of docks must fit 720 px and a row 1280.
constexpr int kMaxMinWidth = 300;
constexpr int kMaxMinHeight = 220;

// What a layout will not shrink the widget below: its minimumSize() where set, else its hint.
QSize effectiveMinimum(QWidget* w)
{
    if (w->layout())
        w->layout()->activate();
    return w->minimumSizeHint().expandedTo(w->minimumSize());
}

std::vector<std::unique_ptr<Panel>> everyPanel(SelectionState* selection)
{
    std::vector<std::unique_ptr<Panel>> panels;
    panels.push_back(std::make_unique<OverviewPanel>(selection));
    panels.push_back(std::make_unique<StepTracePanel>(selection));
    panels.push_back(std::make_unique<ProblemsPanel>(selection));
    panels.push_back(std::make_unique<OperatorsPanel>(selection));
    panels.push_back(std::make_unique<DataPrepPanel>(selection));
    panels.push_back(std::make_unique<TuningAssistantPanel>(selection, nullptr));
    panels.push_back(std::make_unique<PipelinePanel>(selection));
    panels.push_back(std::make_unique<TimelinePanel>(selection));
    panels.push_back(std::make_unique<CommunicationPanel>(selection));
    panels.push_back(std::make_unique<MemoryPanel>(selection));
    panels.push_back(std::make_unique<ClusterPanel>(selection));
    return panels;
}

// Shows `snapshot` in every panel at a laptop dock size, waits for the background jobs, and checks
// each panel's minimum size.
void checkPanels(const ViewSnapshot& snapshot, const char* what, const QString& shotPrefix)
{
    SelectionState selection;
    auto panels = everyPanel(&selection);
    for (auto& panel : panels) {
        panel->resize(640, 360);
        panel->show();
        panel->showSnapshot(snapshot);
    }
    for (auto& panel : panels)
        if (auto* ops = qobject_cast<OperatorsPanel*>(panel.get()))
            REQUIRE(ops->waitForTables());
    QTest::qWait(50); // queued layout work of the charts and the timeline
    for (auto& panel : panels) {
        const QString name = panel->objectName();
        test::saveShot(panel.get(), shotPrefix + name + QStringLiteral("-640x360"));
        const QSize min = effectiveMinimum(panel.get());
        // What the content would need without the scroll area around it (for the report).
        auto* scroll = panel->findChild<QScrollArea*>(QStringLiteral("panelScroll"));
        const QSize content = scroll && scroll->widget() ? effectiveMinimum(scroll->widget()) : QSize();
        INFO(what << ": " << name.toStdString() << " minimum " << min.width() << "x" << min.height() << ", content "
                  << content.width() << "x" << content.height());
        CHECK(min.width() <= kMaxMinWidth);
        CHECK(min.height() <= kMaxMinHeight);
        // Squeezed to a small dock, the panel lays out inside it and scrolls what does not fit (a panel
        // with nothing to show but one line, such as Problems without a problem, stays that line high).
        panel->resize(kMaxMinWidth, kMaxMinHeight);
        QTest::qWait(10);
        CHECK(panel->size() == QSize(kMaxMinWidth, std::min(kMaxMinHeight, panel->maximumHeight())));
        test::saveShot(panel.get(), shotPrefix + name + QStringLiteral("-small"));
        WARN(what << ": " << name.toStdString() << " minimum " << min.width() << "x" << min.height() << ", content "
                  << content.width() << "x" << content.height());
    }
}

} // namespace

TEST_CASE("panels: small minimum sizes when filled with the bundled example run")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    checkPanels(s, "example 1-baseline", QStringLiteral("size-1x-"));
}

TEST_CASE("panels: small minimum sizes in Chinese too")
{
    TranslationScope zh(QStringLiteral("zh_CN"));
    REQUIRE(zh.ok());
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    checkPanels(s, "example 1-baseline, zh_CN", QStringLiteral("size-1x-zh-"));
}

TEST_CASE("panels: small minimum sizes when filled with a 2.x run (msinsight level1)")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    checkPanels(test::fixtureSnapshot(folder, 0), "2.x level1", QStringLiteral("size-2x-"));
}

TEST_CASE("comparison view: small minimum size with the bundled examples")
{
    ComparisonSnapshot s;
    s.a.folder = QString::fromStdString(test::exampleRuns().run("1-baseline").string());
    s.b.folder = QString::fromStdString(test::exampleRuns().run("5-mixed-precision").string());
    s.a.run = std::make_shared<const Run>(loadRun(test::exampleRuns().run("1-baseline").string()));
    s.b.run = std::make_shared<const Run>(loadRun(test::exampleRuns().run("5-mixed-precision").string()));
    completeComparison(s);
    ComparisonView view;
    view.resize(1280, 600);
    view.show();
    view.showComparison(s);
    REQUIRE(view.waitForTables());
    const QSize min = effectiveMinimum(&view);
    WARN("comparison view minimum " << min.width() << "x" << min.height());
    test::saveShot(&view, QStringLiteral("size-compare-1280x600"));
    view.resize(1024, 560);
    QTest::qWait(10);
    test::saveShot(&view, QStringLiteral("size-compare-1024x560"));
    CHECK(min.width() <= 640);
    CHECK(min.height() <= 400);
}
