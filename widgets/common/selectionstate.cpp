#include "common/selectionstate.h"

namespace steplens {

SelectionState::SelectionState(QObject* parent)
    : QObject(parent)
{}

void SelectionState::setSelectedStep(long long stepNum)
{
    if (stepNum < 0)
        stepNum = kNoStep;
    if (stepNum == m_step)
        return;
    m_step = stepNum;
    emit selectedStepChanged(m_step);
}

void SelectionState::setSelectedOp(const QString& op)
{
    if (op == m_op)
        return;
    m_op = op;
    emit selectedOpChanged(m_op);
}

void SelectionState::setTimeRange(Nanos begin, Nanos end)
{
    if (end < begin)
        std::swap(begin, end);
    if (begin == m_begin && end == m_end)
        return;
    m_begin = begin;
    m_end = end;
    emit timeRangeChanged(m_begin, m_end);
}

void SelectionState::setMarkedSteps(const QList<long long>& steps)
{
    if (steps != m_markedSteps) {
        m_markedSteps = steps;
        emit markedStepsChanged(m_markedSteps);
    }
    if (!steps.isEmpty())
        setSelectedStep(steps.first());
}

void SelectionState::setSelectedPipelineOp(int opId)
{
    if (opId < 0)
        opId = -1;
    if (opId == m_pipelineOp)
        return;
    m_pipelineOp = opId;
    emit selectedPipelineOpChanged(m_pipelineOp);
}

void SelectionState::setSelectedFinding(const QString& findingId)
{
    if (findingId == m_finding)
        return;
    m_finding = findingId;
    emit selectedFindingChanged(m_finding);
}

void SelectionState::requestPanel(const QString& panelName)
{
    emit panelRequested(panelName);
}

void SelectionState::requestRank(int rank)
{
    emit rankRequested(rank);
}

void SelectionState::requestRankStep(int rank, long long step)
{
    emit rankStepRequested(rank, step);
}

void SelectionState::clear()
{
    setMarkedSteps({});
    setSelectedPipelineOp(-1);
    setSelectedFinding(QString());
    setSelectedStep(kNoStep);
    setSelectedOp(QString());
    setTimeRange(0, 0);
}

} // namespace steplens
