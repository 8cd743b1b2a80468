#include "formats/profiler_info_reader.h"

#include "io/json_util.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cmath>
#include <cstdint>

namespace steplens {

namespace {

constexpr std::size_t kMaxValues = 2000;
constexpr int kMaxFlattenDepth = 8;

void flatten(const nlohmann::json& obj, const std::string& prefix, int depth, std::map<std::string, std::string>& out)
{
    for (auto it = obj.begin(); it != obj.end() && out.size() < kMaxValues; ++it) {
        std::string key = prefix.empty() ? it.key() : prefix + "." + it.key();
        const auto& v = it.value();
        if (v.is_object()) {
            if (depth < kMaxFlattenDepth)
                flatten(v, key, depth + 1, out);
        } else if (v.is_string()) {
            out[key] = v.get<std::string>();
        } else {
            std::string text = v.dump();
            if (text.size() > 400)
                text = std::string(io::utf8Prefix(text, 400)) + "...";
            out[key] = std::move(text);
        }
    }
}

// A value written as a number in some versions and as text in others ("rank_id": "0").
std::optional<long long> looseInt(const nlohmann::json& obj, const char* key)
{
    auto it = obj.find(key);
    if (it == obj.end())
        return std::nullopt;
    if (it->is_number_integer())
        return it->get<long long>();
    if (it->is_number_float()) {
        // Range first: converting 1e300 to an integer is undefined behaviour.
        double d = it->get<double>();
        if (std::fabs(d) < 9.2e18 && d == std::floor(d))
            return static_cast<long long>(d);
        return std::nullopt;
    }
    if (it->is_string())
        return io::parseInt(it->get<std::string>());
    return std::nullopt;
}

std::optional<bool> looseBool(const nlohmann::json& obj, const char* key)
{
    auto it = obj.find(key);
    if (it == obj.end())
        return std::nullopt;
    if (it->is_boolean())
        return it->get<bool>();
    if (it->is_number())
        return it->get<double>() != 0;
    if (it->is_string()) {
        std::string s = io::toLower(io::trim(it->get<std::string>()));
        if (s == "true" || s == "1")
            return true;
        if (s == "false" || s == "0")
            return false;
    }
    return std::nullopt;
}

} // namespace

ReadResult<ProfilerInfo> readProfilerInfo(const std::string& path)
{
    return guardedRead<ProfilerInfo>(path, [&](DiagnosticSink& sink) -> std::optional<ProfilerInfo> {
        auto doc = io::readJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        ProfilerInfo info;
        info.sources.push_back(path);
        flatten(*doc, "", 0, info.values);
        if (info.values.size() >= kMaxValues)
            sink.info(0,
                      SL_MSG("diag.profiler-info.more-than-values", "more than {max_values} values")
                          .arg("max_values", std::to_string(kMaxValues)),
                      SL_MSG("diag.action.the-rest-not-kept", "the rest not kept"));

        // MindSpore 2.5 nests the run facts; look at the top level first, then at those blocks.
        std::vector<const nlohmann::json*> scopes{&*doc};
        for (const char* nested : {"ms_profiler_info", "profiler_parameters"})
            if (auto it = doc->find(nested); it != doc->end() && it->is_object())
                scopes.push_back(&*it);
        auto findInt = [&](const char* key) -> std::optional<long long> {
            for (auto* s : scopes)
                if (auto v = looseInt(*s, key))
                    return v;
            return std::nullopt;
        };
        auto findString = [&](const char* key) -> std::optional<std::string> {
            for (auto* s : scopes)
                if (auto v = io::jsonString(*s, key))
                    return v;
            return std::nullopt;
        };

        if (auto rank = findInt("rank_id")) {
            if (*rank >= 0 && *rank <= INT32_MAX)
                info.rankId = int(*rank);
            else
                sink.warn(0,
                          SL_MSG("diag.profiler-info.rank-id-is-out-of", "rank_id {rank} is out of range")
                              .arg("rank", std::to_string(*rank)),
                          SL_MSG("diag.action.rank-unknown", "rank unknown"));
        } else if (doc->contains("rank_id")) {
            sink.warn(0, SL_MSG("diag.profiler-info.rank-id-is-not-a", "rank_id is not a whole number from 0 to 2^31"),
                      SL_MSG("diag.action.rank-unknown", "rank unknown"));
        }
        for (auto [key, target] : {std::pair<const char*, int*>{"rank_size", &info.rankSize},
                                   std::pair<const char*, int*>{"stage_num", &info.stageNum}}) {
            if (auto v = findInt(key); v && *v >= 0 && *v <= INT32_MAX)
                *target = int(*v);
            else if (v || doc->contains(key))
                sink.warn(
                    0,
                    SL_MSG("diag.profiler-info.is-not-a-whole-number", "{key} is not a whole number from 0 to 2^31")
                        .arg("key", std::string(key)),
                    SL_MSG("diag.action.left-unknown", "left unknown"));
        }
        if (auto mode = findString("context_mode")) {
            info.contextMode = io::toLower(*mode);
        } else if (auto code = findInt("context_mode")) {
            // MindSpore's enum: 0 = GRAPH_MODE, 1 = PYNATIVE_MODE.
            info.contextMode = *code == 0 ? "graph" : *code == 1 ? "pynative" : std::to_string(*code);
        }
        info.msVersion = findString("ms_version").value_or(findString("mindspore_version").value_or(""));
        info.torchNpuVersion = findString("torch_npu_version").value_or("");
        info.cannVersion = findString("cann_version").value_or("");
        info.parallelMode = findString("parallel_mode").value_or("");
        for (auto* s : scopes)
            if (auto h = looseBool(*s, "is_heterogeneous")) {
                info.heterogeneous = *h;
                break;
            }
        if (auto ids = doc->find("graph_ids"); ids != doc->end() && ids->is_array())
            for (const auto& g : *ids)
                if (g.is_number_integer())
                    info.graphIds.push_back(g.get<long long>());
        if (auto diff = io::jsonNumberLoose(*doc, "diff_time"))
            info.diffTimeUs = *diff;
        if (info.rankId < 0 && info.values.empty()) {
            sink.warn(0, SL_MSG("diag.profiler-info.the-object-is-empty", "the object is empty"),
                      SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        return info;
    });
}

} // namespace steplens
