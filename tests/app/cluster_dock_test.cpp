// The Cluster dock in the main window: a many-rank folder shows its cluster summary before any rank
// is read in full, the dock comes forward with it, a rank picked in the Cluster view (bar, heat map
// cell, table row) switches the rank on show, and the cluster findings reach the tuning assistant.
#include "charts/rankbarchart.h"
#include "charts/rankstepheatmap.h"
#include "cluster_generator.h"
#include "common/selectionstate.h"
#include "gui/mainwindow.h"
#include "panels/clusterpanel.h"
#include "panels/tuningassistantpanel.h"
#include "temp_dir.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QComboBox>
#include <QDockWidget>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {

ClusterPanel* clusterPanelOf(MainWindow& w)
{
    QDockWidget* dock = w.dock(QStringLiteral("clusterPanel"));
    return dock ? qobject_cast<ClusterPanel*>(dock->widget()) : nullptr;
}

// What the window showed at the moment the cluster summary arrived.
struct AtSummary {
    bool seen = false;
    bool runRead = false;    // a rank had been read in full already
    bool rankOnShow = false; // a rank's data was in the panels
    bool dockShown = false;
    int ranks = 0;
};

void watchSummary(MainWindow& w, AtSummary& at)
{
    QObject::connect(w.session(), &RunSession::clusterReady, &w, [&w, &at] {
        if (at.seen)
            return;
        at.seen = true;
        at.runRead = bool(w.session()->run());
        at.rankOnShow = bool(w.session()->snapshot().profile);
        at.dockShown = w.dock(QStringLiteral("clusterPanel"))->isVisible();
        at.ranks = clusterPanelOf(w)->hasData() ? int(clusterPanelOf(w)->phaseChart()->bars().ranks.size()) : 0;
    });
}

QPoint barCentre(const RankBarChart* chart, int index)
{
    return QPoint(int(chart->xAxis->coordToPixel(index)), int(chart->yAxis->coordToPixel(1.0)));
}

} // namespace

TEST_CASE("Cluster dock: a generated 16-rank job comes up summary first and opens the rank picked in it")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 16;
    spec.slowRank = 11;
    spec.slowLinkSrc = 2;
    spec.slowLinkDst = 3;
    std::string error;
    const std::string root = (dir.path() / "job").string();
    REQUIRE(bench::writeCluster(root, spec, error));

    MainWindow w;
    w.resize(1366, 768);
    w.show();
    AtSummary at;
    watchSummary(w, at);
    REQUIRE(test::openAndWait(w, root, 60000));
    // The summary came first, with the dock up and its 16 ranks, before any rank was read in full.
    REQUIRE(at.seen);
    CHECK_FALSE(at.runRead);
    CHECK_FALSE(at.rankOnShow);
    CHECK(at.dockShown);
    CHECK(at.ranks == 16);

    QDockWidget* dock = w.dock(QStringLiteral("clusterPanel"));
    CHECK(dock->isVisible()); // still in front once the ranks are read
    CHECK(dock->toggleViewAction()->shortcut() == QKeySequence(QStringLiteral("Alt+C")));
    ClusterPanel* cluster = clusterPanelOf(w);
    REQUIRE(cluster->hasData());
    CHECK(cluster->captionText().contains(QStringLiteral("16 ranks")));
    CHECK(cluster->findingsText().contains(QStringLiteral("Rank 11 holds the whole job back")));
    CHECK(cluster->findingsText().contains(QStringLiteral("HCCS link 2 → 3")));
    const RankBars& bars = cluster->phaseChart()->bars();
    REQUIRE(bars.ranks.size() == 16);
    CHECK(bars.ranks.front() == 11);
    CHECK(bars.marked == std::set<int>{11});
    CHECK(w.rankSelector()->count() == 16);
    CHECK(w.session()->snapshot().profile->rank == 0);
    // More ranks than are read together: only the rank on show is in memory.
    CHECK(w.session()->readsRanksOnDemand());
    REQUIRE(w.session()->run());
    CHECK(w.session()->run()->ranks.size() == 1);

    // The tuning assistant lists the cluster findings first, as `steplens report` does.
    auto* assistant = qobject_cast<TuningAssistantPanel*>(w.dock(QStringLiteral("tuningAssistantPanel"))->widget());
    REQUIRE(assistant);
    CHECK(assistant->findingIds().contains(QStringLiteral("slow-rank")));
    test::saveShot(&w, QStringLiteral("window-cluster-16"));

    // A click on a bar of the phase chart opens that rank in the other panels.
    const int secondBarRank = bars.ranks[1];
    QTest::mouseClick(cluster->phaseChart(), Qt::LeftButton, {}, barCentre(cluster->phaseChart(), 1));
    REQUIRE(test::waitUntil([&] { return w.session()->snapshot().profile->rank == secondBarRank; }, 5000));
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank %1").arg(secondBarRank));

    // A double-click on a row of the rank table: that rank.
    QTableView* table = nullptr;
    for (QTableView* view : cluster->findChildren<QTableView*>())
        if (view->model() == cluster->rankTable())
            table = view;
    REQUIRE(table);
    cluster->tabs()->setCurrentIndex(cluster->tabs()->count() - 1);
    QApplication::processEvents();
    int row = -1;
    for (int r = 0; r < cluster->rankTable()->rowCount(); ++r)
        if (cluster->rankTable()->rowAt(r).rank == 11)
            row = r;
    REQUIRE(row >= 0);
    const QModelIndex index = cluster->rankTable()->index(row, 0);
    table->scrollTo(index);
    QApplication::processEvents();
    const QRect cell = table->visualRect(index);
    REQUIRE(table->viewport()->rect().contains(cell.center()));
    // A press and release first, as a real double-click sends, then the double-click itself.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    REQUIRE(test::waitUntil([&] { return w.session()->snapshot().profile->rank == 11; }, 5000));
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank 11"));
    CHECK(w.session()->run()->ranks.size() == 1);

    // A heat map cell: that rank at that step, selected once the rank is read.
    emit cluster->heatMap()->cellClicked(7, spec.firstStep + 3);
    REQUIRE(test::waitUntil([&] { return w.session()->snapshot().profile->rank == 7; }, 5000));
    REQUIRE(test::waitForRun(w, 60000));
    CHECK(w.selection()->selectedStep() == spec.firstStep + 3);

    // The rank selector lists all 16 ranks and reads the one chosen.
    REQUIRE(test::chooseRank(w, 14));
    REQUIRE(test::waitUntil([&] { return w.session()->snapshot().profile->rank == 14; }, 5000));
    REQUIRE(test::waitForRun(w, 60000));
    CHECK(w.session()->run()->ranks.size() == 1);
    CHECK(w.rankSelector()->count() == 16);
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank 14"));
}

TEST_CASE("Cluster dock: the two-rank text level1 fixture shows its cluster overview")
{
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    AtSummary at;
    watchSummary(w, at);
    REQUIRE(test::openAndWait(w, level1, 60000));
    REQUIRE(at.seen);
    CHECK_FALSE(at.runRead);
    CHECK(at.dockShown);
    CHECK(at.ranks == 2);
    ClusterPanel* cluster = clusterPanelOf(w);
    REQUIRE(cluster->hasData());
    CHECK(cluster->captionText().contains(QStringLiteral("2 ranks")));
    // Sorted by step time: rank 0 (154.48 ms) before rank 1 (152.35 ms).
    const RankBars& bars = cluster->phaseChart()->bars();
    REQUIRE(bars.ranks == std::vector<int>{0, 1});
    CHECK(bars.series[0].key == "preparing");
    CHECK(bars.series[0].values[0] == Approx(17.9025));
    CHECK(bars.series[1].values[1] == Approx(8.878295));
    CHECK(cluster->heatMap()->grid().steps == std::vector<long long>{50});
    // communication.json of each rank: rank 1 waits 0.19 ms, rank 0 5.94 ms (least waiting first).
    const RankBars& comm = cluster->communicationChart()->bars();
    REQUIRE(comm.ranks == std::vector<int>{1, 0});
    CHECK(comm.series[1].values[1] == Approx(5.94061871875));
    CHECK(cluster->rankTable()->rowCount() == 2);
    test::saveShot(&w, QStringLiteral("window-cluster-level1"));

    // A click on rank 1's bar opens rank 1.
    QTest::mouseClick(cluster->phaseChart(), Qt::LeftButton, {}, barCentre(cluster->phaseChart(), 1));
    CHECK(w.session()->snapshot().profile->rank == 1);
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank 1"));
}

TEST_CASE("Cluster dock: hidden for a single-rank folder")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    w.show();
    AtSummary at;
    watchSummary(w, at);
    REQUIRE(test::openAndWait(w, examples.run("1-baseline").string(), 60000));
    CHECK_FALSE(at.seen);
    CHECK_FALSE(w.session()->cluster());
    CHECK_FALSE(w.dock(QStringLiteral("clusterPanel"))->toggleViewAction()->isChecked());
}
