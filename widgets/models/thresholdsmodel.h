#pragma once
// The tuning assistant's thresholds as an editable table: key, value (editable), default, unit and
// what it controls, from core's thresholdTable(). Changed values are shown in bold.
#include "analysis/findings/thresholds.h"
#include "models/modelroles.h"

#include <QAbstractTableModel>

namespace steplens {

class ThresholdsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { KeyColumn, ValueColumn, DefaultColumn, UnitColumn, DescriptionColumn, ColumnCount };

    explicit ThresholdsModel(const Thresholds& thresholds, QObject* parent = nullptr);

    const Thresholds& thresholds() const { return m_thresholds; }
    void resetToDefaults();
    // Sets one value by key; false for an unknown key or a negative/non-finite value.
    bool setValue(const QString& key, double value);
    int rowOf(const QString& key) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Thresholds m_thresholds;
};

} // namespace steplens
