#pragma once
// Reading whole small files safely: size limits instead of unbounded allocation, errors as diagnostics.
#include "model/diagnostic.h"

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>

namespace steplens::io {

// Largest file read whole into memory (JSON documents, small text files). Larger ones are refused
// with a diagnostic rather than risking the user's memory.
constexpr std::size_t kMaxWholeFileBytes = 512u << 20;

// Opens `path` for reading only if it is a regular file (after following symbolic links). A FIFO,
// socket, device or folder named like a profiler file is refused with an error instead of being
// opened: reading a FIFO would block the load until some other process writes to it. Returns
// nullptr (with an error in `sink`) when the file cannot be used; `size` receives its size.
std::FILE* openRegularFile(const std::string& path, DiagnosticSink& sink, long long* size = nullptr);

// Reads the file at `path`. Returns nullopt (and adds an error to `sink`) when it cannot be opened,
// is not a regular file, or is bigger than `maxBytes`.
std::optional<std::string> readWholeFile(const std::string& path, DiagnosticSink& sink,
                                         std::size_t maxBytes = kMaxWholeFileBytes);

// Removes a UTF-8 byte order mark at the start of `text`.
void stripBom(std::string& text);

// Size in bytes, or -1 when the path cannot be stat'ed.
long long fileSize(const std::string& path);

// "a folder", "a named pipe (FIFO)"...: what a non-regular file is, for messages. `mode` is st_mode.
Message fileTypeName(unsigned mode);
// The reason behind an errno value: the C library's English text (strerror in the C locale, which the
// process keeps for numbers), as a translatable message for the usual values.
Message systemError(int err);

} // namespace steplens::io
