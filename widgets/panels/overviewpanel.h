#pragma once
// Overview: summary cards for the rank on show — average step time and throughput, where the step
// goes, the top three findings of the tuning assistant (a click opens one there), the run, and
// which files were read or are missing. Every number comes from the snapshot's analysis.
#include "panels/panel.h"

#include <QList>

class QGridLayout;
class QLabel;
class QSpinBox;

namespace steplens {

class SelectionState;
class ShareBar;
class SummaryCard;

class OverviewPanel : public Panel
{
    Q_OBJECT
public:
    explicit OverviewPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;

    // Samples per step for samples/s; 0 = not set. Does not emit batchSizeChanged.
    void setBatchSize(int samplesPerStep);
    int batchSize() const;

    // True once the snapshot carries the analysis (so the Findings card shows real findings).
    bool findingsAvailable() const { return bool(m_snapshot.analysis); }
    // Ids of the findings the card links to, most important first (at most three).
    QStringList shownFindingIds() const { return m_shownFindings; }
    // Same as clicking the i-th finding of the card.
    void activateFinding(int index);

    // Texts of the cards, for tests and export.
    QString stepTimeText() const;
    QString throughputText() const;
    QString filesText() const;
    QString findingsText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

signals:
    // The user changed the batch size (the app remembers it per folder).
    void batchSizeChanged(int samplesPerStep);

private:
    void updateStepCards();
    // The MindSpore >= 2.3 / torch_npu layout: the step cards from step_trace_time.csv; false when absent.
    bool updateAscendStepCards();
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
    SelectionState* m_selection;
    QStringList m_shownFindings;
};

} // namespace steplens
