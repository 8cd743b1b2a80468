#pragma once
// How numbers are written in the UI: one place, so every panel rounds the same way.
#include "text/message.h"

#include <QString>

#include <string>
#include <vector>

namespace steplens::fmt {

// "130.456 ms", "0.204 ms", "1 234.5 ms": 3 significant decimals below 10 ms, fewer above.
QString ms(double milliseconds);
// Just the number, for table cells whose header carries the unit.
QString msNumber(double milliseconds);
// Wall time of an operation: "12 ms", "1.25 s".
QString duration(double seconds);
QString percent(double pct);              // "65.3 %"
QString fractionPercent(double fraction); // 0.653 -> "65.3 %", always one decimal
QString rate(double perSecond);           // "7.67"
QString count(long long n);               // "1,234" in the user's locale
QString si(double value);                 // "1.234 G", "56.7 M", "950": 4 significant digits, SI prefix
// "1 step", "20 steps": English plurals without a translation catalogue.
QString counted(long long n, const QString& one, const QString& many);
QString fileName(const std::string& path); // last path component
// The file name of the first of a table's sources ("analysis.db" for a database rank's steps), or
// `fallback` (the usual file) when the table lists none. Core's steplens::sourceName, as a QString.
QString sourceName(const std::vector<std::string>& sources, const QString& fallback);
QString toQ(const std::string& s);
// A text made by core, translated (see common/messagetext.h).
QString toQ(const Message& m);

} // namespace steplens::fmt
