#include "style/usagecolors.h"

#include "style/severitycolors.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace steplens::colors {

namespace {
// Viridis at nine evenly spaced stops; linear interpolation between them stays within a few
// units of the full table.
constexpr std::array<QRgb, 9> kViridis = {0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21908C,
                                          0x27AD81, 0x5DC863, 0xAADC32, 0xFDE725};
} // namespace

QColor usageColor(double fraction)
{
    if (!std::isfinite(fraction))
        fraction = 0;
    const double t = std::clamp(fraction, 0.0, 1.0) * double(kViridis.size() - 1);
    const auto i = std::min(std::size_t(t), kViridis.size() - 2);
    const double f = t - double(i);
    const QColor a = QColor::fromRgb(kViridis[i]), b = QColor::fromRgb(kViridis[i + 1]);
    auto mix = [f](int x, int y) { return int(std::lround(x + (y - x) * f)); };
    return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
}

QColor textOn(const QColor& background)
{
    // Relative luminance (sRGB, linearised): above ~0.18 black text has the higher contrast.
    auto lin = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double y =
        0.2126 * lin(background.redF()) + 0.7152 * lin(background.greenF()) + 0.0722 * lin(background.blueF());
    return y > 0.18 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor bottleneckColor(const QPalette& palette)
{
    return severityColor(FindingSeverity::High, palette);
}

} // namespace steplens::colors
