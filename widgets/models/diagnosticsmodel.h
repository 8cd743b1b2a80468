#pragma once
// Every problem met while loading: the folder-level ones and each rank's, one row each.
#include "model/profile.h"
#include "models/modelroles.h"

#include <QAbstractTableModel>

#include <vector>

namespace steplens {

struct RankedDiagnostic {
    int rank = -1; // -1: concerns the whole folder
    Diagnostic diagnostic;
};

class DiagnosticsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { SeverityColumn, RankColumn, FileColumn, LineColumn, MessageColumn, ActionColumn, ColumnCount };
    enum Roles { FilePathRole = ModelRoles::FirstModelRole, LineRole, SeverityRole, LocationRole };

    explicit DiagnosticsModel(QObject* parent = nullptr);

    void setDiagnostics(std::vector<RankedDiagnostic> rows);
    // The folder's diagnostics, then each rank's in rank order.
    static std::vector<RankedDiagnostic> collect(const Run& run);
    static std::vector<RankedDiagnostic> collect(const Profile& profile);

    int countOf(Severity severity) const;
    const RankedDiagnostic& row(int r) const { return m_rows[std::size_t(r)]; }
    // "path:line" (or just the path, or the message when there is no file) for copying.
    QString location(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<RankedDiagnostic> m_rows;
};

} // namespace steplens
