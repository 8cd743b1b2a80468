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

Message hintName(ShareHint h)
{
    return h == ShareHint::Fraction  ? SL_MSG("diag.share-scale.hint-fraction", "a fraction (0-1)")
           : h == ShareHint::Percent ? SL_MSG("diag.share-scale.hint-percent", "a percentage (0-100)")
                                     : SL_MSG("diag.share-scale.hint-nothing", "nothing");
}

Message readingName(bool fraction)
{
    return fraction ? SL_MSG("diag.share-scale.fractions", "fractions")
                    : SL_MSG("diag.share-scale.percentages", "percentages");
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
    Message facts = SL_MSG("diag.share-scale.facts", "'{column}' values sum to {sum} (largest {largest})")
                        .arg("column", columnName)
                        .arg("sum", fmt(sum))
                        .arg("largest", fmt(maxValue));
    if (!fitsFraction || looksLikeFraction) {
        s.fraction = looksLikeFraction;
        s.contradictsHeader = hint != ShareHint::Unknown && (hint == ShareHint::Fraction) != s.fraction;
        if (s.contradictsHeader)
            s.explanation = SL_MSG("diag.share-scale.against-header",
                                   "{facts}, so they are read as {reading} although this header variant usually "
                                   "holds {hint}")
                                .arg("facts", facts)
                                .arg("reading", readingName(s.fraction))
                                .arg("hint", hintName(hint));
        return s;
    }
    s.fromHeader = true;
    s.fraction = hint != ShareHint::Percent; // the values fit both readings; with no hint a fraction is likelier
    if (sum > 0)
        s.explanation = (hint == ShareHint::Unknown
                             ? SL_MSG("diag.share-scale.fits-both-no-hint",
                                      "{facts}: they fit both a fraction and a percentage; read as {reading} (no "
                                      "header hint)")
                             : SL_MSG("diag.share-scale.fits-both-by-header",
                                      "{facts}: they fit both a fraction and a percentage; read as {reading} as the "
                                      "header variant suggests"))
                            .arg("facts", facts)
                            .arg("reading", readingName(s.fraction));
    return s;
}

Message ShareScale::action() const
{
    return fraction ? SL_MSG("diag.action.shares-multiplied-by-100", "shares multiplied by 100")
                    : SL_MSG("diag.action.shares-kept-as-written", "shares kept as written");
}

} // namespace steplens
