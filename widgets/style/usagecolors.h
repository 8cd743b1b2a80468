#pragma once
// The colour of a queue's fill (0 = always empty, 1 = always full), defined once. A perceptual
// sequential ramp (viridis: dark purple → blue → green → yellow): lightness rises steadily with the
// fill, so "empty" (dark) and "full" (bright) read apart in grey scale and with the common
// colour-vision deficiencies, and no step of the ramp is a red that could be taken for the
// bottleneck outline.
#include <QColor>
#include <QPalette>

namespace steplens::colors {

// `fraction` is clamped to 0-1.
QColor usageColor(double fraction);

// Black or white, whichever reads better on `background`.
QColor textOn(const QColor& background);

// The outline of a bottleneck op: the "high" severity colour, so it means the same as in the
// tuning assistant.
QColor bottleneckColor(const QPalette& palette);

} // namespace steplens::colors
