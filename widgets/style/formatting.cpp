#include "style/formatting.h"

#include "common/messagetext.h"
#include "model/source_name.h"

#include <QFileInfo>
#include <QLocale>

#include <cmath>

namespace steplens::fmt {

QString msNumber(double milliseconds)
{
    double a = std::fabs(milliseconds);
    int decimals = a >= 1000 ? 1 : a >= 100 ? 2 : 3;
    return QString::number(milliseconds, 'f', decimals);
}

QString ms(double milliseconds)
{
    return msNumber(milliseconds) + QStringLiteral(" ms");
}

QString duration(double seconds)
{
    if (seconds < 1.0)
        return QString::number(qMax(1, int(seconds * 1000 + 0.5))) + QStringLiteral(" ms");
    return QString::number(seconds, 'f', seconds < 10 ? 2 : 1) + QStringLiteral(" s");
}

QString percent(double pct)
{
    return QString::number(pct, 'f', std::fabs(pct) < 10 ? 2 : 1) + QStringLiteral(" %");
}

QString fractionPercent(double fraction)
{
    return QString::number(fraction * 100, 'f', 1) + QStringLiteral(" %");
}

QString rate(double perSecond)
{
    double a = std::fabs(perSecond);
    return QString::number(perSecond, 'f', a >= 100 ? 1 : a >= 10 ? 2 : 3);
}

QString count(long long n)
{
    return QLocale().toString(n);
}

QString si(double value)
{
    static const char* const prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
    double a = std::fabs(value);
    int p = 0;
    while (a >= 1000 && p < 6) {
        a /= 1000;
        value /= 1000;
        ++p;
    }
    return QString::number(value, 'g', 4) + QString::fromLatin1(prefixes[p]);
}

QString counted(long long n, const QString& one, const QString& many)
{
    return count(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

QString toQ(const std::string& s)
{
    return QString::fromStdString(s);
}

QString toQ(const Message& m)
{
    return messageText(m);
}

QString fileName(const std::string& path)
{
    return QFileInfo(toQ(path)).fileName();
}

QString sourceName(const std::vector<std::string>& sources, const QString& fallback)
{
    return sources.empty() ? fallback : toQ(steplens::sourceName(sources, std::string_view()));
}

} // namespace steplens::fmt
