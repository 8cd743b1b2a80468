#pragma once
// Colours of timeline events. An event's colour comes from its op type's stable 32-bit id
// (TimelineName::colour, a hash of the type text), so Conv2D has the same colour in every file, run
// and session. Two palettes: a 20-colour one that tells many op types apart, and Okabe & Ito's
// 8 colours, which stay distinct under the common colour-vision deficiencies (fewer colours, so
// more op types share one; the tooltip and details always name the type).
#include <QColor>
#include <QString>

#include <cstdint>

namespace steplens::colors {

enum class TimelinePalette { ByOpType, ColourBlindSafe };

QColor timelineEventColor(std::uint32_t colourId, TimelinePalette palette);
// A folded run of sub-pixel events ("N events"): a neutral grey under its columns, each drawn in the
// colour of the type covering most of its time; the grey shows where a column holds no event.
QColor timelineFoldColor();
// The outline of search matches and of the selected event, visible on every palette colour.
QColor timelineMatchColor();
QString timelinePaletteName(TimelinePalette palette);

} // namespace steplens::colors
