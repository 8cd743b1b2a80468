#pragma once
// A line chart of a few series over a shared key axis (steps, batches, seconds), palette-aware, with
// the legend in a row above the plot, hover values, an optional "full" reference line, and a
// centred message instead of empty axes when there is nothing to draw. The data-preparation panel's
// queue, cost and CPU charts are instances.
#include "charts/chartbase.h"

namespace steplens {

class SeriesChart : public ChartBase
{
    Q_OBJECT
public:
    struct Series {
        QString name;
        QVector<double> keys; // sorted
        QVector<double> values;
        int colorIndex = 0; // colors::streamColor index
        Qt::PenStyle style = Qt::SolidLine;
        bool stepLine = false; // draw as steps (queue sizes are held until the next sample)
        QString unit;          // for the hover text: "ms", "%", "batches"
    };

    SeriesChart(const QString& objectName, const QString& title, QWidget* parent = nullptr);

    void setAxisLabels(const QString& keyLabel, const QString& valueLabel);
    // Replaces every series; an empty list shows `emptyText` in place of the plot.
    void setSeries(const QVector<Series>& series, const QString& emptyText = QString());
    // A labelled horizontal line (e.g. the queue capacity); NaN hides it.
    void setReferenceLine(double value, const QString& label);
    // Draws the series named `name` thicker (the op picked elsewhere); empty for none.
    void setEmphasised(const QString& name);
    void setValueRangeFixed(double lower, double upper); // e.g. 0-100 %; an empty range = automatic
    // Lets a few values far above the rest (the warm-up batch) leave the top of the plot, named in a
    // label, so the others are not squashed flat against the axis.
    void setClipOutliers(bool clip) { m_clipOutliers = clip; }
    QString offScaleText() const;
    // Above the reference line (Qt::AlignBottom at it) or, near the top of the plot, under it (AlignTop).
    Qt::Alignment referenceLabelAlignment() const;

    int seriesCount() const { return int(m_series.size()); }
    const Series& series(int i) const { return m_series[i]; }
    QString emptyText() const { return m_empty ? m_emptyText : QString(); }
    // Hover text at a key, for tests: every series' value at the nearest key.
    QString toolTipAt(double key) const;
    QString toolTipAtPoint(const QPoint& pos) const override;

protected:
    void applyColors() override;
    void resetView() override;
    QString resetViewText() const override;

private:
    void rescale();
    void placeLegend();

    QVector<Series> m_series;
    QVector<QCPGraph*> m_graphs;
    QString m_emptyText;
    bool m_empty = true;
    QString m_emphasised;
    double m_fixedLower = 0, m_fixedUpper = 0;
    double m_reference = std::numeric_limits<double>::quiet_NaN();
    QCPItemStraightLine* m_referenceLine;
    QCPItemText* m_referenceLabel;
    QCPItemText* m_emptyLabel;
    QCPItemText* m_offScaleLabel;
    bool m_clipOutliers = false;
};

} // namespace steplens
