#pragma once
// Questions the core tests ask of a reader's diagnostics.
#include "model/diagnostic.h"

#include <catch2/catch.hpp>

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

// Two reads gave the same diagnostics, in order: line, message and action (the reader's fast and careful paths).
inline void checkSameDiagnostics(const Diagnostics& a, const Diagnostics& b)
{
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        INFO("diagnostic " << i << ": " << b[i].message.english());
        CHECK(a[i].line == b[i].line);
        CHECK(a[i].message == b[i].message);
        CHECK(a[i].action == b[i].action);
    }
}

} // namespace steplens::test
