#include "models/celltablemodel.h"

#include <QFont>
#include <QGuiApplication>

namespace steplens {

CellTableModel::CellTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void CellTableModel::setTable(QVector<Column> columns, QVector<QVector<TableCell>> rows)
{
    beginResetModel();
    m_columns = std::move(columns);
    m_rows = std::move(rows);
    for (auto& row : m_rows)
        row.resize(m_columns.size());
    endResetModel();
}

int CellTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CellTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant CellTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TableCell& c = m_rows[index.row()][index.column()];
    const bool numeric = m_columns[index.column()].numeric;
    switch (role) {
    case Qt::DisplayRole: return c.text;
    case ModelRoles::SortRole: return c.value.isValid() ? c.value : QVariant(c.text);
    case ModelRoles::ExportRole:
        // Numbers export from the sort role at full precision; a numeric cell without one is empty.
        return numeric && !c.value.isValid() ? QVariant(QString()) : QVariant();
    case Qt::ToolTipRole: return c.toolTip.isEmpty() ? QVariant() : QVariant(c.toolTip);
    case Qt::ForegroundRole:
        // The table follows the application palette (light or dark) at paint time.
        return c.change && *c.change != Change::Same
                   ? QVariant(colors::changeColor(*c.change, QGuiApplication::palette()))
                   : QVariant();
    case Qt::FontRole:
        if (c.bold) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant CellTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return {};
    const Column& c = m_columns[section];
    if (role == Qt::DisplayRole)
        return c.header;
    if (role == Qt::ToolTipRole && !c.toolTip.isEmpty())
        return c.toolTip;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue((c.numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return {};
}

} // namespace steplens
