#include "formats/dataprep/pipeline_summary_reader.h"

#include "formats/json_lists.h"
#include "io/json_util.h"

#include <algorithm>

namespace steplens {

namespace {

void readStrings(const nlohmann::json& doc, const char* key, std::vector<std::string>& out, DiagnosticSink& sink)
{
    auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return;
    if (!it->is_array()) {
        sink.warn(0, SL_MSG("diag.pipeline-summary.is-not-a-list", "{key} is not a list").arg("key", std::string(key)),
                  SL_MSG("diag.action.ignored", "ignored"));
        return;
    }
    for (const auto& v : *it) {
        if (v.is_string())
            out.push_back(v.get<std::string>());
        else if (!v.is_null())
            out.push_back(v.dump());
    }
}

void readDoubles(const nlohmann::json& doc, const char* key, std::vector<double>& out, DiagnosticSink& sink)
{
    auto it = doc.find(key);
    if (it == doc.end())
        return;
    long long bad = formats::appendNumbers(*it, out);
    if (bad < 0)
        sink.warn(0, SL_MSG("diag.pipeline-summary.is-not-a-list", "{key} is not a list").arg("key", std::string(key)),
                  SL_MSG("diag.action.ignored", "ignored"));
    else if (bad > 0)
        sink.warn(0,
                  SL_MSG("diag.pipeline-summary.entries-are-not-numbers", "{key}: {bad} entries are not numbers")
                      .arg("key", std::string(key))
                      .arg("bad", std::to_string(bad)),
                  SL_MSG("diag.action.those-entries-left-out", "those entries left out"));
}

void readInts(const nlohmann::json& doc, const char* key, std::vector<int>& out, DiagnosticSink& sink)
{
    auto it = doc.find(key);
    if (it == doc.end())
        return;
    long long bad = formats::appendInts(*it, out);
    if (bad < 0)
        sink.warn(0, SL_MSG("diag.pipeline-summary.is-not-a-list", "{key} is not a list").arg("key", std::string(key)),
                  SL_MSG("diag.action.ignored", "ignored"));
    else if (bad > 0)
        sink.warn(
            0,
            SL_MSG("diag.pipeline-summary.entries-are-not-whole-numbers", "{key}: {bad} entries are not whole numbers")
                .arg("key", std::string(key))
                .arg("bad", std::to_string(bad)),
            SL_MSG("diag.action.those-entries-left-out", "those entries left out"));
}

// per_batch_time and friends: one-element lists in ms (a bare number is accepted too).
double readOneValue(const nlohmann::json& doc, const char* key, DiagnosticSink& sink)
{
    auto it = doc.find(key);
    if (it == doc.end())
        return -1;
    if (it->is_number())
        return it->get<double>();
    std::vector<double> v;
    if (formats::appendNumbers(*it, v) != 0 || v.size() != 1) {
        sink.warn(0,
                  SL_MSG("diag.pipeline-summary.is-not-a-one-number", "{key} is not a one-number list")
                      .arg("key", std::string(key)),
                  SL_MSG("diag.action.read-as-not-available", "read as not available"));
        return -1;
    }
    return v[0];
}

} // namespace

ReadResult<PipelineSummary> readPipelineSummary(const std::string& path)
{
    return guardedRead<PipelineSummary>(path, [&](DiagnosticSink& sink) -> std::optional<PipelineSummary> {
        auto doc = io::readJsonFile(path, sink);
        if (!doc)
            return std::nullopt;
        if (!doc->is_object()) {
            sink.error(0, SL_MSG("diag.pipeline-summary.expected-a-json-object-of", "expected a JSON object of lists"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        PipelineSummary s;
        s.sources.push_back(path);
        readInts(*doc, "op_ids", s.opIds, sink);
        if (s.opIds.empty()) {
            sink.error(0, SL_MSG("diag.pipeline-summary.no-usable-op-ids-list", "no usable op_ids list"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        readStrings(*doc, "op_names", s.opNames, sink);
        readStrings(*doc, "pipeline_ops", s.pipelineOps, sink);
        readInts(*doc, "num_workers", s.numWorkers, sink);
        readDoubles(*doc, "queue_average_size", s.queueAverageSize, sink);
        readDoubles(*doc, "queue_utilization_pct", s.queueUtilizationPct, sink);
        readDoubles(*doc, "queue_empty_freq_pct", s.queueEmptyFreqPct, sink);
        readDoubles(*doc, "avg_cpu_pct", s.avgCpuPct, sink);
        readDoubles(*doc, "avg_cpu_pct_per_worker", s.avgCpuPctPerWorker, sink);
        readInts(*doc, "parent_id", s.parentIds, sink);
        if (auto it = doc->find("children_ids"); it != doc->end()) {
            if (!it->is_array()) {
                sink.warn(0, SL_MSG("diag.pipeline-summary.children-ids-is-not-a", "children_ids is not a list"),
                          SL_MSG("diag.action.ignored", "ignored"));
            } else {
                for (const auto& c : *it) {
                    std::vector<int> ids;
                    if (formats::appendInts(c, ids) != 0)
                        sink.warn(0,
                                  SL_MSG("diag.pipeline-summary.children-ids-holds-an-entry",
                                         "children_ids holds an entry that is not a list of op ids"),
                                  SL_MSG("diag.action.read-as-no-children", "read as no children"));
                    s.childrenIds.push_back(std::move(ids));
                }
            }
        }
        s.perBatchTimeMs = readOneValue(*doc, "per_batch_time", sink);
        s.perPipelineTimeMs = readOneValue(*doc, "per_pipeline_time", sink);
        s.perPushQueueTimeMs = readOneValue(*doc, "per_push_queue_time", sink);
        readStrings(*doc, "cpu_analysis_details", s.cpuAnalysisDetails, sink);
        readStrings(*doc, "queue_analysis_details", s.queueAnalysisDetails, sink);
        readStrings(*doc, "bottleneck_warning", s.bottleneckWarnings, sink);
        readStrings(*doc, "bottleneck_suggestion", s.bottleneckSuggestions, sink);
        // MindSpore writes [""] when it found no bottleneck.
        auto dropEmpty = [](std::vector<std::string>& v) {
            v.erase(std::remove(v.begin(), v.end(), std::string()), v.end());
        };
        dropEmpty(s.bottleneckWarnings);
        dropEmpty(s.bottleneckSuggestions);

        const std::size_t n = s.opIds.size();
        auto check = [&](const char* key, std::size_t size) {
            if (size != 0 && size != n)
                sink.warn(0,
                          SL_MSG("diag.pipeline-summary.has-entries-for-ops", "{key} has {size} entries for {n} ops")
                              .arg("key", std::string(key))
                              .arg("size", std::to_string(size))
                              .arg("n", std::to_string(n)),
                          SL_MSG("diag.action.entries-matched-by-position-as",
                                 "entries matched by position as far as they go"));
        };
        check("op_names", s.opNames.size());
        check("num_workers", s.numWorkers.size());
        check("queue_utilization_pct", s.queueUtilizationPct.size());
        check("queue_empty_freq_pct", s.queueEmptyFreqPct.size());
        check("avg_cpu_pct", s.avgCpuPct.size());
        check("avg_cpu_pct_per_worker", s.avgCpuPctPerWorker.size());
        check("parent_id", s.parentIds.size());
        check("children_ids", s.childrenIds.size());
        return s;
    });
}

} // namespace steplens
