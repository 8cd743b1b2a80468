// Issue 19, the panel part: the 1.x operator table sorts when a header is clicked, panels with tables
// and charts have an Export button that writes what is shown (or every row on request) and says
// where, a 2.x run's Operators panel opens on the tab that has its operators, the pipeline graph
// opens fitted, and the tuning assistant's code does not wrap inside identifiers.
#include "analysis/op_tables.h"
#include "charts/pipelinegraphview.h"
#include "common/exportfeedback.h"
#include "common/selectionstate.h"
#include "compare/compareoperatorspage.h"
#include "compare/comparisonsnapshot.h"
#include "models/opdiffmodel.h"
#include "panels/findingcard.h"
#include "panels/kernelsection.h"
#include "panels/operatorsection.h"
#include "panels/operatorspanel.h"
#include "panels/panelexportbutton.h"
#include "panels/pipelinepanel.h"
#include "panels/tuningassistantpanel.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTextEdit>
#include <QScrollBar>
#include <QTextLayout>
#include <catch2/catch.hpp>

#include <algorithm>

using namespace steplens;

namespace {

int columnOf(const QAbstractItemModel& m, const QString& header)
{
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.headerData(c, Qt::Horizontal).toString() == header)
            return c;
    FAIL("no column " << header.toStdString());
    return -1;
}

QStringList columnTexts(const QAbstractItemModel& m, int column)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, column).data().toString();
    return out;
}

std::vector<double> columnValues(const QAbstractItemModel& m, int column)
{
    std::vector<double> out;
    for (int r = 0; r < m.rowCount(); ++r)
        out.push_back(m.index(r, column).data(ModelRoles::SortRole).toDouble());
    return out;
}

// Clicks a header section the way a user does.
void clickHeader(QTableView* view, int column)
{
    QHeaderView* header = view->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

QStringList csvLines(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

TEST_CASE("Operators panel: clicking Operator, Type and Total sorts the 1.x AI Core operator table")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1300, 800);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    QTableView* view = aicore->opView();
    RowTableModel* model = aicore->opModel();
    const int rows = model->rowCount();
    REQUIRE(rows == 128); // the example baseline's AI Core operators

    // Core's order: total time, largest first, which the indicator says.
    const int total = columnOf(*model, QStringLiteral("Total (ms)"));
    CHECK(view->horizontalHeader()->sortIndicatorSection() == total);
    const std::vector<double> initial = columnValues(*model, total);
    CHECK(std::is_sorted(initial.rbegin(), initial.rend()));

    // Operator: by name. Qt's first click on another section sorts ascending.
    const int name = columnOf(*model, QStringLiteral("Operator"));
    clickHeader(view, name);
    REQUIRE(model->waitForOrder());
    CHECK(view->horizontalHeader()->sortIndicatorSection() == name);
    QStringList names = columnTexts(*model, name);
    QStringList expected = names;
    std::sort(expected.begin(), expected.end(),
              [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    const bool ascending = view->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder;
    if (!ascending)
        std::reverse(expected.begin(), expected.end());
    CHECK(names == expected);
    CHECK(columnValues(*model, total) != initial); // the rows moved
    // A second click reverses it.
    clickHeader(view, name);
    REQUIRE(model->waitForOrder());
    QStringList reversed = columnTexts(*model, name);
    std::reverse(reversed.begin(), reversed.end());
    CHECK(reversed == names);

    // Type.
    const int type = columnOf(*model, QStringLiteral("Type"));
    clickHeader(view, type);
    REQUIRE(model->waitForOrder());
    const QStringList types = columnTexts(*model, type);
    QStringList sortedTypes = types;
    std::sort(sortedTypes.begin(), sortedTypes.end(),
              [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    if (view->horizontalHeader()->sortIndicatorOrder() == Qt::DescendingOrder)
        std::reverse(sortedTypes.begin(), sortedTypes.end());
    CHECK(types == sortedTypes);
    CHECK(types.first() != types.last());

    // Total, both ways: the smallest first, then the largest first again.
    clickHeader(view, total);
    REQUIRE(model->waitForOrder());
    std::vector<double> totals = columnValues(*model, total);
    const bool up = view->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder;
    CHECK(up == std::is_sorted(totals.begin(), totals.end()));
    CHECK(up != std::is_sorted(totals.rbegin(), totals.rend()));
    clickHeader(view, total);
    REQUIRE(model->waitForOrder());
    totals = columnValues(*model, total);
    CHECK(std::is_sorted(totals.begin(), totals.end()) != up);
    CHECK(int(totals.size()) == rows);
}

TEST_CASE("Operators panel: the Export button writes the operators as shown, or every row, and says where")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.profile);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1300, 800);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    PanelExportButton* button = panel.exportButton();
    REQUIRE(button);
    CHECK(button->isVisible());

    panel.filterEdit()->setText(QStringLiteral("conv2d"));
    QTest::qWait(OperatorsPanel::kFilterDelayMs + 150);
    REQUIRE(panel.waitForTables());
    RowTableModel* ops = panel.section(OpSource::AiCore)->opModel();
    const int shown = ops->rowCount();
    REQUIRE(shown > 0);
    REQUIRE(std::size_t(shown) < ops->dataRowCount());

    const QList<PanelExportButton::Entry> entries = button->entries();
    const PanelExportButton::Entry* asShown = nullptr;
    const PanelExportButton::Entry* every = nullptr;
    bool chart = false;
    for (const auto& e : entries) {
        if (e.item.id == QStringLiteral("aicore-operators"))
            (e.everyRow ? every : asShown) = &e;
        chart = chart || (e.item.id == QStringLiteral("aicore-types-chart") && e.item.chart);
    }
    CHECK(chart);
    REQUIRE(asShown);
    REQUIRE(every);

    test::TempDir tmp;
    QSignalSpy spy(ExportFeedback::instance(), &ExportFeedback::written); // what the status bar shows
    const QString shownPath = QString::fromStdString(tmp.file("shown.csv"));
    REQUIRE(button->write(*asShown, shownPath));
    CHECK(csvLines(shownPath).size() == shown + 1);
    const QString allPath = QString::fromStdString(tmp.file("all.csv"));
    REQUIRE(button->write(*every, allPath));
    CHECK(std::size_t(csvLines(allPath).size()) == ops->dataRowCount() + 1);
    REQUIRE(spy.size() == 2);
    CHECK(spy.at(0).at(0).toStringList() == QStringList{shownPath});
    CHECK(spy.at(1).at(0).toStringList() == QStringList{allPath});

    // Never into the run's folder.
    const QString inside = QString::fromStdString(s.profile->folder) + QStringLiteral("/ops.csv");
    QString error;
    CHECK_FALSE(button->write(*asShown, inside, &error));
    CHECK(error.contains(QStringLiteral("profiler folder")));
    CHECK_FALSE(QFile::exists(inside));
    CHECK(spy.size() == 2);
}

TEST_CASE("Operators panel on a 2.x run opens on the Kernels tab, which has the operators")
{
    const std::string folder = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder, 0);
    REQUIRE(s.profile);
    SelectionState selection;
    OperatorsPanel panel(&selection);
    panel.resize(1200, 700);
    panel.show();
    panel.showSnapshot(s);
    REQUIRE(panel.waitForTables());
    REQUIRE(panel.kernelSection());
    OperatorSection* aicore = panel.section(OpSource::AiCore);
    REQUIRE(aicore);
    CHECK(aicore->opModel()->dataRowCount() == 0); // op_statistic.csv gives types, no operators
    CHECK(panel.tabs()->currentWidget() == panel.kernelSection());
    CHECK(panel.kernelSection()->model()->rowCount() > 0);
}

TEST_CASE("Pipeline graph opens fitted when its op was picked before the dock was shown")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    REQUIRE(s.profile->pipeline);
    SelectionState selection;
    // An evidence link picked MapOp_2 (op 2) while the panel was still hidden, as at start-up.
    selection.setSelectedPipelineOp(2);
    PipelinePanel panel(&selection);
    panel.showSnapshot(s);
    PipelineGraphView* view = panel.graph();
    REQUIRE(view->nodeCount() > 4);
    CHECK(view->selectedNode() == view->graphLayout().opNode(2));
    panel.resize(1100, 700);
    panel.show();
    QTest::qWait(20);
    // The whole graph is in view (before, it opened at 100 % around one box: two ops on screen).
    for (int i = 0; i < view->nodeCount(); ++i) {
        INFO("node " << i);
        CHECK(view->rect().contains(view->nodeRectInView(i).toAlignedRect()));
    }
    CHECK(view->zoom() >= 0.45);
    test::saveShot(&panel, QStringLiteral("pipeline-open-fitted"));
}

TEST_CASE("Pipeline graph too big to read whole opens at a legible zoom around its root")
{
    // 60 ops in a chain: fitting all of them in 600 px would need a zoom of a few per cent.
    std::vector<PipelineTreeOp> tree;
    QHash<int, PipelineGraphView::NodeText> ops, queues;
    for (int id = 0; id < 60; ++id) {
        PipelineTreeOp op;
        op.opId = id;
        if (id + 1 < 60)
            op.children = {id + 1};
        tree.push_back(op);
        ops[id].title = QStringLiteral("MapOp_%1").arg(id);
    }
    PipelineGraphView view;
    view.resize(600, 400);
    view.show();
    view.setGraph(tree, ops, queues);
    QTest::qWait(20);
    CHECK(view.zoom() == Approx(0.45));
    // The root (op 0, on the right) is on screen.
    CHECK(view.rect().intersects(view.nodeRectInView(view.graphLayout().opNode(0)).toAlignedRect()));
    // Fit shows everything, however small.
    view.fitToView();
    CHECK(view.zoom() < 0.2);
}

TEST_CASE("Tuning assistant: code snippets scroll sideways instead of wrapping inside identifiers")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    SelectionState selection;
    TuningAssistantPanel panel(&selection, nullptr);
    panel.resize(320, 700); // a narrow dock
    panel.show();
    panel.showSnapshot(s);
    FindingCard* gap = panel.card(QStringLiteral("long-iteration-gap"));
    REQUIRE(gap);
    gap->setExpanded(true);
    QTest::qWait(20);
    auto* snippet = gap->findChild<QTextEdit*>(QStringLiteral("snippet"));
    REQUIRE(snippet);
    CHECK(snippet->lineWrapMode() == QTextEdit::NoWrap);
    // Every line of the code is one line on screen.
    const QStringList lines = gap->snippetText().split(QLatin1Char('\n'));
    CHECK(snippet->document()->blockCount() == lines.size());
    for (QTextBlock b = snippet->document()->begin(); b.isValid(); b = b.next())
        CHECK(b.layout()->lineCount() == 1);
    // The longest line is wider than the pane: it scrolls, and the scroll bar does not cover the last line.
    CHECK(snippet->document()->idealWidth() > snippet->viewport()->width());
    CHECK(snippet->horizontalScrollBar()->maximum() > 0);
    CHECK(snippet->viewport()->height() >= int(snippet->document()->size().height()));
    test::saveShot(&panel, QStringLiteral("assistant-narrow-snippet"));
}

TEST_CASE("Comparison by operator: the names get the room, the numbers are as wide as they are")
{
    ComparisonSnapshot s;
    s.a.folder = QString::fromStdString(test::exampleRuns().run("1-baseline").string());
    s.b.folder = QString::fromStdString(test::exampleRuns().run("5-mixed-precision").string());
    s.a.run = std::make_shared<const Run>(loadRun(test::exampleRuns().run("1-baseline").string()));
    s.b.run = std::make_shared<const Run>(loadRun(test::exampleRuns().run("5-mixed-precision").string()));
    completeComparison(s);
    CompareOperatorsPage page;
    page.resize(1280, 600);
    page.show();
    page.showComparison(s);
    REQUIRE(page.waitForTables());
    auto* tabs = page.findChild<QTabWidget*>();
    REQUIRE(tabs);
    tabs->setCurrentIndex(1); // By operator
    QTest::qWait(20);
    QTableView* view = page.operatorView();
    REQUIRE(view->isVisible());
    QHeaderView* header = view->horizontalHeader();
    CHECK_FALSE(header->stretchLastSection());
    CHECK(header->sectionResizeMode(OpDiffModel::NameColumn) == QHeaderView::Stretch);
    // Count B held ~570 px (the stretched last column) while the names were cut.
    const int countB = view->columnWidth(OpDiffModel::BCountColumn);
    CHECK(countB < 120);
    for (int c = OpDiffModel::KindColumn; c <= OpDiffModel::BCountColumn; ++c) {
        INFO("column " << c);
        CHECK(view->columnWidth(OpDiffModel::NameColumn) > 2 * view->columnWidth(c));
    }
    // Together they fill the view: no empty band, no horizontal scrolling at this width.
    int total = 0;
    for (int c = 0; c < view->model()->columnCount(); ++c)
        total += view->columnWidth(c);
    CHECK(total == view->viewport()->width());
    test::saveShot(&page, QStringLiteral("compare-operators-columns"));
}
