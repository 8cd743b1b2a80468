#pragma once
// The docks of the main window, one entry each: adding a panel to the window is adding an entry
// here (its title, Alt+N shortcut, where it starts, how it is made and when it is shown). The
// window builds the docks, the View menu and the default layout from this list; the object names
// of the panels are what saved layouts match on (bump MainWindow::kLayoutVersion when the list
// changes).
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace steplens {

class AnalysisSettings;
class Panel;
class SelectionState;
struct ViewSnapshot;

struct PanelEntry {
    QString title; // translated
    QKeySequence shortcut;
    // Panels share the selection; the tuning assistant also edits the thresholds.
    std::function<Panel*(SelectionState* selection, AnalysisSettings* settings, QWidget* parent)> make;
    // For panels of data only some folders have: the dock shows only when the snapshot has it.
    // Empty: always shown with a run (the panel says itself what is missing).
    std::function<bool(const ViewSnapshot&)> hasData;
    // While the folder loads (a partial snapshot): whether the data may still come, so the dock is laid
    // out once from the files found and does not appear or vanish as they are read. Empty: hasData.
    std::function<bool(const ViewSnapshot&)> mayHaveData;
    // The panel (object name) whose dock this one joins as a tab in the default layout; empty for
    // the docks placed by the window itself (overview, step trace, problems, tuning assistant).
    QString tabWith;
    // Brought forward (and shown) as soon as its data arrives: the Cluster view of a many-rank job.
    bool raiseOnData = false;
};

// Every dock, in the View menu's order.
QList<PanelEntry> panelEntries();

// The docks of a main window built from panelEntries(), in their default arrangement: overview |
// step trace with the panels tabbed with it, problems below | tuning assistant.
class PanelDocks : public QObject
{
    Q_OBJECT
public:
    PanelDocks(QMainWindow* window, SelectionState* selection, AnalysisSettings* settings);

    const QList<QDockWidget*>& docks() const { return m_docks; }
    const QList<Panel*>& panels() const { return m_panels; }
    QDockWidget* dock(const QString& panelObjectName) const;
    template <typename T>
    T* panel() const
    {
        for (Panel* p : m_panels)
            if (auto* t = qobject_cast<T*>(p))
                return t;
        return nullptr;
    }

    // Gives every panel the snapshot, except that a partial one (the folder still loading) waits while its
    // panel is out of sight (a tab behind another, a closed dock) and is shown when the panel comes into
    // sight. Each partial replaces the one before and the whole run replaces them all, so a panel out of
    // sight would rebuild its charts and tables (seconds of the UI thread on a big rank) for nothing but
    // one rebuild more. A whole run or an empty snapshot goes to every panel at once: panels then let go
    // of the partial copies, and of an old folder's run (BENCHMARKS.md, "Panels out of sight wait").
    void showSnapshot(const ViewSnapshot& snapshot);
    // Shows the waiting snapshots now: for what reads the panels (File › Export).
    void bringUpToDate();
    // Every dock shown (and then those of data the snapshot lacks hidden again) or hidden.
    void setShown(bool shown);
    // Shows the docks whose data the snapshot has (communication, memory, cluster), hides the others.
    void updateDataDocks(const ViewSnapshot& snapshot);
    // "dataPrepPanel/cpu": brings that panel's dock forward (the panel itself picks the part).
    void raise(const QString& request);
    // Shows and brings forward the docks that come forward with their data (the Cluster view).
    void raiseOnData();
    // The default sizes, which follow the window's size.
    void applyDefaultSizes();
    // The Problems strip below the step chart back to a fifth of the window (it holds a list now).
    void giveProblemsRoom();
    // Ctrl+PgDn / Ctrl+PgUp: brings the next (step 1) or previous (-1) tab of the focused dock's tab group
    // to the front and focuses it; without a focused tabbed dock, the first tab group. False when no dock
    // is tabbed.
    bool cycleTabs(int step);
    // The docks tabbed with `dock` (itself included) in the order their tabs show; empty when not tabbed.
    QList<QDockWidget*> tabGroup(QDockWidget* dock) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool outOfSight(int index) const;
    void showWaiting(int index);

    QMainWindow* m_window;
    QList<PanelEntry> m_entries; // m_entries[i] made m_panels[i] in m_docks[i]
    QList<Panel*> m_panels;
    QList<QDockWidget*> m_docks;
    // m_waiting[i]: the partial snapshot m_panels[i] gets when it comes into sight. m_held[i]: the folder of
    // the partial profile it shows ("" when it shows no profile), or none for a whole run. A newer partial
    // waits only behind nothing or a partial of the same folder: a panel out of sight must not keep a
    // whole run, or another folder's copy, alive while the next folder loads.
    QList<std::shared_ptr<const ViewSnapshot>> m_waiting;
    QList<std::optional<std::string>> m_held;
};

} // namespace steplens
