#pragma once
// The link matrix as a heat map: source rank down, destination rank across, each cell coloured by
// its bandwidth (GB/s) on a scale from vermilion (0) over pale yellow to blue (the fastest link), with
// its number written in. LOCAL cells (a copy inside one device) are grey and left off the scale so
// they do not flatten it; slow links get a thick outline and the word "slow".
#include "models/linkmatrix.h"

#include <qcustomplot.h>

namespace steplens {

class LinkMatrixChart : public QCustomPlot
{
    Q_OBJECT
public:
    // Above this many ranks the cells are too small for their numbers; hover still shows them.
    static constexpr int kMaxLabelledRanks = 16;

    explicit LinkMatrixChart(QWidget* parent = nullptr);

    void setMatrix(const LinkMatrix& matrix, const QString& title);
    const LinkMatrix& matrix() const { return m_matrix; }
    QCPColorMap* colorMap() const { return m_map; }
    QString titleText() const;
    // The bandwidth the colour map holds for a cell (NaN when it has no link or is LOCAL).
    double cellValue(int src, int dst) const;
    // The label written in a cell ("" when none).
    QString cellLabel(int src, int dst) const;
    QString cellToolTip(const QPoint& pos) const;

protected:
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void build();
    void applyColors();

    LinkMatrix m_matrix;
    QString m_title;
    QCPTextElement* m_titleElement;
    QCPColorMap* m_map;
    QCPColorScale* m_scale;
    QList<QCPAbstractItem*> m_cellItems;
    std::map<std::pair<int, int>, QCPItemText*> m_labels;
};

} // namespace steplens
