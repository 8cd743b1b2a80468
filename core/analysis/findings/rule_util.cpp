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
