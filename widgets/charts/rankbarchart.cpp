#include "charts/rankbarchart.h"

#include "style/formatting.h"

#include <algorithm>
#include <cmath>

namespace steplens {

RankBarChart::RankBarChart(const QString& objectName, QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(objectName);
    setMinimumSize(320, 200);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    xAxis->setLabel(tr("Rank"));
    xAxis->grid()->setVisible(false);
    xAxis->setTickLabelRotation(0);
    // The legend row on top, then the title, then the bars.
    addTitleRow(true);
    putLegendOnTop();
    addLayer(QStringLiteral("markers"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    // The labels follow the part of the rank axis in view.
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { updateTicks(); });
    build();
}

void RankBarChart::setBars(const RankBars& bars, const QString& title, const QVector<QColor>& colors)
{
    m_bars = bars;
    m_colors = colors;
    m_title->setText(title);
    build();
    replot();
}

void RankBarChart::build()
{
    clearPlottables();
    for (QCPItemText* m : m_markers)
        removeItem(m);
    m_markers.clear();
    m_stack.clear();
    const int n = int(m_bars.ranks.size());
    QVector<double> keys(n);
    for (int i = 0; i < n; ++i)
        keys[i] = i;
    QCPBars* below = nullptr;
    for (const auto& s : m_bars.series) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(s.name);
        bars->setWidth(0.75);
        bars->setData(keys, s.values, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_stack << bars;
    }
    yAxis->setLabel(m_bars.valueLabel);
    double top = 0;
    for (int i = 0; i < n; ++i) {
        double sum = 0;
        for (const auto& s : m_bars.series)
            sum += s.values[i];
        top = std::max(top, sum);
        if (m_bars.marked.count(m_bars.ranks[std::size_t(i)])) {
            auto* marker = new QCPItemText(this);
            marker->setLayer(QStringLiteral("markers"));
            // The first bar's marker starts at the bar, so the axis does not cut it.
            marker->position->setCoords(i == 0 ? i - 0.375 : double(i), sum);
            marker->setPositionAlignment((i == 0 ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignBottom);
            marker->setText(QStringLiteral("%1\n%2").arg(m_bars.markLabel).arg(m_bars.ranks[std::size_t(i)]));
            marker->setTextAlignment(Qt::AlignCenter);
            marker->setClipToAxisRect(true);
            m_markers << marker;
        }
    }
    yAxis->setRange(0, top > 0 ? top * 1.18 : 1.0);
    // The first kVisibleRanks in view (the sort puts the ones that matter first); the rest by drag.
    const int visible = std::min(n, kVisibleRanks);
    xAxis->setRange(-0.6, std::max(visible, 3) - 0.4);
    updateTicks();
    recolor();
    layoutForWidth(width());
}

void RankBarChart::updateTicks()
{
    // About one label per 28 pixels. The widget's width (the axis rect's lags a resize until the next
    // replot), less the axis margins.
    labelPositionsInView(xAxis, int(m_bars.ranks.size()), width() - 90, 28, [this](int i, bool due) {
        const int rank = m_bars.ranks[std::size_t(i)];
        return due || m_bars.marked.count(rank) ? QString::number(rank) : QString();
    });
}

void RankBarChart::layoutForWidth(int w)
{
    ChartBase::layoutForWidth(w);
    // New bars join the legend in its current wrap: lay every item out again.
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    updateTicks();
}

void RankBarChart::applyColors()
{
    const QPalette pal = palette();
    for (int i = 0; i < m_stack.size(); ++i) {
        const QColor c = i < m_colors.size() ? m_colors[i] : pal.color(QPalette::Mid);
        m_stack[i]->setBrush(c);
        m_stack[i]->setPen(QPen(c.darker(115), 1));
    }
    for (QCPItemText* m : m_markers) {
        QFont f = font();
        f.setBold(true);
        m->setFont(f);
        m->setColor(pal.color(QPalette::WindowText));
    }
}

int RankBarChart::barIndexAt(const QPoint& pos) const
{
    return indexAt(pos, xAxis, int(m_bars.ranks.size()));
}

QString RankBarChart::barToolTip(int index) const
{
    if (index < 0 || index >= int(m_bars.ranks.size()))
        return {};
    QString html = tr("<b>Rank %1</b>").arg(m_bars.ranks[std::size_t(index)]);
    double sum = 0;
    for (const auto& s : m_bars.series) {
        html += QStringLiteral("<br>%1: %2").arg(s.name, fmt::ms(s.values[index]));
        sum += s.values[index];
    }
    html += QStringLiteral("<br>") + tr("Total: %1").arg(fmt::ms(sum));
    if (m_bars.marked.count(m_bars.ranks[std::size_t(index)]))
        html +=
            QStringLiteral("<br><b>") + tr("Named by a finding (%1)").arg(m_bars.markLabel) + QStringLiteral("</b>");
    html += QStringLiteral("<br>") + tr("Click to open this rank");
    return html;
}

void RankBarChart::clickAt(const QPoint& pos)
{
    if (const int i = barIndexAt(pos); i >= 0)
        emit rankClicked(m_bars.ranks[std::size_t(i)]);
}

} // namespace steplens
