#pragma once
// Signed changes between two runs as horizontal bars around zero, one row per item (a step phase,
// an operator type): left of zero is less time in B, right is more. Each bar takes the colour of
// better or worse and is labelled with the arrow, the signed value and the percentage, so the
// colour is never the only cue. A title says what is compared; hovering shows A, B and the change.
#include "style/deltastyle.h"

#include "charts/chartbase.h"

#include <optional>

namespace steplens {

class DeltaBarChart : public ChartBase
{
    Q_OBJECT
public:
    struct Item {
        QString name;
        double a = 0, b = 0; // the values of A and B (the bar is b − a)
        std::optional<double> pct;
        Change change = Change::Same;
        QString note; // "new in B", "gone in B": replaces the percentage in the label
    };

    DeltaBarChart(const QString& objectName, QWidget* parent = nullptr);

    // `unit`: "ms" for both the axis and the labels (values are ms; microsecond data is converted).
    void setItems(const QVector<Item>& items, const QString& title, const QString& axisLabel,
                  const QString& emptyText = QString());
    const QVector<Item>& items() const { return m_items; }
    QStringList labelTexts() const; // the value label of each bar, top first (tests)
    const QList<QCPItemText*>& labels() const { return m_labels; }
    bool isClipped(int item) const { return item >= 0 && item < m_clipped.size() && m_clipped[item]; }
    int barAt(const QPoint& pos) const;
    void layoutForWidth(int width) override;
    QString toolTipAtPoint(const QPoint& pos) const override;

protected:
    void applyColors() override;

private:
    QString labelFor(const Item& item) const;
    // A change so much larger than the rest (more than 4× the next) that it would flatten every other
    // bar is cut at the edge of the plot, its label saying so; 0 when none is.
    double outlierCap() const;

    QVector<Item> m_items;
    QList<QCPBars*> m_bars;
    QList<QCPItemText*> m_labels;
    QStringList m_elided;
    QVector<bool> m_clipped; // by item: cut at the edge of the plot
    QCPItemText* m_emptyLabel = nullptr;
    QCPItemStraightLine* m_zeroLine = nullptr;
};

} // namespace steplens
