#pragma once
// The comparison's memory: both runs' device memory on one time axis, aligned on the start of a step
// both have (else on their first memory records): for each run the component holding its allocated
// peak, allocated and reserved, with both peaks marked; above it the peaks of A and B and their
// differences, also as a table for CSV export.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;
class QStackedWidget;

namespace steplens {

class CellTableModel;
class MemoryChart;
class SectionMessage;

class CompareMemoryPage : public QWidget
{
    Q_OBJECT
public:
    explicit CompareMemoryPage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;
    // True when at least one side has memory data.
    bool hasData() const { return m_hasData; }

    MemoryChart* chart() const { return m_chart; }
    CellTableModel* table() const { return m_table; }
    QString summaryText() const;

private:
    bool m_hasData = false;
    QStackedWidget* m_stack;
    SectionMessage* m_message;
    QLabel* m_summary;
    MemoryChart* m_chart;
    CellTableModel* m_table;
};

} // namespace steplens
