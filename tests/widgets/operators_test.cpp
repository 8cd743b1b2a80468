// Operators panel: its tables are core's op_tables, the filter and type pick narrow the operators,
// CSV export has every row, Ctrl+C copies the selection, the selection jumps to an operator.
#include "analysis/op_tables.h"
#include "charts/chartexport.h"
#include "charts/optypechart.h"
#include "models/csvexport.h"
#include "panels/dataprepanel.h"
#include "panels/operatorsection.h"
#include "panels/operatorspanel.h"
#include "panels/sectionmessage.h"
#include "common/tableview.h"
#include "common/selectionstate.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
double sortValue(const QAbstractItemModel& m, int row, const QString& header)
{
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.headerData(c, Qt::Horizontal).toString() == header)
            return m.index(row, c).data(ModelRoles::SortRole).toDouble();
    FAIL("no column " << header.toStdString());
    return 0;
}

QString text(const QAbstractItemModel& m, int row, const QString& header)
{
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.headerData(c, Qt::Horizontal).toString() == header)
            return m.index(row, c).data().toString();
    FAIL("no column " << header.toStdString());
    return {};
}

void checkTypeTable(const QAbstractItemModel& model, const std::vector<OpTypeStat>& core)
{
    REQUIRE(model.rowCount() == int(core.size()));
    for (int r = 0; r < model.rowCount(); ++r) {
        INFO("type row " << r);
        CHECK(text(model, r, QStringLiteral("Type")).toStdString() == core[std::size_t(r)].type);
        CHECK(sortValue(model, r, QStringLiteral("Total (ms)")) == Approx(nanosToMs(core[std::size_t(r)].totalNs)));
        CHECK(sortValue(model, r, QStringLiteral("Count")) == Approx(double(core[std::size_t(r)].count)));
        CHECK(sortValue(model, r, QStringLiteral("Share (%)")) == Approx(core[std::size_t(r)].percent));
    }
}
} // namespace

TEST_CASE("Operators panel on the example baseline: AI Core and AI CPU tables are core's")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    REQUIRE(s.profile->operators);
    const Operators& ops = *s.profile->operators;
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1400, 800);
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    REQUIRE(panel.showsTables());

    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    QAbstractItemModelTester typeTester(aicore->typeModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester opTester(aicore->opModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester exportTester(panel.exportModel(OpSource::AiCore),
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester scopeTester(panel.scopeModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    checkTypeTable(*aicore->typeModel(), aicoreTypeTable(ops).rows);

    const std::vector<AicoreOpRow> coreOps = aicoreOpTable(ops);
    QAbstractItemModel& opModel = *aicore->opModel();
    REQUIRE(opModel.rowCount() == int(coreOps.size()));
    for (int r = 0; r < opModel.rowCount(); ++r) {
        INFO("operator row " << r);
        CHECK(text(opModel, r, QStringLiteral("Full name")).toStdString() == coreOps[std::size_t(r)].fullName);
        CHECK(sortValue(opModel, r, QStringLiteral("Total (ms)")) ==
              Approx(nanosToMs(coreOps[std::size_t(r)].totalNs)));
        CHECK(sortValue(opModel, r, QStringLiteral("Average (µs)")) ==
              Approx(nanosToUs(coreOps[std::size_t(r)].avgNs)));
    }
    CHECK(text(opModel, 0, QStringLiteral("Input dtypes")).toStdString() == coreOps[0].inputDtypes);
    // Numbers carry their unit and full precision in the tooltip.
    const QString tip = opModel.index(0, 3).data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(QStringLiteral(" ms (")));
    CHECK(tip.contains(QStringLiteral("µs")));

    OperatorSection* aicpu = panel.section(OpSource::AiCpu);
    REQUIRE(aicpu);
    checkTypeTable(*aicpu->typeModel(), aicpuTypeTable(ops));
    const std::vector<AicpuOpRow> coreCpu = aicpuOpTable(ops);
    REQUIRE(aicpu->opModel()->rowCount() == int(coreCpu.size()));
    CHECK(text(*aicpu->opModel(), 0, QStringLiteral("Operator")).toStdString() == coreCpu[0].name);
    CHECK(sortValue(*aicpu->opModel(), 0, QStringLiteral("Count")) == Approx(double(coreCpu[0].count)));

    // The chart shows the top types, largest first.
    REQUIRE(!aicore->chart()->barLabels().isEmpty());
    CHECK(aicore->chart()->barLabels().first().toStdString() == aicoreTypeTable(ops).rows[0].type);
    test::saveShot(&panel, QStringLiteral("operators-panel"));
}

TEST_CASE("Operators panel: live filter, type pick, CSV of every row, Ctrl+C, jumping to an operator")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1400, 800);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    RowTableModel* ops = aicore->opModel();
    const int all = ops->rowCount();
    const std::vector<AicoreOpRow> coreOps = aicoreOpTable(*s.profile->operators);
    int conv = 0;
    for (const auto& r : coreOps) {
        QString hay = QString::fromStdString(r.name + "|" + r.type + "|" + r.scope + "|" + r.fullName);
        conv += hay.contains(QStringLiteral("conv2d"), Qt::CaseInsensitive);
    }
    REQUIRE(conv > 0);
    REQUIRE(conv < all);

    // Typing filters after a pause, not at once.
    panel.filterEdit()->setText(QStringLiteral("CONV2d"));
    CHECK(ops->rowCount() == all);
    QTest::qWait(OperatorsPanel::kFilterDelayMs + 150);
    REQUIRE(ops->waitForOrder());
    CHECK(ops->rowCount() == conv);
    CHECK(aicore->caption().contains(QStringLiteral("of %1 operators").arg(all)));

    // Export writes every row, whatever the filter.
    test::TempDir tmp;
    const QList<ExportItem> items = panel.exportItems();
    QAbstractItemModel* exported = nullptr;
    bool chart = false;
    for (const ExportItem& item : items) {
        if (item.id == QStringLiteral("aicore-operators"))
            exported = item.table;
        chart = chart || (item.id == QStringLiteral("aicore-types-chart") && item.chart);
    }
    CHECK(chart);
    REQUIRE(exported);
    const QString csv = QString::fromStdString(tmp.file("aicore-operators.csv"));
    REQUIRE(writeModelCsv(*exported, csv));
    QFile file(csv);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(lines.size() == all + 1);
    CHECK(lines[0].startsWith(QStringLiteral("Operator,Type,Scope,Total (ms),Count,Average (µs),Share (%)")));

    // Picking a type lists only its operators (within the filter).
    panel.filterEdit()->clear();
    QTest::qWait(OperatorsPanel::kFilterDelayMs + 150);
    REQUIRE(aicore->selectType(QStringLiteral("Conv2D")));
    int conv2d = 0;
    for (const auto& r : coreOps)
        conv2d += r.type == "Conv2D";
    CHECK(ops->rowCount() == conv2d);
    CHECK(aicore->caption().contains(QStringLiteral("type Conv2D")));
    CHECK_FALSE(aicore->selectType(QStringLiteral("NoSuchType")));

    // Ctrl+C copies the selected rows with the header.
    aicore->opView()->selectRow(0);
    const QString copied = copySelectedRows(aicore->opView());
    CHECK(copied.startsWith(QStringLiteral("Operator\tType\tScope")));
    CHECK(copied.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() == 2);
    CHECK(QApplication::clipboard()->text() == copied);

    // An operator picked elsewhere (an evidence link) is shown, even of another type.
    const AicoreOpRow* other = nullptr;
    for (const auto& r : coreOps)
        if (r.type != "Conv2D" && !other)
            other = &r;
    REQUIRE(other);
    selection.setSelectedOp(QString::fromStdString(other->fullName));
    REQUIRE(ops->waitForOrder());
    const QModelIndex current = aicore->opView()->currentIndex();
    REQUIRE(current.isValid());
    CHECK(text(*ops, current.row(), QStringLiteral("Full name")).toStdString() == other->fullName);

    // Sorting by name ascending, then by count descending (raw numbers, not text).
    const int nameColumn = 0;
    ops->sort(nameColumn, Qt::AscendingOrder);
    REQUIRE(ops->waitForOrder());
    for (int r = 1; r < ops->rowCount(); ++r)
        CHECK(ops->index(r - 1, nameColumn)
                  .data()
                  .toString()
                  .compare(ops->index(r, nameColumn).data().toString(), Qt::CaseInsensitive) <= 0);
}

TEST_CASE("Operators panel on a real run: the AI Core type table is the type file's")
{
    const std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    REQUIRE(s.profile);
    REQUIRE(s.profile->operators);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1200, 700);
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    const AicoreTypeTable core = aicoreTypeTable(*s.profile->operators);
    CHECK_FALSE(core.derivedFromDetail);
    checkTypeTable(*aicore->typeModel(), core.rows);
    // TransData: 0.193765 ms over 3 executions in aicore_intermediate_1_type.csv.
    bool found = false;
    for (int r = 0; r < aicore->typeModel()->rowCount(); ++r)
        if (text(*aicore->typeModel(), r, QStringLiteral("Type")) == QStringLiteral("TransData")) {
            found = true;
            CHECK(sortValue(*aicore->typeModel(), r, QStringLiteral("Total (ms)")) == Approx(0.193765));
            CHECK(sortValue(*aicore->typeModel(), r, QStringLiteral("Count")) == Approx(3));
            CHECK(sortValue(*aicore->typeModel(), r, QStringLiteral("Average (µs)")) == Approx(193.765 / 3));
        }
    CHECK(found);
    CHECK(aicore->opModel()->rowCount() == 105);
    REQUIRE(panel.section(OpSource::AiCpu));
    CHECK(panel.section(OpSource::AiCpu)->opModel()->rowCount() == 3); // InitData, GetNext, EndOfSequence

    // The type chart exports at the requested size and is not blank.
    test::TempDir tmp;
    const QString png = QString::fromStdString(tmp.file("types.png"));
    REQUIRE(saveWidgetImage(aicore->chart(), png, QSize(1000, 600)));
    const QImage image(png);
    CHECK(image.size() == QSize(1000, 600));
    CHECK(test::colourVariety(image) > 10);
}

TEST_CASE("Operators panel: FLOPs columns from flops_<rank>.txt, and a clear message without operators")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = std::make_shared<const Run>(loadRun(folder));
    const Profile* rank1 = run->rank(1);
    REQUIRE(rank1);
    std::size_t index = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == 1)
            index = i;
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.showSnapshot(ViewSnapshot::analysedRank(run, index));
    REQUIRE(panel.waitForTables());
    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    QAbstractItemModel& ops = *aicore->opModel();
    // Default/AtomicAddrClean-op104: 333 MFLOPs (cube), 33 % utilisation in flops_1.txt.
    int row = -1;
    for (int r = 0; r < ops.rowCount(); ++r)
        if (text(ops, r, QStringLiteral("Full name")) == QStringLiteral("Default/AtomicAddrClean-op104"))
            row = r;
    REQUIRE(row >= 0);
    CHECK(sortValue(ops, row, QStringLiteral("MFLOPs(10^6 cube)")) == Approx(333));
    CHECK(sortValue(ops, row, QStringLiteral("FLOPS utilization(cube) (%)")) == Approx(33));

    // Rank 10 has a step trace only: the panel says there are no operator files.
    std::size_t rank10 = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == 10)
            rank10 = i;
    panel.showSnapshot(ViewSnapshot::analysedRank(run, rank10));
    CHECK_FALSE(panel.showsTables());
    CHECK(panel.exportItems().isEmpty());
}

TEST_CASE("Operators and data panels say why when their files could not be read")
{
    test::TempDir dir;
    dir.write("profiler/step_trace_raw_0_detail_time.csv",
              "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n"
              "1,100,200,100,100,150,0,50,50\n");
    dir.write("profiler/aicore_intermediate_0_detail.csv", "hello,world\n1,2\n");
    dir.write("profiler/minddata_cpu_utilization_0.json", "{ this is not json");
    auto run = std::make_shared<const Run>(loadRun(dir.file("profiler")));
    REQUIRE(run->ranks.size() == 1);
    const ViewSnapshot s = ViewSnapshot::analysedRank(run, 0);
    SelectionState selection;
    OperatorsPanel operators(&selection);
    operators.showSnapshot(s);
    REQUIRE(operators.waitForTables());
    CHECK_FALSE(operators.showsTables());
    CHECK(operators.message()->title() == QStringLiteral("The operator statistics could not be read"));
    CHECK(operators.message()->details().contains(QStringLiteral("aicore_intermediate_0_detail.csv")));
    test::saveShot(&operators, QStringLiteral("operators-failed"));

    DataPrepPanel data(&selection);
    data.showSnapshot(s);
    CHECK_FALSE(data.showsData());
    CHECK(data.message()->title() == QStringLiteral("The data-preparation files could not be read"));
    CHECK(data.message()->details().contains(QStringLiteral("minddata_cpu_utilization_0.json")));
}
