#include "panels/sharebar.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace steplens {

ShareBar::ShareBar(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ShareBar::setParts(const QVector<Part>& parts)
{
    m_parts = parts;
    update();
}

QSize ShareBar::sizeHint() const
{
    return {240, fontMetrics().height() + 4};
}

QSize ShareBar::minimumSizeHint() const
{
    return {60, fontMetrics().height() + 4};
}

void ShareBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    double sum = 0;
    for (const Part& part : m_parts)
        sum += qMax(0.0, part.value);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    if (sum <= 0) {
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(r);
        return;
    }
    double x = r.left();
    for (const Part& part : m_parts) {
        const double w = r.width() * qMax(0.0, part.value) / sum;
        p.fillRect(QRectF(x, r.top(), w, r.height()), part.color);
        x += w;
    }
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(r);
}

bool ShareBar::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        double sum = 0;
        for (const Part& part : m_parts)
            sum += qMax(0.0, part.value);
        double x = 0;
        for (const Part& part : m_parts) {
            x += width() * qMax(0.0, part.value) / (sum > 0 ? sum : 1);
            if (help->pos().x() <= x) {
                QToolTip::showText(help->globalPos(), part.label, this);
                return true;
            }
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace steplens
