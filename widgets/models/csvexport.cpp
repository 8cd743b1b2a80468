#include "models/csvexport.h"

#include "models/modelroles.h"

#include <QAbstractItemModel>
#include <QSaveFile>

namespace steplens {

namespace {
QString quoted(const QString& field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n')) &&
        !field.contains(QLatin1Char('\r')))
        return field;
    QString q = field;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

bool isNumber(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float: return true;
    default: return false;
    }
}

QString cellText(const QAbstractItemModel& model, const QModelIndex& index)
{
    const QVariant exported = model.data(index, ModelRoles::ExportRole);
    if (exported.isValid())
        return exported.toString();
    const QVariant raw = model.data(index, ModelRoles::SortRole);
    if (isNumber(raw)) {
        if (raw.typeId() == QMetaType::Double || raw.typeId() == QMetaType::Float)
            return QString::number(raw.toDouble(), 'g', 12);
        return raw.toString();
    }
    return model.data(index, Qt::DisplayRole).toString();
}
} // namespace

QString modelToCsv(const QAbstractItemModel& model)
{
    QString out;
    const int columns = model.columnCount();
    for (int c = 0; c < columns; ++c) {
        if (c)
            out += QLatin1Char(',');
        out += quoted(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    }
    out += QLatin1Char('\n');
    const int rows = model.rowCount();
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (c)
                out += QLatin1Char(',');
            out += quoted(cellText(model, model.index(r, c)));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

bool writeModelCsv(const QAbstractItemModel& model, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(modelToCsv(model).toUtf8());
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace steplens
