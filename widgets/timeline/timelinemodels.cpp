#include "timeline/timelinemodels.h"

#include "timeline/timelineruler.h"

namespace steplens {

void TimelineHitsModel::setHits(std::shared_ptr<const Timeline> timeline, std::vector<SearchHit> hits)
{
    beginResetModel();
    m_timeline = std::move(timeline);
    m_hits = std::move(hits);
    endResetModel();
}

const SearchHit* TimelineHitsModel::hit(int row) const
{
    return row >= 0 && std::size_t(row) < m_hits.size() ? &m_hits[std::size_t(row)] : nullptr;
}

int TimelineHitsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_hits.size());
}

int TimelineHitsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TimelineHitsModel::data(const QModelIndex& index, int role) const
{
    const SearchHit* h = hit(index.row());
    if (!h || !m_timeline)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() <= Duration ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const TimelineTrack& t = m_timeline->tracks[h->track];
    switch (index.column()) {
    case Start: return timelineTime(h->start - m_timeline->begin);
    case Duration: return timelineDuration(h->duration);
    case Name: return QString::fromStdString(m_timeline->nameOf(t.events[h->event]).name);
    case Track: return QString::fromStdString(t.process + " / " + (t.thread.empty() ? t.tid : t.thread));
    default: return {};
    }
}

QVariant TimelineHitsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Start: return tr("Start");
    case Duration: return tr("Duration");
    case Name: return tr("Name");
    case Track: return tr("Track");
    default: return {};
    }
}

void RangeStatsModel::setStats(RangeStats stats)
{
    beginResetModel();
    m_stats = std::move(stats);
    endResetModel();
}

int RangeStatsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_stats.groups.size());
}

int RangeStatsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RangeStatsModel::data(const QModelIndex& index, int role) const
{
    if (index.row() < 0 || std::size_t(index.row()) >= m_stats.groups.size())
        return {};
    const GroupStat& g = m_stats.groups[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == OpType ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == OpType) // the whole name: the column elides it
        return QString::fromStdString(g.name);
    if (role == Qt::UserRole) // raw numbers, for sorting and tests
        switch (index.column()) {
        case Count: return qulonglong(g.count);
        case InRange: return qlonglong(g.totalNs);
        case Max: return qlonglong(g.maxNs);
        default: return {};
        }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OpType: return QString::fromStdString(g.name);
    case Count: return QString::number(g.count);
    case InRange: return timelineDuration(g.totalNs);
    case Share:
        return m_stats.totalNs > 0
                   ? QString::number(100.0 * double(g.totalNs) / double(m_stats.totalNs), 'f', 1) + QStringLiteral(" %")
                   : QString();
    case Mean: return g.count ? timelineDuration(g.fullNs / Nanos(g.count)) : QString();
    case Max: return timelineDuration(g.maxNs);
    default: return {};
    }
}

QVariant RangeStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == InRange)
        return tr("Time of these events inside the range (events crossing an edge are clipped)");
    if (role == Qt::ToolTipRole && section == Mean)
        return tr("Mean duration of these events (whole events, not clipped to the range)");
    if (role == Qt::ToolTipRole && section == Max)
        return tr("Longest of these events (whole events, not clipped to the range)");
    if (role == Qt::ToolTipRole && section == Share)
        return tr("Share of the summed event time inside the range (parallel streams add up)");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OpType: return tr("Op type");
    case Count: return tr("Count");
    case InRange: return tr("In range");
    case Share: return tr("Share");
    case Mean: return tr("Mean");
    case Max: return tr("Max");
    default: return {};
    }
}

} // namespace steplens
