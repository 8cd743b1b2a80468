#pragma once
// The operator diff of a comparison (core's OpDiff rows, by type or by operator) as a big-table
// model: name, kind, status, A, B, Δ, Δ % and the counts. Rows start in core's order (the largest
// regressions first, then the largest improvements); any column sorts, the text filter searches
// the names, and a status filter narrows to "slower", "faster", "added"... The status and the Δ
// columns are coloured better/worse and carry an arrow and a sign as well.
#include "analysis/compare.h"
#include "models/vectortablemodel.h"
#include "style/deltastyle.h"

namespace steplens {

class OpDiffModel : public VectorTableModel<OpDiff>
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        KindColumn,
        StatusColumn,
        AColumn,
        BColumn,
        DeltaColumn,
        DeltaPctColumn,
        ACountColumn,
        BCountColumn
    };

    // What the status filter keeps.
    enum class StatusFilter { All, Changed, Slower, Faster, Added, Removed, Unchanged };

    explicit OpDiffModel(QObject* parent = nullptr);

    // `nameHeader`: "Op type" or "Operator".
    void setDiffs(std::shared_ptr<const std::vector<OpDiff>> diffs, const QString& nameHeader);
    void setStatusFilter(StatusFilter filter);
    StatusFilter statusFilter() const { return m_statusFilter; }

    // "▲ slower", "▼ faster", "+ added", "− removed", "= unchanged".
    static QString statusText(DiffStatus status);
    static Change statusChange(DiffStatus status);
    // Why a row that waits for input (OpDiff::waitsForInput) is not a regression.
    static QString waitTooltip();

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    StatusFilter m_statusFilter = StatusFilter::All;
};

} // namespace steplens
