#include "charts/rankstepheatmap.h"

#include "charts/serieschart.h"
#include "style/formatting.h"

#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens {

namespace {
// Viridis-like: dark violet (short) over teal to yellow (long); ordered in lightness, so it reads in
// grey and with the common colour-vision deficiencies.
QCPColorGradient timeGradient()
{
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    g.setColorStopAt(0.25, QColor(0x3B, 0x52, 0x8B));
    g.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8C));
    g.setColorStopAt(0.75, QColor(0x5E, 0xC9, 0x62));
    g.setColorStopAt(1.0, QColor(0xFD, 0xE7, 0x25));
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setNanHandling(QCPColorGradient::nhTransparent);
    g.setLevelCount(256);
    return g;
}
} // namespace

RankStepHeatMap::RankStepHeatMap(QWidget* parent)
    : QCustomPlot(parent)
    , m_title(new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold)))
    , m_map(new QCPColorMap(xAxis, yAxis))
    , m_scale(new QCPColorScale(this))
{
    setObjectName(QStringLiteral("clusterHeatMap"));
    setMinimumSize(320, 200);
    setMouseTracking(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Vertical);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setLabel(tr("ms"));
    m_scale->setBarWidth(14);
    m_map->setColorScale(m_scale);
    m_map->setGradient(timeGradient());
    m_map->setInterpolate(false);
    auto* group = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    yAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    xAxis->setLabel(tr("Step"));
    yAxis->setLabel(tr("Rank"));
    yAxis->setRangeReversed(true); // the first rank of the order on top
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setVisible(false);
    xAxis->setSubTicks(false);
    yAxis->setSubTicks(false);
    addLayer(QStringLiteral("outlines"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    connect(yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { updateTicks(); });
    build();
}

QString RankStepHeatMap::titleText() const
{
    return m_title->text();
}

void RankStepHeatMap::setGrid(const RankStepGrid& grid)
{
    m_grid = grid;
    build();
    replot();
}

void RankStepHeatMap::build()
{
    for (QCPItemRect* r : m_outlines)
        removeItem(r);
    m_outlines.clear();
    m_title->setText(m_grid.metricName.isEmpty() ? tr("Rank × step")
                                                 : tr("%1 per rank and step (ms)").arg(m_grid.metricName));
    const int cols = int(m_grid.steps.size()), rows = int(m_grid.ranks.size());
    // A single row or column has no extent in QCPColorMapData: double it (as the link matrix does).
    const bool oneCol = cols <= 1, oneRow = rows <= 1;
    m_map->data()->setSize(oneCol ? 2 : cols, oneRow ? 2 : rows);
    m_map->data()->setRange(oneCol ? QCPRange(-0.25, 0.25) : QCPRange(0, cols - 1),
                            oneRow ? QCPRange(-0.25, 0.25) : QCPRange(0, rows - 1));
    m_map->data()->fill(std::numeric_limits<double>::quiet_NaN());
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < cols; ++x) {
            const double v = m_grid.at(std::size_t(y), std::size_t(x));
            for (int dx = 0; dx <= (oneCol ? 1 : 0); ++dx)
                for (int dy = 0; dy <= (oneRow ? 1 : 0); ++dy)
                    m_map->data()->setCell(x + dx, y + dy, v);
        }
    // The scale spans at least 10 % of the largest value, centred on the data: the steps of a
    // synchronous job differ by fractions of a percent, and a min-max scale would paint that noise
    // from dark violet to yellow.
    double lo = m_grid.minMs, hi = m_grid.maxMs;
    const double least = std::max(0.1 * std::abs(hi), 1e-3);
    if (hi - lo < least) {
        const double mid = (lo + hi) / 2;
        lo = std::max(0.0, mid - least / 2);
        hi = lo + least;
    }
    m_map->setDataRange(QCPRange(lo, hi));
    // Rows a finding names get a mark in a strip right of the last step: an outline over a row a few
    // pixels high would hide the very colour it points at.
    const double right = std::max(0, cols - 1) + 0.5;
    const double strip = std::max(0.12, 0.012 * std::max(1, cols));
    for (int y = 0; y < rows; ++y)
        if (m_grid.marked.count(m_grid.ranks[std::size_t(y)])) {
            auto* rect = new QCPItemRect(this);
            rect->setLayer(QStringLiteral("outlines"));
            rect->topLeft->setCoords(right + strip * 0.25, y - 0.5);
            rect->bottomRight->setCoords(right + strip, y + 0.5);
            m_outlines << rect;
        }
    auto xTicks = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
    xTicks->clear();
    const int everyStep = std::max(1, cols / 20);
    for (int x = 0; x < cols; ++x)
        if (x % everyStep == 0)
            xTicks->addTick(x, m_grid.steps[std::size_t(x)] < 0 ? tr("mean")
                                                                : QString::number(m_grid.steps[std::size_t(x)]));
    xAxis->setRange(-0.5, right + (m_outlines.isEmpty() ? 0.0 : strip));
    yAxis->setRange(-0.5, std::min(rows, kVisibleRows) - 0.5);
    updateTicks();
    applyColors();
}

void RankStepHeatMap::updateTicks()
{
    auto ticks = qSharedPointerCast<QCPAxisTickerText>(yAxis->ticker());
    if (!ticks)
        return;
    ticks->clear();
    const int rows = int(m_grid.ranks.size());
    const QCPRange r = yAxis->range();
    const int first = std::max(0, int(std::floor(r.lower))), last = std::min(rows - 1, int(std::ceil(r.upper)));
    // The widget's height (the axis rect's lags a resize until the next replot), less title and axis.
    const double perPixel = r.size() / std::max(1, height() - 90);
    const int every = std::max(1, int(std::ceil(16 * perPixel)));
    for (int y = first; y <= last; ++y)
        if (m_grid.marked.count(m_grid.ranks[std::size_t(y)]))
            ticks->addTick(y, tr("%1 (slow)").arg(m_grid.ranks[std::size_t(y)]));
        else if (y % every == 0)
            ticks->addTick(y, QString::number(m_grid.ranks[std::size_t(y)]));
}

void RankStepHeatMap::applyColors()
{
    applyPlotPalette(this);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    m_title->setTextColor(text);
    for (QCPAxis* axis : {m_scale->axis()}) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }
    for (QCPItemRect* r : m_outlines) {
        r->setBrush(text);
        r->setPen(Qt::NoPen);
    }
}

std::pair<int, int> RankStepHeatMap::cellAt(const QPoint& pos) const
{
    if (!axisRect()->rect().contains(pos) || m_grid.ranks.empty() || m_grid.steps.empty())
        return {-1, -1};
    const long long x = std::llround(xAxis->pixelToCoord(pos.x())), y = std::llround(yAxis->pixelToCoord(pos.y()));
    if (x < 0 || y < 0 || x >= (long long)m_grid.steps.size() || y >= (long long)m_grid.ranks.size())
        return {-1, -1};
    return {int(y), int(x)};
}

QString RankStepHeatMap::cellToolTip(const QPoint& pos) const
{
    const auto [row, col] = cellAt(pos);
    if (row < 0)
        return {};
    const long long step = m_grid.steps[std::size_t(col)];
    const double v = m_grid.at(std::size_t(row), std::size_t(col));
    QString html = tr("<b>Rank %1, step %2</b>")
                       .arg(m_grid.ranks[std::size_t(row)])
                       .arg(step < 0 ? tr("(mean)") : QString::number(step));
    html += QStringLiteral("<br>%1: %2").arg(m_grid.metricName, std::isnan(v) ? tr("no data") : fmt::ms(v));
    html += QStringLiteral("<br>") + tr("Click to open this rank at this step");
    return html;
}

void RankStepHeatMap::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        replot(rpQueuedReplot);
    }
}

void RankStepHeatMap::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
    updateTicks();
    replot(rpQueuedReplot);
}

void RankStepHeatMap::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    const QString tip = cellToolTip(event->pos());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, this);
}

void RankStepHeatMap::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void RankStepHeatMap::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() >= 4)
        return;
    const auto [row, col] = cellAt(event->pos());
    if (row >= 0)
        emit cellClicked(m_grid.ranks[std::size_t(row)], m_grid.steps[std::size_t(col)]);
}

} // namespace steplens
