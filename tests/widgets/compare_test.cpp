// Comparing two runs: the comparison view shows core's numbers (phase deltas, op diff statuses,
// pipeline changes, findings), swapping negates the deltas without reading the runs again, every
// chart exports, `steplens export --compare` writes the charts, tables and report.md, and
// `steplens A B` opens the comparison.
#include "charts/ascendstepchart.h"
#include "charts/chartexport.h"
#include "charts/deltabarchart.h"
#include "charts/pipelinegraphview.h"
#include "charts/stepdeltachart.h"
#include "charts/steptracechart.h"
#include "compare/comparefindingspage.h"
#include "compare/compareheader.h"
#include "compare/compareoperatorspage.h"
#include "compare/comparepipelinepage.h"
#include "compare/comparesteppage.h"
#include "compare/comparetimelineslot.h"
#include "compare/comparisonview.h"
#include "gui/exportcommand.h"
#include "models/celltablemodel.h"
#include "models/opdiffmodel.h"
#include "panels/pipelinepanel.h"
#include "style/deltastyle.h"
#include "style/formatting.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QFile>
#include <QScrollArea>
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>

using namespace steplens;

namespace {

std::shared_ptr<const Run> loadExample(const char* name)
{
    return std::make_shared<const Run>(loadRun(test::exampleRuns().run(name).string()));
}

// 1-baseline against 5-mixed-precision, analysed with a batch size of 128.
ComparisonSnapshot exampleComparison(bool swapped = false)
{
    ComparisonSnapshot s;
    const char* first = swapped ? "5-mixed-precision" : "1-baseline";
    const char* second = swapped ? "1-baseline" : "5-mixed-precision";
    s.a.folder = QString::fromStdString(test::exampleRuns().run(first).string());
    s.b.folder = QString::fromStdString(test::exampleRuns().run(second).string());
    s.a.run = loadExample(first);
    s.b.run = loadExample(second);
    s.options.steps.batchSize = 128;
    completeComparison(s);
    return s;
}

const Finding* findingIn(const ProfileAnalysis& a, const std::string& id)
{
    for (const Finding& f : a.findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace

TEST_CASE("comparison view: baseline against final shows core's numbers")
{
    REQUIRE(test::exampleRuns().ok);
    const ComparisonSnapshot s = exampleComparison();
    REQUIRE_FALSE(s.empty());
    // Core's own comparison of the same ranks, computed independently.
    const Profile& pa = s.a.run->ranks[0];
    const Profile& pb = s.b.run->ranks[0];
    const ProfileAnalysis aa = analyzeProfile(pa, s.options), ba = analyzeProfile(pb, s.options);
    const RunComparison core = compareProfiles(pa, aa, pb, ba);

    ComparisonView view;
    view.resize(1600, 1000);
    view.showComparison(s);
    REQUIRE(view.showsComparison());

    // Header: throughput and one tile per phase, with core's numbers, arrows and signs.
    const QStringList tiles = view.header()->tileTexts();
    REQUIRE(tiles.size() == int(core.phases.size()) + 1);
    CHECK(
        tiles[0].contains(fmt::rate(*core.aStepsPerSecond) + QStringLiteral(" → ") + fmt::rate(*core.bStepsPerSecond)));
    CHECK(*core.throughputRatio == Approx(3.18).epsilon(0.01));
    CHECK(tiles[0].contains(QStringLiteral("×3.18 faster")));
    CHECK(tiles[0].contains(QStringLiteral("1100 → 3500 samples/s")) == false); // rates are written with fmt::rate
    CHECK(tiles[0].contains(fmt::rate(*core.aSamplesPerSecond) + QStringLiteral(" → ") +
                            fmt::rate(*core.bSamplesPerSecond)));
    for (std::size_t i = 0; i < core.phases.size(); ++i) {
        const PhaseDelta& p = core.phases[i];
        INFO(p.name);
        CHECK(tiles[int(i) + 1].contains(fmt::msNumber(p.aMs) + QStringLiteral(" → ") + fmt::ms(p.bMs)));
        CHECK(tiles[int(i) + 1].contains(delta::msChange(p.deltaMs, p.deltaPct)));
    }
    // The iteration gap collapses 77.5 → 14.6 ms.
    REQUIRE(core.phases[0].name == "iteration_interval");
    CHECK(core.phases[0].aMs == Approx(77.5));
    CHECK(core.phases[0].bMs == Approx(14.6));
    CHECK(tiles[1].contains(QStringLiteral("77.500 → 14.600 ms")));
    CHECK(tiles[1].contains(QStringLiteral("▼ −62.900 ms (−81.2 %) · faster")));

    // Step trace: one time scale, core's phase means and per-step deltas.
    CompareStepPage* steps = view.stepPage();
    CHECK(steps->chartA()->yAxis->range().upper == steps->chartB()->yAxis->range().upper);
    CHECK(steps->chartA()->yAxis->range().upper > 130.0); // A's warm-up step is the tallest bar of both
    const auto& items = steps->phaseChart()->items();
    REQUIRE(items.size() == int(core.phases.size()));
    for (std::size_t i = 0; i < core.phases.size(); ++i) {
        CHECK(items[int(i)].b - items[int(i)].a == Approx(core.phases[i].deltaMs));
        CHECK(items[int(i)].change == delta::forTime(core.phases[i].aMs, core.phases[i].bMs));
    }
    CHECK(items[2].change == Change::Worse); // the tail grew 1.86 → 2.87 ms
    // Every value label sits inside the plot, clear of the phase names, at a narrow width too.
    for (int width : {650, 420}) {
        DeltaBarChart narrow(QStringLiteral("narrow"));
        narrow.resize(width, 300);
        narrow.setItems(items, QStringLiteral("t"), QStringLiteral("ms"));
        narrow.replot();
        const QRect plot = narrow.axisRect()->rect();
        for (QCPItemText* label : narrow.labels()) {
            INFO(width << " " << label->text().toStdString());
            if (!label->visible())
                continue;
            CHECK(label->left->pixelPosition().x() >= plot.left() + 4);
            CHECK(label->right->pixelPosition().x() <= narrow.width());
        }
    }
    const StepDeltaChart::Data& d = steps->stepChart()->data();
    REQUIRE(d.totalMs.size() == int(core.perStepTotalDeltaMs.size()));
    REQUIRE(d.totalMs.size() == 30);
    for (int i = 0; i < d.totalMs.size(); ++i)
        CHECK(d.totalMs[i] == Approx(core.perStepTotalDeltaMs[std::size_t(i)]));
    CHECK(d.gapMs[1] ==
          Approx(pb.stepTrace->steps[1].iterationInterval / 1e6 - pa.stepTrace->steps[1].iterationInterval / 1e6));
    CHECK(steps->captionText().contains(QStringLiteral("A has 30 steps, B has 30 steps.")));

    // Operators: the diff tables in core's order with core's statuses.
    CompareOperatorsPage* ops = view.operatorsPage();
    REQUIRE(ops->waitForTables());
    OpDiffModel* types = ops->typeModel();
    REQUIRE(types->rowCount() == int(core.opTypes.size()));
    for (int r = 0; r < types->rowCount(); ++r) {
        const OpDiff& want = core.opTypes[std::size_t(r)];
        CHECK(types->index(r, OpDiffModel::NameColumn).data().toString().toStdString() == want.name);
        CHECK(types->index(r, OpDiffModel::StatusColumn).data(ModelRoles::ExportRole).toString() ==
              QString::fromLatin1(diffStatusName(want.status)));
        CHECK(types->index(r, OpDiffModel::DeltaColumn).data(ModelRoles::SortRole).toDouble() == Approx(want.deltaUs));
    }
    REQUIRE(ops->operatorModel()->rowCount() == int(core.operators.size()));
    for (int r = 0; r < ops->operatorModel()->rowCount(); ++r)
        CHECK(ops->operatorModel()->index(r, OpDiffModel::StatusColumn).data(ModelRoles::ExportRole).toString() ==
              QString::fromLatin1(diffStatusName(core.operators[std::size_t(r)].status)));
    // Operators match across B's renumbering (24 Casts more): none removed, and a matched conv shows
    // both real names, A's in full with B's op in brackets, and both in full in the tooltip.
    CHECK(ops->operatorModel()->rowCount() == 152);
    {
        const QString conv = QStringLiteral("Default/network-TrainOneStepCell/network-WithLossCell/_backbone-ResNet/"
                                            "layer1-SequentialCell/0-ResidualBlock/conv1-Conv2d/Conv2D-op");
        int found = 0;
        for (int r = 0; r < ops->operatorModel()->rowCount(); ++r) {
            CHECK(ops->operatorModel()->rowAt(r).status != DiffStatus::Removed);
            const QModelIndex name = ops->operatorModel()->index(r, OpDiffModel::NameColumn);
            if (name.data().toString() != conv + QStringLiteral("7 (B: Conv2D-op8)"))
                continue;
            ++found;
            CHECK(name.data(Qt::ToolTipRole).toString() ==
                  QStringLiteral("A: ") + conv + QStringLiteral("7\nB: ") + conv + QStringLiteral("8"));
            CHECK(ops->operatorModel()->rowAt(r).aUs == Approx(51683.97));
            CHECK(ops->operatorModel()->rowAt(r).bUs == Approx(20711.01));
        }
        CHECK(found == 1);
    }
    // The 24 Casts of mixed precision are the largest regression; GetNext, added by sink mode (+436.8 ms),
    // waits for input and comes after the regressions and improvements, marked so (issue 19, item 9).
    CHECK(types->index(0, OpDiffModel::NameColumn).data().toString() == QStringLiteral("Cast"));
    CHECK(types->index(0, OpDiffModel::StatusColumn).data().toString() == QStringLiteral("+ added"));
    int getNextRow = -1;
    for (int r = 0; r < types->rowCount(); ++r)
        if (types->index(r, OpDiffModel::NameColumn).data().toString() == QStringLiteral("GetNext"))
            getNextRow = r;
    REQUIRE(getNextRow == 21);
    CHECK(types->index(getNextRow, OpDiffModel::StatusColumn).data().toString() ==
          QStringLiteral("+ added, waits for input"));
    CHECK(types->index(getNextRow, OpDiffModel::StatusColumn).data(Qt::ForegroundRole).isNull()); // neutral
    CHECK(ops->captionText().contains(QStringLiteral("1 waiting for input, not counted as regressions")));
    // The status filter and the text filter narrow the table.
    ops->statusCombo()->setCurrentIndex(ops->statusCombo()->findData(int(OpDiffModel::StatusFilter::Faster)));
    REQUIRE(types->waitForOrder());
    const auto faster = std::count_if(core.opTypes.begin(), core.opTypes.end(),
                                      [](const OpDiff& x) { return x.status == DiffStatus::Faster; });
    CHECK(types->rowCount() == int(faster));
    ops->filterEdit()->setText(QStringLiteral("conv2d"));
    ops->applyFilter();
    REQUIRE(types->waitForOrder());
    CHECK(types->rowCount() == 3); // Conv2D and its two gradients
    CHECK(ops->captionText().startsWith(QStringLiteral("3 of ")));
    // The op-type chart: the changes of work, without GetNext's wait (it dwarfed every other bar).
    DeltaBarChart* typeChart = ops->typeChart();
    REQUIRE(typeChart->items().size() > 3);
    CHECK(typeChart->items().first().name.startsWith(QStringLiteral("Cast")));
    for (const auto& item : typeChart->items())
        CHECK_FALSE(item.name.startsWith(QStringLiteral("GetNext")));

    // Pipeline: the two map ops went from 1 to 8 workers; ids shifted by one in B (sink mode added
    // a DeviceQueueOp as op 0), and the marks sit on the right ops of each graph.
    ComparePipelinePage* pipe = view.pipelinePage();
    CHECK(pipe->summaryText().contains(QStringLiteral("MapOp_2 → MapOp_3: workers 1 → 8")));
    CHECK(pipe->summaryText().contains(QStringLiteral("MapOp_1 → MapOp_2: workers 1 → 8")));
    CHECK(pipe->panelA()->graph()->changeMarks().value(2) == QStringLiteral("A → B: workers 1 → 8"));
    CHECK(pipe->panelA()->graph()->changeMarks().value(0) ==
          QStringLiteral("A → B: queue 0 → 83 %")); // BatchOp's output
    CHECK(pipe->panelB()->graph()->changeMarks().value(3).contains(QStringLiteral("workers 1 → 8")));
    CHECK(pipe->panelB()->graph()->changeMarks().value(0).contains(QStringLiteral("new in B")));
    CHECK_FALSE(pipe->panelA()->graph()->changeMarks().contains(3)); // the source kept its 8 workers
    CHECK(
        pipe->summaryText().contains(QStringLiteral("Chip queue: not recorded in A, empty in 96.7 % of batches in B")));
    CellTableModel* pipeTable = pipe->table();
    REQUIRE(pipeTable->rowCount() == int(core.pipeline.size()));
    bool mapRow = false;
    for (int r = 0; r < pipeTable->rowCount(); ++r)
        if (pipeTable->cell(r, 0).text == QStringLiteral("MapOp_2"))
            mapRow = pipeTable->cell(r, 1).text == QStringLiteral("MapOp_3") &&
                     pipeTable->cell(r, 2).value.toInt() == 1 && pipeTable->cell(r, 3).value.toInt() == 8;
    CHECK(mapRow);

    // Tuning assistant: resolved, new and persisting by title.
    CompareFindingsPage* findings = view.findingsPage();
    for (const std::string& id : core.findingsResolved)
        CHECK(findings->resolvedText().contains(QString::fromStdString(findingIn(aa, id)->title.english())));
    for (const std::string& id : core.findingsNew)
        CHECK(findings->newText().contains(QString::fromStdString(findingIn(ba, id)->title.english())));
    for (const std::string& id : core.findingsPersisting)
        CHECK(findings->persistingText().contains(QString::fromStdString(findingIn(ba, id)->title.english())));
    CHECK(findings->resolvedText().contains(QStringLiteral("data-processing-bottleneck")));
    CHECK(findings->table()->rowCount() ==
          int(core.findingsResolved.size() + core.findingsNew.size() + core.findingsPersisting.size()));

    // The stacked timelines are installed in the slot, which has the alignment ready.
    CHECK(view.timelineSlot()->installedView() != nullptr);
    CHECK(view.timelineSlot()->placeholderText().isEmpty());
    CHECK(view.timelineSlot()->alignment().size() == 30);
    CHECK(view.timelineSlot()->alignment().offsetOfB(4) == pa.stepTrace->steps[4].start - pb.stepTrace->steps[4].start);
}

TEST_CASE("comparison view: swapping A and B negates every delta")
{
    REQUIRE(test::exampleRuns().ok);
    const ComparisonSnapshot s = exampleComparison();
    ComparisonSnapshot swapped = s.swapped();
    CHECK(swapped.a.run == s.b.run); // the same runs in memory, exchanged
    CHECK(swapped.a.analysis == s.b.analysis);
    completeComparison(swapped);
    CHECK(swapped.a.analysis == s.b.analysis); // not analysed again
    REQUIRE(swapped.comparison);
    const RunComparison& c = *s.comparison;
    const RunComparison& w = *swapped.comparison;
    REQUIRE(w.phases.size() == c.phases.size());
    for (std::size_t i = 0; i < c.phases.size(); ++i)
        CHECK(w.phases[i].deltaMs == Approx(-c.phases[i].deltaMs));
    CHECK(*w.throughputRatio == Approx(1.0 / *c.throughputRatio));
    for (std::size_t i = 0; i < c.perStepTotalDeltaMs.size(); ++i)
        CHECK(w.perStepTotalDeltaMs[i] == Approx(-c.perStepTotalDeltaMs[i]));
    CHECK(w.findingsResolved == c.findingsNew);
    CHECK(w.findingsNew == c.findingsResolved);

    ComparisonView view;
    view.resize(1400, 900);
    view.showComparison(swapped);
    CHECK(view.header()->tileTexts()[1].contains(QStringLiteral("▲ +62.900 ms (+430.8 %) · slower")));
    CHECK(view.header()->throughputText().contains(QStringLiteral("×0.31 slower")));
    const auto& items = view.stepPage()->phaseChart()->items();
    for (std::size_t i = 0; i < c.phases.size(); ++i)
        CHECK(items[int(i)].b - items[int(i)].a == Approx(-c.phases[i].deltaMs));
    // An op slower in one direction is faster in the other.
    REQUIRE(view.operatorsPage()->waitForTables());
    const OpDiffModel* types = view.operatorsPage()->typeModel();
    for (int r = 0; r < types->rowCount(); ++r)
        if (types->rowAt(r).name == "Conv2D")
            CHECK(types->rowAt(r).status == DiffStatus::Slower);
}

TEST_CASE("comparison view: every chart exports as PNG at the requested size, and as SVG and PDF")
{
    REQUIRE(test::exampleRuns().ok);
    const ComparisonSnapshot s = exampleComparison();
    ComparisonView view;
    view.resize(1400, 900);
    view.showComparison(s);
    REQUIRE(view.waitForTables());
    test::TempDir out;
    QStringList charts;
    for (const ExportItem& item : view.exportItems()) {
        if (!item.chart)
            continue;
        charts << item.id;
        INFO(item.id.toStdString());
        const QString png = QString::fromStdString(out.file(item.id.toStdString() + ".png"));
        QString error;
        REQUIRE(saveWidgetImage(item.chart, png, QSize(1200, 700), &error));
        const QImage image(png);
        CHECK(image.size() == QSize(1200, 700));
        CHECK(test::colourVariety(image) > 8);
        for (const char* suffix : {".svg", ".pdf"}) {
            const QString path = QString::fromStdString(out.file(item.id.toStdString() + suffix));
            REQUIRE(saveWidgetImage(item.chart, path, QSize(1200, 700), &error));
            CHECK(QFileInfo(path).size() > 1000);
        }
    }
    CHECK(charts == QStringList{QStringLiteral("compare-step-trace-a"), QStringLiteral("compare-step-trace-b"),
                                QStringLiteral("compare-phase-deltas"), QStringLiteral("compare-step-deltas"),
                                QStringLiteral("compare-op-type-deltas"), QStringLiteral("compare-pipeline-a"),
                                QStringLiteral("compare-pipeline-b"), QStringLiteral("compare-timeline")});
}

TEST_CASE("steplens export A --compare B writes the comparison's PNGs, CSVs and report.md")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir out;
    const std::string outDir = out.file("compared");
    const std::string a = examples.run("1-baseline").string(), b = examples.run("5-mixed-precision").string();
    REQUIRE(exportCommand({a, "--compare", b, "--out", outDir, "--size", "1000x600", "--batch-size", "128"}) == 0);
    namespace fs = std::filesystem;
    const QStringList pngs{QStringLiteral("compare-step-trace-a.png"),   QStringLiteral("compare-step-trace-b.png"),
                           QStringLiteral("compare-phase-deltas.png"),   QStringLiteral("compare-step-deltas.png"),
                           QStringLiteral("compare-op-type-deltas.png"), QStringLiteral("compare-pipeline-a.png"),
                           QStringLiteral("compare-pipeline-b.png"),     QStringLiteral("compare-timeline.png")};
    for (const QString& name : pngs) {
        INFO(name.toStdString());
        const QImage image(QString::fromStdString((fs::path(outDir) / name.toStdString()).string()));
        CHECK(image.size() == QSize(1000, 600));
        CHECK(test::colourVariety(image) > 8);
    }
    for (const char* name : {"compare-phases.csv", "compare-steps.csv", "compare-op-types.csv", "compare-operators.csv",
                             "compare-pipeline.csv", "compare-findings.csv"})
        CHECK(fs::exists(fs::path(outDir) / name));
    QFile types(QString::fromStdString((fs::path(outDir) / "compare-op-types.csv").string()));
    REQUIRE(types.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = types.readAll().split('\n');
    CHECK(lines[0] == "Op type,Kind,Status,A (µs),B (µs),Δ (µs),Δ %,Count A,Count B");
    CHECK(lines[1].startsWith("Cast,aicore,added,0,"));
    QFile phases(QString::fromStdString((fs::path(outDir) / "compare-phases.csv").string()));
    REQUIRE(phases.open(QIODevice::ReadOnly));
    CHECK(phases.readAll().split('\n')[1] == "Iteration gap,77.5,14.6,-62.9,-81.1612903226,faster");

    QFile report(QString::fromStdString((fs::path(outDir) / "report.md").string()));
    REQUIRE(report.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(report.readAll());
    CHECK(md.contains(QStringLiteral("# StepLens comparison")));
    CHECK(md.contains(QStringLiteral("A (baseline): ") + QString::fromStdString(a)));
    CHECK(md.contains(QStringLiteral("B (candidate): ") + QString::fromStdString(b)));
    CHECK(md.contains(QStringLiteral("Throughput: 8.59 → 27.34 steps/s (3.18×), 1100 → 3500 samples/s")));
    CHECK(md.contains(QStringLiteral("| 2 → 3 | MapOp | 1 → 8 |")));
    for (const QString& name : pngs)
        CHECK(md.contains(QStringLiteral("](%1)").arg(name)));
    CHECK(md.contains(QStringLiteral("[Op type diff](compare-op-types.csv)")));

    CHECK(exportCommand({a, "--compare", "", "--out", out.file("x")}) == 2);
    CHECK(exportCommand({a, "--compare", out.file("missing"), "--out", out.file("y")}) == 1);
    CHECK(exportCommand({a, "--compare", b, "--out", b + "/inside"}) == 2); // never into a profiler folder
    CHECK_FALSE(fs::exists(b + "/inside"));
}

TEST_CASE("steplens export of one run also writes report.md linking its charts")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir out;
    const std::string outDir = out.file("single");
    REQUIRE(exportCommand({examples.run("1-baseline").string(), "--out", outDir, "--size", "800x500"}) == 0);
    QFile report(QString::fromStdString(outDir + "/report.md"));
    REQUIRE(report.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(report.readAll());
    CHECK(md.contains(QStringLiteral("![Step trace chart](rank0-step-trace.png)")));
    CHECK(md.contains(QStringLiteral("![Data pipeline graph](rank0-pipeline.png)")));
    CHECK(md.contains(QStringLiteral("(rank0-step-table.csv)")));
}

namespace {

// Rank 0 against rank 1 of a MindStudio Insight sample (torch_npu, one step each), as `steplens A B`
// compares them.
ComparisonSnapshot levelComparison(const std::string& level)
{
    ComparisonSnapshot s;
    s.a.folder = QString::fromStdString(level + "/rank0_ascend_pt");
    s.b.folder = QString::fromStdString(level + "/rank1_ascend_pt");
    s.a.run = std::make_shared<const Run>(loadRun(s.a.folder.toStdString()));
    s.b.run = std::make_shared<const Run>(loadRun(s.b.folder.toStdString()));
    completeComparison(s);
    return s;
}

} // namespace

TEST_CASE("comparison view: two 2.x ranks show the 2.x step charts, naming where the steps came from")
{
    struct Case {
        const char* level;
        const char* source;  // the file the step table was read from
        double wallA, wallB; // step 50 of rank 0 and rank 1: Preparing + Computing + Comm(Not Overlapped) + Free
    };
    // The values of the files (the database is another profile of the same job).
    for (const Case& k : {Case{"text/level1", "step_trace_time.csv", 17.9025 + 8.873756 + 101.963203 + 25.74405,
                               20.43325 + 8.878295 + 96.359047 + 26.675274},
                          Case{"db/level1", "analysis.db", 18.055693 + 8.903431 + 98.071947 + 25.258144,
                               17.512827 + 8.915634 + 94.55605 + 25.840499}}) {
        INFO(k.level);
        const std::string level = test::fixture(std::string("Ascend/msinsight/test/data/pytorch/") + k.level);
        REQUIRE_FIXTURE(level);
        const ComparisonSnapshot s = levelComparison(level);
        REQUIRE(s.comparison);
        CHECK(s.comparison->aSteps == 1);
        CHECK(s.comparison->bSteps == 1);

        ComparisonView view;
        view.resize(1400, 900);
        view.showComparison(s);
        CompareStepPage* page = view.stepPage();
        CHECK(page->showsAscendCharts());
        CHECK(page->ascendChartA()->isVisibleTo(&view));
        CHECK_FALSE(page->chartA()->isVisibleTo(&view));
        CHECK(page->chartA()->series().size() == 0); // the 1.x chart is not filled either

        const AscendStepSeries& a = page->ascendChartA()->series();
        const AscendStepSeries& b = page->ascendChartB()->series();
        REQUIRE(a.points.size() == 1);
        REQUIRE(b.points.size() == 1);
        CHECK(a.points[0].label == QStringLiteral("50"));
        CHECK(b.points[0].label == QStringLiteral("50"));
        CHECK(a.points[0].wallMs == Approx(k.wallA));
        CHECK(b.points[0].wallMs == Approx(k.wallB));
        CHECK(a.points[0].exposedCommMs > 90.0); // the communication bar is drawn, not zero
        CHECK(a.averageWallMs == Approx(a.points[0].wallMs));
        CHECK(a.source == QString::fromLatin1(k.source));
        CHECK(b.source == QString::fromLatin1(k.source));
        CHECK(page->ascendChartA()->titleText().startsWith(QStringLiteral("A: rank0_ascend_pt · ")));
        CHECK(page->ascendChartA()->titleText().contains(QStringLiteral("(%1)").arg(QString::fromLatin1(k.source))));
        CHECK(page->ascendChartB()->titleText().startsWith(QStringLiteral("B: rank1_ascend_pt · ")));
        // One time scale: the taller step (A's, in both) sets both tops.
        CHECK(page->ascendChartA()->yAxis->range().upper == Approx(a.points[0].wallMs * 1.12));
        CHECK(page->ascendChartB()->yAxis->range().upper == page->ascendChartA()->yAxis->range().upper);
        // The caption's note names the same source.
        CHECK(page->captionText().contains(QStringLiteral("A has 1 step, B has 1 step.")));
        CHECK(page->captionText().contains(QStringLiteral("step phases from %1;").arg(QString::fromLatin1(k.source))));
        // The export writes the charts shown.
        QStringList exported;
        for (const ExportItem& item : page->exportItems())
            if (item.chart)
                exported << item.id;
        CHECK(exported.contains(QStringLiteral("compare-step-trace-a")));
        for (const ExportItem& item : page->exportItems())
            if (item.id == QStringLiteral("compare-step-trace-a"))
                CHECK(item.chart == page->ascendChartA());
    }
}

TEST_CASE("comparison view: at 1366x768 both 2.x step charts fit, their legends in two rows, without scrolling")
{
    const std::string level = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1");
    REQUIRE_FIXTURE(level);
    const ComparisonSnapshot s = levelComparison(level);
    REQUIRE(s.comparison);
    ComparisonView view;
    // The window's 768 pixels less the menu bar, the tool bar and the status bar.
    view.resize(1366, 690);
    view.show();
    view.showComparison(s);
    QTest::qWait(50);
    CompareStepPage* page = view.stepPage();
    REQUIRE(page->showsAscendCharts());
    AscendStepChart* a = page->ascendChartA();
    AscendStepChart* b = page->ascendChartB();
    REQUIRE(a->overlappedBars());
    // The legend keeps short names; the explanation is the entry's tooltip.
    CHECK(a->overlappedBars()->name() == QStringLiteral("Overlapped communication"));
    CHECK(a->legendToolTip(a->overlappedBars()).contains(QStringLiteral("beside the stack")));
    CHECK(a->legendToolTip(a->preparingBars()).contains(QStringLiteral("before the device starts")));
    auto* scroll = view.findChild<QScrollArea*>(QStringLiteral("panelScroll"));
    REQUIRE(scroll);
    const QSize content = scroll->widget()->minimumSizeHint();
    INFO("content minimum " << content.width() << "x" << content.height() << ", chart A "
                         << a->width() << "x" << a->height() << ", chart B " << b->width() << "x" << b->height()
                         << ", legend rows " << a->legend->rowCount());
    // Six entries (five phases and the average) in at most two rows at this width.
    int entries = 0;
    for (int i = 0; i < a->legend->itemCount(); ++i)
        entries += a->legend->item(i) ? 1 : 0;
    CHECK(entries == 6);
    CHECK(a->legend->rowCount() <= 2);
    CHECK(b->legend->rowCount() <= 2);
    // Nothing scrolls: the view needs no more height than it has, and the two charts share it evenly.
    CHECK(content.height() <= 690);
    CHECK(content.width() <= 1366);
    CHECK(b->visibleRegion().boundingRect().height() == b->height());
    CHECK(std::abs(a->height() - b->height()) <= 2);
    CHECK(b->height() >= 200);
    // Hovering the overlapped entry explains it.
    const QRect entry = a->legend->itemWithPlottable(a->overlappedBars())->outerRect();
    CHECK(a->toolTipAtPoint(entry.center()).contains(QStringLiteral("beside the stack")));
}

TEST_CASE("step delta chart: whole steps on the axis, even with one step")
{
    StepDeltaChart chart;
    chart.resize(600, 260);
    StepDeltaChart::Data d;
    d.totalMs = {-3.46};
    chart.setData(d, QStringLiteral("one step"));
    chart.replot();
    const auto& ticks = chart.xAxis->tickVector();
    REQUIRE_FALSE(ticks.isEmpty());
    for (double t : ticks)
        CHECK(t == std::round(t));
    CHECK(ticks.contains(1.0));

    d.totalMs.clear();
    for (int i = 0; i < 400; ++i)
        d.totalMs << double(i % 7) - 3.0;
    chart.setData(d, QStringLiteral("400 steps"));
    chart.replot();
    for (double t : chart.xAxis->tickVector())
        CHECK(t == std::round(t));
    CHECK(chart.xAxis->tickVector().size() <= 12);
}
