#pragma once
// One row per step of the step trace: phases and the reduce time of each stream, in ms.
#include "model/profile.h"
#include "models/modelroles.h"
#include "models/stepseries.h"

#include <QAbstractTableModel>

#include <memory>

namespace steplens {

class StepTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles { StepNumberRole = ModelRoles::FirstModelRole };
    // Fixed leading columns; the reduce streams follow, one column each.
    enum class Column { Step, Gap, Compute, Tail, Total, Stream };

    explicit StepTableModel(QObject* parent = nullptr);

    // Shows the step trace of `profile` (none when null or without a step trace).
    void setProfile(std::shared_ptr<const Profile> profile);
    const StepSeries& series() const { return m_series; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    Column columnKind(int column) const;
    // Model row of a step number, or -1.
    int rowOfStep(long long stepNum) const { return m_series.indexOf(stepNum); }

private:
    double value(int row, int column) const;

    std::shared_ptr<const Profile> m_profile;
    StepSeries m_series;
    std::vector<Column> m_columns; // leading columns in display order (Tail only for training)
};

} // namespace steplens
