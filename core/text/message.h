#pragma once
// A user-visible text made by core: finding titles, explanations, suggestions, evidence labels,
// diagnostics, report headings. Core never decides the language. It records a stable id, the English
// source with {named} placeholders and the argument values; the caller renders it, through a
// Translator when one is given (the widgets and the CLI pass one backed by Qt Linguist), in English
// otherwise (JSON report keys and tests).
//
// How to write one:
//     f.title = SL_MSG("finding.device-idle.title",
//                      "The device idles {free} inside every step ({share}): the host does not keep up")
//                   .arg("free", fmtMs(freeMs))
//                   .arg("share", fmtPct(share));
// - The id is unique per source text and never changes once released (translations are keyed by it;
//   it is the Qt translation context). Use "<area>.<thing>.<part>", lower case with dots and dashes.
// - The first two arguments must be string literals: lupdate extracts them
//   (`-tr-function-alias QT_TRANSLATE_NOOP+=SL_MSG`, see resources/translations/CMakeLists.txt).
// - Numbers are formatted by the caller and passed as strings, with their units. Names, file names,
//   operator names and code are passed through as they are. A part that is itself a translatable text
//   (a phase name, a severity) is passed as a Message and translated with the rest.
// - Plurals: choose between two messages in code ("{n} step" / "{n} steps"); Chinese needs one form.
// - Text that is data, not prose (an operator name, a path), may be a plain string: it converts to an
//   untranslatable Message that renders as it is.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

class Message;

// Returns the translation of `source` in context `id`, or an empty string when there is none (the
// English source is then used).
using Translator = std::function<std::string(const std::string& id, const std::string& source)>;

class Message
{
public:
    Message() = default;
    // A translatable text; use the SL_MSG macro so that lupdate sees it.
    Message(std::string id, std::string source)
        : m_id(std::move(id))
        , m_source(std::move(source))
    {}
    // Text that is not translated (data such as names and paths).
    Message(std::string literal)
        : m_source(std::move(literal))
    {}
    Message(const char* literal)
        : m_source(literal ? literal : "")
    {}

    // Binds {name} to `value` (replacing an earlier value of the same name).
    Message& arg(std::string_view name, std::string value);
    Message& arg(std::string_view name, const char* value) { return arg(name, std::string(value ? value : "")); }
    Message& arg(std::string_view name, Message value);
    Message& arg(std::string_view name, long long value) { return arg(name, std::to_string(value)); }
    Message& arg(std::string_view name, int value) { return arg(name, std::to_string(value)); }
    Message& arg(std::string_view name, std::size_t value) { return arg(name, std::to_string(value)); }

    const std::string& id() const { return m_id; }
    const std::string& source() const { return m_source; }
    bool translatable() const { return !m_id.empty(); }
    bool empty() const { return m_source.empty(); }

    // The finished text: the translation of the source (or the source), placeholders replaced by the
    // arguments (translated the same way when they are Messages). A placeholder without an argument is
    // left as it is, so a mistake shows instead of vanishing.
    std::string text(const Translator* translator = nullptr) const;
    // English; the same as text(nullptr).
    std::string english() const { return text(nullptr); }

    // Every message in this one: itself and its Message arguments, depth first (for the tests that
    // check that everything shown has an id and a translation).
    void collect(std::vector<const Message*>& out) const;

    struct Arg {
        std::string name;
        std::string value;                      // when `message` is null
        std::shared_ptr<const Message> message; // a translatable argument
    };
    const std::vector<Arg>& args() const { return m_args; }

    friend bool operator==(const Message& a, const Message& b) { return a.english() == b.english(); }
    friend bool operator!=(const Message& a, const Message& b) { return !(a == b); }

private:
    Arg& slot(std::string_view name);

    std::string m_id;
    std::string m_source;
    std::vector<Arg> m_args;
};

// Replaces each {name} in `pattern` by the value of the argument of that name.
std::string substitutePlaceholders(std::string_view pattern,
                                   const std::vector<std::pair<std::string, std::string>>& values);

// The {names} a text uses, in order of first appearance (tests compare a translation's with its source's).
std::vector<std::string> placeholdersOf(std::string_view text);

} // namespace steplens

// Marks a translatable text for lupdate and builds its Message. Both arguments must be string literals.
#define SL_MSG(id, source) ::steplens::Message(id, source)
