#include "compare/comparesteppage.h"

#include "charts/deltabarchart.h"
#include "charts/stepdeltachart.h"
#include "charts/steptracechart.h"
#include "compare/comparetext.h"
#include "models/celltablemodel.h"
#include "models/stepseries.h"
#include "common/selectionstate.h"
#include "style/formatting.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace steplens {

namespace {
StepSeries seriesOf(const Profile* p)
{
    return p && p->stepTrace ? buildStepSeries(*p->stepTrace) : StepSeries{};
}

double meanTotal(const ProfileAnalysis* a)
{
    return a && a->steps ? a->steps->total.meanMs : 0.0;
}
} // namespace

CompareStepPage::CompareStepPage(QWidget* parent)
    : QWidget(parent)
    , m_selection(new SelectionState(this))
    , m_caption(new QLabel(this))
    , m_chartA(new StepTraceChart(m_selection, this))
    , m_chartB(new StepTraceChart(m_selection, this))
    , m_phaseChart(new DeltaBarChart(QStringLiteral("compare-phase-deltas"), this))
    , m_stepChart(new StepDeltaChart(this))
    , m_phaseTable(new CellTableModel(this))
    , m_stepTable(new CellTableModel(this))
{
    setObjectName(QStringLiteral("compareStepPage"));
    m_chartA->setObjectName(QStringLiteral("compare-step-trace-a"));
    m_chartB->setObjectName(QStringLiteral("compare-step-trace-b"));
    m_caption->setWordWrap(true);
    m_caption->setForegroundRole(QPalette::PlaceholderText);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* runs = new QSplitter(Qt::Vertical, this);
    runs->addWidget(m_chartA);
    runs->addWidget(m_chartB);
    runs->setChildrenCollapsible(false);
    auto* deltas = new QSplitter(Qt::Vertical, this);
    deltas->addWidget(m_phaseChart);
    deltas->addWidget(m_stepChart);
    deltas->setStretchFactor(0, 2);
    deltas->setStretchFactor(1, 3);
    deltas->setChildrenCollapsible(false);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(runs);
    split->addWidget(deltas);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caption);
    layout->addWidget(split, 1);

    // Zooming one run's steps zooms the other's to the same steps.
    auto sync = [this](StepTraceChart* from, StepTraceChart* to) {
        connect(from->xAxis, QOverload<const QCPRange&>::of(&QCPAxis::rangeChanged), to, [this, to](const QCPRange& r) {
            if (m_syncing)
                return;
            m_syncing = true;
            to->xAxis->setRange(r);
            to->replot(QCustomPlot::rpQueuedReplot);
            m_syncing = false;
        });
    };
    sync(m_chartA, m_chartB);
    sync(m_chartB, m_chartA);
}

void CompareStepPage::showComparison(const ComparisonSnapshot& s)
{
    m_selection->clear();
    const RunComparison* c = s.comparison.get();
    const StepSeries a = seriesOf(s.profileA()), b = seriesOf(s.profileB());
    m_hasSteps = a.size() > 0 || b.size() > 0;
    m_chartA->setTitle(tr("A: %1").arg(s.nameA()));
    m_chartB->setTitle(tr("B: %1").arg(s.nameB()));
    m_chartA->setSeries(a, meanTotal(s.analysisA()));
    m_chartB->setSeries(b, meanTotal(s.analysisB()));
    // One time scale for both, so the bars can be compared by eye.
    const double top = std::max(m_chartA->naturalValueTop(), m_chartB->naturalValueTop());
    m_chartA->setValueAxisTop(top);
    m_chartB->setValueAxisTop(top);

    QVector<DeltaBarChart::Item> items;
    if (c)
        for (const PhaseDelta& p : c->phases)
            items.append(
                {comparetext::phaseLabel(p.name), p.aMs, p.bMs, p.deltaPct, delta::forTime(p.aMs, p.bMs), QString()});
    m_phaseChart->setItems(items, tr("Mean time per step: B − A by phase"),
                           tr("Change per step (ms); left of 0: B is faster"), tr("No step phases to compare"));

    StepDeltaChart::Data d;
    if (c) {
        for (double v : c->perStepTotalDeltaMs)
            d.totalMs << v;
        const std::size_t n = std::min(a.size(), b.size());
        if (n == c->perStepTotalDeltaMs.size() && n > 0) {
            d.inference = a.inference && b.inference;
            for (std::size_t i = 0; i < n; ++i) {
                d.gapMs << b.gapMs[i] - a.gapMs[i];
                d.computeMs << b.computeMs[i] - a.computeMs[i];
                d.tailMs << b.tailMs[i] - a.tailMs[i];
            }
        }
    }
    m_stepChart->setData(d, tr("Each aligned step: B − A"), tr("No per-step times to align"));

    QStringList caption;
    if (c && (c->aSteps || c->bSteps)) {
        caption << tr("A has %1, B has %2.")
                       .arg(fmt::counted(qint64(c->aSteps), tr("step"), tr("steps")),
                            fmt::counted(qint64(c->bSteps), tr("step"), tr("steps")));
        caption << (c->aSteps == c->bSteps
                        ? tr("Steps are aligned by position: the i-th step of B against the i-th of A.")
                        : tr("The step counts differ: the first %1 are aligned by position (the i-th of B against the "
                             "i-th of A); the means use every step of each run.")
                              .arg(qint64(c->alignedSteps)));
        caption << tr("Both step charts share one time scale and zoom together.");
    }
    if (s.options.steps.skipFirstSteps > 0)
        caption << tr("The means leave out the first %1 warm-up steps.").arg(qint64(s.options.steps.skipFirstSteps));
    if (c)
        for (const Message& note : c->notes)
            caption << fmt::toQ(note) + QLatin1Char('.');
    m_caption->setText(caption.join(QLatin1Char(' ')));
    fillTables(s);
}

void CompareStepPage::fillTables(const ComparisonSnapshot& s)
{
    const RunComparison* c = s.comparison.get();
    QVector<QVector<TableCell>> rows;
    if (c)
        for (const PhaseDelta& p : c->phases) {
            const Change change = delta::forTime(p.aMs, p.bMs);
            TableCell d =
                TableCell::number(p.deltaMs, delta::arrow(p.deltaMs) + QLatin1Char(' ') + delta::signedMs(p.deltaMs));
            d.change = change;
            TableCell pct = p.deltaPct ? TableCell::number(*p.deltaPct, delta::signedPercent(p.deltaPct))
                                       : TableCell::plain(QString());
            pct.change = change;
            rows.append({TableCell::plain(comparetext::phaseLabel(p.name)),
                         TableCell::number(p.aMs, fmt::msNumber(p.aMs)), TableCell::number(p.bMs, fmt::msNumber(p.bMs)),
                         d, pct, TableCell::plain(delta::word(change, true))});
        }
    m_phaseTable->setTable({{tr("Phase")},
                            {tr("A (ms)"), {}, true},
                            {tr("B (ms)"), {}, true},
                            {tr("Δ (ms)"), {}, true},
                            {tr("Δ %"), {}, true},
                            {tr("Change")}},
                           rows);
    m_phaseTable->setObjectName(QStringLiteral("compare-phases"));

    QVector<QVector<TableCell>> steps;
    const StepDeltaChart::Data& d = m_stepChart->data();
    const bool phases = d.gapMs.size() == d.totalMs.size();
    for (int i = 0; i < d.totalMs.size(); ++i) {
        QVector<TableCell> row{TableCell::number(i + 1, QString::number(i + 1)),
                               TableCell::number(d.totalMs[i], delta::signedMs(d.totalMs[i]))};
        if (phases)
            row << TableCell::number(d.gapMs[i], delta::signedMs(d.gapMs[i]))
                << TableCell::number(d.computeMs[i], delta::signedMs(d.computeMs[i]))
                << TableCell::number(d.tailMs[i], delta::signedMs(d.tailMs[i]));
        steps << row;
    }
    QVector<CellTableModel::Column> columns{{tr("Aligned step")}, {tr("Δ whole step (ms)"), {}, true}};
    if (phases)
        columns << CellTableModel::Column{tr("Δ iteration gap (ms)"), {}, true}
                << CellTableModel::Column{tr("Δ forward+backward (ms)"), {}, true}
                << CellTableModel::Column{tr("Δ tail (ms)"), {}, true};
    m_stepTable->setTable(columns, steps);
}

QString CompareStepPage::captionText() const
{
    return m_caption->text();
}

QList<ExportItem> CompareStepPage::exportItems() const
{
    QList<ExportItem> items;
    if (m_hasSteps) {
        items << ExportItem{m_chartA->objectName(), tr("Step trace of A"), m_chartA, nullptr};
        items << ExportItem{m_chartB->objectName(), tr("Step trace of B"), m_chartB, nullptr};
    }
    items << ExportItem{m_phaseChart->objectName(), tr("Change by phase"), m_phaseChart, nullptr};
    if (m_stepChart->data().totalMs.size() > 0)
        items << ExportItem{m_stepChart->objectName(), tr("Change per aligned step"), m_stepChart, nullptr};
    items << ExportItem{QStringLiteral("compare-phases"), tr("Phase changes table"), nullptr, m_phaseTable};
    if (m_stepTable->rowCount() > 0)
        items << ExportItem{QStringLiteral("compare-steps"), tr("Per-step changes table"), nullptr, m_stepTable};
    return items;
}

} // namespace steplens
