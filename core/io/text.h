#pragma once
// Small string helpers shared by the readers.
#include <string>
#include <string_view>
#include <vector>

namespace steplens::io {

// Trims spaces, tabs and CR/LF at both ends (torch_npu writes a tab after time cells).
std::string_view trim(std::string_view s);
bool startsWith(std::string_view s, std::string_view prefix);
bool endsWith(std::string_view s, std::string_view suffix);
std::string toLower(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char sep);
// The last path component of a "/"-separated name or file path.
std::string_view baseName(std::string_view path);

} // namespace steplens::io
