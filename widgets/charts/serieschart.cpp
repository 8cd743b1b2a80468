#include "charts/serieschart.h"

#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>

namespace steplens {

SeriesChart::SeriesChart(const QString& objectName, const QString& title, QWidget* parent)
    : ChartBase(parent)
    , m_referenceLine(new QCPItemStraightLine(this))
    , m_referenceLabel(new QCPItemText(this))
    , m_emptyLabel(new QCPItemText(this))
    , m_offScaleLabel(new QCPItemText(this))
{
    setObjectName(objectName);
    setWindowTitle(title);
    setMinimumSize(280, 180);
    setNoAntialiasingOnDrag(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    xAxis->grid()->setVisible(false);
    putLegendOnTop();
    enableContextMenu(objectName);

    m_referenceLine->setVisible(false);
    m_referenceLabel->setVisible(false);
    m_referenceLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_referenceLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_referenceLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_referenceLabel->setPadding(QMargins(4, 1, 4, 1));
    m_referenceLabel->setClipToAxisRect(true);
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.45);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    m_emptyLabel->setTextAlignment(Qt::AlignCenter);
    m_emptyLabel->setClipToAxisRect(false);
    m_offScaleLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_offScaleLabel->position->setCoords(0.99, 0.02);
    m_offScaleLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_offScaleLabel->setPadding(QMargins(4, 2, 4, 2));
    m_offScaleLabel->setTextAlignment(Qt::AlignLeft); // one value per line when the plot is narrow
    m_offScaleLabel->setVisible(false);
    placeLegend();
    recolor();
}

void SeriesChart::placeLegend()
{
    // A legend without items caps its layout column, and with it the axis rect below, to its own
    // few pixels (QCustomPlot 2.1): an empty chart on screen shrank to a sliver. It leaves the
    // layout while there is nothing to list.
    if (m_empty && legend->layout())
        plotLayout()->take(legend);
    else if (!m_empty && !legend->layout())
        plotLayout()->addElement(0, 0, legend);
}

namespace {
// A series' name without its explanation in brackets ("Get from the pipeline (average 1.2 ms)"), in
// ASCII or full-width brackets (the Chinese names use "（").
QString shortSeriesName(const QString& name)
{
    int cut = name.indexOf(QStringLiteral(" ("));
    const int wide = name.indexOf(QChar(0xFF08));
    if (wide >= 0 && (cut < 0 || wide < cut))
        cut = wide;
    return cut < 0 ? name : name.left(cut).trimmed();
}
} // namespace

QString SeriesChart::offScaleText() const
{
    return m_offScaleLabel->visible() ? m_offScaleLabel->text() : QString();
}

Qt::Alignment SeriesChart::referenceLabelAlignment() const
{
    return m_referenceLabel->positionAlignment() & Qt::AlignVertical_Mask;
}

void SeriesChart::setAxisLabels(const QString& keyLabel, const QString& valueLabel)
{
    xAxis->setLabel(keyLabel);
    yAxis->setLabel(valueLabel);
}

void SeriesChart::setSeries(const QVector<Series>& series, const QString& emptyText)
{
    clearPlottables();
    m_graphs.clear();
    m_series = series;
    m_emptyText = emptyText;
    for (const Series& s : m_series) {
        QCPGraph* g = addGraph();
        g->setName(s.name);
        g->setData(s.keys, s.values, true);
        g->setLineStyle(s.stepLine ? QCPGraph::lsStepLeft : QCPGraph::lsLine);
        m_graphs << g;
        if (s.stepLine && !s.keys.isEmpty()) {
            // A step line holds each value until the next key: give the last one its step too.
            g->addData(s.keys.last() + (s.keys.size() > 1 ? s.keys.last() - s.keys[s.keys.size() - 2] : 1.0),
                       s.values.last());
        }
    }
    m_empty = true;
    for (const Series& s : m_series)
        m_empty = m_empty && s.keys.isEmpty();
    m_emptyLabel->setText(emptyText.isEmpty() ? tr("No data") : emptyText);
    m_emptyLabel->setVisible(m_empty);
    legend->setVisible(!m_empty);
    placeLegend();
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setTicks(!m_empty);
        axis->setTickLabels(!m_empty);
    }
    recolor();
    rescale();
    layoutForWidth(width());
    replot(rpQueuedReplot);
}

void SeriesChart::setReferenceLine(double value, const QString& label)
{
    m_reference = value;
    const bool shown = !std::isnan(value) && !m_empty;
    m_referenceLine->setVisible(shown);
    m_referenceLabel->setVisible(shown);
    if (shown) {
        m_referenceLine->point1->setCoords(0, value);
        m_referenceLine->point2->setCoords(1, value);
        m_referenceLabel->position->setCoords(0.995, value);
        m_referenceLabel->setText(label);
    }
    rescale();
    replot(rpQueuedReplot);
}

void SeriesChart::setEmphasised(const QString& name)
{
    m_emphasised = name;
    recolor();
    replot(rpQueuedReplot);
}

void SeriesChart::setValueRangeFixed(double lower, double upper)
{
    m_fixedLower = lower;
    m_fixedUpper = upper;
    rescale();
}

void SeriesChart::rescale()
{
    m_offScaleLabel->setVisible(false);
    if (m_empty) {
        xAxis->setRange(0, 1);
        yAxis->setRange(0, 1);
        return;
    }
    rescaleAxes();
    if (m_fixedUpper > m_fixedLower) {
        yAxis->setRange(m_fixedLower, m_fixedUpper);
        return;
    }
    double top = yAxis->range().upper;
    if (m_clipOutliers) {
        std::vector<double> all;
        for (const Series& s : m_series)
            all.insert(all.end(), s.values.begin(), s.values.end());
        // The 90th percentile needs only its own place, not a sorted copy (300,000 batches: a sort was a
        // tenth of the data preparation panel's time).
        const auto at90 = all.begin() + std::ptrdiff_t(all.size() * 9 / 10);
        if (!all.empty())
            std::nth_element(all.begin(), at90, all.end());
        const double p90 = all.empty() ? 0 : *at90;
        const double limit = 3 * p90;
        if (p90 > 0 && top > limit) {
            QStringList off;
            double below = 0;
            for (const Series& s : m_series)
                for (int i = 0; i < s.values.size(); ++i) {
                    if (s.values[i] <= limit)
                        below = std::max(below, s.values[i]);
                    else if (off.size() < 3)
                        off << tr("%1 %2 %3 at %4 %5")
                                   .arg(shortSeriesName(s.name),
                                        QString::number(s.values[i], 'f', 1), s.unit, xAxis->label().toLower(),
                                        QString::number(s.keys[i], 'g', 8));
                }
            top = below;
            // One line while it fits in the plot, else one value per line: a label wider than the plot
            // would run off its left edge.
            QString text = tr("Off the scale: %1").arg(off.join(QStringLiteral(", ")));
            if (QFontMetrics(m_offScaleLabel->font()).horizontalAdvance(text) > width() - 100)
                text = tr("Off the scale:") + QLatin1Char('\n') + off.join(QLatin1Char('\n'));
            m_offScaleLabel->setText(text);
            m_offScaleLabel->setVisible(true);
        }
    }
    if (!std::isnan(m_reference))
        top = std::max(top, m_reference);
    top = top > 0 ? top * 1.1 : 1.0;
    // A little room below zero, so a series that sits at 0 (an empty queue) is not hidden by the axis.
    yAxis->setRange(std::min(0.0, yAxis->range().lower) - top * 0.03, top);
    if (!std::isnan(m_reference)) {
        // A line near the top of a short chart has no room above it for its label (the "host queue capacity"
        // label was cut off): write the label under the line there.
        const QCPRange r = yAxis->range();
        const bool nearTop = m_reference > r.upper - 0.2 * r.size();
        m_referenceLabel->setPositionAlignment(Qt::AlignRight | (nearTop ? Qt::AlignTop : Qt::AlignBottom));
    }
}

void SeriesChart::applyColors()
{
    const QPalette pal = palette();
    for (int i = 0; i < m_graphs.size(); ++i) {
        const Series& s = m_series[i];
        const QColor c = colors::streamColor(s.colorIndex, pal);
        const bool strong = !m_emphasised.isEmpty() && s.name == m_emphasised;
        const bool faded = !m_emphasised.isEmpty() && !strong;
        QColor pen = c;
        if (faded)
            pen.setAlpha(colors::isDark(pal) ? 170 : 130);
        m_graphs[i]->setPen(QPen(pen, strong ? 3.0 : 1.6, s.style));
        // Markers while points are few enough to be told apart.
        const bool few = s.keys.size() <= 60 && !s.stepLine;
        m_graphs[i]->setScatterStyle(few ? QCPScatterStyle(QCPScatterStyle::ssCircle, pen, pal.color(QPalette::Base), 5)
                                         : QCPScatterStyle(QCPScatterStyle::ssNone));
    }
    const QPen ref(colors::referenceLineColor(pal), 1.2, Qt::DashLine);
    m_referenceLine->setPen(ref);
    m_referenceLabel->setColor(pal.color(QPalette::WindowText));
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(220);
    m_referenceLabel->setBrush(backing);
    m_emptyLabel->setColor(pal.color(QPalette::PlaceholderText));
    m_offScaleLabel->setColor(pal.color(QPalette::WindowText));
    m_offScaleLabel->setBrush(backing);
    m_offScaleLabel->setPen(QPen(pal.color(QPalette::Mid)));
}

QString SeriesChart::toolTipAt(double key) const
{
    QString html;
    double shownKey = std::nan("");
    for (const Series& s : m_series) {
        if (s.keys.isEmpty())
            continue;
        auto it = std::lower_bound(s.keys.begin(), s.keys.end(), key);
        if (it == s.keys.end() || (it != s.keys.begin() && key - *(it - 1) < *it - key))
            --it;
        const auto i = int(it - s.keys.begin());
        if (std::isnan(shownKey))
            shownKey = s.keys[i];
        html +=
            QStringLiteral("<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align=right style='white-space:nowrap'>&nbsp;%3 %4</td></tr>")
                .arg(colors::streamColor(s.colorIndex, palette()).name(), s.name.toHtmlEscaped(),
                     QString::number(s.values[i], 'f', std::fabs(s.values[i]) >= 100 ? 1 : 3), s.unit.toHtmlEscaped());
    }
    if (html.isEmpty())
        return {};
    return QStringLiteral("<b>%1 %2</b><table cellspacing=0>%3</table>")
        .arg(xAxis->label().toHtmlEscaped(), QString::number(shownKey, 'g', 8), html);
}

QString SeriesChart::toolTipAtPoint(const QPoint& pos) const
{
    if (m_empty || !axisRect()->rect().contains(pos))
        return {};
    return toolTipAt(xAxis->pixelToCoord(pos.x()));
}

void SeriesChart::resetView()
{
    rescale();
}

QString SeriesChart::resetViewText() const
{
    return tr("Show everything");
}

} // namespace steplens
