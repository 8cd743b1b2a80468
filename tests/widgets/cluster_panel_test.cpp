// The Cluster view built offscreen: a generated 256-rank job with a planted slow rank and slow link
// (drawn: the rank first in the bars with a marker, its heat map row outlined, the link outlined in
// the matrix), 1,024 ranks kept readable, the real two-rank fixtures and the 1.x sample, the clicks
// that ask for a rank, the summary-first load job and the exports.
#include "charts/linkmatrixchart.h"
#include "charts/rankbarchart.h"
#include "charts/rankstepheatmap.h"
#include "cluster_generator.h"
#include "common/messagetext.h"
#include "common/selectionstate.h"
#include "common/translation.h"
#include "gui/reportexport.h"
#include "jobs/clusterloader.h"
#include "load/load_summary.h"
#include "models/celltablemodel.h"
#include "models/rankstepgridmodel.h"
#include "panels/clusterpanel.h"
#include "panels/sectionmessage.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

std::shared_ptr<const ClusterOverview> overviewOf(const std::string& folder, const AnalysisOptions& options = {})
{
    return analyzeClusterSummary(std::make_shared<const ClusterSummary>(loadClusterSummary(folder)), options);
}

// A generated job (cluster_generator.h): rank 37 computes 15 ms longer, link 12 -> 13 at a third of HCCS.
std::string plantedJob(const test::TempDir& dir, int ranks)
{
    bench::ClusterSpec spec;
    spec.ranks = ranks;
    spec.slowRank = 37;
    spec.slowLinkSrc = 12;
    spec.slowLinkDst = 13;
    std::string error;
    const std::string root = (dir.path() / "job").string();
    REQUIRE(bench::writeCluster(root, spec, error));
    return root;
}

// Screenshots of every tab, for a human to look at.
void shootTabs(ClusterPanel& panel, const QString& name)
{
    for (int i = 0; i < panel.tabs()->count(); ++i) {
        panel.tabs()->setCurrentIndex(i);
        QApplication::processEvents();
        test::saveShot(&panel, name + QStringLiteral("-%1").arg(i));
    }
    panel.tabs()->setCurrentIndex(0);
}

QPoint barCentre(const RankBarChart* chart, int index)
{
    return QPoint(int(chart->xAxis->coordToPixel(index)), int(chart->yAxis->coordToPixel(1.0)));
}

} // namespace

TEST_CASE("Cluster view: a generated 256-rank job shows the planted slow rank and slow link")
{
    test::TempDir dir;
    auto overview = overviewOf(plantedJob(dir, 256));
    REQUIRE(overview->summary->ranks.size() == 256);
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(1366, 768);
    panel.show();
    panel.showCluster(overview);
    REQUIRE(panel.hasData());
    CHECK(panel.captionText().contains(QStringLiteral("256 ranks")));
    CHECK(panel.captionText().contains(QStringLiteral("holding it back: rank 37 (Computing +")));
    CHECK(panel.findingsText().contains(QStringLiteral("Rank 37 holds the whole job back")));
    CHECK(panel.findingsText().contains(QStringLiteral("HCCS link 12 → 13")));

    // The bars are sorted by the phase the slow-rank finding names: rank 37 first, marked.
    CHECK(panel.phaseSortSelector()->currentData().toString() == QStringLiteral("computing"));
    const RankBars& bars = panel.phaseChart()->bars();
    REQUIRE(bars.ranks.size() == 256);
    CHECK(bars.ranks.front() == 37);
    CHECK(bars.marked == std::set<int>{37});
    CHECK(panel.phaseChart()->markerCount() == 1);
    REQUIRE(bars.series.size() == 4);
    CHECK(bars.series[1].key == "computing");
    const RankPhaseMeans* p37 = overview->analysis.phasesOf(37);
    CHECK(bars.series[1].values[0] == Approx(*p37->mean[0]));
    // 64 bars in view at once; the rest by dragging.
    CHECK(panel.phaseChart()->visibleRange().size() < RankBarChart::kVisibleRanks + 1);
    // The heat map's rows follow the bars; rank 37's row is marked; 10 step columns.
    const RankStepGrid& grid = panel.heatMap()->grid();
    CHECK(grid.ranks.front() == 37);
    CHECK(grid.steps.size() == 10);
    CHECK(panel.heatMap()->markCount() == 1);
    CHECK(grid.at(0, 0) == Approx(stepWallMs(*overview->summary->rank(37), 0)));
    // The heat map of a phase.
    panel.heatMetricSelector()->setCurrentIndex(panel.heatMetricSelector()->findData(QStringLiteral("computing")));
    CHECK(panel.heatMap()->grid().at(0, 0) ==
          Approx(overview->summary->rank(37)->value(0, std::size_t(StepColumn::Computing), kStepColumnCount)));

    // Communication: sorted by wait, least first: the slow rank waits least, so it comes first.
    const RankBars& comm = panel.communicationChart()->bars();
    REQUIRE(comm.ranks.size() == 256);
    CHECK(comm.ranks.front() == 37);
    CHECK(comm.series[1].values[0] < comm.series[1].values[1]);

    // The link matrix of every rank pair: 256 x 9 links, 12 -> 13 outlined at a third of HCCS.
    const LinkMatrix& m = panel.matrixChart()->matrix();
    CHECK(m.cells.size() == 256 * 9);
    REQUIRE(m.cell(12, 13));
    CHECK(m.cell(12, 13)->slow);
    CHECK(panel.matrixChart()->cellValue(12, 13) == Approx(17.5 / 3).epsilon(0.03));
    int slow = 0;
    for (const auto& c : m.cells)
        slow += c.slow;
    CHECK(slow == 1);
    // One transport at a time, one domain at a time.
    panel.transportSelector()->setCurrentIndex(panel.transportSelector()->findData(QStringLiteral("RDMA")));
    CHECK(panel.matrixChart()->matrix().cells.size() == 256 * 2);
    panel.transportSelector()->setCurrentIndex(0);
    REQUIRE(panel.domainSelector()->count() == 1 + 33);
    CHECK(panel.domainSelector()->itemText(2).startsWith(QStringLiteral("tp: 0–7")));
    panel.domainSelector()->setCurrentIndex(2);
    CHECK(panel.matrixChart()->matrix().cells.size() == 8 * 7);
    panel.domainSelector()->setCurrentIndex(0);

    CHECK(panel.rankTable()->rowCount() == 256);
    CHECK(panel.stepTable()->rowCount() == 256);
    CHECK(panel.stepTable()->columnCount() == 11);
    QStringList ids;
    for (const ExportItem& item : panel.exportItems())
        ids << item.id;
    const QStringList expectedIds = QStringLiteral("cluster-phases cluster-heatmap cluster-communication "
                                                   "cluster-link-matrix cluster-links cluster-ranks cluster-steps")
                                        .split(QLatin1Char(' '));
    CHECK(ids == expectedIds);
    shootTabs(panel, QStringLiteral("cluster-256"));

    // A finding's "show" link brings its part forward.
    panel.focusFinding(1);
    CHECK(panel.tabs()->currentIndex() == (overview->findings[1].links.empty() ? 0 : 2));
}

TEST_CASE("Cluster view: clicking a rank or a heat map cell asks the window for it")
{
    test::TempDir dir;
    auto overview = overviewOf(plantedJob(dir, 48));
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(1200, 800);
    panel.show();
    panel.showCluster(overview);
    QApplication::processEvents();
    QSignalSpy ranks(&selection, &SelectionState::rankRequested);
    QSignalSpy cells(&selection, &SelectionState::rankStepRequested);
    panel.phaseChart()->replot();
    QTest::mouseClick(panel.phaseChart(), Qt::LeftButton, {}, barCentre(panel.phaseChart(), 0));
    REQUIRE(ranks.size() == 1);
    CHECK(ranks.first().first().toInt() == 37);
    RankStepHeatMap* heat = panel.heatMap();
    heat->replot();
    const QPoint cell(int(heat->xAxis->coordToPixel(2)), int(heat->yAxis->coordToPixel(0)));
    QTest::mouseClick(heat, Qt::LeftButton, {}, cell);
    REQUIRE(cells.size() == 1);
    CHECK(cells.first().at(0).toInt() == 37);
    CHECK(cells.first().at(1).toLongLong() == 3); // the third step column is step 3
}

TEST_CASE("Cluster view: 1,024 ranks stay readable")
{
    // 1,024 ranks built in memory (the load is the benchmark's business): rank 700 computes 20 ms longer.
    auto s = std::make_shared<ClusterSummary>();
    for (int rank = 0; rank < 1024; ++rank) {
        RankSummary r;
        r.rank = rank;
        for (int step = 0; step < 10; ++step) {
            r.steps.push_back(step + 1);
            std::vector<double> row(kStepColumnCount, 0.0);
            row[std::size_t(StepColumn::Preparing)] = 0.5;
            row[std::size_t(StepColumn::Computing)] = 100 + (rank == 700 ? 20 : 0) + 0.01 * ((rank * 7 + step) % 13);
            row[std::size_t(StepColumn::CommunicationNotOverlapped)] = rank == 700 ? 10 : 30;
            row[std::size_t(StepColumn::Free)] = 2;
            r.values.insert(r.values.end(), row.begin(), row.end());
        }
        r.linksResolved = true;
        s->ranks.push_back(std::move(r));
    }
    auto overview = analyzeClusterSummary(s);
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(1366, 768);
    panel.show();
    panel.showCluster(overview);
    QApplication::processEvents();
    CHECK(panel.phaseChart()->bars().ranks.front() == 700);
    CHECK(panel.phaseChart()->visibleRange().size() <= RankBarChart::kVisibleRanks + 1);
    // Rank labels thinned to what fits: far fewer than the bars in view.
    auto ticks = qSharedPointerCast<QCPAxisTickerText>(panel.phaseChart()->xAxis->ticker());
    CHECK(ticks->ticks().size() <= 40);
    CHECK(panel.heatMap()->yAxis->range().size() <= RankStepHeatMap::kVisibleRows + 1);
    shootTabs(panel, QStringLiteral("cluster-1024"));
}

TEST_CASE("Cluster view: the real two-rank fixtures and the 1.x cluster sample")
{
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(1366, 768);
    panel.show();
    panel.showCluster(overviewOf(level1));
    CHECK(panel.captionText().contains(QStringLiteral("2 ranks")));
    // Sorted by step time: rank 0 (154.48 ms) before rank 1 (152.35 ms).
    const RankBars& bars = panel.phaseChart()->bars();
    REQUIRE(bars.ranks == std::vector<int>{0, 1});
    CHECK(bars.series[0].key == "preparing");
    CHECK(bars.series[0].values[0] == Approx(17.9025));
    CHECK(bars.series[1].values[1] == Approx(8.878295));
    CHECK(panel.heatMap()->grid().steps == std::vector<long long>{50});
    // communication.json of each rank: rank 1 waits 0.19 ms, rank 0 5.94 ms (least waiting first).
    const RankBars& comm = panel.communicationChart()->bars();
    REQUIRE(comm.ranks == std::vector<int>{1, 0});
    CHECK(comm.series[1].values[1] == Approx(5.94061871875));
    // 7 HCCS links per rank, from each rank's own row of the matrix.
    CHECK(panel.matrixChart()->matrix().cells.size() == 14);
    CHECK(panel.matrixChart()->matrix().srcRanks == std::vector<int>{0, 1});
    CHECK(panel.matrixChart()->cellValue(0, 1) == Approx(61.210624 / 3.88393759375));
    shootTabs(panel, QStringLiteral("cluster-level1"));

    const std::string level2 = test::fixture("Ascend/msinsight/test/st/level2");
    REQUIRE_FIXTURE(level2);
    panel.showCluster(overviewOf(level2));
    CHECK(panel.phaseChart()->bars().ranks.size() == 2);
    CHECK(panel.phaseChart()->bars().series[1].values[0] == Approx(231.2901));
    CHECK(panel.rankTable()->rowCount() == 2);
    shootTabs(panel, QStringLiteral("cluster-level2"));

    const std::string legacy = test::mindinsight("cluster_propose");
    REQUIRE_FIXTURE(legacy);
    panel.showCluster(overviewOf(legacy));
    // 1.x phases; sorted by forward and backward (the slow-rank finding's phase): rank 3 first, marked.
    CHECK(panel.phaseSortSelector()->currentData().toString() == QStringLiteral("fp_and_bp"));
    const RankBars& legacyBars = panel.phaseChart()->bars();
    REQUIRE(legacyBars.ranks.size() == 4);
    CHECK(legacyBars.ranks.front() == 3);
    CHECK(legacyBars.series[1].key == "fp_and_bp");
    CHECK(legacyBars.series[1].values[0] == Approx(609.30829));
    CHECK(legacyBars.marked == std::set<int>{3});
    shootTabs(panel, QStringLiteral("cluster-1x"));
}

TEST_CASE("Cluster view: ranks without step data get a sentence in the Step phases tab, not bare axes")
{
    // MindInsight's ut/profiler sample: four ranks with pipeline and queue files but no step trace.
    const std::string noSteps = test::fixture("mindspore-ai/mindinsight/tests/ut/profiler");
    REQUIRE_FIXTURE(noSteps);
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(1366, 768);
    panel.show();
    panel.showCluster(overviewOf(noSteps));
    REQUIRE(panel.hasData());
    REQUIRE(panel.noStepsMessage());
    CHECK(panel.noStepsMessage()->title() == QStringLiteral("No step data in these ranks"));
    CHECK(panel.noStepsMessage()->details().startsWith(QStringLiteral("None of the 4 ranks has a step trace")));
    CHECK_FALSE(panel.phaseChart()->isVisible());
    CHECK_FALSE(panel.phaseSortSelector()->isEnabled());

    // A folder with steps shows the charts again in the same panel.
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    panel.showCluster(overviewOf(level1));
    CHECK_FALSE(panel.noStepsMessage());
    CHECK(panel.phaseChart()->isVisible());
    CHECK(panel.phaseSortSelector()->isEnabled());
}

TEST_CASE("Cluster view: a single rank shows a message; a run read in full shows its cluster")
{
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.showSnapshot(test::exampleSnapshot("1-baseline"));
    CHECK_FALSE(panel.hasData());
    CHECK(panel.message()->title() == QStringLiteral("No cluster to show"));
    CHECK(panel.exportItems().isEmpty());

    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    const ViewSnapshot s = test::fixtureSnapshot(level1, 0);
    REQUIRE(ClusterPanel::hasClusterData(s));
    panel.showSnapshot(s);
    CHECK(panel.hasData());
    CHECK(panel.overview()->summary->source == ClusterSource::LoadedRun);
    CHECK(panel.phaseChart()->bars().ranks.size() == 2);
}

TEST_CASE("ClusterLoader: the summary first, then one rank in full on demand")
{
    test::TempDir dir;
    bench::ClusterSpec spec;
    spec.ranks = 16;
    spec.slowRank = 5;
    std::string error;
    const std::string root = (dir.path() / "job").string();
    REQUIRE(bench::writeCluster(root, spec, error));
    ClusterLoader loader;
    QSignalSpy ready(&loader, &ClusterLoader::summaryReady);
    QSignalSpy loaded(&loader, &ClusterLoader::rankLoaded);
    loader.load(QString::fromStdString(root));
    REQUIRE(test::waitUntil([&] { return ready.size() == 1; }, 20000));
    auto overview = ready.first().first().value<std::shared_ptr<const ClusterOverview>>();
    REQUIRE(overview);
    CHECK(overview->summary->ranks.size() == 16);
    CHECK(overview->summary->source == ClusterSource::RankFolders);
    CHECK(overview->findings.front().id == "slow-rank");
    CHECK(overview->findings.front().ranks == std::vector<int>{5});

    loader.loadRank(7);
    REQUIRE(test::waitUntil([&] { return loaded.size() == 1; }, 20000));
    CHECK(loaded.first().at(0).toInt() == 7);
    auto run = loaded.first().at(1).value<std::shared_ptr<const Run>>();
    REQUIRE(run);
    REQUIRE(run->ranks.size() == 1);
    CHECK(run->ranks[0].rank == 7);

    // A threshold changed: only the analysis runs again.
    AnalysisOptions strict;
    Diagnostics d;
    REQUIRE(strict.thresholds.loadJson(R"({"slow_rank_step_pct": 50})", "t.json", d));
    loader.reanalyse(strict);
    REQUIRE(test::waitUntil([&] { return ready.size() == 2; }, 20000));
    auto again = ready.at(1).first().value<std::shared_ptr<const ClusterOverview>>();
    CHECK(again->summary == overview->summary);
    for (const auto& f : again->findings)
        CHECK(f.id != "slow-rank");
    CHECK(loader.waitForIdle(20000));

    // Nothing there: failed names why.
    QSignalSpy failed(&loader, &ClusterLoader::failed);
    loader.load(QString::fromStdString((dir.path() / "missing").string()));
    REQUIRE(test::waitUntil([&] { return failed.size() == 1; }, 20000));
    CHECK(failed.first().at(1).toString().contains(QStringLiteral("does not exist")));
}

TEST_CASE("Cluster view exports: cluster-*.png and cluster-*.csv")
{
    test::TempDir dir;
    auto overview = overviewOf(plantedJob(dir, 40));
    const QString out = QString::fromStdString((dir.path() / "out").string());
    QDir().mkpath(out);
    const ExportReport report = exportClusterOverview(overview, out, QSize(1200, 700));
    CHECK(report.errors.isEmpty());
    for (const char* name : {"cluster-phases.png", "cluster-heatmap.png", "cluster-communication.png",
                             "cluster-link-matrix.png", "cluster-links.csv", "cluster-ranks.csv", "cluster-steps.csv"})
        CHECK(fs::exists(dir.path() / "out" / name));
    const QImage image(out + QStringLiteral("/cluster-phases.png"));
    CHECK(image.size() == QSize(1200, 700));
    CHECK(test::colourVariety(image) > 20);
    QFile csv(out + QStringLiteral("/cluster-ranks.csv"));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    CHECK(lines[0].startsWith("Rank,Steps,Stage,Preparing (ms),Computing (ms)"));
    CHECK(lines.size() >= 41);
}

TEST_CASE("Cluster view: the phase chart's title reads without spaces around the sort key in Chinese, the heat map's too")
{
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    SelectionState selection;
    {
        ClusterPanel panel(&selection);
        panel.resize(1366, 768);
        panel.show();
        panel.showCluster(overviewOf(level1));
        CHECK(panel.phaseChart()->titleText() == QStringLiteral("Mean step phases per rank, sorted by step time"));
        CHECK(panel.heatMap()->titleText() == QStringLiteral("Step time per rank and step (ms)"));
    }
    TranslationScope zh(QStringLiteral("zh_CN"));
    REQUIRE(zh.ok());
    ClusterPanel panel(&selection);
    panel.resize(1366, 768);
    panel.show();
    panel.showCluster(overviewOf(level1));
    CHECK(panel.phaseSortSelector()->currentText() == QStringLiteral("步耗时"));
    CHECK(panel.phaseChart()->titleText() == QStringLiteral("各 Rank 的平均步阶段，按步耗时排序"));
    CHECK(panel.heatMap()->titleText() == QStringLiteral("各 Rank 各步的步耗时 (ms)"));
    // The report's heading of the same table, through core's translator.
    const Translator* t = translatorFor("zh_CN");
    REQUIRE(t);
    CHECK(SL_MSG("report.cluster.phases", "Step phases per rank (mean per step, by {phase})")
              .arg("phase", SL_MSG("report.cluster.by-step", "step time"))
              .text(t) == "各 Rank 的步阶段（每步平均，按步耗时排序）");
}

TEST_CASE("Cluster view: the heat map's step labels never run into one another, at any width")
{
    // 50,000 steps: five-digit labels. A fixed twenty labels overlapped below ~900 pixels.
    RankStepGrid grid;
    grid.ranks = {0, 1};
    for (long long step = 1; step <= 50000; ++step)
        grid.steps.push_back(step);
    for (std::size_t i = 0; i < 2 * grid.steps.size(); ++i)
        grid.values.push_back(50.0 + double(i % 7));
    grid.minMs = 50;
    grid.maxMs = 56;
    grid.metricName = QStringLiteral("Step time");
    RankStepHeatMap heat;
    heat.setGrid(grid);
    heat.show();
    auto labelsAt = [&heat](int width) {
        heat.resize(width, 300);
        QApplication::processEvents();
        heat.replot();
        auto ticker = qSharedPointerCast<QCPAxisTickerText>(heat.xAxis->ticker());
        const QFontMetrics metrics(heat.xAxis->tickLabelFont());
        double previousRight = -1e9;
        int overlaps = 0;
        for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
            const double centre = heat.xAxis->coordToPixel(it.key());
            const double half = metrics.horizontalAdvance(it.value()) / 2.0;
            if (centre - half < previousRight)
                ++overlaps;
            previousRight = centre + half;
        }
        CHECK(overlaps == 0);
        return int(ticker->ticks().size());
    };
    const int narrow = labelsAt(500), wide = labelsAt(1400);
    CHECK(narrow >= 3);
    CHECK(wide > narrow); // laid out again for the new width
}

TEST_CASE("Cluster view: with more steps than pixels a heat map column is a group, showing and opening its slowest")
{
    // 8 ranks x 50,000 steps: one cell per step made a 50,000-pixel image, mirrored and scaled on every replot.
    RankStepGrid grid;
    grid.ranks = {0, 1, 2, 3, 4, 5, 6, 7};
    for (long long step = 1; step <= 50000; ++step)
        grid.steps.push_back(step);
    grid.values.assign(grid.ranks.size() * grid.steps.size(), 50.0);
    grid.values[3 * grid.steps.size() + 31233] = 90.0; // rank 3, step 31234
    grid.minMs = 50;
    grid.maxMs = 90;
    grid.metricName = QStringLiteral("Step time");
    RankStepHeatMap heat;
    heat.resize(700, 300);
    heat.setGrid(grid);
    heat.show();
    QApplication::processEvents();
    heat.replot();
    const int group = heat.stepsPerColumn();
    CHECK(group > 50);
    CHECK(heat.colorMap()->data()->keySize() < 700);
    CHECK(heat.xAxis->label().startsWith(QStringLiteral("Step (each column: the slowest of ")));
    // The slow step's column on rank 3 shows 90 ms and opens step 31234. A column is about a pixel wide, so
    // the test finds its pixel by asking every pixel of the row.
    const int column = 31233 / group;
    CHECK(heat.colorMap()->data()->cell(column, 3) == 90.0);
    const int y3 = int(heat.yAxis->coordToPixel(3)), y2 = int(heat.yAxis->coordToPixel(2));
    int slowX = -1;
    for (int x = 0; x < heat.width() && slowX < 0; ++x)
        if (heat.cellAt(QPoint(x, y3)) == std::pair<int, int>{3, 31233})
            slowX = x;
    REQUIRE(slowX >= 0);
    CHECK(heat.cellToolTip(QPoint(slowX, y3)).contains(QStringLiteral("the slowest of steps")));
    QSignalSpy clicked(&heat, &RankStepHeatMap::cellClicked);
    QTest::mouseClick(&heat, Qt::LeftButton, {}, QPoint(slowX, y3));
    REQUIRE(clicked.size() == 1);
    CHECK(clicked.first().at(0).toInt() == 3);
    CHECK(clicked.first().at(1).toLongLong() == 31234);
    // The same column on rank 2, all equal there, opens the group's first step.
    CHECK(heat.cellAt(QPoint(slowX, y2)) == std::pair<int, int>{2, column * group});
    // Wider, the groups get smaller; a grid narrower than the plot is drawn cell for cell.
    heat.resize(1300, 300);
    QApplication::processEvents();
    CHECK(heat.stepsPerColumn() < group);
    RankStepGrid small = grid;
    small.steps.resize(40);
    small.values.assign(small.ranks.size() * small.steps.size(), 50.0);
    heat.setGrid(small);
    CHECK(heat.stepsPerColumn() == 1);
    CHECK(heat.xAxis->label() == QStringLiteral("Step"));
}
