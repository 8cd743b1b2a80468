#pragma once
// Problems: every diagnostic from loading, sortable and filterable, with copy of file:line. When
// there is nothing to list it says why in one line and shrinks to that line, so the dock below the step
// chart does not take a quarter of the window to say "No problems". Notes alone (nothing went wrong,
// e.g. "no Type column") keep it at one line too, with a button that opens the list.
#include "panels/panel.h"

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTimer;
class QToolButton;
class QTreeView;

namespace steplens {

class DiagnosticsModel;
class ElidedLabel;
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
    // True while the panel is one line high: nothing to list, or notes only and not opened.
    bool isCompact() const { return m_compact; }
    // The button that opens or folds a list of notes only (hidden when there are warnings or errors).
    QToolButton* notesToggle() const { return m_notesToggle; }

signals:
    // The panel went from one line to a list or back; the window gives the dock its room back.
    void compactChanged(bool compact);

private:
    void updateState();
    void setCompact(bool compact);
    void showContextMenu(const QPoint& pos);

    DiagnosticsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTreeView* m_view;
    QLineEdit* m_filter;
    QTimer* m_filterTimer;
    ElidedLabel* m_summary;     // one line: shortened with "…" when narrow, the whole text in its tooltip
    QToolButton* m_notesToggle; // checked: the user opened a list of notes only
    ViewSnapshot m_snapshot;
    bool m_compact = false;
};

} // namespace steplens
