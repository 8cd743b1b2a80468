#pragma once
// Finding look-ups shared by the tests: by id, and whether a finding's evidence mentions a text.
#include "analysis/findings/finding.h"
#include "analysis/profile_analysis.h"

#include <string>
#include <vector>

namespace steplens::test {

inline const Finding* byId(const std::vector<Finding>& findings, const std::string& id)
{
    for (const auto& f : findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

inline const Finding* byId(const ProfileAnalysis& a, const std::string& id)
{
    return byId(a.findings, id);
}

// True when the English label of one of `f`'s evidence lines contains `text`.
inline bool hasEvidence(const Finding& f, const std::string& text)
{
    for (const auto& e : f.evidence)
        if (e.label.english().find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace steplens::test
