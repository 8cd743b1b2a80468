#pragma once
// Tuning assistant: every finding of the rank on show and across ranks, ordered by impact and
// coloured by severity. Each expands to its explanation, measured value against the threshold,
// evidence links and the suggested change with a copyable snippet. An evidence link selects what it
// names through the shared SelectionState (a step, an operator, a pipeline op) and asks the window
// to bring the panel that shows it forward. "Thresholds…" edits the rules' thresholds.
#include "panels/panel.h"

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace steplens {

class AnalysisSettings;
class FindingCard;
class FindingsModel;
class SelectionState;
struct Evidence;

class TuningAssistantPanel : public Panel
{
    Q_OBJECT
public:
    // `settings` may be null (export, tests): then thresholds cannot be edited from the panel.
    TuningAssistantPanel(SelectionState* selection, AnalysisSettings* settings, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    FindingsModel* model() const { return m_model; }
    QList<FindingCard*> cards() const { return m_cards; }
    FindingCard* card(const QString& id) const;
    QStringList findingIds() const;
    QString statusText() const;
    QPushButton* thresholdsButton() const { return m_thresholdsButton; }
    // Opens the thresholds dialog (modal) and applies what the user accepts.
    void editThresholds();

signals:
    // The dialog is about to run (tests reach into it here).
    void thresholdsDialogOpened(QWidget* dialog);

private:
    void rebuild();
    void openFinding(const QString& id);
    void followEvidence(const Evidence& evidence);

    SelectionState* m_selection;
    AnalysisSettings* m_settings;
    ViewSnapshot m_snapshot;
    FindingsModel* m_model;
    QLabel* m_status;
    QPushButton* m_thresholdsButton;
    QScrollArea* m_scroll;
    QWidget* m_list;
    QVBoxLayout* m_listLayout;
    QList<FindingCard*> m_cards;
    QList<QWidget*> m_listItems; // cards and section headings
};

} // namespace steplens
