#pragma once
// How a change between two runs is shown, defined once. Better is bluish green, worse vermilion
// (Okabe-Ito, with lighter variants on dark palettes), and never colour alone: the sign of the
// number and an arrow (▲ the value went up, ▼ it went down) say the same. For times less is better,
// for throughput more.
#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>

namespace steplens {

enum class Change { Better, Worse, Same };

namespace colors {
// Same: the palette's text colour.
QColor changeColor(Change change, const QPalette& palette);
// Marks for "changed between the runs" that are neither better nor worse (a pipeline op's workers).
QColor changedMarkColor(const QPalette& palette);
} // namespace colors

namespace delta {
// A time per step changed from aMs to bMs: within 1 % (or 0.005 ms) counts as the same.
Change forTime(double aMs, double bMs);
// A rate (steps/s) changed from a to b: more is better, within 1 % the same.
Change forRate(double a, double b);

QString arrow(double delta);                      // "▲", "▼", or "" for 0
QString signedMs(double deltaMs);                 // "+1.23 ms", "−62.9 ms" (a true minus sign)
QString signedPercent(std::optional<double> pct); // "+5.0 %", "−81.2 %", "" when unknown
// "▼ −62.9 ms (−81.2 %)": arrow, signed value and percentage.
QString msChange(double deltaMs, std::optional<double> pct);
// "×3.20"
QString ratio(double r);
// Rich text: `text` in the colour of `change`.
QString coloured(const QString& text, Change change, const QPalette& palette);
QString word(Change change, bool time); // "faster"/"slower" for times, "better"/"worse" otherwise, "no change"
} // namespace delta

} // namespace steplens
