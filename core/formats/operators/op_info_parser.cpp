#include "formats/operators/op_info_parser.h"

#include "io/json_util.h"
#include "io/text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

namespace steplens {

namespace {

constexpr int kMaxOpInfoDepth = 16; // tensors sit at depth 2; anything far deeper is not op_info

std::string shapeToText(const nlohmann::json& shape)
{
    if (shape.is_string())
        return normalizeShapeText(shape.get_ref<const std::string&>());
    if (shape.is_number_integer())
        return std::to_string(shape.get<long long>());
    if (shape.is_number()) {
        // A dimension written as a float; converting one beyond the int64 range is undefined.
        double d = shape.get<double>();
        return std::fabs(d) < 9.2e18 ? std::to_string(static_cast<long long>(d)) : shape.dump();
    }
    if (shape.is_array()) {
        std::string out;
        for (const auto& dim : shape) {
            if (!out.empty())
                out += ',';
            out += dim.is_array() ? "[" + shapeToText(dim) + "]" : shapeToText(dim);
        }
        return out;
    }
    return {};
}

const nlohmann::json* findKey(const nlohmann::json& obj, std::initializer_list<const char*> names)
{
    for (const char* n : names) {
        auto it = obj.find(n);
        if (it != obj.end())
            return &*it;
    }
    return nullptr;
}

std::string textOf(const nlohmann::json* v)
{
    if (!v || v->is_null())
        return {};
    if (v->is_string())
        return v->get<std::string>();
    return v->dump();
}

// "input_3" -> (0, 3); "Output_1" -> (1, 1); anything else -> false.
bool tensorKey(const std::string& key, int& side, long& index)
{
    std::string lower = io::toLower(key);
    std::string_view rest;
    if (io::startsWith(lower, "input_")) {
        side = 0;
        rest = std::string_view(key).substr(6);
    } else if (io::startsWith(lower, "output_")) {
        side = 1;
        rest = std::string_view(key).substr(7);
    } else {
        return false;
    }
    if (rest.empty() || rest.size() > 6 ||
        !std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    index = std::strtol(std::string(rest).c_str(), nullptr, 10);
    return true;
}

} // namespace

std::string normalizeShapeText(std::string_view shape)
{
    std::string out;
    for (char c : io::trim(shape))
        if (c != ' ' && c != '\t' && c != '[' && c != ']' && c != '(' && c != ')')
            out += c;
    return out;
}

std::optional<std::vector<TensorDesc>> parseOpInfo(std::string_view text, Message& error)
{
    text = io::trim(text);
    if (text.empty())
        return std::vector<TensorDesc>{};
    if (io::jsonNestingDepth(text, kMaxOpInfoDepth) > kMaxOpInfoDepth) {
        error = SL_MSG("diag.op-info.nested-too-deeply", "op_info is nested too deeply");
        return std::nullopt;
    }
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    } catch (const std::exception& e) {
        error =
            SL_MSG("diag.op-info.could-not-be-parsed", "op_info could not be parsed: {reason}").arg("reason", e.what());
        return std::nullopt;
    }
    if (doc.is_discarded()) {
        error = SL_MSG("diag.op-info.not-valid-json", "op_info is not valid JSON");
        return std::nullopt;
    }
    if (!doc.is_object()) {
        error = SL_MSG("diag.op-info.not-a-json-object", "op_info is not a JSON object");
        return std::nullopt;
    }
    std::vector<std::tuple<int, long, TensorDesc>> found;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        int side = 0;
        long index = 0;
        if (!tensorKey(it.key(), side, index) || !it.value().is_object())
            continue;
        const nlohmann::json& t = it.value();
        TensorDesc d;
        d.name = (side == 0 ? "input_" : "output_") + std::to_string(index);
        d.format = textOf(findKey(t, {"format", "Format"}));
        d.dtype = textOf(findKey(t, {"data_type", "Data_Type", "data type", "Data Type", "dtype"}));
        if (const nlohmann::json* shape = findKey(t, {"shape", "Shape"}))
            d.shape = shapeToText(*shape);
        found.emplace_back(side, index, std::move(d));
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    std::vector<TensorDesc> out;
    out.reserve(found.size());
    for (auto& f : found)
        out.push_back(std::move(std::get<2>(f)));
    return out;
}

} // namespace steplens
