// PipelineGraphView: painting. Boxes and edges in layout units under the view transform (culled to
// what is visible, text skipped when too small to read), the legend band in widget pixels on top.
#include "charts/pipelinegraphview.h"
#include "style/deltastyle.h"
#include "style/phasecolors.h"
#include "style/usagecolors.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace steplens {

namespace {
// Below this many pixels on screen, box text is reduced to the title at this size.
constexpr double kReadablePixels = 8.5;

QColor blendRgbF(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QColor edgeColor(const QPalette& pal)
{
    return blendRgbF(pal.color(QPalette::Base), pal.color(QPalette::WindowText), 0.55);
}

QString legendExplanation()
{
    return PipelineGraphView::tr(
        "A box between two ops is the queue that carries batches from the op on its left to the "
        "op on its right. An op whose input queue is full (bright) while its output queue is "
        "empty (dark) is the slow stage. When every queue below the root is full, sending "
        "batches to the device is the limit.");
}
} // namespace

PipelineGraphView::Legend PipelineGraphView::legendLayout(double width, bool exporting) const
{
    Legend l;
    const QFontMetricsF fm(m_font);
    const double pad = m_padding;
    const double row = m_lineHeight + 4;
    const double inner = std::max(120.0, width - 2 * pad);
    auto textRect = [&](double x, double y, const QString& text) {
        return QRectF(x, y, fm.horizontalAdvance(text) + 1, row);
    };
    double x = pad, y = pad;
    if (exporting && !m_caption.isEmpty()) {
        const QRectF wrapped =
            QFontMetricsF(m_bold).boundingRect(QRectF(0, 0, inner, 1e6), Qt::TextWordWrap, m_caption);
        l.caption = QRectF(pad, y, inner, wrapped.height());
        y = l.caption.bottom() + 6;
    }
    l.title = textRect(x, y, tr("Queue fill (average size / capacity):"));
    l.empty = textRect(l.title.right() + pad, y, tr("empty"));
    const double rampWidth = std::clamp(inner * 0.25, 80.0, 200.0);
    l.ramp = QRectF(l.empty.right() + pad / 2, y + 3, rampWidth, row - 6);
    l.full = textRect(l.ramp.right() + pad / 2, y, tr("full"));
    const double sampleWidth = 2.5 * m_lineHeight;
    const double group = 2 * pad + sampleWidth + pad / 2 + fm.horizontalAdvance(tr("bottleneck op"));
    if (l.full.right() + group <= pad + inner) {
        x = l.full.right() + 2 * pad;
    } else {
        x = pad;
        y += row;
    }
    l.sample = QRectF(x, y + 2, sampleWidth, row - 4);
    l.sampleLabel = textRect(l.sample.right() + pad / 2, y, tr("bottleneck op"));
    y += row + 4;
    const QRectF wrapped = fm.boundingRect(QRectF(0, 0, inner, 1e6), Qt::TextWordWrap, legendExplanation());
    l.explanation = QRectF(pad, y, inner, wrapped.height());
    l.height = l.explanation.bottom() + pad;
    return l;
}

void PipelineGraphView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintScene(p, QSizeF(size()), Transform{m_zoom, m_offset}, true);
}

void PipelineGraphView::paintScene(QPainter& p, QSizeF canvas, const Transform& t, bool interactive) const
{
    const QPalette pal = palette();
    p.fillRect(QRectF(QPointF(0, 0), canvas), pal.color(QPalette::Base));
    const double top = legendHeight(canvas.width(), !interactive);
    p.save();
    p.setClipRect(QRectF(0, top, canvas.width(), canvas.height() - top));
    p.translate(t.offset);
    p.scale(t.zoom, t.zoom);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    const QRectF visible(-t.offset.x() / t.zoom, (top - t.offset.y()) / t.zoom, canvas.width() / t.zoom,
                         (canvas.height() - top) / t.zoom);
    paintEdges(p, visible);
    for (int i = 0; i < nodeCount(); ++i) {
        const LayoutRect& r = m_layout.nodes[std::size_t(i)].rect;
        if (QRectF(r.x, r.y, r.w, r.h).adjusted(-8, -8, 8, 8).intersects(visible))
            paintNode(p, i, t.zoom, interactive);
    }
    p.restore();
    paintLegend(p, canvas.width(), !interactive);
}

void PipelineGraphView::paintEdges(QPainter& p, const QRectF& visible) const
{
    const QColor colour = edgeColor(palette());
    QPen pen(colour, 1.5);
    pen.setCosmetic(true); // the same thin line at every zoom
    pen.setJoinStyle(Qt::MiterJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const double arrow = std::max(4.0, m_lineHeight * 0.4);
    for (const GraphEdge& e : m_layout.edges) {
        QPolygonF line;
        for (const LayoutPoint& pt : e.points)
            line << QPointF(pt.x, pt.y);
        if (!line.boundingRect().adjusted(-arrow, -arrow, arrow, arrow).intersects(visible))
            continue;
        // Stop the line at the arrow's base, so the tip stays sharp.
        QPolygonF shortened = line;
        shortened.last().rx() -= arrow;
        p.drawPolyline(shortened);
        const QPointF tip = line.last();
        QPolygonF head;
        head << tip << tip + QPointF(-arrow * 1.6, -arrow * 0.8) << tip + QPointF(-arrow * 1.6, arrow * 0.8);
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(head);
        p.restore();
    }
}

void PipelineGraphView::paintNode(QPainter& p, int index, double zoom, bool interactive) const
{
    const GraphNode& n = m_layout.nodes[std::size_t(index)];
    const NodeText& t = m_texts[index];
    const QPalette pal = palette();
    const QRectF r(n.rect.x, n.rect.y, n.rect.w, n.rect.h);
    const bool queue = n.kind == GraphNodeKind::Queue;
    const double radius = queue ? std::min(r.height() / 2, m_lineHeight * 0.8) : m_lineHeight * 0.35;
    const QColor bottleneck = colors::bottleneckColor(pal);
    const QColor base = pal.color(QPalette::Base), text = pal.color(QPalette::WindowText);

    if (interactive && (index == m_selected || index == m_hovered)) {
        const bool selected = index == m_selected;
        QColor ring = pal.color(QPalette::Highlight);
        if (!selected)
            ring.setAlpha(150);
        const double gap = selected ? 5 : 3;
        p.setPen(QPen(ring, selected ? 3 : 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-gap, -gap, gap, gap), radius + gap, radius + gap);
    }

    if (!t.changeNote.isEmpty()) {
        // Changed against the other run: a dashed ring in the "changed" colour, outside the selection ring.
        QPen ring(colors::changedMarkColor(pal), std::max(2.0, 1.5 / zoom), Qt::DashLine);
        p.setPen(ring);
        p.setBrush(Qt::NoBrush);
        const double gap = 6;
        p.drawRoundedRect(r.adjusted(-gap, -gap, gap, gap), radius + gap, radius + gap);
    }

    const QColor fill = t.usage ? colors::usageColor(*t.usage) : blendRgbF(base, text, queue ? 0.12 : 0.06);
    // The bottleneck outline stays at least 2.5 pixels wide however far the view is zoomed out.
    QPen outline = t.flagged ? QPen(bottleneck, std::max(3.5, 2.5 / zoom)) : QPen(blendRgbF(base, text, 0.45), 1.2);
    if (queue && !t.usage)
        outline.setStyle(Qt::DashLine); // a queue without samples: nothing to colour
    p.setPen(outline);
    p.setBrush(fill);
    p.drawRoundedRect(r, radius, radius);

    const QColor ink = t.usage ? colors::textOn(fill) : text;
    if (zoom * m_font.pixelSize() < kReadablePixels) {
        // Zoomed far out (a wide pipeline fitted into a narrow dock): the full text would be
        // unreadable, so only the name (or the queue's fill) is drawn, at a size that still reads.
        QFont compact = m_bold;
        const double size = kReadablePixels / zoom;
        if (size > r.height() * 0.8)
            return;
        compact.setPixelSize(std::max(1, int(std::lround(size))));
        p.setFont(compact);
        p.setPen(t.flagged && !t.usage ? bottleneck : ink);
        const QString full = t.shortTitle.isEmpty() ? t.title : t.shortTitle;
        // The middle goes first ("Map…p_12" keeps the type's start and the id); a stub of a name
        // is noise, the box's colour and outline then speak alone.
        const QString shown = QFontMetricsF(compact).elidedText(full, Qt::ElideMiddle, r.width() - m_padding);
        if (shown == full || shown.size() >= 6)
            p.drawText(r, Qt::AlignCenter, shown);
        return;
    }
    const double pad = m_padding;
    const double width = r.width() - 2 * pad;
    const Qt::Alignment align = (queue ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter;
    double y = r.top() + pad * 0.75;
    auto line = [&](const QFont& font, const QColor& colour, const QString& s, double available) {
        p.setFont(font);
        p.setPen(colour);
        const QString shown = QFontMetricsF(font).elidedText(s, Qt::ElideRight, available);
        p.drawText(QRectF(r.left() + pad, y, queue ? width : available, m_lineHeight), align, shown);
        y += m_lineHeight;
    };

    double titleWidth = width;
    if (!t.badge.isEmpty()) {
        // A badge at the right end of the title line: the state in words, not only in colour.
        const QFontMetricsF sm(m_small);
        const double w = sm.horizontalAdvance(t.badge) + pad * 1.5;
        const QRectF badge(r.right() - pad - w, y + 1, w, m_lineHeight - 2);
        p.setPen(Qt::NoPen);
        p.setBrush(bottleneck);
        p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        p.setFont(m_small);
        p.setPen(colors::textOn(bottleneck));
        p.drawText(badge, Qt::AlignCenter, t.badge);
        titleWidth = width - w - pad / 2;
    }
    line(m_bold, ink, t.title, titleWidth);
    const QColor secondary = t.usage ? ink : blendRgbF(base, text, 0.8);
    for (const QString& s : t.lines)
        line(m_font, secondary, s, width);
    if (!t.flagText.isEmpty())
        line(m_bold, t.usage ? ink : bottleneck, t.flagText, width);
    if (!t.changeNote.isEmpty())
        line(m_bold, t.usage ? ink : colors::changedMarkColor(pal), t.changeNote, width);
}

void PipelineGraphView::paintLegend(QPainter& p, double width, bool exporting) const
{
    const QPalette pal = palette();
    const Legend l = legendLayout(width, exporting);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.fillRect(QRectF(0, 0, width, l.height), pal.color(QPalette::Base));
    p.setPen(QPen(blendRgbF(pal.color(QPalette::Base), pal.color(QPalette::WindowText), 0.25), 1));
    p.drawLine(QPointF(0, l.height - 0.5), QPointF(width, l.height - 0.5));

    p.setPen(pal.color(QPalette::WindowText));
    if (!l.caption.isEmpty()) {
        p.setFont(m_bold);
        p.drawText(l.caption, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_caption);
    }
    p.setFont(m_font);
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter, tr("Queue fill (average size / capacity):"));
    p.drawText(l.empty, Qt::AlignLeft | Qt::AlignVCenter, tr("empty"));
    p.drawText(l.full, Qt::AlignLeft | Qt::AlignVCenter, tr("full"));
    QLinearGradient ramp(l.ramp.topLeft(), l.ramp.topRight());
    for (int i = 0; i <= 16; ++i)
        ramp.setColorAt(i / 16.0, colors::usageColor(i / 16.0));
    p.setPen(QPen(blendRgbF(pal.color(QPalette::Base), pal.color(QPalette::WindowText), 0.45), 1));
    p.setBrush(ramp);
    p.drawRoundedRect(l.ramp, 3, 3);
    // Ticks at 0, 50 and 100 %, so a colour can be read back as a number.
    p.setFont(m_small);
    const QFontMetricsF sm(m_small);
    for (double f : {0.0, 0.5, 1.0}) {
        const QString label = QString::number(int(f * 100)) + QStringLiteral(" %");
        const double w = sm.horizontalAdvance(label);
        const double x =
            std::clamp(l.ramp.left() + f * l.ramp.width() - w / 2, l.ramp.left() + 2, l.ramp.right() - w - 2);
        p.setPen(colors::textOn(colors::usageColor(f)));
        p.drawText(QRectF(x, l.ramp.top(), w + 1, l.ramp.height()), Qt::AlignCenter, label);
    }

    p.setPen(QPen(colors::bottleneckColor(pal), 3));
    p.setBrush(blendRgbF(pal.color(QPalette::Base), pal.color(QPalette::WindowText), 0.06));
    p.drawRoundedRect(l.sample.adjusted(1.5, 1.5, -1.5, -1.5), 3, 3);
    p.setFont(m_font);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(l.sampleLabel, Qt::AlignLeft | Qt::AlignVCenter, tr("bottleneck op"));
    p.setPen(blendRgbF(pal.color(QPalette::Base), pal.color(QPalette::WindowText), 0.75));
    p.drawText(l.explanation, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, legendExplanation());
    p.restore();
}

} // namespace steplens
