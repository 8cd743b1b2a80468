#include "charts/colormapchart.h"

#include <cmath>
#include <limits>

namespace steplens {

ColorMapChart::ColorMapChart(const QString& scaleLabel, const QCPColorGradient& gradient, QWidget* parent)
    : ChartBase(parent)
    , m_map(new QCPColorMap(xAxis, yAxis))
    , m_scale(new QCPColorScale(this))
{
    addTitleRow(true);
    plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setLabel(scaleLabel);
    m_scale->setBarWidth(14);
    m_map->setColorScale(m_scale);
    m_map->setGradient(gradient);
    m_map->setInterpolate(false);
    // The colour scale sits level with the plot.
    auto* group = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    yAxis->setRangeReversed(true); // the first row on top
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setVisible(false);
    xAxis->setSubTicks(false);
    yAxis->setSubTicks(false);
}

QCPColorGradient ColorMapChart::makeGradient(std::initializer_list<std::pair<double, QColor>> stops)
{
    QCPColorGradient g;
    g.clearColorStops();
    for (const auto& [position, color] : stops)
        g.setColorStopAt(position, color);
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setNanHandling(QCPColorGradient::nhTransparent);
    g.setLevelCount(256);
    return g;
}

void ColorMapChart::resizeGrid(int cols, int rows)
{
    m_cols = cols;
    m_rows = rows;
    // QCPColorMapData derives a cell's extent from (range / (size - 1)): a single row or column
    // would have none and draw nothing, so it becomes two half cells spanning the same square.
    const bool oneCol = cols <= 1, oneRow = rows <= 1;
    m_map->data()->setSize(oneCol ? 2 : cols, oneRow ? 2 : rows);
    m_map->data()->setRange(oneCol ? QCPRange(-0.25, 0.25) : QCPRange(0, cols - 1),
                            oneRow ? QCPRange(-0.25, 0.25) : QCPRange(0, rows - 1));
    m_map->data()->fill(std::numeric_limits<double>::quiet_NaN());
}

void ColorMapChart::setGridCell(int col, int row, double value)
{
    // A doubled single row or column holds the value in both of its half cells.
    for (int dx = 0; dx <= (m_cols <= 1 ? 1 : 0); ++dx)
        for (int dy = 0; dy <= (m_rows <= 1 ? 1 : 0); ++dy)
            m_map->data()->setCell(col + dx, row + dy, value);
}

std::pair<int, int> ColorMapChart::gridCellAt(const QPoint& pos) const
{
    const int x = indexAt(pos, xAxis, m_cols), y = indexAt(pos, yAxis, m_rows);
    if (x < 0 || y < 0)
        return {-1, -1};
    return {x, y};
}

void ColorMapChart::applyColors()
{
    // The scale's axis lives in its own axis rect, which applyPlotPalette does not reach.
    applyAxisPalette(m_scale->axis(), palette().color(QPalette::WindowText));
}

} // namespace steplens
