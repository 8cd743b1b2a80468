#pragma once
// The comparison's operators: core's diff by op type and by operator as two sortable tables
// (A, B, Δ, Δ %, status), regressions first, narrowed by a text filter and a status filter, and the
// largest changes by type as bars.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTimer;

namespace steplens {

class DeltaBarChart;
class OpDiffModel;

class CompareOperatorsPage : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kChartTypes = 12; // op types in the bar chart: the largest changes

    explicit CompareOperatorsPage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;

    OpDiffModel* typeModel() const { return m_typeModel; }
    OpDiffModel* operatorModel() const { return m_operatorModel; }
    QTableView* typeView() const { return m_typeView; }
    QTableView* operatorView() const { return m_operatorView; }
    DeltaBarChart* typeChart() const { return m_typeChart; }
    QLineEdit* filterEdit() const { return m_filter; }
    QComboBox* statusCombo() const { return m_status; }
    QString captionText() const;
    // Export and tests: blocks until both tables show their current order.
    bool waitForTables(int msecs = 10000);
    // Applies the filter text now (the edit waits 300 ms after typing).
    void applyFilter();

private:
    void updateCaption();
    void restoreCoreOrder();

    OpDiffModel* m_typeModel;
    OpDiffModel* m_operatorModel;
    QTableView* m_typeView;
    QTableView* m_operatorView;
    DeltaBarChart* m_typeChart;
    QTabWidget* m_tabs;
    QLineEdit* m_filter;
    QComboBox* m_status;
    QLabel* m_caption;
    QTimer* m_filterTimer;
};

} // namespace steplens
