#include "panels/memorypanel.h"

#include "charts/memorychart.h"
#include "charts/staticmemorychart.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace steplens {

namespace {

const std::vector<std::string> kMemoryFiles = {"memory_record",  "operator_memory", "static_op_mem",
                                               "npu_module_mem", "MEMORY_RECORD",   "OP_MEMORY"};

QString mb(double v)
{
    return MemoryPanel::tr("%1 MB").arg(QString::number(v, 'f', v >= 1000 ? 1 : 2));
}

QString at(const MemoryAnalysis& m, Nanos t)
{
    return fmt::ms(m.msSinceBegin(t));
}

QString peakText(const MemoryAnalysis& m, const std::optional<MemoryPeak>& p, const QString& what)
{
    if (!p)
        return QString();
    QString s = MemoryPanel::tr("peak %1 %2 (%3) at %4")
                    .arg(what, mb(p->mb), QString::fromStdString(p->component), at(m, p->time));
    if (p->step >= 0)
        s += QLatin1Char(' ') + MemoryPanel::tr("in step %1").arg(p->step);
    return s;
}

} // namespace

MemoryPanel::MemoryPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_content(new QWidget(this))
    , m_caption(new QLabel(m_content))
    , m_notes(new QLabel(m_content))
    , m_tabs(new QTabWidget(m_content))
    , m_timePage(new QWidget(m_tabs))
    , m_componentBar(new QWidget(m_timePage))
    , m_chart(new MemoryChart(m_timePage))
    , m_tablePart(new QWidget(m_timePage))
    , m_filter(new QLineEdit(m_tablePart))
    , m_aliveOnly(new QCheckBox(tr("Held at the peak"), m_tablePart))
    , m_top(new QSpinBox(m_tablePart))
    , m_tableStatus(new QLabel(m_tablePart))
    , m_blockModel(new VectorTableModel<MemoryBlockRow>(this))
    , m_rangeTimer(new QTimer(this))
    , m_staticPage(new QWidget(m_tabs))
    , m_staticChart(new StaticMemoryChart(m_staticPage))
    , m_staticModel(new VectorTableModel<StaticOpMemRow>(this))
{
    setObjectName(QStringLiteral("memoryPanel"));
    m_staticPage->hide();
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setWordWrap(true);
    m_notes->setForegroundRole(QPalette::PlaceholderText);
    m_tabs->setDocumentMode(true);
    m_tabs->setCornerWidget(exportButton(), Qt::TopRightCorner);

    // Which curves: the three metrics, and one box per component (filled per rank).
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(new QLabel(tr("Show:"), m_timePage));
    const QStringList metricNames{tr("Allocated"), tr("Reserved"), tr("Active")};
    const QStringList metricTips{tr("Memory handed out to tensors (solid lines)"),
                                 tr("Memory the allocator holds from the device, cached blocks included (dashed)"),
                                 tr("Allocated plus blocks freed but still in use by a stream (dotted)")};
    for (int k = 0; k < kMemoryMetricCount; ++k) {
        auto* box = new QCheckBox(metricNames[k], m_timePage);
        box->setObjectName(QStringLiteral("memoryMetric%1").arg(k));
        box->setToolTip(metricTips[k]);
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, [this, k](bool on) { m_chart->setMetricVisible(MemoryMetric(k), on); });
        m_metricBoxes << box;
        controls->addWidget(box);
    }
    controls->addSpacing(12);
    new QHBoxLayout(m_componentBar);
    m_componentBar->layout()->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(m_componentBar);
    controls->addStretch(1);
    auto* reset = new QPushButton(tr("Show all"), m_timePage);
    reset->setToolTip(tr("Show the whole capture (or double-click the chart)"));
    connect(reset, &QPushButton::clicked, m_chart, &MemoryChart::resetZoom);
    controls->addWidget(reset);

    // The operator memory table.
    filterRowsWith(m_filter, m_blockModel, tr("Filter blocks by operator name…"));
    m_aliveOnly->setObjectName(QStringLiteral("memoryAliveOnly"));
    m_aliveOnly->setToolTip(tr("Only the blocks held at the peak marked on the chart"));
    connect(m_aliveOnly, &QCheckBox::toggled, this, &MemoryPanel::updateFilter);
    m_top->setObjectName(QStringLiteral("memoryTopN"));
    m_top->setRange(0, 1000000);
    m_top->setSpecialValueText(tr("all sizes"));
    m_top->setPrefix(tr("largest "));
    m_top->setToolTip(tr("Only the N largest blocks of the whole table (0: all)"));
    connect(m_top, qOverload<int>(&QSpinBox::valueChanged), this, &MemoryPanel::updateFilter);
    m_blockView = makeTableView(m_blockModel, m_tablePart);
    m_blockView->setSortingEnabled(true);
    m_blockView->setToolTip(tr("Click a block to mark its lifetime on the chart and select that time range; "
                               "double-click to show it in the timeline"));
    auto* tableControls = new QHBoxLayout;
    tableControls->setContentsMargins(0, 0, 0, 0);
    tableControls->addWidget(m_filter, 1);
    tableControls->addWidget(m_aliveOnly);
    tableControls->addWidget(m_top);
    tableControls->addWidget(m_tableStatus);
    auto* tableLayout = new QVBoxLayout(m_tablePart);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(tableControls);
    tableLayout->addWidget(m_blockView, 1);
    connect(m_blockModel, &RowTableModel::orderApplied, this, &MemoryPanel::updateStatus);
    connect(m_blockView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { selectBlockRow(current.row()); });
    connect(m_blockView, &QTableView::activated, this, [this](const QModelIndex& index) {
        selectBlockRow(index.row());
        m_selection->requestPanel(QStringLiteral("timelinePanel"));
    });

    auto* splitter = new QSplitter(Qt::Vertical, m_timePage);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_tablePart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* timeLayout = new QVBoxLayout(m_timePage);
    timeLayout->setContentsMargins(0, 4, 0, 0);
    timeLayout->addLayout(controls);
    timeLayout->addWidget(splitter, 1);
    m_tabs->addTab(m_timePage, tr("Over time"));

    // Static graphs.
    m_staticView = makeTableView(m_staticModel, m_staticPage);
    m_staticView->setSortingEnabled(true);
    auto* staticSplitter = new QSplitter(Qt::Vertical, m_staticPage);
    staticSplitter->addWidget(m_staticChart);
    staticSplitter->addWidget(m_staticView);
    staticSplitter->setStretchFactor(0, 3);
    staticSplitter->setStretchFactor(1, 2);
    staticSplitter->setChildrenCollapsible(false);
    auto* staticLayout = new QVBoxLayout(m_staticPage);
    staticLayout->setContentsMargins(0, 4, 0, 0);
    staticLayout->addWidget(staticSplitter);

    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_caption);
    contentLayout->addWidget(m_notes);
    contentLayout->addWidget(m_tabs, 1);
    setPages(m_content);

    // The table follows the chart's zoom once it settles, not at every wheel step.
    m_rangeTimer->setSingleShot(true);
    m_rangeTimer->setInterval(150);
    connect(m_rangeTimer, &QTimer::timeout, this, &MemoryPanel::applyRangeNow);
    connect(m_chart, &MemoryChart::visibleRangeChanged, this, [this] { m_rangeTimer->start(); });
    connect(m_chart, &MemoryChart::stepClicked, this, [this](long long step) { m_selection->setSelectedStep(step); });
    connect(m_selection, &SelectionState::selectedStepChanged, this, &MemoryPanel::onStepSelected);
    connect(m_selection, &SelectionState::timeRangeChanged, this, &MemoryPanel::onTimeRangeSelected);
}

bool MemoryPanel::hasMemoryData(const ViewSnapshot& s)
{
    return s.profile && steplens::hasMemoryData(*s.profile);
}

bool MemoryPanel::mayHaveMemoryData(const ViewSnapshot& s)
{
    return hasMemoryData(s) || (s.profile && SectionMessage::filesFound(*s.profile, kMemoryFiles));
}

void MemoryPanel::rebuildComponentBoxes(const MemoryAnalysis& m)
{
    for (QCheckBox* box : std::as_const(m_componentBoxes))
        delete box;
    m_componentBoxes.clear();
    for (const MemoryComponent& c : m.components) {
        const QString name = QString::fromStdString(c.name);
        auto* box = new QCheckBox(name, m_componentBar);
        box->setObjectName(QStringLiteral("memoryComponent_") + name);
        box->setChecked(m_chart->componentVisible(name));
        box->setToolTip(c.deviceWide ? tr("APP: all the memory the process holds on the device")
                        : c.sum      ? tr("%1: the sum of its parts").arg(name)
                                     : tr("%1: %2 rows").arg(name).arg(c.rows));
        connect(box, &QCheckBox::toggled, this, [this, name](bool on) { m_chart->setComponentVisible(name, on); });
        m_componentBar->layout()->addWidget(box);
        m_componentBoxes.insert(name, box);
    }
}

void MemoryPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    setExportRun(snapshot.run);
    m_hasData = hasMemoryData(snapshot);
    m_memory = snapshot.analysis && snapshot.analysis->memory ? &*snapshot.analysis->memory : nullptr;
    const Profile* p = snapshot.profile.get();
    if (!m_hasData || !m_memory) {
        m_blockModel->setRows(nullptr, memoryBlockColumns());
        m_staticModel->setRows(nullptr, staticOpColumns());
        m_chart->clearChart(tr("No memory data"));
        if (m_hasData)
            message()->setMessage(tr("Analysing memory…"), tr("The memory view appears when the analysis is done."));
        else
            message()->explainMissing(p, tr("memory data"), kMemoryFiles,
                                      tr("ASCEND_PROFILER_OUTPUT/memory_record.csv, operator_memory.csv and "
                                         "static_op_mem.csv, or the MEMORY_RECORD and OP_MEMORY tables of the database "
                                         "export (MindSpore ≥2.3 / torch_npu with profile_memory on)"));
        showMessage();
        return;
    }
    const MemoryAnalysis& m = *m_memory;
    const QString rank = p && p->rank >= 0 ? QString::number(p->rank) : tr("not stated");

    // Caption: the peaks, the device's memory, the largest allocator gap, the files.
    QStringList parts{tr("Rank %1").arg(rank)};
    for (const QString& s : {peakText(m, m.peakAllocated, tr("allocated")), peakText(m, m.peakReserved, tr("reserved")),
                             peakText(m, m.peakActive, tr("active"))})
        if (!s.isEmpty())
            parts << s;
    parts << (m.capacityMB
                  ? tr("device memory %1 (%2)").arg(mb(*m.capacityMB), QString::fromStdString(m.capacitySource))
                  : tr("device memory not stated by the files"));
    QString caption = parts.join(QStringLiteral(" · "));
    if (!m.gaps.empty()) {
        const AllocatorGap& g = m.gaps.front();
        caption += QLatin1Char('\n') + tr("%1 had %2 reserved when it had allocated the most (%3): %4 (%5) unused")
                                           .arg(QString::fromStdString(g.component), mb(g.reservedMB),
                                                mb(g.allocatedMB), mb(g.gapMB), fmt::percent(g.gapPct));
    }
    QStringList files;
    for (const auto* sources : {p->ascend->memoryRecords ? &p->ascend->memoryRecords->sources : nullptr,
                                p->ascend->operatorMemory ? &p->ascend->operatorMemory->sources : nullptr,
                                p->ascend->staticOpMemory ? &p->ascend->staticOpMemory->sources : nullptr})
        if (sources && !sources->empty())
            files << fmt::fileName(sources->front());
    if (!files.isEmpty())
        caption += QStringLiteral(" · ") + files.join(QStringLiteral(", "));
    m_caption->setText(caption);
    QStringList notes;
    for (const Message& n : m.notes)
        notes << fmt::toQ(n);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());

    rebuildComponentBoxes(m);
    m_chart->setAnalysis(m, tr("Device memory of rank %1").arg(rank));

    // The table: filtered by the chart's range only when operator_memory lies in the chart's span.
    auto rows = memoryBlockRows(snapshot.profile, m);
    m_rangeFilters = false;
    if (m.blocks && m.records > 0)
        for (const MemoryBlock& b : *m.blocks)
            if (b.overlaps(m.begin, m.end + 1)) {
                m_rangeFilters = true;
                break;
            }
    m_rangeBegin = m.begin;
    m_rangeEnd = m.end + 1;
    {
        QSignalBlocker blockAlive(m_aliveOnly), blockTop(m_top);
        m_blockModel->setRows(rows, memoryBlockColumns());
        updateFilter();
    }
    m_blockModel->sort(kMemoryBlockSizeColumn, Qt::DescendingOrder);
    m_blockView->horizontalHeader()->setSortIndicator(kMemoryBlockSizeColumn, Qt::DescendingOrder);
    fitColumns(m_blockView);
    m_tablePart->setVisible(!rows->empty());
    m_aliveOnly->setEnabled(!m.aliveAtPeak.empty());

    // Static graphs: a tab only when the rank has them.
    const bool statics = !m.staticGraphs.empty();
    const int staticTab = m_tabs->indexOf(m_staticPage);
    if (statics && staticTab < 0)
        m_tabs->addTab(m_staticPage, tr("Static graphs"));
    else if (!statics && staticTab >= 0)
        m_tabs->removeTab(staticTab);
    m_staticChart->setGraphs(m.staticGraphs, tr("Memory planned for the static graphs of rank %1").arg(rank));
    m_staticModel->setRows(staticOpRows(snapshot.profile), staticOpColumns());
    m_staticModel->sort(4, Qt::DescendingOrder); // largest first
    m_staticView->horizontalHeader()->setSortIndicator(4, Qt::DescendingOrder);
    fitColumns(m_staticView);
    showContent();
    updateStatus();
}

void MemoryPanel::applyRangeNow()
{
    m_rangeTimer->stop();
    const auto [begin, end] = m_chart->visibleRange();
    m_rangeBegin = begin;
    m_rangeEnd = end;
    updateFilter();
}

void MemoryPanel::updateFilter()
{
    const bool alive = m_aliveOnly->isChecked();
    const std::uint32_t top = std::uint32_t(m_top->value());
    const bool range = m_rangeFilters;
    const Nanos begin = m_rangeBegin, end = m_rangeEnd;
    m_blockModel->setRowPredicate([=](const MemoryBlockRow& r) {
        if (alive && !r.block().aliveAtPeak)
            return false;
        if (top > 0 && r.block().sizeRank > top)
            return false;
        return !range || r.block().overlaps(begin, end);
    });
}

void MemoryPanel::updateStatus()
{
    if (!m_memory)
        return;
    m_tableStatus->setText(tr("%1 of %2")
                               .arg(fmt::count(m_blockModel->shownRowCount()),
                                    fmt::counted(qint64(m_blockModel->dataRowCount()), tr("block"), tr("blocks"))));
}

void MemoryPanel::selectBlockRow(int viewRow)
{
    if (!m_memory || viewRow < 0 || viewRow >= m_blockModel->shownRowCount())
        return;
    const MemoryBlockRow& r = m_blockModel->rowAt(viewRow);
    const Nanos end = r.block().released.value_or(std::max(m_memory->end, r.block().allocated));
    m_chart->setHighlight(r.block().allocated, end);
    // The selection's time range: the timeline shows it; this panel does not zoom to its own pick.
    m_settingRange = true;
    m_selection->setTimeRange(r.block().allocated, std::max(end, r.block().allocated + 1));
    m_settingRange = false;
}

void MemoryPanel::onStepSelected(long long step)
{
    if (!m_memory || step == SelectionState::kNoStep)
        return;
    for (const StepWindow& w : m_memory->steps)
        if (w.number == step) {
            m_chart->showRange(w.start, w.end);
            return;
        }
}

void MemoryPanel::onTimeRangeSelected(qint64 begin, qint64 end)
{
    if (!m_memory || m_settingRange || end <= begin)
        return;
    // Only a range on this rank's memory clock (the 2.x files share the epoch clock of the trace).
    if (end < m_memory->begin || begin > m_memory->end)
        return;
    m_chart->showRange(begin, end);
}

QString MemoryPanel::captionText() const
{
    return m_caption->text();
}

QString MemoryPanel::notesText() const
{
    return m_notes->isVisible() ? m_notes->text() : QString();
}

QString MemoryPanel::tableStatusText() const
{
    return m_tableStatus->text();
}

QList<ExportItem> MemoryPanel::exportItems() const
{
    QList<ExportItem> items;
    if (!m_hasData || !m_memory)
        return items;
    if (m_memory->curves && !m_memory->curves->empty())
        items.append({QStringLiteral("memory"), tr("Device memory over time (chart)"), m_chart, nullptr});
    if (m_blockModel->dataRowCount() > 0)
        items.append({QStringLiteral("memory-operators"), tr("Operator memory blocks"), nullptr, m_blockModel});
    if (m_tabs->indexOf(m_staticPage) >= 0) {
        items.append({QStringLiteral("memory-static"), tr("Static graph memory (chart)"), m_staticChart, nullptr});
        items.append({QStringLiteral("memory-static-ops"), tr("Static graph operators"), nullptr, m_staticModel});
    }
    return items;
}

} // namespace steplens
