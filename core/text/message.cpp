#include "text/message.h"

namespace steplens {

Message::Arg& Message::slot(std::string_view name)
{
    for (Arg& a : m_args)
        if (a.name == name)
            return a;
    m_args.push_back(Arg{std::string(name), {}, nullptr});
    return m_args.back();
}

Message& Message::arg(std::string_view name, std::string value)
{
    Arg& a = slot(name);
    a.value = std::move(value);
    a.message.reset();
    return *this;
}

Message& Message::arg(std::string_view name, Message value)
{
    Arg& a = slot(name);
    a.value.clear();
    a.message = std::make_shared<const Message>(std::move(value));
    return *this;
}

std::string Message::text(const Translator* translator) const
{
    std::string pattern;
    if (translator && *translator && translatable())
        pattern = (*translator)(m_id, m_source);
    if (pattern.empty())
        pattern = m_source;
    if (m_args.empty())
        return pattern;
    std::vector<std::pair<std::string, std::string>> values;
    values.reserve(m_args.size());
    for (const Arg& a : m_args)
        values.emplace_back(a.name, a.message ? a.message->text(translator) : a.value);
    return substitutePlaceholders(pattern, values);
}

void Message::collect(std::vector<const Message*>& out) const
{
    out.push_back(this);
    for (const Arg& a : m_args)
        if (a.message)
            a.message->collect(out);
}

namespace {

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

// Length of the {name} placeholder starting at text[i] (which is '{'), or 0 when it is not one.
std::size_t placeholderAt(std::string_view text, std::size_t i)
{
    std::size_t j = i + 1;
    while (j < text.size() && isNameChar(text[j]))
        ++j;
    if (j == i + 1 || j >= text.size() || text[j] != '}')
        return 0;
    return j - i + 1;
}

} // namespace

std::string substitutePlaceholders(std::string_view pattern,
                                   const std::vector<std::pair<std::string, std::string>>& values)
{
    std::string out;
    out.reserve(pattern.size() + 16 * values.size());
    std::size_t i = 0;
    while (i < pattern.size()) {
        const std::size_t open = pattern.find('{', i);
        if (open == std::string_view::npos) {
            out.append(pattern.substr(i));
            break;
        }
        out.append(pattern.substr(i, open - i));
        const std::size_t len = placeholderAt(pattern, open);
        if (len == 0) {
            out.push_back('{');
            i = open + 1;
            continue;
        }
        const std::string_view name = pattern.substr(open + 1, len - 2);
        const std::string* value = nullptr;
        for (const auto& [n, v] : values)
            if (n == name) {
                value = &v;
                break;
            }
        if (value)
            out.append(*value);
        else
            out.append(pattern.substr(open, len));
        i = open + len;
    }
    return out;
}

std::vector<std::string> placeholdersOf(std::string_view text)
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '{')
            continue;
        const std::size_t len = placeholderAt(text, i);
        if (len == 0)
            continue;
        std::string name(text.substr(i + 1, len - 2));
        bool seen = false;
        for (const auto& n : names)
            seen = seen || n == name;
        if (!seen)
            names.push_back(std::move(name));
        i += len - 1;
    }
    return names;
}

} // namespace steplens
