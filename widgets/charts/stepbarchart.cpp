#include "charts/stepbarchart.h"

#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>

namespace steplens {

StepBarChart::StepBarChart(SelectionState* selection, QWidget* parent)
    : ChartBase(parent)
    , m_selection(selection)
{
    setWindowTitle(tr("Step trace"));
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    xAxis->setLabel(tr("Step"));
    yAxis->setLabel(tr("Time per step (ms)"));
    xAxis->grid()->setVisible(false);
    // The legend sits in its own row above the plot, so it never covers bars.
    putLegendOnTop();

    addLayer(QStringLiteral("highlight"), layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_highlight = new QCPItemRect(this);
    m_highlight->setLayer(QStringLiteral("highlight"));
    for (QCPItemPosition* p : {m_highlight->topLeft, m_highlight->bottomRight}) {
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_highlight->setVisible(false);

    // The average line and its label are drawn above the bars, the label on a backing so it stays legible.
    addLayer(QStringLiteral("annotations"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_averageLine = new QCPItemStraightLine(this);
    m_averageLine->setLayer(QStringLiteral("annotations"));
    m_averageLine->setVisible(false);
    m_averageLabel = new QCPItemText(this);
    m_averageLabel->setLayer(QStringLiteral("annotations"));
    m_averageLabel->setPadding(QMargins(4, 1, 4, 1));
    m_averageLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_averageLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_averageLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_averageLabel->setClipToAxisRect(true);
    m_averageLabel->setVisible(false);
    m_groupNote = new QCPItemText(this);
    m_groupNote->setLayer(QStringLiteral("annotations"));
    m_groupNote->setPadding(QMargins(4, 1, 4, 1));
    m_groupNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_groupNote->position->setCoords(0.005, 0.0);
    m_groupNote->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_groupNote->setClipToAxisRect(true);
    m_groupNote->setVisible(false);

    if (m_selection)
        connect(m_selection, &SelectionState::selectedStepChanged, this, [this] {
            updateHighlight();
            replot(rpQueuedReplot);
        });
}

void StepBarChart::setAverage(double averageMs)
{
    m_averageMs = averageMs;
    m_averageLegend = addGraph();
    m_averageLegend->setName(tr("Average step %1").arg(fmt::ms(averageMs)));
    m_averageLine->point1->setCoords(0, averageMs);
    m_averageLine->point2->setCoords(1, averageMs);
    m_averageLabel->position->setCoords(0.995, averageMs);
    m_averageLabel->setText(tr("average %1").arg(fmt::ms(averageMs)));
    m_averageLine->setVisible(stepCount() > 0 && averageMs > 0);
    m_averageLabel->setVisible(m_averageLine->visible());
}

int StepBarChart::stepsPerBarFor(double pixelsPerStep) const
{
    const double steps = std::max(1.0, double(stepCount()));
    return pixelsPerStep >= 1 ? 1 : int(std::min(std::ceil(1.0 / std::max(pixelsPerStep, 1e-9)), steps));
}

std::vector<int> StepBarChart::slowestOfGroups(int stepsPerBar) const
{
    const int n = stepCount();
    const int group = std::max(1, stepsPerBar);
    std::vector<int> out;
    out.reserve(std::size_t(n / group + 1));
    for (int first = 0; first < n; first += group) {
        const int last = std::min(n, first + group);
        int slowest = first;
        double slowestMs = stepTotalMs(first);
        for (int i = first + 1; i < last; ++i) {
            const double ms = stepTotalMs(i);
            if (ms > slowestMs) {
                slowest = i;
                slowestMs = ms;
            }
        }
        out.push_back(slowest);
    }
    return out;
}

void StepBarChart::showGroupNote(int stepsPerBar)
{
    m_groupNote->setText(tr("each bar: the slowest of %1 steps (zoom in for every step)").arg(stepsPerBar));
    m_groupNote->setVisible(stepsPerBar > 1);
}

QString StepBarChart::groupNoteText() const
{
    return m_groupNote->visible() ? m_groupNote->text() : QString();
}

void StepBarChart::updateHighlight()
{
    const int index = m_selection ? indexOfStep(m_selection->selectedStep()) : -1;
    m_highlight->setVisible(index >= 0);
    if (index < 0)
        return;
    const double key = stepKey(index);
    m_highlight->topLeft->setCoords(key - 0.5, 0.0);
    m_highlight->bottomRight->setCoords(key + 0.5, 1.0);
}

void StepBarChart::applyColors()
{
    const QPalette pal = palette();
    const QPen averagePen(colors::referenceLineColor(pal), 1.5, Qt::DashLine);
    m_averageLine->setPen(averagePen);
    if (m_averageLegend)
        m_averageLegend->setPen(averagePen);
    m_averageLabel->setColor(pal.color(QPalette::WindowText));
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(220);
    m_averageLabel->setBrush(backing);
    m_groupNote->setColor(pal.color(QPalette::WindowText));
    m_groupNote->setBrush(backing);
    m_highlight->setBrush(colors::selectionFill(pal));
    m_highlight->setPen(QPen(pal.color(QPalette::Highlight), 1));
}

int StepBarChart::stepIndexAt(const QPoint& pos) const
{
    if (stepCount() == 0 || !axisRect()->rect().contains(pos))
        return -1;
    return indexAtKey(xAxis->pixelToCoord(pos.x()));
}

QString StepBarChart::toolTipAtPoint(const QPoint& pos) const
{
    return stepToolTip(stepIndexAt(pos));
}

QString StepBarChart::stepToolTip(int index) const
{
    if (index < 0 || index >= stepCount())
        return {};
    const double total = stepTotalMs(index);
    QString html =
        QStringLiteral("<b>") + tr("Step %1").arg(stepName(index)) + QStringLiteral("</b> — ") + fmt::ms(total);
    html += QStringLiteral("<table cellspacing=0>");
    for (const ToolTipRow& row : toolTipRows(index)) {
        const QString share =
            total > 0 ? QStringLiteral(" (") + fmt::percent(row.ms / total * 100) + QLatin1Char(')') : QString();
        html +=
            QStringLiteral("<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align=right style='white-space:nowrap'>&nbsp;%3%4</td></tr>")
                .arg(row.swatch.name(), row.name.toHtmlEscaped(), fmt::ms(row.ms), share);
    }
    html += QStringLiteral("</table>");
    if (m_averageMs > 0) {
        const double diff = (total - m_averageMs) / m_averageMs * 100;
        html +=
            tr("%1 the average step (%2)")
                .arg(diff >= 0 ? QStringLiteral("+") + fmt::percent(diff) : QStringLiteral("−") + fmt::percent(-diff),
                     fmt::ms(m_averageMs));
    }
    return html;
}

void StepBarChart::clickAt(const QPoint& pos)
{
    if (m_selection)
        selectStep(stepIndexAt(pos));
}

} // namespace steplens
