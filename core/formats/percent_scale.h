#pragma once
// The share columns of the operator files are written as a percentage (0-100, MindSpore 1.x
// aicore type file) or as a fraction (0-1, msprof-based MindSpore 2.x, GPU/CPU proportion columns).
// The header says which writer it was, but test data and some versions disagree with their header,
// so the values decide whenever they can; the header only breaks a tie.
#include <string>
#include <vector>

namespace steplens {

enum class ShareHint { Percent, Fraction, Unknown };

struct ShareScale {
    bool fraction = false;  // multiply by 100 to get %
    bool fromHeader = false; // the values fit both readings: the header (or the default) decided
    bool contradictsHeader = false; // the values decided against what the header suggests
    std::string explanation; // one sentence for an info diagnostic; empty when nothing needs saying
};

// `values` are the share column of every row read; `columnName` is used in the explanation.
ShareScale decideShareScale(const std::vector<double>& values, ShareHint hint, const std::string& columnName);

} // namespace steplens
