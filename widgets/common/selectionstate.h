#pragma once
// The one object that holds what the user has picked: a step (and the steps a finding points at),
// an operator (or op type), a data-pipeline op, a finding and a time range. Every panel gets it in its constructor and
// talks to the others only through its signals (ARCHITECTURE.md, "One selection object"), so a click in the step chart
// reaches the tables without the panels knowing each other.
#include "model/time.h"

#include <QList>
#include <QObject>
#include <QString>

namespace steplens {

class SelectionState : public QObject
{
    Q_OBJECT
public:
    static constexpr long long kNoStep = -1;

    explicit SelectionState(QObject* parent = nullptr);

    // Step number as written in the step trace (not a row index); kNoStep when none is selected.
    long long selectedStep() const { return m_step; }
    void setSelectedStep(long long stepNum);

    // Operator full name or op type name; empty when none.
    QString selectedOp() const { return m_op; }
    void setSelectedOp(const QString& op);

    // Steps a finding's evidence points at (shown marked in the step chart); empty when none.
    QList<long long> markedSteps() const { return m_markedSteps; }
    // Marks `steps` and selects the first of them.
    void setMarkedSteps(const QList<long long>& steps);

    // Data-pipeline op id (as in minddata_pipeline_raw / pipeline_profiling); -1 when none.
    int selectedPipelineOp() const { return m_pipelineOp; }
    void setSelectedPipelineOp(int opId);

    // Id of the tuning-assistant finding in focus ("long-iteration-gap"); empty when none.
    QString selectedFinding() const { return m_finding; }
    void setSelectedFinding(const QString& findingId);

    // Asks the window to bring a panel forward (by the panel's objectName, e.g. "operatorsPanel"):
    // how an evidence link in one panel shows its data in another without the panels knowing each other.
    // "panelName/part" asks the panel to show one part of itself ("dataPrepPanel/cpu").
    void requestPanel(const QString& panelName);
    // Asks the window to show another rank of the run (a cluster finding's evidence).
    void requestRank(int rank);
    // Asks the window to open rank `rank` and show step `step` (as written) in its timeline: a cell
    // of the Cluster view's rank x step heat map. The window loads the rank in full when it has only
    // its summary.
    void requestRankStep(int rank, long long step);

    // Time range on the device clock of the loaded rank, in ns; empty (begin == end) means "all".
    Nanos rangeBegin() const { return m_begin; }
    Nanos rangeEnd() const { return m_end; }
    bool hasTimeRange() const { return m_end > m_begin; }
    void setTimeRange(Nanos begin, Nanos end);

    // New data on show: forget everything that pointed into the old data.
    void clear();

signals:
    void selectedStepChanged(long long stepNum);
    void selectedOpChanged(const QString& op);
    void timeRangeChanged(qint64 begin, qint64 end);
    void markedStepsChanged(const QList<long long>& steps);
    void selectedPipelineOpChanged(int opId);
    void selectedFindingChanged(const QString& findingId);
    void panelRequested(const QString& panelName);
    void rankRequested(int rank);
    void rankStepRequested(int rank, long long step);

private:
    long long m_step = kNoStep;
    QString m_op;
    QList<long long> m_markedSteps;
    int m_pipelineOp = -1;
    QString m_finding;
    Nanos m_begin = 0;
    Nanos m_end = 0;
};

} // namespace steplens
