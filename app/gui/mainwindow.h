#pragma once
// The StepLens main window: docks (one per panel, from the panel registry), menus (MainMenus), the rank
// selector, the start page and the comparison view. What is on show and how it is read lives in
// RunSession (one run) and ComparisonSession (two runs); the status line in StatusBarWidget. Panels
// get the shared SelectionState and ViewSnapshots; they do not know each other or this window.
#include "common/viewsnapshot.h"
#include "panelregistry.h"
#include "panels/panel.h"
#include "windowlayoutstore.h"

#include <QMainWindow>

#include <cstdint>
#include <utility>

class QComboBox;
class QDockWidget;
class QStackedWidget;

namespace steplens {

class AnalysisSettings;
class ComparisonSession;
class ComparisonView;
class ExamplePreparer;
class MainMenus;
class OverviewPanel;
class RunSession;
class SelectionState;
class StartPage;
class StatusBarWidget;
struct ComparisonSnapshot;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // Bump when docks are added, removed or renamed, so an old saved layout is not applied.
    static constexpr int kLayoutVersion = 7;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void openFolder(const QString& folder);
    void openExample();
    void reload();
    void cancelLoading();
    void closeFolder();
    // File › Open folder… and File › Compare with…: the folder dialogs, then the folders open.
    void chooseFolder();
    void chooseComparison();
    // A message in the status bar for a while, then the usual "what is loaded" line again.
    void showStatusMessage(const QString& text, int milliseconds = 8000);
    // View › Reset layout: every dock back where it starts.
    void resetLayout();

    // Comparing two runs: the comparison view takes the docks' place.
    void openComparison(const QString& folderA, const QString& folderB);
    void openExampleComparison();
    // B against the run on show (in a comparison: replaces B).
    void compareWith(const QString& folderB);
    // Back to the single run on show (or the start page).
    void closeComparison();
    bool comparisonShown() const;
    // File › Export report, without the folder dialog: report.md with the charts and tables beside it.
    // Returns the files written; `errors` gets what failed.
    QStringList exportReportTo(const QString& dir, QStringList* errors = nullptr);
    QList<ExportItem> exportItems() const;

    RunSession* session() const { return m_session; }
    ComparisonSession* comparisonSession() const { return m_comparisons; }
    ComparisonView* comparisonView() const { return m_comparisonView; }
    AnalysisSettings* analysisSettings() const { return m_analysisSettings; }
    SelectionState* selection() const { return m_selection; }
    StartPage* startPage() const { return m_startPage; }
    QDockWidget* dock(const QString& panelObjectName) const { return m_docks->dock(panelObjectName); }
    const QList<QDockWidget*>& docks() const { return m_docks->docks(); }
    QList<QDockWidget*> dockTabGroup(QDockWidget* dock) const { return m_docks->tabGroup(dock); }
    // Every panel, up to date (PanelDocks::bringUpToDate).
    const QList<Panel*>& panels() const
    {
        m_docks->bringUpToDate();
        return m_docks->panels();
    }
    QComboBox* rankSelector() const;
    bool rankSelectorShown() const;
    bool startPageShown() const;
    QString statusText() const;

signals:
    // Panels have been given a new snapshot (partial or complete).
    void snapshotShown();
    // The comparison view shows a new comparison (or why there is none).
    void comparisonReady();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // mainwindow.cpp: docks, start page and comparison view
    void chooseReplacement(bool sideB);
    void raisePanel(const QString& request);
    void setStartPageShown(bool shown);
    // Shows the docks whose data the snapshot has (communication, memory, cluster), hides the others.
    void updateDataDocks(const ViewSnapshot& snapshot);
    // The docks are on show (neither the start page nor the comparison covers the window).
    bool docksShown() const;
    // mainwindow_sessions.cpp: what the sessions read comes on show
    void connectSession();
    // What the start page says while it is on show.
    void setStartStatus(const QString& text);
    void showSnapshot(const ViewSnapshot& snapshot, bool fromLoad);
    void selectRequestedStep();
    void updateStatus();
    void connectComparison();
    void onComparisonFinished(const ComparisonSnapshot& snapshot);
    void onComparisonCancelled();
    void setComparisonShown();

    AnalysisSettings* m_analysisSettings;
    SelectionState* m_selection;
    RunSession* m_session;
    ComparisonSession* m_comparisons;
    ExamplePreparer* m_examples;
    StartPage* m_startPage;
    ComparisonView* m_comparisonView;
    QStackedWidget* m_central; // the start page or the comparison; hidden while the docks show
    PanelDocks* m_docks = nullptr;
    OverviewPanel* m_overview = nullptr;
    WindowLayoutStore m_layout; // the saved geometry and dock layout, the single run's and the comparison's sizes
    std::pair<int, long long> m_stepOfRequestedRank{INT32_MIN, 0}; // a heat-map cell's rank and step
    MainMenus* m_menus = nullptr;                                  // the menus and the toolbar with the rank selector
    StatusBarWidget* m_status = nullptr;
};

} // namespace steplens
