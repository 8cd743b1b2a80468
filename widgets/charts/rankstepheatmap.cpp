#include "charts/rankstepheatmap.h"

#include "style/formatting.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens {

// Viridis-like: dark violet (short) over teal to yellow (long); ordered in lightness, so it reads in
// grey and with the common colour-vision deficiencies.
RankStepHeatMap::RankStepHeatMap(QWidget* parent)
    : ColorMapChart(tr("ms"),
                    makeGradient({{0.0, QColor(0x44, 0x01, 0x54)},
                                  {0.25, QColor(0x3B, 0x52, 0x8B)},
                                  {0.5, QColor(0x21, 0x91, 0x8C)},
                                  {0.75, QColor(0x5E, 0xC9, 0x62)},
                                  {1.0, QColor(0xFD, 0xE7, 0x25)}}),
                    parent)
{
    setObjectName(QStringLiteral("clusterHeatMap"));
    setMinimumSize(320, 200);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Vertical);
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    yAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    xAxis->setLabel(tr("Step"));
    yAxis->setLabel(tr("Rank")); // the first rank of the order on top
    addLayer(QStringLiteral("outlines"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    connect(yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { updateTicks(); });
    build(width());
}

void RankStepHeatMap::setGrid(const RankStepGrid& grid)
{
    m_grid = grid;
    build(width());
    replot();
}

void RankStepHeatMap::build(int chartWidth)
{
    for (QCPItemRect* r : m_outlines)
        removeItem(r);
    m_outlines.clear();
    m_title->setText(m_grid.metricName.isEmpty() ? tr("Rank × step")
                                                 : tr("%1 per rank and step (ms)").arg(m_grid.metricName));
    const int rows = int(m_grid.ranks.size());
    m_stepsPerColumn = stepsPerColumnFor(chartWidth);
    fillCells();
    const int cols = m_shownColumns;
    // The scale spans at least 10 % of the largest value, centred on the data: the steps of a
    // synchronous job differ by fractions of a percent, and a min-max scale would paint that noise
    // from dark violet to yellow.
    double lo = m_grid.minMs, hi = m_grid.maxMs;
    const double least = std::max(0.1 * std::abs(hi), 1e-3);
    if (hi - lo < least) {
        const double mid = (lo + hi) / 2;
        lo = std::max(0.0, mid - least / 2);
        hi = lo + least;
    }
    m_map->setDataRange(QCPRange(lo, hi));
    // Rows a finding names get a mark in a strip right of the last step: an outline over a row a few
    // pixels high would hide the very colour it points at.
    const double right = std::max(0, cols - 1) + 0.5;
    const double strip = std::max(0.12, 0.012 * std::max(1, cols));
    for (int y = 0; y < rows; ++y)
        if (m_grid.marked.count(m_grid.ranks[std::size_t(y)])) {
            auto* rect = new QCPItemRect(this);
            rect->setLayer(QStringLiteral("outlines"));
            rect->topLeft->setCoords(right + strip * 0.25, y - 0.5);
            rect->bottomRight->setCoords(right + strip, y + 0.5);
            m_outlines << rect;
        }
    xAxis->setRange(-0.5, right + (m_outlines.isEmpty() ? 0.0 : strip));
    yAxis->setRange(-0.5, std::min(rows, kVisibleRows) - 0.5);
    updateTicks();
    recolor();
}

int RankStepHeatMap::stepsPerColumnFor(int width) const
{
    // The plot is about the widget less the rank axis and the colour scale (as updateTicks reckons it). A
    // column of means (a rank with no steps) keeps the grid as it is.
    const int cols = int(m_grid.steps.size());
    const int plot = std::max(100, width - 150);
    if (cols <= plot || std::any_of(m_grid.steps.begin(), m_grid.steps.end(), [](long long s) { return s < 0; }))
        return 1;
    return (cols + plot - 1) / plot;
}

void RankStepHeatMap::fillCells()
{
    // 8 ranks x 50,000 steps made a 50,000-pixel-wide colour map image, mirrored and scaled down on every
    // replot (~116 ms of the UI thread); a cell per pixel column keeps each rank's slowest step in sight.
    const int cols = int(m_grid.steps.size()), rows = int(m_grid.ranks.size());
    const int group = std::max(1, m_stepsPerColumn);
    m_shownColumns = (cols + group - 1) / group;
    m_shownFrom.assign(std::size_t(m_shownColumns) * std::size_t(rows), 0);
    resizeGrid(m_shownColumns, rows);
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < m_shownColumns; ++x) {
            int from = x * group;
            double slowest = m_grid.at(std::size_t(y), std::size_t(from));
            for (int c = from + 1; c < std::min(cols, (x + 1) * group); ++c) {
                const double v = m_grid.at(std::size_t(y), std::size_t(c));
                if (!std::isnan(v) && (std::isnan(slowest) || v > slowest)) {
                    slowest = v;
                    from = c;
                }
            }
            m_shownFrom[std::size_t(y) * std::size_t(m_shownColumns) + std::size_t(x)] = from;
            setGridCell(x, y, slowest);
        }
    xAxis->setLabel(group > 1 ? tr("Step (each column: the slowest of %1 steps)").arg(group) : tr("Step"));
}

QString RankStepHeatMap::stepLabel(int column) const
{
    const long long step = m_grid.steps[std::size_t(column)];
    return step < 0 ? tr("mean") : QString::number(step);
}

void RankStepHeatMap::updateTicks()
{
    // As many step labels as fit side by side with a gap: a fixed twenty ran into one another once the
    // step numbers had five digits (50,000 steps). The widest label is the last or "mean"; the width is
    // the widget's less the rank axis and the colour scale (the axis rect's lags a resize).
    const int cols = int(m_grid.steps.size());
    if (cols > 0) {
        const QFontMetrics metrics(xAxis->tickLabelFont());
        const int widest = std::max({metrics.horizontalAdvance(stepLabel(0)),
                                     metrics.horizontalAdvance(stepLabel(cols - 1)), metrics.horizontalAdvance(tr("mean"))});
        // A drawn column of a group is labelled with the group's first step.
        const int group = std::max(1, m_stepsPerColumn);
        labelPositionsInView(xAxis, m_shownColumns, width() - 150, widest + 14, [this, group, cols](int x, bool due) {
            return due ? stepLabel(std::min(cols - 1, x * group)) : QString();
        });
    }
    // About one label per 16 pixels; every marked row says so. The widget's height (the axis rect's
    // lags a resize until the next replot), less title and axis.
    labelPositionsInView(yAxis, int(m_grid.ranks.size()), height() - 90, 16, [this](int y, bool due) {
        const int rank = m_grid.ranks[std::size_t(y)];
        if (m_grid.marked.count(rank))
            return tr("%1 (slow)").arg(rank);
        return due ? QString::number(rank) : QString();
    });
}

void RankStepHeatMap::applyColors()
{
    ColorMapChart::applyColors();
    for (QCPItemRect* r : m_outlines) {
        r->setBrush(palette().color(QPalette::WindowText));
        r->setPen(Qt::NoPen);
    }
}

std::pair<int, int> RankStepHeatMap::cellAt(const QPoint& pos) const
{
    const auto [col, row] = gridCellAt(pos);
    if (row < 0 || col < 0 || col >= m_shownColumns || row >= int(m_grid.ranks.size()))
        return {-1, -1};
    return {row, m_shownFrom[std::size_t(row) * std::size_t(m_shownColumns) + std::size_t(col)]};
}

QString RankStepHeatMap::cellToolTip(const QPoint& pos) const
{
    const auto [row, col] = cellAt(pos);
    if (row < 0)
        return {};
    const long long step = m_grid.steps[std::size_t(col)];
    const double v = m_grid.at(std::size_t(row), std::size_t(col));
    QString html = tr("<b>Rank %1, step %2</b>")
                       .arg(m_grid.ranks[std::size_t(row)])
                       .arg(step < 0 ? tr("(mean)") : QString::number(step));
    html += QStringLiteral("<br>%1: %2").arg(m_grid.metricName, std::isnan(v) ? tr("no data") : fmt::ms(v));
    if (m_stepsPerColumn > 1) {
        const int first = (gridCellAt(pos).first) * m_stepsPerColumn;
        const int last = std::min(int(m_grid.steps.size()), first + m_stepsPerColumn) - 1;
        html += QStringLiteral("<br>") + tr("the slowest of steps %1–%2 in this column")
                                             .arg(stepLabel(first), stepLabel(last));
    }
    html += QStringLiteral("<br>") + tr("Click to open this rank at this step");
    return html;
}

void RankStepHeatMap::layoutForWidth(int width)
{
    ChartBase::layoutForWidth(width);
    if (stepsPerColumnFor(width) != m_stepsPerColumn) {
        const QCPRange rowsInView = yAxis->range(); // a resize keeps the rows scrolled to
        build(width);
        yAxis->setRange(rowsInView);
    }
    updateTicks();
}

void RankStepHeatMap::clickAt(const QPoint& pos)
{
    const auto [row, col] = cellAt(pos);
    if (row >= 0)
        emit cellClicked(m_grid.ranks[std::size_t(row)], m_grid.steps[std::size_t(col)]);
}

} // namespace steplens
