#pragma once
// The link matrix as a heat map: source rank down, destination rank across, each cell coloured by
// its bandwidth (GB/s) on a scale from vermilion (0) over pale yellow to blue (the fastest link), with
// its number written in. LOCAL cells (a copy inside one device) are grey and left off the scale so
// they do not flatten it; slow links get a thick outline and the word "slow".
#include "models/linkmatrix.h"

#include "charts/colormapchart.h"

namespace steplens {

class LinkMatrixChart : public ColorMapChart
{
    Q_OBJECT
public:
    // Above this many ranks the cells are too small for their numbers; hover still shows them.
    static constexpr int kMaxLabelledRanks = 16;

    explicit LinkMatrixChart(QWidget* parent = nullptr);

    void setMatrix(const LinkMatrix& matrix, const QString& title);
    const LinkMatrix& matrix() const { return m_matrix; }
    // The bandwidth the colour map holds for a cell (NaN when it has no link or is LOCAL).
    double cellValue(int src, int dst) const;
    // The label written in a cell ("" when none).
    QString cellLabel(int src, int dst) const;
    QString cellToolTip(const QPoint& pos) const;
    QString toolTipAtPoint(const QPoint& pos) const override { return cellToolTip(pos); }

protected:
    void applyColors() override;

private:
    void build();

    LinkMatrix m_matrix;
    QString m_givenTitle; // empty: the default title
    QList<QCPAbstractItem*> m_cellItems;
    std::map<std::pair<int, int>, QCPItemText*> m_labels;
};

} // namespace steplens
