#include "formats/operators/percent_scale.h"

#include <cstdio>

namespace steplens {

namespace {

std::string fmt(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

const char* hintName(ShareHint h)
{
    return h == ShareHint::Fraction ? "a fraction (0-1)" : h == ShareHint::Percent ? "a percentage (0-100)" : "nothing";
}

} // namespace

ShareScale decideShareScale(const std::vector<double>& values, ShareHint hint, const std::string& columnName)
{
    double sum = 0, maxValue = 0;
    for (double v : values) {
        sum += v;
        if (v > maxValue)
            maxValue = v;
    }
    // A complete table's shares add up to 100 % (or 1), up to the rounding of each cell.
    const bool fitsFraction = maxValue <= 1.0 + 1e-9 && sum <= 1.0001;
    const bool looksLikeFraction = fitsFraction && sum >= 0.99;
    ShareScale s;
    const std::string facts = "'" + columnName + "' values sum to " + fmt(sum) + " (largest " + fmt(maxValue) + ")";
    if (!fitsFraction || looksLikeFraction) {
        s.fraction = looksLikeFraction;
        s.contradictsHeader = hint != ShareHint::Unknown && (hint == ShareHint::Fraction) != s.fraction;
        if (s.contradictsHeader)
            s.explanation = facts + ", so they are read as " + (s.fraction ? "fractions" : "percentages") +
                            " although this header variant usually holds " + hintName(hint);
        return s;
    }
    s.fromHeader = true;
    s.fraction = hint != ShareHint::Percent; // the values fit both readings; with no hint a fraction is likelier
    if (sum > 0)
        s.explanation =
            facts + ": they fit both a fraction and a percentage; read as " +
            (s.fraction ? "fractions" : "percentages") +
            (hint == ShareHint::Unknown ? std::string(" (no header hint)") : " as the header variant suggests");
    return s;
}

} // namespace steplens
