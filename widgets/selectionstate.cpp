#include "selectionstate.h"

namespace steplens {

SelectionState::SelectionState(QObject* parent)
    : QObject(parent)
{
}

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

void SelectionState::clear()
{
    setSelectedStep(kNoStep);
    setSelectedOp(QString());
    setTimeRange(0, 0);
}

} // namespace steplens
