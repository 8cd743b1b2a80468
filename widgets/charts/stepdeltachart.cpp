#include "charts/stepdeltachart.h"

#include "style/deltastyle.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>

namespace steplens {

StepDeltaChart::StepDeltaChart(QWidget* parent)
    : ChartBase(parent)
    , m_zeroLine(new QCPItemStraightLine(this))
    , m_emptyLabel(new QCPItemText(this))
{
    setObjectName(QStringLiteral("compare-step-deltas"));
    setMinimumSize(300, 180);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    putLegendOnTop();
    addTitleRow(false);
    enableContextMenu(objectName());
    // Two lines: the chart sits in the comparison's side pane, about 290 px wide at 1366x768.
    xAxis->setLabel(tr("Aligned step\n(the i-th step of B against the i-th of A)"));
    // Whole steps only (1, 2, 5, 10… apart as the view widens): one or two steps gave 0.6, 0.8 … 1.4.
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);
    yAxis->setLabel(tr("B − A (ms)"));
    m_zeroLine->point1->setCoords(0, 0);
    m_zeroLine->point2->setCoords(1, 0);
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.45);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    connect(xAxis, QOverload<const QCPRange&>::of(&QCPAxis::rangeChanged), this, [this] { rescale(); });
    recolor();
}

void StepDeltaChart::setData(const Data& data, const QString& title, const QString& emptyText)
{
    m_data = data;
    setWindowTitle(title);
    m_title->setText(title);
    clearGraphs();
    m_phaseOfGraph.clear();
    const int n = int(data.totalMs.size());
    QVector<double> keys(n);
    for (int i = 0; i < n; ++i)
        keys[i] = i + 1;
    auto add = [&](const QVector<double>& values, const QString& name, int phase) {
        if (values.size() != n || n == 0)
            return;
        QCPGraph* g = addGraph();
        g->setName(name);
        g->setData(keys, values, true);
        m_phaseOfGraph << phase;
    };
    add(data.totalMs, tr("Whole step"), -1);
    add(data.gapMs, tr("Iteration gap"), int(colors::Phase::WaitingForData));
    add(data.computeMs, data.inference ? tr("Forward") : tr("Forward+backward"), int(colors::Phase::Compute));
    if (!data.inference)
        add(data.tailMs, tr("Tail"), int(colors::Phase::Tail));
    m_emptyLabel->setText(emptyText.isEmpty() ? tr("No steps to align") : emptyText);
    m_emptyLabel->setVisible(n == 0);
    legend->setVisible(n > 0);
    xAxis->setRange(0.5, std::max(1, n) + 0.5);
    layoutForWidth(width());
    rescale();
    replot(rpQueuedReplot);
}

void StepDeltaChart::rescale()
{
    const QCPRange r = xAxis->range();
    double lo = 0, hi = 0;
    for (int g = 0; g < graphCount(); ++g)
        for (auto it = graph(g)->data()->findBegin(r.lower); it != graph(g)->data()->findEnd(r.upper); ++it) {
            lo = std::min(lo, it->value);
            hi = std::max(hi, it->value);
        }
    const double pad = std::max(0.05 * (hi - lo), 0.01);
    yAxis->setRange(lo - pad, hi + pad);
}

void StepDeltaChart::layoutForWidth(int width)
{
    ChartBase::layoutForWidth(width);
    // Markers while the steps are few enough to tell apart.
    m_markers = m_data.totalMs.size() > 0 && width / double(m_data.totalMs.size()) >= 12;
    recolor();
}

QString StepDeltaChart::toolTipAt(int position) const
{
    const int i = position - 1;
    if (i < 0 || i >= m_data.totalMs.size())
        return {};
    QString html = QStringLiteral("<b>") + tr("Aligned step %1").arg(position) + QStringLiteral("</b>");
    for (int g = 0; g < graphCount(); ++g) {
        auto it = graph(g)->data()->findBegin(position, false);
        if (it == graph(g)->data()->constEnd() || int(it->key) != position)
            continue;
        html += QStringLiteral("<br>") + graph(g)->name().toHtmlEscaped() + QStringLiteral(": ") +
                delta::arrow(it->value) + QLatin1Char(' ') + delta::signedMs(it->value);
    }
    return html;
}

void StepDeltaChart::applyColors()
{
    const QPalette pal = palette();
    for (int g = 0; g < graphCount() && g < m_phaseOfGraph.size(); ++g) {
        const int phase = m_phaseOfGraph[g];
        const QColor c = phase < 0 ? pal.color(QPalette::WindowText) : colors::phaseColor(colors::Phase(phase), pal);
        graph(g)->setPen(QPen(c, phase < 0 ? 2.6 : 1.5));
        graph(g)->setScatterStyle(m_markers
                                      ? QCPScatterStyle(QCPScatterStyle::ssCircle, c, pal.color(QPalette::Base), 5)
                                      : QCPScatterStyle(QCPScatterStyle::ssNone));
    }
    m_zeroLine->setPen(QPen(colors::referenceLineColor(pal), 1, Qt::DashLine));
    m_emptyLabel->setColor(pal.color(QPalette::PlaceholderText));
}

QString StepDeltaChart::toolTipAtPoint(const QPoint& pos) const
{
    if (!axisRect()->rect().contains(pos))
        return {};
    return toolTipAt(int(std::lround(xAxis->pixelToCoord(pos.x()))));
}

void StepDeltaChart::resetView()
{
    xAxis->setRange(0.5, std::max<int>(1, int(m_data.totalMs.size())) + 0.5);
}

} // namespace steplens
