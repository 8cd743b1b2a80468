#include "charts/optypechart.h"

#include "model/time.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <algorithm>

namespace steplens {

OpTypeChart::OpTypeChart(const QString& objectName, QWidget* parent)
    : ChartBase(parent)
    , m_emptyLabel(new QCPItemText(this))
{
    setObjectName(objectName);
    // A title, so an exported image says what it shows.
    addTitleRow(false);
    enableContextMenu(objectName);
    setMinimumSize(260, 200);
    yAxis->setRangeReversed(true); // the slowest type on top
    yAxis->grid()->setVisible(false);
    yAxis->setTickLength(0, 0);
    yAxis->setSubTicks(false);
    xAxis->setLabel(tr("Total time (ms)"));
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.45);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    m_emptyLabel->setVisible(false);
    recolor();
}

void OpTypeChart::setTypes(const std::vector<OpTypeStat>& rows, const QString& what)
{
    setWindowTitle(tr("%1 time by operator type").arg(what));
    m_title->setText(
        rows.size() > std::size_t(kTopTypes)
            ? tr("%1 time by operator type (the %2 slowest of %3)").arg(what).arg(kTopTypes).arg(rows.size())
            : windowTitle());
    clearPlottables();
    clearItems();
    m_bars.clear();
    m_valueLabels.clear();
    m_emptyLabel = new QCPItemText(this);
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.45);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    m_labels.clear();
    m_elided.clear();
    m_ms.clear();
    m_share.clear();
    m_counts.clear();
    const std::size_t shown = std::min<std::size_t>(rows.size(), kTopTypes);
    for (std::size_t i = 0; i < shown; ++i) {
        m_labels << fmt::toQ(rows[i].type);
        m_ms << nanosToMs(rows[i].totalNs);
        m_share << rows[i].percent;
        m_counts << rows[i].count;
    }
    m_hasOthers = rows.size() > shown;
    if (m_hasOthers) {
        double ns = 0, pct = 0;
        long long count = 0;
        for (std::size_t i = shown; i < rows.size(); ++i) {
            ns += rows[i].totalNs;
            pct += rows[i].percent;
            count += rows[i].count;
        }
        m_labels << tr("%1 other types").arg(rows.size() - shown);
        m_ms << nanosToMs(ns);
        m_share << pct;
        m_counts << count;
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const QFontMetrics fm(yAxis->tickLabelFont());
    double top = 0;
    for (int i = 0; i < m_labels.size(); ++i) {
        m_elided << fm.elidedText(m_labels[i], Qt::ElideMiddle, 170);
        ticker->addTick(i, m_elided.last());
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setWidth(0.7);
        bars->addData(i, m_ms[i]);
        m_bars << bars;
        top = std::max(top, m_ms[i]);
        auto* label = new QCPItemText(this);
        label->position->setCoords(m_ms[i], i);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(4, 0, 0, 0));
        label->setText(fmt::ms(m_ms[i]) + QStringLiteral(" · ") + fmt::percent(m_share[i]));
        label->setClipToAxisRect(false);
        m_valueLabels << label;
    }
    yAxis->setTicker(ticker);
    // At least six bar slots, so two or three types do not become slabs.
    yAxis->setRange(-0.6, std::max(6, int(m_labels.size())) - 0.4);
    xAxis->ticker()->setTickCount(4);
    xAxis->setRange(0, top > 0 ? top * 1.45 : 1.0);
    layoutForWidth(width());
    m_emptyLabel->setText(tr("No %1 operators in this rank").arg(what));
    m_emptyLabel->setVisible(m_labels.isEmpty());
    xAxis->setTickLabels(!m_labels.isEmpty());
    recolor();
    replot(rpQueuedReplot);
}

void OpTypeChart::layoutForWidth(int width)
{
    if (m_labels.isEmpty())
        return;
    // The plot's width: the chart minus the type names on the left and the margins.
    const QFontMetrics names(yAxis->tickLabelFont());
    int nameWidth = 0;
    for (const QString& name : m_elided)
        nameWidth = std::max(nameWidth, names.horizontalAdvance(name));
    const double plot = std::max(40, width - nameWidth - 40);
    const QFontMetrics values(m_valueLabels.first()->font());
    const double top = *std::max_element(m_ms.begin(), m_ms.end());
    // Each bar's label must fit between its end and the right edge: value/xmax*plot + label <= plot.
    auto rangeFor = [&](bool withShare) {
        double xmax = top * 1.02;
        for (int i = 0; i < m_labels.size(); ++i) {
            const QString text =
                withShare ? fmt::ms(m_ms[i]) + QStringLiteral(" · ") + fmt::percent(m_share[i]) : fmt::ms(m_ms[i]);
            const double room = plot - values.horizontalAdvance(text) - 8;
            if (room < plot * 0.35)
                return -1.0; // the bars would be too short to compare
            xmax = std::max(xmax, m_ms[i] * plot / room);
        }
        return xmax;
    };
    double xmax = rangeFor(true);
    const bool withShare = xmax > 0;
    if (!withShare)
        xmax = rangeFor(false);
    for (int i = 0; i < m_valueLabels.size(); ++i) {
        m_valueLabels[i]->setText(withShare ? fmt::ms(m_ms[i]) + QStringLiteral(" · ") + fmt::percent(m_share[i])
                                            : fmt::ms(m_ms[i]));
        m_valueLabels[i]->setVisible(xmax > 0); // too narrow for any: the tooltip has the numbers
    }
    xAxis->setRange(0, xmax > 0 ? xmax : top * 1.05);
}

void OpTypeChart::setSelectedType(const QString& type)
{
    m_selected = type;
    recolor();
    replot(rpQueuedReplot);
}

int OpTypeChart::barAt(const QPoint& pos) const
{
    return indexAt(pos, yAxis, int(m_labels.size()));
}

void OpTypeChart::applyColors()
{
    const QPalette pal = palette();
    const QColor normal = colors::phaseColor(colors::Phase::Compute, pal);
    const QColor picked = pal.color(QPalette::Highlight);
    for (int i = 0; i < m_bars.size(); ++i) {
        const bool others = m_hasOthers && i == m_bars.size() - 1;
        QColor c = m_labels[i] == m_selected ? picked : others ? pal.color(QPalette::Mid) : normal;
        m_bars[i]->setBrush(c);
        m_bars[i]->setPen(Qt::NoPen);
    }
    for (QCPItemText* label : m_valueLabels)
        label->setColor(pal.color(QPalette::WindowText));
    m_emptyLabel->setColor(pal.color(QPalette::PlaceholderText));
}

void OpTypeChart::clickAt(const QPoint& pos)
{
    const int i = barAt(pos);
    if (i >= 0 && !(m_hasOthers && i == m_labels.size() - 1))
        emit typeClicked(m_labels[i]);
}

QString OpTypeChart::toolTipAtPoint(const QPoint& pos) const
{
    const int i = barAt(pos);
    if (i < 0)
        return {};
    return tr("<b>%1</b><br>%2 in total, count %3, %4 of the time")
        .arg(m_labels[i].toHtmlEscaped(), fmt::ms(m_ms[i]), fmt::count(m_counts[i]), fmt::percent(m_share[i]));
}

} // namespace steplens
