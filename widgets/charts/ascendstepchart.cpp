#include "charts/ascendstepchart.h"
#include "charts/serieschart.h"

#include "common/selectionstate.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace steplens {

QColor freeTimeColor(const QPalette& palette)
{
    return colors::isDark(palette) ? QColor(0x9A, 0x9A, 0x9A) : QColor(0xA8, 0xA8, 0xA8);
}

AscendStepChart::AscendStepChart(SelectionState* selection, QWidget* parent)
    : QCustomPlot(parent)
    , m_selection(selection)
{
    setObjectName(QStringLiteral("ascendStepChart"));
    setWindowTitle(tr("Step trace"));
    setMinimumSize(320, 220);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(ticker);
    xAxis->setLabel(tr("Step"));
    yAxis->setLabel(tr("Time per step (ms)"));
    xAxis->grid()->setVisible(false);

    // Title row, then the legend row, then the plot: neither covers a bar.
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);
    legend->setVisible(true);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->insertRow(1);
    plotLayout()->addElement(1, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setRowStretchFactor(1, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(3);
    legend->setMargins(QMargins(6, 2, 6, 0));
    legend->setBorderPen(Qt::NoPen);

    addLayer(QStringLiteral("highlight"), layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_highlight = new QCPItemRect(this);
    m_highlight->setLayer(QStringLiteral("highlight"));
    for (QCPItemPosition* p : {m_highlight->topLeft, m_highlight->bottomRight}) {
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_highlight->setVisible(false);

    addLayer(QStringLiteral("annotations"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_averageLine = new QCPItemStraightLine(this);
    m_averageLine->setLayer(QStringLiteral("annotations"));
    m_averageLabel = new QCPItemText(this);
    m_averageLabel->setLayer(QStringLiteral("annotations"));
    m_averageLabel->setPadding(QMargins(4, 1, 4, 1));
    m_averageLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_averageLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_averageLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_averageLabel->setClipToAxisRect(true);
    setMouseTracking(true);

    if (m_selection)
        connect(m_selection, &SelectionState::selectedStepChanged, this, [this] {
            updateHighlight();
            replot(rpQueuedReplot);
        });
    build();
}

QString AscendStepChart::titleText() const
{
    return m_title->text();
}

void AscendStepChart::setSeries(const AscendStepSeries& series)
{
    m_series = series;
    build();
    updateHighlight();
    replot();
}

void AscendStepChart::build()
{
    clearPlottables();
    m_preparing = m_computing = m_exposed = m_free = nullptr;
    m_overlapped = nullptr;
    m_averageLegend = nullptr;
    m_title->setText(tr("Step time by phase — MindSpore ≥2.3 / torch_npu layout (step_trace_time.csv)"));
    const std::size_t n = m_series.points.size();
    QVector<double> keys(qsizetype(n), 0.0);
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
    ticker->clear();
    // Steps sit at 0..n-1 and carry their own labels: step numbers need not be contiguous.
    const std::size_t labelEvery = std::max<std::size_t>(1, n / 40);
    for (std::size_t i = 0; i < n; ++i) {
        keys[qsizetype(i)] = double(i);
        if (i % labelEvery == 0)
            ticker->addTick(double(i), m_series.points[i].label);
    }
    auto column = [&](double AscendStepPoint::*field) {
        QVector<double> v(qsizetype(n), 0.0);
        for (std::size_t i = 0; i < n; ++i)
            v[qsizetype(i)] = m_series.points[i].*field;
        return v;
    };
    QCPBars* below = nullptr;
    auto makeBars = [&](const QString& name, double AscendStepPoint::*field) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(name);
        bars->setWidth(n > 60 ? 0.8 : 0.6);
        bars->setData(keys, column(field), true);
        if (below)
            bars->moveAbove(below);
        below = bars;
        return bars;
    };
    if (m_series.hasPreparing)
        m_preparing = makeBars(tr("Preparing (host, before the device starts)"), &AscendStepPoint::preparingMs);
    m_computing = makeBars(tr("Computing"), &AscendStepPoint::computingMs);
    if (m_series.hasExposed)
        m_exposed = makeBars(tr("Communication (not overlapped)"), &AscendStepPoint::exposedCommMs);
    if (m_series.hasFree)
        m_free = makeBars(tr("Free (device idle)"), &AscendStepPoint::freeMs);
    if (m_series.hasOverlapped) {
        // Beside the stack, not on it: this time is already inside Computing.
        QVector<double> beside(keys);
        for (double& k : beside)
            k += kOverlapOffset;
        m_overlapped = new QCPBars(xAxis, yAxis);
        m_overlapped->setName(tr("Overlapped communication (hidden under Computing, drawn beside the bar)"));
        m_overlapped->setWidth(n > 60 ? 0.15 : 0.18);
        m_overlapped->setData(beside, column(&AscendStepPoint::overlappedMs), true);
    }
    const double avg = m_series.averageWallMs;
    m_averageLegend = addGraph();
    m_averageLegend->setName(tr("Average step %1").arg(fmt::ms(avg)));
    m_averageLine->point1->setCoords(0, avg);
    m_averageLine->point2->setCoords(1, avg);
    m_averageLabel->position->setCoords(0.995, avg);
    m_averageLabel->setText(tr("average %1").arg(fmt::ms(avg)));
    m_averageLine->setVisible(n > 0 && avg > 0);
    m_averageLabel->setVisible(m_averageLine->visible());

    double top = avg;
    for (const AscendStepPoint& p : m_series.points)
        top = std::max({top, p.preparingMs + p.computingMs + p.exposedCommMs + p.freeMs, p.overlappedMs});
    yAxis->setRange(0, top > 0 ? top * 1.12 : 1.0);
    resetZoom();
    applyColors();
    layoutForWidth(width());
}

void AscendStepChart::resetZoom()
{
    const double n = double(m_series.points.size());
    // At least three steps' room, centred: a single step would otherwise fill the width with one bar.
    const double half = std::max(n, 3.0) / 2.0;
    xAxis->setRange((n - 1) / 2.0 - half + 0.1, (n - 1) / 2.0 + half + 0.1);
}

void AscendStepChart::layoutForWidth(int width)
{
    wrapLegend(this, width);
}

void AscendStepChart::applyColors()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    applyPlotPalette(this); // background, axes, grid and legend, as every chart
    m_title->setTextColor(text);
    auto paint = [&](QCPBars* bars, const QColor& c) {
        if (!bars)
            return;
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(colors::isDark(pal) ? 100 : 115), 1));
    };
    // Preparing plays the iteration gap's role (waiting before the step), so it has its colour.
    paint(m_preparing, colors::phaseColor(colors::Phase::WaitingForData, pal));
    paint(m_computing, colors::phaseColor(colors::Phase::Compute, pal));
    paint(m_exposed, colors::phaseColor(colors::Phase::Communication, pal));
    paint(m_free, freeTimeColor(pal));
    if (m_overlapped) {
        const QColor c = colors::streamColor(1, pal); // vermilion: stands apart from every bar colour
        m_overlapped->setBrush(QBrush(c, Qt::BDiagPattern));
        m_overlapped->setPen(QPen(c, 1.5));
    }
    const QPen averagePen(colors::referenceLineColor(pal), 1.5, Qt::DashLine);
    m_averageLine->setPen(averagePen);
    if (m_averageLegend)
        m_averageLegend->setPen(averagePen);
    m_averageLabel->setColor(text);
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(220);
    m_averageLabel->setBrush(backing);
    m_highlight->setBrush(colors::selectionFill(pal));
    m_highlight->setPen(QPen(pal.color(QPalette::Highlight), 1));
}

void AscendStepChart::updateHighlight()
{
    const int index = m_selection ? m_series.indexOfStep(m_selection->selectedStep()) : -1;
    m_highlight->setVisible(index >= 0);
    if (index < 0)
        return;
    m_highlight->topLeft->setCoords(index - 0.5, 0.0);
    m_highlight->bottomRight->setCoords(index + 0.5, 1.0);
}

int AscendStepChart::stepIndexAt(const QPoint& pos) const
{
    if (m_series.empty() || !axisRect()->rect().contains(pos))
        return -1;
    const long long index = std::llround(xAxis->pixelToCoord(pos.x()));
    return index >= 0 && index < (long long)m_series.points.size() ? int(index) : -1;
}

QString AscendStepChart::stepToolTip(int index) const
{
    if (index < 0 || std::size_t(index) >= m_series.points.size())
        return {};
    const AscendStepPoint& p = m_series.points[std::size_t(index)];
    const QPalette pal = palette();
    auto line = [&](const QColor& swatch, const QString& name, double ms) {
        const QString share =
            p.wallMs > 0 ? QStringLiteral(" (") + fmt::percent(ms / p.wallMs * 100) + QLatin1Char(')') : QString();
        return QStringLiteral(
                   "<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align=right>&nbsp;%3%4</td></tr>")
            .arg(swatch.name(), name.toHtmlEscaped(), fmt::ms(ms), share);
    };
    QString html = QStringLiteral("<b>") + tr("Step %1").arg(p.label) + QStringLiteral("</b> — ") + fmt::ms(p.wallMs);
    html += QStringLiteral("<table cellspacing=0>");
    if (m_series.hasPreparing)
        html += line(colors::phaseColor(colors::Phase::WaitingForData, pal), tr("Preparing"), p.preparingMs);
    html += line(colors::phaseColor(colors::Phase::Compute, pal), tr("Computing"), p.computingMs);
    if (m_series.hasExposed)
        html += line(colors::phaseColor(colors::Phase::Communication, pal), tr("Communication (not overlapped)"),
                     p.exposedCommMs);
    if (m_series.hasFree)
        html += line(freeTimeColor(pal), tr("Free"), p.freeMs);
    if (m_series.hasOverlapped)
        html += line(colors::streamColor(1, pal), tr("Overlapped communication"), p.overlappedMs);
    html += QStringLiteral("</table>");
    if (m_series.averageWallMs > 0) {
        const double diff = (p.wallMs - m_series.averageWallMs) / m_series.averageWallMs * 100;
        html +=
            tr("%1 the average step (%2)")
                .arg(diff >= 0 ? QStringLiteral("+") + fmt::percent(diff) : QStringLiteral("−") + fmt::percent(-diff),
                     fmt::ms(m_series.averageWallMs));
    }
    return html;
}

void AscendStepChart::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        replot(rpQueuedReplot);
    }
}

void AscendStepChart::resizeEvent(QResizeEvent* event)
{
    layoutForWidth(event->size().width());
    QCustomPlot::resizeEvent(event);
}

void AscendStepChart::mouseMoveEvent(QMouseEvent* event)
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

void AscendStepChart::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void AscendStepChart::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    // A click, not the end of a drag, selects the step under the pointer.
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() > 4)
        return;
    const int index = stepIndexAt(event->pos());
    if (index >= 0 && m_selection)
        m_selection->setSelectedStep(m_series.points[std::size_t(index)].stepNum);
}

void AscendStepChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    resetZoom();
    replot();
}

} // namespace steplens
