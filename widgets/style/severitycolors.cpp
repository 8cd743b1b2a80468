#include "style/severitycolors.h"

#include "style/phasecolors.h"

#include <QCoreApplication>

namespace steplens::colors {

QColor severityColor(FindingSeverity severity, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (severity) {
    case FindingSeverity::High: return QColor::fromRgb(dark ? 0xFF7A45 : 0xC4420A);
    case FindingSeverity::Moderate: return QColor::fromRgb(dark ? 0xF2C14E : 0x9A6B00);
    case FindingSeverity::Info: break;
    }
    return QColor::fromRgb(dark ? 0xA8A8A8 : 0x6B6B6B);
}

QString severityName(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::High: return QCoreApplication::translate("Severity", "High");
    case FindingSeverity::Moderate: return QCoreApplication::translate("Severity", "Moderate");
    case FindingSeverity::Info: break;
    }
    return QCoreApplication::translate("Severity", "Info");
}

} // namespace steplens::colors
