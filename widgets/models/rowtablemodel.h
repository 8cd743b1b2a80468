#pragma once
// Base of the big tables (operators: up to 10^5–10^6 rows). The rows stay immutable in a shared
// vector; the view sees them through a permutation of row indices that core computes (sort by any
// column, a case-insensitive text filter, an optional row predicate), on a worker thread for big
// tables (ARCHITECTURE.md, "Big tables"). No QSortFilterProxyModel: it would call data() through a QVariant
// for every row on every sort.
//
// View rows are positions in the permutation; "data rows" are indices into the shared vector.
#include "analysis/row_order.h"
#include "common/jobtracker.h"
#include "models/modelroles.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>

namespace steplens {

class RowTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles { DataRowRole = ModelRoles::FirstModelRole }; // index into the shared vector (int)

    // Tables up to this size are sorted and filtered on the calling thread (a few ms); bigger ones
    // on a worker, and the new order is applied when it arrives.
    static constexpr std::size_t kSynchronousRows = 20000;

    explicit RowTableModel(QObject* parent = nullptr);
    ~RowTableModel() override;

    // Sorting and filtering: each call computes a new order (old requests in flight are dropped).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // Declares the rows as they are to be already in this order (core returns tables sorted by
    // total time), so the view's sort indicator can say so without a sort being computed.
    void assumeSorted(int column, Qt::SortOrder order);
    void setFilterText(const QString& text);
    QString filterText() const { return m_filter; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Rows in the data (whatever the filter) and rows on show.
    virtual std::size_t dataRowCount() const = 0;
    int shownRowCount() const { return int(m_order.size()); }
    // Data row behind a view row (-1 when out of range), and the view row of a data row (-1 when filtered out).
    int dataRow(int viewRow) const;
    int viewRow(int dataRow) const;

    // True while a new order is being computed on a worker.
    bool isOrdering() const { return m_ordering; }
    // Tests and export: blocks until the pending order is computed and applies it.
    bool waitForOrder(int msecs = 10000);

    int rowCount(const QModelIndex& parent = {}) const override;

signals:
    // A new order (sort or filter) is on show.
    void orderApplied();
    // A new order is being computed on a worker (the view can say "sorting…").
    void orderingStarted();

protected:
    // The order for the current request, computed from immutable data only: it runs on a worker
    // for big tables. `sortColumn` < 0 keeps the data order.
    using OrderJob = std::function<RowOrder(const std::string& needle, int sortColumn, bool descending)>;
    virtual OrderJob orderJob() const = 0;

    // Subclasses call this after changing their rows or columns: the model resets to the new rows
    // in data order, then applies the current sort and filter.
    void rowsReplaced();
    // Recomputes the order for the current sort and filter (after a change of the row predicate).
    void reorder();

private:
    void applyOrder(RowOrder order);

    RowOrder m_order;
    mutable std::vector<int> m_viewOfData; // inverse of m_order, built on demand (-1 = filtered out)
    mutable bool m_inverseValid = false;
    QString m_filter;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    bool m_ordering = false;
    JobTracker m_jobs;
};

} // namespace steplens
