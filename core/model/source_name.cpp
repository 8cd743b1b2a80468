#include "model/source_name.h"

namespace steplens {

std::string sourceFileName(std::string_view path)
{
    const auto slash = path.find_last_of("/\\");
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string sourceName(const std::vector<std::string>& sources, std::string_view fallback)
{
    return sources.empty() ? std::string(fallback) : sourceFileName(sources.front());
}

} // namespace steplens
