#include "windowgeometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace steplens {

namespace {
QRect availableArea(const QWidget* window)
{
    const QScreen* screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen)
        screen = window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

// The frame's extra size: a window not yet shown has none yet, so assume a title bar's worth.
QSize frameExtra(const QWidget* window)
{
    const QSize extra = window->frameGeometry().size() - window->geometry().size();
    return extra.isEmpty() ? QSize(0, 32) : extra;
}
} // namespace

void fitIntoScreen(QWidget* window)
{
    if (window->isMaximized() || window->isFullScreen())
        return;
    const QRect area = availableArea(window);
    if (!area.isValid())
        return;
    const QSize extra = frameExtra(window);
    const QSize room = area.size() - extra;
    const QSize size = window->size().boundedTo(room).expandedTo(window->minimumSize().boundedTo(room));
    if (size != window->size())
        window->resize(size);
    // Move the frame inside the area: left/top edges win when the window is larger than the area.
    const QSize frame = size + extra;
    const QPoint at = window->frameGeometry().topLeft();
    const int x = std::max(area.left(), std::min(at.x(), area.right() + 1 - frame.width()));
    const int y = std::max(area.top(), std::min(at.y(), area.bottom() + 1 - frame.height()));
    if (QPoint(x, y) != at)
        window->move(x, y);
}

void resizeWithinScreen(QWidget* window, QSize size)
{
    if (!size.isValid() || window->isMaximized() || window->isFullScreen())
        return;
    window->resize(size);
    fitIntoScreen(window);
}

} // namespace steplens
