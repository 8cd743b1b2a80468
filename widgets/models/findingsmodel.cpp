#include "models/findingsmodel.h"

#include "style/formatting.h"
#include "style/severitycolors.h"

#include <QGuiApplication>
#include <QPalette>
#include <cmath>

namespace steplens {

FindingsModel::FindingsModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void FindingsModel::setFindings(const std::vector<Finding>& rankFindings, const std::vector<Finding>& clusterFindings)
{
    beginResetModel();
    m_rows.clear();
    // Across ranks first: with many ranks, which rank holds the job back matters before one rank's own.
    for (const Finding& f : clusterFindings)
        m_rows.push_back({f, true});
    for (const Finding& f : rankFindings)
        m_rows.push_back({f, false});
    m_rankCount = int(rankFindings.size());
    m_clusterCount = int(clusterFindings.size());
    endResetModel();
}

int FindingsModel::rowOf(const QString& id) const
{
    const std::string key = id.toStdString();
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].finding.id == key)
            return int(i);
    return -1;
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FindingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ShownFinding& row = m_rows[std::size_t(index.row())];
    const Finding& f = row.finding;
    const int col = index.column();
    if (role == IdRole)
        return fmt::toQ(f.id);
    if (role == SeverityRole)
        return int(f.severity);
    if (role == ClusterRole)
        return row.cluster;
    if (role == Qt::ForegroundRole && col == SeverityColumn)
        return colors::severityColor(f.severity, QGuiApplication::palette());
    if (role == ModelRoles::ExportRole) {
        if (col == SeverityColumn)
            return QString::fromLatin1(findingSeverityName(f.severity));
        if (col == ImpactColumn && !f.impactEstimated)
            return QString();
        return {};
    }
    const bool display = role == Qt::DisplayRole;
    if (!display && role != ModelRoles::SortRole && role != Qt::ToolTipRole)
        return {};
    switch (col) {
    case SeverityColumn:
        return role == ModelRoles::SortRole ? QVariant(int(f.severity)) : QVariant(colors::severityName(f.severity));
    case TitleColumn: return role == Qt::ToolTipRole ? QVariant(fmt::toQ(f.explanation)) : QVariant(fmt::toQ(f.title));
    case ImpactColumn:
        if (role == ModelRoles::SortRole)
            return f.impactMs;
        if (role == Qt::ToolTipRole)
            return findingImpactSentence(f);
        return f.impactEstimated ? fmt::msNumber(f.impactMs) : tr("not estimated");
    case ValueColumn:
        return role == ModelRoles::SortRole ? QVariant(f.value) : QVariant(QString::number(f.value, 'g', 6));
    case ThresholdColumn:
        return role == ModelRoles::SortRole ? QVariant(f.threshold) : QVariant(QString::number(f.threshold, 'g', 6));
    case UnitColumn: return fmt::toQ(f.unit);
    case ScopeColumn:
        if (row.cluster)
            return tr("all ranks");
        return f.rank >= 0 ? tr("rank %1").arg(f.rank) : tr("this rank");
    case IdColumn: return fmt::toQ(f.id);
    default: return {};
    }
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case TitleColumn: return tr("Finding");
    case ImpactColumn: return tr("Impact (ms per step)");
    case ValueColumn: return tr("Measured");
    case ThresholdColumn: return tr("Threshold");
    case UnitColumn: return tr("Unit");
    case ScopeColumn: return tr("Scope");
    case IdColumn: return tr("Id");
    default: return {};
    }
}

QString findingValueText(double value, const std::string& unit)
{
    if (unit == "ms")
        return fmt::ms(value);
    if (unit == "%")
        return fmt::percent(value);
    const QString number = QString::number(value, 'f', std::fabs(value) >= 100 ? 1 : std::fabs(value) >= 1 ? 2 : 3);
    if (unit.empty())
        return number;
    return number + QLatin1Char(' ') + fmt::toQ(unit);
}

QString findingMeasuredText(const Finding& f)
{
    return FindingsModel::tr("Measured %1 against a threshold of %2.")
        .arg(findingValueText(f.value, f.unit), findingValueText(f.threshold, f.unit));
}

namespace {
// An estimate: three significant digits are all it is worth ("77.5 ms", "0.123 ms", "1204 ms").
QString roughMs(double ms)
{
    const double a = std::fabs(ms);
    return QString::number(ms, 'f', a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3) + QStringLiteral(" ms");
}
} // namespace

QString findingImpactShort(const Finding& f)
{
    if (!f.impactEstimated)
        return FindingsModel::tr("gain not estimated");
    return FindingsModel::tr("≈ %1 per step").arg(roughMs(f.impactMs));
}

QString findingImpactSentence(const Finding& f)
{
    if (!f.impactEstimated)
        return FindingsModel::tr("The gain cannot be estimated from this data.");
    QString s = FindingsModel::tr("Fixing it could save about %1 per step").arg(roughMs(f.impactMs));
    QStringList then;
    if (f.stepsPerSecondIfFixed)
        then << FindingsModel::tr("%1 steps/s").arg(fmt::rate(*f.stepsPerSecondIfFixed));
    if (f.samplesPerSecondIfFixed)
        then << FindingsModel::tr("%1 samples/s").arg(fmt::rate(*f.samplesPerSecondIfFixed));
    if (!then.isEmpty())
        s += FindingsModel::tr(" (up to %1)").arg(then.join(QStringLiteral(", ")));
    return s + QLatin1Char('.');
}

QString evidenceKindLabel(Evidence::Kind kind)
{
    switch (kind) {
    case Evidence::Kind::Steps: return FindingsModel::tr("Steps");
    case Evidence::Kind::Operator: return FindingsModel::tr("Operator");
    case Evidence::Kind::OpType: return FindingsModel::tr("Operator type");
    case Evidence::Kind::PipelineOp: return FindingsModel::tr("Pipeline op");
    case Evidence::Kind::HostQueue: return FindingsModel::tr("Host queue");
    case Evidence::Kind::ChipQueue: return FindingsModel::tr("Chip queue");
    case Evidence::Kind::TimeRange: return FindingsModel::tr("Time range");
    case Evidence::Kind::Rank: return FindingsModel::tr("Rank");
    case Evidence::Kind::Cpu: return FindingsModel::tr("CPU");
    }
    return {};
}

} // namespace steplens
