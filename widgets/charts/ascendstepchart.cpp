#include "charts/ascendstepchart.h"

#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>

namespace steplens {

QColor freeTimeColor(const QPalette& palette)
{
    return colors::isDark(palette) ? QColor(0x9A, 0x9A, 0x9A) : QColor(0xA8, 0xA8, 0xA8);
}

AscendStepChart::AscendStepChart(SelectionState* selection, QWidget* parent)
    : StepBarChart(selection, parent)
{
    setObjectName(QStringLiteral("ascendStepChart"));
    setMinimumSize(320, 220);
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        updateDensity(width());
        updateTicks();
    });
    // Title row, then the legend row, then the plot: neither covers a bar.
    addTitleRow(true);
    legend->setWrap(3);
    legend->setMargins(QMargins(6, 2, 6, 0));
    build();
}

void AscendStepChart::setSeries(const AscendStepSeries& series)
{
    m_series = series;
    build();
    updateHighlight();
    replot();
}

void AscendStepChart::build()
{
    clearPlottables();
    m_preparing = m_computing = m_exposed = m_free = nullptr;
    m_overlapped = nullptr;
    const QString title = tr("Step time by phase — MindSpore ≥2.3 / torch_npu layout (%1)").arg(m_series.source);
    m_title->setText(m_runTitle.isEmpty() ? title : tr("%1 · %2").arg(m_runTitle, title));
    m_stepsPerBar = 0; // the bars get their data from groupBars, when layoutForWidth below sizes them
    // The widest label sets the spacing of the step labels. Measured only among the longest labels (at most
    // 64 of them): text layout of 50,000 labels was most of this chart's set-up, and step numbers of one
    // length differ little in width.
    m_labelPixels = 0;
    qsizetype longest = 0;
    for (const AscendStepPoint& p : m_series.points)
        longest = std::max(longest, p.label.size());
    const QFontMetrics metrics(xAxis->tickLabelFont());
    int measured = 0;
    for (const AscendStepPoint& p : m_series.points)
        if (p.label.size() == longest && measured++ < 64)
            m_labelPixels = std::max(m_labelPixels, metrics.horizontalAdvance(p.label));
    QCPBars* below = nullptr;
    auto makeBars = [&](const QString& name) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(name);
        // Upright rectangles: smoothed edges only blur them, and bars a pixel or two wide came out as pale stripes.
        bars->setAntialiased(false);
        bars->setAntialiasedFill(false);
        if (below)
            bars->moveAbove(below);
        below = bars;
        return bars;
    };
    if (m_series.hasPreparing)
        m_preparing = makeBars(tr("Preparing (host)"));
    m_computing = makeBars(tr("Computing"));
    if (m_series.hasExposed)
        m_exposed = makeBars(tr("Communication (not overlapped)"));
    if (m_series.hasFree)
        m_free = makeBars(tr("Free (device idle)"));
    if (m_series.hasOverlapped) {
        // Beside the stack, not on it: this time is already inside Computing.
        m_overlapped = new QCPBars(xAxis, yAxis);
        // A short legend entry: the explanation is its tooltip (legendToolTip), so the legend keeps to few rows.
        m_overlapped->setName(tr("Overlapped communication"));
        m_overlapped->setAntialiased(false);
    }
    const double avg = m_series.averageWallMs;
    setAverage(avg);

    applyValueTop();
    resetView();
    recolor();
    layoutForWidth(width());
}

void AscendStepChart::updateDensity(int chartWidth)
{
    // About the axis rect: the chart less its value axis (the axis rect's own width lags a resize).
    const double pixelsPerStep = (chartWidth - 80) / std::max(1.0, xAxis->range().size());
    const int stepsPerBar = stepsPerBarFor(pixelsPerStep);
    const bool dense = pixelsPerStep < 12;
    if (stepsPerBar != m_stepsPerBar)
        groupBars(stepsPerBar);
    if (dense != m_dense) {
        m_dense = dense;
        recolor();
    }
}

void AscendStepChart::groupBars(int stepsPerBar)
{
    m_stepsPerBar = stepsPerBar;
    const std::size_t n = m_series.points.size();
    const auto group = std::size_t(std::max(1, stepsPerBar));
    // Steps sit at 0..n-1; a group's key is its middle and its parts are those of its slowest step.
    QVector<double> keys, preparing, computing, exposed, free, overlapped;
    std::size_t first = 0;
    for (int slowest : slowestOfGroups(stepsPerBar)) {
        const std::size_t last = std::min(n, first + group);
        const AscendStepPoint& p = m_series.points[std::size_t(slowest)];
        keys << (double(first) + double(last - 1)) / 2.0;
        preparing << p.preparingMs;
        computing << p.computingMs;
        exposed << p.exposedCommMs;
        free << p.freeMs;
        overlapped << p.overlappedMs;
        first = last;
    }
    showGroupNote(int(group));
    // Grouped bars touch; single ones leave room for the overlapped bar beside each.
    const double stackWidth = group > 1 ? double(group) : n > 60 ? 0.8 : 0.6;
    for (auto [bars, values] : {std::pair{m_preparing, &preparing}, {m_computing, &computing}, {m_exposed, &exposed},
                                {m_free, &free}})
        if (bars) {
            bars->setData(keys, *values, true);
            bars->setWidth(stackWidth);
        }
    if (m_overlapped) {
        // A group's bar fills its steps' width, so there is no room beside it: the overlapped bars return
        // when zoomed in to single steps (the legend and tooltips still name them).
        QVector<double> beside(keys);
        for (double& k : beside)
            k += kOverlapOffset;
        m_overlapped->setData(beside, overlapped, true);
        m_overlapped->setWidth(n > 60 ? 0.15 : 0.18);
        m_overlapped->setVisible(group == 1);
    }
}

double AscendStepChart::naturalValueTop() const
{
    double top = m_series.averageWallMs;
    for (const AscendStepPoint& p : m_series.points)
        top = std::max({top, p.preparingMs + p.computingMs + p.exposedCommMs + p.freeMs, p.overlappedMs});
    return top > 0 ? top * 1.12 : 0.0;
}

void AscendStepChart::applyValueTop()
{
    const double natural = naturalValueTop();
    yAxis->setRange(0, m_fixedTop > 0 ? m_fixedTop : natural > 0 ? natural : 1.0);
}

void AscendStepChart::setRunTitle(const QString& run)
{
    m_runTitle = run;
    build();
    updateHighlight();
    replot();
}

void AscendStepChart::setValueAxisTop(double topMs)
{
    m_fixedTop = std::max(0.0, topMs);
    applyValueTop();
    replot(rpQueuedReplot);
}

void AscendStepChart::resetView()
{
    const double n = double(m_series.points.size());
    // At least three steps' room, centred: a single step would otherwise fill the width with one bar.
    const double half = std::max(n, 3.0) / 2.0;
    xAxis->setRange((n - 1) / 2.0 - half + 0.1, (n - 1) / 2.0 + half + 0.1);
}

void AscendStepChart::updateTicks()
{
    // As many step labels as fit side by side with a gap (1,924 steps in 640 pixels would otherwise run
    // into one another), laid out again when the view is zoomed, panned or resized. The widget's width
    // less the axis margins: the axis rect's lags a resize until the next replot.
    const int gap = 14;
    labelPositionsInView(xAxis, int(m_series.points.size()), width() - 90, std::max(m_labelPixels, 8) + gap,
                         [this](int i, bool due) { return due ? m_series.points[std::size_t(i)].label : QString(); });
}

void AscendStepChart::layoutForWidth(int width)
{
    updateDensity(width);
    StepBarChart::layoutForWidth(width);
    updateTicks();
}

void AscendStepChart::applyColors()
{
    StepBarChart::applyColors();
    const QPalette pal = palette();
    auto paint = [&](QCPBars* bars, const QColor& c) {
        if (!bars)
            return;
        bars->setBrush(c);
        // Dense bars touch and read as one band; outlines would draw a stripe pattern over them.
        bars->setPen(m_dense ? QPen(Qt::NoPen) : QPen(c.darker(colors::isDark(pal) ? 100 : 115), 1));
    };
    // Preparing plays the iteration gap's role (waiting before the step), so it has its colour.
    paint(m_preparing, colors::phaseColor(colors::Phase::WaitingForData, pal));
    paint(m_computing, colors::phaseColor(colors::Phase::Compute, pal));
    paint(m_exposed, colors::phaseColor(colors::Phase::Communication, pal));
    paint(m_free, freeTimeColor(pal));
    if (m_overlapped) {
        const QColor c = colors::streamColor(1, pal); // vermilion: stands apart from every bar colour
        m_overlapped->setBrush(QBrush(c, Qt::BDiagPattern));
        m_overlapped->setPen(QPen(c, 1.5));
    }
}

QString AscendStepChart::legendToolTip(const QCPAbstractPlottable* entry) const
{
    if (!entry)
        return {};
    if (entry == m_preparing)
        return tr("Preparing: host time before the device starts the step.");
    if (entry == m_free)
        return tr("Free: the device is idle inside the step.");
    if (entry == m_exposed)
        return tr("Communication not hidden under computing: it lengthens the step.");
    if (entry == m_overlapped)
        return tr("Overlapped communication runs while Computing and is already inside the Computing bar, so "
                  "it is drawn as a hatched bar beside the stack, not on it.");
    return {};
}

QString AscendStepChart::toolTipAtPoint(const QPoint& pos) const
{
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            if (item->visible() && item->outerRect().contains(pos))
                return legendToolTip(item->plottable()).toHtmlEscaped();
    return StepBarChart::toolTipAtPoint(pos);
}

int AscendStepChart::indexAtKey(double key) const
{
    const long long index = std::llround(key);
    return index >= 0 && index < (long long)m_series.points.size() ? int(index) : -1;
}

void AscendStepChart::selectStep(int index)
{
    if (index >= 0)
        m_selection->setSelectedStep(m_series.points[std::size_t(index)].stepNum);
}

QVector<StepBarChart::ToolTipRow> AscendStepChart::toolTipRows(int index) const
{
    const AscendStepPoint& p = m_series.points[std::size_t(index)];
    const QPalette pal = palette();
    QVector<ToolTipRow> rows;
    if (m_series.hasPreparing)
        rows.push_back({colors::phaseColor(colors::Phase::WaitingForData, pal), tr("Preparing"), p.preparingMs});
    rows.push_back({colors::phaseColor(colors::Phase::Compute, pal), tr("Computing"), p.computingMs});
    if (m_series.hasExposed)
        rows.push_back({colors::phaseColor(colors::Phase::Communication, pal), tr("Communication (not overlapped)"),
                        p.exposedCommMs});
    if (m_series.hasFree)
        rows.push_back({freeTimeColor(pal), tr("Free"), p.freeMs});
    if (m_series.hasOverlapped)
        rows.push_back({colors::streamColor(1, pal), tr("Overlapped communication"), p.overlappedMs});
    return rows;
}

} // namespace steplens
