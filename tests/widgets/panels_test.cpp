// Panels on real and broken folders: what they show, what they say when there is nothing to show.
#include "analysis/step_stats.h"
#include "charts/steptracechart.h"
#include "common/elidedlabel.h"
#include "common/selectionstate.h"
#include "models/diagnosticsmodel.h"
#include "models/stepdetailmodel.h"
#include "models/steptablemodel.h"
#include "panels/overviewpanel.h"
#include "panels/problemspanel.h"
#include "panels/sectionmessage.h"
#include "panels/steptracepanel.h"
#include "style/formatting.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeView>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
const char* const kHeader =
    "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n";

ViewSnapshot snapshotOf(const std::string& folder)
{
    auto run = std::make_shared<const Run>(loadRun(folder));
    return ViewSnapshot::analysedRank(run, 0, 0.1);
}
} // namespace

TEST_CASE("Problems panel lists the diagnostics of a folder with a broken row")
{
    test::TempDir dir;
    // Row 3 has a step number that is not a number: the reader skips it and says so.
    dir.write("profiler/step_trace_raw_0_detail_time.csv",
              std::string(kHeader) + "1,100,200,100,100,150,0,50,50\nabc,200,300,100,220,260,20,40,40\n"
                                     "3,300,400,100,320,360,20,40,40\n-,0,0,100,0,0,10,45,45\n");
    const ViewSnapshot s = snapshotOf(dir.file("profiler"));
    REQUIRE(s.profile);

    SelectionState selection;
    ProblemsPanel panel(&selection);
    panel.resize(900, 300);
    CHECK(panel.emptyReason().contains(QStringLiteral("No folder is open")));
    panel.showSnapshot(s);
    DiagnosticsModel* model = panel.model();
    REQUIRE(model->rowCount() >= 1);
    bool found = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Diagnostic& d = model->row(r).diagnostic;
        if (d.line == 3 && d.message.english().find("abc") != std::string::npos) {
            found = true;
            CHECK(d.action == "row skipped");
            CHECK(model->location(r).endsWith(QStringLiteral("step_trace_raw_0_detail_time.csv:3")));
        }
    }
    CHECK(found);
    CHECK(panel.emptyReason().isEmpty());

    // Copy file:line of the selected row.
    panel.view()->setCurrentIndex(panel.view()->model()->index(0, 0));
    panel.view()->selectionModel()->select(panel.view()->model()->index(0, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QString copied = panel.copySelectedLocations();
    CHECK(copied.contains(QStringLiteral("step_trace_raw_0_detail_time.csv:")));
    CHECK(QApplication::clipboard()->text() == copied);
    test::saveShot(&panel, QStringLiteral("problems-panel"));

    // The step trace still loads the good rows.
    StepTracePanel steps(&selection);
    steps.showSnapshot(s);
    CHECK(steps.showsChart());
    CHECK(steps.stepTable()->rowCount() == 2);
}

TEST_CASE("Problems panel is one line when there is nothing to report, and a list when there is")
{
    // Issue 18: "No problems" must not take a quarter of the window.
    SelectionState selection;
    ProblemsPanel panel(&selection);
    QSignalSpy compact(&panel, &ProblemsPanel::compactChanged);
    panel.resize(900, 300);
    panel.show();
    panel.showSnapshot(test::exampleSnapshot("1-baseline")); // loads without a diagnostic
    REQUIRE(panel.model()->rowCount() == 0);
    CHECK(panel.isCompact());
    CHECK(panel.height() < 60);
    CHECK(panel.maximumHeight() < 60);
    CHECK_FALSE(panel.view()->isVisible());
    const auto* summary = panel.findChild<ElidedLabel*>();
    REQUIRE(summary);
    CHECK(summary->fullText().startsWith(QStringLiteral("No problems. No complaint about the ")));
    test::saveShot(&panel, QStringLiteral("problems-compact"));

    test::TempDir dir;
    dir.write("profiler/step_trace_raw_0_detail_time.csv",
              std::string(kHeader) + "1,100,200,100,100,150,0,50,50\nabc,200,300,100,220,260,20,40,40\n");
    panel.showSnapshot(snapshotOf(dir.file("profiler")));
    REQUIRE(panel.model()->rowCount() >= 1);
    CHECK_FALSE(panel.isCompact());
    REQUIRE(compact.count() >= 1);
    CHECK(compact.last().at(0).toBool() == false);
    CHECK(panel.maximumHeight() == QWIDGETSIZE_MAX);
    panel.resize(900, 300);
    CHECK(panel.height() == 300);
    CHECK(panel.view()->isVisible());
}

TEST_CASE("Problems panel keeps notes alone to one line, with a button that opens and folds their list")
{
    // A kernel table without a Type column loads with one note and nothing wrong.
    test::TempDir dir;
    dir.write("p/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step Id,Name,Accelerator Core,Start Time(us),Duration(us),Wait Time(us)\n"
              "1,MatMul_1,AI_CORE,100.5,20,0\n1,Add_2,AI_VECTOR_CORE,130,5,1\n");
    SelectionState selection;
    ProblemsPanel panel(&selection);
    QSignalSpy compact(&panel, &ProblemsPanel::compactChanged);
    panel.resize(900, 300);
    panel.show();
    panel.showSnapshot(snapshotOf(dir.file("p")));
    REQUIRE(panel.model()->countOf(Severity::Info) == 1);
    REQUIRE(panel.model()->countOf(Severity::Warning) + panel.model()->countOf(Severity::Error) == 0);
    CHECK(panel.isCompact());
    CHECK(panel.maximumHeight() < 60);
    CHECK_FALSE(panel.view()->isVisible());
    const auto* summary = panel.findChild<ElidedLabel*>();
    REQUIRE(summary);
    CHECK(summary->fullText() == QStringLiteral("No problems; 1 note about how the files were read."));
    QToolButton* toggle = panel.notesToggle();
    REQUIRE(toggle->isVisible());
    CHECK(toggle->text() == QStringLiteral("Show notes"));

    toggle->click(); // opens the list
    CHECK_FALSE(panel.isCompact());
    CHECK(compact.last().at(0).toBool() == false);
    CHECK(panel.view()->isVisible());
    CHECK(panel.view()->model()->rowCount() == 1);
    CHECK(toggle->text() == QStringLiteral("Hide notes"));

    toggle->click(); // and folds it again
    CHECK(panel.isCompact());
    CHECK(compact.last().at(0).toBool() == true);
    CHECK_FALSE(panel.view()->isVisible());

    // A warning opens the list by itself, and the button goes: it is only for notes.
    dir.write("q/step_trace_raw_0_detail_time.csv",
              std::string(kHeader) + "1,100,200,100,100,150,0,50,50\nabc,200,300,100,220,260,20,40,40\n");
    panel.showSnapshot(snapshotOf(dir.file("q")));
    REQUIRE(panel.model()->countOf(Severity::Warning) + panel.model()->countOf(Severity::Error) >= 1);
    CHECK_FALSE(panel.isCompact());
    CHECK_FALSE(toggle->isVisible());
}

TEST_CASE("a failed section shows its diagnostic instead of a blank panel")
{
    test::TempDir dir;
    dir.write("profiler/step_trace_raw_0_detail_time.csv", "hello,world\n1,2\n");
    const ViewSnapshot s = snapshotOf(dir.file("profiler"));
    REQUIRE(s.profile);
    CHECK_FALSE(s.profile->stepTrace);

    SelectionState selection;
    StepTracePanel steps(&selection);
    steps.resize(900, 500);
    steps.showSnapshot(s);
    CHECK_FALSE(steps.showsChart());
    CHECK(steps.message()->title() == QStringLiteral("The step trace could not be read"));
    CHECK(steps.message()->details().contains(QStringLiteral("step_trace_raw_0_detail_time.csv:1")));
    CHECK(steps.message()->details().contains(QStringLiteral("not a step trace")));
    CHECK(steps.exportItems().isEmpty());
    test::saveShot(&steps, QStringLiteral("steptrace-failed"));

    ProblemsPanel problems(&selection);
    problems.showSnapshot(s);
    CHECK(problems.model()->countOf(Severity::Error) >= 1);
}

TEST_CASE("Problems panel says why it is empty for a folder read without complaint")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    SelectionState selection;
    ProblemsPanel panel(&selection);
    panel.showSnapshot(ViewSnapshot::ofRank(run, 0, 0.1));
    if (panel.model()->rowCount() == 0)
        CHECK(panel.emptyReason().contains(QStringLiteral("No complaint about the 2 files that were read")));
    else
        CHECK(panel.emptyReason().isEmpty());
}

TEST_CASE("A rank the rules cannot look at is not said to be without problems")
{
    // A timeline alone: no step trace, queue, pipeline, CPU or operator file for the rules to read.
    test::TempDir dir;
    dir.write("profiler/ascend_timeline_display_0.json",
              R"([{"name": "MatMul-op1", "ph": "X", "ts": 10, "dur": 5, "pid": 0, "tid": 0}])");
    const ViewSnapshot s = snapshotOf(dir.file("profiler"));
    REQUIRE(s.profile);
    REQUIRE(s.analysis);
    REQUIRE(s.analysis->findings.empty());
    SelectionState selection;
    OverviewPanel overview(&selection);
    overview.showSnapshot(s);
    CHECK(overview.findingsText().contains(QStringLiteral("has none of the data")));
    CHECK_FALSE(overview.findingsText().contains(QStringLiteral("matched")));
    ProblemsPanel problems(&selection);
    problems.showSnapshot(s);
    REQUIRE(problems.model()->rowCount() == 0); // the one event reads without a complaint
    CHECK(problems.emptyReason().contains(QStringLiteral("the one file that was read")));
}

TEST_CASE("Step trace panel follows the shared selection")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    SelectionState selection;
    StepTracePanel panel(&selection);
    panel.resize(1100, 700);
    panel.showSnapshot(ViewSnapshot::analysedRank(run, 0, 0.1));
    REQUIRE(panel.showsChart());
    CHECK(panel.stepTable()->rowCount() == 20);
    selection.setSelectedStep(7);
    CHECK(panel.stepDetail()->step() == 7);
    CHECK(panel.stepDetail()->rowCount() == 8);
    const QList<ExportItem> items = panel.exportItems();
    REQUIRE(items.size() == 3);
    CHECK(items[0].id == QStringLiteral("step-trace"));
    CHECK(items[1].id == QStringLiteral("step-table"));
    CHECK(items[2].id == QStringLiteral("step-7-detail"));
    test::saveShot(&panel, QStringLiteral("steptrace-panel"));

    // Rank 1 of the fixture has no step trace: the panel says so.
    panel.showSnapshot(ViewSnapshot::ofRank(run, 1, 0.1));
    CHECK_FALSE(panel.showsChart());
    CHECK(panel.message()->title() == QStringLiteral("This folder has no step trace"));
}

TEST_CASE("Overview shows core's average step, throughput and files")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    SelectionState selection;
    OverviewPanel panel(&selection);
    panel.resize(900, 700);
    panel.showSnapshot(ViewSnapshot::ofRank(run, 0, 0.1)); // not analysed yet: says so, makes nothing up
    CHECK(panel.stepTimeText().contains(QStringLiteral("Analysing")));
    CHECK_FALSE(panel.findingsAvailable());
    panel.showSnapshot(ViewSnapshot::analysedRank(run, 0, 0.1));
    const StepAnalysis a = analyzeSteps(*run->ranks[0].stepTrace);
    CHECK(panel.stepTimeText().startsWith(fmt::ms(a.total.meanMs)));
    CHECK(panel.stepTimeText().startsWith(QStringLiteral("125.93 ms")));
    CHECK(panel.throughputText().contains(QStringLiteral("7.941&nbsp;steps/s")));
    CHECK_FALSE(panel.throughputText().contains(QStringLiteral("samples/s</b>")));
    CHECK(panel.filesText().contains(QStringLiteral("step_trace_raw_0_detail_time.csv")));
    CHECK(panel.filesText().contains(QStringLiteral("Not found")));
    CHECK(panel.findingsAvailable());

    QSignalSpy changed(&panel, &OverviewPanel::batchSizeChanged);
    panel.setBatchSize(32); // from settings: no signal
    CHECK(changed.isEmpty());
    CHECK(panel.throughputText().contains(QStringLiteral("254.1&nbsp;samples/s")));
    test::saveShot(&panel, QStringLiteral("overview-panel"));

    panel.showSnapshot(ViewSnapshot::analysedRank(run, 1, 0.1));
    CHECK(panel.stepTimeText().contains(QStringLiteral("No step trace")));
}
