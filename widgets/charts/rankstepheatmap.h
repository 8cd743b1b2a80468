#pragma once
// The rank x step heat map of the Cluster view: one row per rank (in the bar chart's order, so the
// ranks that matter are on top), one column per step, each cell coloured by the step time or a
// phase on a sequential, colour-blind-safe scale. Up to kVisibleRows rows are in view; drag or wheel
// to scroll. Rows a finding names are marked in a strip right of the last step and labelled "(slow)".
// Clicking a cell emits cellClicked(rank, step). With more steps than pixel columns, each column stands for
// a group of steps and each cell shows the rank's slowest step of the group (which a click opens).
#include "models/clusterseries.h"

#include "charts/colormapchart.h"

namespace steplens {

class RankStepHeatMap : public ColorMapChart
{
    Q_OBJECT
public:
    static constexpr int kVisibleRows = 32;

    explicit RankStepHeatMap(QWidget* parent = nullptr);

    void setGrid(const RankStepGrid& grid);
    const RankStepGrid& grid() const { return m_grid; }
    // The grid cell under `pos` (row, column of the grid), {-1, -1} when none. Where a drawn column stands for
    // a group of steps, the column is the rank's slowest step of the group.
    std::pair<int, int> cellAt(const QPoint& pos) const;
    // Steps per drawn column: 1 until there are more steps than the plot has pixel columns.
    int stepsPerColumn() const { return m_stepsPerColumn; }
    QString cellToolTip(const QPoint& pos) const;
    int markCount() const { return int(m_outlines.size()); }
    QString toolTipAtPoint(const QPoint& pos) const override { return cellToolTip(pos); }
    // The rank labels for the rows in view at the chart's height.
    void layoutForWidth(int width) override;

signals:
    void cellClicked(int rank, long long step);

protected:
    void applyColors() override;
    void clickAt(const QPoint& pos) override;

private:
    void build(int chartWidth);
    // The drawn cells: the grid itself, or per group of m_stepsPerColumn steps each rank's slowest.
    void fillCells();
    int stepsPerColumnFor(int width) const;
    void updateTicks();
    QString stepLabel(int column) const; // the step number, or "mean" for the column of means

    RankStepGrid m_grid;
    QVector<QCPItemRect*> m_outlines;
    int m_stepsPerColumn = 1;
    int m_shownColumns = 0;
    std::vector<int> m_shownFrom; // per drawn cell (row-major): the grid column it shows
};

} // namespace steplens
