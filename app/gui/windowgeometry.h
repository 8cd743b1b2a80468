#pragma once
// Keeps the main window on the screen it opens on. A geometry saved on a bigger screen, or while a wide
// comparison was up, must never open the window past the screen's edges (issue 19, item 2).
#include <QSize>

class QWidget;

namespace steplens {

// Shrinks `window` to its screen's available area (frame included) and moves it inside. Maximized and
// full-screen windows are left alone.
void fitIntoScreen(QWidget* window);
// Resizes `window` to `size` (when valid) within its screen's available area.
void resizeWithinScreen(QWidget* window, QSize size);

} // namespace steplens
