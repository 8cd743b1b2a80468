#pragma once
// A RowTableModel over a shared, immutable array of rows (a std::vector<Row>, or the RowStore that holds
// millions of kernel rows), its columns described by a table of accessors. The operator tables are
// instances with their own column lists (operatortables.h).
#include "models/rowtablemodel.h"
#include "models/vectortablemodel_fwd.h"
#include "models/textrankcache.h"
#include "style/formatting.h"

#include <QString>

#include <cmath>
#include <limits>
#include <string_view>
#include <thread>
#include <vector>

namespace steplens {

enum class ColumnFormat {
    Text,    // sorted as text, searched by the filter when `searchable`
    Count,   // integer with thousands separators
    Ms,      // milliseconds
    Us,      // microseconds
    Percent, // 0-100
    Number,  // any other quantity (FLOPs...), shown with 4 significant digits
    MB,      // sizes in megabytes: 1 to 3 decimals by magnitude
};

template <typename Row>
struct TableColumn {
    QString header;  // with the unit: "Total (ms)"
    QString tooltip; // what the column means
    ColumnFormat format = ColumnFormat::Text;
    QString unit;                                     // for the cell tooltip: "ms", "µs", "%", "executions"
    std::function<double(const Row&)> number;         // numeric columns; NaN = not known
    std::function<std::string_view(const Row&)> text; // text columns: a view into the row
    bool searchable = false;                          // the text filter looks here
};

// Shared formatting of one numeric cell (display text and the full-precision tooltip).
QString formatCell(ColumnFormat format, double value);
QString formatCellToolTip(const QString& header, ColumnFormat format, const QString& unit, double value);

template <typename Row, typename RowArray> // RowArray defaults to std::vector<Row> (vectortablemodel_fwd.h)
class VectorTableModel : public RowTableModel
{
public:
    using Rows = RowArray;
    using Column = TableColumn<Row>;
    using Predicate = std::function<bool(const Row&)>;
    // Tables from this size filter on two threads.
    static constexpr std::size_t kParallelFilterRows = 200000;

    explicit VectorTableModel(QObject* parent = nullptr)
        : RowTableModel(parent)
    {}

    void setRows(std::shared_ptr<const Rows> rows, std::vector<Column> columns)
    {
        m_rows = rows ? std::move(rows) : std::make_shared<const Rows>();
        m_columns = std::move(columns);
        m_ranks = std::make_shared<TextRankCache>(m_columns.size());
        rowsReplaced();
        warmTextRanks();
    }
    // Shows only the rows `predicate` accepts (null: all), e.g. the operators of one type.
    void setRowPredicate(Predicate predicate)
    {
        m_predicate = std::move(predicate);
        reorder();
    }
    bool hasRowPredicate() const { return bool(m_predicate); }

    std::shared_ptr<const Rows> rows() const { return m_rows; }
    const std::vector<Column>& columns() const { return m_columns; }
    const Row& rowAt(int viewRow) const { return (*m_rows)[std::size_t(dataRow(viewRow))]; }
    int columnOf(const QString& header) const
    {
        for (std::size_t c = 0; c < m_columns.size(); ++c)
            if (m_columns[c].header == header)
                return int(c);
        return -1;
    }

    std::size_t dataRowCount() const override { return m_rows ? m_rows->size() : 0; }
    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_columns.size());
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
            return {};
        const Column& c = m_columns[std::size_t(section)];
        if (role == Qt::DisplayRole)
            return c.header;
        if (role == Qt::ToolTipRole)
            return c.tooltip;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue((c.format == ColumnFormat::Text ? Qt::AlignLeft : Qt::AlignRight) |
                                       Qt::AlignVCenter);
        return {};
    }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Column& c = m_columns[std::size_t(index.column())];
        const Row& row = rowAt(index.row());
        const bool numeric = c.format != ColumnFormat::Text;
        const double value = numeric && c.number ? c.number(row) : std::numeric_limits<double>::quiet_NaN();
        switch (role) {
        case Qt::DisplayRole:
            if (!numeric)
                return fmt::toQ(std::string(c.text ? c.text(row) : std::string_view()));
            return formatCell(c.format, value);
        case ModelRoles::SortRole:
            if (!numeric)
                return fmt::toQ(std::string(c.text ? c.text(row) : std::string_view()));
            return std::isnan(value) ? QVariant() : QVariant(value);
        case ModelRoles::ExportRole: return numeric && std::isnan(value) ? QVariant(QString()) : QVariant();
        case Qt::ToolTipRole:
            if (!numeric) {
                const QString text = fmt::toQ(std::string(c.text ? c.text(row) : std::string_view()));
                return text.size() > 24 ? text : QVariant();
            }
            return formatCellToolTip(c.header, c.format, c.unit, value);
        case Qt::TextAlignmentRole:
            return QVariant::fromValue((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        case DataRowRole: return dataRow(index.row());
        default: return {};
        }
    }

protected:
    OrderJob orderJob() const override
    {
        // Copies of the shared rows and the accessors: the job never touches the model.
        return [rows = m_rows, columns = m_columns, predicate = m_predicate,
                ranks = m_ranks](const std::string& needle, int sortColumn, bool descending) {
            const std::size_t n = rows->size();
            RowOrder order;
            const TextMatcher matcher(needle);
            if (matcher.empty() && !predicate) {
                order = identityOrder(n);
            } else {
                auto keep = [&](std::size_t first, std::size_t last, RowOrder& out) {
                    for (std::size_t i = first; i < last; ++i) {
                        const Row& r = (*rows)[i];
                        if (predicate && !predicate(r))
                            continue;
                        bool hit = matcher.empty();
                        for (std::size_t c = 0; !hit && c < columns.size(); ++c)
                            hit = columns[c].searchable && columns[c].text && matcher.matches(columns[c].text(r));
                        if (hit)
                            out.push_back(std::uint32_t(i));
                    }
                };
                // Big tables filter their two halves on two threads (the rows and accessors are
                // immutable); the second half's rows are appended, so the order stays the data order.
                order.reserve(n);
                std::size_t split = n;
                RowOrder secondHalf;
                std::thread helper;
                if (n >= kParallelFilterRows) {
                    try {
                        helper = std::thread([&, half = n / 2] { keep(half, n, secondHalf); });
                        split = n / 2;
                    } catch (...) {
                        // no thread to be had: this one does all the rows
                    }
                }
                keep(0, split, order);
                if (helper.joinable()) {
                    helper.join();
                    order.insert(order.end(), secondHalf.begin(), secondHalf.end());
                }
            }
            if (sortColumn < 0 || std::size_t(sortColumn) >= columns.size())
                return order;
            const Column& c = columns[std::size_t(sortColumn)];
            if (c.format == ColumnFormat::Text && c.text) {
                const auto keys = ranks->get(std::size_t(sortColumn), [&] { return columnRanks(*rows, c); });
                sortRowsByRank(order, *keys, descending);
            } else if (c.number) {
                std::vector<double> keys(n, std::numeric_limits<double>::quiet_NaN());
                for (std::uint32_t i : order)
                    keys[i] = c.number((*rows)[i]);
                sortRowsByNumber(order, keys, descending);
            }
            return order;
        };
    }

private:
    // The ranks of a text column; nullopt when `cancelled` (checked while the keys are gathered and during the
    // sort) says the job is stale: a window closed on millions of rows waits milliseconds, not a second.
    static std::optional<TextRanks> columnRanks(const Rows& rows, const Column& c,
                                                const std::function<bool()>& cancelled = {})
    {
        std::vector<std::string_view> keys(rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (cancelled && (i & 0xFFFF) == 0 && cancelled())
                return std::nullopt;
            keys[i] = c.text(rows[i]);
        }
        return cancelled ? textRanks(keys, cancelled) : std::optional<TextRanks>(textRanks(keys));
    }

    // Big tables compute the sort keys of their searchable text columns (names, types, scopes) on a
    // worker as soon as the rows arrive, so that a click on such a header sorts as fast as a numeric
    // one. Other text columns get theirs on their first sort.
    void warmTextRanks()
    {
        if (dataRowCount() <= kSynchronousRows)
            return;
        m_rankJobs.start([rows = m_rows, columns = m_columns, ranks = m_ranks](const JobContext& context) {
            for (std::size_t c = 0; c < columns.size() && !context.cancelled(); ++c)
                if (columns[c].format == ColumnFormat::Text && columns[c].text && columns[c].searchable)
                    ranks->get(c, [&] { return columnRanks(*rows, columns[c], [&] { return context.cancelled(); }); });
        });
    }

    std::shared_ptr<const Rows> m_rows = std::make_shared<const Rows>();
    std::vector<Column> m_columns;
    Predicate m_predicate;
    std::shared_ptr<TextRankCache> m_ranks = std::make_shared<TextRankCache>(0);
    JobTracker m_rankJobs{this}; // last member: destroyed (and waited for) first
};

} // namespace steplens
