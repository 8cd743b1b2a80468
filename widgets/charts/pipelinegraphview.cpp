#include "charts/pipelinegraphview.h"

#include <QApplication>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 4.0;
constexpr double kMaxFitZoom = 1.25; // a small graph is not blown up past readable-and-crisp
constexpr double kFitMargin = 16;
// A graph opens at no less than this zoom (box titles stay legible), around its bottleneck or the
// picked node, instead of a whole graph of specks; Fit still shows everything at any zoom.
constexpr double kMinOpenZoom = 0.45;
} // namespace

PipelineGraphView::PipelineGraphView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pipeline"));
    setWindowTitle(tr("Data pipeline graph"));
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setMinimumSize(240, 160);
    setAutoFillBackground(false);
    relayout();
}

void PipelineGraphView::setGraph(const std::vector<PipelineTreeOp>& tree, const QHash<int, NodeText>& ops,
                                 const QHash<int, NodeText>& queues)
{
    m_tree = tree;
    m_opTexts = ops;
    m_queueTexts = queues;
    m_selected = -1;
    m_hovered = -1;
    m_pendingCentre = -1;
    relayout();
    fitOnOpen();
}

void PipelineGraphView::setChangeMarks(const QHash<int, QString>& notes)
{
    m_changeMarks = notes;
    relayout();
    if (m_autoFit)
        refit();
}

void PipelineGraphView::clear()
{
    setGraph({}, {}, {});
}

void PipelineGraphView::relayout()
{
    // Pixel-sized fonts: a layout unit is a pixel at 100 % zoom on every paint device (screen, PNG, PDF).
    m_font = font();
    m_font.setPixelSize(std::max(9, QFontInfo(font()).pixelSize()));
    m_bold = m_font;
    m_bold.setBold(true);
    m_small = m_bold;
    m_small.setPixelSize(std::max(8, m_font.pixelSize() * 85 / 100));
    const QFontMetricsF fm(m_font), bm(m_bold), sm(m_small);
    m_lineHeight = std::ceil(fm.lineSpacing() + 1);
    m_padding = std::round(m_lineHeight * 0.5);

    double opWidth = 0, queueWidth = 0;
    int opLines = 1, queueLines = 1;
    auto measure = [&](const NodeText& t, double& width, int& lines) {
        double w = bm.horizontalAdvance(t.title);
        if (!t.badge.isEmpty())
            w += sm.horizontalAdvance(t.badge) + 2.5 * m_padding;
        for (const QString& line : t.lines)
            w = std::max(w, fm.horizontalAdvance(line));
        if (!t.flagText.isEmpty())
            w = std::max(w, bm.horizontalAdvance(t.flagText));
        if (!t.changeNote.isEmpty())
            w = std::max(w, bm.horizontalAdvance(t.changeNote));
        width = std::max(width, w);
        lines = std::max(lines,
                         1 + int(t.lines.size()) + (t.flagText.isEmpty() ? 0 : 1) + (t.changeNote.isEmpty() ? 0 : 1));
    };
    // Change marks become part of the op's text, so the boxes are sized for them.
    for (auto it = m_changeMarks.constBegin(); it != m_changeMarks.constEnd(); ++it)
        if (m_opTexts.contains(it.key()))
            m_opTexts[it.key()].changeNote = it.value();
    for (auto it = m_opTexts.begin(); it != m_opTexts.end(); ++it)
        if (!m_changeMarks.contains(it.key()))
            it->changeNote.clear();
    for (const NodeText& t : m_opTexts)
        measure(t, opWidth, opLines);
    for (const NodeText& t : m_queueTexts)
        measure(t, queueWidth, queueLines);
    // Boxes of one kind share a size (a calm grid); very long names are elided, not allowed to
    // stretch every column.
    m_metrics.opWidth = std::clamp(opWidth + 2 * m_padding, 8 * m_lineHeight, 24 * m_lineHeight);
    m_metrics.opHeight = opLines * m_lineHeight + 1.5 * m_padding;
    m_metrics.queueWidth = std::clamp(queueWidth + 2 * m_padding, 4 * m_lineHeight, 12 * m_lineHeight);
    m_metrics.queueHeight = queueLines * m_lineHeight + 1.5 * m_padding;
    m_metrics.columnGap = std::round(m_lineHeight * 1.8);
    m_metrics.rowGap = std::round(m_lineHeight * 1.25);

    m_layout = layoutPipelineTree(m_tree, m_metrics);
    m_texts.clear();
    m_texts.reserve(int(m_layout.nodes.size()));
    for (const GraphNode& n : m_layout.nodes)
        m_texts.append(n.kind == GraphNodeKind::Op ? m_opTexts.value(n.opId) : m_queueTexts.value(n.opId));
    update();
}

PipelineGraphView::Transform PipelineGraphView::fitted(QSizeF canvas, bool exporting) const
{
    Transform t;
    const double top = legendHeight(canvas.width(), exporting);
    const QRectF area(kFitMargin, top + kFitMargin, std::max(1.0, canvas.width() - 2 * kFitMargin),
                      std::max(1.0, canvas.height() - top - 2 * kFitMargin));
    const LayoutRect& b = m_layout.bounds;
    if (b.w <= 0 || b.h <= 0) {
        t.offset = area.topLeft();
        return t;
    }
    t.zoom = std::clamp(std::min(area.width() / b.w, area.height() / b.h), kMinZoom, kMaxFitZoom);
    t.offset = area.center() - QPointF(b.centerX(), b.centerY()) * t.zoom;
    return t;
}

void PipelineGraphView::fitToView()
{
    const Transform t = fitted(size());
    m_zoom = t.zoom;
    m_offset = t.offset;
    m_autoFit = true;
    m_readableFit = false;
    update();
}

void PipelineGraphView::fitOnOpen()
{
    Transform t = fitted(size());
    m_autoFit = true;
    m_readableFit = true;
    if (t.zoom < kMinOpenZoom && nodeCount() > 0) {
        // Too big to read whole: legible, around what matters (the picked node, else the first
        // bottleneck, else the root on the right where the batches leave the pipeline).
        int focus = m_selected;
        for (int i = 0; i < nodeCount() && focus < 0; ++i)
            if (m_texts[i].flagged)
                focus = i;
        const LayoutRect& b = m_layout.bounds;
        QPointF centre(b.x + b.w - b.h / 2, b.centerY());
        if (focus >= 0) {
            const LayoutRect& r = m_layout.nodes[std::size_t(focus)].rect;
            centre = QPointF(r.centerX(), r.centerY());
        }
        const double top = legendHeight(width());
        t.zoom = kMinOpenZoom;
        t.offset = QPointF(width() / 2.0, top + (height() - top) / 2.0) - centre * t.zoom;
    }
    m_zoom = t.zoom;
    m_offset = t.offset;
    update();
}

void PipelineGraphView::refit()
{
    if (m_readableFit)
        fitOnOpen();
    else
        fitToView();
}

void PipelineGraphView::zoomBy(double factor, QPointF anchor)
{
    const double zoom = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    const QPointF layoutPoint = (anchor - m_offset) / m_zoom;
    m_zoom = zoom;
    m_offset = anchor - layoutPoint * m_zoom;
    m_autoFit = false;
    update();
}

void PipelineGraphView::centreOn(int node)
{
    if (node < 0 || node >= nodeCount())
        return;
    if (m_zoom < 0.6) // too small to read: come close enough
        m_zoom = 1.0;
    const double top = legendHeight(width());
    const QPointF target(width() / 2.0, top + (height() - top) / 2.0);
    const LayoutRect& r = m_layout.nodes[std::size_t(node)].rect;
    m_offset = target - QPointF(r.centerX(), r.centerY()) * m_zoom;
    m_autoFit = false;
    update();
}

void PipelineGraphView::setSelectedNode(int node, bool centre)
{
    if (node < -1 || node >= nodeCount())
        node = -1;
    m_selected = node;
    if (centre && node >= 0 && !isVisible()) {
        // Not laid out yet (the dock opens later): centring now would use a made-up size and leave
        // the graph zoomed on one box when it appears. Fit when shown, then bring the node into view.
        m_pendingCentre = node;
    } else if (centre && node >= 0) {
        // Only move when the node is not already comfortably in view.
        const double top = legendHeight(width());
        const QRectF area(0, top, width(), height() - top);
        const QRectF r = nodeRectInView(node);
        if (!area.adjusted(8, 8, -8, -8).contains(r) || m_zoom < 0.6)
            centreOn(node);
    }
    update();
}

QRectF PipelineGraphView::nodeRectInView(int node) const
{
    if (node < 0 || node >= nodeCount())
        return {};
    const LayoutRect& r = m_layout.nodes[std::size_t(node)].rect;
    return QRectF(toView(r.x, r.y), QSizeF(r.w, r.h) * m_zoom);
}

int PipelineGraphView::nodeAt(QPointF pos) const
{
    if (pos.y() < legendHeight(width())) // the legend is drawn over the graph
        return -1;
    for (int i = 0; i < nodeCount(); ++i)
        if (nodeRectInView(i).contains(pos))
            return i;
    return -1;
}

void PipelineGraphView::renderForExport(QPainter& painter, QSize size) const
{
    paintScene(painter, QSizeF(size), fitted(QSizeF(size), true), false);
}

void PipelineGraphView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_autoFit)
        refit();
}

void PipelineGraphView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_autoFit)
        refit();
    if (m_pendingCentre >= 0 && m_pendingCentre == m_selected) {
        const int node = m_pendingCentre;
        m_pendingCentre = -1;
        setSelectedNode(node, true);
    }
    m_pendingCentre = -1;
}

void PipelineGraphView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    zoomBy(std::pow(1.0015, delta), event->position());
    event->accept();
}

void PipelineGraphView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = true;
    m_dragged = false;
    m_pressPos = event->position();
    m_pressOffset = m_offset;
}

void PipelineGraphView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragged && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragged = true;
            setCursor(Qt::ClosedHandCursor);
            QToolTip::hideText();
        }
        if (m_dragged) {
            m_offset = m_pressOffset + (pos - m_pressPos);
            m_autoFit = false;
            update();
        }
        return;
    }
    const int node = nodeAt(pos);
    if (node != m_hovered) {
        m_hovered = node;
        setCursor(node >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    if (node >= 0 && !m_texts[node].toolTip.isEmpty())
        QToolTip::showText(event->globalPosition().toPoint(), m_texts[node].toolTip, this,
                           nodeRectInView(node).toAlignedRect());
    else
        QToolTip::hideText();
}

void PipelineGraphView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    m_pressed = false;
    if (m_dragged) {
        m_dragged = false;
        setCursor(nodeAt(event->position()) >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        return;
    }
    const int node = nodeAt(event->position());
    setSelectedNode(node, false);
    emit nodeClicked(node);
}

void PipelineGraphView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && nodeAt(event->position()) < 0)
        fitToView();
}

void PipelineGraphView::keyPressEvent(QKeyEvent* event)
{
    const QPointF centre(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomBy(1.25, centre); break;
    case Qt::Key_Minus: zoomBy(0.8, centre); break;
    case Qt::Key_0:
    case Qt::Key_Home: fitToView(); break;
    default: QWidget::keyPressEvent(event);
    }
}

void PipelineGraphView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (m_hovered >= 0) {
        m_hovered = -1;
        update();
    }
}

void PipelineGraphView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        relayout();
        if (m_autoFit)
            refit();
    } else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        update();
    }
}

} // namespace steplens
