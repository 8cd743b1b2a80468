#include "panelregistry.h"

#include "common/namespacetr.h"
#include "panels/clusterpanel.h"
#include "panels/communicationpanel.h"
#include "panels/dataprepanel.h"
#include "panels/memorypanel.h"
#include "panels/operatorspanel.h"
#include "panels/overviewpanel.h"
#include "panels/pipelinepanel.h"
#include "panels/problemspanel.h"
#include "panels/sectionmessage.h"
#include "panels/steptracepanel.h"
#include "panels/timelinepanel.h"
#include "panels/tuningassistantpanel.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTabBar>

#include <type_traits>

namespace steplens {

namespace {
// Alt+N on a dock that is open but behind another tab brings it to the front (and focuses it) instead
// of closing it; on a dock in front, or a closed one, it toggles as the View menu does (issue 19).
class RaiseBeforeToggle : public QObject
{
public:
    RaiseBeforeToggle(QDockWidget* dock)
        : QObject(dock)
        , m_dock(dock)
    {}

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() != QEvent::Shortcut || !m_dock->toggleViewAction()->isChecked() ||
            !m_dock->visibleRegion().isEmpty())
            return false;
        m_dock->show();
        m_dock->raise();
        if (QWidget* w = m_dock->widget())
            w->setFocus(Qt::ShortcutFocusReason);
        return true;
    }

private:
    QDockWidget* m_dock;
};

template <typename P>
PanelEntry entry(const QString& title, const char* shortcut, const QString& tabWith = QString())
{
    PanelEntry e;
    e.title = title;
    e.shortcut = QKeySequence(QString::fromLatin1(shortcut));
    e.make = [](SelectionState* selection, [[maybe_unused]] AnalysisSettings* settings, QWidget* parent) -> Panel* {
        if constexpr (std::is_constructible_v<P, SelectionState*, AnalysisSettings*, QWidget*>)
            return new P(selection, settings, parent); // the tuning assistant edits the thresholds
        else
            return new P(selection, parent);
    };
    e.tabWith = tabWith;
    return e;
}
} // namespace

QList<PanelEntry> panelEntries()
{
    const auto stepTrace = QStringLiteral("stepTracePanel");
    // MindSpore >= 2.3 / torch_npu communication: hidden for ranks without it.
    PanelEntry communication = entry<CommunicationPanel>(tr("Communication"), "Alt+9", QStringLiteral("pipelinePanel"));
    communication.hasData = &CommunicationPanel::hasCommunicationData;
    communication.mayHaveData = &CommunicationPanel::mayHaveCommunicationData;
    // Memory files (memory_record, operator_memory, static_op_mem): hidden for ranks without them.
    PanelEntry memory = entry<MemoryPanel>(tr("Memory"), "Alt+0", QStringLiteral("communicationPanel"));
    memory.hasData = &MemoryPanel::hasMemoryData;
    memory.mayHaveData = &MemoryPanel::mayHaveMemoryData;
    // A job of two ranks or more: shown and brought forward as soon as the cluster summary is read.
    PanelEntry cluster = entry<ClusterPanel>(tr("Cluster"), "Alt+C", stepTrace);
    cluster.hasData = &ClusterPanel::hasClusterData;
    cluster.raiseOnData = true;
    return {
        entry<OverviewPanel>(tr("Overview"), "Alt+1"),
        entry<StepTracePanel>(tr("Step trace"), "Alt+2"),
        entry<ProblemsPanel>(tr("Problems"), "Alt+3"),
        entry<OperatorsPanel>(tr("Operators"), "Alt+4", stepTrace),
        entry<DataPrepPanel>(tr("Data preparation"), "Alt+5", QStringLiteral("operatorsPanel")),
        entry<TuningAssistantPanel>(tr("Tuning assistant"), "Alt+6"),
        entry<PipelinePanel>(tr("Data pipeline"), "Alt+7", QStringLiteral("dataPrepPanel")),
        entry<TimelinePanel>(tr("Timeline"), "Alt+8", QStringLiteral("pipelinePanel")),
        communication,
        memory,
        cluster,
    };
}

PanelDocks::PanelDocks(QMainWindow* window, SelectionState* selection, AnalysisSettings* settings)
    : QObject(window)
    , m_window(window)
    , m_entries(panelEntries())
{
    for (const PanelEntry& entry : std::as_const(m_entries)) {
        Panel* panel = entry.make(selection, settings, window);
        // The object name is what saveState/restoreState match on: never change it without bumping
        // MainWindow::kLayoutVersion.
        auto* dock = new QDockWidget(entry.title, window);
        dock->setObjectName(panel->objectName() + QStringLiteral("Dock"));
        dock->setWidget(panel);
        dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                          QDockWidget::DockWidgetFloatable);
        dock->toggleViewAction()->setShortcut(entry.shortcut);
        dock->toggleViewAction()->installEventFilter(new RaiseBeforeToggle(dock));
        window->addDockWidget(m_panels.isEmpty() ? Qt::LeftDockWidgetArea : Qt::RightDockWidgetArea, dock);
        m_panels << panel;
        m_docks << dock;
        m_waiting << nullptr;
        m_held << std::string(); // nothing shown yet
        const int index = int(m_docks.size()) - 1;
        // A tab brought forward, a dock opened: Qt says so. A dock dragged open from no size: its resize.
        connect(dock, &QDockWidget::visibilityChanged, this, [this, index](bool visible) {
            if (visible)
                showWaiting(index);
        });
        panel->installEventFilter(this);
    }
    // Overview | step trace and the panels tabbed with it, problems below | tuning assistant (so a
    // click on a bottleneck op shows its finding beside the graph).
    QDockWidget* steps = dock(QStringLiteral("stepTracePanel"));
    window->splitDockWidget(steps, dock(QStringLiteral("tuningAssistantPanel")), Qt::Horizontal);
    window->splitDockWidget(steps, dock(QStringLiteral("problemsPanel")), Qt::Vertical);
    for (int i = 0; i < m_entries.size(); ++i)
        if (!m_entries[i].tabWith.isEmpty())
            window->tabifyDockWidget(dock(m_entries[i].tabWith), m_docks[i]);
    steps->raise();
    // With nothing to report the Problems panel is one line and its dock shrinks with it; when
    // problems arrive it gets its strip below the chart back.
    auto* problems = qobject_cast<ProblemsPanel*>(dock(QStringLiteral("problemsPanel"))->widget());
    connect(problems, &ProblemsPanel::compactChanged, this, [this](bool compact) {
        if (!compact)
            giveProblemsRoom();
    });
}

QDockWidget* PanelDocks::dock(const QString& panelObjectName) const
{
    for (QDockWidget* d : m_docks)
        if (d->objectName() == panelObjectName + QStringLiteral("Dock"))
            return d;
    return nullptr;
}

namespace {
// What a panel showing `snapshot` holds on to (PanelDocks::m_held).
std::optional<std::string> heldBy(const ViewSnapshot& snapshot)
{
    if (snapshot.empty())
        return std::string();
    if (!snapshot.partial)
        return std::nullopt;
    return snapshot.profile ? snapshot.profile->folder : std::string();
}
} // namespace

void PanelDocks::showSnapshot(const ViewSnapshot& snapshot)
{
    const std::optional<std::string> held = heldBy(snapshot);
    std::shared_ptr<const ViewSnapshot> waiting; // one copy for every panel that waits
    for (int i = 0; i < m_panels.size(); ++i) {
        Panel* panel = m_panels[i];
        if (SectionMessage* message = panel->message())
            message->setLoading(snapshot.partial);
        const bool mayWait = held && !snapshot.empty() && m_held[i] && (m_held[i]->empty() || *m_held[i] == *held);
        if (mayWait && outOfSight(i)) {
            if (!waiting)
                waiting = std::make_shared<const ViewSnapshot>(snapshot);
            m_waiting[i] = waiting;
            continue;
        }
        m_waiting[i].reset();
        m_held[i] = held;
        panel->showSnapshot(snapshot);
    }
}

bool PanelDocks::outOfSight(int index) const
{
    // Before the window is shown (tests, exports made off screen) every panel counts as in sight. Behind
    // another tab a panel stays "visible" to Qt but has no visible region.
    const Panel* panel = m_panels[index];
    return m_window->isVisible() && (!panel->isVisible() || panel->visibleRegion().isEmpty());
}

bool PanelDocks::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show || event->type() == QEvent::Resize) {
        const int index = int(m_panels.indexOf(static_cast<Panel*>(watched)));
        if (index >= 0 && m_waiting[index] && !outOfSight(index))
            showWaiting(index);
    }
    return false;
}

void PanelDocks::showWaiting(int index)
{
    if (!m_waiting[index])
        return;
    const std::shared_ptr<const ViewSnapshot> snapshot = std::move(m_waiting[index]); // leaves it empty
    m_held[index] = heldBy(*snapshot);
    m_panels[index]->showSnapshot(*snapshot);
}

void PanelDocks::bringUpToDate()
{
    for (int i = 0; i < m_panels.size(); ++i)
        showWaiting(i);
}

void PanelDocks::setShown(bool shown)
{
    for (QDockWidget* dock : std::as_const(m_docks))
        dock->setVisible(shown);
}

void PanelDocks::updateDataDocks(const ViewSnapshot& snapshot)
{
    if (snapshot.empty())
        return;
    for (int i = 0; i < m_entries.size(); ++i) {
        if (!m_entries[i].hasData)
            continue;
        const PanelEntry& e = m_entries[i];
        m_docks[i]->setVisible(snapshot.partial && e.mayHaveData ? e.mayHaveData(snapshot) : e.hasData(snapshot));
    }
}

void PanelDocks::raise(const QString& request)
{
    if (QDockWidget* d = dock(request.section(QLatin1Char('/'), 0, 0))) {
        d->show();
        d->raise();
    }
}

void PanelDocks::raiseOnData()
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].raiseOnData) {
            m_docks[i]->show();
            m_docks[i]->raise();
        }
}

QList<QDockWidget*> PanelDocks::tabGroup(QDockWidget* dock) const
{
    if (!dock || m_window->tabifiedDockWidgets(dock).isEmpty())
        return {};
    // QMainWindow keeps its dock tabs in tab bars that are its direct children; a tab shows its dock's
    // title, which is unique among the panels.
    for (QTabBar* bar : m_window->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        QList<QDockWidget*> group;
        for (int i = 0; i < bar->count(); ++i)
            for (QDockWidget* d : m_docks)
                if (d->windowTitle() == bar->tabText(i))
                    group << d;
        if (group.contains(dock))
            return group;
    }
    return {};
}

bool PanelDocks::cycleTabs(int step)
{
    QDockWidget* focused = nullptr;
    for (QWidget* w = QApplication::focusWidget(); w && !focused; w = w->parentWidget())
        if (auto* d = qobject_cast<QDockWidget*>(w); d && m_docks.contains(d))
            focused = d;
    QList<QDockWidget*> group = tabGroup(focused);
    for (int i = 0; group.isEmpty() && i < m_docks.size(); ++i)
        group = tabGroup(m_docks[i]);
    if (group.isEmpty())
        return false;
    // The tab in front is the one whose dock is not covered by another.
    qsizetype front = 0;
    for (qsizetype i = 0; i < group.size(); ++i)
        if (!group[i]->visibleRegion().isEmpty())
            front = i;
    QDockWidget* next = group[(front + step % group.size() + group.size()) % group.size()];
    next->raise();
    if (QWidget* w = next->widget())
        w->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void PanelDocks::applyDefaultSizes()
{
    // Overview on the left, the step chart (and the tabs with it) taking most of the width, the
    // tuning assistant as a side pane on the right, problems in a strip below the chart.
    const int w = m_window->width();
    m_window->resizeDocks({dock(QStringLiteral("overviewPanel")), dock(QStringLiteral("stepTracePanel")),
                           dock(QStringLiteral("tuningAssistantPanel"))},
                          {w * 22 / 100, w * 53 / 100, w * 25 / 100}, Qt::Horizontal);
    giveProblemsRoom();
}

void PanelDocks::giveProblemsRoom()
{
    // A compact Problems panel caps its dock at one line, so this only takes effect when there is a list.
    const int h = m_window->height();
    m_window->resizeDocks({dock(QStringLiteral("stepTracePanel")), dock(QStringLiteral("problemsPanel"))},
                          {h * 7 / 10, h * 2 / 10}, Qt::Vertical);
}

} // namespace steplens
