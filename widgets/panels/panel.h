#pragma once
// Base of every dock panel: it shows a ViewSnapshot and lists what File › Export can save from it.
// The main window wraps each panel in a QDockWidget; panels never know each other (they share only
// the SelectionState given to their constructor).
#include "common/viewsnapshot.h"

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QWidget>

namespace steplens {

// One thing a panel can export: a chart (saved as PNG/SVG/PDF) or a table (saved as CSV).
struct ExportItem {
    QString id;    // file-name stem, stable: "step-trace", "step-table"
    QString title; // menu text: "Step trace chart"
    QPointer<QWidget> chart;
    QPointer<QAbstractItemModel> table;
    // The same table as the view shows it (sorted, filtered), where `table` holds every row. A panel's
    // Export button writes this one unless the user picks "every row".
    QPointer<QAbstractItemModel> shown = {};
};

class Panel : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual void showSnapshot(const ViewSnapshot& snapshot) = 0;
    // What can be exported right now (empty when the panel shows nothing).
    virtual QList<ExportItem> exportItems() const { return {}; }
};

} // namespace steplens
