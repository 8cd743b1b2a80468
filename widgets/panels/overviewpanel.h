#pragma once
// Overview: summary cards for the rank on show — average step time and throughput, where the step
// goes, the top findings (once the analysis engine provides them), the run, and which files were
// read or are missing.
#include "panels/panel.h"

#include <QList>

class QGridLayout;
class QLabel;
class QSpinBox;

namespace steplens {

class SelectionState;
class ShareBar;
class SummaryCard;

// One finding as the Overview shows it. Filled by the analysis engine (not part of this build yet).
struct FindingSummary {
    enum class Severity { Info, Warning, Critical };
    Severity severity = Severity::Info;
    QString title;  // one line: "Data loading holds back 65 % of each step"
    QString detail; // one or two sentences with the numbers behind it
};

class OverviewPanel : public Panel
{
    Q_OBJECT
public:
    explicit OverviewPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;

    // Samples per step for samples/s; 0 = not set. Does not emit batchSizeChanged.
    void setBatchSize(int samplesPerStep);
    int batchSize() const;

    // Hook for the analysis engine: the findings of the rank on show, most important first. The
    // card shows the first three. An empty list says so (no finding is ever made up here).
    void setFindings(const QList<FindingSummary>& findings);
    bool findingsAvailable() const { return m_findingsSet; }

    // Texts of the cards, for tests and export.
    QString stepTimeText() const;
    QString throughputText() const;
    QString filesText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

signals:
    // The user changed the batch size (the app remembers it per folder).
    void batchSizeChanged(int samplesPerStep);

private:
    void updateStepCards();
    void updateFilesCard();
    void updateRunCard();
    void updateFindingsCard();
    void relayoutCards();

    ViewSnapshot m_snapshot;
    QList<SummaryCard*> m_cards;
    QGridLayout* m_grid;
    int m_columns = 0;
    // Step time card
    QLabel* m_stepHeadline;
    QLabel* m_stepText;
    QLabel* m_throughput;
    QSpinBox* m_batch;
    // Phase share card
    ShareBar* m_shareBar;
    QLabel* m_shareText;
    // Findings, run, files
    QLabel* m_findingsText;
    QLabel* m_runText;
    QLabel* m_filesText;
    QList<FindingSummary> m_findings;
    bool m_findingsSet = false;
};

} // namespace steplens
