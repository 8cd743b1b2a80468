#pragma once
// Questions the core tests ask of a reader's diagnostics.
#include "model/diagnostic.h"

#include <cstdint>
#include <string>

namespace steplens::test {

// Some diagnostic's English message contains `text`.
inline bool mentions(const Diagnostics& d, const std::string& text)
{
    for (const auto& x : d)
        if (x.message.english().find(text) != std::string::npos)
            return true;
    return false;
}

// Some diagnostic points at `line` and says `action` was taken there.
inline bool hasDiagnostic(const Diagnostics& d, std::int64_t line, const std::string& action)
{
    for (const auto& x : d)
        if (x.line == line && x.action == action)
            return true;
    return false;
}

} // namespace steplens::test
