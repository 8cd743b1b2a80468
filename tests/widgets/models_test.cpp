// Item models against core's numbers, each under QAbstractItemModelTester.
#include "analysis/step_stats.h"
#include "models/csvexport.h"
#include "models/diagnosticsmodel.h"
#include "models/modelroles.h"
#include "models/rankstepgridmodel.h"
#include "models/stepdetailmodel.h"
#include "models/steptablemodel.h"
#include "style/formatting.h"
#include "widget_test_util.h"

#include <QAbstractItemModelTester>
#include <catch2/catch.hpp>

#include <limits>

using namespace steplens;

namespace {
std::shared_ptr<const Profile> rankOf(const std::shared_ptr<const Run>& run, int rank)
{
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == rank)
            return std::shared_ptr<const Profile>(run, &run->ranks[i]);
    return nullptr;
}

double columnMean(const QAbstractItemModel& m, int column)
{
    double sum = 0;
    for (int r = 0; r < m.rowCount(); ++r)
        sum += m.index(r, column).data(ModelRoles::SortRole).toDouble();
    return m.rowCount() ? sum / m.rowCount() : 0;
}
} // namespace

TEST_CASE("StepTableModel: one row per step of the 20-step fixture, numbers as core computes them")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    auto profile = rankOf(run, 0);
    REQUIRE(profile);
    REQUIRE(profile->stepTrace);

    StepTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setProfile(profile);
    REQUIRE(model.rowCount() == 20);
    // Step, gap, forward+backward, tail, total, then streams 10 and 11.
    REQUIRE(model.columnCount() == 7);
    CHECK(model.headerData(5, Qt::Horizontal).toString() == QStringLiteral("Stream 10 reduce (ms)"));
    CHECK(model.headerData(6, Qt::Horizontal).toString() == QStringLiteral("Stream 11 reduce (ms)"));

    // Step 2 as written: total 13052530 ticks, gap 9037809, stream 10 = 20050 + 298017 + 207283 ticks.
    CHECK(model.index(1, 0).data(StepTableModel::StepNumberRole).toLongLong() == 2);
    CHECK(model.index(1, 4).data(ModelRoles::SortRole).toDouble() == Approx(130.5253));
    CHECK(model.index(1, 1).data(ModelRoles::SortRole).toDouble() == Approx(90.37809));
    CHECK(model.index(1, 5).data(ModelRoles::SortRole).toDouble() == Approx(5.2535));
    CHECK(model.index(1, 6).data(ModelRoles::SortRole).toDouble() == Approx(0.33409));
    CHECK(model.index(1, 4).data().toString() == QStringLiteral("130.53"));

    const StepAnalysis a = analyzeSteps(*profile->stepTrace);
    CHECK(columnMean(model, 1) == Approx(a.interval.meanMs));
    CHECK(columnMean(model, 1) == Approx(85.835923));
    CHECK(columnMean(model, 2) == Approx(a.fpAndBp.meanMs));
    CHECK(columnMean(model, 3) == Approx(a.tail.meanMs));
    CHECK(columnMean(model, 4) == Approx(a.total.meanMs));
    CHECK(columnMean(model, 4) == Approx(125.9348285));
    REQUIRE(a.reduceStreams.size() == 2);
    CHECK(columnMean(model, 5) == Approx(a.reduceStreams[0].meanMs));
    CHECK(columnMean(model, 6) == Approx(a.reduceStreams[1].meanMs));

    CHECK(model.rowOfStep(20) == 19);
    CHECK(model.rowOfStep(99) == -1);
    model.setProfile(nullptr);
    CHECK(model.rowCount() == 0);
}

TEST_CASE("StepTableModel: an inference trace has a Forward column and no Tail")
{
    auto profile = std::make_shared<Profile>();
    StepTrace trace;
    trace.mode = StepTraceMode::Inference;
    for (int i = 1; i <= 3; ++i) {
        StepRecord r;
        r.stepNum = i;
        r.iterationInterval = 1000000 * i;
        r.fpAndBp = 4000000;
        r.total = r.iterationInterval + r.fpAndBp;
        trace.steps.push_back(r);
    }
    profile->stepTrace = trace;
    StepTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setProfile(profile);
    REQUIRE(model.columnCount() == 4);
    CHECK(model.headerData(2, Qt::Horizontal).toString() == QStringLiteral("Forward (ms)"));
    CHECK(model.headerData(3, Qt::Horizontal).toString() == QStringLiteral("Total (ms)"));
    CHECK(model.index(2, 3).data(ModelRoles::SortRole).toDouble() == Approx(7.0));
}

TEST_CASE("StepDetailModel: the phases and reduce events of step 2, offsets from the step start")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    auto profile = rankOf(run, 0);
    REQUIRE(profile);

    StepDetailModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setProfile(profile);
    CHECK(model.rowCount() == 0); // nothing selected
    model.setStep(2);
    REQUIRE(model.rowCount() == 8); // gap, forward+backward, tail, whole step, 4 reduce events
    CHECK(model.rowKind(0) == StepDetailModel::RowKind::Gap);
    CHECK(model.index(0, StepDetailModel::DurationColumn).data(ModelRoles::SortRole).toDouble() == Approx(90.37809));
    // Forward starts at fp_point - start_point = 45013070937 - 45004033128 ticks.
    CHECK(model.index(1, StepDetailModel::StartColumn).data(ModelRoles::SortRole).toDouble() == Approx(90.37809));
    CHECK(model.index(3, StepDetailModel::DurationColumn).data(ModelRoles::SortRole).toDouble() == Approx(130.5253));
    CHECK(model.index(3, StepDetailModel::ShareColumn).data(ModelRoles::SortRole).toDouble() == Approx(100.0));
    // First reduce event by start: stream 11's at 45013084925 (before stream 10's at 45013085379).
    CHECK(model.rowKind(4) == StepDetailModel::RowKind::Reduce);
    CHECK(model.index(4, StepDetailModel::StreamColumn).data().toString() == QStringLiteral("11"));
    CHECK(model.index(4, StepDetailModel::StartColumn).data(ModelRoles::SortRole).toDouble() == Approx(90.51797));
    CHECK(model.index(4, StepDetailModel::DurationColumn).data(ModelRoles::SortRole).toDouble() == Approx(0.33409));
    CHECK(model.index(0, StepDetailModel::PartColumn).data(Qt::DecorationRole).canConvert<QColor>());
    model.setStep(77);
    CHECK(model.rowCount() == 0);
}

TEST_CASE("DiagnosticsModel: folder and rank problems, location text, sort roles")
{
    Run run;
    run.diagnostics.push_back(Diagnostic::error("/data/run", SL_MSG("test.diag.no-data", "no profiler data"),
                                                SL_MSG("test.diag.nothing", "nothing loaded")));
    Profile p;
    p.rank = 3;
    p.diagnostics.push_back(Diagnostic::warning("/data/run/profiler/step_trace_raw_3_detail_time.csv",
                                                SL_MSG("test.diag.negative", "negative phase duration"),
                                                SL_MSG("test.diag.skipped", "row skipped"))
                                .at(12));
    p.diagnostics.push_back(
        Diagnostic::info("/data/run/profiler/x.json", SL_MSG("test.diag.trailing", "trailing bytes"), Message())
            .at(0, 40));
    run.ranks.push_back(p);

    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDiagnostics(DiagnosticsModel::collect(run));
    REQUIRE(model.rowCount() == 3);
    CHECK(model.columnCount() == DiagnosticsModel::ColumnCount);
    CHECK(model.index(0, DiagnosticsModel::RankColumn).data().toString() == QStringLiteral("folder"));
    CHECK(model.index(1, DiagnosticsModel::RankColumn).data().toString() == QStringLiteral("3"));
    CHECK(model.index(1, DiagnosticsModel::FileColumn).data().toString() ==
          QStringLiteral("step_trace_raw_3_detail_time.csv"));
    CHECK(model.location(1) == QStringLiteral("/data/run/profiler/step_trace_raw_3_detail_time.csv:12"));
    CHECK(model.index(2, DiagnosticsModel::LineColumn).data().toString() == QStringLiteral("byte 40"));
    CHECK(model.index(0, DiagnosticsModel::SeverityColumn).data(ModelRoles::SortRole).toInt() >
          model.index(1, 0).data(ModelRoles::SortRole).toInt());
    CHECK_FALSE(model.index(0, DiagnosticsModel::SeverityColumn).data(Qt::DecorationRole).isNull());
    CHECK(model.countOf(Severity::Warning) == 1);
    CHECK(model.countOf(Severity::Error) == 1);
}

TEST_CASE("CSV export writes raw numbers at full precision and quotes text")
{
    Run run;
    Profile p;
    p.rank = 0;
    p.diagnostics.push_back(Diagnostic::warning("/a,b.csv", SL_MSG("test.diag.quote", "say \"hi\""),
                                                SL_MSG("test.diag.skipped", "row skipped"))
                                .at(2));
    run.ranks.push_back(p);
    DiagnosticsModel model;
    model.setDiagnostics(DiagnosticsModel::collect(run));
    const QString csv = modelToCsv(model);
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == QStringLiteral("Severity,Rank,File,Line,Problem,What was done"));
    // Severity is written as a word; the file is its full path, quoted for the comma.
    CHECK(lines[1] == QStringLiteral("warning,0,\"/a,b.csv\",2,\"say \"\"hi\"\"\",row skipped"));
}

TEST_CASE("rank x step grid model: cells formatted when asked, empty where a rank lacks the step, CSV at full precision")
{
    RankStepGrid grid;
    grid.ranks = {3, 1};
    grid.steps = {5, 6, -1};
    const double nan = std::numeric_limits<double>::quiet_NaN();
    grid.values = {1.5, nan, 2.25, 4.0, 5.123456789, 6.0};
    RankStepGridModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setGrid(grid);
    REQUIRE(model.rowCount() == 2);
    REQUIRE(model.columnCount() == 4);
    CHECK(model.headerData(0, Qt::Horizontal).toString() == QStringLiteral("Rank"));
    CHECK(model.headerData(1, Qt::Horizontal).toString() == QStringLiteral("Step 5 (ms)"));
    CHECK(model.headerData(3, Qt::Horizontal).toString() == QStringLiteral("Mean step (ms)"));
    CHECK(model.data(model.index(0, 0)).toString() == QStringLiteral("3"));
    CHECK(model.data(model.index(1, 2)).toString() == fmt::msNumber(5.123456789));
    CHECK(model.data(model.index(0, 2)).toString().isEmpty());
    CHECK(model.data(model.index(1, 2), ModelRoles::SortRole).toDouble() == 5.123456789);
    CHECK(modelToCsv(model) == QStringLiteral("Rank,Step 5 (ms),Step 6 (ms),Mean step (ms)\n"
                                              "3,1.5,,2.25\n"
                                              "1,4,5.123456789,6\n"));
    model.setGrid({});
    CHECK(model.rowCount() == 0);
    CHECK(model.columnCount() == 0);
}
