#pragma once
// Which file a table was read from, as the user sees it: the base name of the first of the table's
// `sources` ("analysis.db" for a database rank's steps, "step_trace_time.csv" for a text export), or
// the usual file of the text layout when the table lists none. The findings, the comparison note
// and the widgets (fmt::sourceName) name a table's file through this one function.
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

// The last component of a path ("a/b/analysis.db" -> "analysis.db"); '/' and '\\' both separate.
std::string sourceFileName(std::string_view path);
// The file name of sources.front(), or `fallback` when `sources` is empty.
std::string sourceName(const std::vector<std::string>& sources, std::string_view fallback);

} // namespace steplens
