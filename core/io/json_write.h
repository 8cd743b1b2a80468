#pragma once
// Writing a big JSON document (the report of a run) on every core.
//
// Why: nearly all the time of nlohmann's dump() goes to turning doubles into their shortest text (~60 ns
// each), one after the other; a 1.x rank's 7 MB report took 12 ms to write, an 8-rank folder's 56 MB
// 91 ms. The document is cut into parts (a container of 2,048 values or more into its members, a long
// array into runs of elements), the parts are written into strings side by side (io::parallelFor), and the
// strings go out in document order. The bytes are exactly those of dump(2) with invalid UTF-8 replaced
// (tests compare them).
#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace steplens::io {

// `doc` indented by two spaces, as doc.dump(2, ' ', false, error_handler_t::replace) gives it.
void writeIndentedJson(std::ostream& out, const nlohmann::ordered_json& doc);
std::string indentedJson(const nlohmann::ordered_json& doc);

} // namespace steplens::io
