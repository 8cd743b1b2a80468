#include "models/thresholdsmodel.h"

#include <QFont>

#include <cmath>

namespace steplens {

namespace {
const ThresholdSpec& spec(int row)
{
    return thresholdTable()[std::size_t(row)];
}
QString number(double v)
{
    return QString::number(v, 'g', 10);
}
} // namespace

ThresholdsModel::ThresholdsModel(const Thresholds& thresholds, QObject* parent)
    : QAbstractTableModel(parent)
    , m_thresholds(thresholds)
{}

void ThresholdsModel::resetToDefaults()
{
    m_thresholds = Thresholds();
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool ThresholdsModel::setValue(const QString& key, double value)
{
    const int row = rowOf(key);
    return row >= 0 && setData(index(row, ValueColumn), value);
}

int ThresholdsModel::rowOf(const QString& key) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (key == QLatin1String(spec(r).name))
            return r;
    return -1;
}

int ThresholdsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(thresholdTable().size());
}

int ThresholdsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThresholdsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ThresholdSpec& s = spec(index.row());
    const double value = m_thresholds.get(s.key);
    const bool changed = !m_thresholds.isDefault(s.key);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case KeyColumn: return QString::fromLatin1(s.name);
        case ValueColumn: return role == Qt::EditRole ? QVariant(value) : QVariant(number(value));
        case DefaultColumn: return number(s.defaultValue);
        case UnitColumn: return QString::fromUtf8(s.unit);
        case DescriptionColumn: return QString::fromUtf8(s.description);
        }
        return {};
    case ModelRoles::SortRole:
        if (index.column() == ValueColumn)
            return value;
        if (index.column() == DefaultColumn)
            return s.defaultValue;
        return data(index, Qt::DisplayRole);
    case Qt::FontRole:
        if (changed && index.column() == ValueColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ValueColumn)
            return changed ? tr("Changed from the default %1 %2").arg(number(s.defaultValue), QString::fromUtf8(s.unit))
                           : tr("The default; double-click to change");
        return QString::fromUtf8(s.description);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (index.column() == ValueColumn || index.column() == DefaultColumn ? Qt::AlignRight : Qt::AlignLeft) |
            Qt::AlignVCenter);
    default: return {};
    }
}

bool ThresholdsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != ValueColumn)
        return false;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return false;
    if (!m_thresholds.set(spec(index.row()).key, v))
        return false;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

Qt::ItemFlags ThresholdsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ValueColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ThresholdsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn: return tr("Threshold");
    case ValueColumn: return tr("Value");
    case DefaultColumn: return tr("Default");
    case UnitColumn: return tr("Unit");
    case DescriptionColumn: return tr("What it controls");
    default: return {};
    }
}

} // namespace steplens
