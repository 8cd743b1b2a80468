#pragma once
// Reading whole small files safely: size limits instead of unbounded allocation, errors as diagnostics.
#include "model/diagnostic.h"

#include <cstddef>
#include <optional>
#include <string>

namespace steplens::io {

// Largest file read whole into memory (JSON documents, small text files). Larger ones are refused
// with a diagnostic rather than risking the user's memory.
constexpr std::size_t kMaxWholeFileBytes = 512u << 20;

// Reads the file at `path`. Returns nullopt (and adds an error to `sink`) when it cannot be opened,
// is not a regular file, or is bigger than `maxBytes`.
std::optional<std::string> readWholeFile(const std::string& path, DiagnosticSink& sink,
                                         std::size_t maxBytes = kMaxWholeFileBytes);

// Removes a UTF-8 byte order mark at the start of `text`.
void stripBom(std::string& text);

// Size in bytes, or -1 when the path cannot be stat'ed.
long long fileSize(const std::string& path);

} // namespace steplens::io
