#include "common/flowlayout.h"

#include <QWidget>

#include <algorithm>

namespace steplens {

FlowLayout::FlowLayout(QWidget* parent, int spacing)
    : QLayout(parent)
    , m_spacing(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addWidget(QWidget* widget, int stretch)
{
    QLayout::addWidget(widget); // calls addItem
    m_stretch.back() = stretch;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
    m_stretch.append(0);
    invalidate();
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    m_stretch.removeAt(index);
    QLayoutItem* item = m_items.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item; as tall as the items need at that width is left to heightForWidth.
    QSize size;
    for (const QLayoutItem* item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row.
    int width = 0, height = 0, visible = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++visible;
    }
    const QMargins m = contentsMargins();
    return QSize(width + std::max(0, visible - 1) * m_spacing + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int width = std::max(1, area.width());
    // Rows first: as many items as fit at their size hint (at least one, shrunk to the width).
    struct Row {
        int first = 0, last = 0; // [first, last)
        int used = 0, height = 0, stretch = 0;
    };
    QList<Row> rows;
    Row row{-1, -1, 0, 0, 0};
    for (int i = 0; i < m_items.size(); ++i) {
        const QLayoutItem* item = m_items.at(i);
        if (item->isEmpty())
            continue;
        const int w = std::min(width, item->sizeHint().width());
        if (row.first >= 0 && row.used + m_spacing + w > width) {
            row.last = i;
            rows.append(row);
            row = Row{-1, -1, 0, 0, 0};
        }
        row.used = row.first < 0 ? w : row.used + m_spacing + w;
        if (row.first < 0)
            row.first = i;
        row.height = std::max(row.height, item->sizeHint().height());
        row.stretch += m_stretch.at(i);
    }
    if (row.first >= 0) {
        row.last = int(m_items.size());
        rows.append(row);
    }

    int y = area.y();
    for (const Row& r : rows) {
        int x = area.x();
        const int spare = std::max(0, width - r.used);
        for (int i = r.first; i < r.last; ++i) {
            QLayoutItem* item = m_items.at(i);
            if (item->isEmpty())
                continue;
            int w = std::min(width, item->sizeHint().width());
            if (r.stretch > 0 && m_stretch.at(i) > 0)
                w += spare * m_stretch.at(i) / r.stretch;
            w = std::clamp(w, std::min(width, item->minimumSize().width()), std::max(1, item->maximumSize().width()));
            if (apply) {
                const int h = std::min(r.height, item->maximumSize().height());
                item->setGeometry(QRect(x, y + (r.height - h) / 2, w, h));
            }
            x += w + m_spacing;
        }
        y += r.height + m_spacing;
    }
    const QMargins m = contentsMargins();
    return (rows.isEmpty() ? 0 : y - m_spacing - area.y()) + m.top() + m.bottom();
}

} // namespace steplens
