// The Memory panel, its chart and table, the static graph tab, the comparison's memory page and
// `steplens export` on the torch_npu samples, built off screen. Values from python3 over the files
// (see tests/core/analysis/memory_analysis_test.cpp). Screenshots go to <build>/widget-shots.
#include "analysis/memory_curve.h"
#include "charts/chartexport.h"
#include "charts/memorychart.h"
#include "charts/memorycurveplottable.h"
#include "charts/staticmemorychart.h"
#include "common/selectionstate.h"
#include "compare/comparememorypage.h"
#include "compare/comparisonview.h"
#include "gui/exportcommand.h"
#include "models/celltablemodel.h"
#include "panels/memorypanel.h"
#include "panels/sectionmessage.h"
#include "run_lookup.h"
#include "style/formatting.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QCheckBox>
#include <QFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>

using namespace steplens;

namespace {

using test::rankIndex;

ViewSnapshot snapshotOf(const std::string& folder, int rank, const AnalysisOptions& options = {})
{
    auto run = std::make_shared<const Run>(loadRun(folder));
    return ViewSnapshot::analysedRank(run, rankIndex(*run, rank), 0.1, options);
}

// Blocks of the table's rows that the chart's visible range holds, counted by hand.
int blocksOverlapping(const MemoryPanel& panel, Nanos begin, Nanos end)
{
    int n = 0;
    const auto rows = panel.blockModel()->rows();
    for (const MemoryBlockRow& r : *rows)
        n += r.block().overlaps(begin, end) ? 1 : 0;
    return n;
}

} // namespace

TEST_CASE("Memory panel on text level1 rank 0: curves, peak, step band, the operator table and its filters")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = snapshotOf(folder, 0);
    SelectionState selection;
    MemoryPanel panel(&selection);
    panel.resize(1200, 820);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.hasData());
    CHECK(MemoryPanel::hasMemoryData(s));
    CHECK(panel.captionText().startsWith(QStringLiteral(
        "Rank 0 · peak allocated 1261.0 MB (PTA+GE) at 169.44 ms in step 50 · peak reserved 2113.7 MB (APP) at ")));
    CHECK(panel.captionText().contains(QStringLiteral("peak active 1188.0 MB (PTA) at 169.29 ms in step 50")));
    CHECK(panel.captionText().contains(QStringLiteral("device memory not stated by the files")));
    CHECK(panel.captionText().contains(
        QStringLiteral("PTA had 1452.0 MB reserved when it had allocated the most (1188.0 MB): 264.02 MB (18.2 %) "
                       "unused")));
    CHECK(panel.notesText().isEmpty());

    MemoryChart* chart = panel.chart();
    CHECK(chart->curvePlottables().size() == 9);
    CHECK(chart->visibleCurveCount() == 9);
    CHECK(chart->components() ==
          QStringList{QStringLiteral("APP"), QStringLiteral("PTA"), QStringLiteral("PTA+GE"), QStringLiteral("GE")});
    CHECK(chart->peakLabelText() == QStringLiteral("Peak 1261.0 MB (PTA+GE) at 169.4 ms, step 50"));
    CHECK(chart->stepBandCount() == 1);
    CHECK(chart->stepAtKey(169.4) == 50);
    CHECK(chart->capacityLabelText().isEmpty());
    // At the peak the hover names every curve's value; PTA+GE allocated is the peak itself.
    const QString tip = chart->toolTipAt(169.43853);
    CHECK(tip.contains(QStringLiteral("step 50")));
    CHECK(tip.contains(QStringLiteral("PTA+GE allocated: 1261.0 MB")));
    CHECK(tip.contains(QStringLiteral("APP reserved: 2113.7 MB")));
    CHECK(chart->yAxis->range().upper >= 2113.73);

    // Active off: the three active curves leave the chart.
    panel.metricBox(MemoryMetric::Active)->setChecked(false);
    CHECK(chart->visibleCurveCount() == 7);
    panel.metricBox(MemoryMetric::Active)->setChecked(true);

    // The table: every block while the whole capture is on show, largest first.
    VectorTableModel<MemoryBlockRow>* model = panel.blockModel();
    REQUIRE(model->waitForOrder());
    CHECK(model->dataRowCount() == 184);
    CHECK(model->shownRowCount() == 184);
    CHECK(model->rowAt(0).name == "aten::mm");
    CHECK(model->rowAt(0).block().sizeMB == Approx(144.00048828125));
    CHECK(model->data(model->index(0, 1)).toString() == QStringLiteral("144.00"));
    CHECK(model->data(model->index(0, 2)).toString() == fmt::msNumber(158.54447));
    CHECK(model->data(model->index(0, 3)).toString() == QStringLiteral("—")); // never released
    CHECK(model->data(model->index(0, 8)).toString() == QStringLiteral("held"));
    CHECK(panel.tableStatusText() == QStringLiteral("184 of 184 blocks"));
    panel.aliveOnlyBox()->setChecked(true);
    REQUIRE(model->waitForOrder());
    CHECK(model->shownRowCount() == 43);
    panel.topBox()->setValue(4); // the four largest blocks overall are all held at the peak
    REQUIRE(model->waitForOrder());
    CHECK(model->shownRowCount() == 4);
    panel.aliveOnlyBox()->setChecked(false);
    panel.topBox()->setValue(6);
    REQUIRE(model->waitForOrder());
    CHECK(model->shownRowCount() == 6);
    CHECK(model->rowAt(5).name == "cann::trans_TransData_0"); // 49.0625 MB, allocated before TransData_24
    panel.topBox()->setValue(0);

    // Zooming the chart to 2 ms around the peak filters the table to the blocks held then.
    const Nanos peak = s.analysis->memory->peakAllocated->time;
    chart->showRange(peak - 1000000, peak + 1000000);
    panel.applyRangeNow();
    REQUIRE(model->waitForOrder());
    const auto [begin, end] = chart->visibleRange();
    CHECK(begin < peak - 1000000);
    CHECK(end > peak + 1000000);
    const int inView = blocksOverlapping(panel, begin, end);
    CHECK(inView > 43);
    CHECK(inView < 184);
    CHECK(model->shownRowCount() == inView);
    chart->replot();
    test::saveShot(&panel, QStringLiteral("memory-level1-zoomed"));

    // A click on a block marks its lifetime and selects it as the time range (the timeline follows).
    panel.selectBlockRow(0);
    CHECK(chart->hasHighlight());
    const MemoryBlockRow& first = model->rowAt(0);
    CHECK(selection.rangeBegin() == first.block().allocated);
    CHECK(selection.rangeEnd() == first.block().released.value_or(s.analysis->memory->end));
    // ...without zooming this chart to it.
    CHECK(chart->visibleRange() == std::make_pair(begin, end));

    // A step picked elsewhere zooms the chart to it.
    chart->resetZoom();
    selection.setSelectedStep(50);
    const auto [b50, e50] = chart->visibleRange();
    CHECK(b50 <= 1736408883686740710LL);
    // The step ends 21 ms after the last memory record; the chart stops a little after the capture.
    CHECK(e50 >= s.analysis->memory->end);
    CHECK(e50 - b50 < 200000000LL);

    // Export: the chart and the table.
    QStringList ids;
    for (const ExportItem& item : panel.exportItems())
        ids << item.id;
    CHECK(ids == QStringList{QStringLiteral("memory"), QStringLiteral("memory-operators")});
    chart->resetZoom();
    test::TempDir out;
    const QString png = QString::fromStdString(out.file("memory.png"));
    REQUIRE(saveWidgetImage(chart, png, QSize(1600, 900)));
    const QImage image(png);
    CHECK(image.size() == QSize(1600, 900));
    CHECK(test::colourVariety(image) > 10);
    image.save(QString::fromUtf8(STEPLENS_BINARY_DIR) + QStringLiteral("/widget-shots/memory-level1-chart.png"));
    panel.applyRangeNow();
    REQUIRE(model->waitForOrder());
    CHECK(model->shownRowCount() == 184);
    chart->replot();
    test::saveShot(&panel, QStringLiteral("memory-level1-panel"));
}

TEST_CASE("Memory panel on test_rank_1: one timestamp, another capture, the static graphs tab")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_1");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    SelectionState selection;
    MemoryPanel panel(&selection);
    panel.resize(1200, 820);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.hasData());
    CHECK(panel.notesText().contains(QStringLiteral("All 30 rows of memory_record share one timestamp")));
    CHECK(panel.notesText().contains(QStringLiteral("operator_memory and memory_record cover different times")));
    CHECK(panel.chart()->peakLabelText() == QStringLiteral("Peak 4599.7 MB (PTA) at 0.000 ms"));
    // operator_memory lies outside the chart's instant: the table is not filtered by the chart's range.
    REQUIRE(panel.blockModel()->waitForOrder());
    CHECK(panel.blockModel()->shownRowCount() == 21);
    panel.aliveOnlyBox()->setChecked(true);
    REQUIRE(panel.blockModel()->waitForOrder());
    CHECK(panel.blockModel()->shownRowCount() == 14);
    CHECK(panel.blockModel()->rowAt(0).name == "aten::native_batch_norm");

    REQUIRE(panel.tabs()->count() == 2);
    CHECK(panel.tabs()->tabText(1) == QStringLiteral("Static graphs"));
    StaticMemoryChart* statics = panel.staticChart();
    CHECK(statics->graphCount() == 2);
    CHECK(statics->heldAt(0, 27) == Approx(6152.743164063 / 1024));
    CHECK(statics->heldAt(1, 32) == Approx(8496.461914063 / 1024));
    CHECK(std::isnan(statics->heldAt(0, -5)));
    CHECK(panel.staticModel()->dataRowCount() == 54);
    QStringList ids;
    for (const ExportItem& item : panel.exportItems())
        ids << item.id;
    CHECK(ids == QStringList{QStringLiteral("memory"), QStringLiteral("memory-operators"),
                             QStringLiteral("memory-static"), QStringLiteral("memory-static-ops")});
    panel.chart()->replot();
    test::saveShot(&panel, QStringLiteral("memory-test-rank-1"));
    panel.tabs()->setCurrentIndex(1);
    statics->replot();
    test::saveShot(&panel, QStringLiteral("memory-test-rank-1-static"));
}

TEST_CASE("Memory panel on test_rank_0 with the device memory set: the capacity line")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_0");
    REQUIRE_FIXTURE(folder);
    AnalysisOptions options;
    REQUIRE(options.thresholds.set(ThresholdKey::DeviceMemoryMb, 12288));
    const ViewSnapshot s = snapshotOf(folder, 0, options);
    SelectionState selection;
    MemoryPanel panel(&selection);
    panel.resize(1200, 820);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.hasData());
    CHECK(panel.chart()->capacityLabelText() == QStringLiteral("Device memory 12288.0 MB"));
    CHECK(panel.captionText().contains(QStringLiteral("device memory 12288.0 MB (device_memory_mb)")));
    CHECK(panel.chart()->yAxis->range().upper >= 12288);
    CHECK(panel.notesText().contains(QStringLiteral("not the allocated peak of memory_record at 68.556 ms")));
    panel.chart()->replot();
    test::saveShot(&panel, QStringLiteral("memory-test-rank-0"));
}

TEST_CASE("Memory panel without memory files says what it looks for")
{
    SelectionState selection;
    MemoryPanel panel(&selection);
    panel.resize(800, 600);
    const ViewSnapshot s = test::fixtureSnapshot(test::profilerFixture());
    if (!s.profile) {
        WARN("skipped: ../shared/fixtures is absent");
        return;
    }
    panel.showSnapshot(s);
    CHECK_FALSE(panel.hasData());
    CHECK(panel.message()->title() == QStringLiteral("This folder has no memory data"));
    CHECK(panel.exportItems().isEmpty());
}

TEST_CASE("Memory chart: a curve of two million samples draws a few thousand vertices per frame")
{
    // A saw-tooth allocator curve: 2,000,000 samples 100 ns apart, a spike of 9000 MB in the middle.
    auto curves = std::make_shared<std::vector<MemoryCurve>>(1);
    MemoryCurve& c = curves->front();
    c.component = "PTA";
    c.metric = MemoryMetric::Allocated;
    c.samples.samples.reserve(2000000);
    for (int i = 0; i < 2000000; ++i)
        c.samples.samples.emplace_back(Nanos(i) * 100, i == 1000001 ? 9000.0 : double(1000 + i % 997));
    c.peakMB = 9000;
    c.peakTime = Nanos(1000001) * 100;
    MemoryAnalysis m;
    m.curves = curves;
    m.begin = 0;
    m.end = c.samples.samples.back().first;
    m.records = c.samples.samples.size();
    m.components.push_back(MemoryComponent{"PTA", c.samples.samples.size(), {}, false, false, false});
    m.peakAllocated = MemoryPeak{9000, c.peakTime, "PTA", -1};
    MemoryChart chart;
    chart.resize(1600, 900);
    chart.setAnalysis(m, QStringLiteral("synthetic"));
    const QPixmap frame = chart.toPixmap(1600, 900);
    REQUIRE(chart.curvePlottables().size() == 1);
    const std::size_t vertices = chart.curvePlottables().front()->lastVertexCount();
    CHECK(vertices > 1000);
    CHECK(vertices <= std::size_t(5 * chart.axisRect()->width() + 2));
    // The spike is drawn: the value axis reaches it and the image has its colour near the top.
    CHECK(chart.yAxis->range().upper >= 9000);
    CHECK(test::colourVariety(frame.toImage()) > 4);
}

TEST_CASE("Comparison memory page: level1 against level0, aligned on step 50, the peak difference")
{
    const std::string a = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    const std::string b = test::fixture(test::kMsinsight + "test/data/pytorch/text/level0");
    REQUIRE_FIXTURE(a);
    REQUIRE_FIXTURE(b);
    ComparisonSnapshot s;
    s.a.folder = QString::fromStdString(a);
    s.b.folder = QString::fromStdString(b);
    s.a.run = std::make_shared<const Run>(loadRun(a));
    s.b.run = std::make_shared<const Run>(loadRun(b));
    s.requestedRank = 0;
    completeComparison(s);
    REQUIRE(s.comparison);
    ComparisonView view;
    view.resize(1300, 860);
    view.show();
    view.showComparison(s);
    CompareMemoryPage* page = view.memoryPage();
    REQUIRE(page->hasData());
    // Peak allocated: 1261.04296875 MB in A, 1188.1064453125 MB in B.
    CHECK(page->summaryText().contains(
        QStringLiteral("Peak allocated: A 1261.04 MB, B 1188.11 MB, ▼ −72.94 MB (−5.8 %)")));
    CHECK(page->summaryText().contains(QStringLiteral("Aligned on the start of step 50 in both runs.")));
    CHECK(page->table()->rowCount() == 3);
    CHECK(page->table()->cell(0, 3).value.toDouble() == Approx(1188.1064453125 - 1261.04296875));
    CHECK(page->table()->cell(0, 3).change == Change::Better);
    MemoryChart* chart = page->chart();
    CHECK(chart->titleText() == QStringLiteral("A and B, aligned on the start of step 50"));
    CHECK(chart->curvePlottables().size() == 4); // PTA+GE allocated and reserved of each run
    // Time 0 is the start of step 50 in both: A's peak at 56.656 ms into the step, B's at 59.132 ms.
    CHECK(chart->peakLabelText() == QStringLiteral("A peak 1261.0 MB\nB peak 1188.1 MB"));
    const auto* pa = chart->curvePlottables()[0];
    const auto* pb = chart->curvePlottables()[2];
    CHECK(pa->origin() == 1736408883686740710LL);
    CHECK(pb->origin() == 1736405443862052130LL);
    CHECK(*pa->valueAtKey(56.65574) == 1261.04296875);
    CHECK(*pb->valueAtKey(59.13215) == 1188.1064453125);
    bool exported = false;
    for (const ExportItem& item : view.exportItems())
        exported |= item.id == QStringLiteral("compare-memory") && item.chart == chart;
    CHECK(exported);
    view.tabs()->setCurrentWidget(page);
    chart->replot();
    test::saveShot(&view, QStringLiteral("memory-compare-level1-level0"));
}

TEST_CASE("steplens export on a 2.x folder writes rank<N>-memory.png and the operator memory table")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    test::TempDir out;
    const std::string outDir = out.file("exported");
    REQUIRE(exportCommand({folder, "--out", outDir, "--size", "1200x700"}) == 0);
    namespace fs = std::filesystem;
    for (const char* name :
         {"rank0-memory.png", "rank0-memory-operators.csv", "rank1-memory.png", "rank1-memory-operators.csv"})
        CHECK(fs::exists(fs::path(outDir) / name));
    const QImage image(QString::fromStdString((fs::path(outDir) / "rank0-memory.png").string()));
    CHECK(image.size() == QSize(1200, 700));
    CHECK(test::colourVariety(image) > 10);
    QFile csv(QString::fromStdString((fs::path(outDir) / "rank0-memory-operators.csv").string()));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = csv.readAll().split('\n');
    while (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    REQUIRE(lines.size() == 185); // header + 184 blocks
    CHECK(lines[0] == "Operator,Size (MB),Allocated at (ms),Released at (ms),Lifetime (ms),Allocated total (MB),"
                      "Reserved total (MB),Active total (MB),At peak");
    CHECK(lines[1].startsWith("aten::mm,144.000488"));
}
