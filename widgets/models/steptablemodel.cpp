#include "models/steptablemodel.h"

#include "style/formatting.h"

namespace steplens {

StepTableModel::StepTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void StepTableModel::setProfile(std::shared_ptr<const Profile> profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_series = m_profile && m_profile->stepTrace ? buildStepSeries(*m_profile->stepTrace) : StepSeries{};
    m_columns = {Column::Step, Column::Gap, Column::Compute};
    if (!m_series.inference)
        m_columns.push_back(Column::Tail);
    m_columns.push_back(Column::Total);
    endResetModel();
}

int StepTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_series.size());
}

int StepTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size() + m_series.streams.size());
}

StepTableModel::Column StepTableModel::columnKind(int column) const
{
    if (column >= 0 && std::size_t(column) < m_columns.size())
        return m_columns[std::size_t(column)];
    return Column::Stream;
}

double StepTableModel::value(int row, int column) const
{
    const auto r = std::size_t(row);
    switch (columnKind(column)) {
    case Column::Step: return double(m_series.steps[r]);
    case Column::Gap: return m_series.gapMs[r];
    case Column::Compute: return m_series.computeMs[r];
    case Column::Tail: return m_series.tailMs[r];
    case Column::Total: return m_series.totalMs[r];
    case Column::Stream: return m_series.streamMs[std::size_t(column) - m_columns.size()][r];
    }
    return 0;
}

QVariant StepTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row(), col = index.column();
    const Column kind = columnKind(col);
    switch (role) {
    case Qt::DisplayRole:
        if (kind == Column::Step)
            return QString::number(m_series.steps[std::size_t(row)]);
        return fmt::msNumber(value(row, col));
    case ModelRoles::SortRole:
        if (kind == Column::Step)
            return QVariant::fromValue<qlonglong>(m_series.steps[std::size_t(row)]);
        return value(row, col);
    case StepNumberRole: return QVariant::fromValue<qlonglong>(m_series.steps[std::size_t(row)]);
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        if (kind == Column::Step)
            return tr("Step %1: %2 in total")
                .arg(m_series.steps[std::size_t(row)])
                .arg(fmt::ms(m_series.totalMs[std::size_t(row)]));
        const double total = m_series.totalMs[std::size_t(row)];
        const double v = value(row, col);
        return tr("%1 — %2 of this step's %3")
            .arg(fmt::ms(v), fmt::percent(total > 0 ? v / total * 100 : 0), fmt::ms(total));
    }
    default: return {};
    }
}

QVariant StepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const Column kind = columnKind(section);
    if (role == Qt::DisplayRole) {
        switch (kind) {
        case Column::Step: return tr("Step");
        case Column::Gap: return tr("Iteration gap (ms)");
        case Column::Compute: return m_series.inference ? tr("Forward (ms)") : tr("Forward+backward (ms)");
        case Column::Tail: return tr("Tail (ms)");
        case Column::Total: return tr("Total (ms)");
        case Column::Stream:
            return tr("Stream %1 reduce (ms)").arg(fmt::toQ(m_series.streams[std::size_t(section) - m_columns.size()]));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (kind) {
        case Column::Step: return tr("Step number as written in the step trace file");
        case Column::Gap:
            return tr("Time from the end of the previous step to the start of forward: usually the wait for the next "
                      "batch of data");
        case Column::Compute: return m_series.inference ? tr("Forward pass") : tr("Forward start to backward end");
        case Column::Tail: return tr("Backward end to step end: gradient reduction and the optimizer update");
        case Column::Total: return tr("Whole step, previous step end to this step end");
        case Column::Stream: return tr("Sum of the durations of this stream's reduce/communication events in the step");
        }
    }
    return {};
}

} // namespace steplens
