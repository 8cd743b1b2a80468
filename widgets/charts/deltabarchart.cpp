#include "charts/deltabarchart.h"

#include "style/formatting.h"

#include <algorithm>
#include <cmath>

namespace steplens {

DeltaBarChart::DeltaBarChart(const QString& objectName, QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(objectName);
    setMinimumSize(300, 160);
    addTitleRow(false);
    enableContextMenu(objectName);
    yAxis->setRangeReversed(true); // the first item on top
    yAxis->grid()->setVisible(false);
    yAxis->setTickLength(0, 0);
    yAxis->setSubTicks(false);
    recolor();
}

QString DeltaBarChart::labelFor(const Item& item) const
{
    const double d = item.b - item.a;
    QString text = delta::arrow(d) + QLatin1Char(' ') + delta::signedMs(d);
    if (!item.note.isEmpty())
        text += QStringLiteral(" (") + item.note + QLatin1Char(')');
    else if (item.pct)
        text += QStringLiteral(" (") + delta::signedPercent(item.pct) + QLatin1Char(')');
    return text.trimmed();
}

void DeltaBarChart::setItems(const QVector<Item>& items, const QString& title, const QString& axisLabel,
                             const QString& emptyText)
{
    m_items = items;
    setWindowTitle(title);
    m_title->setText(title);
    clearPlottables();
    clearItems();
    m_bars.clear();
    m_labels.clear();
    m_elided.clear();
    m_zeroLine = new QCPItemStraightLine(this);
    m_zeroLine->point1->setCoords(0, 0);
    m_zeroLine->point2->setCoords(0, 1);
    m_emptyLabel = new QCPItemText(this);
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.45);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    m_emptyLabel->setText(emptyText.isEmpty() ? tr("Nothing to compare") : emptyText);
    m_emptyLabel->setVisible(items.isEmpty());

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const QFontMetrics fm(yAxis->tickLabelFont());
    for (int i = 0; i < items.size(); ++i) {
        m_elided << fm.elidedText(items[i].name, Qt::ElideMiddle, 200);
        ticker->addTick(i, m_elided.last());
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setWidth(0.62);
        bars->addData(i, items[i].b - items[i].a);
        m_bars << bars;
        auto* label = new QCPItemText(this);
        label->position->setCoords(items[i].b - items[i].a, i);
        label->setPositionAlignment((items[i].b >= items[i].a ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        label->setPadding(QMargins(5, 0, 5, 0));
        label->setText(labelFor(items[i]));
        label->setClipToAxisRect(false);
        m_labels << label;
    }
    yAxis->setTicker(ticker);
    yAxis->setRange(-0.6, std::max(4, int(items.size())) - 0.4);
    xAxis->setLabel(axisLabel);
    xAxis->ticker()->setTickCount(5);
    xAxis->setTickLabels(!items.isEmpty());
    layoutForWidth(width());
    replot(rpQueuedReplot);
}

double DeltaBarChart::outlierCap() const
{
    std::vector<double> sizes;
    for (const Item& it : m_items)
        sizes.push_back(std::fabs(it.b - it.a));
    std::sort(sizes.begin(), sizes.end(), std::greater<double>());
    if (sizes.size() < 3 || sizes[1] <= 0 || sizes[0] <= 4 * sizes[1])
        return 0;
    return sizes[1] * 1.6;
}

void DeltaBarChart::layoutForWidth(int width)
{
    m_clipped.fill(false, m_items.size());
    if (m_items.isEmpty()) {
        xAxis->setRange(-1, 1);
        recolor();
        return;
    }
    const double cap = outlierCap();
    // Room for the labels on both sides of zero: the bars share the plot with the text at their ends.
    const QFontMetrics names(yAxis->tickLabelFont());
    int nameWidth = 0;
    for (const QString& n : m_elided)
        nameWidth = std::max(nameWidth, names.horizontalAdvance(n));
    // The side margins are set here rather than left to QCustomPlot, so the plot's width is known
    // before it lays the rect out: the names and their padding on the left, a little room on the right.
    const int leftMargin = nameWidth + 16, rightMargin = 16;
    axisRect()->setAutoMargins(QCP::msTop | QCP::msBottom);
    axisRect()->setMargins(QMargins(leftMargin, 0, rightMargin, 0));
    const double plot = std::max(60, width - leftMargin - rightMargin);
    const QFontMetrics values(m_labels.first()->font());
    QVector<double> shown;
    double lo = 0, hi = 0;
    for (int i = 0; i < m_items.size(); ++i) {
        double d = m_items[i].b - m_items[i].a;
        if (cap > 0 && std::fabs(d) > cap) {
            m_clipped[i] = true;
            d = d > 0 ? cap : -cap;
        }
        shown << d;
        lo = std::min(lo, d);
        hi = std::max(hi, d);
    }
    const double span = std::max(hi - lo, 1e-9);
    // Widened until every label of an uncut bar fits beyond its end (a cut bar's label sits on it).
    // Each widening makes a pixel worth more, so this repeats until nothing moves; labels wider than
    // the plot never settle, and the bars would then be slivers (`fits` below).
    double left = lo, right = hi;
    for (int pass = 0; pass < 30; ++pass) {
        const double before = right - left;
        const double perPixel = (right - left) / plot;
        for (int i = 0; i < m_items.size(); ++i) {
            if (m_clipped[i])
                continue;
            // The label's padding, and a gap so a label at the left edge does not touch the names.
            const double text = (values.horizontalAdvance(labelFor(m_items[i])) + 24) * perPixel;
            if (shown[i] >= 0)
                right = std::max(right, shown[i] + text);
            else
                left = std::min(left, shown[i] - text);
        }
        if (right - left <= before * (1 + 1e-6))
            break;
    }
    const bool fits = (hi - lo) / (right - left) > 0.3; // bars would be slivers otherwise
    if (!fits) {
        left = lo - 0.05 * span;
        right = hi + 0.05 * span;
    }
    if (left == 0 && right == 0)
        right = 1;
    for (int i = 0; i < m_items.size(); ++i) {
        QCPItemText* label = m_labels[i];
        const bool positive = m_items[i].b >= m_items[i].a;
        label->setVisible(fits || m_clipped[i]);
        if (m_clipped[i]) {
            label->setText(labelFor(m_items[i]) + tr(" · bar cut, off the scale"));
            label->position->setCoords(positive ? right : left, i);
            label->setPositionAlignment((positive ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        } else {
            label->setText(labelFor(m_items[i]));
            label->position->setCoords(shown[i], i);
            label->setPositionAlignment((positive ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        }
    }
    xAxis->setRange(left, right);
    recolor();
}

QStringList DeltaBarChart::labelTexts() const
{
    QStringList texts;
    for (const QCPItemText* label : m_labels)
        texts << label->text();
    return texts;
}

int DeltaBarChart::barAt(const QPoint& pos) const
{
    return indexAt(pos, yAxis, int(m_items.size()));
}

void DeltaBarChart::applyColors()
{
    const QPalette pal = palette();
    for (int i = 0; i < m_bars.size(); ++i) {
        const QColor c = colors::changeColor(m_items[i].change, pal);
        m_bars[i]->setBrush(m_items[i].change == Change::Same ? pal.color(QPalette::Mid) : c);
        m_bars[i]->setPen(Qt::NoPen);
        m_labels[i]->setColor(m_items[i].change == Change::Same ? pal.color(QPalette::WindowText) : c);
        // A cut bar's label sits on the bar: on a backing, so it reads.
        m_labels[i]->setBrush(isClipped(i) ? QBrush(pal.color(QPalette::Base)) : QBrush(Qt::NoBrush));
    }
    if (m_zeroLine)
        m_zeroLine->setPen(QPen(pal.color(QPalette::WindowText), 1));
    if (m_emptyLabel)
        m_emptyLabel->setColor(pal.color(QPalette::PlaceholderText));
}

QString DeltaBarChart::toolTipAtPoint(const QPoint& pos) const
{
    const int i = barAt(pos);
    if (i < 0)
        return {};
    const Item& it = m_items[i];
    return tr("<b>%1</b><br>A: %2<br>B: %3<br>%4, %5")
        .arg(it.name.toHtmlEscaped(), fmt::ms(it.a), fmt::ms(it.b), labelFor(it), delta::word(it.change, true));
}

} // namespace steplens
