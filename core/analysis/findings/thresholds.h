#pragma once
// Every threshold of the tuning assistant in one table, with defaults taken from MindInsight where it
// had one (docs/rules.md). Users override any of them from a JSON file
// ({"iteration_gap_ms": 1.0, ...}); unknown keys and wrong types become diagnostics.
#include "model/diagnostic.h"

#include <string>
#include <vector>

namespace steplens {

struct ThresholdSpec {
    const char* key;
    double defaultValue;
    const char* unit;
    const char* description;
};

// The table: key, default, unit, what it controls.
const std::vector<ThresholdSpec>& thresholdTable();

class Thresholds
{
public:
    Thresholds();                             // defaults
    double get(const std::string& key) const; // throws nothing; unknown key → 0
    bool set(const std::string& key, double value);
    bool isDefault(const std::string& key) const;
    // Applies overrides from a JSON file; returns false (with diagnostics) when the file is unusable.
    bool loadFile(const std::string& path, Diagnostics& diagnostics);
    bool loadJson(const std::string& text, const std::string& source, Diagnostics& diagnostics);
    std::string toJson() const;

private:
    std::vector<double> m_values;
};

} // namespace steplens
