#include "compare/compareoperatorspage.h"

#include "charts/deltabarchart.h"
#include "models/opdiffmodel.h"
#include "common/flowlayout.h"
#include "common/tableview.h"
#include "style/formatting.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {
QTableView* makeDiffView(OpDiffModel* model, QWidget* parent)
{
    QTableView* view = makeTableView(model, parent);
    view->setSortingEnabled(true);
    // Core's order (regressions first) until the user clicks a header.
    view->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    return view;
}

QString kindName(const std::string& category)
{
    return category == "aicpu" ? CompareOperatorsPage::tr("AI CPU") : CompareOperatorsPage::tr("AI Core");
}
} // namespace

CompareOperatorsPage::CompareOperatorsPage(QWidget* parent)
    : QWidget(parent)
    , m_typeModel(new OpDiffModel(this))
    , m_operatorModel(new OpDiffModel(this))
    , m_typeChart(new DeltaBarChart(QStringLiteral("compare-op-type-deltas"), this))
    , m_tabs(new QTabWidget(this))
    , m_filter(new QLineEdit(this))
    , m_status(new QComboBox(this))
    , m_caption(new QLabel(this))
    , m_filterTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("compareOperatorsPage"));
    m_typeModel->setObjectName(QStringLiteral("compare-op-types"));
    m_operatorModel->setObjectName(QStringLiteral("compare-operators"));
    m_typeView = makeDiffView(m_typeModel, this);
    m_operatorView = makeDiffView(m_operatorModel, this);

    m_filter->setPlaceholderText(tr("Filter by name or kind…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMinimumWidth(22 * m_filter->fontMetrics().averageCharWidth());
    m_filter->setMaximumWidth(320);
    const QList<std::pair<QString, OpDiffModel::StatusFilter>> statuses{
        {tr("Every status"), OpDiffModel::StatusFilter::All},
        {tr("Changed"), OpDiffModel::StatusFilter::Changed},
        {tr("\u25B2 Slower"), OpDiffModel::StatusFilter::Slower},
        {tr("\u25BC Faster"), OpDiffModel::StatusFilter::Faster},
        {tr("+ Added in B"), OpDiffModel::StatusFilter::Added},
        {tr("\u2212 Removed in B"), OpDiffModel::StatusFilter::Removed},
        {tr("= Unchanged"), OpDiffModel::StatusFilter::Unchanged}};
    for (const auto& [text, filter] : statuses)
        m_status->addItem(text, int(filter));
    m_status->setToolTip(tr("Show only the rows with this status"));
    auto* order = new QPushButton(tr("Regressions first"), this);
    order->setToolTip(tr("Back to StepLens' order: the largest slowdowns first, then the largest gains"));
    m_caption->setForegroundRole(QPalette::PlaceholderText);

    // The controls wrap in a narrow window; the caption wraps below them.
    auto* barBox = new QWidget(this);
    auto* bar = new FlowLayout(barBox);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_status);
    bar->addWidget(order);
    m_caption->setWordWrap(true);

    auto* typeSplit = new QSplitter(Qt::Horizontal, this);
    typeSplit->addWidget(m_typeView);
    typeSplit->addWidget(m_typeChart);
    typeSplit->setStretchFactor(0, 3);
    typeSplit->setStretchFactor(1, 2);
    typeSplit->setChildrenCollapsible(false);
    m_tabs->addTab(typeSplit, tr("By operator type"));
    m_tabs->addTab(m_operatorView, tr("By operator"));
    m_tabs->setDocumentMode(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(barBox);
    layout->addWidget(m_caption);
    layout->addWidget(m_tabs, 1);

    // Typing settles for 300 ms before the tables are filtered again (ARCHITECTURE.md, "Debounced search").
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(300);
    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterTimer, &QTimer::timeout, this, &CompareOperatorsPage::applyFilter);
    connect(m_status, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        const auto filter = OpDiffModel::StatusFilter(m_status->currentData().toInt());
        m_typeModel->setStatusFilter(filter);
        m_operatorModel->setStatusFilter(filter);
        updateCaption();
    });
    connect(order, &QPushButton::clicked, this, &CompareOperatorsPage::restoreCoreOrder);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CompareOperatorsPage::updateCaption);
    for (OpDiffModel* model : {m_typeModel, m_operatorModel})
        connect(model, &RowTableModel::orderApplied, this, &CompareOperatorsPage::updateCaption);
}

void CompareOperatorsPage::showComparison(const ComparisonSnapshot& s)
{
    const RunComparison* c = s.comparison.get();
    auto types = std::make_shared<const std::vector<OpDiff>>(c ? c->opTypes : std::vector<OpDiff>{});
    auto ops = std::make_shared<const std::vector<OpDiff>>(c ? c->operators : std::vector<OpDiff>{});
    m_typeModel->setDiffs(types, tr("Op type"));
    m_operatorModel->setDiffs(ops, tr("Operator"));
    // Numbers as wide as their first rows, the names take the rest (the last column stretched
    // before, so "Count B" got the room the long operator names needed).
    for (QTableView* view : {m_typeView, m_operatorView}) {
        fitColumns(view, 200);
        view->horizontalHeader()->setStretchLastSection(false);
        view->horizontalHeader()->setSectionResizeMode(OpDiffModel::NameColumn, QHeaderView::Stretch);
    }

    // The chart: the changed types with the largest |Δ|, in core's order (slowdowns on top). Ops that
    // wait for input (GetNext) are no regressions: they stay in the table, flagged, not in the chart.
    std::vector<const OpDiff*> changed;
    for (const OpDiff& d : *types)
        if (d.status != DiffStatus::Unchanged && !d.waitsForInput)
            changed.push_back(&d);
    std::stable_sort(changed.begin(), changed.end(),
                     [](const OpDiff* x, const OpDiff* y) { return std::fabs(x->deltaUs) > std::fabs(y->deltaUs); });
    if (changed.size() > std::size_t(kChartTypes))
        changed.resize(kChartTypes);
    std::stable_sort(changed.begin(), changed.end(),
                     [](const OpDiff* x, const OpDiff* y) { return x->deltaUs > y->deltaUs; });
    QVector<DeltaBarChart::Item> items;
    for (const OpDiff* d : changed) {
        DeltaBarChart::Item it{fmt::toQ(d->name) + QStringLiteral(" (") + kindName(d->category) + QLatin1Char(')'),
                               d->aUs / 1000.0,
                               d->bUs / 1000.0,
                               d->deltaPct,
                               OpDiffModel::statusChange(d->status),
                               QString()};
        if (d->status == DiffStatus::Added)
            it.note = tr("new in B");
        else if (d->status == DiffStatus::Removed)
            it.note = tr("gone in B");
        items << it;
    }
    const QString title = types->size() > changed.size() && !changed.empty()
                              ? tr("Op types that changed most: B − A (the %1 largest)").arg(changed.size())
                              : tr("Op types that changed: B − A");
    m_typeChart->setItems(items, title, tr("Change in total time (ms)\nleft of 0: less time in B"),
                          types->empty() ? tr("Neither run has operator tables")
                                         : tr("No op type changed by more than 5 %"));
    updateCaption();
}

void CompareOperatorsPage::applyFilter()
{
    m_filterTimer->stop();
    m_typeModel->setFilterText(m_filter->text());
    m_operatorModel->setFilterText(m_filter->text());
    updateCaption();
}

void CompareOperatorsPage::restoreCoreOrder()
{
    for (auto [model, view] : {std::pair{m_typeModel, m_typeView}, std::pair{m_operatorModel, m_operatorView}}) {
        view->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
        model->sort(-1);
    }
}

void CompareOperatorsPage::updateCaption()
{
    OpDiffModel* model = m_tabs->currentIndex() == 0 ? m_typeModel : m_operatorModel;
    auto count = [](const std::vector<OpDiff>& rows, DiffStatus s) {
        return qint64(std::count_if(rows.begin(), rows.end(), [s](const OpDiff& d) { return d.status == s; }));
    };
    const auto& rows = *model->rows();
    QString text = tr("%1 of %2 rows").arg(fmt::count(model->rowCount()), fmt::count(qint64(rows.size())));
    if (!rows.empty())
        text += tr(" · %1 slower, %2 faster, %3 added, %4 removed, %5 unchanged")
                    .arg(count(rows, DiffStatus::Slower))
                    .arg(count(rows, DiffStatus::Faster))
                    .arg(count(rows, DiffStatus::Added))
                    .arg(count(rows, DiffStatus::Removed))
                    .arg(count(rows, DiffStatus::Unchanged));
    const auto waits =
        qint64(std::count_if(rows.begin(), rows.end(), [](const OpDiff& d) { return d.waitsForInput; }));
    if (waits > 0)
        text += tr(" · %1 waiting for input, not counted as regressions").arg(waits);
    if (model->isOrdering())
        text += tr(" (sorting…)");
    m_caption->setText(text);
}

bool CompareOperatorsPage::waitForTables(int msecs)
{
    return m_typeModel->waitForOrder(msecs) && m_operatorModel->waitForOrder(msecs);
}

QString CompareOperatorsPage::captionText() const
{
    return m_caption->text();
}

QList<ExportItem> CompareOperatorsPage::exportItems() const
{
    if (m_typeModel->dataRowCount() == 0 && m_operatorModel->dataRowCount() == 0)
        return {};
    return {ExportItem{m_typeChart->objectName(), tr("Op types that changed most"), m_typeChart, nullptr},
            ExportItem{QStringLiteral("compare-op-types"), tr("Op type diff"), nullptr, m_typeModel},
            ExportItem{QStringLiteral("compare-operators"), tr("Operator diff"), nullptr, m_operatorModel}};
}

} // namespace steplens
