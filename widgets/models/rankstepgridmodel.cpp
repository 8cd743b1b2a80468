#include "models/rankstepgridmodel.h"

#include "models/modelroles.h"
#include "style/formatting.h"

#include <cmath>

namespace steplens {

RankStepGridModel::RankStepGridModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void RankStepGridModel::setGrid(RankStepGrid grid)
{
    beginResetModel();
    m_grid = std::move(grid);
    endResetModel();
}

int RankStepGridModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_grid.ranks.size());
}

int RankStepGridModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || m_grid.ranks.empty() ? 0 : int(m_grid.steps.size()) + 1;
}

QVariant RankStepGridModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    const std::size_t row = std::size_t(index.row());
    if (index.column() == 0) {
        const int rank = m_grid.ranks[row];
        switch (role) {
        case Qt::DisplayRole: return QString::number(rank);
        case ModelRoles::SortRole: return rank;
        default: return {};
        }
    }
    const double ms = m_grid.at(row, std::size_t(index.column() - 1));
    const bool missing = std::isnan(ms);
    switch (role) {
    case Qt::DisplayRole: return missing ? QString() : fmt::msNumber(ms);
    case ModelRoles::SortRole: return missing ? QVariant(QString()) : QVariant(ms);
    case ModelRoles::ExportRole: return missing ? QVariant(QString()) : QVariant(); // else the full-precision value
    default: return {};
    }
}

QVariant RankStepGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (section == 0)
        return role == Qt::DisplayRole   ? tr("Rank")
               : role == Qt::ToolTipRole ? tr("Global rank")
                                         : QVariant();
    const long long step = m_grid.steps[std::size_t(section - 1)];
    if (role == Qt::DisplayRole)
        return step < 0 ? tr("Mean step (ms)") : tr("Step %1 (ms)").arg(step);
    if (role == Qt::ToolTipRole)
        return tr("Step wall time");
    return {};
}

} // namespace steplens
