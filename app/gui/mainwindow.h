#pragma once
// The StepLens main window: menus, docks (one per panel), rank selector, status bar with progress,
// start page, background loading. Panels get the shared SelectionState and ViewSnapshots; they do
// not know each other or this window.
#include "analysis/profile_analysis.h"
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

#include <QMainWindow>

class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace steplens {

class AnalysisRunner;
class AnalysisSettings;
class ComparisonLoader;
class ComparisonView;
class JobTracker;
class OverviewPanel;
class RunLoader;
class SelectionState;
class StartPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // Bump when docks are added, removed or renamed, so an old saved layout is not applied.
    static constexpr int kLayoutVersion = 5;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void openFolder(const QString& folder);
    void openExample();
    void reload();
    void cancelLoading();
    void closeFolder();
    // A message in the status bar for a while, then the usual "what is loaded" line again.
    void showStatusMessage(const QString& text, int milliseconds = 8000);
    // View › Reset layout: every dock back where it starts.
    void resetLayout();

    // Comparing two runs (mainwindow_compare.cpp). Opening one reads (off the UI thread) only what is
    // not in memory yet: the run on show and the runs of the comparison on show are reused.
    void openComparison(const QString& folderA, const QString& folderB);
    void openExampleComparison();
    // B against the run on show (in a comparison: replaces B).
    void compareWith(const QString& folderB);
    void swapComparison();
    void replaceComparisonSide(bool sideB, const QString& folder);
    // Back to the single run on show (or the start page).
    void closeComparison();
    bool comparisonShown() const;
    ComparisonView* comparisonView() const { return m_comparisonView; }
    ComparisonLoader* comparisonLoader() const { return m_compareLoader; }
    const ComparisonSnapshot& comparison() const { return m_comparison; }
    // File › Export report, without the folder dialog: report.md with the charts and tables beside it.
    // Returns the files written; `errors` gets what failed.
    QStringList exportReportTo(const QString& dir, QStringList* errors = nullptr);

    // For tests and the export code.
    RunLoader* loader() const { return m_loader; }
    AnalysisRunner* analysisRunner() const { return m_analysisRunner; }
    AnalysisSettings* analysisSettings() const { return m_analysisSettings; }
    // What the analysis of the folder on show uses: the thresholds and the folder's batch size.
    AnalysisOptions analysisOptions() const;
    // True while the files are read or the run is analysed again.
    bool isBusy() const;
    QDockWidget* dock(const QString& panelObjectName) const;
    SelectionState* selection() const { return m_selection; }
    const ViewSnapshot& snapshot() const { return m_snapshot; }
    QComboBox* rankSelector() const { return m_rankCombo; }
    bool rankSelectorShown() const;
    const QList<QDockWidget*>& docks() const { return m_docks; }
    const QList<Panel*>& panels() const { return m_panels; }
    StartPage* startPage() const { return m_startPage; }
    bool startPageShown() const;
    QString statusText() const;
    QList<ExportItem> exportItems() const;

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
    // mainwindow_actions.cpp
    void createActions();
    void updateRecentMenu();
    void updateExportMenu();
    void exportOne(const ExportItem& item);
    QStringList foldersNotToWrite() const;
    void exportEverything();
    void chooseFolder();
    void showAbout();
    void showShortcuts();
    void chooseComparison();
    void chooseReplacement(bool sideB);
    void exportReport();
    // mainwindow.cpp
    void createDocks();
    QDockWidget* addPanelDock(Panel* panel, const QString& title, Qt::DockWidgetArea area, int number);
    void raisePanel(const QString& request);
    void applyDefaultDockSizes();
    void restoreSettings();
    void saveSettings();
    void setStartPageShown(bool shown);
    // Shows the docks whose data the snapshot has (communication) and hides them otherwise.
    void updateDataDocks(const ViewSnapshot& snapshot);
    // The docks are on show (neither the start page nor the comparison covers the window).
    bool docksShown() const;
    // mainwindow_compare.cpp
    void startComparison(ComparisonSnapshot request);
    void setComparisonShown();
    void onComparisonStarted();
    void onComparisonFinished(const ComparisonSnapshot& snapshot);
    void onComparisonCancelled();
    void reanalyseComparison();
    ComparedRun reusableRun(const QString& folder, const AnalysisOptions& options) const;
    AnalysisOptions comparisonOptions() const;
    QString comparisonStatus() const;
    // mainwindow_loading.cpp
    void createStatusBar();
    void onLoadStarted(const QString& folder);
    void onProgress(double fraction, const QString& stage);
    void onSectionsReady(std::shared_ptr<const Profile> partial, std::shared_ptr<const ProfileAnalysis> analysis);
    void onFinished(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis, double seconds);
    void onAnalysed(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis);
    // The batch size or a threshold changed: analyse the run on show again (not read it again).
    void reanalyse();
    void showRank(int rank);
    void onCancelled(const QString& folder);
    void selectRank(int comboIndex);
    void showSnapshot(const ViewSnapshot& snapshot);
    void updateStatus();
    void setLoadingUi(bool loading);
    int batchSizeFor(const QString& folder) const;
    void rememberBatchSize(int samplesPerStep);

    RunLoader* m_loader;
    AnalysisRunner* m_analysisRunner;
    AnalysisSettings* m_analysisSettings;
    QTimer* m_reanalyseTimer = nullptr;       // batch-size typing settles before the analysis runs
    AnalysisOptions m_loadOptions;            // what the load in flight analyses with
    std::unique_ptr<JobTracker> m_exampleJob; // generates the example runs off the UI thread
    SelectionState* m_selection;
    StartPage* m_startPage;
    ComparisonLoader* m_compareLoader;
    ComparisonView* m_comparisonView;
    QStackedWidget* m_central;             // the start page or the comparison; hidden while the docks show
    ComparisonSnapshot m_comparison;       // the comparison on show (empty when none)
    QTimer* m_compareBatchTimer = nullptr; // batch-size typing settles before both runs are analysed again
    bool m_leaveComparison = false;        // the next single-run snapshot replaces the comparison
    OverviewPanel* m_overview = nullptr;
    QList<Panel*> m_panels;
    QList<QDockWidget*> m_docks;
    QByteArray m_defaultLayout;

    ViewSnapshot m_snapshot;
    std::shared_ptr<const Run> m_run;
    std::shared_ptr<const RunAnalysis> m_runAnalysis;
    AnalysisOptions m_shownOptions; // what m_runAnalysis was computed with
    QString m_folder;               // the folder on show (or being loaded)
    QString m_shownFolder;          // the folder whose data is on show
    int m_preferredRank = INT32_MIN;
    bool m_partialShown = false;
    double m_loadSeconds = 0;

    QMenu* m_recentMenu = nullptr;
    QMenu* m_exportMenu = nullptr;
    QAction* m_reloadAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_exportAllAction = nullptr;
    QAction* m_rankToolbarAction = nullptr;
    QComboBox* m_rankCombo = nullptr;
    QLabel* m_statusLabel = nullptr;
    QString m_statusMessage;
    QTimer* m_statusMessageTimer = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;
};

} // namespace steplens
