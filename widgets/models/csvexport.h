#pragma once
// Writes any table model as CSV (RFC 4180 quoting, UTF-8, header row). Numbers are written from the
// raw SortRole at full precision, text from DisplayRole, so a spreadsheet gets values, not labels;
// a model's ExportRole, where given, wins.
#include <QString>

class QAbstractItemModel;

namespace steplens {

QString modelToCsv(const QAbstractItemModel& model);
// Writes atomically (a partly written file never replaces an old one). False with `error` set on failure.
bool writeModelCsv(const QAbstractItemModel& model, const QString& path, QString* error = nullptr);

} // namespace steplens
