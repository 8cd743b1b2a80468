#include "models/opdiffmodel.h"

#include <QGuiApplication>

namespace steplens {

namespace {
// Sorting by status groups regressions first, like core's order.
double statusRank(DiffStatus s)
{
    switch (s) {
    case DiffStatus::Slower: return 0;
    case DiffStatus::Added: return 1;
    case DiffStatus::Faster: return 2;
    case DiffStatus::Removed: return 3;
    case DiffStatus::Unchanged: return 4;
    }
    return 4;
}

double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}
} // namespace

OpDiffModel::OpDiffModel(QObject* parent)
    : VectorTableModel<OpDiff>(parent)
{}

QString OpDiffModel::statusText(DiffStatus status)
{
    switch (status) {
    case DiffStatus::Slower: return tr("\u25B2 slower");
    case DiffStatus::Faster: return tr("\u25BC faster");
    case DiffStatus::Added: return tr("+ added");
    case DiffStatus::Removed: return tr("\u2212 removed");
    case DiffStatus::Unchanged: break;
    }
    return tr("= unchanged");
}

QString OpDiffModel::waitTooltip()
{
    return tr("This operator waits for the next batch (in sink mode GetNext blocks on the device's data queue), so its "
              "time follows the data pipeline, not the operator. It is listed after the regressions and improvements; "
              "see the Data preparation panel for the pipeline.");
}

Change OpDiffModel::statusChange(DiffStatus status)
{
    switch (status) {
    case DiffStatus::Slower:
    case DiffStatus::Added: return Change::Worse;
    case DiffStatus::Faster:
    case DiffStatus::Removed: return Change::Better;
    case DiffStatus::Unchanged: break;
    }
    return Change::Same;
}

void OpDiffModel::setDiffs(std::shared_ptr<const std::vector<OpDiff>> diffs, const QString& nameHeader)
{
    using C = TableColumn<OpDiff>;
    std::vector<C> columns;
    columns.push_back(
        C{nameHeader,
          tr("The operator type, or the operator's full name. Operators are matched without MindSpore's \"-op<N>\" "
             "number, which changes between compilations; \"(B: Conv2D-op8)\" follows A's name when B "
             "numbered the same operator differently"),
          ColumnFormat::Text,
          {},
          nullptr,
          [](const OpDiff& d) { return std::string_view(d.name); },
          true});
    columns.push_back(C{tr("Kind"),
                        tr("AI Core or AI CPU"),
                        ColumnFormat::Text,
                        {},
                        nullptr,
                        [](const OpDiff& d) { return std::string_view(d.category); },
                        true});
    columns.push_back(C{tr("Status"),
                        tr("Added or removed in B, or slower/faster by more than 5 % (and 1 µs); otherwise unchanged"),
                        ColumnFormat::Number,
                        {},
                        [](const OpDiff& d) { return statusRank(d.status); },
                        nullptr,
                        false});
    columns.push_back(C{tr("A (µs)"), tr("Total time in run A"), ColumnFormat::Us, QStringLiteral("µs"),
                        [](const OpDiff& d) { return d.aUs; }, nullptr, false});
    columns.push_back(C{tr("B (µs)"), tr("Total time in run B"), ColumnFormat::Us, QStringLiteral("µs"),
                        [](const OpDiff& d) { return d.bUs; }, nullptr, false});
    columns.push_back(C{tr("Δ (µs)"), tr("B − A: positive means B spends more time"), ColumnFormat::Us,
                        QStringLiteral("µs"), [](const OpDiff& d) { return d.deltaUs; }, nullptr, false});
    columns.push_back(C{tr("Δ %"), tr("(B − A) / A; empty for an operator A did not have"), ColumnFormat::Percent,
                        QStringLiteral("%"), [](const OpDiff& d) { return d.deltaPct ? *d.deltaPct : nan(); }, nullptr,
                        false});
    columns.push_back(C{tr("Count A"), tr("Executions in run A"), ColumnFormat::Count, tr("executions"),
                        [](const OpDiff& d) { return double(d.aCount); }, nullptr, false});
    columns.push_back(C{tr("Count B"), tr("Executions in run B"), ColumnFormat::Count, tr("executions"),
                        [](const OpDiff& d) { return double(d.bCount); }, nullptr, false});
    setRows(std::move(diffs), std::move(columns));
}

void OpDiffModel::setStatusFilter(StatusFilter filter)
{
    m_statusFilter = filter;
    if (filter == StatusFilter::All) {
        setRowPredicate(nullptr);
        return;
    }
    setRowPredicate([filter](const OpDiff& d) {
        switch (filter) {
        case StatusFilter::Changed: return d.status != DiffStatus::Unchanged;
        case StatusFilter::Slower: return d.status == DiffStatus::Slower;
        case StatusFilter::Faster: return d.status == DiffStatus::Faster;
        case StatusFilter::Added: return d.status == DiffStatus::Added;
        case StatusFilter::Removed: return d.status == DiffStatus::Removed;
        case StatusFilter::Unchanged: return d.status == DiffStatus::Unchanged;
        case StatusFilter::All: break;
        }
        return true;
    });
}

QVariant OpDiffModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return VectorTableModel<OpDiff>::data(index, role);
    const OpDiff& d = rowAt(index.row());
    const int column = index.column();
    if (column == StatusColumn) {
        if (role == Qt::DisplayRole)
            return d.waitsForInput ? tr("%1, waits for input").arg(statusText(d.status)) : statusText(d.status);
        if (role == ModelRoles::ExportRole)
            return QString::fromLatin1(diffStatusName(d.status)); // the word core's JSON uses
        if (role == Qt::ToolTipRole)
            return d.waitsForInput ? waitTooltip() : QVariant();
    }
    if (role == Qt::ToolTipRole && column == NameColumn && d.waitsForInput)
        return waitTooltip();
    if (role == Qt::ToolTipRole && column == NameColumn && !d.aName.empty() && !d.bName.empty() && d.aName != d.bName)
        return tr("A: %1\nB: %2").arg(QString::fromStdString(d.aName), QString::fromStdString(d.bName));
    if (role == Qt::DisplayRole && column == DeltaColumn)
        return QString(delta::arrow(d.deltaUs) + QLatin1Char(' ') +
                       (d.deltaUs > 0   ? QStringLiteral("+")
                        : d.deltaUs < 0 ? QStringLiteral("\u2212")
                                        : QString()) +
                       formatCell(ColumnFormat::Us, std::fabs(d.deltaUs)))
            .trimmed();
    if (role == Qt::DisplayRole && column == DeltaPctColumn)
        return d.deltaPct ? delta::signedPercent(d.deltaPct) : QStringLiteral("—");
    if (role == Qt::ForegroundRole && (column == StatusColumn || column == DeltaColumn || column == DeltaPctColumn)) {
        // A wait's change follows the data pipeline: neither better nor worse work.
        const Change change = d.waitsForInput ? Change::Same : statusChange(d.status);
        return change == Change::Same ? QVariant() : QVariant(colors::changeColor(change, QGuiApplication::palette()));
    }
    return VectorTableModel<OpDiff>::data(index, role);
}

} // namespace steplens
