#pragma once
// The comparison's data pipeline: what changed per op (workers, queue fill) as a list and a table,
// and the two pipeline graphs, A above B, each op whose workers or queue changed ringed and
// labelled in the "changed" colour. Each graph keeps its own zoom, selection and tooltips.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;
class QTableView;

namespace steplens {

class CellTableModel;
class PipelinePanel;
class SelectionState;

class ComparePipelinePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePipelinePage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;

    PipelinePanel* panelA() const { return m_panelA; }
    PipelinePanel* panelB() const { return m_panelB; }
    CellTableModel* table() const { return m_table; }
    QString summaryText() const;

private:
    QLabel* m_summary;
    QLabel* m_titleA;
    QLabel* m_titleB;
    CellTableModel* m_table;
    QTableView* m_view;
    SelectionState* m_selectionA;
    SelectionState* m_selectionB;
    PipelinePanel* m_panelA;
    PipelinePanel* m_panelB;
    bool m_any = false;
};

} // namespace steplens
