#include "io/json_util.h"

#include "io/file_reader.h"
#include "io/numbers.h"
#include "io/text.h"

#include <algorithm>
#include <set>
#include <vector>

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

namespace {

// Replaces bytes that are not UTF-8 with '?', one for one, so that byte offsets in later messages
// still point into the file as written. Returns how many bytes were replaced.
std::size_t repairUtf8(std::string& text, std::size_t& firstBad)
{
    std::size_t bad = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        std::size_t n = utf8SequenceLength(std::string_view(text).substr(i));
        if (n > 0) {
            i += n;
            continue;
        }
        if (bad++ == 0)
            firstBad = i;
        text[i++] = '?';
    }
    return bad;
}

std::int64_t lineAt(std::string_view text, std::size_t offset)
{
    std::int64_t line = 1;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i)
        if (text[i] == '\n')
            ++line;
    return line;
}

// Shared by the map-ordered and the file-ordered document types.
template <typename Json>
std::optional<Json> parseAny(std::string_view text, DiagnosticSink& sink)
{
    if (jsonNestingDepth(text) > kMaxJsonDepth) {
        sink.error(
            0,
            SL_MSG("diag.json-util.json-nested-deeper-than-levels", "JSON nested deeper than {max_json_depth} levels")
                .arg("max_json_depth", std::to_string(kMaxJsonDepth)),
            SL_MSG("diag.action.file-ignored", "file ignored"));
        return std::nullopt;
    }
    std::string repaired;
    if (!isValidUtf8(text)) {
        // JSON must be UTF-8; a Latin-1 name typed into a hand-edited file should not cost the whole file.
        repaired.assign(text);
        std::size_t first = 0;
        std::size_t bad = repairUtf8(repaired, first);
        sink.add(Severity::Warning, lineAt(text, first),
                 SL_MSG("diag.json-util.bytes-are-not-valid-utf",
                        "{bad} bytes are not valid UTF-8 (the first at byte {first})")
                     .arg("bad", std::to_string(bad))
                     .arg("first", std::to_string(first)),
                 SL_MSG("diag.action.each-replaced-by", "each replaced by '?'"), static_cast<std::int64_t>(first));
        text = repaired;
    }
    // Duplicate keys are legal JSON but one of the values is silently lost: say which key.
    std::vector<std::set<std::string>> openObjects;
    std::size_t duplicates = 0;
    std::string firstDuplicate;
    auto watchKeys = [&](int, nlohmann::json::parse_event_t event, Json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::object_start) {
            openObjects.emplace_back();
        } else if (event == Event::object_end) {
            if (!openObjects.empty())
                openObjects.pop_back();
        } else if (event == Event::key && !openObjects.empty() && parsed.is_string()) {
            if (!openObjects.back().insert(parsed.template get_ref<const std::string&>()).second && duplicates++ == 0)
                firstDuplicate = parsed.template get_ref<const std::string&>();
        }
        return true;
    };
    try {
        Json doc = Json::parse(text.begin(), text.end(), watchKeys);
        if (duplicates > 0)
            sink.warn(0,
                      (duplicates > 1
                           ? SL_MSG("diag.json.duplicate-keys",
                                    "key '{key}' appears twice in one object ({n} repeated keys in the file)")
                                 .arg("n", std::to_string(duplicates))
                           : SL_MSG("diag.json.duplicate-key", "key '{key}' appears twice in one object"))
                          .arg("key", std::string(utf8Prefix(firstDuplicate, 60))),
                      SL_MSG("diag.action.the-last-value-of-a", "the last value of a repeated key is used"));
        return doc;
    } catch (const nlohmann::json::parse_error& e) {
        std::int64_t offset = static_cast<std::int64_t>(e.byte);
        std::size_t upto = static_cast<std::size_t>(std::max<std::int64_t>(offset, 0));
        const bool atEnd = upto >= text.size();
        sink.add(
            Severity::Error, lineAt(text, upto),
            atEnd ? SL_MSG("diag.json.ends-early", "invalid JSON: the document ends early (the file looks cut short)")
                  : SL_MSG("diag.json.invalid-near-byte", "invalid JSON near byte {offset}")
                        .arg("offset", std::to_string(offset)),
            SL_MSG("diag.action.file-ignored", "file ignored"), offset);
    } catch (const std::exception& e) {
        sink.error(0, SL_MSG("diag.json.invalid", "invalid JSON: {reason}").arg("reason", e.what()),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
    }
    return std::nullopt;
}

template <typename Json>
std::optional<Json> readAny(const std::string& path, DiagnosticSink& sink)
{
    auto text = readWholeFile(path, sink);
    if (!text)
        return std::nullopt;
    if (trim(*text).empty()) {
        sink.error(0, SL_MSG("diag.json-util.file-is-empty", "file is empty"),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return std::nullopt;
    }
    return parseAny<Json>(*text, sink);
}

} // namespace

std::optional<nlohmann::json> parseJson(std::string_view text, DiagnosticSink& sink)
{
    return parseAny<nlohmann::json>(text, sink);
}

std::optional<nlohmann::json> readJsonFile(const std::string& path, DiagnosticSink& sink)
{
    return readAny<nlohmann::json>(path, sink);
}

std::optional<nlohmann::ordered_json> readOrderedJsonObjectFile(const std::string& path, DiagnosticSink& sink)
{
    auto doc = readAny<nlohmann::ordered_json>(path, sink);
    if (doc && !doc->is_object()) {
        sink.error(0, SL_MSG("diag.json-util.expected-a-json-object", "expected a JSON object"),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return std::nullopt;
    }
    return doc;
}

std::optional<nlohmann::json> readJsonObjectFile(const std::string& path, DiagnosticSink& sink, const Message& what)
{
    auto doc = readJsonFile(path, sink);
    if (doc && !doc->is_object()) {
        sink.error(0, SL_MSG("diag.json-util.expected", "expected {what}").arg("what", what),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return std::nullopt;
    }
    return doc;
}

namespace {

template <typename Json>
std::size_t repairStrings(Json& value)
{
    std::size_t changed = 0;
    if (value.is_string()) {
        auto& s = value.template get_ref<std::string&>();
        if (!isValidUtf8(s)) {
            s = toValidUtf8(s);
            ++changed;
        }
    } else if (value.is_array()) {
        for (auto& item : value)
            changed += repairStrings(item);
    } else if (value.is_object()) {
        bool badKey = false;
        for (auto it = value.begin(); it != value.end(); ++it) {
            badKey = badKey || !isValidUtf8(it.key());
            changed += repairStrings(it.value());
        }
        if (badKey) {
            // Keys cannot be renamed in place: rebuild the object in the same order.
            Json fixed = Json::object();
            for (auto it = value.begin(); it != value.end(); ++it) {
                std::string key = isValidUtf8(it.key()) ? it.key() : toValidUtf8(it.key());
                changed += key != it.key();
                fixed[key] = std::move(it.value());
            }
            value = std::move(fixed);
        }
    }
    return changed;
}

} // namespace

std::size_t makeValidUtf8(nlohmann::json& doc)
{
    return repairStrings(doc);
}

std::size_t makeValidUtf8(nlohmann::ordered_json& doc)
{
    return repairStrings(doc);
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
