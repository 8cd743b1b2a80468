#pragma once
// Memory (MindSpore >= 2.3 / torch_npu layout, text files or database export): device memory over
// time per component with the steps shaded, the peak marked and the device's memory as a line when
// known; the operator memory table below it (one block per allocation), filtered to the time range
// on show, optionally to the blocks held at the peak and to the N largest; a click on a block
// highlights its lifetime on the curve and selects that time range (the timeline follows), a
// double-click brings the timeline forward. Static graphs (static_op_mem) get their own tab. The
// main window shows the dock only for ranks with memory files (hasMemoryData).
#include "models/memoryblocks.h"
#include "models/vectortablemodel.h"
#include "panels/panel.h"

#include <QMap>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTimer;

namespace steplens {

class MemoryChart;
class SelectionState;
class StaticMemoryChart;

class MemoryPanel : public Panel
{
    Q_OBJECT
public:
    explicit MemoryPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    // True when the rank on show has memory_record, operator_memory or static_op_mem.
    static bool hasMemoryData(const ViewSnapshot& snapshot);
    // The data is there, or its files are and are still being read (a partial snapshot).
    static bool mayHaveMemoryData(const ViewSnapshot& snapshot);
    bool hasData() const { return m_hasData; }

    MemoryChart* chart() const { return m_chart; }
    StaticMemoryChart* staticChart() const { return m_staticChart; }
    VectorTableModel<MemoryBlockRow>* blockModel() const { return m_blockModel; }
    VectorTableModel<StaticOpMemRow>* staticModel() const { return m_staticModel; }
    QTableView* blockView() const { return m_blockView; }
    QCheckBox* aliveOnlyBox() const { return m_aliveOnly; }
    QSpinBox* topBox() const { return m_top; }
    QCheckBox* metricBox(MemoryMetric metric) const { return m_metricBoxes[int(metric)]; }
    QTabWidget* tabs() const { return m_tabs; }
    QString captionText() const;
    QString notesText() const;
    QString tableStatusText() const;
    // Applies the chart's current time range to the table now (the panel waits for the zoom to settle).
    void applyRangeNow();
    // Selects the block at a table row as a click does: highlight, selection's time range.
    void selectBlockRow(int viewRow);

private:
    void updateFilter();
    void updateStatus();
    void onStepSelected(long long step);
    void onTimeRangeSelected(qint64 begin, qint64 end);
    void rebuildComponentBoxes(const MemoryAnalysis& m);

    SelectionState* m_selection;
    ViewSnapshot m_snapshot;
    const MemoryAnalysis* m_memory = nullptr;
    bool m_hasData = false;
    bool m_rangeFilters = true; // false when operator_memory lies outside the chart's time span
    bool m_settingRange = false;
    Nanos m_rangeBegin = 0, m_rangeEnd = 0;
    QWidget* m_content;
    QLabel* m_caption;
    QLabel* m_notes;
    QTabWidget* m_tabs;
    QWidget* m_timePage;
    QWidget* m_componentBar;
    QList<QCheckBox*> m_metricBoxes;
    QMap<QString, QCheckBox*> m_componentBoxes;
    MemoryChart* m_chart;
    QWidget* m_tablePart;
    QLineEdit* m_filter;
    QCheckBox* m_aliveOnly;
    QSpinBox* m_top;
    QLabel* m_tableStatus;
    VectorTableModel<MemoryBlockRow>* m_blockModel;
    QTableView* m_blockView;
    QTimer* m_rangeTimer;
    QWidget* m_staticPage;
    StaticMemoryChart* m_staticChart;
    VectorTableModel<StaticOpMemRow>* m_staticModel;
    QTableView* m_staticView;
};

} // namespace steplens
