#include "analysis/findings/rules.h"

#include <algorithm>
#include <cstdio>

namespace steplens {

std::string fmtMs(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, ms >= 100 ? "%.1f ms" : "%.2f ms", ms);
    return buf;
}

std::string fmtPct(double pct)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", pct);
    return buf;
}

std::string stepList(const std::vector<long long>& steps)
{
    std::string out;
    for (long long s : steps) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(s);
    }
    return out;
}

std::string rankRanges(std::vector<int> ranks)
{
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        if (j == i)
            parts.push_back(std::to_string(ranks[i]));
        else if (j == i + 1) { // two neighbours read better apart: "3 and 4", not "3–4"
            parts.push_back(std::to_string(ranks[i]));
            parts.push_back(std::to_string(ranks[j]));
        } else
            parts.push_back(std::to_string(ranks[i]) + "\u2013" + std::to_string(ranks[j]));
        i = j + 1;
    }
    std::string out;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (k > 0)
            out += k + 1 == parts.size() ? " and " : ", ";
        out += parts[k];
    }
    return out;
}

void orderFindings(std::vector<Finding>& findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        if (a.impactMs != b.impactMs)
            return a.impactMs > b.impactMs;
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.id < b.id;
    });
}

} // namespace steplens
