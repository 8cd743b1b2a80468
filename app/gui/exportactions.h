#pragma once
// File › Export (one chart or table, or everything to a folder) and File › Export report for the
// main window: what the panels (or the comparison view) can save, written where the user chooses,
// never into a profiler folder.
#include "panels/panel.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace steplens {

class ComparisonSession;
class ComparisonView;
class PanelDocks;
class RunSession;

class ExportActions : public QObject
{
    Q_OBJECT
public:
    // `comparisonShown` says whether the comparison view (rather than the panels) is on show.
    ExportActions(QWidget* window, RunSession* session, ComparisonSession* comparisons, ComparisonView* view,
                  PanelDocks* docks, std::function<bool()> comparisonShown);

    // Adds the Export menu and the Export report action to `file`.
    void addTo(QMenu* file);
    QList<ExportItem> exportItems() const;
    // report.md with the charts and tables beside it into `dir`; returns the files written.
    QStringList exportReportTo(const QString& dir, QStringList* errors = nullptr);

private:
    void updateExportMenu();
    QStringList foldersNotToWrite() const;
    bool refuseProfilerFolder(const QString& path);
    void exportOne(const ExportItem& item);
    void exportEverything();
    void exportReport();

    QWidget* m_window;
    RunSession* m_session;
    ComparisonSession* m_comparisons;
    ComparisonView* m_comparisonView;
    PanelDocks* m_docks;
    std::function<bool()> m_comparisonShown;
    QMenu* m_exportMenu = nullptr;
    QAction* m_exportAllAction = nullptr;
};

} // namespace steplens
