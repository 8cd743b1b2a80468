#include "models/diagnosticsmodel.h"

#include "style/formatting.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace steplens {

DiagnosticsModel::DiagnosticsModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void DiagnosticsModel::setDiagnostics(std::vector<RankedDiagnostic> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

std::vector<RankedDiagnostic> DiagnosticsModel::collect(const Run& run)
{
    std::vector<RankedDiagnostic> rows;
    for (const auto& d : run.diagnostics)
        rows.push_back({-1, d});
    for (const auto& p : run.ranks)
        for (const auto& d : p.diagnostics)
            rows.push_back({p.rank, d});
    return rows;
}

std::vector<RankedDiagnostic> DiagnosticsModel::collect(const Profile& profile)
{
    std::vector<RankedDiagnostic> rows;
    for (const auto& d : profile.diagnostics)
        rows.push_back({profile.rank, d});
    return rows;
}

int DiagnosticsModel::countOf(Severity severity) const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [&](const RankedDiagnostic& r) { return r.diagnostic.severity == severity; }));
}

QString DiagnosticsModel::location(int r) const
{
    const Diagnostic& d = m_rows[std::size_t(r)].diagnostic;
    if (d.file.empty())
        return fmt::toQ(d.message);
    QString text = fmt::toQ(d.file);
    if (d.line > 0)
        text += QLatin1Char(':') + QString::number(d.line);
    return text;
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiagnosticsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
QIcon severityIcon(Severity s)
{
    QStyle* style = QApplication::style();
    switch (s) {
    case Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

QString severityText(Severity s)
{
    switch (s) {
    case Severity::Error: return DiagnosticsModel::tr("Error");
    case Severity::Warning: return DiagnosticsModel::tr("Warning");
    case Severity::Info: return DiagnosticsModel::tr("Note");
    }
    return {};
}
} // namespace

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RankedDiagnostic& row = m_rows[std::size_t(index.row())];
    const Diagnostic& d = row.diagnostic;
    const int col = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case SeverityColumn: return severityText(d.severity);
        case RankColumn: return row.rank < 0 ? tr("folder") : QString::number(row.rank);
        case FileColumn: return d.file.empty() ? QString() : fmt::fileName(d.file);
        case LineColumn:
            if (d.line > 0)
                return QString::number(d.line);
            return d.byteOffset >= 0 ? tr("byte %1").arg(d.byteOffset) : QString();
        case MessageColumn: return fmt::toQ(d.message);
        case ActionColumn: return fmt::toQ(d.action);
        }
        return {};
    case ModelRoles::SortRole:
        switch (col) {
        case SeverityColumn: return int(d.severity);
        case RankColumn: return row.rank;
        case FileColumn: return fmt::toQ(d.file);
        case LineColumn: return QVariant::fromValue<qlonglong>(d.line);
        case MessageColumn: return fmt::toQ(d.message);
        case ActionColumn: return fmt::toQ(d.action);
        }
        return {};
    case ModelRoles::ExportRole:
        if (col == SeverityColumn)
            return QString::fromLatin1(severityName(d.severity));
        if (col == RankColumn)
            return row.rank < 0 ? QString() : QString::number(row.rank);
        if (col == FileColumn)
            return fmt::toQ(d.file); // the whole path: a CSV leaves the app, the tooltip does not
        return {};
    case Qt::DecorationRole: return col == SeverityColumn ? QVariant(severityIcon(d.severity)) : QVariant();
    case Qt::ToolTipRole:
        if (col == FileColumn || col == LineColumn)
            return location(index.row());
        return QString(fmt::toQ(d.message) +
                       (d.action.empty() ? QString() : QString(QStringLiteral(" — ") + fmt::toQ(d.action))));
    case FilePathRole: return fmt::toQ(d.file);
    case LineRole: return QVariant::fromValue<qlonglong>(d.line);
    case SeverityRole: return int(d.severity);
    case LocationRole: return location(index.row());
    case Qt::TextAlignmentRole:
        return col == LineColumn || col == RankColumn ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter)
                                                      : QVariant();
    default: return {};
    }
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case RankColumn: return tr("Rank");
    case FileColumn: return tr("File");
    case LineColumn: return tr("Line");
    case MessageColumn: return tr("Problem");
    case ActionColumn: return tr("What was done");
    default: return {};
    }
}

} // namespace steplens
