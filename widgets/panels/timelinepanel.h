#pragma once
// Timeline: every stream, thread and the Steps row of the rank on show, zoomable from the whole
// trace down to single events (timeline/timelineview.h). Beside it: the picked event's fields, a
// whole-trace search (substring or regex, run off the UI thread) with its hits and their totals, and
// the per-op-type statistics of the selected range. Selecting a step anywhere (the step-trace chart
// or table) zooms the timeline to that step and selects its range.
#include "panels/panel.h"
#include "timeline/range_stats.h"
#include "timeline/search.h"
#include "timeline/timelineview.h"

#include <QFutureWatcher>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;

namespace steplens {

class RangeStatsModel;
class SelectionState;
class TimelineHitsModel;

struct TimelineSearchOutput {
    quint64 generation = 0;
    SearchResult result;
    std::vector<bool> names;
};

class TimelinePanel : public Panel
{
    Q_OBJECT
public:
    explicit TimelinePanel(SelectionState* selection, QWidget* parent = nullptr);
    ~TimelinePanel() override;

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    bool showsData() const;
    TimelineView* view() const { return m_view; }

    // Search (timelinepanel_search.cpp). Runs in the background; searchFinished() when the hits are in.
    void search(const QString& text, bool regex);
    bool searchRunning() const;
    const SearchResult& searchResult() const { return m_search; }
    QString searchSummary() const; // plain text of the count / total / mean / max line
    TimelineHitsModel* hitsModel() const { return m_hits; }
    int currentHit() const { return m_currentHit; }
    void goToHit(int index); // selects the hit's event and brings it into view
    void nextHit();
    void previousHit();

    // Range statistics (background too); rangeStatsFinished() when the table is filled.
    bool rangeStatsRunning() const;
    RangeStatsModel* rangeModel() const { return m_rangeModel; }
    QTableView* rangeTable() const { return m_rangeTable; }
    // The op-type column of the range table is never narrower than this many characters (or its
    // longest name, when shorter); the numbers scroll sideways instead.
    static constexpr int kReadableNameChars = 20;
    // What the range statistics count: every track but the Steps, scope and overlap rows, which
    // repeat the ops' time under other names.
    static RangeStatsOptions rangeStatsOptions(const Timeline& timeline);
    QString detailsText() const; // plain text of the details pane

signals:
    void searchFinished();
    void rangeStatsFinished();

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static void fitSideColumns(QTableView* table, int nameColumn);
    void onRangeChanged(qint64 begin, qint64 end);
    void onEventClicked(std::optional<TimelineEventRef> event);
    void onStepSelected(long long step);
    void showEventDetails(std::optional<TimelineEventRef> event);
    void updateSummary();
    void startSearch();
    void onSearchDone();
    void onRangeDone();

    SelectionState* m_selection;
    ViewSnapshot m_snapshot;
    std::shared_ptr<const Timeline> m_timeline;
    QWidget* m_content;
    TimelineView* m_view;
    QLabel* m_summary;
    QLineEdit* m_searchEdit;
    QCheckBox* m_regex;
    QPushButton* m_prev;
    QPushButton* m_next;
    QComboBox* m_paletteBox;
    QPushButton* m_zoomRange;
    QPushButton* m_reset;
    QTabWidget* m_side;
    QSplitter* m_split = nullptr;
    bool m_splitSized = false;
    QTextBrowser* m_details;
    QLabel* m_searchStats;
    QTableView* m_hitsTable;
    TimelineHitsModel* m_hits;
    QLabel* m_rangeSummary;
    QTableView* m_rangeTable;
    RangeStatsModel* m_rangeModel;
    QTimer* m_searchDelay;

    SearchResult m_search;
    int m_currentHit = -1;
    quint64 m_searchGeneration = 0;
    quint64 m_rangeGeneration = 0;
    QFutureWatcher<TimelineSearchOutput> m_searchWatcher;
    QFutureWatcher<std::pair<quint64, RangeStats>> m_rangeWatcher;
    bool m_pendingRange = false;
};

} // namespace steplens
