#pragma once
// Small string helpers shared by the readers.
#include <string>
#include <string_view>
#include <vector>

namespace steplens::io {

// Trims spaces, tabs and CR/LF at both ends (torch_npu writes a tab after time cells).
// `s` without the spaces, tabs and line breaks at either end. Inline: the big readers trim several cells
// per row, and nearly every cell has nothing to trim, which the first test settles without a call.
std::string_view trimEnds(std::string_view s); // the loop, for the cells that have something to trim
inline std::string_view trim(std::string_view s)
{
    if (!s.empty() && static_cast<unsigned char>(s.front()) > ' ' && static_cast<unsigned char>(s.back()) > ' ')
        return s; // no byte at either end is a space, tab or line break (nor any other control byte)
    return trimEnds(s);
}
bool startsWith(std::string_view s, std::string_view prefix);
bool endsWith(std::string_view s, std::string_view suffix);
std::string toLower(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char sep);
// The last path component of a "/"-separated name or file path.
std::string_view baseName(std::string_view path);

// Profiler files are UTF-8 in principle, but names typed on other systems arrive as Latin-1 or
// GBK bytes. These keep text written out (JSON reports, messages) valid UTF-8.
//
// Length of the well-formed UTF-8 sequence at the start of `s` (1-4), or 0 when it is not one
// (stray continuation byte, overlong form, surrogate, beyond U+10FFFF, cut short).
std::size_t utf8SequenceLength(std::string_view s);
bool isValidUtf8(std::string_view s);
// `s` with every byte that is not part of a well-formed sequence replaced by `replacement`.
std::string toValidUtf8(std::string_view s, std::string_view replacement = "\xEF\xBF\xBD");
// The longest prefix of at most `maxBytes` bytes that does not cut a multi-byte character in two.
std::string_view utf8Prefix(std::string_view s, std::size_t maxBytes);

} // namespace steplens::io
