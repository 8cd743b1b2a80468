#include "common/tableview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace steplens {

QTableView* makeTableView(QAbstractItemModel* model, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSortIndicatorShown(true);
    // Enabling sorting sorts by the header's indicator, which Qt starts at column 0, descending: every table
    // that did not choose its own order opened reversed by its first column (a kernel table by step, the
    // last step first). No indicator keeps the rows' own order (file, launch or core's) until the user
    // clicks a column.
    view->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    view->horizontalHeader()->setHighlightSections(false);
    auto* copy = new QAction(QObject::tr("Copy rows"), view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(copy, &QAction::triggered, view, [view] { copySelectedRows(view); });
    view->addAction(copy);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    return view;
}

QString selectedRowsText(const QTableView* view)
{
    const QAbstractItemModel* model = view->model();
    if (!model || !view->selectionModel())
        return {};
    QModelIndexList rows = view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    auto clean = [](QString s) {
        return s.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines;
    QStringList header;
    for (int c = 0; c < model->columnCount(); ++c)
        if (!view->isColumnHidden(c))
            header << clean(model->headerData(c, Qt::Horizontal).toString());
    lines << header.join(QLatin1Char('\t'));
    for (const QModelIndex& row : rows) {
        QStringList cells;
        for (int c = 0; c < model->columnCount(); ++c)
            if (!view->isColumnHidden(c))
                cells << clean(model->index(row.row(), c).data().toString());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString copySelectedRows(const QTableView* view)
{
    const QString text = selectedRowsText(view);
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
    return text;
}

void fitColumns(QTableView* view, int maxWidth)
{
    const QAbstractItemModel* model = view->model();
    if (!model)
        return;
    const QFontMetrics fm = view->fontMetrics();
    const QFontMetrics headerFm = view->horizontalHeader()->fontMetrics();
    const int rows = std::min(model->rowCount(), 60);
    for (int c = 0; c < model->columnCount(); ++c) {
        int w = headerFm.horizontalAdvance(model->headerData(c, Qt::Horizontal).toString()) + 28; // + sort arrow
        for (int r = 0; r < rows; ++r)
            w = std::max(w, fm.horizontalAdvance(model->index(r, c).data().toString()) + 16);
        view->setColumnWidth(c, std::min(w, maxWidth));
    }
}

} // namespace steplens
