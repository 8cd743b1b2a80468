// StepTraceChart: hover, click-to-select, zoom reset and the context menu.
#include "charts/chartexportdialog.h"
#include "charts/steptracechart.h"
#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QResizeEvent>
#include <QToolTip>

#include <cmath>

namespace steplens {

int StepTraceChart::stepIndexAt(const QPoint& pos) const
{
    if (m_series.size() == 0 || !axisRect()->rect().contains(pos))
        return -1;
    const double key = xAxis->pixelToCoord(pos.x());
    const int index = m_series.indexOf(std::llround(key));
    if (index < 0 || std::fabs(double(m_series.steps[std::size_t(index)]) - key) > 0.5)
        return -1;
    return index;
}

QString StepTraceChart::stepToolTip(int index) const
{
    if (index < 0 || std::size_t(index) >= m_series.size())
        return {};
    const auto i = std::size_t(index);
    const QPalette pal = palette();
    const double total = m_series.totalMs[i];
    auto line = [&](const QColor& swatch, const QString& name, double ms) {
        const QString share =
            total > 0 ? QStringLiteral(" (") + fmt::percent(ms / total * 100) + QLatin1Char(')') : QString();
        return QStringLiteral(
                   "<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align=right>&nbsp;%3%4</td></tr>")
            .arg(swatch.name(), name.toHtmlEscaped(), fmt::ms(ms), share);
    };
    QString html =
        QStringLiteral("<b>") + tr("Step %1").arg(m_series.steps[i]) + QStringLiteral("</b> — ") + fmt::ms(total);
    html += QStringLiteral("<table cellspacing=0>");
    html += line(colors::phaseColor(colors::Phase::WaitingForData, pal), tr("Iteration gap (waiting for data)"),
                 m_series.gapMs[i]);
    html += line(colors::phaseColor(colors::Phase::Compute, pal),
                 m_series.inference ? tr("Forward") : tr("Forward+backward"), m_series.computeMs[i]);
    if (!m_series.inference)
        html += line(colors::phaseColor(colors::Phase::Tail, pal), tr("Tail"), m_series.tailMs[i]);
    for (std::size_t k = 0; k < m_plottedStreams.size(); ++k) {
        const std::size_t s = m_plottedStreams[k];
        html += line(colors::streamColor(int(k), pal), tr("Stream %1 reduce").arg(fmt::toQ(m_series.streams[s])),
                     m_series.streamMs[s][i]);
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

void StepTraceChart::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyColors();
        replot(rpQueuedReplot);
    }
}

void StepTraceChart::resizeEvent(QResizeEvent* event)
{
    layoutForWidth(event->size().width());
    QCustomPlot::resizeEvent(event);
}

void StepTraceChart::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void StepTraceChart::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton)
        return;
    const int index = stepIndexAt(event->pos());
    if (index >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), stepToolTip(index), this);
    else
        QToolTip::hideText();
}

void StepTraceChart::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    // A press and release at (nearly) the same place is a click; anything longer was a pan.
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() > 4 || !m_selection)
        return;
    const int index = stepIndexAt(event->pos());
    if (index < 0) {
        m_selection->setSelectedStep(SelectionState::kNoStep);
        return;
    }
    const auto i = std::size_t(index);
    m_selection->setSelectedStep(m_series.steps[i]);
    m_selection->setTimeRange(m_series.startNs[i], m_series.endNs[i]);
}

void StepTraceChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    resetZoom();
    replot(rpQueuedReplot);
}

void StepTraceChart::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(tr("Show all steps"), this, [this] {
        resetZoom();
        replot(rpQueuedReplot);
    });
    menu.addSeparator();
    menu.addAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("Export chart…"), this,
                   [this] { ChartExportDialog::exportChart(this, QStringLiteral("step-trace"), window()); });
    menu.addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy image"), this,
                   [this] { QApplication::clipboard()->setPixmap(toPixmap()); });
    menu.exec(event->globalPos());
}

} // namespace steplens
