#include "style/phasecolors.h"

#include <array>

namespace steplens::colors {

namespace {
struct Pair {
    QRgb light; // on light backgrounds
    QRgb dark;  // on dark backgrounds
};

// Okabe-Ito: orange for waiting, blue for compute, reddish purple for the tail.
constexpr Pair kPhase[] = {
    {0xE69F00, 0xF0B030}, // WaitingForData
    {0x0072B2, 0x56B4E9}, // Compute
    {0xCC79A7, 0xE0A0C8}, // Tail
    {0x009E73, 0x2FD3A0}, // Communication
};

constexpr std::array<Pair, 8> kStreams = {{
    {0x009E73, 0x2FD3A0}, // bluish green
    {0xD55E00, 0xFF8A3D}, // vermilion
    {0x56B4E9, 0x8FD0F5}, // sky blue
    {0x7A5C00, 0xE8D060}, // dark yellow (pure yellow is unreadable on white)
    {0x6A3D9A, 0xB79BE0}, // purple
    {0x1B7837, 0x7FCF8F}, // green
    {0x8C510A, 0xD8A060}, // brown
    {0x404040, 0xC0C0C0}, // grey
}};
} // namespace

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.45;
}

QColor phaseColor(Phase phase, const QPalette& palette)
{
    const Pair& p = kPhase[static_cast<int>(phase)];
    return QColor::fromRgb(isDark(palette) ? p.dark : p.light);
}

QColor streamColor(int index, const QPalette& palette)
{
    const Pair& p = kStreams[static_cast<std::size_t>(index < 0 ? 0 : index) % kStreams.size()];
    return QColor::fromRgb(isDark(palette) ? p.dark : p.light);
}

QColor referenceLineColor(const QPalette& palette)
{
    return palette.color(QPalette::WindowText);
}

QColor selectionFill(const QPalette& palette)
{
    QColor c = palette.color(QPalette::Highlight);
    c.setAlpha(isDark(palette) ? 90 : 60);
    return c;
}

} // namespace steplens::colors
