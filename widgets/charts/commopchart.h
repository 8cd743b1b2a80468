#pragma once
// Where the time of the slowest communication operations goes: one horizontal bar per operation
// (largest elapse on top) split into transit (moving data), wait (for the other ranks to arrive)
// and idle (the rest of the elapse), from communication.json. Hover shows the numbers.
#include "analysis/communication_stats.h"

#include "charts/chartbase.h"

namespace steplens {

class CommOpChart : public ChartBase
{
    Q_OBJECT
public:
    static constexpr std::size_t kMaxOps = 15;

    explicit CommOpChart(QWidget* parent = nullptr);
    // `ops` largest elapse first (summarizeCommOps); the first kMaxOps are drawn.
    void setOps(const std::vector<CommOpSummary>& ops, const QString& title);
    std::size_t shownOps() const { return m_ops.size(); }
    QCPBars* transitBars() const { return m_transit; }
    QCPBars* waitBars() const { return m_wait; }
    QCPBars* idleBars() const { return m_idle; }
    QString toolTipAtPoint(const QPoint& pos) const override;

protected:
    void applyColors() override;

private:
    std::vector<CommOpSummary> m_ops;
    QCPBars* m_transit = nullptr;
    QCPBars* m_wait = nullptr;
    QCPBars* m_idle = nullptr;
};

} // namespace steplens
