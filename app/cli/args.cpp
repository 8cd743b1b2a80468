#include "cli/args.h"

#include <charconv>

namespace steplens::cli {

Args::Args(const std::vector<std::string>& argv, std::set<std::string> valueOptions, std::set<std::string> flags)
{
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
            std::string name = a.substr(2), value;
            bool hasValue = false;
            if (auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
                hasValue = true;
            }
            if (valueOptions.count(name)) {
                if (!hasValue) {
                    if (i + 1 >= argv.size()) {
                        m_error = "option --" + name + " needs a value";
                        return;
                    }
                    value = argv[++i];
                }
                m_values[name] = value;
            } else if (flags.count(name) && !hasValue) {
                m_flags.insert(name);
            } else {
                m_error = "unknown option --" + name;
                return;
            }
        } else {
            m_positional.push_back(a);
        }
    }
}

std::optional<std::string> Args::value(const std::string& name) const
{
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::optional<long long> Args::intValue(const std::string& name)
{
    auto v = value(name);
    if (!v)
        return std::nullopt;
    long long out = 0;
    auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc() || p != v->data() + v->size()) {
        m_error = "option --" + name + " expects a whole number, got '" + *v + "'";
        return std::nullopt;
    }
    return out;
}

} // namespace steplens::cli
