#include "formats/ascend/profiler_metadata_reader.h"

#include "io/json_util.h"
#include "io/numbers.h"

namespace steplens {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxMetadataValues = 2000;

std::string asText(const json& v)
{
    if (v.is_string())
        return v.get<std::string>();
    std::string s = v.dump();
    return s.size() > 400 ? s.substr(0, 400) + "..." : s;
}

void flattenMetadata(const json& obj, const std::string& prefix, int depth, std::map<std::string, std::string>& out)
{
    for (auto it = obj.begin(); it != obj.end() && out.size() < kMaxMetadataValues; ++it) {
        std::string key = prefix.empty() ? it.key() : prefix + "." + it.key();
        if (it->is_object() && depth < 6)
            flattenMetadata(*it, key, depth + 1, out);
        else
            out[key] = asText(*it);
    }
}

std::optional<int> smallInt(const json& obj, const char* key)
{
    auto v = io::jsonNumberLoose(obj, key);
    // The range is checked before the cast: casting a double beyond long long's range is undefined (the fuzzer
    // found a rank of 2.8e72).
    if (!v || !(*v >= 0 && *v <= 1e7) || *v != double(static_cast<long long>(*v)))
        return std::nullopt;
    return static_cast<int>(*v);
}

void readGroups(const json& groups, ProfilerMetadata& out, DiagnosticSink& sink)
{
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        if (!it->is_object()) {
            sink.warn(
                0,
                SL_MSG("diag.profiler-metadata.parallel-group-is-not-an", "parallel group '{substr}' is not an object")
                    .arg("substr", it.key().substr(0, 60)),
                SL_MSG("diag.action.group-skipped", "group skipped"));
            continue;
        }
        ParallelGroup g;
        g.key = it.key();
        g.groupName = io::jsonString(*it, "group_name").value_or("");
        g.groupRank = smallInt(*it, "group_rank").value_or(-1);
        auto ranks = it->find("global_ranks");
        if (ranks != it->end() && ranks->is_array()) {
            for (const auto& r : *ranks)
                if (r.is_number_integer() && r.get<long long>() >= 0 && r.get<long long>() < 1 << 24)
                    g.globalRanks.push_back(r.get<int>());
                else
                    sink.warn(0,
                              SL_MSG("diag.profiler-metadata.a-global-rank-of-group",
                                     "a global rank of group '{substr}' is not a rank number")
                                  .arg("substr", g.key.substr(0, 60)),
                              SL_MSG("diag.action.rank-skipped", "rank skipped"));
        }
        out.parallelGroups.push_back(std::move(g));
    }
}

} // namespace

ReadResult<ProfilerMetadata> readProfilerMetadata(const std::string& path)
{
    return guardedRead<ProfilerMetadata>(path, [&](DiagnosticSink& sink) -> std::optional<ProfilerMetadata> {
        auto doc = io::readJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        ProfilerMetadata out;
        out.sources.push_back(path);
        for (auto it = doc->begin(); it != doc->end(); ++it) {
            const std::string& key = it.key();
            if (key == "parallel_group_info") {
                if (it->is_object())
                    readGroups(*it, out, sink);
                else
                    sink.warn(0,
                              SL_MSG("diag.profiler-metadata.parallel-group-info-is-not",
                                     "parallel_group_info is not an object"),
                              SL_MSG("diag.action.groups-ignored", "groups ignored"));
            } else if (key == "distributed_args") {
                if (!it->is_object()) {
                    sink.warn(0,
                              SL_MSG("diag.profiler-metadata.distributed-args-is-not-an",
                                     "distributed_args is not an object"),
                              SL_MSG("diag.action.ignored", "ignored"));
                    continue;
                }
                for (auto a = it->begin(); a != it->end(); ++a)
                    out.distributedArgs[a.key()] = asText(*a);
                out.rank = smallInt(*it, "rank");
                out.worldSize = smallInt(*it, "world_size");
                out.tensorParallel = smallInt(*it, "tensor_model_parallel_size");
                out.pipelineParallel = smallInt(*it, "pipeline_model_parallel_size");
                out.dataParallel = smallInt(*it, "data_parallel_size");
                out.contextParallel = smallInt(*it, "context_parallel_size");
                out.expertParallel = smallInt(*it, "expert_model_parallel_size");
            } else if (it->is_object()) {
                flattenMetadata(*it, key, 1, out.values);
            } else {
                out.values[key] = asText(*it);
            }
        }
        return out;
    });
}

} // namespace steplens
