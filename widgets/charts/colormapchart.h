#pragma once
// The base of the heat-map charts (RankStepHeatMap, LinkMatrixChart): a title row, a grid of cells
// in a QCPColorMap with its colour scale right of the plot and level with it, the first row on top
// as a matrix reads, and the cell under a point.
#include "charts/chartbase.h"

#include <initializer_list>
#include <utility>

namespace steplens {

class ColorMapChart : public ChartBase
{
    Q_OBJECT
public:
    QCPColorMap* colorMap() const { return m_map; }

protected:
    // `scaleLabel` names the colour scale's unit; `gradient` colours it.
    ColorMapChart(const QString& scaleLabel, const QCPColorGradient& gradient, QWidget* parent);

    // A gradient through `stops` (position 0..1, colour), interpolated in RGB; NaN cells transparent.
    static QCPColorGradient makeGradient(std::initializer_list<std::pair<double, QColor>> stops);

    // Makes the map `cols` x `rows` cells, every one empty (NaN), the axes spanning them.
    void resizeGrid(int cols, int rows);
    void setGridCell(int col, int row, double value);
    // The cell (column, row) under a widget position, {-1, -1} when none.
    std::pair<int, int> gridCellAt(const QPoint& pos) const;
    int gridColumns() const { return m_cols; }
    int gridRows() const { return m_rows; }

    void applyColors() override;

    QCPColorMap* m_map;
    QCPColorScale* m_scale;

private:
    int m_cols = 0;
    int m_rows = 0;
};

} // namespace steplens
