#pragma once
// Base of every dock panel: it shows a ViewSnapshot and lists what File › Export can save from it.
// The main window wraps each panel in a QDockWidget; panels never know each other (they share only
// the SelectionState given to their constructor). Most panels show either their content or a message
// saying why there is nothing to show; the base class holds that stack once for all of them.
#include "common/viewsnapshot.h"

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QWidget>

#include <memory>

class QLayout;
class QLineEdit;
class QStackedWidget;

namespace steplens {

class PanelExportButton;
class RowTableModel;
struct Run;
class SectionMessage;

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
    // The page that says why there is nothing to show (set its text, then showMessage()); null for a
    // panel without one (no setPages()).
    SectionMessage* message() const { return m_message; }

protected:
    // Lays the panel out as a stack of pages: first a message ("No profiler folder is open" until a
    // snapshot says otherwise), then `content`; `above` (a tool row, may be null) stays over the stack.
    // The stack scrolls when the dock is smaller than its pages. Called once, from the constructor.
    void setPages(QWidget* content, QLayout* above = nullptr);
    // Another page besides the content: the same data laid out another way.
    void addPage(QWidget* page);
    // Shows the message page, its text set first.
    void showMessage();
    // Shows `page`, the content by default.
    void showContent(QWidget* page = nullptr);
    bool messageShown() const;
    bool contentShown(QWidget* page = nullptr) const;
    // The stack of pages in its scroll area, for a panel that hides it altogether (Problems, when one
    // line says everything).
    QWidget* pagesArea() const { return m_pagesArea; }

    // The panel's Export… button, made on the first call; the panel puts it where it fits (a corner
    // of its tabs, the end of a tool row).
    PanelExportButton* exportButton();
    // The run on show, for the Export button to keep out of its folders (no button: nothing to do).
    void setExportRun(std::shared_ptr<const Run> run);
    // Makes `edit` the filter box of a table: `model` keeps the rows that match as the user types.
    static void filterRowsWith(QLineEdit* edit, RowTableModel* model, const QString& placeholder);

private:
    QStackedWidget* m_pages = nullptr;
    QWidget* m_pagesArea = nullptr;
    SectionMessage* m_message = nullptr;
    QWidget* m_content = nullptr;
    PanelExportButton* m_exportButton = nullptr;
};

} // namespace steplens
