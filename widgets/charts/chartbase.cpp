#include "charts/chartbase.h"

#include "charts/chartexportdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace steplens {

void applyAxisPalette(QCPAxis* axis, const QColor& text)
{
    axis->setBasePen(QPen(text, 1));
    axis->setTickPen(QPen(text, 1));
    axis->setSubTickPen(QPen(text, 1));
    axis->setTickLabelColor(text);
    axis->setLabelColor(text);
}

void applyPlotPalette(QCustomPlot* plot)
{
    const QPalette pal = plot->palette();
    const QColor text = pal.color(QPalette::WindowText);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(110);
    plot->setBackground(pal.color(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(pal.color(QPalette::Base));
        for (QCPAxis* axis : rect->axes()) {
            applyAxisPalette(axis, text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    plot->legend->setBrush(pal.color(QPalette::Base));
    plot->legend->setTextColor(text);
    plot->legend->setBorderPen(Qt::NoPen);
}

int legendColumnsFor(const QVector<int>& itemWidths, int width)
{
    const int items = int(itemWidths.size());
    // Filled columns first: item i sits in column i % columns, and a column is as wide as its widest
    // item. The most columns whose widths add up within `width`, at least one.
    for (int columns = items; columns > 1; --columns) {
        int total = 0;
        for (int c = 0; c < columns; ++c) {
            int widest = 0;
            for (int i = c; i < items; i += columns)
                widest = std::max(widest, itemWidths[i]);
            total += widest;
        }
        if (total <= width)
            return columns;
    }
    return 1;
}

void wrapLegend(QCustomPlot* plot, int width)
{
    QCPLegend* legend = plot->legend;
    QVector<int> widths;
    const QFontMetrics fm(legend->font());
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            widths.push_back(fm.horizontalAdvance(item->plottable()->name()) + legend->iconSize().width() +
                             legend->iconTextPadding() + 16);
    if (widths.isEmpty())
        return;
    const int columns = legendColumnsFor(widths, width - 20);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
}

ChartBase::ChartBase(QWidget* parent)
    : QCustomPlot(parent)
{
    // Hover text needs move events without a button held.
    setMouseTracking(true);
}

void ChartBase::layoutForWidth(int width)
{
    if (m_wrapLegend)
        wrapLegend(this, width);
}

QString ChartBase::toolTipAtPoint(const QPoint&) const
{
    return {};
}

QString ChartBase::titleText() const
{
    return m_title ? m_title->text() : QString();
}

QColor ChartBase::backgroundColor() const
{
    return palette().color(QPalette::Base); // applyPlotPalette's background
}

int ChartBase::indexAt(const QPoint& pos, const QCPAxis* axis, int count) const
{
    if (!axisRect()->rect().contains(pos))
        return -1;
    const double coord = axis->pixelToCoord(axis->orientation() == Qt::Horizontal ? pos.x() : pos.y());
    const long long i = std::llround(coord);
    return i >= 0 && i < count ? int(i) : -1;
}

void ChartBase::clickAt(const QPoint&)
{}

void ChartBase::recolor()
{
    applyPlotPalette(this);
    if (m_title)
        m_title->setTextColor(palette().color(QPalette::WindowText));
    applyColors();
}

QCPTextElement* ChartBase::addTitleRow(bool larger)
{
    QFont f = font();
    if (larger)
        f = QFont(f.family(), f.pointSize() + 1);
    f.setBold(true);
    m_title = new QCPTextElement(this, QString(), f);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->setRowStretchFactor(0, 0.001);
    return m_title;
}

void ChartBase::putLegendOnTop()
{
    legend->setVisible(true);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setMargins(QMargins(6, 4, 6, 0));
    m_wrapLegend = true;
}

void ChartBase::labelPositionsInView(QCPAxis* axis, int count, int pixels, int spacing,
                                     const std::function<QString(int, bool)>& label)
{
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(axis->ticker());
    if (!ticker)
        return;
    ticker->clear();
    const QCPRange r = axis->range();
    const int first = std::max(0, int(std::floor(r.lower))), last = std::min(count - 1, int(std::ceil(r.upper)));
    const double perPixel = r.size() / std::max(1, pixels);
    const int every = std::max(1, int(std::ceil(spacing * perPixel)));
    for (int i = first; i <= last; ++i)
        if (const QString text = label(i, i % every == 0); !text.isEmpty())
            ticker->addTick(i, text);
}

void ChartBase::enableContextMenu(const QString& exportName)
{
    m_contextMenu = true;
    m_exportName = exportName;
}

void ChartBase::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        recolor();
        replot(rpQueuedReplot);
    }
}

void ChartBase::resizeEvent(QResizeEvent* event)
{
    // The layout for the new width first, then QCustomPlot's replot of the resize.
    layoutForWidth(event->size().width());
    QCustomPlot::resizeEvent(event);
}

void ChartBase::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void ChartBase::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    // No tooltip while dragging: the pointer is panning, not pointing.
    const QString tip = event->buttons() == Qt::NoButton ? toolTipAtPoint(event->pos()) : QString();
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, this);
}

void ChartBase::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && (event->pos() - m_pressPos).manhattanLength() <= kClickSlop)
        clickAt(event->pos());
}

void ChartBase::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    resetView();
    replot(rpQueuedReplot);
}

void ChartBase::contextMenuEvent(QContextMenuEvent* event)
{
    if (!m_contextMenu) {
        QCustomPlot::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    if (const QString reset = resetViewText(); !reset.isEmpty()) {
        menu.addAction(reset, this, [this] {
            resetView();
            replot(rpQueuedReplot);
        });
        menu.addSeparator();
    }
    menu.addAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("Export chart…"), this,
                   [this] { ChartExportDialog::exportChart(this, m_exportName, window()); });
    menu.addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy image"), this,
                   [this] { QApplication::clipboard()->setPixmap(toPixmap()); });
    menu.exec(event->globalPos());
}

} // namespace steplens
