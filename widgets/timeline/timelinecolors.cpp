#include "timeline/timelinecolors.h"

#include <QCoreApplication>

#include <array>

namespace steplens::colors {

namespace {
// Medium-light colours in two lightness bands, so black labels read on all of them.
constexpr std::array<QRgb, 20> kByOpType = {0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1,
                                            0xFF9DA7, 0x9C755F, 0xBAB0AC, 0xA0CBE8, 0xFFBE7D, 0xFF9D9A, 0x86BCB6,
                                            0x8CD17D, 0xF1CE63, 0xD4A6C8, 0xFABFD2, 0xD7B5A6, 0x8F8A88};
// Okabe & Ito (2008), with grey in place of black so labels stay readable.
constexpr std::array<QRgb, 8> kOkabeIto = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                           0x0072B2, 0xD55E00, 0xCC79A7, 0x999999};
} // namespace

QColor timelineEventColor(std::uint32_t colourId, TimelinePalette palette)
{
    if (palette == TimelinePalette::ColourBlindSafe)
        return QColor::fromRgb(kOkabeIto[(colourId % kByOpType.size()) % kOkabeIto.size()]);
    return QColor::fromRgb(kByOpType[colourId % kByOpType.size()]);
}

QColor timelineFoldColor()
{
    return QColor(0xA8, 0xA8, 0xA8);
}

QColor timelineMatchColor()
{
    return QColor(0xD0, 0x00, 0xD0); // magenta: in neither palette
}

QString timelinePaletteName(TimelinePalette palette)
{
    return palette == TimelinePalette::ColourBlindSafe
               ? QCoreApplication::translate("TimelineView", "Colour-blind safe (8 colours)")
               : QCoreApplication::translate("TimelineView", "By op type (20 colours)");
}

} // namespace steplens::colors
