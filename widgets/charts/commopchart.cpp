#include "charts/commopchart.h"

#include "charts/ascendstepchart.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>

namespace steplens {

CommOpChart::CommOpChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("commOpChart"));
    setWindowTitle(tr("Communication operations"));
    setMinimumSize(320, 220);
    // Title row, then the legend row, then the plot.
    putLegendOnTop();
    addTitleRow(true);
    legend->setWrap(3);
    xAxis->setLabel(tr("Time (ms)"));
    yAxis->setRangeReversed(true); // the slowest operation on top
    yAxis->grid()->setVisible(false);
    yAxis->setTickLength(0, 0);
    yAxis->setSubTicks(false);
    recolor();
}

void CommOpChart::setOps(const std::vector<CommOpSummary>& ops, const QString& title)
{
    clearPlottables();
    m_ops.assign(ops.begin(), ops.begin() + std::ptrdiff_t(std::min(ops.size(), kMaxOps)));
    m_title->setText(title);
    const int n = int(m_ops.size());
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys(n), transit(n), wait(n), idle(n);
    for (int i = 0; i < n; ++i) {
        const CommOpSummary& s = m_ops[std::size_t(i)];
        keys[i] = i;
        transit[i] = s.transitMs;
        wait[i] = s.waitMs;
        // Idle is what the elapse leaves after transit and wait (never negative on screen).
        idle[i] = std::max(0.0, s.elapseMs - s.transitMs - s.waitMs);
        QString label = QString::fromStdString(s.name);
        if (label.size() > 34)
            label = label.left(16) + QStringLiteral("…") + label.right(16);
        if (!s.step.empty())
            label += QStringLiteral(" (") + QString::fromStdString(s.step) + QLatin1Char(')');
        ticker->addTick(i, label);
    }
    yAxis->setTicker(ticker);
    QCPBars* below = nullptr;
    auto make = [&](const QString& name, const QVector<double>& v) {
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setName(name);
        bars->setWidth(0.7);
        bars->setData(keys, v, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
        return bars;
    };
    m_transit = make(tr("Transit (moving data)"), transit);
    m_wait = make(tr("Wait (for other ranks)"), wait);
    m_idle = make(tr("Idle (rest of the elapse)"), idle);
    double top = 0;
    for (const CommOpSummary& s : m_ops)
        top = std::max({top, s.elapseMs, s.transitMs + s.waitMs});
    xAxis->setRange(0, top > 0 ? top * 1.05 : 1.0);
    yAxis->setRange(-0.6, std::max(n, 1) - 0.4);
    recolor();
    layoutForWidth(width());
    replot();
}

void CommOpChart::applyColors()
{
    const QPalette pal = palette();
    auto paint = [&](QCPBars* bars, const QColor& c) {
        if (bars) {
            bars->setBrush(c);
            bars->setPen(QPen(c.darker(115), 1));
        }
    };
    paint(m_transit, colors::phaseColor(colors::Phase::Communication, pal));
    paint(m_wait, colors::phaseColor(colors::Phase::WaitingForData, pal)); // waiting has one colour everywhere
    paint(m_idle, freeTimeColor(pal));
}

QString CommOpChart::toolTipAtPoint(const QPoint& pos) const
{
    const int i = indexAt(pos, yAxis, int(m_ops.size()));
    if (i < 0)
        return {};
    const CommOpSummary& s = m_ops[std::size_t(i)];
    QString html = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(s.name).toHtmlEscaped());
    if (!s.step.empty())
        html += QStringLiteral(" · ") + QString::fromStdString(s.step).toHtmlEscaped();
    html += QStringLiteral("<br>") +
            tr("Elapse %1 · transit %2 · wait %3 · idle %4")
                .arg(fmt::ms(s.elapseMs), fmt::ms(s.transitMs), fmt::ms(s.waitMs), fmt::ms(s.idleMs));
    if (!s.transport.empty())
        html +=
            QStringLiteral("<br>") + tr("%1: %2 MB at %3 GB/s")
                                         .arg(QString::fromStdString(s.transport), QString::number(s.sizeMB, 'f', 2),
                                              QString::number(s.bandwidthGBs, 'f', 2));
    return html;
}

} // namespace steplens
