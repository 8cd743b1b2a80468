// Data-pipeline panel: the graph marks exactly what the pipeline rule flags, clicks chart a queue or
// an op and open the op's finding, a pipeline op picked elsewhere is selected, exports are not blank.
#include "analysis/pipeline_queues.h"
#include "charts/chartexport.h"
#include "charts/pipelinegraphview.h"
#include "charts/serieschart.h"
#include "common/selectionstate.h"
#include "panels/pipelinepanel.h"
#include "panels/sectionmessage.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <catch2/catch.hpp>

#include <fstream>

using namespace steplens;

namespace {

QList<int> ruleFlags(const ViewSnapshot& s)
{
    QList<int> ids;
    for (const FlaggedPipelineOp& f : s.analysis->pipelineBottleneck->flagged)
        ids << f.opId;
    std::sort(ids.begin(), ids.end());
    return ids;
}

QList<int> sorted(QList<int> ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

// Clicks the middle of a node the way a user would.
void clickNode(PipelineGraphView* view, int node)
{
    REQUIRE(node >= 0);
    const QRectF r = view->nodeRectInView(node);
    REQUIRE(view->rect().contains(r.center().toPoint()));
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, r.center().toPoint());
}

} // namespace

TEST_CASE("Pipeline graph on the baseline: MapOp_2 outlined between a full and an empty queue")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    REQUIRE(s.analysis->pipelineBottleneck);
    SelectionState selection;
    PipelinePanel panel(&selection);
    panel.resize(1300, 850);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.showsData());
    QTest::qWait(20);

    // Exactly the ops the rule flags, and that is the augment map op.
    CHECK(panel.flaggedOps() == ruleFlags(s));
    CHECK(panel.flaggedOps() == QList<int>{2});
    CHECK(panel.limitOp() == -1);
    PipelineGraphView* view = panel.graph();
    const PipelineGraphLayout& g = view->graphLayout();
    CHECK(view->nodeCount() == 9); // 5 ops (EpochCtrl included), 4 queues
    const int map = g.opNode(2);
    REQUIRE(map >= 0);
    CHECK(view->nodeText(map).title == QStringLiteral("MapOp_2"));
    CHECK(view->nodeText(map).flagText == QStringLiteral("input 94.4 % full, output 3.9 %"));
    CHECK(view->nodeText(map).lines.first().startsWith(QStringLiteral("1 worker · CPU")));
    // Its input queue (Cifar10's output) and its own output queue, coloured by their fill.
    const Pipeline& pipeline = *s.profile->pipeline;
    REQUIRE(view->nodeText(g.queueNode(3)).usage);
    CHECK(*view->nodeText(g.queueNode(3)).usage == Approx(pipeline.find(3)->usage));
    CHECK(*view->nodeText(g.queueNode(3)).usage > 0.9);
    CHECK(*view->nodeText(g.queueNode(2)).usage < 0.06);
    CHECK_FALSE(view->nodeText(g.opNode(4)).flagged); // EpochCtrlOp, no queue
    CHECK(view->nodeText(g.opNode(4)).lines.last() == QStringLiteral("no output queue"));
    CHECK(panel.summaryText().contains(QStringLiteral("Bottleneck: MapOp_2 (outlined)")));
    // Every box of the fitted graph is inside the view.
    for (int i = 0; i < view->nodeCount(); ++i)
        CHECK(view->rect().contains(view->nodeRectInView(i).toAlignedRect()));
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-baseline"));

    // A click on Cifar10's queue charts its size series, the same numbers as core's.
    const std::vector<OpQueueSeries> series = pipelineQueueSeries(pipeline);
    const OpQueueSeries* cifar = nullptr;
    for (const OpQueueSeries& q : series)
        if (q.opId == 3)
            cifar = &q;
    REQUIRE(cifar);
    clickNode(view, g.queueNode(3));
    QTest::qWait(20); // the chart replots queued
    CHECK(view->selectedNode() == g.queueNode(3));
    CHECK(selection.selectedPipelineOp() == 3);
    REQUIRE(panel.detailChart()->seriesCount() == 1);
    const SeriesChart::Series& size = panel.detailChart()->series(0);
    REQUIRE(size.values.size() == int(cifar->sizes.size()));
    for (int i = 0; i < size.values.size(); ++i)
        CHECK(size.values[i] == cifar->sizes[std::size_t(i)]);
    CHECK(size.keys[1] == Approx(cifar->intervalMs / 1000));
    CHECK(panel.detailText().contains(QStringLiteral("Output queue of Cifar10Op_3")));
    CHECK(panel.detailText().contains(QStringLiteral("empty in %1 of the %2 samples")
                                          .arg(QString::number(cifar->emptyPct, 'f', 1) + QStringLiteral(" %"))
                                          .arg(cifar->sizes.size())));
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-baseline-queue"));

    // A click on the flagged op: its CPU use below, and its finding opened in the tuning assistant.
    QSignalSpy panels(&selection, &SelectionState::panelRequested);
    clickNode(view, map);
    CHECK(selection.selectedPipelineOp() == 2);
    CHECK(selection.selectedFinding() == QStringLiteral("data-processing-bottleneck"));
    REQUIRE(panels.size() == 1);
    CHECK(panels.first().first().toString() == QStringLiteral("tuningAssistantPanel"));
    REQUIRE(panel.detailChart()->seriesCount() == 1);
    const CpuSeries& cpu = s.profile->cpu->ops.at(2);
    CHECK(panel.detailChart()->series(0).values.size() == int(cpu.user.size()));
    CHECK(panel.detailChart()->series(0).values.last() == Approx(cpu.user.back() + cpu.sys.back()));
    CHECK(panel.detailText().contains(QStringLiteral("per worker")));
    // The view did not jump: the click was where the user looks.
    const QRectF before = view->nodeRectInView(map);

    // A pipeline op picked elsewhere (an evidence link) selects its node and keeps it in view.
    view->zoomBy(3, QPointF(0, 0)); // far away from op 1
    selection.setSelectedPipelineOp(1);
    CHECK(view->selectedNode() == g.opNode(1));
    CHECK(view->rect().contains(view->nodeRectInView(g.opNode(1)).center().toPoint()));
    CHECK(panel.detailText().startsWith(QStringLiteral("MapOp_1")));
    Q_UNUSED(before);

    // Background click: nothing picked.
    view->fitToView();
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, QPoint(view->width() - 3, view->height() - 3));
    CHECK(view->selectedNode() == -1);
    CHECK(panel.detailChart()->emptyText() == QStringLiteral("Nothing picked"));

    // Exports: PNG at the requested size and not blank; SVG and PDF written.
    test::TempDir tmp;
    REQUIRE(panel.exportItems().size() == 1);
    CHECK(panel.exportItems().first().id == QStringLiteral("pipeline"));
    const QString png = QString::fromStdString(tmp.file("pipeline.png"));
    REQUIRE(saveWidgetImage(panel.exportItems().first().chart, png, QSize(1400, 700)));
    const QImage image(png);
    CHECK(image.size() == QSize(1400, 700));
    CHECK(test::colourVariety(image) > 30);
    for (const char* name : {"pipeline.svg", "pipeline.pdf"}) {
        const QString path = QString::fromStdString(tmp.file(name));
        REQUIRE(saveWidgetImage(view, path, QSize(1000, 600)));
        CHECK(QFileInfo(path).size() > 1000);
    }
    image.save(QString::fromUtf8(STEPLENS_BINARY_DIR) + QStringLiteral("/widget-shots/pipeline-baseline-export.png"));

    // A narrow dock (the default layout gives the tab area about 720 pixels): the whole graph still
    // fits, reduced to names and fills that stay readable.
    panel.resize(720, 600);
    QTest::qWait(20);
    view->fitToView();
    CHECK(view->zoom() < 0.6);
    for (int i = 0; i < view->nodeCount(); ++i)
        CHECK(view->rect().contains(view->nodeRectInView(i).toAlignedRect()));
    test::saveShot(&panel, QStringLiteral("pipeline-baseline-narrow"));
    panel.resize(1300, 850);

    // The dark palette, for a look.
    clickNode(view, map);
    panel.setPalette(test::darkPalette());
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-baseline-dark"));
}

TEST_CASE("Pipeline graph when every queue is high: the limit is marked on the root, its finding opened")
{
    const ViewSnapshot s = test::exampleSnapshot("3-c-transforms");
    REQUIRE(s.analysis);
    REQUIRE(s.analysis->pipelineBottleneck);
    REQUIRE(s.analysis->pipelineBottleneck->allQueuesHigh);
    SelectionState selection;
    PipelinePanel panel(&selection);
    panel.resize(1300, 850);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.showsData());
    QTest::qWait(20);
    // Not in sink mode: the root EpochCtrlOp_4 is where batches leave the pipeline.
    CHECK(panel.limitOp() == 4);
    CHECK(panel.flaggedOps() == QList<int>{4});
    PipelineGraphView* view = panel.graph();
    const int root = view->graphLayout().opNode(4);
    CHECK(view->nodeText(root).flagText == QStringLiteral("sending to the device is the limit"));
    CHECK(panel.summaryText().contains(QStringLiteral("Every queue below the root BatchOp_0 is at least 80.0 % full")));
    // minddata_pipeline_raw_0.csv of the run: 83.4, 85.9 and 90.1 % below the root; BatchOp_0's own 0.5 %.
    for (int i = 0; i < view->nodeCount(); ++i) {
        const GraphNode& n = view->graphLayout().nodes[std::size_t(i)];
        if (n.kind == GraphNodeKind::Queue && n.opId != 0)
            CHECK(*view->nodeText(i).usage >= 0.8);
    }
    CHECK(view->nodeText(view->graphLayout().queueNode(1)).title == QStringLiteral("83.4 %"));
    CHECK(view->nodeText(view->graphLayout().queueNode(0)).title == QStringLiteral("0.5 %"));
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-c-transforms"));

    QString transfer;
    for (const Finding& f : s.analysis->findings)
        for (const Evidence& e : f.evidence)
            if (e.kind == Evidence::Kind::PipelineOp && e.pipelineOpId == -1)
                transfer = QString::fromStdString(f.id);
    REQUIRE_FALSE(transfer.isEmpty());
    clickNode(view, root);
    CHECK(selection.selectedFinding() == transfer);

    // Sink mode: DeviceQueueOp_0 is the root and carries the mark.
    const ViewSnapshot sink = test::exampleSnapshot("4-sink-mode");
    REQUIRE(sink.analysis);
    panel.showSnapshot(sink);
    REQUIRE(sink.analysis->pipelineBottleneck->allQueuesHigh);
    CHECK(panel.limitOp() == 0);
    CHECK(panel.graph()->nodeText(panel.graph()->graphLayout().opNode(0)).lines.last() ==
          QStringLiteral("sends batches to the device"));
    CHECK(panel.graph()->nodeText(panel.graph()->graphLayout().opNode(0)).badge == QStringLiteral("the limit"));
    CHECK(panel.graph()->caption().startsWith(QStringLiteral("Data pipeline of rank 0: 6 ops")));
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-sink-mode"));
}

TEST_CASE("Pipeline graph on real runs: run_2's whole tree, profiler rank 0's two TFReaders")
{
    const std::string run2 = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(run2);
    SelectionState selection;
    PipelinePanel panel(&selection);
    panel.resize(1200, 800);
    panel.show();
    const ViewSnapshot a = test::fixtureSnapshot(run2);
    REQUIRE(a.analysis);
    panel.showSnapshot(a);
    REQUIRE(panel.showsData());
    CHECK(panel.graph()->graphLayout().opNode(4) >= 0); // EpochCtrlOp from pipeline_profiling
    CHECK(sorted(panel.flaggedOps()) == ruleFlags(a));
    CHECK(panel.flaggedOps() == QList<int>{3});
    CHECK(panel.graph()->nodeText(panel.graph()->graphLayout().opNode(3)).flagText ==
          QStringLiteral("source queue only 0.0 % full"));
    CHECK(panel.summaryText().contains(QStringLiteral("minddata_pipeline_raw_1.csv")));
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-run2"));

    const std::string prof = test::profilerFixture();
    auto run = std::make_shared<const Run>(loadRun(prof));
    std::size_t rank0 = 0, rank10 = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i) {
        if (run->ranks[i].rank == 0)
            rank0 = i;
        if (run->ranks[i].rank == 10)
            rank10 = i;
    }
    const ViewSnapshot b = ViewSnapshot::analysedRank(run, rank0);
    panel.showSnapshot(b);
    REQUIRE(panel.showsData());
    CHECK(sorted(panel.flaggedOps()) == ruleFlags(b));
    CHECK(sorted(panel.flaggedOps()) == QList<int>{2, 3});
    CHECK(panel.summaryText().contains(QStringLiteral("describes another pipeline")));
    CHECK(panel.graph()->nodeCount() == 7); // Batch (no queue), Shuffle and 2 TFReaders with queues
    // The queue chart takes the CSV's series, not the other pipeline's.
    panel.activateNode(panel.graph()->graphLayout().queueNode(2));
    QTest::qWait(20);
    REQUIRE(panel.detailChart()->seriesCount() == 1);
    CHECK(panel.detailChart()->series(0).values == QVector<double>{10, 20, 30});
    QTest::qWait(20);
    test::saveShot(&panel, QStringLiteral("pipeline-profiler-rank0"));

    // Rank 10 has no pipeline file: the panel says what it looks for.
    panel.showSnapshot(ViewSnapshot::analysedRank(run, rank10));
    CHECK_FALSE(panel.showsData());
    CHECK(panel.message()->title() == QStringLiteral("This folder has no data-pipeline files"));
    CHECK(panel.exportItems().isEmpty());
}

TEST_CASE("Pipeline graph: a pipeline file that cannot be read is named with the reader's diagnostic")
{
    test::TempDir dir;
    {
        std::ofstream out(dir.file("minddata_pipeline_raw_0.csv"));
        out << "not,a,pipeline\n1,2,3\n";
    }
    {
        std::ofstream out(dir.file("minddata_cpu_utilization_0.json"));
        out << R"({"sampling_interval": 100, "cpu_processor_num": 4, "time_stamp": [1, 2],
                  "device_info": {"user_utilization": [1, 2]}})";
    }
    auto run = std::make_shared<const Run>(loadRun(dir.path().string()));
    REQUIRE_FALSE(run->ranks.empty());
    SelectionState selection;
    PipelinePanel panel(&selection);
    panel.showSnapshot(ViewSnapshot::analysedRank(run, 0));
    CHECK_FALSE(panel.showsData());
    CHECK(panel.message()->title() == QStringLiteral("The data-pipeline files could not be read"));
    CHECK(panel.message()->details().startsWith(QStringLiteral("minddata_pipeline_raw_0.csv")));
}

TEST_CASE("Pipeline graph view: 300 ops paint quickly, zoom keeps the point under the cursor")
{
    // A wide and deep tree: 300 ops, each attached to one of the 40 ops before it.
    std::vector<PipelineTreeOp> tree(1);
    tree[0].opId = 0;
    tree[0].hasQueue = true;
    QHash<int, PipelineGraphView::NodeText> ops, queues;
    unsigned seed = 7;
    for (int id = 1; id < 300; ++id) {
        seed = seed * 1103515245u + 12345u;
        const int parent = std::max(0, id - 1 - int((seed >> 16) % 40));
        tree[std::size_t(parent)].children.push_back(id);
        tree.push_back({id, id % 7 != 0, {}});
    }
    for (const PipelineTreeOp& op : tree) {
        PipelineGraphView::NodeText t;
        t.title = QStringLiteral("MapOp_%1").arg(op.opId);
        t.lines << QStringLiteral("4 workers") << QStringLiteral("output queue 50.0 % of 64");
        t.flagged = op.opId % 50 == 0;
        ops.insert(op.opId, t);
        PipelineGraphView::NodeText q;
        q.title = QStringLiteral("%1 %").arg(op.opId % 100);
        q.usage = (op.opId % 100) / 100.0;
        queues.insert(op.opId, q);
    }
    PipelineGraphView view;
    view.resize(1200, 800);
    view.show();
    view.setGraph(tree, ops, queues);
    REQUIRE(view.nodeCount() ==
            300 + int(std::count_if(tree.begin(), tree.end(), [](const auto& o) { return o.hasQueue; })));
    CHECK(view.graphLayout().notes.empty());
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < 10; ++i)
        view.grab();
    const qint64 fitted = timer.elapsed();
    view.zoomBy(4, QPointF(600, 400));
    timer.restart();
    for (int i = 0; i < 10; ++i)
        view.grab();
    const qint64 close = timer.elapsed();
    WARN("10 grabs of 300 ops: " << fitted << " ms fitted, " << close << " ms zoomed in");
    CHECK(fitted < 2000);
    CHECK(close < 2000);

    // Zooming around a point keeps the layout point under it.
    const int node = 5;
    const QPointF anchor = view.nodeRectInView(node).center();
    view.zoomBy(1.7, anchor);
    CHECK(view.nodeRectInView(node).center().x() == Approx(anchor.x()));
    CHECK(view.nodeRectInView(node).center().y() == Approx(anchor.y()));
    // Dragging pans by the mouse movement.
    const QPointF before = view.nodeRectInView(node).topLeft();
    QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, QPoint(300, 300));
    QMouseEvent move(QEvent::MouseMove, QPointF(360, 340), view.mapToGlobal(QPointF(360, 340)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &move);
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, QPoint(360, 340));
    CHECK(view.nodeRectInView(node).topLeft().x() == Approx(before.x() + 60));
    CHECK(view.nodeRectInView(node).topLeft().y() == Approx(before.y() + 40));
    CHECK(view.selectedNode() == -1); // a drag is not a click

    test::TempDir tmp;
    const QString png = QString::fromStdString(tmp.file("big.png"));
    REQUIRE(saveWidgetImage(&view, png, QSize(1600, 900)));
    const QImage image(png);
    CHECK(image.size() == QSize(1600, 900));
    image.save(QString::fromUtf8(STEPLENS_BINARY_DIR) + QStringLiteral("/widget-shots/pipeline-300-ops.png"));
    view.fitToView();
    view.zoomBy(2.5, QPointF(100, 400));
    QTest::qWait(20);
    test::saveShot(&view, QStringLiteral("pipeline-300-ops-zoomed"));
}
