#include "compare/comparesteppage.h"

#include "charts/ascendstepchart.h"
#include "charts/deltabarchart.h"
#include "charts/stepdeltachart.h"
#include "charts/steptracechart.h"
#include "common/selectionstate.h"
#include "compare/comparetext.h"
#include "models/celltablemodel.h"
#include "models/stepseries.h"
#include "style/formatting.h"

#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
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

// The 2.x step series of one side (empty without step_trace_time rows).
AscendStepSeries ascendSeriesOf(const Profile* p, const ProfileAnalysis* a)
{
    if (!p || !p->ascend || !p->ascend->stepTraceTime || !a || !a->ascendSteps || a->ascendSteps->rows.empty())
        return {};
    return ascendStepSeries(*a->ascendSteps, *p->ascend->stepTraceTime);
}

// Both runs have 2.x steps: the comparison's phases are theirs (core's compareProfiles makes the same test).
bool bothAscend(const ComparisonSnapshot& s)
{
    const ProfileAnalysis* a = s.analysisA();
    const ProfileAnalysis* b = s.analysisB();
    return a && b && a->ascendSteps && b->ascendSteps && a->ascendSteps->stepCount > 0 && b->ascendSteps->stepCount > 0;
}
} // namespace

CompareStepPage::CompareStepPage(QWidget* parent)
    : QWidget(parent)
    , m_selection(new SelectionState(this))
    , m_caption(new QLabel(this))
    , m_chartA(new StepTraceChart(m_selection, this))
    , m_chartB(new StepTraceChart(m_selection, this))
    , m_ascendA(new AscendStepChart(m_selection, this))
    , m_ascendB(new AscendStepChart(m_selection, this))
    , m_runs(new QStackedWidget(this))
    , m_phaseChart(new DeltaBarChart(QStringLiteral("compare-phase-deltas"), this))
    , m_stepChart(new StepDeltaChart(this))
    , m_phaseTable(new CellTableModel(this))
    , m_stepTable(new CellTableModel(this))
{
    setObjectName(QStringLiteral("compareStepPage"));
    m_chartA->setObjectName(QStringLiteral("compare-step-trace-a"));
    m_chartB->setObjectName(QStringLiteral("compare-step-trace-b"));
    m_ascendA->setObjectName(QStringLiteral("compare-ascend-steps-a"));
    m_ascendB->setObjectName(QStringLiteral("compare-ascend-steps-b"));
    m_caption->setWordWrap(true);
    m_caption->setForegroundRole(QPalette::PlaceholderText);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto pair = [this](QWidget* top, QWidget* bottom) {
        auto* runs = new QSplitter(Qt::Vertical, this);
        runs->addWidget(top);
        runs->addWidget(bottom);
        runs->setChildrenCollapsible(false);
        // A and B share the height evenly: neither starts squeezed below the other.
        runs->setStretchFactor(0, 1);
        runs->setStretchFactor(1, 1);
        m_runs->addWidget(runs);
        return runs;
    };
    m_runs1x = pair(m_chartA, m_chartB);
    m_runs2x = pair(m_ascendA, m_ascendB);
    auto* deltas = new QSplitter(Qt::Vertical, this);
    deltas->addWidget(m_phaseChart);
    deltas->addWidget(m_stepChart);
    // Halves: the phase bars need about 16 px a row besides a two-line axis label, and the per-step
    // line reads at any height.
    deltas->setStretchFactor(0, 1);
    deltas->setStretchFactor(1, 1);
    deltas->setSizes({1000, 1000}); // scaled to the height it gets: the size hints alone favour the line chart
    deltas->setChildrenCollapsible(false);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_runs);
    split->addWidget(deltas);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caption);
    layout->addWidget(split, 1);

    // Zooming one run's steps zooms the other's to the same steps.
    auto sync = [this](QCustomPlot* from, QCustomPlot* to) {
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
    sync(m_ascendA, m_ascendB);
    sync(m_ascendB, m_ascendA);
}

void CompareStepPage::showComparison(const ComparisonSnapshot& s)
{
    m_selection->clear();
    const RunComparison* c = s.comparison.get();
    m_ascend = bothAscend(s);
    // The 1.x series only when the 2.x charts are not shown (a 2.x rank may carry a 1.x step trace too).
    const StepSeries a = m_ascend ? StepSeries{} : seriesOf(s.profileA());
    const StepSeries b = m_ascend ? StepSeries{} : seriesOf(s.profileB());
    const AscendStepSeries ascendA = m_ascend ? ascendSeriesOf(s.profileA(), s.analysisA()) : AscendStepSeries{};
    const AscendStepSeries ascendB = m_ascend ? ascendSeriesOf(s.profileB(), s.analysisB()) : AscendStepSeries{};
    m_hasSteps = m_ascend ? !ascendA.empty() || !ascendB.empty() : a.size() > 0 || b.size() > 0;
    m_chartA->setTitle(tr("A: %1").arg(s.nameA()));
    m_chartB->setTitle(tr("B: %1").arg(s.nameB()));
    m_chartA->setSeries(a, meanTotal(s.analysisA()));
    m_chartB->setSeries(b, meanTotal(s.analysisB()));
    m_ascendA->setRunTitle(tr("A: %1").arg(s.nameA()));
    m_ascendB->setRunTitle(tr("B: %1").arg(s.nameB()));
    m_ascendA->setSeries(ascendA);
    m_ascendB->setSeries(ascendB);
    // One time scale for both, so the bars can be compared by eye.
    const double top = std::max(m_chartA->naturalValueTop(), m_chartB->naturalValueTop());
    m_chartA->setValueAxisTop(top);
    m_chartB->setValueAxisTop(top);
    const double ascendTop = std::max(m_ascendA->naturalValueTop(), m_ascendB->naturalValueTop());
    m_ascendA->setValueAxisTop(ascendTop);
    m_ascendB->setValueAxisTop(ascendTop);
    m_runs->setCurrentWidget(m_ascend ? m_runs2x : m_runs1x);

    QVector<DeltaBarChart::Item> items;
    if (c)
        for (const PhaseDelta& p : c->phases)
            items.append(
                {comparetext::phaseLabel(p.name), p.aMs, p.bMs, p.deltaPct, delta::forTime(p.aMs, p.bMs), QString()});
    m_phaseChart->setItems(items, tr("Mean time per step: B − A by phase"),
                           tr("ms per step\n< 0: B is faster"), tr("No step phases to compare"));

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
        // The same file names for either chart: the export is "the step trace of A".
        QWidget* chartA = m_ascend ? static_cast<QWidget*>(m_ascendA) : m_chartA;
        QWidget* chartB = m_ascend ? static_cast<QWidget*>(m_ascendB) : m_chartB;
        items << ExportItem{m_chartA->objectName(), tr("Step trace of A"), chartA, nullptr};
        items << ExportItem{m_chartB->objectName(), tr("Step trace of B"), chartB, nullptr};
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
