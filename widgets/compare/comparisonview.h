#pragma once
// The comparison of two runs, A (the baseline) and B: a bar naming both (swap them, replace either,
// open one on its own, set the batch size both are analysed with), the header with throughput and
// phase changes, and tabs for the step trace, operators, data pipeline, tuning assistant, memory and
// the timelines. The main window shows it in place of the docks; `steplens export --compare` builds it
// off screen. It knows no window: what the user asks for leaves as signals.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

class QLabel;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QToolButton;

namespace steplens {

class CompareFindingsPage;
class CompareHeader;
class CompareMemoryPage;
class CompareOperatorsPage;
class ComparePipelinePage;
class CompareStepPage;
class CompareTimelineSlot;
class SectionMessage;

class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonView(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);
    const ComparisonSnapshot& snapshot() const { return m_snapshot; }
    // While the runs are read or analysed: a line in place of the tabs when nothing is shown yet.
    void showLoading(const QString& text);
    // Every chart (PNG/SVG/PDF) and table (CSV) of the comparison.
    QList<ExportItem> exportItems() const;
    // Export: blocks until the big tables show their current order.
    bool waitForTables(int msecs = 10000);

    void setBatchSize(int samplesPerStep); // without emitting batchSizeChanged
    int batchSize() const;

    CompareHeader* header() const { return m_header; }
    CompareStepPage* stepPage() const { return m_steps; }
    CompareOperatorsPage* operatorsPage() const { return m_operators; }
    ComparePipelinePage* pipelinePage() const { return m_pipeline; }
    CompareFindingsPage* findingsPage() const { return m_findings; }
    CompareMemoryPage* memoryPage() const { return m_memory; }
    // Where the stacked timelines of A and B plug in (see comparetimelineslot.h).
    CompareTimelineSlot* timelineSlot() const { return m_timeline; }
    QTabWidget* tabs() const { return m_tabs; }
    bool showsComparison() const;

signals:
    void swapRequested();
    void replaceRequested(bool sideB);
    void openAloneRequested(bool sideB);
    void closeRequested();
    void batchSizeChanged(int samplesPerStep);

private:
    QToolButton* makeRunButton(bool sideB);
    void updateRunButtons();

    ComparisonSnapshot m_snapshot;
    QToolButton* m_runA;
    QToolButton* m_runB;
    QLabel* m_rank;
    QSpinBox* m_batch;
    CompareHeader* m_header;
    QStackedWidget* m_stack;
    SectionMessage* m_message;
    QTabWidget* m_tabs;
    CompareStepPage* m_steps;
    CompareOperatorsPage* m_operators;
    ComparePipelinePage* m_pipeline;
    CompareFindingsPage* m_findings;
    CompareMemoryPage* m_memory;
    CompareTimelineSlot* m_timeline;
};

} // namespace steplens
