#pragma once
// Problems: every diagnostic from loading, sortable and filterable, with copy of file:line. When
// there is nothing to list it says why.
#include "panels/panel.h"

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTimer;
class QTreeView;

namespace steplens {

class DiagnosticsModel;
class SelectionState;

class ProblemsPanel : public Panel
{
    Q_OBJECT
public:
    explicit ProblemsPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    DiagnosticsModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    // The empty-state text, for tests ("" when the list is showing).
    QString emptyReason() const;
    // Copies "path:line" of the selected rows (one per line) to the clipboard; returns the text.
    QString copySelectedLocations();

private:
    void updateState();
    void showContextMenu(const QPoint& pos);

    DiagnosticsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTreeView* m_view;
    QLineEdit* m_filter;
    QTimer* m_filterTimer;
    QLabel* m_summary;
    ViewSnapshot m_snapshot;
};

} // namespace steplens
