#include "panels/timelinepanel.h"

#include "common/flowlayout.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"
#include "timeline/overview.h"
#include "timeline/timelinemodels.h"
#include "timeline/timelineruler.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace steplens {

namespace {
const std::vector<std::string> kTimelineFiles = {"timeline_display", "trace_view", "msprof", "output_timeline_data"};

// Step windows of the step trace, when they lie on the timeline's clock (the 1.x display JSON of
// graph mode starts at its first op, so its clock only sometimes matches): never shifted by a guess.
std::vector<StepWindow> stepTraceWindows(const Profile& p, const Timeline& t)
{
    if (!p.stepTrace)
        return {};
    std::vector<StepWindow> w = stepWindowsFromStepTrace(*p.stepTrace);
    if (w.empty() || w.front().start > t.end || w.back().end < t.begin)
        return {};
    return w;
}
} // namespace

void TimelinePanel::fitSideColumns(QTableView* table, int nameColumn)
{
    // The side pane is narrow: the numbers as wide as they are, the name column takes the rest, and
    // never less than a readable name (elided in the middle, the whole name in its tooltip); what
    // does not fit then scrolls sideways. With the name column stretched alone, the numbers took the
    // whole pane and the names were cut to about eight characters ("main.p… train").
    QHeaderView* header = table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    table->setTextElideMode(Qt::ElideMiddle);
    int numbers = 0;
    for (int c = 0; c < table->model()->columnCount(); ++c)
        if (c != nameColumn) {
            table->resizeColumnToContents(c);
            numbers += table->columnWidth(c);
        }
    table->resizeColumnToContents(nameColumn); // the longest name (and the header) unelided
    const int wanted = table->columnWidth(nameColumn);
    const int readable = std::min(wanted, kReadableNameChars * table->fontMetrics().averageCharWidth());
    table->setColumnWidth(nameColumn,
                          std::max({table->viewport()->width() - numbers, readable, header->minimumSectionSize()}));
}

bool TimelinePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_rangeTable->viewport() && event->type() == QEvent::Resize)
        fitSideColumns(m_rangeTable, RangeStatsModel::OpType);
    return Panel::eventFilter(watched, event);
}

void TimelinePanel::showEvent(QShowEvent* event)
{
    Panel::showEvent(event);
    if (m_splitSized || width() < 100)
        return;
    m_splitSized = true;
    // A third of the panel for the side pane (event details, search hits, range statistics), enough
    // for their tables' columns, never more than the timeline itself.
    const int total = m_split->width() > 0 ? m_split->width() : width();
    const int side = std::clamp(total / 3, m_side->minimumWidth(), std::max(m_side->minimumWidth(), total / 2));
    m_split->setSizes({std::max(1, total - side), side});
}

RangeStatsOptions TimelinePanel::rangeStatsOptions(const Timeline& timeline)
{
    RangeStatsOptions o;
    for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t) {
        const TrackKind k = timeline.tracks[t].kind;
        if (k != TrackKind::Steps && k != TrackKind::Scope && k != TrackKind::Overlap)
            o.tracks.push_back(t);
    }
    if (o.tracks.empty()) // a trace of only such rows: show them rather than nothing
        for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t)
            o.tracks.push_back(t);
    return o;
}

TimelinePanel::TimelinePanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_content(new QWidget(this))
    , m_view(new TimelineView(this))
    , m_summary(new QLabel(this))
    , m_searchEdit(new QLineEdit(this))
    , m_regex(new QCheckBox(tr("Regex"), this))
    , m_prev(new QPushButton(tr("◀"), this))
    , m_next(new QPushButton(tr("▶"), this))
    , m_paletteBox(new QComboBox(this))
    , m_zoomRange(new QPushButton(tr("Zoom to range"), this))
    , m_reset(new QPushButton(tr("Reset"), this))
    , m_side(new QTabWidget(this))
    , m_details(new QTextBrowser(this))
    , m_searchStats(new QLabel(this))
    , m_hits(new TimelineHitsModel(this))
    , m_rangeSummary(new QLabel(this))
    , m_rangeModel(new RangeStatsModel(this))
    , m_searchDelay(new QTimer(this))
{
    setObjectName(QStringLiteral("timelinePanel"));
    // One row at a time (a click on a hit moves the timeline to it); the rows keep the order the search
    // and the range statistics give them, so no sort indicator.
    auto sideTable = [this](QAbstractItemModel* model) {
        QTableView* table = makeTableView(model, this);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->horizontalHeader()->setSortIndicatorShown(false);
        return table;
    };
    m_hitsTable = sideTable(m_hits);
    m_rangeTable = sideTable(m_rangeModel);
    fitSideColumns(m_rangeTable, RangeStatsModel::OpType);
    m_rangeTable->viewport()->installEventFilter(this); // refit on every width
    m_hitsTable->horizontalHeader()->setStretchLastSection(false);
    m_hitsTable->horizontalHeader()->setSectionResizeMode(TimelineHitsModel::Name, QHeaderView::Stretch);
    m_hitsTable->setColumnWidth(TimelineHitsModel::Track, 12 * m_hitsTable->fontMetrics().averageCharWidth());
    m_searchEdit->setPlaceholderText(tr("Search the whole trace: name, type, full name"));
    m_searchEdit->setClearButtonEnabled(true);
    m_regex->setToolTip(tr("Treat the text as a regular expression (ECMAScript)"));
    m_prev->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setToolTip(tr("Next match (F3)"));
    m_prev->setShortcut(QKeySequence(QStringLiteral("Shift+F3")));
    m_next->setShortcut(QKeySequence(QStringLiteral("F3")));
    m_paletteBox->addItem(colors::timelinePaletteName(colors::TimelinePalette::ByOpType));
    m_paletteBox->addItem(colors::timelinePaletteName(colors::TimelinePalette::ColourBlindSafe));
    m_zoomRange->setToolTip(
        tr("Fit the selected range to the view (Z). Shift+drag or drag on the ruler selects a range."));
    m_reset->setToolTip(tr("Show the whole trace (Home or 0)"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_searchStats->setWordWrap(true);
    m_rangeSummary->setWordWrap(true);
    m_details->setOpenLinks(false);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(300);

    // The tool row wraps in a narrow dock instead of squeezing the search box to "S…": the box keeps
    // room for a readable query and takes the spare width of its row.
    const int chars = m_searchEdit->fontMetrics().averageCharWidth();
    m_searchEdit->setMinimumWidth(18 * chars);
    m_searchEdit->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_prev->setMaximumWidth(m_prev->fontMetrics().horizontalAdvance(m_prev->text()) + 24);
    m_next->setMaximumWidth(m_next->fontMetrics().horizontalAdvance(m_next->text()) + 24);
    m_paletteBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_paletteBox->setMinimumContentsLength(12);
    auto* searchBox = new QWidget(this);
    auto* searchRow = new QHBoxLayout(searchBox);
    searchRow->setContentsMargins(0, 0, 0, 0);
    searchRow->addWidget(m_searchEdit, 1);
    searchRow->addWidget(m_regex);
    searchRow->addWidget(m_prev);
    searchRow->addWidget(m_next);
    searchBox->setMinimumWidth(searchRow->minimumSize().width());
    auto* barBox = new QWidget(this);
    auto* bar = new FlowLayout(barBox);
    bar->addWidget(searchBox, 1);
    bar->addWidget(m_paletteBox);
    bar->addWidget(m_zoomRange);
    bar->addWidget(m_reset);
    bar->addWidget(exportButton());

    auto* searchPage = new QWidget(this);
    auto* searchLayout = new QVBoxLayout(searchPage);
    searchLayout->setContentsMargins(2, 2, 2, 2);
    searchLayout->addWidget(m_searchStats);
    searchLayout->addWidget(m_hitsTable, 1);
    auto* rangePage = new QWidget(this);
    auto* rangeLayout = new QVBoxLayout(rangePage);
    rangeLayout->setContentsMargins(2, 2, 2, 2);
    rangeLayout->addWidget(m_rangeSummary);
    rangeLayout->addWidget(m_rangeTable, 1);
    m_side->addTab(m_details, tr("Event"));
    m_side->addTab(searchPage, tr("Search"));
    m_side->addTab(rangePage, tr("Range"));

    auto* split = new QSplitter(Qt::Horizontal, m_content);
    split->addWidget(m_view);
    split->addWidget(m_side);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    m_split = split;
    // The side pane gets its share once the panel has a width (showEvent); until then, proportions.
    split->setSizes({640, 360});
    m_side->setMinimumWidth(24 * chars);

    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_summary);
    contentLayout->addWidget(barBox);
    contentLayout->addWidget(split, 1);
    setPages(m_content);

    connect(m_view, &TimelineView::rangeChanged, this, &TimelinePanel::onRangeChanged);
    connect(m_view, &TimelineView::eventClicked, this, &TimelinePanel::onEventClicked);
    connect(m_zoomRange, &QPushButton::clicked, m_view, &TimelineView::zoomToRange);
    connect(m_reset, &QPushButton::clicked, m_view, &TimelineView::resetView);
    connect(m_paletteBox, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int i) {
        m_view->setColourPalette(i == 1 ? colors::TimelinePalette::ColourBlindSafe : colors::TimelinePalette::ByOpType);
    });
    connect(m_searchEdit, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_searchDelay->isActive() || searchRunning())
            startSearch();
        else
            nextHit();
    });
    connect(m_regex, &QCheckBox::toggled, this, &TimelinePanel::startSearch);
    connect(m_searchDelay, &QTimer::timeout, this, &TimelinePanel::startSearch);
    connect(m_prev, &QPushButton::clicked, this, &TimelinePanel::previousHit);
    connect(m_next, &QPushButton::clicked, this, &TimelinePanel::nextHit);
    connect(m_hitsTable, &QTableView::activated, this, [this](const QModelIndex& i) { goToHit(i.row()); });
    connect(m_hitsTable, &QTableView::clicked, this, [this](const QModelIndex& i) { goToHit(i.row()); });
    connect(&m_searchWatcher, &QFutureWatcher<TimelineSearchOutput>::finished, this, &TimelinePanel::onSearchDone);
    connect(&m_rangeWatcher, &QFutureWatcher<std::pair<quint64, RangeStats>>::finished, this,
            &TimelinePanel::onRangeDone);
    connect(m_selection, &SelectionState::selectedStepChanged, this, &TimelinePanel::onStepSelected);
    // A time range picked elsewhere (a memory block's lifetime, a finding's time range) is shown when
    // it lies on this trace's clock (Timeline::onEpochClock); ranges on another clock (a 1.x step trace)
    // fall outside the trace and are left alone.
    connect(m_selection, &SelectionState::timeRangeChanged, this, [this](qint64 begin, qint64 end) {
        if (!m_timeline || !m_timeline->onEpochClock() || end < begin || begin > m_timeline->end ||
            end < m_timeline->begin)
            return;
        const Nanos pad = std::max<Nanos>((end - begin) / 10, 1000);
        m_view->showRange(begin - pad, end + pad);
        m_view->setRange(begin, end);
    });
}

TimelinePanel::~TimelinePanel()
{
    // Jobs hold their own reference to the timeline; only wait so no result arrives at a dead panel.
    m_searchWatcher.waitForFinished();
    m_rangeWatcher.waitForFinished();
}

void TimelinePanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    setExportRun(snapshot.run);
    const Profile* p = snapshot.profile.get();
    if (!p || !p->timeline) {
        m_timeline.reset();
        m_view->setTimeline(nullptr);
        if (p && snapshot.partial)
            message()->setMessage(tr("Loading the timeline…"), tr("The timeline appears as soon as its file is read."));
        else
            message()->explainMissing(p, tr("timeline"), kTimelineFiles,
                                      tr("ascend_timeline_display_<rank>.json (MindSpore 1.x), trace_view.json "
                                         "(ASCEND_PROFILER_OUTPUT) or the msprof_*.json files of a CANN PROF_ folder"));
        showMessage();
        return;
    }
    if (p->timeline == m_timeline) {
        showContent();
        return; // the analysis changed, not the timeline: keep the view where the user left it
    }
    m_timeline = p->timeline;
    m_view->setTimeline(m_timeline, timelineSteps(*m_timeline, stepTraceWindows(*p, *m_timeline)));
    m_search = {};
    m_currentHit = -1;
    m_hits->setHits(m_timeline, {});
    m_rangeModel->setStats({});
    m_searchStats->setText(tr("Type to search every event of the trace, not only the visible ones."));
    m_rangeSummary->setText(tr("Shift+drag over the tracks (or drag on the ruler) to select a range; selecting a step "
                               "selects its range."));
    showEventDetails(std::nullopt);
    updateSummary();
    showContent();
    if (!m_searchEdit->text().isEmpty())
        startSearch();
}

bool TimelinePanel::showsData() const
{
    return contentShown();
}

QList<ExportItem> TimelinePanel::exportItems() const
{
    if (!showsData())
        return {};
    return {ExportItem{QStringLiteral("timeline"), tr("Timeline (visible part)"), m_view, nullptr}};
}

void TimelinePanel::updateSummary()
{
    const TimelineOverview o = timelineOverview(*m_timeline, 0);
    QString text = tr("%1 events on %2 tracks over %3 (%4)")
                       .arg(fmt::count(qint64(o.events)))
                       .arg(o.tracks)
                       .arg(timelineDuration(o.end - o.begin), QString::fromStdString(o.format));
    const TimelineSteps& s = m_view->steps();
    if (!s.steps.empty())
        text += tr(", %1 from %2")
                    .arg(fmt::counted(qint64(s.steps.size()), tr("step"), tr("steps")),
                         s.source == StepSource::Given ? tr("the step trace") : tr("the trace's step row"));
    if (o.flows)
        text += tr(", %1 flow arrows").arg(o.flows);
    text += tr(". Wheel: zoom · drag: pan · Shift+drag: select a range · W/S/A/D · Home: whole trace.");
    m_summary->setText(text);
}

void TimelinePanel::onRangeChanged(qint64 begin, qint64 end)
{
    if (!m_timeline)
        return;
    const quint64 generation = ++m_rangeGeneration;
    if (end <= begin) {
        m_rangeModel->setStats({});
        m_rangeSummary->setText(tr("No range selected."));
        return;
    }
    m_rangeSummary->setText(tr("Computing the statistics of %1…").arg(timelineDuration(end - begin)));
    auto timeline = m_timeline;
    const RangeStatsOptions options = rangeStatsOptions(*timeline);
    m_rangeWatcher.setFuture(QtConcurrent::run([timeline, begin, end, generation, options] {
        return std::make_pair(generation, rangeStatistics(*timeline, begin, end, options));
    }));
    m_side->setCurrentIndex(2);
}

bool TimelinePanel::rangeStatsRunning() const
{
    return m_rangeWatcher.isRunning();
}

void TimelinePanel::onRangeDone()
{
    auto [generation, stats] = m_rangeWatcher.result();
    if (generation != m_rangeGeneration)
        return; // a newer range is being computed
    const Nanos span = stats.t1 - stats.t0;
    m_rangeSummary->setText(tr("%1 to %2 (%3): %4 events, %5 of event time in the range, by op type (the steps, "
                               "scope and overlap rows are left out):")
                                .arg(timelineTime(stats.t0 - m_timeline->begin),
                                     timelineTime(stats.t1 - m_timeline->begin), timelineDuration(span),
                                     fmt::count(qint64(stats.count)), timelineDuration(stats.totalNs)));
    m_rangeModel->setStats(std::move(stats));
    fitSideColumns(m_rangeTable, RangeStatsModel::OpType);
    emit rangeStatsFinished();
}

void TimelinePanel::onStepSelected(long long step)
{
    if (!m_timeline || step == SelectionState::kNoStep)
        return;
    for (const StepWindow& w : m_view->steps().steps)
        if (w.number == step) {
            m_view->showRange(w.start, w.end);
            m_view->setRange(w.start, w.end);
            return;
        }
}

void TimelinePanel::onEventClicked(std::optional<TimelineEventRef> event)
{
    showEventDetails(event);
    if (event)
        m_side->setCurrentIndex(0);
}

} // namespace steplens
