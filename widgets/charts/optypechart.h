#pragma once
// The slowest operator types as horizontal bars (top N by total time, the rest summed as "others"),
// labelled with their time and share. Clicking a bar picks that type.
#include "model/operators.h"

#include "charts/chartbase.h"

namespace steplens {

class OpTypeChart : public ChartBase
{
    Q_OBJECT
public:
    static constexpr int kTopTypes = 10;

    OpTypeChart(const QString& objectName, QWidget* parent = nullptr);

    // `rows` largest first (as core orders them); `what` names the kind of operators ("AI Core").
    void setTypes(const std::vector<OpTypeStat>& rows, const QString& what);
    void setSelectedType(const QString& type);
    // Bars drawn, top first (the last is "others" when there are more than kTopTypes types).
    QStringList barLabels() const { return m_labels; }
    int barAt(const QPoint& pos) const;
    // Makes room on the right for the value labels at `width` pixels (shorter labels, or none, when
    // narrow). Chart export calls it before drawing at another size.
    void layoutForWidth(int width) override;
    QString toolTipAtPoint(const QPoint& pos) const override;

signals:
    void typeClicked(const QString& type);

protected:
    void applyColors() override;
    void clickAt(const QPoint& pos) override;

private:
    QList<QCPBars*> m_bars; // one per type, so the picked one can have its own colour
    QStringList m_labels;
    QVector<double> m_ms;
    QVector<double> m_share;
    QVector<long long> m_counts;
    QString m_selected;
    QList<QCPItemText*> m_valueLabels;
    QStringList m_elided; // type names as the axis shows them
    QCPItemText* m_emptyLabel;
    bool m_hasOthers = false;
};

} // namespace steplens
