#pragma once
// The share columns of the operator files are written as a percentage (0-100, MindSpore 1.x
// aicore type file) or as a fraction (0-1, msprof-based MindSpore 2.x, GPU/CPU proportion columns).
// The header says which writer it was, but test data and some versions disagree with their header,
// so the values decide whenever they can; the header only breaks a tie.
#include "model/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

enum class ShareHint { Percent, Fraction, Unknown };

struct ShareScale {
    bool fraction = false;          // multiply by 100 to get %
    bool fromHeader = false;        // the values fit both readings: the header (or the default) decided
    bool contradictsHeader = false; // the values decided against what the header suggests
    Message explanation;            // one sentence for an info diagnostic; empty when nothing needs saying

    // What was done with the written shares, for the diagnostic's action.
    Message action() const;
};

// `values` are the share column of every row read; `columnName` is used in the explanation.
ShareScale decideShareScale(const std::vector<double>& values, ShareHint hint, const std::string& columnName);

// Sets each row's `percent` (0-100) from its written share, scaled as decideShareScale says, or from
// its share of the summed totalNs when the row had none. `shares[i]` belongs to `rows[i]`.
template <typename Row>
void applyShares(std::vector<Row>& rows, const std::vector<std::optional<double>>& shares, ShareHint hint,
                 const std::string& columnName, DiagnosticSink& sink)
{
    std::vector<double> written;
    double totalNs = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        totalNs += rows[i].totalNs;
        if (shares[i])
            written.push_back(*shares[i]);
    }
    ShareScale scale = decideShareScale(written, hint, columnName);
    if (!scale.explanation.empty())
        sink.info(0, scale.explanation, scale.action());
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].percent = shares[i] ? *shares[i] * (scale.fraction ? 100.0 : 1.0)
                                    : (totalNs > 0 ? rows[i].totalNs / totalNs * 100.0 : 0.0);
}

} // namespace steplens
