// The Memory dock in the main window: real values of each rank of the text and db level1 fixtures,
// following the rank selector and a rank asked for by another panel; hidden for folders without
// memory files; Alt+0 toggles it.
#include "common/selectionstate.h"
#include "gui/mainwindow.h"
#include "models/memoryblocks.h"
#include "panels/memorypanel.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QComboBox>
#include <QDockWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {

struct RankMemory {
    int rank;
    QString caption; // how the caption starts
    int blocks;      // rows of operator_memory
    std::string largest;
    double largestMB;
};

// Opens `folder` in the window and checks the Memory dock for each rank, in the order given.
void checkMemoryDock(const std::string& folder, const std::vector<RankMemory>& ranks, const QString& shot)
{
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    REQUIRE(test::openAndWait(w, folder));
    QDockWidget* dock = w.dock(QStringLiteral("memoryPanel"));
    REQUIRE(dock);
    CHECK(dock->windowTitle() == QStringLiteral("Memory"));
    CHECK(dock->toggleViewAction()->shortcut() == QKeySequence(QStringLiteral("Alt+0")));
    CHECK(dock->toggleViewAction()->isChecked()); // these folders have memory files
    auto* memory = qobject_cast<MemoryPanel*>(dock->widget());
    REQUIRE(memory);
    for (const RankMemory& r : ranks) {
        INFO("rank " << r.rank);
        REQUIRE(test::chooseRank(w, r.rank));
        REQUIRE(w.session()->snapshot().profile->rank == r.rank);
        REQUIRE(memory->hasData());
        INFO(memory->captionText().toStdString());
        CHECK(memory->captionText().startsWith(r.caption));
        REQUIRE(memory->blockModel()->waitForOrder());
        CHECK(memory->blockModel()->dataRowCount() == std::size_t(r.blocks));
        CHECK(memory->blockModel()->rowAt(0).name == r.largest);
        CHECK(memory->blockModel()->rowAt(0).block().sizeMB == Approx(r.largestMB));
    }
    dock->show();
    dock->raise();
    QTest::qWait(50);
    test::saveShot(&w, shot);

    // A rank asked for by another panel (a cluster finding's evidence): the dock follows it too.
    w.selection()->requestRank(ranks.front().rank);
    CHECK(w.session()->snapshot().profile->rank == ranks.front().rank);
    CHECK(w.rankSelector()->currentText() == QStringLiteral("Rank %1").arg(ranks.front().rank));
    CHECK(memory->captionText().startsWith(ranks.front().caption));

    // Alt+0 on the dock behind another tab brings it to the front instead of closing it.
    QDockWidget* cluster = w.dock(QStringLiteral("clusterPanel"));
    // (Both level1 fixtures have two ranks: the Cluster dock shares the Memory dock's tab group.)
    REQUIRE(cluster);
    REQUIRE(cluster->isVisible());
    REQUIRE(w.tabifiedDockWidgets(dock).contains(cluster));
    cluster->raise();
    QTest::qWait(50);
    REQUIRE(dock->visibleRegion().isEmpty());
    QTest::keyClick(&w, Qt::Key_0, Qt::AltModifier);
    QTest::qWait(50);
    CHECK(dock->toggleViewAction()->isChecked());
    CHECK_FALSE(dock->visibleRegion().isEmpty());

    // Alt+0 hides and shows it.
    dock->toggleViewAction()->trigger();
    CHECK_FALSE(dock->toggleViewAction()->isChecked());
    dock->toggleViewAction()->trigger();
    CHECK(dock->toggleViewAction()->isChecked());
}

} // namespace

TEST_CASE("Memory dock: text level1 in the window shows each rank's peak and operator blocks")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    checkMemoryDock(folder,
                    {{0, QStringLiteral("Rank 0 · peak allocated 1261.0 MB (PTA+GE) at 169.44 ms in step 50"), 184,
                      "aten::mm", 144.00048828125},
                     {1, QStringLiteral("Rank 1 · peak allocated 1261.0 MB (PTA+GE) at 173.49 ms in step 50"), 184,
                      "aten::mm", 144.00048828125}},
                    QStringLiteral("window-memory-text-level1"));
}

TEST_CASE("Memory dock: db level1 (ascend_pytorch_profiler.db) in the window shows each rank's memory")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1");
    REQUIRE_FIXTURE(folder);
    checkMemoryDock(folder,
                    {{0, QStringLiteral("Rank 0 · peak allocated 1204.7 MB (PTA+GE) at 158.16 ms in step 50"), 184,
                      "aten::mm", 144.00048828125},
                     {1, QStringLiteral("Rank 1 · peak allocated 1261.0 MB (PTA+GE) at 156.85 ms in step 50"), 184,
                      "aten::mm", 144.00048828125}},
                    QStringLiteral("window-memory-db-level1"));
}

TEST_CASE("Memory dock: hidden for a folder without memory files")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    MainWindow w;
    w.show();
    REQUIRE(test::openAndWait(w, folder));
    CHECK_FALSE(MemoryPanel::hasMemoryData(w.session()->snapshot()));
    CHECK_FALSE(w.dock(QStringLiteral("memoryPanel"))->toggleViewAction()->isChecked());
}
