#pragma once
// The device a rank ran on, as MindInsight tells it from the files (docs/formats.md). Code compares
// the enum; the lower-case name ("ascend", "gpu", "cpu") is for the JSON report's "backend" key and
// the file-name prefixes only.
#include <optional>
#include <string_view>

namespace steplens {

enum class Backend { Unknown, Ascend, Gpu, Cpu };

// "ascend", "gpu", "cpu"; "" for Unknown (the report writes null then).
const char* backendName(Backend backend);
// The backend of a name backendName gives; nullopt for any other text (Unknown's "" included).
std::optional<Backend> backendNamed(std::string_view name);

} // namespace steplens
