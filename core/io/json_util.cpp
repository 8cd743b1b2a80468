#include "io/json_util.h"

#include "io/file_reader.h"
#include "io/numbers.h"
#include "io/text.h"

namespace steplens::io {

int jsonNestingDepth(std::string_view text, int limit)
{
    int depth = 0, maxDepth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                maxDepth = depth;
                if (maxDepth > limit)
                    return maxDepth;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return maxDepth;
}

std::optional<nlohmann::json> parseJson(std::string_view text, DiagnosticSink& sink)
{
    if (jsonNestingDepth(text) > kMaxJsonDepth) {
        sink.error(0, "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels", "file ignored");
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        std::int64_t offset = static_cast<std::int64_t>(e.byte);
        // Report the line too: count line breaks up to the failing byte.
        std::int64_t line = 1;
        std::size_t upto = std::min<std::size_t>(static_cast<std::size_t>(std::max<std::int64_t>(offset, 0)), text.size());
        for (std::size_t i = 0; i < upto; ++i)
            if (text[i] == '\n')
                ++line;
        sink.add(Severity::Error, line, "invalid JSON near byte " + std::to_string(offset), "file ignored", offset);
    } catch (const std::exception& e) {
        sink.error(0, std::string("invalid JSON: ") + e.what(), "file ignored");
    }
    return std::nullopt;
}

std::optional<nlohmann::json> readJsonFile(const std::string& path, DiagnosticSink& sink)
{
    auto text = readWholeFile(path, sink);
    if (!text)
        return std::nullopt;
    if (trim(*text).empty()) {
        sink.error(0, "file is empty", "file ignored");
        return std::nullopt;
    }
    return parseJson(*text, sink);
}

std::optional<nlohmann::json> readJsonObjectFile(const std::string& path, DiagnosticSink& sink, const std::string& what)
{
    auto doc = readJsonFile(path, sink);
    if (doc && !doc->is_object()) {
        sink.error(0, "expected " + what, "file ignored");
        return std::nullopt;
    }
    return doc;
}

std::optional<double> jsonNumber(const nlohmann::json& obj, std::string_view key)
{
    if (!obj.is_object())
        return std::nullopt;
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_number())
        return std::nullopt;
    double v = it->get<double>();
    if (v != v)
        return std::nullopt;
    return v;
}

std::optional<std::string> jsonString(const nlohmann::json& obj, std::string_view key)
{
    if (!obj.is_object())
        return std::nullopt;
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_string())
        return std::nullopt;
    return it->get<std::string>();
}

std::optional<double> jsonNumberLoose(const nlohmann::json& obj, std::string_view key)
{
    if (auto n = jsonNumber(obj, key))
        return n;
    if (auto s = jsonString(obj, key))
        return parseDouble(*s);
    return std::nullopt;
}

} // namespace steplens::io
