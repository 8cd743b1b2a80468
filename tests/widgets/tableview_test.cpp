// makeTableView is the one table set-up of the widgets: these tests press Ctrl+C on a table it made and on
// the thresholds dialog (which had its own set-up before and could not copy), and check the fixed row height.
#include "analysis/findings/thresholds.h"
#include "common/tableview.h"
#include "panels/thresholdsdialog.h"
#include "widget_test_util.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

#include <catch2/catch.hpp>

using namespace steplens;

namespace {
// Shows the window holding `view`, focuses the view and presses Ctrl+C on it; the clipboard's text after.
QString pressCopy(QWidget* window, QTableView* view)
{
    QApplication::clipboard()->clear();
    window->show();
    window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(window));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    return QApplication::clipboard()->text();
}
} // namespace

TEST_CASE("makeTableView: Ctrl+C copies the selected rows in row order, visible columns, with the header")
{
    QStandardItemModel model(3, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Hidden"), QStringLiteral("Time")});
    const QStringList names = {QStringLiteral("MatMul"), QStringLiteral("Add\tCast"), QStringLiteral("ReduceSum")};
    for (int r = 0; r < 3; ++r) {
        model.setItem(r, 0, new QStandardItem(names[r]));
        model.setItem(r, 1, new QStandardItem(QStringLiteral("x")));
        model.setItem(r, 2, new QStandardItem(QString::number(10 * (r + 1))));
    }
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    QTableView* view = makeTableView(&model, &window);
    layout->addWidget(view);
    view->setColumnHidden(1, true);

    CHECK(view->verticalHeader()->sectionResizeMode(0) == QHeaderView::Fixed);
    CHECK(view->verticalHeader()->defaultSectionSize() == view->fontMetrics().height() + 6);
    CHECK(view->selectionBehavior() == QAbstractItemView::SelectRows);

    SECTION("nothing selected: nothing copied")
    {
        CHECK(pressCopy(&window, view).isEmpty());
    }
    SECTION("two rows selected bottom first: copied top first, the tab inside a cell made a space")
    {
        view->selectionModel()->select(model.index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        view->selectionModel()->select(model.index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        CHECK(pressCopy(&window, view) == QStringLiteral("Name\tTime\nAdd Cast\t20\nReduceSum\t30\n"));
    }
}

TEST_CASE("Thresholds dialog: its table copies the selected threshold with Ctrl+C")
{
    const Thresholds defaults;
    ThresholdsDialog dialog(defaults);
    QTableView* view = dialog.view();
    // Taller rows than the read-only tables (the value editor opens inside the row), one row at a time.
    CHECK(view->verticalHeader()->defaultSectionSize() == view->fontMetrics().height() + 10);
    CHECK(view->selectionMode() == QAbstractItemView::SingleSelection);

    const ThresholdSpec& first = thresholdTable().front();
    view->selectRow(0);
    const QStringList lines = pressCopy(&dialog, view).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == QStringLiteral("Threshold\tValue\tDefault\tUnit\tWhat it controls"));
    const QStringList cells = lines[1].split(QLatin1Char('\t'));
    REQUIRE(cells.size() == 5);
    CHECK(cells[0] == QString::fromLatin1(first.name));
    CHECK(cells[1] == cells[2]); // the value is the default
    CHECK(cells[3] == QString::fromUtf8(first.unit));
    CHECK(cells[4] == QString::fromUtf8(first.description));
}
