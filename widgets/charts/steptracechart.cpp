#include "charts/steptracechart.h"
#include "charts/serieschart.h"

#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <numeric>

namespace steplens {

StepTraceChart::StepTraceChart(SelectionState* selection, QWidget* parent)
    : QCustomPlot(parent)
    , m_selection(selection)
{
    setObjectName(QStringLiteral("stepTraceChart"));
    setWindowTitle(tr("Step trace"));
    setMinimumSize(320, 200);
    setNoAntialiasingOnDrag(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    axisRect()->setRangeZoomFactor(0.85, 1.0);

    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);
    xAxis->setLabel(tr("Step"));
    yAxis->setLabel(tr("Time per step (ms)"));
    xAxis->grid()->setVisible(false);

    // The legend sits in its own row above the plot, so it never covers bars.
    legend->setVisible(true);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(4);
    legend->setMargins(QMargins(6, 4, 6, 0));
    legend->setBorderPen(Qt::NoPen);

    addLayer(QStringLiteral("highlight"), layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_highlight = new QCPItemRect(this);
    m_highlight->setLayer(QStringLiteral("highlight"));
    m_highlight->setClipToAxisRect(true);
    for (QCPItemPosition* p : {m_highlight->topLeft, m_highlight->bottomRight}) {
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_highlight->setVisible(false);

    // The average line and its label are drawn above the bars, the label on a backing so it stays legible.
    addLayer(QStringLiteral("annotations"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_averageLine = new QCPItemStraightLine(this);
    m_averageLine->setLayer(QStringLiteral("annotations"));
    m_averageLine->setVisible(false);
    m_averageLabel = new QCPItemText(this);
    m_averageLabel->setLayer(QStringLiteral("annotations"));
    m_averageLabel->setPadding(QMargins(4, 1, 4, 1));
    m_averageLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_averageLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_averageLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_averageLabel->setClipToAxisRect(true);
    m_averageLabel->setVisible(false);

    connect(xAxis, QOverload<const QCPRange&>::of(&QCPAxis::rangeChanged), this, &StepTraceChart::clampAndRescale);
    if (m_selection) {
        connect(m_selection, &SelectionState::selectedStepChanged, this, [this] {
            updateHighlight();
            replot(rpQueuedReplot);
        });
        connect(m_selection, &SelectionState::markedStepsChanged, this, [this] {
            updateMarks();
            replot(rpQueuedReplot);
        });
    }
    applyColors();
}

void StepTraceChart::setSeries(const StepSeries& series, double averageTotalMs, bool keepZoom)
{
    const QCPRange zoom = xAxis->range();
    m_series = series;
    m_averageMs = averageTotalMs;
    buildPlottables();
    applyColors();
    if (keepZoom)
        clampAndRescale(zoom);
    else
        resetZoom();
    updateHighlight();
    updateMarks();
    replot();
}

void StepTraceChart::setTitle(const QString& title)
{
    if (!m_title) {
        if (title.isEmpty())
            return;
        plotLayout()->insertRow(0);
        m_title = new QCPTextElement(this);
        QFont f = font();
        f.setBold(true);
        m_title->setFont(f);
        plotLayout()->addElement(0, 0, m_title);
        plotLayout()->setRowStretchFactor(0, 0.001);
    }
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    applyColors();
    replot(rpQueuedReplot);
}

QString StepTraceChart::title() const
{
    return m_title ? m_title->text() : QString();
}

void StepTraceChart::buildPlottables()
{
    clearPlottables();
    m_streamGraphs.clear();
    m_plottedStreams.clear();
    const std::size_t n = m_series.size();
    QVector<double> keys;
    keys.resize(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i)
        keys[int(i)] = double(m_series.steps[i]);
    auto values = [](const std::vector<double>& v) { return QVector<double>(v.begin(), v.end()); };

    auto makeBars = [&](const QString& name, const std::vector<double>& v) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(name);
        bars->setWidth(m_dense ? 1.0 : 0.72);
        bars->setData(keys, values(v), true);
        return bars;
    };
    m_gap = makeBars(tr("Iteration gap (waiting for data)"), m_series.gapMs);
    m_compute = makeBars(m_series.inference ? tr("Forward") : tr("Forward+backward"), m_series.computeMs);
    m_compute->moveAbove(m_gap);
    m_tail = nullptr;
    if (!m_series.inference) {
        m_tail = makeBars(tr("Tail"), m_series.tailMs);
        m_tail->moveAbove(m_compute);
    }

    m_averageLegend = addGraph();
    m_averageLegend->setName(tr("Average step %1").arg(fmt::ms(m_averageMs)));
    m_averageLine->point1->setCoords(0, m_averageMs);
    m_averageLine->point2->setCoords(1, m_averageMs);
    m_averageLabel->position->setCoords(0.995, m_averageMs);
    m_averageLabel->setText(tr("average %1").arg(fmt::ms(m_averageMs)));
    m_averageLine->setVisible(n > 0 && m_averageMs > 0);
    m_averageLabel->setVisible(m_averageLine->visible());

    // The busiest streams get a line each; streams that never reduce anything get none.
    std::vector<std::size_t> order(m_series.streams.size());
    std::iota(order.begin(), order.end(), 0);
    auto sum = [&](std::size_t s) {
        return std::accumulate(m_series.streamMs[s].begin(), m_series.streamMs[s].end(), 0.0);
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sum(a) > sum(b); });
    for (std::size_t s : order) {
        if (int(m_plottedStreams.size()) >= kMaxStreamLines || sum(s) <= 0)
            break;
        QCPGraph* g = addGraph();
        g->setName(tr("Stream %1 reduce").arg(fmt::toQ(m_series.streams[s])));
        g->setData(keys, values(m_series.streamMs[s]), true);
        m_streamGraphs.push_back(g);
        m_plottedStreams.push_back(s);
    }
    layoutForWidth(width());
}

void StepTraceChart::layoutForWidth(int width)
{
    updateDensityStyle(width - 80); // about the axis rect: the chart minus the value axis
    wrapLegend(this, width);
}

void StepTraceChart::applyColors()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    applyPlotPalette(this); // background, axes, grid and legend, as every chart
    if (m_title)
        m_title->setTextColor(text);

    auto paintBars = [&](QCPBars* bars, colors::Phase phase) {
        if (!bars)
            return;
        const QColor c = colors::phaseColor(phase, pal);
        bars->setBrush(c);
        bars->setPen(m_dense ? QPen(Qt::NoPen) : QPen(c.darker(colors::isDark(pal) ? 100 : 115), 1));
    };
    paintBars(m_gap, colors::Phase::WaitingForData);
    paintBars(m_compute, colors::Phase::Compute);
    paintBars(m_tail, colors::Phase::Tail);
    for (std::size_t i = 0; i < m_streamGraphs.size(); ++i) {
        const QColor c = colors::streamColor(int(i), pal);
        m_streamGraphs[i]->setPen(QPen(c, 2));
        m_streamGraphs[i]->setScatterStyle(
            m_dense ? QCPScatterStyle(QCPScatterStyle::ssNone)
                    : QCPScatterStyle(QCPScatterStyle::ssCircle, c, pal.color(QPalette::Base), 5));
    }
    const QPen averagePen(colors::referenceLineColor(pal), 1.5, Qt::DashLine);
    m_averageLine->setPen(averagePen);
    if (m_averageLegend)
        m_averageLegend->setPen(averagePen);
    m_averageLabel->setColor(text);
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(220);
    m_averageLabel->setBrush(backing);
    m_highlight->setBrush(colors::selectionFill(pal));
    m_highlight->setPen(QPen(pal.color(QPalette::Highlight), 1));
}

void StepTraceChart::updateHighlight()
{
    const int index = m_selection ? m_series.indexOf(m_selection->selectedStep()) : -1;
    m_highlight->setVisible(index >= 0);
    if (index < 0)
        return;
    const double key = double(m_series.steps[std::size_t(index)]);
    m_highlight->topLeft->setCoords(key - 0.5, 0.0);
    m_highlight->bottomRight->setCoords(key + 0.5, 1.0);
}

void StepTraceChart::updateMarks()
{
    for (QCPItemRect* mark : m_marks)
        removeItem(mark);
    m_marks.clear();
    if (!m_selection)
        return;
    const QPalette pal = palette();
    QColor fill = colors::selectionFill(pal);
    fill.setAlpha(fill.alpha() / 2);
    for (long long step : m_selection->markedSteps()) {
        if (m_series.indexOf(step) < 0)
            continue;
        auto* mark = new QCPItemRect(this);
        mark->setLayer(QStringLiteral("highlight"));
        mark->setClipToAxisRect(true);
        for (QCPItemPosition* p : {mark->topLeft, mark->bottomRight}) {
            p->setTypeX(QCPItemPosition::ptPlotCoords);
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
        }
        mark->topLeft->setCoords(double(step) - 0.5, 0.0);
        mark->bottomRight->setCoords(double(step) + 0.5, 1.0);
        mark->setBrush(fill);
        mark->setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DashLine));
        m_marks << mark;
    }
}

QCPRange StepTraceChart::fullKeyRange() const
{
    if (m_series.size() == 0)
        return QCPRange(0, 1);
    auto [mn, mx] = std::minmax_element(m_series.steps.begin(), m_series.steps.end());
    return QCPRange(double(*mn) - 0.6, double(*mx) + 0.6);
}

void StepTraceChart::resetZoom()
{
    xAxis->setRange(fullKeyRange());
}

void StepTraceChart::clampAndRescale(const QCPRange& requested)
{
    if (m_inRangeUpdate)
        return;
    m_inRangeUpdate = true;
    const QCPRange full = fullKeyRange();
    QCPRange r = requested;
    if (r.size() > full.size())
        r = full;
    if (r.size() < 2.0)
        r = QCPRange(r.center() - 1.0, r.center() + 1.0);
    if (r.lower < full.lower)
        r += full.lower - r.lower;
    if (r.upper > full.upper)
        r -= r.upper - full.upper;
    xAxis->setRange(r);
    // The value axis follows the visible steps, so zooming into short steps shows them (unless a
    // scale shared with another chart is fixed).
    if (m_fixedTop > 0)
        yAxis->setRange(0, m_fixedTop);
    else
        yAxis->setRange(0, valueTopWithin(r));
    updateDensityStyle(axisRect()->width() > 0 ? axisRect()->width() : width());
    m_inRangeUpdate = false;
}

double StepTraceChart::valueTopWithin(const QCPRange& r) const
{
    double top = 0;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const double key = double(m_series.steps[i]);
        if (key < r.lower || key > r.upper)
            continue;
        top = std::max(top, m_series.gapMs[i] + m_series.computeMs[i] + (m_series.inference ? 0 : m_series.tailMs[i]));
        top = std::max(top, m_series.totalMs[i]);
        for (std::size_t s : m_plottedStreams)
            top = std::max(top, m_series.streamMs[s][i]);
    }
    top = std::max(top, m_averageMs);
    return top > 0 ? top * 1.12 : 1.0;
}

double StepTraceChart::naturalValueTop() const
{
    return m_series.size() == 0 ? 0.0 : valueTopWithin(fullKeyRange());
}

void StepTraceChart::setValueAxisTop(double topMs)
{
    m_fixedTop = std::max(0.0, topMs);
    clampAndRescale(xAxis->range());
    replot(rpQueuedReplot);
}

void StepTraceChart::updateDensityStyle(int plotWidth)
{
    const double pixelsPerStep = plotWidth / std::max(1.0, xAxis->range().size());
    const bool dense = pixelsPerStep < 12;
    if (dense == m_dense)
        return;
    m_dense = dense;
    // Dense bars touch, so the steps read as one band instead of a stripe pattern.
    for (QCPBars* bars : {m_gap, m_compute, m_tail})
        if (bars)
            bars->setWidth(dense ? 1.0 : 0.72);
    applyColors();
}

} // namespace steplens
