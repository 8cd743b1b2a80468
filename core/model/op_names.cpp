#include "model/op_names.h"

namespace steplens {

std::string_view opShortName(std::string_view fullName)
{
    std::size_t slash = fullName.rfind('/');
    return slash == std::string_view::npos ? fullName : fullName.substr(slash + 1);
}

std::string_view opScope(std::string_view fullName)
{
    std::size_t slash = fullName.rfind('/');
    return slash == std::string_view::npos ? std::string_view{} : fullName.substr(0, slash);
}

std::string_view opSubgraph(std::string_view fullName)
{
    std::size_t slash = fullName.find('/');
    return slash == std::string_view::npos ? std::string_view{} : fullName.substr(0, slash);
}

std::string opTypeFromName(std::string_view fullName)
{
    std::string_view name = opShortName(fullName);
    std::size_t op = name.rfind("-op");
    if (op != std::string_view::npos && op + 3 < name.size()) {
        bool digits = true;
        for (std::size_t i = op + 3; i < name.size(); ++i)
            digits = digits && name[i] >= '0' && name[i] <= '9';
        if (digits)
            return std::string(name.substr(0, op));
    }
    return std::string(name.substr(0, name.find('-')));
}

std::string stripOpNumbers(std::string_view fullName)
{
    std::string out;
    out.reserve(fullName.size());
    std::size_t begin = 0;
    while (begin <= fullName.size()) {
        std::size_t end = fullName.find('/', begin);
        if (end == std::string_view::npos)
            end = fullName.size();
        std::string_view segment = fullName.substr(begin, end - begin);
        std::size_t op = segment.rfind("-op");
        bool numbered = op != std::string_view::npos && op > 0 && op + 3 < segment.size();
        for (std::size_t i = op + 3; numbered && i < segment.size(); ++i)
            numbered = segment[i] >= '0' && segment[i] <= '9';
        out += numbered ? segment.substr(0, op) : segment;
        if (end < fullName.size())
            out += '/';
        begin = end + 1;
    }
    return out;
}

} // namespace steplens

namespace steplens {

std::string canonicalDtype(std::string_view dtype)
{
    std::string s;
    for (char c : dtype)
        if (c != ' ' && c != '\t')
            s += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    for (std::string_view prefix : {"number_type_", "dt_", "knumbertype", "mindspore."})
        if (s.compare(0, prefix.size(), prefix) == 0)
            s.erase(0, prefix.size());
    if (s == "float" || s == "fp32")
        return "float32";
    if (s == "half" || s == "fp16")
        return "float16";
    if (s == "double" || s == "fp64")
        return "float64";
    if (s == "bf16")
        return "bfloat16";
    if (s == "unknown" || s == "end" || s == "begin" || s == "none" || s == "undefined")
        return {};
    return s;
}

} // namespace steplens
