#include "models/vectortablemodel.h"

#include <QLocale>

namespace steplens {

QString formatCell(ColumnFormat format, double value)
{
    if (std::isnan(value))
        return QStringLiteral("—");
    switch (format) {
    case ColumnFormat::Count: return fmt::count(static_cast<long long>(std::llround(value)));
    case ColumnFormat::Ms: return fmt::msNumber(value);
    case ColumnFormat::Us: {
        const double a = std::fabs(value);
        return QString::number(value, 'f', a >= 1000 ? 1 : a >= 100 ? 2 : 3);
    }
    case ColumnFormat::Percent: return QString::number(value, 'f', 2);
    case ColumnFormat::Number: return fmt::si(value);
    case ColumnFormat::MB: {
        const double a = std::fabs(value);
        return QString::number(value, 'f', a >= 1000 ? 1 : a >= 10 ? 2 : 3);
    }
    case ColumnFormat::Text: break;
    }
    return QString::number(value);
}

QString formatCellToolTip(const QString& header, ColumnFormat format, const QString& unit, double value)
{
    if (std::isnan(value))
        return QObject::tr("%1: not known for this row").arg(header);
    QString exact;
    switch (format) {
    case ColumnFormat::Count: exact = QLocale().toString(static_cast<long long>(std::llround(value))); break;
    case ColumnFormat::Ms:
        exact = QString::number(value, 'f', 6) + QStringLiteral(" ms (") + QString::number(value * 1000, 'f', 3) +
                QStringLiteral(" µs)");
        return QStringLiteral("%1: %2").arg(header, exact);
    case ColumnFormat::Us:
        exact = QString::number(value, 'f', 3) + QStringLiteral(" µs (") + QString::number(value / 1000, 'f', 6) +
                QStringLiteral(" ms)");
        return QStringLiteral("%1: %2").arg(header, exact);
    case ColumnFormat::Percent: exact = QString::number(value, 'f', 4); break;
    case ColumnFormat::MB:
        exact = QString::number(value, 'f', 6) + QStringLiteral(" MB (") + QString::number(value * 1024, 'f', 3) +
                QStringLiteral(" KB)");
        return QStringLiteral("%1: %2").arg(header, exact);
    default: exact = QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 3); break;
    }
    return unit.isEmpty() ? QStringLiteral("%1: %2").arg(header, exact)
                          : QStringLiteral("%1: %2 %3").arg(header, exact, unit);
}

} // namespace steplens
