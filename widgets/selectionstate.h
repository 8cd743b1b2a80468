#pragma once
// The one object that holds what the user has picked: a step, an operator (or op type) and a time
// range. Every panel gets it in its constructor and talks to the others only through its signals
// (style.md §6 item 9), so a click in the step chart reaches the tables without the panels knowing
// each other.
#include "model/time.h"

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

private:
    long long m_step = kNoStep;
    QString m_op;
    Nanos m_begin = 0;
    Nanos m_end = 0;
};

} // namespace steplens
