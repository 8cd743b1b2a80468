#include "models/rowtablemodel.h"

#include <QCoreApplication>

namespace steplens {

RowTableModel::RowTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_jobs(this)
{}

RowTableModel::~RowTableModel() = default;

int RowTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int RowTableModel::dataRow(int viewRow) const
{
    return viewRow >= 0 && std::size_t(viewRow) < m_order.size() ? int(m_order[std::size_t(viewRow)]) : -1;
}

int RowTableModel::viewRow(int dataRow) const
{
    if (dataRow < 0 || std::size_t(dataRow) >= dataRowCount())
        return -1;
    if (!m_inverseValid) {
        m_viewOfData.assign(dataRowCount(), -1);
        for (std::size_t i = 0; i < m_order.size(); ++i)
            if (m_order[i] < m_viewOfData.size())
                m_viewOfData[m_order[i]] = int(i);
        m_inverseValid = true;
    }
    return m_viewOfData[std::size_t(dataRow)];
}

void RowTableModel::sort(int column, Qt::SortOrder order)
{
    if (column >= columnCount())
        column = -1;
    if (column == m_sortColumn && order == m_sortOrder)
        return; // every change of filter or rows already reorders by the current sort
    m_sortColumn = column;
    m_sortOrder = order;
    reorder();
}

void RowTableModel::assumeSorted(int column, Qt::SortOrder order)
{
    m_sortColumn = column < columnCount() ? column : -1;
    m_sortOrder = order;
}

void RowTableModel::setFilterText(const QString& text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    reorder();
}

void RowTableModel::rowsReplaced()
{
    m_jobs.cancel();
    m_ordering = false;
    beginResetModel();
    m_order = identityOrder(dataRowCount());
    m_inverseValid = false;
    endResetModel();
    if (m_sortColumn >= 0 || !m_filter.isEmpty())
        reorder();
}

void RowTableModel::reorder()
{
    OrderJob job = orderJob();
    const std::string needle = m_filter.trimmed().toStdString();
    const int column = m_sortColumn;
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    if (dataRowCount() <= kSynchronousRows) {
        m_jobs.cancel();
        m_ordering = false;
        applyOrder(job(needle, column, descending));
        return;
    }
    m_ordering = true;
    emit orderingStarted();
    m_jobs.start([this, job = std::move(job), needle, column, descending](const JobContext& context) {
        auto order = std::make_shared<RowOrder>(job(needle, column, descending));
        context.post([this, order] {
            m_ordering = false;
            applyOrder(std::move(*order));
        });
    });
}

void RowTableModel::applyOrder(RowOrder order)
{
    if (order.size() != m_order.size()) {
        // Rows came or went: a reset is what views handle best for a changed row count.
        beginResetModel();
        m_order = std::move(order);
        m_inverseValid = false;
        endResetModel();
        emit orderApplied();
        return;
    }
    // Same rows, another order: keep the selection and current row through the persistent indexes.
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> dataRows;
    dataRows.reserve(std::size_t(before.size()));
    for (const QModelIndex& index : before)
        dataRows.push_back(dataRow(index.row()));
    m_order = std::move(order);
    m_inverseValid = false;
    QModelIndexList after;
    after.reserve(before.size());
    for (int i = 0; i < before.size(); ++i) {
        const int row = viewRow(dataRows[std::size_t(i)]);
        after << (row >= 0 ? index(row, before[i].column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit orderApplied();
}

bool RowTableModel::waitForOrder(int msecs)
{
    if (!m_jobs.waitForDone(msecs))
        return false;
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    return !m_ordering;
}

} // namespace steplens
