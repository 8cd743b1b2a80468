#pragma once
// The comparison's tuning assistant: the findings B no longer has (resolved), the ones B has that A
// did not (new), and those in both (persisting), each with its title, severity, measured value and
// estimated impact in A and B. The same rows as a table for CSV export.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;

namespace steplens {

class CellTableModel;

class CompareFindingsPage : public QWidget
{
    Q_OBJECT
public:
    explicit CompareFindingsPage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;

    CellTableModel* table() const { return m_table; }
    // Plain text of the resolved / new / persisting lists (tests).
    QString resolvedText() const;
    QString newText() const;
    QString persistingText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    ComparisonSnapshot m_snapshot;
    QLabel* m_summary;
    QLabel* m_resolvedTitle;
    QLabel* m_newTitle;
    QLabel* m_persistingTitle;
    QLabel* m_resolved;
    QLabel* m_new;
    QLabel* m_persisting;
    CellTableModel* m_table;
};

} // namespace steplens
