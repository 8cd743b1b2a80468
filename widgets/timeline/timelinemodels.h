#pragma once
// Tables of the timeline panel: the search hits (start, duration, name, track) and the per-op-type
// statistics of a time range. Rows are read on demand from core's results; nothing is copied per row.
#include "timeline/range_stats.h"
#include "timeline/search.h"

#include <QAbstractTableModel>

#include <memory>

namespace steplens {

class TimelineHitsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Start, Duration, Name, Track, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setHits(std::shared_ptr<const Timeline> timeline, std::vector<SearchHit> hits);
    const SearchHit* hit(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const Timeline> m_timeline;
    std::vector<SearchHit> m_hits;
};

class RangeStatsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { OpType, Count, InRange, Share, Mean, Max, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setStats(RangeStats stats);
    const RangeStats& stats() const { return m_stats; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    RangeStats m_stats;
};

} // namespace steplens
