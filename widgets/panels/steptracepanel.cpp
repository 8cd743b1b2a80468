#include "panels/steptracepanel.h"

#include "analysis/profile_analysis.h"
#include "charts/ascendstepchart.h"
#include "charts/steptracechart.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "models/ascendstepseries.h"
#include "models/stepdetailmodel.h"
#include "models/steptablemodel.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace steplens {

namespace {} // namespace

StepTracePanel::StepTracePanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_chart(new StepTraceChart(selection, this))
    , m_tableModel(new StepTableModel(this))
    , m_detailModel(new StepDetailModel(this))
    , m_tableProxy(new QSortFilterProxyModel(this))
    , m_tabs(new QTabWidget(this))
    , m_caption(new QLabel(this))
    , m_ascendChart(new AscendStepChart(selection, this))
    , m_ascendTable(new AscendStepTableModel(this))
{
    setObjectName(QStringLiteral("stepTracePanel"));
    m_tableProxy->setSourceModel(m_tableModel);
    m_tableProxy->setSortRole(ModelRoles::SortRole);
    m_tableView = makeTableView(m_tableProxy, this);
    m_tableView->setSelectionMode(QAbstractItemView::SingleSelection); // one row is the selected step
    m_tableView->setSortingEnabled(true);
    m_tableView->sortByColumn(0, Qt::AscendingOrder);
    m_detailView = makeTableView(m_detailModel, this);
    m_detailView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_detailView->horizontalHeader()->setSortIndicatorShown(false); // the parts keep the step's order

    m_tabs->addTab(m_detailView, tr("Selected step"));
    m_tabs->addTab(m_tableView, tr("All steps"));
    m_tabs->setDocumentMode(true);
    m_tabs->setCornerWidget(exportButton(), Qt::TopRightCorner);

    m_caption->setWordWrap(true);
    m_caption->setForegroundRole(QPalette::PlaceholderText);
    m_caption->setToolTip(
        tr("Wheel: zoom the step axis. Drag: pan. Double-click: show all steps. Click a bar: select the step."));

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(2);
    topLayout->addWidget(m_caption);
    topLayout->addWidget(m_chart, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    setPages(splitter);
    m_ascendPage = makeAscendPage();
    addPage(m_ascendPage);

    connect(m_selection, &SelectionState::selectedStepChanged, this, &StepTracePanel::onStepSelected);
    connect(m_tableView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_selection->setSelectedStep(current.data(StepTableModel::StepNumberRole).toLongLong());
            });
}

bool StepTracePanel::showsChart() const
{
    return !messageShown();
}

namespace {
QString layoutPrefix(const Profile& p)
{
    return p.layout == Layout::AscendProfilerOutput ? StepTracePanel::tr("MindSpore ≥2.3 / torch_npu layout")
                                                    : StepTracePanel::tr("MindSpore 1.x layout");
}
} // namespace

void StepTracePanel::showSnapshot(const ViewSnapshot& snapshot)
{
    setExportRun(snapshot.run);
    // The same rank's steps again (its timeline arrived, or F5): keep the user's zoom.
    const bool sameSteps = m_profile && snapshot.profile && m_profile->folder == snapshot.profile->folder &&
                           m_profile->rank == snapshot.profile->rank && m_profile->stepTrace &&
                           snapshot.profile->stepTrace &&
                           m_profile->stepTrace->steps.size() == snapshot.profile->stepTrace->steps.size();
    m_profile = snapshot.profile;
    const bool has = m_profile && m_profile->stepTrace && !m_profile->stepTrace->steps.empty();
    m_tableModel->setProfile(has ? m_profile : nullptr);
    m_detailModel->setProfile(has ? m_profile : nullptr);
    if (!has) {
        m_chart->setSeries(StepSeries{}, 0);
        if (showAscend(snapshot)) {
            onStepSelected(m_selection->selectedStep());
            return;
        }
        message()->explainMissing(m_profile.get(), tr("step trace"),
                                  {"step_trace_raw", "step_trace_point_info", "step_trace_time"},
                                  tr("step_trace_raw_<rank>_detail_time.csv in the profiler folder (MindSpore 1.x), or "
                                     "ASCEND_PROFILER_OUTPUT/step_trace_time.csv (MindSpore ≥2.3, torch_npu)"));
        showMessage();
        return;
    }
    // The step statistics come with the snapshot's analysis (computed off the UI thread).
    const StepAnalysis* analysis = snapshot.analysis && snapshot.analysis->steps ? &*snapshot.analysis->steps : nullptr;
    m_chart->setSeries(m_tableModel->series(), analysis ? analysis->total.meanMs : 0.0, sameSteps);
    if (analysis)
        m_caption->setText(
            tr("%1 · rank %2 · %3, average %4 (median %5, slowest %6). Wheel zooms, drag pans, click selects a step.")
                .arg(
                    layoutPrefix(*m_profile), m_profile->rank < 0 ? tr("not stated") : QString::number(m_profile->rank),
                    fmt::counted(qint64(analysis->stepCount), tr("step"), tr("steps")), fmt::ms(analysis->total.meanMs),
                    fmt::ms(analysis->total.medianMs), fmt::ms(analysis->total.maxMs)));
    else
        m_caption->setText(tr("%1 · %2. Wheel zooms, drag pans, click selects a step.")
                               .arg(layoutPrefix(*m_profile),
                                    fmt::counted(qint64(m_tableModel->rowCount()), tr("step"), tr("steps"))));
    for (int c = 0; c < m_tableModel->columnCount(); ++c)
        m_tableView->setColumnWidth(c, qMax(80, m_tableView->horizontalHeader()->sectionSizeHint(c)));
    showContent();
    onStepSelected(m_selection->selectedStep());
}

void StepTracePanel::onStepSelected(long long stepNum)
{
    if (showsAscendChart()) {
        const int row = m_ascendTable->viewRow(m_ascendChart->series().indexOfStep(stepNum));
        if (row >= 0 && m_ascendView->currentIndex().row() != row)
            m_ascendView->setCurrentIndex(m_ascendTable->index(row, 0));
        return;
    }
    m_detailModel->setStep(stepNum);
    const bool shown = m_detailModel->rowCount() > 0;
    m_tabs->setTabText(0, shown ? tr("Step %1").arg(stepNum) : tr("Selected step"));
    m_detailView->resizeColumnToContents(StepDetailModel::PartColumn);
    m_detailView->setColumnWidth(StepDetailModel::PartColumn,
                                 qMax(220, m_detailView->columnWidth(StepDetailModel::PartColumn)));
    if (shown)
        m_tabs->setCurrentIndex(0);
    const int row = m_tableModel->rowOfStep(stepNum);
    if (row >= 0) {
        const QModelIndex proxyIndex = m_tableProxy->mapFromSource(m_tableModel->index(row, 0));
        if (m_tableView->currentIndex().row() != proxyIndex.row())
            m_tableView->setCurrentIndex(proxyIndex);
        m_tableView->scrollTo(proxyIndex);
    }
}

QList<ExportItem> StepTracePanel::exportItems() const
{
    if (!showsChart())
        return {};
    if (showsAscendChart())
        return {{QStringLiteral("step-trace"), tr("Step trace chart"), m_ascendChart, nullptr},
                {QStringLiteral("step-table"), tr("Step table"), nullptr, m_ascendTable}};
    QList<ExportItem> items{{QStringLiteral("step-trace"), tr("Step trace chart"), m_chart, nullptr},
                            {QStringLiteral("step-table"), tr("Step table"), nullptr, m_tableModel}};
    if (m_detailModel->rowCount() > 0)
        items.append({QStringLiteral("step-%1-detail").arg(m_detailModel->step()), tr("Selected step's parts"), nullptr,
                      m_detailModel});
    return items;
}

} // namespace steplens
