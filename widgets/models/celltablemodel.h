#pragma once
// A small read-only table of prepared cells: formatted text, the raw value (sorting and CSV at full
// precision), an optional better/worse colour and a tooltip. For the comparison's short tables
// (phases, pipeline ops, findings, steps), where a model class per table would only repeat itself.
// Big tables use RowTableModel instead.
#include "models/modelroles.h"
#include "style/deltastyle.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

#include <optional>

namespace steplens {

struct TableCell {
    QString text;
    QVariant value;               // number or text for sorting and CSV; invalid = the text
    std::optional<Change> change; // coloured better/worse when set
    QString toolTip;
    bool bold = false;

    static TableCell number(double v, const QString& text) { return {text, v, std::nullopt, QString(), false}; }
    static TableCell plain(const QString& text) { return {text, QVariant(), std::nullopt, QString(), false}; }
};

class CellTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    struct Column {
        QString header;
        QString toolTip;
        bool numeric = false; // right-aligned; an empty cell exports as an empty field
    };

    explicit CellTableModel(QObject* parent = nullptr);

    void setTable(QVector<Column> columns, QVector<QVector<TableCell>> rows);
    const TableCell& cell(int row, int column) const { return m_rows[row][column]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<Column> m_columns;
    QVector<QVector<TableCell>> m_rows;
};

} // namespace steplens
