// The main window: opening a folder in the background, rank selection, docks and layout.
#include "common/selectionstate.h"
#include "gui/guimain.h"
#include "gui/mainwindow.h"
#include "gui/runsession.h"
#include "gui/startpage.h"
#include "jobs/runloader.h"
#include "panels/overviewpanel.h"
#include "panels/sectionmessage.h"
#include "temp_dir.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QMimeData>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUrl>
#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("main window opens a folder off the UI thread and offers its ranks")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    CHECK(w.startPageShown());
    CHECK_FALSE(w.rankSelectorShown());
    test::saveShot(&w, QStringLiteral("mainwindow-start"));

    // Every dock has a stable, unique object name (saveState depends on it).
    QSet<QString> names;
    for (QDockWidget* d : w.docks())
        names.insert(d->objectName());
    CHECK(names == QSet<QString>{QStringLiteral("overviewPanelDock"), QStringLiteral("stepTracePanelDock"),
                                 QStringLiteral("problemsPanelDock"), QStringLiteral("operatorsPanelDock"),
                                 QStringLiteral("dataPrepPanelDock"), QStringLiteral("tuningAssistantPanelDock"),
                                 QStringLiteral("pipelinePanelDock"), QStringLiteral("timelinePanelDock"),
                                 QStringLiteral("communicationPanelDock"), QStringLiteral("memoryPanelDock"),
                                 QStringLiteral("clusterPanelDock")});

    QSignalSpy shown(&w, &MainWindow::snapshotShown);
    w.openFolder(QString::fromStdString(folder));
    CHECK(w.session()->isLoading()); // returned at once: the work is on another thread
    REQUIRE(test::waitForLoad(w));
    CHECK(shown.size() >= 2); // the partial snapshot first, then the complete one
    CHECK_FALSE(w.startPageShown());
    CHECK(w.rankSelectorShown());
    CHECK(w.rankSelector()->count() == 3);
    CHECK(w.session()->snapshot().profile->rank == 0);
    CHECK(w.statusText().contains(QStringLiteral("rank 0")));
    CHECK(w.statusText().contains(QStringLiteral("step trace")));
    for (QDockWidget* d : w.docks())                // open (a tabbed dock behind another is not "visible")
        CHECK(d->toggleViewAction()->isChecked() == // the 1.x sample has neither communication nor memory files
              (d->objectName() != QLatin1String("communicationPanelDock") &&
               d->objectName() != QLatin1String("memoryPanelDock")));
    w.selection()->setSelectedStep(4);
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("mainwindow-loaded"));

    // Choosing rank 10 shows its data; a reload keeps it.
    w.rankSelector()->setCurrentIndex(2);
    emit w.rankSelector()->activated(2);
    CHECK(w.session()->snapshot().profile->rank == 10);
    w.reload();
    REQUIRE(test::waitForLoad(w));
    CHECK(w.session()->snapshot().profile->rank == 10);
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank 10"));

    // Export lists the chart and the tables.
    QStringList ids;
    QElapsedTimer t;
    t.start();
    while (!ids.contains(QStringLiteral("kernels")) && t.elapsed() < 10000) { // the operator tables build on a worker
        QTest::qWait(20);
        ids.clear();
        for (const ExportItem& item : w.exportItems())
            ids << item.id;
    }
    CHECK(ids.contains(QStringLiteral("step-trace")));
    CHECK(ids.contains(QStringLiteral("step-table")));
    CHECK(ids.contains(QStringLiteral("problems")));

    w.closeFolder();
    CHECK(w.startPageShown());
    CHECK(w.session()->snapshot().empty());
}

TEST_CASE("main window: a rank with only memory tables names the memory section in the status line")
{
    // It said "no sections found" while the Memory panel showed the tables.
    test::TempDir dir;
    dir.write("rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/memory_record.csv",
              "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type\n"
              "APP,1736405443756384.100\t,,2109.6015625,,,NPU:0\n"
              "PTA,1736405443756385.25,954.3701171875,25722.0,954.5,1431569360,NPU:0\n");
    MainWindow w;
    w.openFolder(QString::fromStdString(dir.path().string()));
    REQUIRE(test::waitForLoad(w));
    REQUIRE(w.session()->snapshot().profile);
    CHECK(w.statusText().contains(QStringLiteral("1 section: memory")));
}

TEST_CASE("main window: a newer folder replaces one still loading, a missing folder lands in Problems")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.openFolder(QString::fromStdString(folder));
    w.openFolder(QStringLiteral("/nonexistent/steplens-test-folder"));
    REQUIRE(test::waitForLoad(w));
    QTest::qWait(100);
    REQUIRE(w.session()->snapshot().run);
    CHECK(w.session()->snapshot().run->path == "/nonexistent/steplens-test-folder");
    CHECK_FALSE(w.session()->snapshot().profile);
    CHECK_FALSE(w.startPageShown());
    CHECK(w.statusText().contains(QStringLiteral("Nothing could be read from /nonexistent/steplens-test-folder")));
}

TEST_CASE("main window: steplens alone shows the start page, --example opens the synthetic example and says so")
{
    MainWindow w;
    w.resize(1100, 700);
    w.show();
    openStartupFolders(w, {});
    QTest::qWait(200);
    CHECK(w.startPageShown());
    CHECK_FALSE(w.session()->isLoading());
    CHECK(w.session()->folder().isEmpty());

    openStartupFolders(w, {kExampleFolder});
    REQUIRE(test::waitUntil([&] { return !w.startPageShown(); }, 30000));
    CHECK(test::waitForLoad(w));
    CHECK(w.session()->shownFolder().endsWith(QStringLiteral("1-baseline")));
    CHECK(w.statusText().contains(QStringLiteral("synthetic")));
    test::saveShot(&w, QStringLiteral("mainwindow-example"));
}

TEST_CASE("main window: the dock layout survives a restart and Reset layout brings every dock back")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto problemsDock = [](MainWindow& w) {
        for (QDockWidget* d : w.docks())
            if (d->objectName() == QLatin1String("problemsPanelDock"))
                return d;
        return static_cast<QDockWidget*>(nullptr);
    };
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.openFolder(QString::fromStdString(folder));
        REQUIRE(test::waitForLoad(w));
        REQUIRE(problemsDock(w));
        problemsDock(w)->hide();
        w.close(); // saves geometry and dock state
    }
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.openFolder(QString::fromStdString(folder));
    REQUIRE(test::waitForLoad(w));
    CHECK(problemsDock(w)->isHidden());
    w.resetLayout();
    for (QDockWidget* d : w.docks()) // open, except the communication dock of a folder without communication data
        CHECK(d->toggleViewAction()->isChecked() == // the 1.x sample has neither communication nor memory files
              (d->objectName() != QLatin1String("communicationPanelDock") &&
               d->objectName() != QLatin1String("memoryPanelDock")));
}

TEST_CASE("main window: dropping a file opens the folder that holds it")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QString::fromStdString(folder + "/step_trace_raw_0_detail_time.csv"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    REQUIRE(test::waitForLoad(w));
    CHECK(QDir(QString::fromStdString(w.session()->snapshot().run->path)) == QDir(QString::fromStdString(folder)));
    CHECK(w.session()->snapshot().profile->stepTrace);
}

TEST_CASE("main window: the batch size is remembered per folder")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    OverviewPanel* overview = nullptr;
    {
        MainWindow w;
        w.openFolder(QString::fromStdString(folder));
        REQUIRE(test::waitForLoad(w));
        for (Panel* p : w.panels())
            if (auto* o = qobject_cast<OverviewPanel*>(p))
                overview = o;
        REQUIRE(overview);
        auto* spin = overview->findChild<QSpinBox*>();
        REQUIRE(spin);
        spin->setValue(64); // as the user would
    }
    MainWindow w;
    w.openFolder(QString::fromStdString(folder));
    REQUIRE(test::waitForLoad(w));
    overview = nullptr;
    for (Panel* p : w.panels())
        if (auto* o = qobject_cast<OverviewPanel*>(p))
            overview = o;
    REQUIRE(overview);
    CHECK(overview->batchSize() == 64);
    CHECK(overview->throughputText().contains(QStringLiteral("508.2&nbsp;samples/s"))); // 7.9406 steps/s × 64

    w.openFolder(QStringLiteral("/nonexistent/other-folder"));
    REQUIRE(test::waitForLoad(w));
    CHECK(overview->batchSize() == 0);
}

TEST_CASE("main window on a 2.x Level1 folder: both ranks, the communication dock, every panel follows the rank")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    w.openFolder(QString::fromStdString(folder));
    REQUIRE(test::waitForLoad(w, 20000));
    REQUIRE(w.rankSelector()->count() == 2);
    CHECK(w.rankSelector()->itemText(0) == QStringLiteral("Rank 0"));
    CHECK(w.rankSelector()->itemText(1) == QStringLiteral("Rank 1"));
    QDockWidget* communication = w.dock(QStringLiteral("communicationPanel"));
    REQUIRE(communication);
    CHECK(communication->toggleViewAction()->isChecked());
    communication->raise();
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("mainwindow-ascend-level1"));
    w.rankSelector()->setCurrentIndex(1);
    emit w.rankSelector()->activated(1);
    CHECK(w.session()->snapshot().profile->rank == 1);
    // Every panel that lists exports has something for rank 1 (its step chart, kernels, communication).
    QStringList ids;
    QElapsedTimer t;
    t.start();
    while (!ids.contains(QStringLiteral("kernels")) && t.elapsed() < 10000) { // the operator tables build on a worker
        QTest::qWait(20);
        ids.clear();
        for (const ExportItem& item : w.exportItems())
            ids << item.id;
    }
    CHECK(ids.contains(QStringLiteral("step-trace")));
    CHECK(ids.contains(QStringLiteral("kernels")));
    CHECK(ids.contains(QStringLiteral("communication-matrix")));
    CHECK(communication->toggleViewAction()->isChecked());
}

TEST_CASE("main window fills in as a 2.x rank is read: the steps, then the sections, then the timeline")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QDockWidget* operatorsDock = w.dock(QStringLiteral("operatorsPanel"));
    REQUIRE(operatorsDock);
    auto* operators = qobject_cast<Panel*>(operatorsDock->widget()->findChild<Panel*>());
    if (!operators)
        operators = qobject_cast<Panel*>(operatorsDock->widget());
    REQUIRE(operators);
    struct Seen {
        bool partial;
        bool steps;
        bool kernels;
        bool timeline;
        QString operatorsTitle;
        bool communicationDock;
        bool memoryDock;
    };
    QDockWidget* communicationDock = w.dock(QStringLiteral("communicationPanel"));
    QDockWidget* memoryDock = w.dock(QStringLiteral("memoryPanel"));
    REQUIRE(communicationDock);
    REQUIRE(memoryDock);
    std::vector<Seen> seen;
    long long selected = -1;
    QObject::connect(w.session(), &RunSession::snapshotChanged, &w, [&](const ViewSnapshot& s) {
        const Profile* p = s.profile.get();
        if (!p)
            return;
        // Let the window show it first (the session's signal reaches the window before this slot). The
        // operators panel is behind the step trace's tab: it gets a partial snapshot when it comes forward.
        if (s.partial)
            operatorsDock->raise();
        seen.push_back({s.partial, p->ascend && p->ascend->stepTraceTime, p->ascend && p->ascend->kernels,
                        bool(p->timeline), operators->message()->title(),
                        communicationDock->toggleViewAction()->isChecked(), memoryDock->toggleViewAction()->isChecked()});
        // The user picks a step as soon as the chart is there: later partials must not undo it.
        if (selected < 0 && p->ascend && p->ascend->stepTraceTime && !p->ascend->stepTraceTime->rows.empty() &&
            p->ascend->stepTraceTime->rows.back().stepNum >= 0) {
            selected = p->ascend->stepTraceTime->rows.back().stepNum;
            w.selection()->setSelectedStep(selected);
        }
    });
    w.openFolder(QString::fromStdString(folder));
    REQUIRE(test::waitForLoad(w, 20000));
    REQUIRE(seen.size() >= 3);
    // The steps partial: the step chart's data, no kernels yet, and the operators panel says it is loading.
    CHECK(seen[0].partial);
    CHECK(seen[0].steps);
    CHECK_FALSE(seen[0].kernels);
    CHECK(seen[0].operatorsTitle.startsWith(QStringLiteral("Loading")));
    // Then the sections (kernels, no timeline yet), then the whole rank.
    CHECK(seen[1].partial);
    CHECK(seen[1].kernels);
    CHECK_FALSE(seen[1].timeline);
    CHECK_FALSE(seen.back().partial);
    CHECK(seen.back().timeline);
    REQUIRE(selected >= 0);
    CHECK(w.selection()->selectedStep() == selected);
    // The docks are laid out from the files found, before their data is read: no tab appears or vanishes
    // as the rank fills in (this rank has communication.json; its memory files decide the other).
    CHECK(seen.back().communicationDock);
    for (const Seen& s : seen) {
        CHECK(s.communicationDock == seen.back().communicationDock);
        CHECK(s.memoryDock == seen.back().memoryDock);
    }
}
