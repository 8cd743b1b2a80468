#pragma once
// Table views as every StepLens panel sets them up: whole-row selection, fixed row height (no
// per-row size queries on big tables, ARCHITECTURE.md "Big tables"), no ResizeToContents, sorting on the raw role,
// and Ctrl+C copying the selected rows as tab-separated text with the header.
class QAbstractItemModel;
class QString;
class QTableView;
class QWidget;

namespace steplens {

QTableView* makeTableView(QAbstractItemModel* model, QWidget* parent);

// The selected rows (all columns) as tab-separated text with a header line; put on the clipboard
// by the view's Copy action. Empty when nothing is selected.
QString selectedRowsText(const QTableView* view);
QString copySelectedRows(const QTableView* view);

// Column widths from the header and the first rows only, so a 10^6-row table sizes instantly.
void fitColumns(QTableView* view, int maxWidth = 360);

} // namespace steplens
