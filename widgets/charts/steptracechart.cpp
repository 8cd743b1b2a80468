#include "charts/steptracechart.h"

#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace steplens {

StepTraceChart::StepTraceChart(SelectionState* selection, QWidget* parent)
    : StepBarChart(selection, parent)
{
    setObjectName(QStringLiteral("stepTraceChart"));
    setMinimumSize(320, 200);
    setNoAntialiasingOnDrag(true);
    axisRect()->setRangeZoomFactor(0.85, 1.0);
    enableContextMenu(QStringLiteral("step-trace"));

    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(ticker);
    legend->setWrap(4);

    connect(xAxis, QOverload<const QCPRange&>::of(&QCPAxis::rangeChanged), this, &StepTraceChart::clampAndRescale);
    if (m_selection)
        connect(m_selection, &SelectionState::markedStepsChanged, this, [this] {
            updateMarks();
            replot(rpQueuedReplot);
        });
    recolor();
}

void StepTraceChart::setSeries(const StepSeries& series, double averageTotalMs, bool keepZoom)
{
    const QCPRange zoom = xAxis->range();
    m_series = series;
    buildPlottables(averageTotalMs);
    recolor();
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
        addTitleRow(false);
    }
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    recolor();
    replot(rpQueuedReplot);
}

void StepTraceChart::buildPlottables(double averageMs)
{
    clearPlottables();
    m_stepsPerBar = 0; // the bars get their data from groupBars, when layoutForWidth below sizes them
    m_streamGraphs.clear();
    m_plottedStreams.clear();
    const std::size_t n = m_series.size();
    QVector<double> keys;
    keys.resize(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i)
        keys[int(i)] = double(m_series.steps[i]);
    auto values = [](const std::vector<double>& v) { return QVector<double>(v.begin(), v.end()); };

    auto makeBars = [&](const QString& name) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(name);
        // Upright rectangles: smoothed edges only blur them, and bars a pixel or two wide (many steps) came
        // out as pale stripes.
        bars->setAntialiased(false);
        bars->setAntialiasedFill(false);
        return bars;
    };
    m_gap = makeBars(tr("Iteration gap (waiting for data)"));
    m_compute = makeBars(m_series.inference ? tr("Forward") : tr("Forward+backward"));
    m_compute->moveAbove(m_gap);
    m_tail = nullptr;
    if (!m_series.inference) {
        m_tail = makeBars(tr("Tail"));
        m_tail->moveAbove(m_compute);
    }
    setAverage(averageMs);

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
    StepBarChart::layoutForWidth(width);
}

void StepTraceChart::applyColors()
{
    StepBarChart::applyColors();
    const QPalette pal = palette();
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

QString StepTraceChart::resetViewText() const
{
    return tr("Show all steps");
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
    top = std::max(top, averageMs());
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
    // More steps than pixels: one bar per group of steps, so every pixel column has a bar (a bar a step
    // wide covered no pixel and the chart showed bare axes) and a frame draws a few hundred bars, not
    // 150,000. Only when the group size changes (a zoom), not on a pan.
    // (A chart not laid out yet, of no width, shows every step in one bar until it is.)
    const int stepsPerBar = stepsPerBarFor(pixelsPerStep);
    if (stepsPerBar != m_stepsPerBar)
        groupBars(stepsPerBar);
    const bool dense = pixelsPerStep < 12;
    if (dense == m_dense)
        return;
    m_dense = dense;
    // Dense bars touch, so the steps read as one band instead of a stripe pattern.
    for (QCPBars* bars : {m_gap, m_compute, m_tail})
        if (bars)
            bars->setWidth(barWidth());
    recolor();
}

double StepTraceChart::barWidth() const
{
    // A group's bar spans its steps; dense single steps touch, so they read as one band, not stripes.
    return m_stepsPerBar > 1 ? double(m_stepsPerBar) : m_dense ? 1.0 : 0.72;
}

void StepTraceChart::groupBars(int stepsPerBar)
{
    m_stepsPerBar = stepsPerBar;
    const auto group = std::size_t(std::max(1, stepsPerBar));
    const std::size_t n = m_series.size();
    // A group's key is its middle; its parts are those of its slowest step (a group of one is the step).
    QVector<double> keys, gap, compute, tail;
    std::size_t first = 0;
    for (int slowest : slowestOfGroups(stepsPerBar)) {
        const std::size_t last = std::min(n, first + group);
        keys << (double(m_series.steps[first]) + double(m_series.steps[last - 1])) / 2.0;
        gap << m_series.gapMs[std::size_t(slowest)];
        compute << m_series.computeMs[std::size_t(slowest)];
        if (!m_series.inference)
            tail << m_series.tailMs[std::size_t(slowest)];
        first = last;
    }
    showGroupNote(int(group));
    for (auto [bars, values] : {std::pair{m_gap, &gap}, {m_compute, &compute}, {m_tail, &tail}})
        if (bars) {
            bars->setData(keys, *values, true);
            bars->setWidth(barWidth());
        }
}

int StepTraceChart::indexAtKey(double key) const
{
    const int index = m_series.indexOf(std::llround(key));
    if (index < 0 || std::fabs(double(m_series.steps[std::size_t(index)]) - key) > 0.5)
        return -1;
    return index;
}

void StepTraceChart::selectStep(int index)
{
    if (index < 0) {
        m_selection->setSelectedStep(SelectionState::kNoStep);
        return;
    }
    const auto i = std::size_t(index);
    m_selection->setSelectedStep(m_series.steps[i]);
    m_selection->setTimeRange(m_series.startNs[i], m_series.endNs[i]);
}

QString StepTraceChart::stepName(int index) const
{
    return QString::number(m_series.steps[std::size_t(index)]);
}

QVector<StepBarChart::ToolTipRow> StepTraceChart::toolTipRows(int index) const
{
    const auto i = std::size_t(index);
    const QPalette pal = palette();
    QVector<ToolTipRow> rows;
    rows.push_back({colors::phaseColor(colors::Phase::WaitingForData, pal), tr("Iteration gap (waiting for data)"),
                    m_series.gapMs[i]});
    rows.push_back({colors::phaseColor(colors::Phase::Compute, pal),
                    m_series.inference ? tr("Forward") : tr("Forward+backward"), m_series.computeMs[i]});
    if (!m_series.inference)
        rows.push_back({colors::phaseColor(colors::Phase::Tail, pal), tr("Tail"), m_series.tailMs[i]});
    for (std::size_t k = 0; k < m_plottedStreams.size(); ++k) {
        const std::size_t s = m_plottedStreams[k];
        rows.push_back({colors::streamColor(int(k), pal), tr("Stream %1 reduce").arg(fmt::toQ(m_series.streams[s])),
                        m_series.streamMs[s][i]});
    }
    return rows;
}

} // namespace steplens
