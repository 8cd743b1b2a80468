#pragma once
// The step chart of the MindSpore >= 2.3 / torch_npu layout (step_trace_time.csv): one stacked bar
// per step of Preparing | Computing | Communication (Not Overlapped) | Free, the communication that
// overlaps computing as a separate line (it is inside Computing, so stacking it would count it
// twice), and the average step as a dashed line. The title names the layout. Hover shows a step's
// numbers; clicking selects the step in the shared SelectionState.
#include "models/ascendstepseries.h"

#include <qcustomplot.h>

namespace steplens {

class SelectionState;

class AscendStepChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit AscendStepChart(SelectionState* selection, QWidget* parent = nullptr);

    void setSeries(const AscendStepSeries& series);
    const AscendStepSeries& series() const { return m_series; }

    // The stacked bars, bottom to top (null for a part the file lacks), and the overlapped bars beside them.
    QCPBars* preparingBars() const { return m_preparing; }
    QCPBars* computingBars() const { return m_computing; }
    QCPBars* exposedBars() const { return m_exposed; }
    QCPBars* freeBars() const { return m_free; }
    QCPBars* overlappedBars() const { return m_overlapped; }
    static constexpr double kOverlapOffset = 0.4; // the overlapped bar's key is the step's + this
    QString titleText() const;

    int stepIndexAt(const QPoint& pos) const;
    QString stepToolTip(int index) const;
    Q_INVOKABLE void layoutForWidth(int width);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void build();
    void applyColors();
    void updateHighlight();
    void resetZoom();

    SelectionState* m_selection;
    AscendStepSeries m_series;
    QCPTextElement* m_title = nullptr;
    QCPBars* m_preparing = nullptr;
    QCPBars* m_computing = nullptr;
    QCPBars* m_exposed = nullptr;
    QCPBars* m_free = nullptr;
    QCPBars* m_overlapped = nullptr;
    QCPGraph* m_averageLegend = nullptr;
    QCPItemStraightLine* m_averageLine = nullptr;
    QCPItemText* m_averageLabel = nullptr;
    QCPItemRect* m_highlight = nullptr;
    QPoint m_pressPos;
};

// The colour of "Free" (device idle inside the step): a neutral grey that reads on both palettes.
QColor freeTimeColor(const QPalette& palette);

} // namespace steplens
