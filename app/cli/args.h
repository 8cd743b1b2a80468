#pragma once
// Minimal command-line parsing for the sub-commands: positional arguments plus --name value /
// --name=value options and boolean flags. Unknown options are errors, reported in plain words.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace steplens::cli {

class Args
{
public:
    // valueOptions take a value; flags do not.
    Args(const std::vector<std::string>& argv, std::set<std::string> valueOptions, std::set<std::string> flags);

    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }
    const std::vector<std::string>& positional() const { return m_positional; }
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    // Parses an integer option; sets error() when it is not one.
    std::optional<long long> intValue(const std::string& name);

private:
    std::vector<std::string> m_positional;
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
    std::string m_error;
};

} // namespace steplens::cli
