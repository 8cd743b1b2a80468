#pragma once
// Per-step change between two runs: for each aligned step (the i-th step of B against the i-th of
// A), B − A of the whole step and of each phase, as lines around a zero line. Below zero B was
// faster. Phases keep their colours from the step chart; the whole step is the thick line.
#include "charts/chartbase.h"

namespace steplens {

class StepDeltaChart : public ChartBase
{
    Q_OBJECT
public:
    struct Data {
        QVector<double> totalMs;                  // core's per-step delta of the whole step
        QVector<double> gapMs, computeMs, tailMs; // per phase; empty when not available
        bool inference = false;                   // the compute phase is "Forward"
    };

    explicit StepDeltaChart(QWidget* parent = nullptr);

    void setData(const Data& data, const QString& title, const QString& emptyText = QString());
    const Data& data() const { return m_data; }
    int lineCount() const { return graphCount(); }
    QString toolTipAt(int position) const; // position is 1-based (the aligned step)
    QString toolTipAtPoint(const QPoint& pos) const override;
    void layoutForWidth(int width) override;

protected:
    void applyColors() override;
    void resetView() override;

private:
    void rescale();

    Data m_data;
    QCPItemStraightLine* m_zeroLine;
    QCPItemText* m_emptyLabel;
    QList<int> m_phaseOfGraph; // colors::Phase per graph, -1 for the whole step
    bool m_markers = false;    // few steps: a marker per point
};

} // namespace steplens
