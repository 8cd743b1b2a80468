#include "models/stepdetailmodel.h"

#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QGuiApplication>

#include <algorithm>

namespace steplens {

StepDetailModel::StepDetailModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void StepDetailModel::setProfile(std::shared_ptr<const Profile> profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_stepNum = -1;
    rebuild();
    endResetModel();
}

void StepDetailModel::setStep(long long stepNum)
{
    if (stepNum == m_stepNum)
        return;
    beginResetModel();
    m_stepNum = stepNum;
    rebuild();
    endResetModel();
}

void StepDetailModel::rebuild()
{
    m_rows.clear();
    m_totalMs = 0;
    if (!m_profile || !m_profile->stepTrace || m_stepNum < 0)
        return;
    const StepTrace& trace = *m_profile->stepTrace;
    auto it = std::find_if(trace.steps.begin(), trace.steps.end(),
                           [&](const StepRecord& r) { return r.stepNum == m_stepNum; });
    if (it == trace.steps.end())
        return;
    const StepRecord& r = *it;
    const bool inference = trace.mode == StepTraceMode::Inference;
    auto ms = [](Nanos ns) { return nanosToMs(double(ns)); };
    m_totalMs = ms(r.total);
    m_rows.push_back({RowKind::Gap, tr("Iteration gap (waiting for data)"), QString(), 0.0, ms(r.iterationInterval)});
    m_rows.push_back({RowKind::Compute, inference ? tr("Forward") : tr("Forward+backward"), QString(),
                      ms(r.fpPoint - r.start), ms(r.fpAndBp)});
    if (!inference)
        m_rows.push_back({RowKind::Tail, tr("Tail"), QString(), ms(r.bpPoint - r.start), ms(r.tail)});
    m_rows.push_back({RowKind::Total, tr("Whole step"), QString(), 0.0, m_totalMs});
    std::vector<Row> reduce;
    for (const ReduceEvent& e : trace.reduceOf(r)) {
        if (e.column < 0 || std::size_t(e.column) >= trace.reduceColumns.size())
            continue;
        const ReduceColumn& c = trace.reduceColumns[std::size_t(e.column)];
        reduce.push_back(
            {RowKind::Reduce, fmt::toQ(c.name), fmt::toQ(c.stream), ms(e.start - r.start), ms(e.duration)});
    }
    std::stable_sort(reduce.begin(), reduce.end(), [](const Row& a, const Row& b) { return a.startMs < b.startMs; });
    m_rows.insert(m_rows.end(), reduce.begin(), reduce.end());
}

int StepDetailModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StepDetailModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepDetailModel::cell(const Row& row, int column, bool raw) const
{
    const double share = m_totalMs > 0 ? row.durationMs / m_totalMs * 100 : 0;
    switch (column) {
    case PartColumn: return row.name;
    case StreamColumn: return row.stream;
    case StartColumn: return raw ? QVariant(row.startMs) : QVariant(fmt::msNumber(row.startMs));
    case DurationColumn: return raw ? QVariant(row.durationMs) : QVariant(fmt::msNumber(row.durationMs));
    case ShareColumn: return raw ? QVariant(share) : QVariant(QString::number(share, 'f', 1));
    default: return {};
    }
}

QVariant StepDetailModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return cell(row, index.column(), false);
    case ModelRoles::SortRole: return cell(row, index.column(), true);
    case Qt::TextAlignmentRole:
        if (index.column() >= StartColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole: {
        if (index.column() != PartColumn)
            return {};
        const QPalette pal = QGuiApplication::palette();
        switch (row.kind) {
        case RowKind::Gap: return colors::phaseColor(colors::Phase::WaitingForData, pal);
        case RowKind::Compute: return colors::phaseColor(colors::Phase::Compute, pal);
        case RowKind::Tail: return colors::phaseColor(colors::Phase::Tail, pal);
        case RowKind::Reduce: return colors::phaseColor(colors::Phase::Communication, pal);
        case RowKind::Total: return {};
        }
        return {};
    }
    case Qt::ToolTipRole:
        return tr("%1: starts %2 after the step start, lasts %3 (%4 of the step)")
            .arg(row.name, fmt::ms(row.startMs), fmt::ms(row.durationMs),
                 fmt::percent(m_totalMs > 0 ? row.durationMs / m_totalMs * 100 : 0));
    default: return {};
    }
}

QVariant StepDetailModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PartColumn: return tr("Part");
    case StreamColumn: return tr("Stream");
    case StartColumn: return tr("Start (ms)");
    case DurationColumn: return tr("Duration (ms)");
    case ShareColumn: return tr("Share of step (%)");
    default: return {};
    }
}

} // namespace steplens
