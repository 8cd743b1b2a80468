// The MindSpore >= 2.3 / torch_npu layout (ASCEND_PROFILER_OUTPUT) in the panels: the step chart's
// bars are step_trace_time.csv's numbers, the kernel table filters by step like core counts, the
// link matrix cells are communication_matrix.json's bandwidths, findings reach the assistant, and
// `steplens export` writes the charts and tables. Values checked against the files with python3.
#include "charts/ascendstepchart.h"
#include "charts/commopchart.h"
#include "charts/linkmatrixchart.h"
#include "common/selectionstate.h"
#include "gui/exportcommand.h"
#include "models/ascendstepseries.h"
#include "panels/communicationpanel.h"
#include "panels/kernelsection.h"
#include "panels/operatorspanel.h"
#include "panels/overviewpanel.h"
#include "panels/steptracepanel.h"
#include "panels/tuningassistantpanel.h"
#include "run_lookup.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>

using namespace steplens;

namespace {

using test::rankIndex;

std::string level1()
{
    return test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
}

double barValue(QCPBars* bars, double key)
{
    auto it = bars->data()->findBegin(key, false);
    return it != bars->data()->constEnd() && it->key == key ? it->value : std::nan("");
}
} // namespace

TEST_CASE("Step trace panel on a 2.x Level1 run: the bars are step_trace_time.csv's values, per rank")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    auto run = std::make_shared<const Run>(loadRun(folder));
    REQUIRE(run->ranks.size() == 2);
    SelectionState selection;
    StepTracePanel panel(&selection);
    panel.resize(1100, 700);

    // Rank 0, step 50 (µs in the file): Preparing 17902.5, Computing 8873.756, Communication(Not
    // Overlapped) 101963.203, Free 25744.05, Overlapped 4028.675.
    panel.showSnapshot(ViewSnapshot::analysedRank(run, rankIndex(*run, 0)));
    REQUIRE(panel.showsChart());
    REQUIRE(panel.showsAscendChart());
    AscendStepChart* chart = panel.ascendChart();
    REQUIRE(chart->series().points.size() == 1);
    CHECK(chart->series().points[0].label == QStringLiteral("50"));
    REQUIRE(chart->preparingBars());
    REQUIRE(chart->exposedBars());
    REQUIRE(chart->freeBars());
    REQUIRE(chart->overlappedBars());
    CHECK(barValue(chart->preparingBars(), 0) == Approx(17.9025));
    CHECK(barValue(chart->computingBars(), 0) == Approx(8.873756));
    CHECK(barValue(chart->exposedBars(), 0) == Approx(101.963203));
    CHECK(barValue(chart->freeBars(), 0) == Approx(25.74405));
    CHECK(barValue(chart->overlappedBars(), AscendStepChart::kOverlapOffset) == Approx(4.028675));
    // The bars equal core's numbers for the step, and their stack is core's wall time.
    const ViewSnapshot rank0 = ViewSnapshot::analysedRank(run, rankIndex(*run, 0));
    const AscendStepStats& core = *rank0.analysis->ascendSteps;
    const StepBreakdown& row = *core.rows[0];
    CHECK(barValue(chart->computingBars(), 0) == Approx(nanosToMs(double(row.get(StepColumn::Computing)))));
    CHECK(chart->series().points[0].wallMs == Approx(core.wall.meanMs));
    CHECK(core.wall.meanMs == Approx(154.483509));
    CHECK(chart->titleText().contains(QStringLiteral("MindSpore ≥2.3 / torch_npu layout")));
    CHECK(panel.captionText().startsWith(QStringLiteral("Rank 0 · 1 step, average 154.48 ms")));
    CHECK(chart->stepToolTip(0).contains(QStringLiteral("Communication (not overlapped)")));
    CHECK(panel.ascendTable()->rowCount() == 1);
    const QList<ExportItem> items = panel.exportItems();
    REQUIRE(items.size() == 2);
    CHECK(items[0].id == QStringLiteral("step-trace"));
    CHECK(items[0].chart == chart);
    test::saveShot(&panel, QStringLiteral("ascend-steptrace-rank0"));

    // Rank 1 of the same folder: its own numbers (Preparing 20433.25 µs, Free 26675.274 µs).
    panel.showSnapshot(ViewSnapshot::analysedRank(run, rankIndex(*run, 1)));
    REQUIRE(panel.showsAscendChart());
    CHECK(barValue(chart->preparingBars(), 0) == Approx(20.43325));
    CHECK(barValue(chart->freeBars(), 0) == Approx(26.675274));
    CHECK(panel.captionText().startsWith(QStringLiteral("Rank 1 · ")));
}

TEST_CASE("Step trace panel on a 1.x folder names its layout")
{
    const ViewSnapshot s = test::fixtureSnapshot(test::profilerFixture());
    REQUIRE_FIXTURE(test::profilerFixture());
    SelectionState selection;
    StepTracePanel panel(&selection);
    panel.showSnapshot(s);
    REQUIRE(panel.showsChart());
    CHECK_FALSE(panel.showsAscendChart());
    CHECK(panel.captionText().startsWith(QStringLiteral("MindSpore 1.x layout · rank 0 · 20 steps")));
}

TEST_CASE("Overview on a 2.x run: the average step and the shares of its phases")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    SelectionState selection;
    OverviewPanel overview(&selection);
    overview.resize(900, 700);
    overview.showSnapshot(test::fixtureSnapshot(folder, 0));
    const QString text = overview.stepTimeText();
    CHECK(text.startsWith(QStringLiteral("154.48 ms")));
    CHECK(text.contains(QStringLiteral("MindSpore ≥2.3 / torch_npu layout")));
    CHECK(overview.filesText().contains(QStringLiteral("step_trace_time.csv")));
    CHECK(overview.filesText().contains(QStringLiteral("kernel_details.csv")));
    test::saveShot(&overview, QStringLiteral("ascend-overview-rank0"));
}

TEST_CASE("Operators panel: kernel_details rows filtered by step and text, as core counts them")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder, 0);
    const KernelDetails& kernels = *s.profile->ascend->kernels;
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1200, 700);
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    KernelSection* section = panel.kernelSection();
    REQUIRE(section);
    CHECK(panel.summaryText().startsWith(QStringLiteral("Rank 0 · AI Core: ")));
    CHECK(panel.summaryText().endsWith(QStringLiteral("Kernels: 191 rows")));
    test::saveShot(&panel, QStringLiteral("ascend-operators-rank0"));
    // 191 kernels, all in step 50 (python: Counter of Step Id), in file (launch) order with no sort
    // indicator: the first and last rows are the file's.
    CHECK(section->model()->rowCount() == 191);
    CHECK(section->view()->horizontalHeader()->sortIndicatorSection() == -1);
    CHECK(section->model()->rowAt(0).start == kernels.rows.front().start);
    CHECK(section->model()->rowAt(0).taskId == kernels.rows.front().taskId);
    CHECK(section->model()->rowAt(190).taskId == kernels.rows.back().taskId);
    CHECK(section->stepSelector()->count() == 2); // All steps, Step 50
    REQUIRE(section->selectStep(50));
    REQUIRE(section->model()->waitForOrder());
    const auto coreCount =
        std::count_if(kernels.rows.begin(), kernels.rows.end(), [](const KernelRow& r) { return r.step == 50; });
    CHECK(section->model()->rowCount() == int(coreCount));
    CHECK(coreCount == 191);
    CHECK_FALSE(section->selectStep(49));
    // Step 50 and "matmul" in the name, type, core or input shapes: 14 rows (python).
    panel.filterEdit()->setText(QStringLiteral("matmul"));
    QTest::qWait(OperatorsPanel::kFilterDelayMs + 100);
    REQUIRE(section->model()->waitForOrder());
    CHECK(section->model()->rowCount() == 14);
    CHECK(section->caption() ==
          QStringLiteral("14 of 191 kernels (step 50, filter \"matmul\") · rank 0 · kernel_details.csv"));
    // Sorted by duration, longest first.
    const int duration = section->model()->columnOf(QStringLiteral("Duration (µs)"));
    REQUIRE(duration >= 0);
    section->model()->sort(duration, Qt::DescendingOrder);
    REQUIRE(section->model()->waitForOrder());
    CHECK(section->model()->rowAt(0).duration >= section->model()->rowAt(1).duration);
    if (auto* tabs = panel.findChild<QTabWidget*>())
        tabs->setCurrentWidget(section);
    test::saveShot(&panel, QStringLiteral("ascend-kernels-rank0"));
    bool exported = false;
    for (const ExportItem& item : panel.exportItems())
        exported |= item.id == QStringLiteral("kernels") && item.table == section->model();
    CHECK(exported);
}

TEST_CASE(
    "A rank exported as a database names its databases, not the text files, as the source of its steps and kernels")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/db/level1");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder, 0);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1200, 700);
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    REQUIRE(panel.kernelSection());
    CHECK(panel.kernelSection()->caption() ==
          QStringLiteral("187 of 187 kernels · rank 0 · ascend_pytorch_profiler_0.db"));
    REQUIRE(s.analysis->ascendSteps);
    const AscendStepSeries series = ascendStepSeries(*s.analysis->ascendSteps, *s.profile->ascend->stepTraceTime);
    CHECK(series.source == QStringLiteral("analysis.db"));
}

TEST_CASE("Kernel step filter on a two-step kernel_details.csv")
{
    test::TempDir dir;
    dir.write("rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
              "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n"
              "1,MatMul_1,MatMul,AI_CORE,1000.0,10.0,0,8\n"
              "1,Add_1,Add,AI_VECTOR_CORE,1020.0,2.0,1.0,4\n"
              "1,Cast_1,Cast,AI_VECTOR_CORE,1030.0,1.5,0.5,4\n"
              "2,MatMul_2,MatMul,AI_CORE,2000.0,11.0,0,8\n"
              "2,Add_2,Add,AI_VECTOR_CORE,2020.0,2.5,1.0,4\n");
    const ViewSnapshot s = test::fixtureSnapshot(dir.file("rank0_ascend_pt"), 0);
    REQUIRE(s.profile);
    REQUIRE(s.profile->ascend);
    REQUIRE(s.profile->ascend->kernels);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    KernelSection* section = panel.kernelSection();
    REQUIRE(section);
    CHECK(section->model()->rowCount() == 5);
    REQUIRE(section->selectStep(2));
    REQUIRE(section->model()->waitForOrder());
    CHECK(section->model()->rowCount() == 2);
    CHECK(section->model()->rowAt(0).duration == 11000); // ns
    REQUIRE(section->selectStep(1));
    REQUIRE(section->model()->waitForOrder());
    CHECK(section->model()->rowCount() == 3);
    REQUIRE(section->selectStep(-1));
    REQUIRE(section->model()->waitForOrder());
    CHECK(section->model()->rowCount() == 5);
}

TEST_CASE("Communication panel: the link matrix cells are communication_matrix.json's bandwidths")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    auto run = std::make_shared<const Run>(loadRun(folder));
    const ViewSnapshot s = ViewSnapshot::analysedRank(run, rankIndex(*run, 0));
    REQUIRE(CommunicationPanel::hasCommunicationData(s));
    SelectionState selection;
    CommunicationPanel panel(&selection);
    panel.resize(1100, 750);
    panel.showSnapshot(s);
    REQUIRE(panel.hasData());
    LinkMatrixChart* chart = panel.matrixChart();
    const LinkMatrix& m = chart->matrix();
    // Rank 0's file: "allreduce-total" links 0-0 (LOCAL) and 0-1..0-7 (HCCS).
    REQUIRE(panel.matrixChoiceSelector()->count() == 7); // the totals, then the six entries
    CHECK(m.srcRanks == std::vector<int>{0});
    CHECK(m.dstRanks == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7});
    CHECK(chart->cellValue(0, 1) == Approx(15.7599));
    CHECK(chart->cellValue(0, 7) == Approx(15.9965));
    CHECK(chart->cellValue(0, 6) == Approx(15.3806));
    CHECK(std::isnan(chart->cellValue(0, 0))); // LOCAL: off the colour scale
    CHECK(chart->cellLabel(0, 0) == QStringLiteral("local\n420"));
    CHECK(chart->cellLabel(0, 1) == QStringLiteral("15.8"));
    // Every cell equals core's link for that (src, dst).
    const auto& links = s.profile->ascend->communicationMatrix->links;
    int compared = 0;
    for (const CommLink& l : links)
        if (l.place.opName == "allreduce-total" && l.transport != "LOCAL") {
            CHECK(chart->cellValue(l.src, l.dst) == Approx(l.bandwidthGBs));
            ++compared;
        }
    CHECK(compared == 7);
    for (const LinkMatrixCell& c : m.cells)
        CHECK_FALSE(c.slow); // 15.38..16.00 GB/s: none 20 % below the HCCS mean

    // Both ranks' files: two rows, rank 1's 1-7 link at 15.1439 GB/s.
    REQUIRE(panel.matrixSourceSelector()->count() == 2);
    panel.matrixSourceSelector()->setCurrentIndex(1);
    CHECK(chart->matrix().srcRanks == std::vector<int>{0, 1});
    CHECK(chart->cellValue(1, 7) == Approx(15.1439));
    CHECK(chart->cellValue(0, 1) == Approx(15.7599));
    test::saveShot(&panel, QStringLiteral("ascend-communication-matrix"));
    if (auto* tabs = panel.findChild<QTabWidget*>()) {
        tabs->setCurrentIndex(1);
        test::saveShot(&panel, QStringLiteral("ascend-communication-ops"));
    }

    // Operations: four collectives, the slowest hcom_allReduce__586_0_1 at 79.0895 ms, 5.6466 ms waiting.
    REQUIRE(panel.opTable()->rowCount() == 4);
    CHECK(panel.opTable()->rowAt(0).name == "hcom_allReduce__586_0_1");
    CHECK(panel.opTable()->rowAt(0).elapseMs == Approx(79.08952021875));
    CHECK(panel.opTable()->rowAt(0).waitMs == Approx(5.64663284375));
    CHECK(panel.opChart()->shownOps() == 4);
    CHECK(panel.captionText().startsWith(QStringLiteral("Rank 0 · 4 operations in 1 step: 105.99 ms elapsed")));
    QStringList ids;
    for (const ExportItem& item : panel.exportItems())
        ids << item.id;
    CHECK(ids == QStringList{QStringLiteral("communication-matrix"), QStringLiteral("communication-links"),
                             QStringLiteral("communication-ops-chart"), QStringLiteral("communication-ops")});
    CHECK(panel.linkTable()->rowCount() == 16); // 2 ranks × 8 destinations
}

TEST_CASE("Communication panel says what is missing on a 1.x folder")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    SelectionState selection;
    CommunicationPanel panel(&selection);
    panel.showSnapshot(s);
    CHECK_FALSE(panel.hasData());
    CHECK(panel.exportItems().isEmpty());
}

TEST_CASE("Tuning assistant shows the 2.x rules' findings, in core's order")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder, 0);
    REQUIRE(s.analysis);
    QStringList coreIds;
    for (const Finding& f : s.analysis->findings)
        coreIds << QString::fromStdString(f.id);
    REQUIRE_FALSE(coreIds.isEmpty());
    // The two ranks' cluster findings come first (the 2.x communication share across ranks).
    QStringList clusterIds;
    for (const Finding& f : s.clusterFindings())
        clusterIds << QString::fromStdString(f.id);
    CHECK(clusterIds == QStringList{QStringLiteral("cluster-communication")});
    SelectionState selection;
    TuningAssistantPanel panel(&selection, nullptr);
    panel.resize(520, 900);
    panel.showSnapshot(s);
    CHECK(panel.findingIds() == clusterIds + coreIds);
    INFO(coreIds.join(QStringLiteral(", ")).toStdString());
    // Communication(Not Overlapped) is 66 % of the 154.5 ms step: the communication rule fires.
    CHECK(coreIds.join(QLatin1Char(',')).contains(QStringLiteral("communication")));
}

TEST_CASE("steplens export on a 2.x folder writes the step chart, the communication charts and the tables")
{
    const std::string folder = level1();
    REQUIRE_FIXTURE(folder);
    test::TempDir out;
    const std::string outDir = out.file("exported");
    REQUIRE(exportCommand({folder, "--out", outDir, "--size", "1200x700"}) == 0);
    namespace fs = std::filesystem;
    for (const char* name :
         {"rank0-step-trace.png", "rank0-step-table.csv", "rank1-step-trace.png", "rank0-kernels.csv",
          "rank0-communication-matrix.png", "rank0-communication-ops-chart.png", "rank0-communication-ops.csv",
          "rank0-communication-links.csv", "rank1-communication-matrix.png"})
        CHECK(fs::exists(fs::path(outDir) / name));
    const QImage image(QString::fromStdString((fs::path(outDir) / "rank0-communication-matrix.png").string()));
    CHECK(image.size() == QSize(1200, 700));
    CHECK(test::colourVariety(image) > 20);
    QFile csv(QString::fromStdString((fs::path(outDir) / "rank0-step-table.csv").string()));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    CHECK(lines[0] ==
          "Step,Step time (ms),Preparing (ms),Computing (ms),Communication not overlapped (ms),Overlapped (ms),"
          "Communication (ms),Free (ms)");
    CHECK(lines[1].startsWith("50,154.4835"));
}

TEST_CASE("Link matrix: a link more than 20 % below its transport's mean is marked slow")
{
    test::TempDir dir;
    auto link = [](const char* transport, double sizeMB, double ms, double gbs) {
        return std::string("{\"Transport Type\": \"") + transport +
               "\", \"Transit Size(MB)\": " + std::to_string(sizeMB) + ", \"Transit Time(ms)\": " + std::to_string(ms) +
               ", \"Bandwidth(GB/s)\": " + std::to_string(gbs) + "}";
    };
    // HCCS mean (20 + 20 + 8) / 3 = 16 GB/s; 0-3 at 8 GB/s is below 16 × 0.8 = 12.8.
    dir.write("rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/communication_matrix.json",
              "{\"step1\": {\"p2p\": {}, \"collective\": {\"allreduce-total@7\": {\"0-0\": " +
                  link("LOCAL", 40, 0.1, 400) + ", \"0-1\": " + link("HCCS", 40, 2, 20) +
                  ", \"0-2\": " + link("HCCS", 40, 2, 20) + ", \"0-3\": " + link("HCCS", 40, 5, 8) + "}}}}");
    const ViewSnapshot s = test::fixtureSnapshot(dir.file("rank0_ascend_pt"), 0);
    REQUIRE(s.profile);
    SelectionState selection;
    CommunicationPanel panel(&selection);
    panel.resize(900, 650);
    panel.showSnapshot(s);
    REQUIRE(panel.hasData());
    const LinkMatrix& m = panel.matrixChart()->matrix();
    REQUIRE(m.cell(0, 3));
    CHECK(m.cell(0, 3)->slow);
    CHECK_FALSE(m.cell(0, 1)->slow);
    CHECK_FALSE(m.cell(0, 0)->slow); // LOCAL is never compared
    CHECK(panel.matrixChart()->cellValue(0, 3) == Approx(8.0));
    CHECK(panel.matrixChart()->cellLabel(0, 3) == QStringLiteral("8.00\nslow"));
    CHECK(panel.linkTable()->rowCount() == 4);
    test::saveShot(&panel, QStringLiteral("ascend-communication-slow-link"));
}

TEST_CASE("ascend step chart: the step labels that fit, laid out again on zoom and resize")
{
    AscendStepSeries series;
    for (int i = 0; i < 1924; ++i) {
        AscendStepPoint p;
        p.stepNum = 1000 + i;
        p.label = QString::number(p.stepNum);
        p.computingMs = 600 + i % 50;
        p.wallMs = p.computingMs;
        series.points.push_back(p);
    }
    series.averageWallMs = 625;
    SelectionState selection;
    AscendStepChart chart(&selection);
    chart.resize(730, 400);
    chart.show();
    QApplication::processEvents();
    chart.setSeries(series);
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(chart.xAxis->ticker());
    REQUIRE(ticker);
    // Four-digit labels side by side with a gap: far fewer than the 48 the chart used to put there.
    const int labelWidth = QFontMetrics(chart.xAxis->tickLabelFont()).horizontalAdvance(QStringLiteral("2923"));
    const int fit = 640 / (labelWidth + 14);
    const int wide = int(ticker->ticks().size());
    CHECK(wide >= fit / 2);
    CHECK(wide <= fit + 1);
    CHECK(ticker->ticks().first() == QStringLiteral("1000"));
    // Half the width: about half the labels.
    chart.resize(365, 400);
    QApplication::processEvents();
    const int narrow = int(ticker->ticks().size());
    CHECK(narrow < wide);
    CHECK(narrow >= 2);
    // Zoomed in on 10 steps: each one labelled.
    chart.resize(730, 400);
    QApplication::processEvents();
    chart.xAxis->setRange(99.5, 109.5);
    for (int i = 100; i < 110; ++i)
        CHECK(ticker->ticks().value(i) == QString::number(1000 + i));
}
