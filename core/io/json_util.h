#pragma once
// Safe JSON parsing for small documents: bounded nesting, no exceptions out of core.
#include "model/diagnostic.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace steplens::io {

constexpr int kMaxJsonDepth = 512;

// Deepest bracket nesting of `text` outside strings, stopping early once `limit` is passed.
int jsonNestingDepth(std::string_view text, int limit = kMaxJsonDepth);

// Parses `text`; on failure adds an error naming the byte offset and returns nullopt.
std::optional<nlohmann::json> parseJson(std::string_view text, DiagnosticSink& sink);

// Reads and parses a whole JSON file (size-limited).
std::optional<nlohmann::json> readJsonFile(const std::string& path, DiagnosticSink& sink);

// The same, for documents that must be a JSON object; anything else is an error naming `what`.
std::optional<nlohmann::json> readJsonObjectFile(const std::string& path, DiagnosticSink& sink,
                                                 const Message& what = SL_MSG("diag.json-util.a-json-object",
                                                                              "a JSON object"));

// Replaces bytes that are not UTF-8 in every string and key of `doc` with U+FFFD, so that dump()
// (which throws on invalid UTF-8) always works. Operator and file names read from CSV files are
// copied byte for byte and can be Latin-1 or GBK. Returns how many strings were changed.
std::size_t makeValidUtf8(nlohmann::json& doc);
std::size_t makeValidUtf8(nlohmann::ordered_json& doc);

// A JSON object keeping its keys in file order (nlohmann::json sorts them), for documents whose
// order is meaningful to show (communication.json lists operations as they ran).
std::optional<nlohmann::ordered_json> readOrderedJsonObjectFile(const std::string& path, DiagnosticSink& sink);

// Typed lookups that never throw: nullopt when the key is absent or has another type.
std::optional<double> jsonNumber(const nlohmann::json& obj, std::string_view key);
std::optional<std::string> jsonString(const nlohmann::json& obj, std::string_view key);
// A number that may be written as a number or as a numeric string ("1", "0.5").
std::optional<double> jsonNumberLoose(const nlohmann::json& obj, std::string_view key);

} // namespace steplens::io
