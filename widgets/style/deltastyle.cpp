#include "style/deltastyle.h"

#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QObject>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace colors {

QColor changeColor(Change change, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (change) {
    case Change::Better: return QColor::fromRgb(dark ? 0x2FD3A0 : 0x007A5A); // bluish green, darkened for text on white
    case Change::Worse: return QColor::fromRgb(dark ? 0xFF8A3D : 0xC24E00);  // vermilion
    case Change::Same: break;
    }
    return palette.color(QPalette::WindowText);
}

QColor changedMarkColor(const QPalette& palette)
{
    // Okabe-Ito sky blue / blue: neither a better/worse colour nor a queue-fill colour.
    return QColor::fromRgb(isDark(palette) ? 0x56B4E9 : 0x0072B2);
}

} // namespace colors

namespace delta {

namespace {
const QString kMinus = QStringLiteral("\u2212");
}

Change forTime(double aMs, double bMs)
{
    const double d = bMs - aMs;
    if (std::fabs(d) <= std::max(0.005, 0.01 * std::fabs(aMs)))
        return Change::Same;
    return d < 0 ? Change::Better : Change::Worse;
}

Change forRate(double a, double b)
{
    const double d = b - a;
    if (std::fabs(d) <= 0.01 * std::fabs(a))
        return Change::Same;
    return d > 0 ? Change::Better : Change::Worse;
}

QString arrow(double d)
{
    if (d > 0)
        return QStringLiteral("\u25B2");
    if (d < 0)
        return QStringLiteral("\u25BC");
    return QString();
}

QString signedMs(double deltaMs)
{
    const QString number = fmt::ms(std::fabs(deltaMs));
    if (deltaMs > 0)
        return QLatin1Char('+') + number;
    if (deltaMs < 0)
        return kMinus + number;
    return number;
}

QString signedPercent(std::optional<double> pct)
{
    if (!pct)
        return QString();
    const double v = *pct;
    const QString number = QString::number(std::fabs(v), 'f', 1) + QStringLiteral(" %");
    return (v > 0 ? QStringLiteral("+") : v < 0 ? kMinus : QString()) + number;
}

QString msChange(double deltaMs, std::optional<double> pct)
{
    QString s = signedMs(deltaMs);
    if (pct)
        s += QStringLiteral(" (") + signedPercent(pct) + QLatin1Char(')');
    const QString a = arrow(deltaMs);
    return a.isEmpty() ? s : a + QLatin1Char(' ') + s;
}

QString ratio(double r)
{
    return QStringLiteral("\u00D7") + QString::number(r, 'f', 2);
}

QString coloured(const QString& text, Change change, const QPalette& palette)
{
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(colors::changeColor(change, palette).name(), text);
}

QString word(Change change, bool time)
{
    switch (change) {
    case Change::Better: return time ? QObject::tr("faster") : QObject::tr("better");
    case Change::Worse: return time ? QObject::tr("slower") : QObject::tr("worse");
    case Change::Same: break;
    }
    return QObject::tr("no change");
}

} // namespace delta

} // namespace steplens
