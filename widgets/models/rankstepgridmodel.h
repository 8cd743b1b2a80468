#pragma once
// The Cluster view's rank × step table (a row per rank, a column per step, the step time in ms), for
// the CSV export. A long job has tens of thousands of steps: the cells are formatted when asked for,
// not made up front (a table of text cells took 0.2 s of the UI thread on 8 ranks × 50,000 steps).
#include "models/clusterseries.h"

#include <QAbstractTableModel>

namespace steplens {

class RankStepGridModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit RankStepGridModel(QObject* parent = nullptr);

    void setGrid(RankStepGrid grid);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    // Column 0 is the rank; a rank without a step has an empty cell (exported as an empty field).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RankStepGrid m_grid;
};

} // namespace steplens
